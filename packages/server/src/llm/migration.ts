import type { Kysely } from "kysely";
import type { MigrationContext, VersionedMigration } from "../db/migrations/types";

/**
 * `llm_usage` (every provider call, for the admin's usage view) and `llm_cache` (answers at
 * temperature 0, so a repeated run is reproducible and free).
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema
    .createTable("llm_usage")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("model", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("prompt_tokens", "integer", (c) => c.notNull())
    .addColumn("completion_tokens", "integer", (c) => c.notNull())
    .addColumn("latency_ms", "integer", (c) => c.notNull())
    .addColumn("cached", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("error_code", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("llm_usage_company_created")
    .on("llm_usage")
    .columns(["company_id", "created_at"])
    .execute();

  await db.schema
    .createTable("llm_cache")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("response", "text", (c) => c.notNull())
    .addColumn("prompt_tokens", "integer", (c) => c.notNull())
    .addColumn("completion_tokens", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  // A tenant's entries are found by company when the tenant's data is erased.
  await db.schema
    .createIndex("llm_cache_company")
    .on("llm_cache")
    .columns(["company_id"])
    .execute();
}

/** For the server's migration list, after the ones already landed. */
export const llmMigration: VersionedMigration = { name: "0007-llm", up };
