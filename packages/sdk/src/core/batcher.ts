import type { TraceCreateParams } from "../types";
import { TraceDroppedError, VigilError } from "./errors";
import { integerAtLeast } from "./options";

/**
 * Options of the trace recorder (`vigil.traces.start`), given as `recorder` to `new Vigil`.
 * @example
 * new Vigil({ baseUrl, apiKey, recorder: { flushIntervalMs: 5_000, onError: (e) => log(e) } })
 */
export interface RecorderOptions {
  /** How long a finished trace may wait before it is sent, in ms. Default 1 000. */
  flushIntervalMs?: number;
  /** Send at once when this many traces are queued; also how many are sent in parallel. Default 50. */
  maxBatch?: number;
  /** The most traces kept waiting; past it the oldest is dropped and reported. Default 10 000. */
  maxQueue?: number;
  /**
   * Called once for each trace that will not be sent: the server refused it, its retries ran
   * out, the queue overflowed, or the client was shut down. Default: one `console.warn` line.
   * Whatever it throws is ignored.
   */
  onError?: (error: VigilError, trace: TraceCreateParams) => void;
}

/** Delivers one trace, retrying as the client does; rejects when the trace is lost. */
export type SendTrace = (trace: TraceCreateParams) => Promise<unknown>;

const DEFAULT_FLUSH_INTERVAL_MS = 1_000;
const DEFAULT_MAX_BATCH = 50;
const DEFAULT_MAX_QUEUE = 10_000;

function warn(error: VigilError, trace: TraceCreateParams): void {
  console.warn(`[vigil] trace ${trace.id ?? "(no id)"} was not sent: ${error.message}`);
}

function asVigilError(error: unknown): VigilError {
  if (error instanceof VigilError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new TraceDroppedError(`Could not send the trace: ${reason}`, { cause: error });
}

/**
 * Batchers with queued or in-flight traces. One `beforeExit` listener serves them all, so
 * many clients never pile up listeners, and an idle client holds no hook at all.
 */
const pending = new Set<TraceBatcher>();
const flushPending = () => {
  for (const batcher of pending) void batcher.flush();
};

interface ExitEvents {
  on(event: "beforeExit", listener: () => void): unknown;
  off(event: "beforeExit", listener: () => void): unknown;
}

/** Node's process when there is one; the SDK also runs where there is none. */
function exitEvents(): ExitEvents | undefined {
  const proc = (globalThis as { process?: Partial<ExitEvents> }).process;
  return typeof proc?.on === "function" && typeof proc.off === "function"
    ? (proc as ExitEvents)
    : undefined;
}

function markPending(batcher: TraceBatcher, isPending: boolean): void {
  const before = pending.size;
  if (isPending) pending.add(batcher);
  else pending.delete(batcher);
  if (before === 0 && pending.size === 1) exitEvents()?.on("beforeExit", flushPending);
  if (before > 0 && pending.size === 0) exitEvents()?.off("beforeExit", flushPending);
}

/**
 * The background sender of recorded traces: a bounded queue flushed on a timer, when a batch
 * fills up, on `beforeExit`, and on demand. Nothing it does throws into the caller, and its
 * timer never keeps the process alive.
 */
export class TraceBatcher {
  readonly #send: SendTrace;
  readonly #flushIntervalMs: number;
  readonly #maxBatch: number;
  readonly #maxQueue: number;
  readonly #onError: (error: VigilError, trace: TraceCreateParams) => void;
  readonly #queue: TraceCreateParams[] = [];
  #timer: ReturnType<typeof setTimeout> | undefined;
  #draining: Promise<void> | undefined;
  #closed = false;

  /** @throws VigilError when a number option is not a positive integer. */
  constructor(send: SendTrace, options: RecorderOptions = {}) {
    this.#send = send;
    this.#flushIntervalMs = integerAtLeast(
      "recorder.flushIntervalMs",
      options.flushIntervalMs ?? DEFAULT_FLUSH_INTERVAL_MS,
      1,
    );
    this.#maxBatch = integerAtLeast("recorder.maxBatch", options.maxBatch ?? DEFAULT_MAX_BATCH, 1);
    this.#maxQueue = integerAtLeast("recorder.maxQueue", options.maxQueue ?? DEFAULT_MAX_QUEUE, 1);
    this.#onError = options.onError ?? warn;
  }

  /** Traces waiting to be sent (not counting those in flight). */
  get queued(): number {
    return this.#queue.length;
  }

  /** Queues a finished trace. Never throws and never waits for the network. */
  enqueue(trace: TraceCreateParams): void {
    if (this.#closed) {
      this.#report(new TraceDroppedError("The client was shut down: trace not sent"), trace);
      return;
    }
    if (this.#queue.length >= this.#maxQueue) {
      const oldest = this.#queue.shift();
      const error = new TraceDroppedError(
        `The trace queue is full (${this.#maxQueue}): dropped the oldest trace`,
      );
      if (oldest) this.#report(error, oldest);
    }
    this.#queue.push(trace);
    markPending(this, true);
    // Even a full batch waits for the next turn: serializing and sending stay off the caller's.
    this.#schedule(this.#queue.length >= this.#maxBatch ? 0 : this.#flushIntervalMs);
  }

  /** Sends every queued trace; resolves when none is queued or in flight. Never rejects. */
  async flush(): Promise<void> {
    while (this.#queue.length > 0 || this.#draining) {
      this.#draining ??= this.#drain().finally(() => {
        this.#draining = undefined;
      });
      await this.#draining;
    }
    markPending(this, false);
  }

  /** Stops the timer, sends what is queued, and reports later traces as dropped. */
  async shutdown(): Promise<void> {
    this.#closed = true;
    this.#clearTimer();
    await this.flush();
  }

  async #drain(): Promise<void> {
    this.#clearTimer();
    while (this.#queue.length > 0) {
      const batch = this.#queue.splice(0, this.#maxBatch);
      await Promise.all(batch.map((trace) => this.#deliver(trace)));
    }
  }

  async #deliver(trace: TraceCreateParams): Promise<void> {
    try {
      await this.#send(trace);
    } catch (error) {
      this.#report(asVigilError(error), trace);
    }
  }

  #report(error: VigilError, trace: TraceCreateParams): void {
    try {
      // A `void` callback may still be async; its rejection must not go unhandled either.
      const result: unknown = this.#onError(error, trace);
      if (result instanceof Promise) result.catch(() => undefined);
    } catch {
      // The caller's error handler failing must not break the caller's code.
    }
  }

  #schedule(delayMs: number): void {
    if (this.#timer !== undefined) {
      if (delayMs > 0) return;
      this.#clearTimer();
    }
    const timer = setTimeout(() => {
      this.#timer = undefined;
      void this.flush();
    }, delayMs);
    // Browsers and Deno answer a number; only Node's timer can be told not to hold the process.
    (timer as { unref?: () => void }).unref?.();
    this.#timer = timer;
  }

  #clearTimer(): void {
    if (this.#timer === undefined) return;
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
