import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "../../db/migrations/types";

/**
 * The audit log (append-only, hash-chained per company; db/audit-chain.ts) and its chain
 * heads. Timestamps and details are text, so a row reads back byte for byte as it was hashed.
 */
export async function up(db: Kysely<unknown>, { types }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("audit_logs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("seq", sql.raw(types.bigint), (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("key_id", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("resource_type", "text", (c) => c.notNull())
    .addColumn("resource_id", "text")
    .addColumn("severity", "text", (c) => c.notNull())
    .addColumn("outcome", "text", (c) => c.notNull())
    .addColumn("ip_address", "text")
    .addColumn("user_agent", "text")
    .addColumn("details", "text", (c) => c.notNull())
    .addColumn("request_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("prev_hash", "text", (c) => c.notNull())
    .addColumn("hash", "text", (c) => c.notNull())
    .addUniqueConstraint("audit_logs_company_seq", ["company_id", "seq"])
    .execute();
  await db.schema
    .createIndex("audit_logs_company_time")
    .on("audit_logs")
    .columns(["company_id", "created_at"])
    .execute();
  await db.schema
    .createTable("audit_chain_heads")
    .addColumn("company_id", "text", (c) => c.primaryKey())
    .addColumn("seq", sql.raw(types.bigint), (c) => c.notNull())
    .addColumn("hash", "text", (c) => c.notNull())
    .execute();
}
