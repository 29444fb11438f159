/**
 * The deprecated webhook variant, still served (DESIGN.md): create with url, events (its own
 * vocabulary) and an optional secret; a synchronous test; signatures as `sha256=<hex>`. Every
 * answer carries `Deprecation: true`.
 */
import { createRoute, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { AppEnv, VigilApp } from "../../context";
import { attempt } from "../../events/delivery";
import { LEGACY_EVENTS } from "../../events/matching";
import { message, ok } from "../../http/envelope";
import { jsonBody, respond } from "../../http/openapi";
import { secured } from "../../http/route";
import { newUuid } from "../../lib/ids";
import { WebhookIdParam } from "./schemas";
import * as service from "./service";

const tags = ["Webhooks (deprecated)"];
const BASE = "/api/webhooks";

const LegacyWebhook = z
  .object({
    id: z.string(),
    url: z.string(),
    events: z.array(z.string()),
    status: z.enum(["active", "inactive"]),
    secret: z
      .string()
      .optional()
      .openapi({ description: "Only at creation, and only when the server made the secret" }),
  })
  .openapi("LegacyWebhook");

const LegacyCreateBody = z
  .object({
    url: z.string().trim().min(1).max(2_048),
    events: z.array(z.enum(LEGACY_EVENTS)).min(1),
    secret: z.string().min(16).max(256).optional(),
    name: z.string().trim().min(1).max(255).optional(),
    active: z.boolean().optional(),
  })
  .strict()
  .openapi("LegacyCreateWebhookBody");

const LegacyTestResult = z
  .object({
    delivered: z.boolean(),
    responseCode: z.number().int().nullable(),
    latencyMs: z.number(),
    error: z.string().optional(),
  })
  .openapi("LegacyWebhookTestResult");

const deprecated: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.res.headers.set("Deprecation", "true");
  c.res.headers.set("Link", '</api/v1/explainer/webhooks>; rel="successor-version"');
};

const view = (w: { id: string; url: string; events: string[]; isActive: boolean }) => ({
  id: w.id,
  url: w.url,
  events: w.events,
  status: w.isActive ? ("active" as const) : ("inactive" as const),
});

const routes = {
  create: createRoute({
    method: "post",
    path: BASE,
    tags,
    deprecated: true,
    operationId: "createLegacyWebhook",
    summary: "Deprecated: create a webhook (use POST /api/v1/explainer/webhooks)",
    request: jsonBody(LegacyCreateBody),
    responses: respond.created(LegacyWebhook, "The webhook"),
  }),
  list: createRoute({
    method: "get",
    path: BASE,
    tags,
    deprecated: true,
    operationId: "listLegacyWebhooks",
    summary: "Deprecated: list webhooks made through this variant",
    responses: respond.ok(z.array(LegacyWebhook), "Webhooks"),
  }),
  remove: createRoute({
    method: "delete",
    path: `${BASE}/{id}`,
    tags,
    deprecated: true,
    operationId: "deleteLegacyWebhook",
    summary: "Deprecated: delete a webhook",
    request: { params: WebhookIdParam },
    responses: { ...respond.message("Deleted"), ...respond.notFound("No such webhook") },
  }),
  test: createRoute({
    method: "post",
    path: `${BASE}/{id}/test`,
    tags,
    deprecated: true,
    operationId: "testLegacyWebhook",
    summary: "Deprecated: send a test event now and report the answer",
    request: { params: WebhookIdParam },
    responses: {
      ...respond.ok(LegacyTestResult, "The attempt"),
      ...respond.notFound("No such webhook"),
    },
  }),
};

export function legacyWebhookRoutes(app: VigilApp): void {
  app.use(BASE, deprecated);
  app.use(`${BASE}/*`, deprecated);
  app.openapi(secured(routes.create), async (c) => {
    const body = c.req.valid("json");
    const created = await service.createWebhook(
      c.env.deps,
      c.get("principal"),
      { ...body, filters: {} },
      "legacy",
    );
    // A secret the caller did not choose is shown once, or its signatures could not be checked.
    return c.json(
      ok({ ...view(created), ...(body.secret ? {} : { secret: created.secret }) }),
      201,
    );
  });
  app.openapi(secured(routes.list), async (c) =>
    c.json(
      ok((await service.listWebhooks(c.env.deps, c.get("principal"), "legacy")).map(view)),
      200,
    ),
  );
  app.openapi(secured(routes.remove), async (c) => {
    const { id } = c.req.valid("param");
    await service.deleteWebhook(c.env.deps, c.get("principal"), id, "legacy");
    return c.json(message(`Webhook ${id} deleted`), 200);
  });
  app.openapi(secured(routes.test), async (c) => {
    const deps = c.env.deps;
    const { row, event, now } = await service.testEvent(
      deps,
      c.get("principal"),
      c.req.valid("param").id,
      "legacy",
    );
    const delivery = {
      id: newUuid(),
      event_id: event.eventId,
      event_type: event.event,
      payload: JSON.stringify(event),
    };
    const result = await attempt(deps, row, delivery, now);
    return c.json(
      ok({
        delivered: result.ok,
        responseCode: result.statusCode,
        latencyMs: Math.round(result.timeMs * 100) / 100,
        ...(result.error ? { error: result.error } : {}),
      }),
      200,
    );
  });
}
