import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { message, ok } from "../../http/envelope";
import { jsonBody, respond } from "../../http/openapi";
import { secured } from "../../http/route";
import { badRequestHook } from "../guardrails/errors";
import { CreatePolicyBody, GuardrailPolicy, PolicyIdParam, UpdatePolicyBody } from "./schemas";
import * as service from "./service";

const tags = ["Guardrail policies"];

const create = secured(
  createRoute({
    method: "post",
    path: "/api/guardrail-policies",
    tags,
    operationId: "createGuardrailPolicy",
    summary: "Create a guardrail policy (isDefault unsets the previous default)",
    request: jsonBody(CreatePolicyBody),
    responses: {
      ...respond.created(GuardrailPolicy, "The new policy"),
      ...respond.conflict("An active policy with this name exists (CONFLICT)"),
    },
  }),
);
const list = secured(
  createRoute({
    method: "get",
    path: "/api/guardrail-policies",
    tags,
    operationId: "listGuardrailPolicies",
    summary: "List the company's active guardrail policies, newest first",
    responses: respond.ok(GuardrailPolicy.array(), "Active policies"),
  }),
);
const get = secured(
  createRoute({
    method: "get",
    path: "/api/guardrail-policies/{id}",
    tags,
    operationId: "getGuardrailPolicy",
    summary: "Get an active guardrail policy",
    request: { params: PolicyIdParam },
    responses: {
      ...respond.ok(GuardrailPolicy, "The policy"),
      ...respond.notFound("No such active policy"),
    },
  }),
);
const update = secured(
  createRoute({
    method: "put",
    path: "/api/guardrail-policies/{id}",
    tags,
    operationId: "updateGuardrailPolicy",
    summary: "Change a guardrail policy; omitted fields are kept, options are merged",
    request: { params: PolicyIdParam, ...jsonBody(UpdatePolicyBody) },
    responses: {
      ...respond.ok(GuardrailPolicy, "The updated policy"),
      ...respond.notFound("No such active policy"),
      ...respond.conflict("An active policy with this name exists (CONFLICT)"),
    },
  }),
);
const remove = secured(
  createRoute({
    method: "delete",
    path: "/api/guardrail-policies/{id}",
    tags,
    operationId: "deleteGuardrailPolicy",
    summary: "Deactivate a guardrail policy (soft delete)",
    request: { params: PolicyIdParam },
    responses: { ...respond.message("Deactivated"), ...respond.notFound("No such active policy") },
  }),
);

export function guardrailPolicyRoutes(app: VigilApp): void {
  app.openapi(
    create,
    async (c) =>
      c.json(
        ok(await service.createPolicy(c.env.deps, c.get("principal"), c.req.valid("json"))),
        201,
      ),
    badRequestHook,
  );
  app.openapi(list, async (c) =>
    c.json(ok(await service.listPolicies(c.env.deps, c.get("principal"))), 200),
  );
  app.openapi(
    get,
    async (c) => {
      const { id } = c.req.valid("param");
      const policy = await service.findActivePolicy(c.env.deps.database, c.get("principal"), id);
      return c.json(ok(policy), 200);
    },
    badRequestHook,
  );
  app.openapi(
    update,
    async (c) => {
      const { id } = c.req.valid("param");
      const body = c.req.valid("json");
      return c.json(ok(await service.updatePolicy(c.env.deps, c.get("principal"), id, body)), 200);
    },
    badRequestHook,
  );
  app.openapi(remove, async (c) => {
    const { id } = c.req.valid("param");
    await service.deactivatePolicy(c.env.deps, c.get("principal"), id);
    return c.json(message(`Guardrail policy ${id} deactivated`), 200);
  });
}
