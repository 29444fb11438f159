/**
 * The durable job queue's storage: jobs are rows, enqueued inside the transaction of the write
 * that causes them (a transactional outbox), leased with a timeout, retried with backoff.
 */
import { type Insertable, type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../db/database";
import type { DB, JobState, JobsTable } from "../db/schema";
import { toNumber } from "../db/sql";
import { newId } from "../lib/ids";

export type Executor = Kysely<DB> | Transaction<DB>;

export interface NewJob {
  type: string;
  payload: unknown;
  /** What the job is about, e.g. the webhook of a delivery (see jobsFor). */
  ref?: string | null;
  /** The tenant the job works for; null for system work. */
  companyId?: string | null;
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Failed leases before the job is dead (default 5). */
  maxAttempts?: number;
}

export interface LeasedJob<P = unknown> {
  id: string;
  type: string;
  companyId: string | null;
  payload: P;
  /** Leases so far since the job last made progress, this one included. */
  attempt: number;
  maxAttempts: number;
  leaseUntil: Date;
}

export const DEFAULT_MAX_ATTEMPTS = 5;

/** The row for a new job; raw writers (the SQLite trace writer) insert it as it is. */
export function jobRow(job: NewJob, now: Date): Insertable<JobsTable> {
  const at = now.toISOString();
  return {
    id: newId("job"),
    company_id: job.companyId ?? null,
    type: job.type,
    ref: job.ref ?? null,
    payload: JSON.stringify(job.payload ?? null),
    state: "queued",
    attempts: 0,
    max_attempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    run_at: (job.runAt ?? now).toISOString(),
    lease_owner: null,
    lease_until: null,
    last_error: null,
    created_at: at,
    updated_at: at,
  };
}

/**
 * Enqueues jobs on `executor`: pass the transaction of the write that causes them, so the jobs
 * exist exactly when that write commits.
 * @example await enqueue(trx, [{ type: "webhook.deliver", payload: { deliveryId } }], now);
 */
export async function enqueue(
  executor: Executor,
  jobs: readonly NewJob[],
  now: Date,
): Promise<string[]> {
  if (jobs.length === 0) return [];
  const rows = jobs.map((job) => jobRow(job, now));
  for (let i = 0; i < rows.length; i += 200) {
    await executor
      .insertInto("jobs")
      .values(rows.slice(i, i + 200))
      .execute();
  }
  return rows.map((row) => row.id);
}

function toLeased(row: JobsTable): LeasedJob {
  return {
    id: row.id,
    type: row.type,
    companyId: row.company_id,
    payload: JSON.parse(row.payload) as unknown,
    attempt: toNumber(row.attempts),
    maxAttempts: toNumber(row.max_attempts),
    leaseUntil: new Date(row.lease_until ?? row.run_at),
  };
}

/**
 * Leases up to `limit` due jobs for `owner`: queued ones whose time has come, and running ones
 * whose lease ran out (their process died). On PostgreSQL the candidates are locked with
 * FOR UPDATE SKIP LOCKED, so replicas sharing the database never lease the same job.
 */
export async function lease(
  database: Database,
  owner: string,
  limit: number,
  leaseMs: number,
  now: Date,
  /** Also take jobs whose lease ran out (a worker checks now and then, not on every lease). */
  expiredToo = true,
): Promise<LeasedJob[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  // Two index range scans rather than one OR (which sorts every due job): jobs whose lease ran
  // out first (there are few), then queued jobs in run_at order straight off the index.
  const candidates = (db: Executor, state: "running" | "queued", take: number) => {
    const query = db
      .selectFrom("jobs")
      .select("id")
      .where("state", "=", state)
      .where(state === "running" ? "lease_until" : "run_at", state === "running" ? "<" : "<=", at)
      .orderBy(state === "running" ? "lease_until" : "run_at")
      .limit(take);
    return database.dialect === "postgres" ? query.forUpdate().skipLocked() : query;
  };
  const take = async (state: "running" | "queued", count: number) =>
    database.db
      .updateTable("jobs")
      .set({
        state: "running",
        lease_owner: owner,
        lease_until: until,
        attempts: sql`attempts + 1`,
        updated_at: at,
      })
      .where("id", "in", candidates(database.db, state, count))
      .returningAll()
      .execute();
  const expired = expiredToo ? await take("running", limit) : [];
  const queued = expired.length < limit ? await take("queued", limit - expired.length) : [];
  return [...expired, ...queued].map(toLeased).sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** Marks a job done, if this owner still holds its lease. */
export async function complete(database: Database, job: LeasedJob, owner: string, now: Date) {
  await completeIn(database.db, job, owner, now);
}

/**
 * Marks a job done inside the handler's own transaction; answers false when the lease was lost
 * (another process runs the job now), and the handler should then roll back.
 */
export async function completeIn(
  executor: Executor,
  job: LeasedJob,
  owner: string,
  now: Date,
): Promise<boolean> {
  const result = await executor
    .updateTable("jobs")
    .set({
      state: "completed",
      lease_owner: null,
      lease_until: null,
      last_error: null,
      updated_at: now.toISOString(),
    })
    .where("id", "=", job.id)
    .where("lease_owner", "=", owner)
    .returning("id")
    .executeTakeFirst();
  // `returning`, not the row count: some drivers (PGlite) report no counts.
  return result !== undefined;
}

/** Puts a job back in the queue for `runAt`: a retry after an error, or a planned wait. */
export async function reschedule(
  database: Database,
  job: LeasedJob,
  owner: string,
  runAt: Date,
  now: Date,
  error: string | null,
) {
  const dead = error !== null && job.attempt >= job.maxAttempts;
  await database.db
    .updateTable("jobs")
    .set({
      state: dead ? "dead" : "queued",
      run_at: runAt.toISOString(),
      lease_owner: null,
      lease_until: null,
      last_error: error,
      // A planned wait is progress: the next lease starts the failure count again.
      ...(error === null ? { attempts: 0 } : {}),
      updated_at: now.toISOString(),
    })
    .where("id", "=", job.id)
    .where("lease_owner", "=", owner)
    .execute();
  return dead;
}

/** Keeps a long job's lease while it runs. */
export async function extendLease(
  database: Database,
  job: LeasedJob,
  owner: string,
  until: Date,
): Promise<boolean> {
  const result = await database.db
    .updateTable("jobs")
    .set({ lease_until: until.toISOString() })
    .where("id", "=", job.id)
    .where("lease_owner", "=", owner)
    .where("state", "=", "running")
    .returning("id")
    .executeTakeFirst();
  return result !== undefined;
}

/**
 * Jobs whose lease ran out too often (their process kept dying) are dead, not retried forever.
 * Runs before leasing.
 */
export async function buryExhausted(database: Database, now: Date): Promise<number> {
  const at = now.toISOString();
  const result = await database.db
    .updateTable("jobs")
    .set({
      state: "dead",
      lease_owner: null,
      last_error: "lease expired too many times",
      updated_at: at,
    })
    .where("state", "=", "running")
    .where("lease_until", "<", at)
    .whereRef("attempts", ">=", "max_attempts")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The queued jobs of a type about `ref`, to run now (or to drop with `deleteQueued`). */
export async function runQueuedNow(executor: Executor, type: string, ref: string, now: Date) {
  await executor
    .updateTable("jobs")
    .set({ run_at: now.toISOString(), updated_at: now.toISOString() })
    .where("type", "=", type)
    .where("ref", "=", ref)
    .where("state", "=", "queued")
    .execute();
}

export async function deleteQueued(executor: Executor, type: string, ref: string) {
  await executor
    .deleteFrom("jobs")
    .where("type", "=", type)
    .where("ref", "=", ref)
    .where("state", "=", "queued")
    .execute();
}

export type JobCounts = Record<JobState, number> & {
  /** Queued again after a failed attempt. */
  retrying: number;
  byType: Record<string, Partial<Record<JobState, number>>>;
};

/** Jobs by state (and by type), for one company or all. */
export async function countJobs(
  database: Database,
  companyId: string | null = null,
): Promise<JobCounts> {
  let query = database.db
    .selectFrom("jobs")
    .select((eb) => [
      "type",
      "state",
      eb.fn.countAll().as("n"),
      eb.fn.count("last_error").as("with_error"),
    ])
    .groupBy(["type", "state"]);
  if (companyId !== null) query = query.where("company_id", "=", companyId);
  const counts: JobCounts = {
    queued: 0,
    running: 0,
    completed: 0,
    dead: 0,
    retrying: 0,
    byType: {},
  };
  for (const row of await query.execute()) {
    const n = toNumber(row.n);
    counts[row.state] += n;
    if (row.state === "queued") counts.retrying += toNumber(row.with_error);
    const byType = counts.byType[row.type] ?? {};
    byType[row.state] = (byType[row.state] ?? 0) + n;
    counts.byType[row.type] = byType;
  }
  return counts;
}

/** Deletes completed jobs older than `before`. */
export async function purgeCompleted(database: Database, before: Date): Promise<number> {
  const result = await database.db
    .deleteFrom("jobs")
    .where("state", "=", "completed")
    .where("updated_at", "<", before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
