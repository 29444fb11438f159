import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { message, ok } from "../../http/envelope";
import { jsonBody, respond } from "../../http/openapi";
import { secured } from "../../http/route";
import {
  AgentConfigRecord,
  AgentIdParam,
  CreateAgentConfigBody,
  UpdateAgentConfigBody,
} from "./schemas";
import * as service from "./service";

const tags = ["Agent configs"];
const missing = respond.notFound("No such agent or no config for it");

const get = secured(
  createRoute({
    method: "get",
    path: "/api/agent-configs/{agentId}",
    tags,
    operationId: "getAgentConfig",
    request: { params: AgentIdParam },
    responses: { ...respond.ok(AgentConfigRecord, "The agent's config record"), ...missing },
  }),
);
const create = secured(
  createRoute({
    method: "post",
    path: "/api/agent-configs",
    tags,
    operationId: "createAgentConfig",
    request: jsonBody(CreateAgentConfigBody),
    responses: {
      ...respond.created(AgentConfigRecord, "The new record"),
      ...respond.notFound("No such agent"),
      ...respond.conflict("The agent already has a config"),
    },
  }),
);
const update = secured(
  createRoute({
    method: "put",
    path: "/api/agent-configs/{agentId}",
    tags,
    operationId: "updateAgentConfig",
    summary: "Change the record; only the given fields change",
    request: { params: AgentIdParam, ...jsonBody(UpdateAgentConfigBody) },
    responses: { ...respond.ok(AgentConfigRecord, "The updated record"), ...missing },
  }),
);
const remove = secured(
  createRoute({
    method: "delete",
    path: "/api/agent-configs/{agentId}",
    tags,
    operationId: "deleteAgentConfig",
    request: { params: AgentIdParam },
    responses: { ...respond.message("Deleted"), ...missing },
  }),
);

export function agentConfigRoutes(app: VigilApp): void {
  app.openapi(get, async (c) => {
    return c.json(
      ok(await service.getConfig(c.env.deps, c.get("principal"), c.req.valid("param").agentId)),
      200,
    );
  });
  app.openapi(create, async (c) => {
    return c.json(
      ok(await service.createConfig(c.env.deps, c.get("principal"), c.req.valid("json"))),
      201,
    );
  });
  app.openapi(update, async (c) => {
    const { agentId } = c.req.valid("param");
    return c.json(
      ok(await service.updateConfig(c.env.deps, c.get("principal"), agentId, c.req.valid("json"))),
      200,
    );
  });
  app.openapi(remove, async (c) => {
    const { agentId } = c.req.valid("param");
    await service.deleteConfig(c.env.deps, c.get("principal"), agentId);
    return c.json(message(`Config of agent ${agentId} deleted`), 200);
  });
}
