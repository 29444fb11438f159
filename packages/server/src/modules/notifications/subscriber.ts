/**
 * Rule firing: for each dispatched event, the active rules of the event's agent whose
 * conditions match and whose cooldown has passed are marked triggered and get a
 * `notification.send` job, all in the dispatch transaction.
 */
import type { Transaction } from "kysely";
import type { DB } from "../../db/schema";
import { parseJson, toNumber } from "../../db/sql";
import type { EventSubscriber } from "../../events/bus";
import { atLeast, type EventEnvelope, isSeverityName } from "../../events/types";
import { enqueue, type NewJob } from "../../jobs/queue";
import { newId } from "../../lib/ids";

export const SEND_JOB = "notification.send";

export interface SendPayload {
  /** The notifications row this job writes (one per rule and event, updated in place). */
  notificationId: string;
  ruleId: string;
  event: EventEnvelope;
}

/**
 * Whether a rule's conditions match an event: `event` (one type or a list; absent means any
 * event except webhook.test, which only tests endpoints) and `minSeverity` (either vocabulary,
 * on one scale: info = low < warning = medium < error = high < critical; an event without a
 * severity counts as info). Other condition keys are kept for clients and not evaluated.
 */
export function conditionsMatch(
  conditions: Record<string, unknown>,
  event: EventEnvelope,
): boolean {
  const wanted = conditions.event;
  if (wanted === undefined || wanted === null) {
    if (event.event === "webhook.test") return false;
  } else {
    const types = Array.isArray(wanted) ? wanted : [wanted];
    if (!types.includes(event.event)) return false;
  }
  const min = conditions.minSeverity;
  return !isSeverityName(min) || atLeast(event.data.severity, min);
}

/**
 * Marks the rule triggered at `now` unless it triggered within its cooldown; answers whether
 * it did. One conditional UPDATE, so concurrent dispatches cannot both pass the cooldown.
 */
async function claimTrigger(
  trx: Transaction<DB>,
  rule: { id: string; cooldown_minutes: number },
  now: Date,
): Promise<boolean> {
  const cooldownMs = toNumber(rule.cooldown_minutes) * 60_000;
  let update = trx
    .updateTable("notification_rules")
    .set({ last_triggered: now.toISOString() })
    .where("id", "=", rule.id);
  if (cooldownMs > 0) {
    const since = new Date(now.getTime() - cooldownMs).toISOString();
    update = update.where((eb) =>
      eb.or([eb("last_triggered", "is", null), eb("last_triggered", "<=", since)]),
    );
  }
  // RETURNING rather than the affected-row count, which not every driver reports.
  return (await update.returning("id").executeTakeFirst()) !== undefined;
}

/** The event-bus subscriber that fires notification rules. */
export function notificationSubscriber(): EventSubscriber {
  return async (trx, event, now) => {
    const { companyId, agentId } = event.data;
    if (!agentId) return;
    const rules = await trx
      .selectFrom("notification_rules")
      .select(["id", "conditions", "cooldown_minutes"])
      .where("company_id", "=", companyId)
      .where("agent_id", "=", agentId)
      .where("is_active", "=", 1)
      .orderBy("id")
      .execute();
    const jobs: NewJob[] = [];
    for (const rule of rules) {
      if (!conditionsMatch(parseJson<Record<string, unknown>>(rule.conditions, {}), event)) {
        continue;
      }
      if (!(await claimTrigger(trx, rule, now))) continue;
      const payload: SendPayload = { notificationId: newId("ntf"), ruleId: rule.id, event };
      jobs.push({ type: SEND_JOB, companyId, ref: rule.id, payload });
    }
    await enqueue(trx, jobs, now);
  };
}
