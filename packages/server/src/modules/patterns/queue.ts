/** The patterns area's jobs, and enqueueing one of a kind per subject. */
import { type Executor, enqueue, type NewJob } from "../../jobs/queue";

export const CLUSTER_JOB = "patterns.cluster";
export const MERGE_JOB = "patterns.merge";
export const NAME_JOB = "patterns.name";

/**
 * Enqueues `job` unless one of its type and ref is already queued: a burst of failures costs
 * one clustering job per company, not one per failure.
 */
export async function enqueueOnce(executor: Executor, job: NewJob & { ref: string }, now: Date) {
  const queued = await executor
    .selectFrom("jobs")
    .select("id")
    .where("type", "=", job.type)
    .where("ref", "=", job.ref)
    .where("state", "=", "queued")
    .limit(1)
    .executeTakeFirst();
  if (!queued) await enqueue(executor, [job], now);
}
