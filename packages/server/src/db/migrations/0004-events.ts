import type { Kysely } from "kysely";
import type { MigrationContext } from "./types";

/**
 * The durable job queue, and webhooks with their deliveries. Jobs are enqueued in the
 * transaction of the write that causes them; timestamps are ISO text, which orders the same
 * way as time on every dialect.
 */
export async function up(db: Kysely<unknown>, { types }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("jobs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text")
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("ref", "text")
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("max_attempts", "integer", (c) => c.notNull())
    .addColumn("run_at", "text", (c) => c.notNull())
    .addColumn("lease_owner", "text")
    .addColumn("lease_until", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("jobs_state_run_at")
    .on("jobs")
    .columns(["state", "run_at"])
    .execute();
  await db.schema
    .createIndex("jobs_state_lease_until")
    .on("jobs")
    .columns(["state", "lease_until"])
    .execute();
  await db.schema.createIndex("jobs_type_ref").on("jobs").columns(["type", "ref"]).execute();

  await db.schema
    .createTable("webhooks")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("variant", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("events", "text", (c) => c.notNull())
    .addColumn("filters", "text", (c) => c.notNull())
    .addColumn("is_active", "integer", (c) => c.notNull())
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("previous_secret", "text")
    .addColumn("previous_secret_until", "text")
    .addColumn("consecutive_failures", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("circuit_breaker_until", "text")
    .addColumn("probe_until", "text")
    .addColumn("last_triggered_at", "text")
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("webhooks_company_created")
    .on("webhooks")
    .columns(["company_id", "created_at"])
    .execute();

  await db.schema
    .createTable("webhook_deliveries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("webhook_id", "text", (c) => c.notNull())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("event_id", "text", (c) => c.notNull())
    .addColumn("event_type", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_status_code", "integer")
    .addColumn("last_error", "text")
    .addColumn("response_time_ms", types.float)
    .addColumn("next_attempt_at", "text")
    .addColumn("replay_of", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("delivered_at", "text")
    .execute();
  await db.schema
    .createIndex("webhook_deliveries_webhook_created")
    .on("webhook_deliveries")
    .columns(["webhook_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("webhook_deliveries_webhook_status")
    .on("webhook_deliveries")
    .columns(["webhook_id", "status", "created_at"])
    .execute();
}
