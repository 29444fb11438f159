import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { ok } from "../../http/envelope";
import { jsonBody, respond } from "../../http/openapi";
import { secured } from "../../http/route";
import * as service from "./preferences-service";
import { NotificationPreferences, UpdatePreferencesBody } from "./schemas";

const tags = ["Notification preferences"];
const PATH = "/api/v1/explainer/notification-preferences";

const get = secured(
  createRoute({
    method: "get",
    path: PATH,
    tags,
    operationId: "getNotificationPreferences",
    summary: "The key's user's notification preferences (defaults until set)",
    responses: respond.ok(NotificationPreferences, "Preferences"),
  }),
);
const put = secured(
  createRoute({
    method: "put",
    path: PATH,
    tags,
    operationId: "updateNotificationPreferences",
    summary: "Change some of the user's notification preferences",
    request: jsonBody(UpdatePreferencesBody),
    responses: respond.ok(NotificationPreferences, "The updated preferences"),
  }),
);

export function preferenceRoutes(app: VigilApp): void {
  app.openapi(get, async (c) =>
    c.json(ok(await service.getPreferences(c.env.deps, c.get("principal"))), 200),
  );
  app.openapi(put, async (c) =>
    c.json(
      ok(await service.updatePreferences(c.env.deps, c.get("principal"), c.req.valid("json"))),
      200,
    ),
  );
}
