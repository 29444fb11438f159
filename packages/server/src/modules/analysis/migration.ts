import type { Kysely } from "kysely";
import type { MigrationContext } from "../../db/migrations/types";

/** `analyses` (one result per trace and tier) and `analysis_runs` (analyzer requests, batches). */
export async function up(db: Kysely<unknown>, { types }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("analyses")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("agent_id", "text")
    .addColumn("trace_id", "text", (c) => c.notNull())
    .addColumn("run_id", "text")
    .addColumn("tier", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("error", "text")
    .addColumn("outcome", "text", (c) => c.notNull())
    .addColumn("overall_score", types.float)
    .addColumn("hallucination_detected", "integer", (c) => c.notNull())
    .addColumn("user_message", "text", (c) => c.notNull())
    .addColumn("agent_response", "text", (c) => c.notNull())
    .addColumn("result", "text", (c) => c.notNull())
    .addColumn("credits_used_milli", types.bigint, (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  // The explainer reads a trace's newest analysis and lists a company's by date.
  await db.schema
    .createIndex("analyses_company_trace")
    .on("analyses")
    .columns(["company_id", "trace_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("analyses_company_created")
    .on("analyses")
    .columns(["company_id", "created_at"])
    .execute();
  await db.schema.createIndex("analyses_run").on("analyses").column("run_id").execute();
  await db.schema
    .createTable("analysis_runs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("agent_id", "text")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("tier", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("config", "text", (c) => c.notNull())
    .addColumn("trace_count", "integer", (c) => c.notNull())
    .addColumn("completed_count", "integer", (c) => c.notNull())
    .addColumn("failed_count", "integer", (c) => c.notNull())
    .addColumn("avg_score", types.float)
    .addColumn("credits_used_milli", types.bigint, (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("completed_at", "text")
    .execute();
  await db.schema
    .createIndex("analysis_runs_company_created")
    .on("analysis_runs")
    .columns(["company_id", "created_at"])
    .execute();
}
