/**
 * How a background run (an analyzer batch, generate-all) analyses its traces without taking
 * ingest's throughput (issue 18: ingest keeps ≥ 80% of its throughput while generate-all runs;
 * `pnpm bench:analysis` measures it):
 *  - slices of SLICE_TRACES traces, each loaded on its own (never 500 traces and their spans
 *    parsed in one go on the event loop);
 *  - the rule tier analysed in the rule-analysis thread (rule-thread.ts), off the event loop and
 *    at the lowest priority, so the OS gives ingest's threads the cores first; model tiers, which
 *    mostly wait on the provider, on the event loop with a turn every WORK_TURN_MS;
 *  - each slice written in one short transaction (results, charges, events), not one per trace;
 *  - before a slice, a pause while ingest is writing, PAUSE_PER_WORK times as long as the last
 *    slice held the event loop and the write lock (so under ingest a run takes at most
 *    1/(1 + PAUSE_PER_WORK) of the main thread's time; a backstop now the CPU work is niced) and
 *    at most MAX_BUSY_PAUSE_MS: runs slow down under ingest rather than slowing it down, and
 *    still finish;
 *  - one slice at a time per database across runs: sixteen queued batches do not take the
 *    event loop sixteen times as often.
 */
import { setTimeout as sleep, setImmediate as yieldTurn } from "node:timers/promises";
import type { Deps } from "../../context";
import type { Principal } from "../../http/principal";
import type { AnalysisTier } from "../credits/pricing";
import {
  type AlreadyDone,
  type AnalysisDeps,
  type Attempt,
  attemptOne,
  storeAttempts,
} from "./core";
import type { TraceToAnalyze } from "./explanation";
import { ruleThread } from "./rule-thread";
import { loadStored } from "./trace-input";

export type BackgroundDeps = AnalysisDeps & Pick<Deps, "ingest">;

/** Traces analysed between two writes. */
export const SLICE_TRACES = 20;
/** How often a paused slice looks whether ingest is still writing. */
const BUSY_POLL_MS = 5;
/** How long ingest must have written nothing before a slice goes ahead without its pause. */
const QUIET_MS = 50;
/** The pause while ingest writes, per ms of the last slice's work (12: a run takes ≤ 8%). */
const PAUSE_PER_WORK = 12;
/** The longest pause before a slice, however long the last one took. */
export const MAX_BUSY_PAUSE_MS = 2_000;
/** Analysis done before the event loop gets a turn (a 2 KB answer takes about 5 ms). */
const WORK_TURN_MS = 10;

/** The slice running now for each database: the next one waits for it. */
const lanes = new WeakMap<object, Promise<unknown>>();
/** When each ingest pipeline last finished a write (performance.now()), watched from first use. */
const lastWrites = new WeakMap<BackgroundDeps["ingest"], { at: number }>();

function lastWrite(pipeline: BackgroundDeps["ingest"]): number {
  let seen = lastWrites.get(pipeline);
  if (!seen) {
    const entry = { at: Number.NEGATIVE_INFINITY };
    pipeline.afterWrite(() => {
      entry.at = performance.now();
    });
    lastWrites.set(pipeline, entry);
    seen = entry;
  }
  return seen.at;
}

/** How long the last slice on each database took (ms), from its load to its commit. */
const lastSlice = new WeakMap<object, number>();

/** Runs `work` after every slice queued before it on the same database. */
function inLane<T>(key: object, work: () => Promise<T>): Promise<T> {
  const previous = lanes.get(key) ?? Promise.resolve();
  const next = previous.then(work, work);
  lanes.set(
    key,
    next.catch(() => undefined),
  );
  return next;
}

async function pauseWhileIngesting(deps: BackgroundDeps, lastSliceMs: number): Promise<void> {
  // Wall time, not a count of polls: a busy event loop stretches every timer.
  const until = performance.now() + Math.min(MAX_BUSY_PAUSE_MS, PAUSE_PER_WORK * lastSliceMs);
  // Ingest is idle between two writes of a steady stream too: wait for a quiet spell, but
  // only when it wrote lately (an idle server costs a run no pause at all).
  // Quiet means no write in flight and none finished for QUIET_MS: writes that start and end
  // between two polls count too (busy alone, sampled every few ms, misses most of them).
  let quietSince = Number.NEGATIVE_INFINITY;
  for (;;) {
    const now = performance.now();
    if (deps.ingest.busy) quietSince = now;
    quietSince = Math.max(quietSince, lastWrite(deps.ingest));
    if (now - quietSince >= QUIET_MS || now >= until) return;
    await sleep(BUSY_POLL_MS);
  }
}

/** The failure a trace's result records when the rule engine threw on it. */
const UNEXPECTED = { code: "INTERNAL_ERROR", message: "the analysis failed unexpectedly" };

/**
 * The rule tier's attempts for a slice, computed in the rule-analysis thread (off the event
 * loop, at low priority); in-process if the thread is unavailable.
 */
async function ruleAttempts(
  deps: BackgroundDeps,
  companyId: string,
  traces: TraceToAnalyze[],
): Promise<Attempt[]> {
  let results: Awaited<ReturnType<typeof ruleThread.analyse>>;
  try {
    results = await ruleThread.analyse(traces);
  } catch {
    return inProcessAttempts(deps, companyId, traces, "rule_based");
  }
  return traces.map((trace, i) => {
    const result = results[i];
    return result && "analysed" in result
      ? { trace, analysed: result.analysed, failure: null }
      : { trace, analysed: null, failure: UNEXPECTED };
  });
}

/** Attempts on the event loop (model tiers, whose time is spent waiting on the provider). */
async function inProcessAttempts(
  deps: BackgroundDeps,
  companyId: string,
  traces: TraceToAnalyze[],
  tier: AnalysisTier,
): Promise<Attempt[]> {
  const attempts: Attempt[] = [];
  let since = performance.now();
  for (const trace of traces) {
    attempts.push(await attemptOne(deps, companyId, trace, tier));
    // A turn per WORK_TURN_MS of analysis, not per trace: each turn may serve a whole request.
    if (performance.now() - since >= WORK_TURN_MS) {
      await yieldTurn();
      since = performance.now();
    }
  }
  return attempts;
}

export interface BackgroundRun {
  tier: AnalysisTier;
  runId: string;
  /**
   * Leave out traces with any completed analysis (generate-all: it explains unexplained
   * traces only), not just those this run stored already (a batch asked for each of its own).
   */
  skipExplained: boolean;
}

/**
 * What a slice must not store after all, looked up under its write transaction: the traces
 * this run stored meanwhile (a second execution of the same job) and, for generate-all, those
 * another run or request explained since the run was queued. So nothing is stored or charged
 * twice however runs overlap.
 */
function alreadyDone(deps: BackgroundDeps, companyId: string, run: BackgroundRun): AlreadyDone {
  return async (trx, traceIds) => {
    if (deps.database.dialect === "postgres") {
      // Under READ COMMITTED two slices over the same traces could both find nothing; the
      // second waits here for the first to commit, and the lookup below then sees its rows.
      await trx
        .selectFrom("traces")
        .select("id")
        .where("company_id", "=", companyId)
        .where("id", "in", traceIds)
        .forUpdate()
        .execute();
    }
    const rows = await trx
      .selectFrom("analyses")
      .select("trace_id")
      .where("company_id", "=", companyId)
      .where("trace_id", "in", traceIds)
      .where((eb) =>
        run.skipExplained
          ? eb.or([eb("run_id", "=", run.runId), eb("status", "=", "completed")])
          : eb("run_id", "=", run.runId),
      )
      .execute();
    return new Set(rows.map((r) => r.trace_id));
  };
}

async function runSlice(
  deps: BackgroundDeps,
  scope: Principal,
  ids: string[],
  options: BackgroundRun,
): Promise<void> {
  await pauseWhileIngesting(deps, lastSlice.get(deps.database) ?? 0);
  let started = performance.now();
  // Traces deleted since the run was queued are skipped, not failed.
  const stored = await loadStored(deps, scope, ids, "skip");
  const traces = ids.flatMap((id) => stored.get(id) ?? []);
  // The pause scales with the slice's time on the event loop and the write lock, not with its
  // wait for the analysis thread (which yields the cores to ingest by its priority).
  let mainMs = performance.now() - started;
  const attempts =
    options.tier === "rule_based"
      ? await ruleAttempts(deps, scope.companyId, traces)
      : await inProcessAttempts(deps, scope.companyId, traces, options.tier);
  if (options.tier !== "rule_based") mainMs = performance.now() - started;
  started = performance.now();
  await storeAttempts(
    deps,
    scope.companyId,
    attempts,
    options.tier,
    options.runId,
    alreadyDone(deps, scope.companyId, options),
  );
  lastSlice.set(deps.database, mainMs + performance.now() - started);
}

/** Analyses and stores `traceIds` for a run, slice by slice (see the file's comment). */
export async function analyzeInBackground(
  deps: BackgroundDeps,
  scope: Principal,
  traceIds: string[],
  options: BackgroundRun,
): Promise<void> {
  for (let at = 0; at < traceIds.length; at += SLICE_TRACES) {
    const ids = traceIds.slice(at, at + SLICE_TRACES);
    await inLane(deps.database, () => runSlice(deps, scope, ids, options));
  }
}
