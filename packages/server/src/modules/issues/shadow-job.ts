/**
 * The shadow-test runner, a durable job enqueued with the test. It marks the test running,
 * replays the traces not yet done (shadow-replay.ts) a few at a time (replayWidth: the
 * provider's concurrency, VIGIL_LLM_CONCURRENCY, default 4), stores each trace's result as it finishes
 * (keyed by (test, trace), inserted with ON CONFLICT DO NOTHING, so a job that runs again after
 * a crash or restart resumes and never counts a trace twice), then writes results and
 * traceResults and ends the test completed, or failed with results.error when no trace could be
 * replayed. DESIGN.md maps no canonical event to a shadow test's end, so none is emitted.
 */
import type { Deps } from "../../context";
import { parseJson } from "../../db/sql";
import type { Executor } from "../../jobs/queue";
import type { JobHandler } from "../../jobs/worker";
import { mcnemarExact } from "../../lib/stats/comparison";
import { charge, InsufficientCreditsError } from "../credits/service";
import { mapWithLimit } from "../evaluation/pool";
import { type AgentRunConfig, currentConfigOf, fixedConfigFor } from "./fix-apply";
import type { ShadowTestResultsTable, ShadowTestsTable } from "./schema";
import { judgeCharge } from "./shadow-credits";
import {
  type ComparisonMode,
  loadReplayTrace,
  PASS_SCORE,
  type ReplayDeps,
  replayTrace,
} from "./shadow-replay";

export const SHADOW_JOB = "issues.shadow-test";

type Row = ShadowTestResultsTable;

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function loadTest(deps: ReplayDeps, id: string) {
  return deps.database.db
    .selectFrom("shadow_tests")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
}

/**
 * Stores a trace's result with the charge for its judge calls, in one transaction; a row that
 * is there already (a job run twice) is neither stored nor charged again. When the balance ran
 * out meanwhile, the trace is stored as an error instead, uncharged.
 */
async function storeResult(deps: ReplayDeps, row: Row, judgeCalls: number): Promise<void> {
  const amount = judgeCharge(judgeCalls);
  const insert = (executor: Executor, value: Row) =>
    executor
      .insertInto("shadow_test_results")
      .values(value)
      .onConflict((oc) => oc.columns(["test_id", "trace_id"]).doNothing())
      .returning("trace_id")
      .executeTakeFirst();
  if (amount === 0) {
    await insert(deps.database.db, row);
    return;
  }
  try {
    await deps.database.db.transaction().execute(async (trx) => {
      if (!(await insert(trx, row))) return;
      await charge(trx, deps, {
        companyId: row.company_id,
        amount,
        reason: "shadow test judges",
        ref: row.test_id,
      });
    });
  } catch (error) {
    if (!(error instanceof InsufficientCreditsError)) throw error;
    await insert(deps.database.db, {
      ...row,
      verdict: "error",
      original_score: null,
      fixed_score: null,
      explanation: `error: the credits ran out before this trace's ${judgeCalls} judge calls could be paid for (${error.message})`,
    });
  }
}

/** A stored row as the API's traceResults entry. */
export function traceResultOf(r: Row) {
  return {
    traceId: r.trace_id,
    verdict: r.verdict,
    originalScore: r.original_score === null ? null : Number(r.original_score),
    fixedScore: r.fixed_score === null ? null : Number(r.fixed_score),
    explanation: r.explanation,
  };
}

/** The summary of stored rows, in the spec's results shape plus errored and McNemar's p. */
export function summarize(
  rows: readonly Pick<Row, "verdict" | "original_score" | "fixed_score">[],
) {
  const count = (v: Row["verdict"]) => rows.filter((r) => r.verdict === v).length;
  const improved = count("improved");
  const errored = count("error");
  const judged = rows.length - errored;
  let passToFail = 0;
  let failToPass = 0;
  for (const row of rows) {
    if (row.verdict === "error" || row.original_score === null || row.fixed_score === null)
      continue;
    const before = Number(row.original_score) >= PASS_SCORE;
    const after = Number(row.fixed_score) >= PASS_SCORE;
    if (before && !after) passToFail++;
    if (!before && after) failToPass++;
  }
  return {
    improved,
    unchanged: count("unchanged"),
    regressed: count("regressed"),
    errored,
    improvementRate: judged === 0 ? 0 : Math.round((improved / judged) * 10_000) / 10_000,
    mcnemarPValue: judged === 0 ? null : mcnemarExact(passToFail, failToPass),
  };
}

/** Ends the test (only if still pending or running: a PATCH may have ended it meanwhile). */
async function finish(deps: ReplayDeps, test: ShadowTestsTable, failure?: string): Promise<void> {
  const rows = await deps.database.db
    .selectFrom("shadow_test_results")
    .selectAll()
    .where("test_id", "=", test.id)
    .execute();
  const order = parseJson<string[]>(test.trace_ids, []);
  const byTrace = new Map(rows.map((r) => [r.trace_id, r]));
  const ordered = order.map((id) => byTrace.get(id)).filter((r): r is Row => r !== undefined);
  const summary = summarize(ordered);
  const everyFailed = ordered.length > 0 && summary.errored === ordered.length;
  const error =
    failure ??
    (everyFailed
      ? `every trace's replay failed: ${ordered[0]?.explanation ?? "unknown"}`
      : undefined);
  const traceResults = ordered.map(traceResultOf);
  const at = deps.clock.now().toISOString();
  await deps.database.db
    .updateTable("shadow_tests")
    .set({
      status: error === undefined ? "completed" : "failed",
      results: JSON.stringify(error === undefined ? summary : { error }),
      trace_results: JSON.stringify(traceResults),
      completed_at: at,
      updated_at: at,
    })
    .where("id", "=", test.id)
    .where("status", "in", ["pending", "running"])
    .execute();
}

async function configs(
  deps: ReplayDeps,
  test: ShadowTestsTable,
): Promise<{ current: AgentRunConfig; fixed: AgentRunConfig }> {
  const fix = await deps.database.db
    .selectFrom("fixes")
    .select(["type", "changes", "agent_id"])
    .where("id", "=", test.fix_id ?? "")
    .where("company_id", "=", test.company_id)
    .executeTakeFirst();
  if (!fix) throw new Error(`the fix ${test.fix_id ?? "(none)"} no longer exists`);
  const current = await currentConfigOf(deps.database, test.company_id, fix.agent_id);
  const fixed = await fixedConfigFor(deps, {
    companyId: test.company_id,
    agentId: fix.agent_id,
    type: fix.type,
    changes: fix.changes,
  });
  return { current, fixed };
}

type ReplaySettings = Parameters<typeof replayTrace>[1];

function interrupted(): Error {
  return new Error("the shadow test was interrupted; it resumes");
}

/** How many of a test's traces replay at once. */
export function replayWidth(deps: Pick<ReplayDeps, "config">): number {
  return Math.max(1, deps.config.llm.concurrency);
}

/**
 * One trace's result row: its verdict, or `error` with the reason when it could not be judged.
 * A replay cut short by a shutdown (`settings.signal`) stores nothing: it throws, and the trace
 * replays when the job runs again.
 */
async function replayOne(
  deps: ReplayDeps,
  test: ShadowTestsTable,
  settings: ReplaySettings,
  traceId: string,
): Promise<{ row: Row; judgeCalls: number }> {
  let judgeCalls = 0;
  const row: Row = {
    test_id: test.id,
    trace_id: traceId,
    company_id: test.company_id,
    verdict: "error",
    original_score: null,
    fixed_score: null,
    explanation: "",
    created_at: deps.clock.now().toISOString(),
  };
  try {
    const trace = await loadReplayTrace(deps, test.company_id, traceId);
    if (!trace) throw new Error(`trace ${traceId} no longer exists`);
    const replayed = await replayTrace(deps, settings, trace);
    row.verdict = replayed.verdict;
    row.original_score = replayed.originalScore;
    row.fixed_score = replayed.fixedScore;
    row.explanation = replayed.explanation;
    judgeCalls = replayed.judgeCalls;
  } catch (error) {
    if (settings.signal?.aborted) throw interrupted();
    row.explanation = `error: ${reasonOf(error)}`.slice(0, 10_000);
  }
  return { row, judgeCalls };
}

/**
 * Replays what is left of the test, several traces at a time (replayWidth), each stored as it
 * finishes, then ends it.
 */
async function execute(deps: ReplayDeps, test: ShadowTestsTable, stopping: AbortSignal) {
  const at = deps.clock.now().toISOString();
  await deps.database.db
    .updateTable("shadow_tests")
    .set({ status: "running", updated_at: at })
    .where("id", "=", test.id)
    .where("status", "=", "pending")
    .execute();
  let run: { current: AgentRunConfig; fixed: AgentRunConfig };
  try {
    run = await configs(deps, test);
  } catch (error) {
    // The fix cannot be replayed at all (its diff no longer applies, it was deleted).
    await finish(deps, test, `the fix cannot be replayed: ${reasonOf(error)}`);
    return;
  }
  const mode = parseJson<{ comparisonMode?: ComparisonMode }>(test.config, {}).comparisonMode;
  const done = await deps.database.db
    .selectFrom("shadow_test_results")
    .select("trace_id")
    .where("test_id", "=", test.id)
    .execute();
  const finished = new Set(done.map((d) => d.trace_id));
  const left = parseJson<string[]>(test.trace_ids, []).filter((id) => !finished.has(id));
  const settings = {
    companyId: test.company_id,
    agentId: test.agent_id,
    ...run,
    mode: mode ?? "side_by_side",
    // A shutdown stops the provider calls in flight, not only the replays not yet begun.
    signal: stopping,
  };
  // Traces in flight at once: the provider's own limit (VIGIL_LLM_CONCURRENCY, default 4), so a
  // test keeps the provider busy without queueing more replays than it can take.
  await mapWithLimit(left, replayWidth(deps), async (traceId) => {
    // A shutdown: the job stays leased and runs again, resuming after the stored traces.
    if (stopping.aborted) throw interrupted();
    const { row, judgeCalls } = await replayOne(deps, test, settings, traceId);
    await storeResult(deps, row, judgeCalls);
  });
  await finish(deps, test);
}

export function shadowTestJob(deps: Deps): JobHandler<{ testId: string }> {
  return async (job, { signal }) => {
    const test = await loadTest(deps, job.payload.testId);
    if (!test || (test.status !== "pending" && test.status !== "running")) return undefined;
    try {
      await execute(deps, test, signal);
    } catch (error) {
      // A retry may succeed; after the last attempt the test must not stay running forever.
      if (signal.aborted || job.attempt < job.maxAttempts) throw error;
      await finish(
        deps,
        test,
        `the shadow test's job gave up after ${job.attempt} attempts: ${reasonOf(error)}`,
      );
    }
    return undefined;
  };
}
