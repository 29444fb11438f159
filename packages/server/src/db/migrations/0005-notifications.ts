import type { Kysely } from "kysely";
import type { MigrationContext } from "./types";

/**
 * Notification channels (config sealed at rest), rules, per-user preferences, and every
 * notification a rule produced: sent, held for quiet hours, suppressed or failed (in_app ones
 * are read from here).
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema
    .createTable("notification_channels")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("is_enabled", "integer", (c) => c.notNull())
    .addColumn("config", "text", (c) => c.notNull())
    .addColumn("is_verified", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("notification_channels_company_channel")
    .on("notification_channels")
    .columns(["company_id", "channel"])
    .unique()
    .execute();

  await db.schema
    .createTable("notification_rules")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("agent_id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("conditions", "text", (c) => c.notNull())
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("recipients", "text", (c) => c.notNull())
    .addColumn("cooldown_minutes", "integer", (c) => c.notNull())
    .addColumn("last_triggered", "text")
    .addColumn("is_active", "integer", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("notification_rules_company_agent")
    .on("notification_rules")
    .columns(["company_id", "agent_id", "created_at"])
    .execute();

  await db.schema
    .createTable("notification_preferences")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("email_enabled", "integer", (c) => c.notNull())
    .addColumn("slack_enabled", "integer", (c) => c.notNull())
    .addColumn("in_app_enabled", "integer", (c) => c.notNull())
    .addColumn("webhook_enabled", "integer", (c) => c.notNull())
    .addColumn("pagerduty_enabled", "integer", (c) => c.notNull())
    .addColumn("min_severity", "text", (c) => c.notNull())
    .addColumn("quiet_hours_start", "text")
    .addColumn("quiet_hours_end", "text")
    .addColumn("quiet_hours_timezone", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("notification_preferences_pk", ["company_id", "user_id"])
    .execute();

  await db.schema
    .createTable("notifications")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("rule_id", "text")
    .addColumn("user_id", "text")
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("event_id", "text", (c) => c.notNull())
    .addColumn("event_type", "text", (c) => c.notNull())
    .addColumn("severity", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .execute();
  await db.schema
    .createIndex("notifications_company_created")
    .on("notifications")
    .columns(["company_id", "created_at"])
    .execute();
}
