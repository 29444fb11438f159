import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { message, ok } from "../../http/envelope";
import { jsonBody, respond } from "../../http/openapi";
import { paged } from "../../http/paging";
import { secured } from "../../http/route";
import { Agent, AgentIdParam, CreateAgentBody, ListAgentsQuery, UpdateAgentBody } from "./schemas";
import * as service from "./service";

const tags = ["Agents"];
/** What an agent's answer is made of: its row and its traces' metrics. */
const AGENT_READS = ["agents", "traces"] as const;

const list = secured(
  createRoute({
    method: "get",
    path: "/api/agents",
    tags,
    operationId: "listAgents",
    summary: "List agents with their metrics",
    request: { query: ListAgentsQuery },
    responses: respond.page(Agent, "A page of agents"),
  }),
  { cacheTables: AGENT_READS },
);
const get = secured(
  createRoute({
    method: "get",
    path: "/api/agents/{id}",
    tags,
    operationId: "getAgent",
    summary: "Get an agent with config and metrics",
    request: { params: AgentIdParam },
    responses: { ...respond.ok(Agent, "The agent"), ...respond.notFound("No such agent") },
  }),
  { cacheTables: AGENT_READS },
);
const create = secured(
  createRoute({
    method: "post",
    path: "/api/agents",
    tags,
    operationId: "createAgent",
    summary: "Register an agent",
    request: jsonBody(CreateAgentBody),
    responses: respond.created(
      Agent,
      "The new agent (totalTraces 0, successRate and avgLatency null)",
    ),
  }),
);
const update = secured(
  createRoute({
    method: "patch",
    path: "/api/agents/{id}",
    tags,
    operationId: "updateAgent",
    summary: "Change an agent; config is merged",
    request: { params: AgentIdParam, ...jsonBody(UpdateAgentBody) },
    responses: { ...respond.ok(Agent, "The updated agent"), ...respond.notFound("No such agent") },
  }),
);
const remove = secured(
  createRoute({
    method: "delete",
    path: "/api/agents/{id}",
    tags,
    operationId: "deleteAgent",
    summary: "Delete an agent; its traces are kept",
    request: { params: AgentIdParam },
    responses: { ...respond.message("Deleted"), ...respond.notFound("No such agent") },
  }),
);

export function agentRoutes(app: VigilApp): void {
  app.openapi(list, async (c) => {
    const { items, total, page } = await service.listAgents(
      c.env.deps,
      c.get("principal"),
      c.req.valid("query"),
    );
    return c.json(paged(items, total, page), 200);
  });
  app.openapi(get, async (c) => {
    return c.json(
      ok(await service.getAgent(c.env.deps, c.get("principal"), c.req.valid("param").id)),
      200,
    );
  });
  app.openapi(create, async (c) => {
    return c.json(
      ok(await service.createAgent(c.env.deps, c.get("principal"), c.req.valid("json"))),
      201,
    );
  });
  app.openapi(update, async (c) => {
    const { id } = c.req.valid("param");
    return c.json(
      ok(await service.updateAgent(c.env.deps, c.get("principal"), id, c.req.valid("json"))),
      200,
    );
  });
  app.openapi(remove, async (c) => {
    const { id } = c.req.valid("param");
    await service.deleteAgent(c.env.deps, c.get("principal"), id);
    return c.json(message(`Agent ${id} deleted; its traces are kept`), 200);
  });
}
