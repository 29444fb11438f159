/**
 * The deprecated case interface (DESIGN.md): /api/v1/cases over the issues' rows, with the
 * same services; every answer carries `Deprecation: true`.
 */
import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { message, ok } from "../../http/envelope";
import { jsonBody, respond } from "../../http/openapi";
import { paged } from "../../http/paging";
import { secured } from "../../http/route";
import { deprecatedBy } from "./deprecation";
import * as service from "./issue-service";
import {
  CreateCaseBody,
  IdParam,
  Issue,
  IssueDetail,
  ListCasesQuery,
  UpdateIssueBody,
} from "./schemas";

const tags = ["Cases (deprecated)"];
const BASE = "/api/v1/cases";
const missing = respond.notFound("No such case");

const routes = {
  list: createRoute({
    method: "get",
    path: BASE,
    tags,
    deprecated: true,
    operationId: "listCases",
    summary: "Deprecated: list issues as cases (use GET /api/v2/issues)",
    request: { query: ListCasesQuery },
    responses: respond.page(Issue, "A page of cases"),
  }),
  get: createRoute({
    method: "get",
    path: `${BASE}/{id}`,
    tags,
    deprecated: true,
    operationId: "getCase",
    summary: "Deprecated: an issue as a case (use GET /api/v2/issues/{id})",
    request: { params: IdParam },
    responses: { ...respond.ok(IssueDetail, "The case"), ...missing },
  }),
  create: createRoute({
    method: "post",
    path: BASE,
    tags,
    deprecated: true,
    operationId: "createCase",
    summary: "Deprecated: open an issue as a case (use POST /api/v2/issues)",
    request: jsonBody(CreateCaseBody),
    responses: { ...respond.created(IssueDetail, "The new case"), ...missing },
  }),
  update: createRoute({
    method: "patch",
    path: `${BASE}/{id}`,
    tags,
    deprecated: true,
    operationId: "updateCase",
    summary: "Deprecated: change a case (use PATCH /api/v2/issues/{id})",
    request: { params: IdParam, ...jsonBody(UpdateIssueBody) },
    responses: {
      ...respond.ok(IssueDetail, "The updated case"),
      ...missing,
      ...respond.conflict("Illegal move"),
    },
  }),
  remove: createRoute({
    method: "delete",
    path: `${BASE}/{id}`,
    tags,
    deprecated: true,
    operationId: "deleteCase",
    summary: "Deprecated: delete a case (use DELETE /api/v2/issues/{id})",
    request: { params: IdParam },
    responses: {
      ...respond.message("Deleted"),
      ...missing,
      ...respond.conflict("Active shadow tests"),
    },
  }),
};

export function caseRoutes(app: VigilApp): void {
  app.use(BASE, deprecatedBy("/api/v2/issues"));
  app.use(`${BASE}/*`, deprecatedBy("/api/v2/issues"));
  app.openapi(secured(routes.list), async (c) => {
    const query = c.req.valid("query");
    const { items, total } = await service.listIssues(c.env.deps, c.get("principal"), query);
    return c.json(paged(items, total, query), 200);
  });
  app.openapi(secured(routes.get), async (c) =>
    c.json(
      ok(await service.getIssue(c.env.deps, c.get("principal"), c.req.valid("param").id)),
      200,
    ),
  );
  app.openapi(secured(routes.create), async (c) =>
    c.json(ok(await service.createIssue(c.env.deps, c.get("principal"), c.req.valid("json"))), 201),
  );
  app.openapi(secured(routes.update), async (c) => {
    const { id } = c.req.valid("param");
    return c.json(
      ok(await service.updateIssue(c.env.deps, c.get("principal"), id, c.req.valid("json"))),
      200,
    );
  });
  app.openapi(secured(routes.remove), async (c) => {
    const { id } = c.req.valid("param");
    await service.deleteIssue(c.env.deps, c.get("principal"), id);
    return c.json(message(`Case ${id} deleted; its traces are kept, its fixes detached`), 200);
  });
}
