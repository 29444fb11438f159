/** A webhook's deliveries: the list, replay, and the metrics over them. */
import type { z } from "@hono/zod-openapi";
import { sql } from "kysely";
import type { Deps } from "../../context";
import { toNumber } from "../../db/sql";
import { queueDeliveries } from "../../events/dispatch";
import { isEventType } from "../../events/types";
import { ConflictError, notFound } from "../../http/errors";
import type { Principal } from "../../http/principal";
import type { DeliveriesQuery, Delivery, DeliveryPage, WebhookMetrics } from "./schemas";
import { findWebhook } from "./service";

const DAY_MS = 86_400_000;
const RECENT_ERRORS = 10;

type DeliveryView = z.infer<typeof Delivery>;

export async function listDeliveries(
  deps: Deps,
  principal: Principal,
  id: string,
  query: z.infer<typeof DeliveriesQuery>,
): Promise<z.infer<typeof DeliveryPage>> {
  const hook = await findWebhook(deps, principal, id);
  let base = deps.database.db.selectFrom("webhook_deliveries").where("webhook_id", "=", hook.id);
  if (query.status) base = base.where("status", "=", query.status);
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirst(),
  ]);
  const count = toNumber(total?.n);
  return {
    deliveries: rows.map(
      (row): DeliveryView => ({
        id: row.id,
        eventId: row.event_id,
        eventType: row.event_type,
        status: row.status,
        attempts: toNumber(row.attempts),
        lastStatusCode: row.last_status_code === null ? null : toNumber(row.last_status_code),
        lastError: row.last_error,
        responseTimeMs: row.response_time_ms === null ? null : toNumber(row.response_time_ms),
        nextAttemptAt:
          row.status === "failed" || row.status === "pending" ? row.next_attempt_at : null,
        replayOf: row.replay_of,
        createdAt: row.created_at,
        deliveredAt: row.delivered_at,
      }),
    ),
    pagination: {
      limit: query.limit,
      offset: query.offset,
      total: count,
      hasMore: query.offset + rows.length < count,
    },
  };
}

/** A new delivery of a failed or dead-lettered one's exact payload, with the same event id. */
export async function replayDelivery(
  deps: Deps,
  principal: Principal,
  id: string,
  deliveryId: string,
) {
  const hook = await findWebhook(deps, principal, id);
  const original = await deps.database.db
    .selectFrom("webhook_deliveries")
    .select(["id", "event_id", "event_type", "payload", "status"])
    .where("id", "=", deliveryId)
    .where("webhook_id", "=", hook.id)
    .executeTakeFirst();
  if (!original) throw notFound("Delivery", deliveryId);
  if (original.status !== "failed" && original.status !== "dead_letter") {
    throw new ConflictError(
      `Delivery ${deliveryId} is ${original.status}: only failed or dead_letter deliveries can be replayed`,
    );
  }
  const now = deps.clock.now();
  const event = {
    event: isEventType(original.event_type) ? original.event_type : "webhook.test",
    timestamp: now.toISOString(),
    eventId: original.event_id,
    schemaVersion: "2.0" as const,
    data: { companyId: principal.companyId },
  };
  const [newDeliveryId] = await deps.database.db
    .transaction()
    .execute((trx) =>
      queueDeliveries(trx, [hook], event, now, { id: original.id, payload: original.payload }),
    );
  deps.jobs.wake();
  return {
    message: "Delivery replayed with its original payload",
    originalDeliveryId: original.id,
    newDeliveryId: newDeliveryId as string,
    eventId: original.event_id,
  };
}

const rate = (delivered: number, total: number) =>
  total === 0 ? 0 : Math.round((delivered / total) * 10_000) / 10_000;

export async function webhookMetrics(
  deps: Deps,
  principal: Principal,
  id: string,
): Promise<z.infer<typeof WebhookMetrics>> {
  const hook = await findWebhook(deps, principal, id);
  const now = deps.clock.now();
  const db = deps.database.db;
  const counted = (status: string) =>
    sql<number>`sum(case when status = ${status} then 1 else 0 end)`;
  const windowOf = async (since: string | null) => {
    let query = db
      .selectFrom("webhook_deliveries")
      .where("webhook_id", "=", hook.id)
      .select((eb) => [
        eb.fn.countAll().as("total"),
        counted("delivered").as("delivered"),
        counted("failed").as("failed"),
        counted("dead_letter").as("dead_letter"),
        counted("pending").as("pending"),
        eb.fn.avg("response_time_ms").as("avg_time"),
        eb.fn.avg("attempts").as("avg_attempts"),
      ]);
    if (since) query = query.where("created_at", ">=", since);
    const row = await query.executeTakeFirst();
    const total = toNumber(row?.total);
    const delivered = toNumber(row?.delivered);
    return {
      total,
      delivered,
      failed: toNumber(row?.failed),
      deadLetter: toNumber(row?.dead_letter),
      pending: toNumber(row?.pending),
      successRate: rate(delivered, total),
      avgResponseTimeMs:
        row?.avg_time === null || row?.avg_time === undefined
          ? null
          : Math.round(toNumber(row.avg_time) * 100) / 100,
      avgAttempts:
        row?.avg_attempts === null || row?.avg_attempts === undefined
          ? null
          : Math.round(toNumber(row.avg_attempts) * 100) / 100,
    };
  };
  const [allTime, day, week, errors] = await Promise.all([
    windowOf(null),
    windowOf(new Date(now.getTime() - DAY_MS).toISOString()),
    windowOf(new Date(now.getTime() - 7 * DAY_MS).toISOString()),
    db
      .selectFrom("webhook_deliveries")
      .select([
        "id",
        "event_id",
        "event_type",
        "status",
        "last_status_code",
        "last_error",
        "updated_at",
      ])
      .where("webhook_id", "=", hook.id)
      .where("last_error", "is not", null)
      .orderBy("updated_at", "desc")
      .limit(RECENT_ERRORS)
      .execute(),
  ]);
  const short = (w: typeof allTime) => ({
    total: w.total,
    delivered: w.delivered,
    failed: w.failed + w.deadLetter,
    successRate: w.successRate,
  });
  const circuitOpen =
    hook.circuit_breaker_until !== null && new Date(hook.circuit_breaker_until) > now;
  return {
    webhookId: hook.id,
    status: {
      isActive: hook.is_active === 1,
      circuitBreakerOpen: circuitOpen,
      circuitBreakerUntil: hook.circuit_breaker_until,
      consecutiveFailures: toNumber(hook.consecutive_failures),
      lastTriggeredAt: hook.last_triggered_at,
    },
    allTime,
    last24h: short(day),
    last7d: short(week),
    recentErrors: errors.map((row) => ({
      deliveryId: row.id,
      eventId: row.event_id,
      eventType: row.event_type,
      status: row.status,
      statusCode: row.last_status_code === null ? null : toNumber(row.last_status_code),
      error: row.last_error,
      at: row.updated_at,
    })),
  };
}
