import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "./types";

/**
 * Guardrail policies (soft-deleted by clearing `active`) and one analytics record per scan.
 * A scan record keeps counts and finding types only: never the scanned text or a finding's value.
 */
export async function up(db: Kysely<unknown>, { types }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("guardrail_policies")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("scanners", "text", (c) => c.notNull())
    .addColumn("options", "text", (c) => c.notNull())
    .addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  // One active policy per name and company; deactivated ones keep their names free.
  await db.schema
    .createIndex("guardrail_policies_company_active_name")
    .on("guardrail_policies")
    .columns(["company_id", "name"])
    .unique()
    .where(sql.ref("active"), "=", 1)
    .execute();
  await db.schema
    .createIndex("guardrail_policies_company_created")
    .on("guardrail_policies")
    .columns(["company_id", "active", "created_at"])
    .execute();

  await db.schema
    .createTable("guardrail_scans")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("key_id", "text", (c) => c.notNull())
    .addColumn("agent_id", "text")
    .addColumn("policy_id", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("scanner_findings", "text", (c) => c.notNull())
    .addColumn("finding_types", "text", (c) => c.notNull())
    .addColumn("latency_ms", types.float, (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("guardrail_scans_company_created")
    .on("guardrail_scans")
    .columns(["company_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("guardrail_scans_company_agent_created")
    .on("guardrail_scans")
    .columns(["company_id", "agent_id", "created_at"])
    .execute();
}
