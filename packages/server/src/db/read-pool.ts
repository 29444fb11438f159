/**
 * SQLite read threads: long SELECTs (trace lists with their counts, statistics over a period)
 * run on connections of their own in worker threads, so one slow read does not hold up every
 * other request on the main thread. WAL readers never block the writer or each other, and
 * each statement reads the latest committed data, so a read after a committed write sees it.
 */
import { availableParallelism } from "node:os";
import type { Worker } from "node:worker_threads";
import { siblingEntry, startModuleWorker } from "../lib/threads";
import type { ReadMessage, ReadReply, ReadRequest } from "./read-thread";

export type { ReadRequest } from "./read-thread";

/** The thread's entry: its own small module (in the build, dist/read-thread.js). */
const THREAD_ENTRY = siblingEntry(import.meta.url, "read-thread");

interface Thread {
  worker: Worker;
  pending: Map<number, { resolve: (results: unknown[][]) => void; reject: (error: Error) => void }>;
}

/** Read threads over one SQLite file: threads start on first use, and never hold the process open. */
export class ReadPool {
  readonly #threads: (Thread | null)[];
  #nextId = 1;
  #closed = false;

  constructor(
    readonly file: string,
    size = Math.min(2, availableParallelism()),
  ) {
    this.#threads = Array.from({ length: Math.max(1, size) }, () => null);
  }

  /**
   * Runs SELECTs one after another on the least busy thread, in one round trip (each message
   * between threads costs more than a short query); answers the rows of each.
   */
  all(requests: ReadRequest[]): Promise<unknown[][]> {
    if (this.#closed) return Promise.reject(new Error("the database is closed"));
    const thread = this.#leastBusy();
    const id = this.#nextId++;
    return new Promise<unknown[][]>((resolve, reject) => {
      thread.pending.set(id, { resolve, reject });
      if (thread.pending.size === 1) thread.worker.ref();
      thread.worker.postMessage({ id, requests } satisfies ReadMessage);
    });
  }

  /** Stops the threads; reads in flight fail. */
  async close(): Promise<void> {
    this.#closed = true;
    const threads = this.#threads.filter((t): t is Thread => t !== null);
    this.#threads.fill(null);
    await Promise.all(threads.map((t) => t.worker.terminate()));
  }

  #leastBusy(): Thread {
    let best = -1;
    let load = Number.POSITIVE_INFINITY;
    for (let i = 0; i < this.#threads.length; i++) {
      const size = this.#threads[i]?.pending.size ?? 0;
      if (size < load) {
        best = i;
        load = size;
      }
    }
    return this.#threads[best] ?? this.#spawn(best);
  }

  #spawn(slot: number): Thread {
    const worker = startModuleWorker(THREAD_ENTRY, { file: this.file });
    worker.unref();
    const thread: Thread = { worker, pending: new Map() };
    worker.on("message", (reply: ReadReply) => {
      const waiting = thread.pending.get(reply.id);
      if (!waiting) return;
      thread.pending.delete(reply.id);
      if (thread.pending.size === 0) worker.unref();
      if ("results" in reply) waiting.resolve(reply.results);
      else waiting.reject(new Error(reply.error.message));
    });
    const fail = (error: Error) => {
      if (this.#threads[slot] === thread) this.#threads[slot] = null;
      for (const waiting of thread.pending.values()) waiting.reject(error);
      thread.pending.clear();
      worker.unref();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`SQLite read thread exited with code ${code}`)));
    this.#threads[slot] = thread;
    return thread;
  }
}
