/** Notification rules answer bare objects and arrays (no envelope), as the spec shows them. */
import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { ErrorEnvelope } from "../../http/envelope";
import { jsonBody } from "../../http/openapi";
import { secured } from "../../http/route";
import * as service from "./rules-service";
import {
  CreateRuleBody,
  NotificationRule,
  RuleIdParam,
  RulesQuery,
  UpdateRuleBody,
} from "./schemas";

const tags = ["Notification rules"];

const bareRule = (description: string) => ({
  description,
  content: { "application/json": { schema: NotificationRule } },
});
const notFound = (description: string) => ({
  404: { description, content: { "application/json": { schema: ErrorEnvelope } } },
});

const list = secured(
  createRoute({
    method: "get",
    path: "/api/notification-rules",
    tags,
    operationId: "listNotificationRules",
    summary: "List an agent's notification rules, newest first (a bare array)",
    request: { query: RulesQuery },
    responses: {
      200: {
        description: "The agent's rules",
        content: { "application/json": { schema: NotificationRule.array() } },
      },
      ...notFound("No such agent"),
    },
  }),
);
const create = secured(
  createRoute({
    method: "post",
    path: "/api/notification-rules",
    tags,
    operationId: "createNotificationRule",
    summary: "Create a notification rule for an agent (answers the bare rule)",
    request: jsonBody(CreateRuleBody),
    responses: { 201: bareRule("The new rule"), ...notFound("No such agent") },
  }),
);
const update = secured(
  createRoute({
    method: "patch",
    path: "/api/notification-rules/{id}",
    tags,
    operationId: "updateNotificationRule",
    summary: "Change some of a rule's fields (answers the bare rule)",
    request: { params: RuleIdParam, ...jsonBody(UpdateRuleBody) },
    responses: { 200: bareRule("The updated rule"), ...notFound("No such rule") },
  }),
);
const remove = secured(
  createRoute({
    method: "delete",
    path: "/api/notification-rules/{id}",
    tags,
    operationId: "deleteNotificationRule",
    summary: "Delete a rule",
    request: { params: RuleIdParam },
    responses: { 204: { description: "Deleted; no content" }, ...notFound("No such rule") },
  }),
);

export function ruleRoutes(app: VigilApp): void {
  app.openapi(list, async (c) => {
    const { agentId } = c.req.valid("query");
    return c.json(await service.listRules(c.env.deps, c.get("principal"), agentId), 200);
  });
  app.openapi(create, async (c) =>
    c.json(await service.createRule(c.env.deps, c.get("principal"), c.req.valid("json")), 201),
  );
  app.openapi(update, async (c) => {
    const { id } = c.req.valid("param");
    const body = c.req.valid("json");
    return c.json(await service.updateRule(c.env.deps, c.get("principal"), id, body), 200);
  });
  app.openapi(remove, async (c) => {
    const { id } = c.req.valid("param");
    await service.deleteRule(c.env.deps, c.get("principal"), id);
    return c.body(null, 204);
  });
}
