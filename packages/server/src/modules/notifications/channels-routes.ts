import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { message, ok } from "../../http/envelope";
import { jsonBody, respond } from "../../http/openapi";
import { secured } from "../../http/route";
import * as service from "./channels-service";
import { ChannelParam, ChannelTestResult, NotificationChannel, PutChannelBody } from "./schemas";

const tags = ["Notification channels"];
const BASE = "/api/v1/explainer/notification-channels";

const list = secured(
  createRoute({
    method: "get",
    path: BASE,
    tags,
    operationId: "listNotificationChannels",
    summary: "List the company's notification channels, secrets masked",
    responses: respond.ok(NotificationChannel.array(), "Configured channels"),
  }),
);
const put = secured(
  createRoute({
    method: "put",
    path: `${BASE}/{channel}`,
    tags,
    operationId: "putNotificationChannel",
    summary: "Create or replace a channel's settings (isVerified becomes false)",
    request: { params: ChannelParam, ...jsonBody(PutChannelBody) },
    responses: respond.ok(NotificationChannel, "The channel, secrets masked"),
  }),
);
const remove = secured(
  createRoute({
    method: "delete",
    path: `${BASE}/{channel}`,
    tags,
    operationId: "deleteNotificationChannel",
    summary: "Remove a channel",
    request: { params: ChannelParam },
    responses: { ...respond.message("Removed"), ...respond.notFound("Not configured") },
  }),
);
const test = secured(
  createRoute({
    method: "post",
    path: `${BASE}/{channel}/test`,
    tags,
    operationId: "testNotificationChannel",
    summary: "Send a test notification (one per channel per minute; else 429 RATE_LIMITED)",
    request: { params: ChannelParam },
    responses: {
      ...respond.ok(ChannelTestResult, "Whether the test was delivered, and why not"),
      ...respond.notFound("Not configured"),
    },
  }),
);

export function channelRoutes(app: VigilApp): void {
  app.openapi(list, async (c) =>
    c.json(ok(await service.listChannels(c.env.deps, c.get("principal"))), 200),
  );
  app.openapi(put, async (c) => {
    const { channel } = c.req.valid("param");
    const body = c.req.valid("json");
    return c.json(ok(await service.putChannel(c.env.deps, c.get("principal"), channel, body)), 200);
  });
  app.openapi(remove, async (c) => {
    const { channel } = c.req.valid("param");
    await service.deleteChannel(c.env.deps, c.get("principal"), channel);
    return c.json(message(`Notification channel ${channel} removed`), 200);
  });
  app.openapi(test, async (c) => {
    const { channel } = c.req.valid("param");
    return c.json(ok(await service.testChannel(c.env.deps, c.get("principal"), channel)), 200);
  });
}
