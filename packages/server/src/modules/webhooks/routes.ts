import { createRoute, z } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { message, ok } from "../../http/envelope";
import { jsonBody, respond } from "../../http/openapi";
import { secured } from "../../http/route";
import { listDeliveries, replayDelivery, webhookMetrics } from "./deliveries";
import {
  CircuitReset,
  CreatedWebhook,
  CreateWebhookBody,
  DeliveriesQuery,
  DeliveryPage,
  DeliveryParams,
  GracefulRotation,
  GracefulRotationBody,
  Replayed,
  RotatedSecret,
  TestResult,
  UpdatedWebhook,
  UpdateWebhookBody,
  Webhook,
  WebhookIdParam,
  WebhookMetrics,
} from "./schemas";
import * as service from "./service";

const tags = ["Webhooks"];
const BASE = "/api/v1/explainer/webhooks";
const params = { params: WebhookIdParam };
const missing = respond.notFound("No such webhook in your company");
const tooMany = {
  429: {
    description: "Tested less than a minute ago (RATE_LIMITED, with Retry-After)",
    content: { "application/json": { schema: z.object({ success: z.literal(false) }) } },
  },
};

const routes = {
  list: createRoute({
    method: "get",
    path: BASE,
    tags,
    operationId: "listWebhooks",
    summary: "List the company's webhooks, newest first (secrets are never shown again)",
    responses: respond.ok(z.array(Webhook), "Webhooks"),
  }),
  get: createRoute({
    method: "get",
    path: `${BASE}/{id}`,
    tags,
    operationId: "getWebhook",
    summary: "Get a webhook",
    request: params,
    responses: { ...respond.ok(Webhook, "The webhook"), ...missing },
  }),
  create: createRoute({
    method: "post",
    path: BASE,
    tags,
    operationId: "createWebhook",
    summary:
      "Create a webhook: an HTTPS URL that resolves to a public address; the secret is in this answer only",
    request: jsonBody(CreateWebhookBody),
    responses: respond.created(CreatedWebhook, "The webhook with its secret"),
  }),
  update: createRoute({
    method: "patch",
    path: `${BASE}/{id}`,
    tags,
    operationId: "updateWebhook",
    summary: "Change a webhook's name, url, events, filters or isActive",
    request: { ...params, ...jsonBody(UpdateWebhookBody) },
    responses: {
      ...respond.ok(UpdatedWebhook, "A message and the webhook as now stored"),
      ...missing,
    },
  }),
  remove: createRoute({
    method: "delete",
    path: `${BASE}/{id}`,
    tags,
    operationId: "deleteWebhook",
    summary: "Delete a webhook and its delivery history",
    request: params,
    responses: { ...respond.message("Deleted"), ...missing },
  }),
  test: createRoute({
    method: "post",
    path: `${BASE}/{id}/test`,
    tags,
    operationId: "testWebhook",
    summary: "Queue a webhook.test delivery (once a minute per webhook)",
    request: params,
    responses: { ...respond.ok(TestResult, "Queued"), ...missing, ...tooMany },
  }),
  rotate: createRoute({
    method: "post",
    path: `${BASE}/{id}/rotate-secret`,
    tags,
    operationId: "rotateWebhookSecret",
    summary: "Replace the secret; the old one stops signing at once",
    request: params,
    responses: { ...respond.ok(RotatedSecret, "The new secret"), ...missing },
  }),
  rotateGraceful: createRoute({
    method: "post",
    path: `${BASE}/{id}/rotate-secret-graceful`,
    tags,
    operationId: "rotateWebhookSecretGracefully",
    summary: "Replace the secret; both sign every delivery until gracePeriodUntil",
    request: {
      ...params,
      body: { required: false, content: { "application/json": { schema: GracefulRotationBody } } },
    },
    responses: { ...respond.ok(GracefulRotation, "The new secret"), ...missing },
  }),
  reset: createRoute({
    method: "post",
    path: `${BASE}/{id}/reset-circuit-breaker`,
    tags,
    operationId: "resetWebhookCircuitBreaker",
    summary: "Close the circuit: clear the failure count and cooldown; held deliveries go now",
    request: params,
    responses: {
      ...respond.ok(CircuitReset, "A message and the webhook, circuit closed"),
      ...missing,
    },
  }),
  metrics: createRoute({
    method: "get",
    path: `${BASE}/{id}/metrics`,
    tags,
    operationId: "getWebhookMetrics",
    summary: "Delivery counts, success rates and the latest errors",
    request: params,
    responses: { ...respond.ok(WebhookMetrics, "Metrics"), ...missing },
  }),
  deliveries: createRoute({
    method: "get",
    path: `${BASE}/{id}/deliveries`,
    tags,
    operationId: "listWebhookDeliveries",
    summary: "The webhook's deliveries, newest first",
    request: { ...params, query: DeliveriesQuery },
    responses: { ...respond.ok(DeliveryPage, "Deliveries"), ...missing },
  }),
  replay: createRoute({
    method: "post",
    path: `${BASE}/{id}/deliveries/{deliveryId}/replay`,
    tags,
    operationId: "replayWebhookDelivery",
    summary: "Send a failed or dead_letter delivery's payload again, as a new delivery",
    request: { params: DeliveryParams },
    responses: {
      ...respond.ok(Replayed, "Replayed"),
      ...respond.notFound("No such webhook or delivery"),
      ...respond.conflict("The delivery is pending or delivered (CONFLICT)"),
    },
  }),
};

export function webhookRoutes(app: VigilApp): void {
  app.openapi(secured(routes.list), async (c) =>
    c.json(ok(await service.listWebhooks(c.env.deps, c.get("principal"), "canonical")), 200),
  );
  app.openapi(secured(routes.get), async (c) => {
    const row = await service.findWebhook(c.env.deps, c.get("principal"), c.req.valid("param").id);
    return c.json(ok(service.toView(row)), 200);
  });
  app.openapi(secured(routes.create), async (c) =>
    c.json(
      ok(await service.createWebhook(c.env.deps, c.get("principal"), c.req.valid("json"))),
      201,
    ),
  );
  app.openapi(secured(routes.update), async (c) => {
    const { id } = c.req.valid("param");
    const webhook = await service.updateWebhook(
      c.env.deps,
      c.get("principal"),
      id,
      c.req.valid("json"),
    );
    return c.json(ok({ message: `Webhook ${id} updated`, webhook }), 200);
  });
  app.openapi(secured(routes.remove), async (c) => {
    const { id } = c.req.valid("param");
    await service.deleteWebhook(c.env.deps, c.get("principal"), id);
    return c.json(message(`Webhook ${id} and its delivery history deleted`), 200);
  });
  app.openapi(secured(routes.test), async (c) => {
    const { id } = c.req.valid("param");
    const { event, deliveryId } = await service.testWebhook(c.env.deps, c.get("principal"), id);
    return c.json(
      ok({ message: "Test event queued for delivery", deliveryId, eventId: event.eventId }),
      200,
    );
  });
  app.openapi(secured(routes.rotate), async (c) => {
    const { id } = c.req.valid("param");
    const secret = await service.rotateSecret(c.env.deps, c.get("principal"), id);
    return c.json(
      ok({ message: "Secret rotated; the previous secret is invalid now", secret }),
      200,
    );
  });
  app.openapi(secured(routes.rotateGraceful), async (c) => {
    const { id } = c.req.valid("param");
    // The body is optional; when sent, it was validated like any other.
    const body = c.req.valid("json") as { gracePeriodHours?: number } | undefined;
    const hours = body?.gracePeriodHours ?? 24;
    return c.json(
      ok(await service.rotateSecretGracefully(c.env.deps, c.get("principal"), id, hours)),
      200,
    );
  });
  app.openapi(secured(routes.reset), async (c) => {
    const { id } = c.req.valid("param");
    const webhook = await service.resetCircuit(c.env.deps, c.get("principal"), id);
    return c.json(ok({ message: `Circuit breaker of webhook ${id} reset`, webhook }), 200);
  });
  app.openapi(secured(routes.metrics), async (c) =>
    c.json(ok(await webhookMetrics(c.env.deps, c.get("principal"), c.req.valid("param").id)), 200),
  );
  app.openapi(secured(routes.deliveries), async (c) => {
    const { id } = c.req.valid("param");
    const page = await listDeliveries(c.env.deps, c.get("principal"), id, c.req.valid("query"));
    return c.json(ok(page), 200);
  });
  app.openapi(secured(routes.replay), async (c) => {
    const { id, deliveryId } = c.req.valid("param");
    return c.json(ok(await replayDelivery(c.env.deps, c.get("principal"), id, deliveryId)), 200);
  });
}
