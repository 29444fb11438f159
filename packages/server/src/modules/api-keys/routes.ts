import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { message, ok } from "../../http/envelope";
import { jsonBody, respond } from "../../http/openapi";
import { paged } from "../../http/paging";
import { secured } from "../../http/route";
import { findVisibleAgent } from "../agents/access";
import {
  AgentIdParams,
  ApiKey,
  ApiKeyTest,
  ApiKeyUsage,
  ApiKeyWithSecret,
  CreateApiKeyBody,
  KeyIdParams,
  ListApiKeysQuery,
  RotatedApiKey,
  UpdateApiKeyBody,
} from "./schemas";
import * as service from "./service";

const tags = ["API keys"];
const missing = respond.notFound("No such key");

const create = secured(
  createRoute({
    method: "post",
    path: "/api/v2/api-keys",
    tags,
    operationId: "createApiKey",
    summary: "Create an API key; the full key is returned only now",
    request: jsonBody(CreateApiKeyBody),
    responses: {
      ...respond.created(ApiKeyWithSecret, "The new key with its full value"),
      ...respond.notFound("No such agent"),
    },
  }),
);
const list = secured(
  createRoute({
    method: "get",
    path: "/api/v2/api-keys",
    tags,
    operationId: "listApiKeys",
    summary: "List keys: the company's for admins, your own for members",
    request: { query: ListApiKeysQuery },
    responses: respond.page(ApiKey, "A page of keys (never their values)"),
  }),
);
const get = secured(
  createRoute({
    method: "get",
    path: "/api/v2/api-keys/{id}",
    tags,
    operationId: "getApiKey",
    request: { params: KeyIdParams },
    responses: { ...respond.ok(ApiKey, "The key"), ...missing },
  }),
);
const update = secured(
  createRoute({
    method: "patch",
    path: "/api/v2/api-keys/{id}",
    tags,
    operationId: "updateApiKey",
    summary: "Rename a key or change its permissions",
    request: { params: KeyIdParams, ...jsonBody(UpdateApiKeyBody) },
    responses: { ...respond.ok(ApiKey, "The updated key"), ...missing },
  }),
);
const remove = secured(
  createRoute({
    method: "delete",
    path: "/api/v2/api-keys/{id}",
    tags,
    operationId: "deleteApiKey",
    summary: "Revoke a key; it stops working at once",
    request: { params: KeyIdParams },
    responses: { ...respond.message("Revoked"), ...missing },
  }),
);
const rotate = secured(
  createRoute({
    method: "post",
    path: "/api/v2/api-keys/{id}/rotate",
    tags,
    operationId: "rotateApiKey",
    summary: "Give a key a new value; the old value stops working at once",
    request: { params: KeyIdParams },
    responses: {
      ...respond.ok(RotatedApiKey, "The key with its new value and rotatedAt"),
      ...missing,
    },
  }),
);
const test = secured(
  createRoute({
    method: "post",
    path: "/api/v2/api-keys/{id}/test",
    tags,
    operationId: "testApiKey",
    summary: "Check a key: validity, permissions, rate limit, tier",
    request: { params: KeyIdParams },
    responses: { ...respond.ok(ApiKeyTest, "The key's standing"), ...missing },
  }),
  { permission: "read" },
);
const usage = secured(
  createRoute({
    method: "get",
    path: "/api/v2/api-keys/{id}/usage",
    tags,
    operationId: "getApiKeyUsage",
    summary: "Request counts: total, last 24 h, last 7 days, per endpoint",
    request: { params: KeyIdParams },
    responses: { ...respond.ok(ApiKeyUsage, "The key's usage"), ...missing },
  }),
);
const forAgent = secured(
  createRoute({
    method: "get",
    path: "/api/v2/agents/{agentId}/api-keys",
    tags,
    operationId: "listAgentApiKeys",
    summary: "List the keys bound to an agent",
    request: { params: AgentIdParams, query: ListApiKeysQuery.omit({ agentId: true }) },
    responses: {
      ...respond.page(ApiKey, "A page of the agent's keys"),
      ...respond.notFound("No such agent"),
    },
  }),
);

export function apiKeyRoutes(app: VigilApp): void {
  app.openapi(create, async (c) => {
    const { view, key } = await service.createKey(
      c.env.deps,
      c.get("principal"),
      c.req.valid("json"),
    );
    return c.json(ok({ ...view, key }), 201);
  });
  app.openapi(list, async (c) => {
    const query = c.req.valid("query");
    const { items, total } = await service.listKeys(c.env.deps, c.get("principal"), query);
    return c.json(paged(items, total, query), 200);
  });
  app.openapi(get, async (c) => {
    return c.json(
      ok(await service.getKey(c.env.deps, c.get("principal"), c.req.valid("param").id)),
      200,
    );
  });
  app.openapi(update, async (c) => {
    const { id } = c.req.valid("param");
    return c.json(
      ok(await service.updateKey(c.env.deps, c.get("principal"), id, c.req.valid("json"))),
      200,
    );
  });
  app.openapi(remove, async (c) => {
    const { id } = c.req.valid("param");
    await service.revokeKey(c.env.deps, c.get("principal"), id);
    return c.json(message(`API key ${id} revoked`), 200);
  });
  app.openapi(rotate, async (c) => {
    const { view, key } = await service.rotateKey(
      c.env.deps,
      c.get("principal"),
      c.req.valid("param").id,
    );
    return c.json(ok({ ...view, key }), 200);
  });
  app.openapi(test, async (c) => {
    return c.json(
      ok(await service.testKey(c.env.deps, c.get("principal"), c.req.valid("param").id)),
      200,
    );
  });
  app.openapi(usage, async (c) => {
    const deps = c.env.deps;
    const principal = c.get("principal");
    const id = await service.keyExists(deps, principal, c.req.valid("param").id);
    return c.json(ok({ keyId: id, ...(await deps.usage.read(id, deps.clock.now())) }), 200);
  });
  app.openapi(forAgent, async (c) => {
    const deps = c.env.deps;
    const principal = c.get("principal");
    const { agentId } = c.req.valid("param");
    await findVisibleAgent(deps.database, principal, agentId);
    const query = c.req.valid("query");
    const { items, total } = await service.listKeys(deps, principal, { ...query, agentId });
    return c.json(paged(items, total, query), 200);
  });
}
