import type { Kysely } from "kysely";
import type { MigrationContext } from "../../db/migrations/types";

/** `baa_agreements`: a company's business associate agreements (HIPAA). */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema
    .createTable("baa_agreements")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("vendor_name", "text", (c) => c.notNull())
    .addColumn("vendor_email", "text")
    .addColumn("vendor_contact", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("agreement_date", "text", (c) => c.notNull())
    .addColumn("effective_date", "text", (c) => c.notNull())
    .addColumn("expiration_date", "text")
    .addColumn("next_review_due", "text")
    .addColumn("description", "text")
    .addColumn("notes", "text")
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("baa_agreements_company_created")
    .on("baa_agreements")
    .columns(["company_id", "created_at"])
    .execute();
}
