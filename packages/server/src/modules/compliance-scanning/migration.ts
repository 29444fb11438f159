import type { Kysely } from "kysely";
import type { MigrationContext } from "../../db/migrations/types";

/** `compliance_scan_rules` and `compliance_violations` (one per rule, trace and PII type). */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema
    .createTable("compliance_scan_rules")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("is_enabled", "integer", (c) => c.notNull())
    .addColumn("pii_types", "text", (c) => c.notNull())
    .addColumn("fields_to_scan", "text", (c) => c.notNull())
    .addColumn("min_confidence", "text", (c) => c.notNull())
    .addColumn("auto_flag", "integer", (c) => c.notNull())
    .addColumn("auto_alert", "integer", (c) => c.notNull())
    .addColumn("alert_severity", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("compliance_scan_rules_company")
    .on("compliance_scan_rules")
    .columns(["company_id", "created_at"])
    .execute();

  await db.schema
    .createTable("compliance_violations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("rule_id", "text", (c) => c.notNull())
    .addColumn("rule_name", "text", (c) => c.notNull())
    .addColumn("trace_id", "text", (c) => c.notNull())
    .addColumn("agent_id", "text", (c) => c.notNull())
    .addColumn("pii_type", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("match_count", "integer", (c) => c.notNull())
    .addColumn("notes", "text")
    .addColumn("detected_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  // A trace scanned again (more spans, a backfill) finds the same violation, not a new one.
  await db.schema
    .createIndex("compliance_violations_rule_trace_type")
    .on("compliance_violations")
    .columns(["rule_id", "trace_id", "pii_type"])
    .unique()
    .execute();
  await db.schema
    .createIndex("compliance_violations_company_detected")
    .on("compliance_violations")
    .columns(["company_id", "detected_at"])
    .execute();
  await db.schema
    .createIndex("compliance_violations_trace")
    .on("compliance_violations")
    .columns(["trace_id"])
    .execute();
}
