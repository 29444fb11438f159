import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { ok } from "../../http/envelope";
import { jsonBody, respond } from "../../http/openapi";
import { paged } from "../../http/paging";
import { secured } from "../../http/route";
import { deprecatedBy } from "./deprecation";
import {
  CreateShadowTestBody,
  IdParam,
  LegacyShadowTestResults,
  ListShadowTestsQuery,
  ShadowTest,
  ShadowTestDetail,
  UpdateShadowTestBody,
} from "./schemas";
import * as service from "./shadow-service";

const tags = ["Shadow tests"];
const missing = respond.notFound("No such shadow test");

const routes = {
  list: createRoute({
    method: "get",
    path: "/api/shadow-tests",
    tags,
    operationId: "listShadowTests",
    request: { query: ListShadowTestsQuery },
    responses: respond.page(ShadowTest, "A page of shadow tests, newest first"),
  }),
  get: createRoute({
    method: "get",
    path: "/api/shadow-tests/{id}",
    tags,
    operationId: "getShadowTest",
    request: { params: IdParam },
    responses: { ...respond.ok(ShadowTestDetail, "The test with its traceResults"), ...missing },
  }),
  create: createRoute({
    method: "post",
    path: "/api/shadow-tests",
    tags,
    operationId: "createShadowTest",
    summary: "Record a shadow test of a fix over historical traces (status pending)",
    request: jsonBody(CreateShadowTestBody),
    responses: {
      ...respond.created(ShadowTest, "The pending test"),
      ...respond.notFound("A fix or trace that is not yours"),
    },
  }),
  update: createRoute({
    method: "patch",
    path: "/api/shadow-tests/{id}",
    tags,
    operationId: "updateShadowTest",
    summary: "Move the test (pending → running → completed | failed) and store its results",
    request: { params: IdParam, ...jsonBody(UpdateShadowTestBody) },
    responses: {
      ...respond.ok(ShadowTestDetail, "The updated test"),
      ...missing,
      ...respond.conflict("A status move that is not allowed"),
    },
  }),
  results: createRoute({
    method: "get",
    path: "/api/shadow-tests/{id}/results",
    tags,
    deprecated: true,
    operationId: "getShadowTestResults",
    summary: "Deprecated: the test's status and results (use GET /api/shadow-tests/{id})",
    request: { params: IdParam },
    responses: { ...respond.ok(LegacyShadowTestResults, "testId, status, results"), ...missing },
  }),
};

export function shadowTestRoutes(app: VigilApp): void {
  app.use("/api/shadow-tests/:id/results", deprecatedBy("/api/shadow-tests/{id}"));
  app.openapi(secured(routes.list), async (c) => {
    const query = c.req.valid("query");
    const { items, total } = await service.listShadowTests(c.env.deps, c.get("principal"), query);
    return c.json(paged(items, total, query), 200);
  });
  app.openapi(secured(routes.get), async (c) =>
    c.json(
      ok(await service.getShadowTest(c.env.deps, c.get("principal"), c.req.valid("param").id)),
      200,
    ),
  );
  app.openapi(secured(routes.create), async (c) =>
    c.json(
      ok(await service.createShadowTest(c.env.deps, c.get("principal"), c.req.valid("json"))),
      201,
    ),
  );
  app.openapi(secured(routes.update), async (c) => {
    const { id } = c.req.valid("param");
    return c.json(
      ok(await service.updateShadowTest(c.env.deps, c.get("principal"), id, c.req.valid("json"))),
      200,
    );
  });
  app.openapi(secured(routes.results), async (c) => {
    const test = await service.getShadowTest(
      c.env.deps,
      c.get("principal"),
      c.req.valid("param").id,
    );
    return c.json(ok({ testId: test.id, status: test.status, results: test.results }), 200);
  });
}
