import type { Kysely } from "kysely";

/** ROI settings: one row per company, the settings as a JSON object. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("roi_settings")
    .addColumn("company_id", "text", (c) => c.primaryKey())
    .addColumn("id", "text", (c) => c.notNull().unique())
    .addColumn("settings", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}
