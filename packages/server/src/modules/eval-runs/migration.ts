import type { Kysely } from "kysely";
import type { MigrationContext } from "../../db/migrations/types";

/**
 * Evaluation sets with their examples, runs, and one result row per (run, example, trial): that
 * key is what makes a resumed run never score an example twice.
 */
export async function up(db: Kysely<unknown>, { types }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("eval_sets")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("agent_id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("criteria", "text", (c) => c.notNull())
    .addColumn("example_count", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("eval_sets_company_created")
    .on("eval_sets")
    .columns(["company_id", "created_at"])
    .execute();
  await db.schema
    .createTable("eval_set_examples")
    .addColumn("set_id", "text", (c) => c.notNull())
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("input", "text", (c) => c.notNull())
    .addColumn("expected_output", "text")
    .addColumn("context", "text", (c) => c.notNull())
    .addColumn("criteria", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("eval_set_examples_pk", ["set_id", "id"])
    .execute();
  await db.schema
    .createTable("eval_runs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("agent_id", "text", (c) => c.notNull())
    .addColumn("eval_set_id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("config", "text", (c) => c.notNull())
    .addColumn("tags", "text", (c) => c.notNull())
    .addColumn("total", "integer", (c) => c.notNull())
    .addColumn("summary", "text")
    .addColumn("error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("started_at", "text")
    .addColumn("completed_at", "text")
    .execute();
  await db.schema
    .createIndex("eval_runs_company_created")
    .on("eval_runs")
    .columns(["company_id", "created_at"])
    .execute();
  await db.schema
    .createTable("eval_run_results")
    .addColumn("run_id", "text", (c) => c.notNull())
    .addColumn("example_id", "text", (c) => c.notNull())
    .addColumn("trial", "integer", (c) => c.notNull())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("actual_output", "text", (c) => c.notNull())
    .addColumn("passed", "integer", (c) => c.notNull())
    .addColumn("score", types.float)
    .addColumn("scores", "text", (c) => c.notNull())
    .addColumn("reasoning", "text", (c) => c.notNull())
    .addColumn("latency_ms", "integer", (c) => c.notNull())
    .addColumn("error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("eval_run_results_pk", ["run_id", "example_id", "trial"])
    .execute();
}
