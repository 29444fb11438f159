/**
 * How a background run (an analyzer batch, generate-all) analyses its traces without taking
 * ingest's throughput (issue 18: ingest keeps ≥ 80% of its throughput while generate-all runs;
 * `pnpm bench:analysis` measures it):
 *  - slices of traces, read in one query each and sized to about TARGET_SLICE_MS of work
 *    (MIN_SLICE_TRACES to MAX_SLICE_TRACES): small traces go fifty at a time, so a slice's
 *    fixed costs (the write lock, its job row) are shared; a slice never holds the event loop
 *    or the write lock for long;
 *  - the rule tier analysed in the rule-analysis thread (rule-thread.ts), off the event loop and
 *    at normal priority (niced, it starved behind any busy thread); model tiers, which mostly wait on the provider, on the event loop
 *    with a turn every WORK_TURN_MS;
 *  - each slice written in one short transaction (results, charges, events), not one per trace;
 *  - before a slice, a pause while ingest is writing, PAUSE_PER_WORK times the last slice's
 *    work (at most MAX_BUSY_PAUSE_MS): under ingest a run does at most 1/(1 + PAUSE_PER_WORK)
 *    of the work it could. The work is an estimate, the smallest per-trace cost of the recent
 *    slices times the slice's traces: a slice's wall time under load is mostly waiting (for
 *    the event loop ingest keeps busy, the write lock, a core), which costs ingest nothing,
 *    and pausing for it too made a run crawl (14 traces/s) without sparing ingest;
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

/** The fewest and most traces analysed between two writes. */
export const MIN_SLICE_TRACES = 10;
export const MAX_SLICE_TRACES = 50;
/** The work a slice aims at (ms of main-thread and analysis-thread time, estimated). */
const TARGET_SLICE_MS = 25;
/** Slices whose per-trace cost the estimate takes the smallest of. */
const COST_WINDOW = 8;
/** How often a paused slice looks whether ingest is still writing. */
const BUSY_POLL_MS = 5;
/** How long ingest must have written nothing before a slice goes ahead without its pause. */
const QUIET_MS = 50;
/** The pause while ingest writes, per ms of the last slice's work (24: a run does ≤ 4%). */
const PAUSE_PER_WORK = 24;
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

/**
 * The pacing of each database's slices: the per-trace cost (ms of work) of the recent slices,
 * and the estimated work of the last one.
 */
interface Pace {
  costs: number[];
  lastWorkMs: number;
}
const paces = new WeakMap<object, Pace>();

function paceOf(database: object): Pace {
  let pace = paces.get(database);
  if (!pace) {
    pace = { costs: [], lastWorkMs: 0 };
    paces.set(database, pace);
  }
  return pace;
}

/** The estimated cost of a trace (ms): the cheapest of the recent slices, per trace. */
function costPerTrace(pace: Pace): number | null {
  return pace.costs.length === 0 ? null : Math.min(...pace.costs);
}

/** Traces for the next slice: about TARGET_SLICE_MS of work, within the bounds. */
export function sliceSize(cost: number | null): number {
  if (cost === null || cost <= 0) return MIN_SLICE_TRACES;
  return Math.max(MIN_SLICE_TRACES, Math.min(MAX_SLICE_TRACES, Math.floor(TARGET_SLICE_MS / cost)));
}

/** Records a slice's measured work, and the estimate of it the next pause is based on. */
function recordSlice(pace: Pace, traces: number, measuredMs: number): void {
  if (traces === 0) return;
  pace.costs.push(measuredMs / traces);
  if (pace.costs.length > COST_WINDOW) pace.costs.shift();
  pace.lastWorkMs = (costPerTrace(pace) ?? 0) * traces;
}

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

async function pauseWhileIngesting(deps: BackgroundDeps, lastWorkMs: number): Promise<void> {
  // Wall time, not a count of polls: a busy event loop stretches every timer.
  const until = performance.now() + Math.min(MAX_BUSY_PAUSE_MS, PAUSE_PER_WORK * lastWorkMs);
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
 * loop); in-process if the thread is unavailable.
 */
async function ruleAttempts(
  deps: BackgroundDeps,
  companyId: string,
  traces: TraceToAnalyze[],
): Promise<{ attempts: Attempt[]; threadMs: number | null }> {
  let reply: Awaited<ReturnType<typeof ruleThread.analyseTimed>>;
  try {
    reply = await ruleThread.analyseTimed(traces);
  } catch {
    return {
      attempts: await inProcessAttempts(deps, companyId, traces, "rule_based"),
      threadMs: null,
    };
  }
  const attempts = traces.map((trace, i): Attempt => {
    const result = reply.results[i];
    return result && "analysed" in result
      ? { trace, analysed: result.analysed, failure: null }
      : { trace, analysed: null, failure: UNEXPECTED };
  });
  return { attempts, threadMs: reply.ms };
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
      // In id order, so two slices never take the same rows' locks in opposite orders.
      await trx
        .selectFrom("traces")
        .select("id")
        .where("company_id", "=", companyId)
        .where("id", "in", traceIds)
        .orderBy("id")
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
  const pace = paceOf(deps.database);
  await pauseWhileIngesting(deps, pace.lastWorkMs);
  let started = performance.now();
  // Traces deleted since the run was queued are skipped, not failed.
  const stored = await loadStored(deps, scope, ids, "skip");
  const traces = ids.flatMap((id) => stored.get(id) ?? []);
  // The work: time on the event loop and the write lock, and the analysis thread's own time
  // (its wait for a core is not work; see recordSlice for the rest).
  let workMs = performance.now() - started;
  let attempts: Attempt[];
  if (options.tier === "rule_based") {
    const analysed = await ruleAttempts(deps, scope.companyId, traces);
    attempts = analysed.attempts;
    // In-process (the thread unavailable), the analysis held the event loop: all of it counts.
    workMs = analysed.threadMs === null ? performance.now() - started : workMs + analysed.threadMs;
  } else {
    attempts = await inProcessAttempts(deps, scope.companyId, traces, options.tier);
    workMs = performance.now() - started;
  }
  started = performance.now();
  await storeAttempts(
    deps,
    scope.companyId,
    attempts,
    options.tier,
    options.runId,
    alreadyDone(deps, scope.companyId, options),
  );
  recordSlice(pace, ids.length, workMs + performance.now() - started);
}

/** Analyses and stores `traceIds` for a run, slice by slice (see the file's comment). */
export async function analyzeInBackground(
  deps: BackgroundDeps,
  scope: Principal,
  traceIds: string[],
  options: BackgroundRun,
): Promise<void> {
  let at = 0;
  while (at < traceIds.length) {
    await inLane(deps.database, () => {
      // Sized when its turn comes, from the slices before it (of any run on this database).
      const ids = traceIds.slice(at, at + sliceSize(costPerTrace(paceOf(deps.database))));
      at += ids.length;
      return runSlice(deps, scope, ids, options);
    });
  }
}
