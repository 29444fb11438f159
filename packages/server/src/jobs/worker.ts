/** One worker loop per process: leases due jobs and runs their handlers, a bounded number at once. */
import type { Database } from "../db/database";
import type { Clock } from "../lib/clock";
import { newId } from "../lib/ids";
import {
  buryExhausted,
  complete,
  countJobs,
  extendLease,
  type JobCounts,
  type LeasedJob,
  lease,
  purgeCompleted,
  reschedule,
} from "./queue";

/** What a handler may ask for instead of completing: run again later (a planned wait). */
export interface Reschedule {
  retryAt: Date;
}

/**
 * What a handler answers: undefined when done; `{ retryAt }` to run again later; "completed"
 * when it already marked the job done in its own transaction (with `completeIn`), so its writes
 * and the job's end commit together and a crash cannot run it twice.
 */
export type JobOutcome = Reschedule | "completed" | undefined;

export type JobHandler<P = unknown> = (
  job: LeasedJob<P>,
  context: { owner: string; signal: AbortSignal },
) => Promise<JobOutcome>;

export interface JobRunnerOptions {
  database: Database;
  clock: Clock;
  concurrency?: number;
  /** How long a lease lasts; a running job's lease is renewed at half of it. */
  leaseMs?: number;
  /** Idle wait between looks at the queue (work enqueued in this process wakes it at once). */
  pollMs?: number;
  onError?: (message: string, fields: Record<string, unknown>) => void;
  /**
   * True while foreground work (trace ingestion) is in progress: the worker then leases at
   * most every YIELD_MS, so background jobs slow down rather than slow ingestion down.
   */
  busy?: () => boolean;
}

const YIELD_MS = 100;

/** Backoff after a failed attempt: 1 s · 2ⁿ, with jitter, capped at 5 minutes. */
export function retryDelayMs(attempt: number, random: number = Math.random()): number {
  const base = Math.min(300_000, 1_000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.75 + random * 0.5));
}

const PURGE_AFTER_MS = 86_400_000;

type WakeReason = "start" | "poll" | "enqueued" | "finished";

/**
 * Runs registered handlers over the queue. `start()` begins the loop; `stop()` stops leasing
 * and waits (bounded) for the jobs in flight; a job still running then keeps its lease, which
 * runs out, and another process (or this one after a restart) runs it again.
 */
export class JobRunner {
  readonly owner = newId("worker");
  readonly #handlers = new Map<string, JobHandler>();
  readonly #options: Required<Omit<JobRunnerOptions, "onError" | "busy">> &
    Pick<JobRunnerOptions, "onError" | "busy">;
  readonly #inFlight = new Set<Promise<void>>();
  readonly #abort = new AbortController();
  #running = false;
  #loop: Promise<void> | null = null;
  #wake: (() => void) | null = null;
  #finished: (() => void) | null = null;
  #woken = false;
  #lastSweep = Number.NEGATIVE_INFINITY;
  #lastLease = Number.NEGATIVE_INFINITY;
  #lastPurge = 0;

  constructor(options: JobRunnerOptions) {
    this.#options = { concurrency: 16, leaseMs: 60_000, pollMs: 250, ...options };
  }

  /** Registers the handler of a job type; an unknown type's jobs wait for a process that has it. */
  register<P>(type: string, handler: JobHandler<P>): this {
    this.#handlers.set(type, handler as JobHandler);
    return this;
  }

  /** Work was enqueued (and committed): look at the queue now rather than at the next poll. */
  wake(): void {
    this.#woken = true;
    this.#wake?.();
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#loop = this.#run();
  }

  /** Stops leasing, then waits up to `timeoutMs` for the jobs in flight. */
  async stop(timeoutMs = 10_000): Promise<void> {
    this.#running = false;
    this.#wake?.();
    await this.#loop;
    const settled = Promise.allSettled([...this.#inFlight]);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
      timer.unref();
    });
    await Promise.race([settled, timeout]);
    clearTimeout(timer);
    this.#abort.abort();
  }

  /**
   * Runs every job due now, and what those enqueue, until none is left; answers how many ran.
   * Tests drive the queue with it under a manual clock; the loop does not need it.
   */
  async drain(maxRounds = 100): Promise<number> {
    let ran = 0;
    for (let round = 0; round < maxRounds; round++) {
      const jobs = await this.#lease(this.#options.concurrency);
      if (jobs.length === 0) break;
      await Promise.all(jobs.map((job) => this.#execute(job)));
      ran += jobs.length;
    }
    return ran;
  }

  counts(companyId: string | null = null): Promise<JobCounts> {
    return countJobs(this.#options.database, companyId);
  }

  async #lease(limit: number): Promise<LeasedJob[]> {
    const { database, clock, leaseMs } = this.#options;
    const now = clock.now();
    // Leases run out only when a process dies: look for them once a second, not every lease.
    const sweep = now.getTime() - this.#lastSweep >= 1_000;
    if (sweep) {
      this.#lastSweep = now.getTime();
      await buryExhausted(database, now);
    }
    if (now.getTime() - this.#lastPurge > 3_600_000) {
      this.#lastPurge = now.getTime();
      await purgeCompleted(database, new Date(now.getTime() - PURGE_AFTER_MS));
    }
    const jobs = await lease(database, this.owner, limit, leaseMs, now, sweep);
    // A type this process has no handler for goes back untouched for one that has.
    const known: LeasedJob[] = [];
    for (const job of jobs) {
      if (this.#handlers.has(job.type)) known.push(job);
      else await reschedule(database, job, this.owner, now, now, null);
    }
    return known;
  }

  async #run(): Promise<void> {
    const { concurrency, pollMs } = this.#options;
    // Leasing costs a query: lease when a quarter of the slots are free, together; a worker
    // with nothing in flight leases at once, whatever woke it.
    const batch = Math.max(1, Math.floor(concurrency / 4));
    let reason = "start" as WakeReason;
    while (this.#running) {
      if (this.#woken) reason = "enqueued";
      this.#woken = false;
      let leased: LeasedJob[] = [];
      const free = concurrency - this.#inFlight.size;
      const yielding =
        this.#options.busy?.() === true && performance.now() - this.#lastLease < YIELD_MS;
      const worth =
        !yielding &&
        (free >= batch || (free > 0 && (reason === "start" || this.#inFlight.size === 0)));
      if (worth) {
        this.#lastLease = performance.now();
        try {
          leased = await this.#lease(free);
        } catch (error) {
          this.#options.onError?.("job lease failed", { message: String(error) });
        }
      }
      for (const job of leased) {
        const task = this.#execute(job).finally(() => {
          this.#inFlight.delete(task);
          this.#finished?.();
        });
        this.#inFlight.add(task);
      }
      if (this.#woken || !this.#running) continue;
      reason = await new Promise<WakeReason>((resolve) => {
        const timer = setTimeout(() => settle("poll"), yielding ? YIELD_MS : pollMs);
        const settle = (why: WakeReason) => {
          clearTimeout(timer);
          this.#wake = null;
          this.#finished = null;
          resolve(why);
        };
        this.#wake = () => settle("enqueued");
        this.#finished = () => settle("finished");
      });
    }
  }

  async #execute(job: LeasedJob): Promise<void> {
    const { database, clock, leaseMs } = this.#options;
    const handler = this.#handlers.get(job.type);
    if (!handler) return;
    const renew = setInterval(() => {
      const until = new Date(clock.now().getTime() + leaseMs);
      extendLease(database, job, this.owner, until).catch(() => {});
    }, leaseMs / 2);
    renew.unref();
    try {
      const outcome = await handler(job, { owner: this.owner, signal: this.#abort.signal });
      const now = clock.now();
      if (outcome === "completed") return;
      if (outcome) await reschedule(database, job, this.owner, outcome.retryAt, now, null);
      else await complete(database, job, this.owner, now);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const now = clock.now();
      const retryAt = new Date(now.getTime() + retryDelayMs(job.attempt));
      try {
        const dead = await reschedule(database, job, this.owner, retryAt, now, message);
        this.#options.onError?.(dead ? "job dead" : "job failed", {
          jobId: job.id,
          type: job.type,
          attempt: job.attempt,
          message: message.slice(0, 300),
        });
      } catch (storeError) {
        this.#options.onError?.("job state not stored", {
          jobId: job.id,
          message: String(storeError),
        });
      }
    } finally {
      clearInterval(renew);
    }
  }
}
