import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "../../db/migrations/types";

/** Consents (history kept), data subject requests and my-data exports. */
export async function up(db: Kysely<unknown>, { types }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("consents")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("granted", "integer", (c) => c.notNull())
    .addColumn("lawful_basis", "text", (c) => c.notNull())
    .addColumn("granted_at", "text")
    .addColumn("withdrawn_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("consents_user")
    .on("consents")
    .columns(["company_id", "user_id", "purpose", "created_at"])
    .execute();
  await db.schema
    .createTable("dsrs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("requester_id", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("request_details", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("due_date", "text", (c) => c.notNull())
    .addColumn("completed_at", "text")
    .addColumn("download_url", "text")
    .addColumn("completion_notes", "text")
    .addColumn("verified_by", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("dsrs_requester")
    .on("dsrs")
    .columns(["company_id", "requester_id", "created_at"])
    .execute();
  await db.schema
    .createTable("exports")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("dsr_id", "text", (c) => c.notNull())
    .addColumn("format", "text", (c) => c.notNull())
    .addColumn("options", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("trace_count", sql.raw(types.bigint), (c) => c.notNull())
    .addColumn("bytes", sql.raw(types.bigint), (c) => c.notNull())
    .addColumn("error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("completed_at", "text")
    .addColumn("expires_at", "text")
    .execute();
  await db.schema
    .createIndex("exports_user_time")
    .on("exports")
    .columns(["company_id", "user_id", "created_at"])
    .execute();
  // A data subject's traces are found by user id (exports now, erasure later): keyset pages
  // over this index instead of a scan of the company's traces.
  await db.schema
    .createIndex("traces_company_user")
    .on("traces")
    .columns(["company_id", "user_id", "id"])
    .execute();
}
