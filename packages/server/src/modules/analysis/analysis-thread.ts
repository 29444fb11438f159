/**
 * The rule-analysis thread (see rule-thread.ts): runs the rule tier over the traces of a
 * background slice, at a priority below normal (THREAD_NICE), so that when
 * ingest and a background run both want the cores, ingest gets them. Its own entry module
 * (in the build, dist/analysis-thread.js), so the thread loads the engine and nothing else.
 */
import { readlinkSync } from "node:fs";
import { constants, setPriority } from "node:os";
import { isMainThread, parentPort } from "node:worker_threads";
import { analyzeRuleBased } from "./engine";
import { type Analysed, fromRule, ruleInputOf, type TraceToAnalyze } from "./explanation";

export interface AnalyseMessage {
  id: number;
  traces: TraceToAnalyze[];
}

/** Each trace's analysis, or the error that failed it (that trace alone), in order. */
export type AnalyseResult = { analysed: Analysed } | { error: string };

/** The results, and how long the thread spent computing them (ms, for the run's pacing). */
export type AnalyseReply = { id: number; results: AnalyseResult[]; ms: number };

/** The rule tier's analysis of one trace, exactly as the in-process path computes it. */
export function analyseRule(trace: TraceToAnalyze): AnalyseResult {
  try {
    return { analysed: fromRule(trace, analyzeRuleBased(ruleInputOf(trace))) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The thread's nice value: below normal, not the lowest. At 19 the thread gets about 1.5% of a
 * core that ingest keeps busy, so a slice of a few ms of work waited hundreds of ms and
 * generate-all crawled; what a run may take from ingest is bounded by its pacing instead
 * (background.ts), and 10 still lets ingest's threads run first when both want a core.
 */
export const THREAD_NICE = constants.priority.PRIORITY_BELOW_NORMAL;

/**
 * Lowers this thread's priority to THREAD_NICE, on Linux only: there
 * /proc/thread-self names `<pid>/task/<tid>`, and setpriority on a tid applies to that thread
 * alone, not to the process. Elsewhere the thread keeps the process's priority. Answers
 * whether it was lowered.
 */
export function lowerThreadPriority(): boolean {
  if (process.platform !== "linux") return false;
  try {
    const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (!Number.isInteger(tid) || tid <= 0) return false;
    setPriority(tid, THREAD_NICE);
    return true;
  } catch {
    return false;
  }
}

function serve(): void {
  const port = parentPort;
  if (!port) return;
  const lowered = lowerThreadPriority();
  port.postMessage({ ready: true, lowered });
  port.on("message", ({ id, traces }: AnalyseMessage) => {
    const started = performance.now();
    const results = traces.map(analyseRule);
    const ms = performance.now() - started;
    port.postMessage({ id, results, ms } satisfies AnalyseReply);
  });
}

// Only ever loaded as the rule-analysis thread's entry (rule-thread.ts) or by its tests.
if (!isMainThread) serve();
