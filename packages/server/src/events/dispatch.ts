/** The `event.dispatch` job: an emitted event becomes webhook deliveries and subscriber work. */
import type { Insertable, Transaction } from "kysely";
import type { Deps } from "../context";
import { GroupCommit } from "../db/group-commit";
import type { DB, WebhookDeliveriesTable } from "../db/schema";
import { parseJson } from "../db/sql";
import { completeIn, enqueue } from "../jobs/queue";
import type { JobHandler } from "../jobs/worker";
import { newUuid } from "../lib/ids";
import { DELIVER_JOB } from "./delivery";
import { bodyFor, eventNameFor, passesFilters, type WebhookFilters } from "./matching";
import type { EventEnvelope } from "./types";

/**
 * Records pending deliveries of `event` to the given webhooks and their delivery jobs, in `trx`.
 * Answers the new delivery ids, in the order of `webhooks`.
 */
export async function queueDeliveries(
  trx: Transaction<DB>,
  webhooks: readonly { id: string; variant: "canonical" | "legacy" }[],
  event: EventEnvelope,
  now: Date,
  replayOf: { id: string; payload: string } | null = null,
): Promise<string[]> {
  const at = now.toISOString();
  const rows: Insertable<WebhookDeliveriesTable>[] = [];
  const bodies = new Map<string, string | null>();
  for (const hook of webhooks) {
    if (!bodies.has(hook.variant)) bodies.set(hook.variant, bodyFor(hook.variant, event));
    const payload = replayOf?.payload ?? bodies.get(hook.variant);
    if (!payload) continue;
    rows.push({
      id: newUuid(),
      webhook_id: hook.id,
      company_id: event.data.companyId,
      event_id: event.eventId,
      event_type: event.event,
      payload,
      status: "pending",
      attempts: 0,
      next_attempt_at: at,
      replay_of: replayOf?.id ?? null,
      created_at: at,
      updated_at: at,
    });
  }
  if (rows.length === 0) return [];
  await trx.insertInto("webhook_deliveries").values(rows).execute();
  // First attempts queue at the event's time, so a burst's deliveries go out in event order
  // between the dispatches of later events, not after all of them.
  const runAt = replayOf ? now : new Date(Math.min(Date.parse(event.timestamp), now.getTime()));
  await enqueue(
    trx,
    rows.map((row) => ({
      type: DELIVER_JOB,
      runAt,
      ref: row.webhook_id,
      companyId: row.company_id,
      payload: { deliveryId: row.id },
      maxAttempts: 20,
    })),
    now,
  );
  return rows.map((row) => row.id);
}

/** A dispatch job's payload: one event (emit), or the events of one write (trace ingest). */
export type DispatchPayload = EventEnvelope | { events: EventEnvelope[] };

export function dispatchEvent(deps: Deps): JobHandler<DispatchPayload> {
  // Events arrive in bursts (a batch of failed traces): their fan-outs share commits.
  const commits = new GroupCommit(deps.database);
  return async (job, { owner }) => {
    const events = "events" in job.payload ? job.payload.events : [job.payload];
    const now = deps.clock.now();
    let queued = 0;
    await commits.run(async (trx) => {
      // Ended here, with the work it creates: a re-run after a crash cannot fan out twice.
      if (!(await completeIn(trx, job, owner, now))) return;
      const hooksOf = new Map<string, Awaited<ReturnType<typeof activeWebhooks>>>();
      for (const event of events) {
        const company = event.data.companyId;
        let hooks = hooksOf.get(company);
        if (!hooks) {
          hooks = await activeWebhooks(trx, company);
          hooksOf.set(company, hooks);
        }
        const matched = hooks.filter((hook) => {
          const name = eventNameFor(hook.variant, event.event);
          const subscribed = name !== null && parseJson<string[]>(hook.events, []).includes(name);
          return subscribed && passesFilters(parseJson<WebhookFilters>(hook.filters, {}), event);
        });
        queued += (await queueDeliveries(trx, matched, event, now)).length;
        for (const subscriber of deps.events.subscribers) await subscriber(trx, event, now);
      }
    });
    if (queued > 0 || deps.events.subscribers.length > 0) deps.jobs.wake();
    return "completed";
  };
}

function activeWebhooks(trx: Transaction<DB>, companyId: string) {
  return trx
    .selectFrom("webhooks")
    .select(["id", "variant", "events", "filters"])
    .where("company_id", "=", companyId)
    .where("is_active", "=", 1)
    .execute();
}
