import type { z } from "@hono/zod-openapi";
import type { Selectable } from "kysely";
import type { Deps } from "../../context";
import type { WebhooksTable } from "../../db/schema";
import { parseJson } from "../../db/sql";
import { envelope } from "../../events/bus";
import { DELIVER_JOB } from "../../events/delivery";
import { queueDeliveries } from "../../events/dispatch";
import type { WebhookFilters } from "../../events/matching";
import { newWebhookSecret } from "../../events/signing";
import { ForbiddenError, notFound, RateLimitedError } from "../../http/errors";
import type { Principal } from "../../http/principal";
import { deleteQueued, runQueuedNow } from "../../jobs/queue";
import { newUuid } from "../../lib/ids";
import type {
  CreatedWebhook,
  CreateWebhookBody,
  GracefulRotation,
  UpdateWebhookBody,
  Webhook,
} from "./schemas";

type WebhookRow = Selectable<WebhooksTable>;
export type Variant = WebhooksTable["variant"];

/** One test per webhook per minute per company (DESIGN.md: webhook test 1/min). */
const TEST_LIMIT = { perMinute: 1, burst: 1 };

export function toView(row: WebhookRow): z.infer<typeof Webhook> {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    events: parseJson<string[]>(row.events, []),
    filters: parseJson<WebhookFilters>(row.filters, {}),
    isActive: row.is_active === 1,
    lastTriggeredAt: row.last_triggered_at,
    consecutiveFailures: Number(row.consecutive_failures),
    circuitBreakerUntil: row.circuit_breaker_until,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Webhooks are the company's: a key bound to one agent may not manage them. */
function assertUnbound(principal: Principal): void {
  if (principal.agentId !== null) {
    throw new ForbiddenError("This API key is bound to one agent and cannot manage webhooks");
  }
}

/** The webhook of the caller's company with this id and variant, or 404. */
export async function findWebhook(
  deps: Deps,
  principal: Principal,
  id: string,
  variant: Variant = "canonical",
): Promise<WebhookRow> {
  assertUnbound(principal);
  const row = await deps.database.db
    .selectFrom("webhooks")
    .selectAll()
    .where("id", "=", id)
    .where("company_id", "=", principal.companyId)
    .where("variant", "=", variant)
    .executeTakeFirst();
  if (!row) throw notFound("Webhook", id);
  return row;
}

export async function createWebhook(
  deps: Deps,
  principal: Principal,
  body: z.infer<typeof CreateWebhookBody> | LegacyCreate,
  variant: Variant = "canonical",
): Promise<z.infer<typeof CreatedWebhook>> {
  assertUnbound(principal);
  const url = await deps.outbound.checkField(body.url, "url");
  const secret = ("secret" in body && body.secret) || newWebhookSecret();
  const now = deps.clock.now().toISOString();
  const row: WebhookRow = {
    id: newUuid(),
    company_id: principal.companyId,
    variant,
    // The deprecated variant names a webhook by its host when the caller gives no name.
    name: body.name ?? new URL(url).host,
    url,
    events: JSON.stringify([...new Set(body.events)]),
    filters: JSON.stringify(body.filters ?? {}),
    is_active: (body.isActive ?? body.active ?? true) ? 1 : 0,
    secret: deps.secretBox.seal(secret),
    previous_secret: null,
    previous_secret_until: null,
    consecutive_failures: 0,
    circuit_breaker_until: null,
    probe_until: null,
    last_triggered_at: null,
    created_by: principal.userId,
    created_at: now,
    updated_at: now,
  };
  await deps.database.db.insertInto("webhooks").values(row).execute();
  return { ...toView(row), secret };
}

/** What the deprecated variant's create carries. */
export interface LegacyCreate {
  name?: string | undefined;
  url: string;
  events: string[];
  secret?: string | undefined;
  filters?: WebhookFilters;
  isActive?: boolean | undefined;
  active?: boolean | undefined;
}

export async function listWebhooks(deps: Deps, principal: Principal, variant: Variant) {
  assertUnbound(principal);
  const rows = await deps.database.db
    .selectFrom("webhooks")
    .selectAll()
    .where("company_id", "=", principal.companyId)
    .where("variant", "=", variant)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toView);
}

export async function updateWebhook(
  deps: Deps,
  principal: Principal,
  id: string,
  body: z.infer<typeof UpdateWebhookBody>,
): Promise<z.infer<typeof Webhook>> {
  const row = await findWebhook(deps, principal, id);
  const changes: Partial<WebhookRow> = { updated_at: deps.clock.now().toISOString() };
  if (body.name !== undefined) changes.name = body.name;
  if (body.url !== undefined) changes.url = await deps.outbound.checkField(body.url, "url");
  if (body.events !== undefined) changes.events = JSON.stringify([...new Set(body.events)]);
  if (body.filters !== undefined) changes.filters = JSON.stringify(body.filters);
  const active = body.isActive ?? body.active;
  if (active !== undefined) changes.is_active = active ? 1 : 0;
  await deps.database.db.updateTable("webhooks").set(changes).where("id", "=", row.id).execute();
  return toView({ ...row, ...changes });
}

/** Deletes the webhook with its delivery history and the deliveries still queued. */
export async function deleteWebhook(
  deps: Deps,
  principal: Principal,
  id: string,
  variant: Variant = "canonical",
): Promise<void> {
  const row = await findWebhook(deps, principal, id, variant);
  await deps.database.db.transaction().execute(async (trx) => {
    await deleteQueued(trx, DELIVER_JOB, row.id);
    await trx.deleteFrom("webhook_deliveries").where("webhook_id", "=", row.id).execute();
    await trx.deleteFrom("webhooks").where("id", "=", row.id).execute();
  });
}

/** The webhook and a webhook.test event for it; one test per webhook per minute, else 429. */
export async function testEvent(
  deps: Deps,
  principal: Principal,
  id: string,
  variant: Variant = "canonical",
) {
  const row = await findWebhook(deps, principal, id, variant);
  const now = deps.clock.now();
  const decision = await deps.rateLimiter.take(
    `webhook-test:${principal.companyId}:${row.id}`,
    TEST_LIMIT,
    now.getTime(),
  );
  if (!decision.allowed) {
    throw new RateLimitedError(
      decision.retryAfter,
      "A webhook can be tested once a minute; wait a minute and try again",
    );
  }
  const event = envelope(
    {
      event: "webhook.test",
      data: {
        companyId: principal.companyId,
        webhookId: row.id,
        message: "This is a test event from Vigil",
      },
    },
    now,
  );
  return { row, event, now };
}

/** Queues a webhook.test delivery to this webhook (whatever its events and filters). */
export async function testWebhook(deps: Deps, principal: Principal, id: string) {
  const { row, event, now } = await testEvent(deps, principal, id);
  const [deliveryId] = await deps.database.db
    .transaction()
    .execute((trx) => queueDeliveries(trx, [row], event, now));
  deps.jobs.wake();
  return { event, deliveryId: deliveryId as string };
}

export async function rotateSecret(deps: Deps, principal: Principal, id: string) {
  const row = await findWebhook(deps, principal, id);
  const secret = newWebhookSecret();
  await deps.database.db
    .updateTable("webhooks")
    .set({
      secret: deps.secretBox.seal(secret),
      previous_secret: null,
      previous_secret_until: null,
      updated_at: deps.clock.now().toISOString(),
    })
    .where("id", "=", row.id)
    .execute();
  return secret;
}

export async function rotateSecretGracefully(
  deps: Deps,
  principal: Principal,
  id: string,
  gracePeriodHours: number,
): Promise<z.infer<typeof GracefulRotation>> {
  const row = await findWebhook(deps, principal, id);
  const now = deps.clock.now();
  const secret = newWebhookSecret();
  const until = new Date(now.getTime() + gracePeriodHours * 3_600_000).toISOString();
  await deps.database.db
    .updateTable("webhooks")
    .set({
      secret: deps.secretBox.seal(secret),
      previous_secret: row.secret,
      previous_secret_until: until,
      updated_at: now.toISOString(),
    })
    .where("id", "=", row.id)
    .execute();
  return {
    message: "Secret rotated; the previous secret stays valid until gracePeriodUntil",
    newSecret: secret,
    gracePeriodUntil: until,
    note: "Until then every delivery carries one signature per valid secret (comma-separated in X-Service-Signature, space-separated in webhook-signature); switch your receiver to the new secret before it ends.",
  };
}

/** Closes the circuit: failures forgotten, and deliveries held by it go now. */
export async function resetCircuit(
  deps: Deps,
  principal: Principal,
  id: string,
): Promise<z.infer<typeof Webhook>> {
  const row = await findWebhook(deps, principal, id);
  const now = deps.clock.now();
  const closed = { consecutive_failures: 0, circuit_breaker_until: null, probe_until: null };
  await deps.database.db.transaction().execute(async (trx) => {
    await trx.updateTable("webhooks").set(closed).where("id", "=", row.id).execute();
    if (row.circuit_breaker_until) await runQueuedNow(trx, DELIVER_JOB, row.id, now);
  });
  deps.jobs.wake();
  return toView({ ...row, ...closed });
}
