/**
 * The main thread's side of the rule-analysis thread (analysis-thread.ts): background runs send
 * a slice's traces to it and wait, so the rule tier's CPU work leaves the event loop (which
 * keeps serving ingest), paced by background.ts. One thread per process, started
 * on first use; it holds the process open only while a slice is in flight. If it cannot start
 * or dies, the slice is analysed in-process instead: same results, only less polite.
 */
import type { Worker } from "node:worker_threads";
import { siblingEntry, startModuleWorker } from "../../lib/threads";
import type { AnalyseMessage, AnalyseReply, AnalyseResult } from "./analysis-thread";
import type { TraceToAnalyze } from "./explanation";

/** The thread's entry: its own small module (in the build, dist/analysis-thread.js). */
const THREAD_ENTRY = siblingEntry(import.meta.url, "analysis-thread");

/** A slice's results and the thread's time computing them (ms). */
export interface Analysed {
  results: AnalyseResult[];
  ms: number;
}

type Pending = { resolve: (reply: Analysed) => void; reject: (error: Error) => void };

export class RuleAnalysisThread {
  #worker: Worker | null = null;
  #nextId = 1;
  readonly #pending = new Map<number, Pending>();

  constructor(readonly entry: string = THREAD_ENTRY) {}

  /** The rule tier's analysis of each trace, in order, computed in the thread. */
  async analyse(traces: TraceToAnalyze[]): Promise<AnalyseResult[]> {
    return (await this.analyseTimed(traces)).results;
  }

  /** Like analyse, with the time the thread spent on the slice. */
  analyseTimed(traces: TraceToAnalyze[]): Promise<Analysed> {
    if (traces.length === 0) return Promise.resolve({ results: [], ms: 0 });
    const worker = this.#worker ?? this.#start();
    const id = this.#nextId++;
    return new Promise<Analysed>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      if (this.#pending.size === 1) worker.ref();
      worker.postMessage({ id, traces } satisfies AnalyseMessage);
    });
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    if (worker) await worker.terminate();
  }

  #start(): Worker {
    const worker = startModuleWorker(this.entry, null);
    worker.unref();
    worker.on("message", (reply: AnalyseReply) => {
      const waiting = this.#pending.get(reply.id);
      if (!waiting) return;
      this.#pending.delete(reply.id);
      if (this.#pending.size === 0) worker.unref();
      waiting.resolve({ results: reply.results, ms: reply.ms });
    });
    const fail = (error: Error) => {
      if (this.#worker === worker) this.#worker = null;
      for (const waiting of this.#pending.values()) waiting.reject(error);
      this.#pending.clear();
      worker.unref();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`rule analysis thread exited with code ${code}`)));
    this.#worker = worker;
    return worker;
  }
}

/** The process's rule-analysis thread (the work is pure: every app and database shares it). */
export const ruleThread = new RuleAnalysisThread();
