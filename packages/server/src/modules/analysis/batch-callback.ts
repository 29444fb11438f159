/**
 * The completion POST of a batch with a callbackUrl: signed like a webhook delivery
 * (X-Service-Signature and Standard Webhooks headers) with the batch's own secret, shown once
 * when the batch is created and kept encrypted; sent through the guarded outbound client (the
 * URL and its resolved addresses are checked); a failed attempt is retried by the queue.
 */
import type { Deps } from "../../context";
import { parseJson, toNumber } from "../../db/sql";
import { deliveryHeaders, newWebhookSecret } from "../../events/signing";
import type { Executor } from "../../jobs/queue";
import { enqueue } from "../../jobs/queue";
import type { JobHandler } from "../../jobs/worker";
import { newId, newUuid } from "../../lib/ids";
import { fromMilli } from "../credits/pricing";

export const CALLBACK_JOB = "analysis.batch-callback";
const CALLBACK_ATTEMPTS = 6;

/** A new callback secret and its sealed form for storage. */
export function callbackSecret(deps: Pick<Deps, "secretBox">): { secret: string; sealed: string } {
  const secret = newWebhookSecret();
  return { secret, sealed: deps.secretBox.seal(secret) };
}

export async function queueCallback(
  executor: Executor,
  companyId: string,
  runId: string,
  now: Date,
) {
  await enqueue(
    executor,
    [
      {
        type: CALLBACK_JOB,
        companyId,
        ref: runId,
        payload: { runId },
        maxAttempts: CALLBACK_ATTEMPTS,
      },
    ],
    now,
  );
}

export function callbackJob(deps: Deps): JobHandler<{ runId: string }> {
  return async (job) => {
    const run = await deps.database.db
      .selectFrom("analysis_runs")
      .selectAll()
      .where("id", "=", job.payload.runId)
      .executeTakeFirst();
    const config = parseJson<{ callbackUrl?: string | null; callbackSecret?: string }>(
      run?.config,
      {},
    );
    if (!run || !config.callbackUrl || !config.callbackSecret) return undefined;
    const now = deps.clock.now();
    const eventId = newId("evt");
    const body = JSON.stringify({
      batchId: run.id,
      status: run.status,
      summary: {
        totalTraces: toNumber(run.trace_count),
        completed: toNumber(run.completed_count),
        failed: toNumber(run.failed_count),
        avgScore: run.avg_score === null ? null : toNumber(run.avg_score),
        creditsUsed: fromMilli(toNumber(run.credits_used_milli)),
      },
      completedAt: run.completed_at,
    });
    const headers = deliveryHeaders({
      eventId,
      eventType: "batch.completed",
      deliveryId: newUuid(),
      body,
      secrets: [deps.secretBox.open(config.callbackSecret)],
      legacy: false,
      now,
    });
    const response = await deps.outbound.post(config.callbackUrl, body, headers);
    // A non-2xx answer is a failure: throwing lets the queue retry with its backoff.
    if (response.status < 200 || response.status >= 300) {
      throw new Error(`the callback answered HTTP ${response.status}`);
    }
    return undefined;
  };
}
