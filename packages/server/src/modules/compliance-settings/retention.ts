/**
 * The retention purge: a company's traces older than its retention period go, with every row
 * of every table that carries their trace_id (spans, evaluations, flags, violations, …), in
 * bounded batches. Each batch is one short transaction; between batches the job is requeued,
 * so ingestion (which the job worker gives way to) is never held up for long.
 */
import { sql } from "kysely";
import type { Deps } from "../../context";
import { tablesWithColumn } from "../../db/columns";
import type { DB } from "../../db/schema";
import type { JobHandler } from "../../jobs/worker";
import { readSettings } from "./cache";

export const RETENTION_JOB = "compliance.retention-purge";
/** Traces per transaction. */
export const PURGE_BATCH = 200;
/** While retention is set, the purge looks again every hour. */
export const PURGE_EVERY_MS = 3_600_000;

export interface PurgeResult {
  traces: number;
  /** Rows deleted per table. */
  rows: Record<string, number>;
}

/** One batch: up to `limit` of the company's traces started before `cutoff`. */
export async function purgeBatch(
  { database }: Pick<Deps, "database">,
  companyId: string,
  cutoff: Date,
  tables: readonly string[],
  limit = PURGE_BATCH,
): Promise<PurgeResult> {
  const ids = await database.db
    .selectFrom("traces")
    .select("id")
    .where("company_id", "=", companyId)
    .where("created_at", "<", cutoff.toISOString())
    .orderBy("created_at")
    .limit(limit)
    .execute();
  const result: PurgeResult = { traces: ids.length, rows: {} };
  if (ids.length === 0) return result;
  const traceIds = ids.map((row) => row.id);
  await database.db.transaction().execute(async (trx) => {
    // A flag's review history and comments hang off the flag, not the trace: they go first.
    const flags = trx
      .selectFrom("flagged_traces")
      .select("id")
      .where("company_id", "=", companyId)
      .where("trace_id", "in", traceIds);
    for (const table of ["flag_reviews", "flag_comments"] as const) {
      const deleted = await trx
        .deleteFrom(table)
        .where("flag_id", "in", flags)
        .returning("id")
        .execute();
      result.rows[table] = deleted.length;
    }
    for (const table of tables) {
      // The catalogue named the table; Kysely's table type cannot know modules added later.
      // RETURNING counts the rows where drivers (PGlite) report no counts.
      const deleted = await trx
        .deleteFrom(table as keyof DB)
        .where("trace_id" as never, "in", traceIds as never)
        .returning(sql<number>`1`.as("one"))
        .execute();
      result.rows[table] = deleted.length;
    }
    const traces = await trx
      .deleteFrom("traces")
      .where("company_id", "=", companyId)
      .where("id", "in", traceIds)
      .returning("id")
      .execute();
    result.rows.traces = traces.length;
  });
  return result;
}

export function retentionJob(deps: Pick<Deps, "database" | "clock" | "logger">): JobHandler<{
  companyId: string;
}> {
  return async (job) => {
    const { companyId } = job.payload;
    const settings = await readSettings(deps.database, companyId);
    if (settings.retentionDays === null) return undefined;
    const now = deps.clock.now();
    const cutoff = new Date(now.getTime() - settings.retentionDays * 86_400_000);
    const tables = (await tablesWithColumn(deps.database, "trace_id")).filter(
      (table) => table !== "traces",
    );
    const purged = await purgeBatch(deps, companyId, cutoff, tables);
    if (purged.traces > 0) {
      deps.logger.info("retention purge", { companyId, traces: purged.traces });
    }
    // A full batch: more are due, right after other work; else look again in an hour.
    return {
      retryAt: purged.traces === PURGE_BATCH ? now : new Date(now.getTime() + PURGE_EVERY_MS),
    };
  };
}
