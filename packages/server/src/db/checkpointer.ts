/**
 * WAL checkpoints in a thread of their own. SQLite's default is that the connection whose
 * commit takes the WAL past 1,000 pages copies them into the database file right then, and
 * syncs it: under trace ingestion that is the trace writer every few batches (its commits took
 * 4–11 ms instead of 1–2) or, worse, the main thread between two requests. Here a thread of
 * its own checkpoints a few times a second; the connections' own checkpoint stays as the
 * fallback, at a larger WAL (see openConnection), for when the thread is not running.
 */
import type { Worker } from "node:worker_threads";
import { online, siblingEntry, startModuleWorker } from "../lib/threads";
import type { CheckpointThreadData } from "./checkpoint-thread";

/** The thread's entry: its own small module (in the build, dist/checkpoint-thread.js). */
const THREAD_ENTRY = siblingEntry(import.meta.url, "checkpoint-thread");

/** How often the thread looks for new commits to copy into the database file. */
const CHECKPOINT_INTERVAL_MS = 100;

/** The checkpoint thread over one SQLite file; it never holds the process open. */
export class Checkpointer {
  #worker: Worker | null = null;

  constructor(readonly file: string) {}

  /** Starts the thread (if it is not running) and waits until it runs. */
  async start(): Promise<void> {
    if (this.#worker) return;
    const worker = startModuleWorker(THREAD_ENTRY, {
      file: this.file,
      intervalMs: CHECKPOINT_INTERVAL_MS,
    } satisfies CheckpointThreadData);
    // A thread that dies leaves checkpoints to the committing connections; start() again
    // starts a new one.
    worker.once("exit", () => {
      if (this.#worker === worker) this.#worker = null;
    });
    worker.on("error", () => {});
    this.#worker = worker;
    // Held open until the thread runs: a caller awaiting start() may be all the process does.
    await online(worker);
    worker.unref();
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    await worker?.terminate();
  }
}
