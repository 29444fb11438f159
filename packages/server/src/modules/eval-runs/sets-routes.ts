import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { ok } from "../../http/envelope";
import { jsonBody, respond } from "../../http/openapi";
import { paged } from "../../http/paging";
import { secured } from "../../http/route";
import {
  CreatedSet,
  CreateSetBody,
  EvalSet,
  EvalSetDetail,
  ListSetsQuery,
  SET_LIMITS,
  SetIdParam,
} from "./schemas";
import * as sets from "./sets-service";

const tags = ["Evaluation sets"];

const list = secured(
  createRoute({
    method: "get",
    path: "/api/evaluation/sets",
    tags,
    operationId: "listEvalSets",
    summary: "Evaluation sets, newest first (examples only in the detail)",
    request: { query: ListSetsQuery },
    responses: respond.page(EvalSet, "A page of evaluation sets"),
  }),
);
const create = secured(
  createRoute({
    method: "post",
    path: "/api/evaluation/sets",
    tags,
    operationId: "createEvalSet",
    summary: "Create an evaluation set of examples and the criteria that score them",
    description: `Limits: ${SET_LIMITS.examples} examples; input, expectedOutput and each context string ${SET_LIMITS.textChars} characters; ${SET_LIMITS.contextItems} context strings per example; ${SET_LIMITS.criteria} criteria; a 1 MB body. agentId must be an agent of yours (else 404).`,
    request: jsonBody(CreateSetBody),
    responses: {
      ...respond.created(CreatedSet, "The new set"),
      ...respond.notFound("No such agent in your reach"),
    },
  }),
);
const get = secured(
  createRoute({
    method: "get",
    path: "/api/evaluation/sets/{id}",
    tags,
    operationId: "getEvalSet",
    request: { params: SetIdParam },
    responses: {
      ...respond.ok(EvalSetDetail, "The set with its examples"),
      ...respond.notFound("No such set in your reach"),
    },
  }),
);

export function evalSetRoutes(app: VigilApp): void {
  app.openapi(list, async (c) => {
    const query = c.req.valid("query");
    const { items, total } = await sets.listSets(c.env.deps, c.get("principal"), query);
    return c.json(paged(items, total, query), 200);
  });
  app.openapi(create, async (c) =>
    c.json(ok(await sets.createSet(c.env.deps, c.get("principal"), c.req.valid("json"))), 201),
  );
  app.openapi(get, async (c) =>
    c.json(ok(await sets.getSet(c.env.deps, c.get("principal"), c.req.valid("param").id)), 200),
  );
}
