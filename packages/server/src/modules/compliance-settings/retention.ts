/**
 * The retention purge: a company's traces older than its retention period go, with everything
 * derived from them, through the one deletion path erasure uses too
 * (privacy/erasure/trace-deletion.ts), in bounded batches. Each batch is one short transaction;
 * between batches the job is requeued, so ingestion (which the job worker gives way to) is
 * never held up for long.
 */
import type { Deps } from "../../context";
import type { JobHandler } from "../../jobs/worker";
import {
  type DeletionPlan,
  deleteTraceBatch,
  deletionPlan,
  type RowCounts,
} from "../privacy/erasure/trace-deletion";
import { readSettings } from "./cache";

export const RETENTION_JOB = "compliance.retention-purge";
/** Traces per transaction. */
export const PURGE_BATCH = 200;
/** While retention is set, the purge looks again every hour. */
export const PURGE_EVERY_MS = 3_600_000;

export interface PurgeResult {
  traces: number;
  /** Rows deleted per table. */
  rows: RowCounts;
}

/** One batch: up to `limit` of the company's traces started before `cutoff`. */
export async function purgeBatch(
  deps: Pick<Deps, "database" | "clock">,
  companyId: string,
  cutoff: Date,
  plan?: DeletionPlan,
  limit = PURGE_BATCH,
): Promise<PurgeResult> {
  const ids = await deps.database.db
    .selectFrom("traces")
    .select("id")
    .where("company_id", "=", companyId)
    .where("created_at", "<", cutoff.toISOString())
    .orderBy("created_at")
    .limit(limit)
    .execute();
  if (ids.length === 0) return { traces: 0, rows: {} };
  const rows = await deleteTraceBatch(
    deps,
    plan ?? (await deletionPlan(deps.database)),
    companyId,
    ids.map((row) => row.id),
  );
  return { traces: rows.traces ?? 0, rows };
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
    const purged = await purgeBatch(deps, companyId, cutoff);
    if (purged.traces > 0) {
      deps.logger.info("retention purge", { companyId, traces: purged.traces });
    }
    // A full batch: more are due, right after other work; else look again in an hour.
    return {
      retryAt: purged.traces === PURGE_BATCH ? now : new Date(now.getTime() + PURGE_EVERY_MS),
    };
  };
}
