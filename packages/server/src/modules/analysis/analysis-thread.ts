/**
 * The rule-analysis thread (see rule-thread.ts): runs the rule tier over the traces of a
 * background slice, off the event loop. It keeps the normal priority: niced (19, even 5 or 10)
 * it waited for a core behind every busy thread of the machine and generate-all crawled; what
 * a run takes from ingest is bounded by its pacing instead (background.ts). Its own entry module
 * (in the build, dist/analysis-thread.js), so the thread loads the engine and nothing else.
 */
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

function serve(): void {
  const port = parentPort;
  if (!port) return;
  port.on("message", ({ id, traces }: AnalyseMessage) => {
    const started = performance.now();
    const results = traces.map(analyseRule);
    const ms = performance.now() - started;
    port.postMessage({ id, results, ms } satisfies AnalyseReply);
  });
}

// Only ever loaded as the rule-analysis thread's entry (rule-thread.ts) or by its tests.
if (!isMainThread) serve();
