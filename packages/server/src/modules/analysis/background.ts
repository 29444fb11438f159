/**
 * How a background run (an analyzer batch, generate-all) analyses its traces without taking
 * ingest's throughput (issue 18: ingest keeps ≥ 80% of its throughput while generate-all runs;
 * `pnpm bench:analysis` measures it):
 *  - slices of SLICE_TRACES traces, each loaded on its own (never 500 traces and their spans
 *    parsed in one go on the event loop);
 *  - a turn of the event loop after each trace, so requests waiting on it are served;
 *  - each slice written in one short transaction (results, charges, events), not one per trace;
 *  - before a slice, a bounded pause while ingest is writing: runs slow down under ingest
 *    rather than slowing it down, and still finish (the pause is capped);
 *  - one slice at a time per database across runs: sixteen queued batches do not take the
 *    event loop sixteen times as often.
 */
import { setTimeout as sleep, setImmediate as yieldTurn } from "node:timers/promises";
import type { Deps } from "../../context";
import type { Principal } from "../../http/principal";
import type { AnalysisTier } from "../credits/pricing";
import { type AnalysisDeps, type Attempt, attemptOne, storeAttempts } from "./core";
import { loadStored } from "./trace-input";

export type BackgroundDeps = AnalysisDeps & Pick<Deps, "ingest">;

/** Traces analysed between two writes. */
export const SLICE_TRACES = 20;
/** How often a paused slice looks whether ingest is still writing, and how long it waits at most. */
const BUSY_POLL_MS = 5;
export const MAX_BUSY_PAUSE_MS = 200;
/** Analysis done before the event loop gets a turn (a 2 KB answer takes about 5 ms). */
const WORK_TURN_MS = 10;

/** The slice running now for each database: the next one waits for it. */
const lanes = new WeakMap<object, Promise<unknown>>();

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

async function pauseWhileIngesting(deps: BackgroundDeps): Promise<void> {
  // Wall time, not a count of polls: a busy event loop stretches every timer.
  const until = performance.now() + MAX_BUSY_PAUSE_MS;
  while (deps.ingest.busy && performance.now() < until) await sleep(BUSY_POLL_MS);
}

async function runSlice(
  deps: BackgroundDeps,
  scope: Principal,
  ids: string[],
  options: { tier: AnalysisTier; runId: string },
): Promise<void> {
  await pauseWhileIngesting(deps);
  // Traces deleted since the run was queued are skipped, not failed.
  const stored = await loadStored(deps, scope, ids, "skip");
  const attempts: Attempt[] = [];
  let since = performance.now();
  for (const id of ids) {
    const trace = stored.get(id);
    if (!trace) continue;
    attempts.push(await attemptOne(deps, scope.companyId, trace, options.tier));
    // A turn per WORK_TURN_MS of analysis, not per trace: each turn may serve a whole request.
    if (performance.now() - since >= WORK_TURN_MS) {
      await yieldTurn();
      since = performance.now();
    }
  }
  await storeAttempts(deps, scope.companyId, attempts, options.tier, options.runId);
}

/** Analyses and stores `traceIds` for a run, slice by slice (see the file's comment). */
export async function analyzeInBackground(
  deps: BackgroundDeps,
  scope: Principal,
  traceIds: string[],
  options: { tier: AnalysisTier; runId: string },
): Promise<void> {
  for (let at = 0; at < traceIds.length; at += SLICE_TRACES) {
    const ids = traceIds.slice(at, at + SLICE_TRACES);
    await inLane(deps.database, () => runSlice(deps, scope, ids, options));
  }
}
