/**
 * Snapshots: the agent's completed runs bucketed by their completion time in UTC days, ISO weeks
 * (Monday 00:00 UTC, as the ROI trends) or calendar months. Every bucket of the range is
 * present; an empty one has null figures and zero counts.
 */
import type { z } from "@hono/zod-openapi";
import { ValidationError } from "../../http/errors";
import type { Principal } from "../../http/principal";
import { bucketCount, bucketStart, bucketStarts, type Interval } from "../business-metrics/buckets";
import { DAY_MS } from "./policy";
import type { EvalHealthDeps } from "./regressions";
import { figures } from "./report";
import type { Snapshots } from "./schemas";
import { completedRuns, type ResultRow, requireAgent, resultsOf } from "./store";

type SnapshotsView = z.infer<typeof Snapshots>;

const INTERVAL: Record<string, Interval> = { daily: "day", weekly: "week", monthly: "month" };
/** More buckets than this is a mistake in the range, not a chart anyone reads. */
const MAX_BUCKETS = 1_000;

const isPlainDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The range [from, to): a plain endDate includes its whole UTC day; no endDate is now. */
function range(now: Date, startDate?: string, endDate?: string): { from: Date; to: Date } {
  let to = new Date(now.getTime() + 1);
  if (endDate !== undefined) {
    const end = new Date(endDate);
    to = new Date(end.getTime() + (isPlainDate(endDate) ? DAY_MS : 1));
  }
  const from = startDate !== undefined ? new Date(startDate) : new Date(to.getTime() - 30 * DAY_MS);
  if (from.getTime() >= to.getTime()) {
    throw new ValidationError("Invalid query: startDate must be before endDate", {
      field: "startDate",
      reason: "must be before endDate",
    });
  }
  return { from, to };
}

export async function snapshots(
  deps: EvalHealthDeps,
  principal: Principal,
  query: { agentId: string; startDate?: string; endDate?: string; granularity: string },
): Promise<SnapshotsView> {
  const interval = INTERVAL[query.granularity] as Interval;
  const { from, to } = range(deps.clock.now(), query.startDate, query.endDate);
  const last = new Date(to.getTime() - 1);
  if (bucketCount(from, last, interval) > MAX_BUCKETS) {
    throw new ValidationError(
      `Invalid query: the range spans more than ${MAX_BUCKETS} ${query.granularity} buckets; narrow it or use a coarser granularity`,
      { field: "startDate", reason: "range too long for the granularity" },
    );
  }
  await requireAgent(deps.database, principal, query.agentId);
  const runs = await completedRuns(deps.database, principal.companyId, query.agentId, {
    from,
    to,
  });
  const rows = await resultsOf(
    deps.database,
    runs.map((r) => r.id),
  );
  const rowsByRun = new Map<string, ResultRow[]>();
  for (const row of rows) {
    const list = rowsByRun.get(row.run_id);
    if (list) list.push(row);
    else rowsByRun.set(row.run_id, [row]);
  }
  const buckets = new Map(
    bucketStarts(from, last, interval).map((start) => [
      start.getTime(),
      { runs: 0, rows: [] as ResultRow[] },
    ]),
  );
  for (const run of runs) {
    const key = bucketStart(new Date(run.completed_at as string), interval).getTime();
    const bucket = buckets.get(key);
    if (!bucket) continue;
    bucket.runs++;
    bucket.rows.push(...(rowsByRun.get(run.id) ?? []));
  }
  return {
    agentId: query.agentId,
    granularity: query.granularity,
    startDate: from.toISOString(),
    endDate: last.toISOString(),
    snapshots: [...buckets].map(([start, bucket]) => {
      const f = figures(bucket.rows);
      return {
        date: new Date(start).toISOString(),
        passRate: f.passRate,
        averageScore: f.averageScore,
        avgAccuracy: f.avgAccuracy,
        avgGroundedness: f.avgGroundedness,
        runsCount: bucket.runs,
        examplesEvaluated: f.results,
      };
    }),
  };
}
