/**
 * The `webhook.deliver` job: one attempt of one delivery, then the delivery's and the webhook's
 * state (retry schedule, dead letter, circuit breaker) from its result.
 */
import { sql } from "kysely";
import type { Deps } from "../context";
import { GroupCommit } from "../db/group-commit";
import type { WebhooksTable } from "../db/schema";
import { completeIn, type LeasedJob } from "../jobs/queue";
import type { JobHandler } from "../jobs/worker";
import { deliveryHeaders } from "./signing";

export const DELIVER_JOB = "webhook.deliver";

/** Consecutive failures that open a webhook's circuit. */
export const CIRCUIT_THRESHOLD = 5;
/** How long a half-open probe may take before another delivery may probe. */
const PROBE_MS = 15_000;
const TIMEOUT_MS = 10_000;
const ERROR_TEXT_MAX = 500;

export interface AttemptResult {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  timeMs: number;
}

/** What a failed attempt leads to: the next attempt's time, or the dead letter. */
export function afterFailure(
  attempts: number,
  schedule: readonly number[],
  now: Date,
): { status: "failed"; retryAt: Date } | { status: "dead_letter" } {
  const wait = schedule[attempts - 1];
  if (wait === undefined) return { status: "dead_letter" };
  return { status: "failed", retryAt: new Date(now.getTime() + wait) };
}

/** Opened secrets by their sealed text: every delivery signs, few secrets exist. */
const opened = new Map<string, string>();

function open(deps: Deps, sealed: string): string {
  let plain = opened.get(sealed);
  if (plain === undefined) {
    plain = deps.secretBox.open(sealed);
    if (opened.size >= 1_000) opened.delete(opened.keys().next().value as string);
    opened.set(sealed, plain);
  }
  return plain;
}

/** The webhook's secrets valid now: the current one, and the previous one in its grace period. */
export function signingSecrets(deps: Deps, hook: WebhooksTable, now: Date): string[] {
  const secrets = [open(deps, hook.secret)];
  if (
    hook.previous_secret &&
    hook.previous_secret_until &&
    new Date(hook.previous_secret_until) > now
  ) {
    secrets.push(open(deps, hook.previous_secret));
  }
  return secrets;
}

/** Sends one signed attempt; never throws. */
export async function attempt(
  deps: Deps,
  hook: WebhooksTable,
  delivery: { id: string; event_id: string; event_type: string; payload: string },
  now: Date,
): Promise<AttemptResult> {
  const headers = deliveryHeaders({
    eventId: delivery.event_id,
    eventType: hook.variant === "legacy" ? eventTypeIn(delivery.payload) : delivery.event_type,
    deliveryId: delivery.id,
    body: delivery.payload,
    secrets: signingSecrets(deps, hook, now),
    legacy: hook.variant === "legacy",
    now,
  });
  const started = performance.now();
  try {
    const response = await deps.outbound.post(hook.url, delivery.payload, headers, {
      timeoutMs: TIMEOUT_MS,
      maxBodyBytes: 4_096,
    });
    const ok = response.status >= 200 && response.status < 300;
    return {
      ok,
      statusCode: response.status,
      error: ok ? null : `HTTP ${response.status}: ${response.body.slice(0, 200)}`.trim(),
      timeMs: response.timeMs,
    };
  } catch (error) {
    return {
      ok: false,
      statusCode: null,
      error: (error instanceof Error ? error.message : String(error)).slice(0, ERROR_TEXT_MAX),
      timeMs: performance.now() - started,
    };
  }
}

function eventTypeIn(payload: string): string {
  try {
    return String((JSON.parse(payload) as { event?: unknown }).event ?? "");
  } catch {
    return "";
  }
}

/** Wins the half-open probe of an open circuit whose cooldown has passed; one process wins. */
async function claimProbe(deps: Deps, hook: WebhooksTable, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const result = await deps.database.db
    .updateTable("webhooks")
    .set({ probe_until: new Date(now.getTime() + PROBE_MS).toISOString() })
    .where("id", "=", hook.id)
    .where("circuit_breaker_until", "=", hook.circuit_breaker_until)
    .where((eb) => eb.or([eb("probe_until", "is", null), eb("probe_until", "<", at)]))
    .returning("id")
    .executeTakeFirst();
  return result !== undefined;
}

/**
 * Stores a delivered attempt and ends its job, together (a commit shared with the other
 * deliveries that end in the same turn).
 */
async function recordSuccess(
  commits: GroupCommit,
  hook: WebhooksTable,
  id: string,
  r: AttemptResult,
  now: Date,
  job: { job: LeasedJob; owner: string },
) {
  const at = now.toISOString();
  const recent = new Date(now.getTime() - 1_000).toISOString();
  await commits.run(async (trx) => {
    await completeIn(trx, job.job, job.owner, now);
    await trx
      .updateTable("webhook_deliveries")
      .set({
        status: "delivered",
        attempts: sql`attempts + 1`,
        last_status_code: r.statusCode,
        last_error: null,
        response_time_ms: Math.round(r.timeMs * 100) / 100,
        next_attempt_at: null,
        delivered_at: at,
        updated_at: at,
      })
      .where("id", "=", id)
      .execute();
    await trx
      .updateTable("webhooks")
      .set({
        consecutive_failures: 0,
        circuit_breaker_until: null,
        probe_until: null,
        last_triggered_at: at,
      })
      .where("id", "=", hook.id)
      // A healthy webhook's row is written at most once a second, not once per delivery.
      .where((eb) =>
        eb.or([
          eb("consecutive_failures", "<>", 0),
          eb("circuit_breaker_until", "is not", null),
          eb("probe_until", "is not", null),
          eb("last_triggered_at", "is", null),
          eb("last_triggered_at", "<", recent),
        ]),
      )
      .execute();
  });
}

/** Stores a failed attempt; answers when to try again, or null for the dead letter. */
async function recordFailure(
  deps: Deps,
  hook: WebhooksTable,
  delivery: { id: string; attempts: number },
  r: AttemptResult,
  now: Date,
): Promise<Date | null> {
  const at = now.toISOString();
  const attempts = delivery.attempts + 1;
  const next = afterFailure(attempts, deps.config.webhookRetrySchedule, now);
  await deps.database.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("webhook_deliveries")
      .set({
        status: next.status,
        attempts,
        last_status_code: r.statusCode,
        last_error: r.error,
        response_time_ms: Math.round(r.timeMs * 100) / 100,
        next_attempt_at: next.status === "failed" ? next.retryAt.toISOString() : null,
        updated_at: at,
      })
      .where("id", "=", delivery.id)
      .execute();
    const counted = await trx
      .updateTable("webhooks")
      .set({
        consecutive_failures: sql`consecutive_failures + 1`,
        probe_until: null,
        last_triggered_at: at,
      })
      .where("id", "=", hook.id)
      .returning("consecutive_failures")
      .executeTakeFirst();
    if (counted && Number(counted.consecutive_failures) >= CIRCUIT_THRESHOLD) {
      const until = new Date(now.getTime() + deps.config.webhookCircuitCooldown).toISOString();
      await trx
        .updateTable("webhooks")
        .set({ circuit_breaker_until: until })
        .where("id", "=", hook.id)
        .execute();
    }
  });
  return next.status === "failed" ? next.retryAt : null;
}

export function deliverWebhook(deps: Deps): JobHandler<{ deliveryId: string }> {
  const commits = new GroupCommit(deps.database);
  return async (job, { owner }) => {
    const db = deps.database.db;
    const delivery = await db
      .selectFrom("webhook_deliveries")
      .select(["id", "webhook_id", "event_id", "event_type", "payload", "status", "attempts"])
      .where("id", "=", job.payload.deliveryId)
      .executeTakeFirst();
    // Deleted with its webhook, or already ended (a re-run after a crash): nothing to do.
    if (!delivery || delivery.status === "delivered" || delivery.status === "dead_letter") {
      return undefined;
    }
    const hook = await db
      .selectFrom("webhooks")
      .selectAll()
      .where("id", "=", delivery.webhook_id)
      .executeTakeFirst();
    if (!hook) return undefined;
    let now = deps.clock.now();
    if (hook.is_active !== 1) {
      await db
        .updateTable("webhook_deliveries")
        .set({
          status: "dead_letter",
          last_error: "webhook is inactive",
          next_attempt_at: null,
          updated_at: now.toISOString(),
        })
        .where("id", "=", delivery.id)
        .execute();
      return undefined;
    }
    if (hook.circuit_breaker_until) {
      const until = new Date(hook.circuit_breaker_until);
      // Open: the delivery waits, unsent and with no attempt spent, until the cooldown ends.
      if (until > now) return { retryAt: until };
      // Half-open: one delivery probes; the others wait for its answer.
      if (!(await claimProbe(deps, hook, now))) {
        return { retryAt: new Date(now.getTime() + Math.min(PROBE_MS, 1_000)) };
      }
    }
    const result = await attempt(deps, hook, delivery, now);
    now = deps.clock.now();
    if (result.ok) {
      await recordSuccess(commits, hook, delivery.id, result, now, { job, owner });
      return "completed";
    }
    const retryAt = await recordFailure(deps, hook, delivery, result, now);
    return retryAt ? { retryAt } : undefined;
  };
}
