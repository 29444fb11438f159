import type { Kysely } from "kysely";
import type { MigrationContext } from "../../db/migrations/types";

/** `compliance_settings`: one row per company that set retention or redaction on ingest. */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema
    .createTable("compliance_settings")
    .addColumn("company_id", "text", (c) => c.primaryKey())
    .addColumn("retention_days", "integer")
    .addColumn("redact_on_ingest", "text", (c) => c.notNull())
    .addColumn("updated_by", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}
