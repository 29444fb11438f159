import type { Kysely } from "kysely";
import type { MigrationContext } from "../../db/migrations/types";

/** Suites v1, their runs, and the judges' answer cache. */
export async function up(db: Kysely<unknown>, { types }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("evaluation_suites")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("criteria", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("evaluation_suites_company")
    .on("evaluation_suites")
    .columns(["company_id", "created_at"])
    .execute();

  await db.schema
    .createTable("evaluation_suite_runs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("suite_id", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("options", "text", (c) => c.notNull())
    .addColumn("summary", "text", (c) => c.notNull())
    .addColumn("results", "text", (c) => c.notNull())
    .addColumn("judge_calls", "integer", (c) => c.notNull())
    .addColumn("cached_calls", "integer", (c) => c.notNull())
    .addColumn("credits_used_milli", types.bigint, (c) => c.notNull())
    .addColumn("error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("completed_at", "text", (c) => c.notNull())
    .execute();
  // GET /results reads a suite's newest run.
  await db.schema
    .createIndex("evaluation_suite_runs_suite")
    .on("evaluation_suite_runs")
    .columns(["company_id", "suite_id", "created_at"])
    .execute();

  await db.schema
    .createTable("judge_cache")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("model", "text", (c) => c.notNull())
    .addColumn("answer", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  // A tenant's entries are found by company when its data is erased.
  await db.schema
    .createIndex("judge_cache_company")
    .on("judge_cache")
    .column("company_id")
    .execute();
}
