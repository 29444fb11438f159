import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { message, ok } from "../../http/envelope";
import { jsonBody, respond } from "../../http/openapi";
import { paged } from "../../http/paging";
import { secured } from "../../http/route";
import * as service from "./issue-service";
import {
  CreateIssueBody,
  IdParam,
  Issue,
  IssueDetail,
  ListIssuesQuery,
  UpdateIssueBody,
} from "./schemas";

const tags = ["Issues"];
const missing = respond.notFound("No such issue");

const routes = {
  list: createRoute({
    method: "get",
    path: "/api/v2/issues",
    tags,
    operationId: "listIssues",
    summary: "List issues; sortBy severity orders by rank (low < medium < high < critical)",
    request: { query: ListIssuesQuery },
    responses: respond.page(Issue, "A page of issues"),
  }),
  get: createRoute({
    method: "get",
    path: "/api/v2/issues/{id}",
    tags,
    operationId: "getIssue",
    request: { params: IdParam },
    responses: {
      ...respond.ok(IssueDetail, "The issue with traceIds, fixes and metadata"),
      ...missing,
    },
  }),
  create: createRoute({
    method: "post",
    path: "/api/v2/issues",
    tags,
    operationId: "createIssue",
    summary: "Open an issue (status open), from traces or from a failure cluster",
    request: jsonBody(CreateIssueBody),
    responses: {
      ...respond.created(IssueDetail, "The new issue"),
      ...respond.notFound("An agent, trace or cluster that is not yours"),
      ...respond.conflict("The cluster already has an issue"),
    },
  }),
  update: createRoute({
    method: "patch",
    path: "/api/v2/issues/{id}",
    tags,
    operationId: "updateIssue",
    summary: "Change severity, status or tags; only supplied fields change",
    request: { params: IdParam, ...jsonBody(UpdateIssueBody) },
    responses: {
      ...respond.ok(IssueDetail, "The updated issue"),
      ...missing,
      ...respond.conflict("A status move that is not allowed"),
    },
  }),
  remove: createRoute({
    method: "delete",
    path: "/api/v2/issues/{id}",
    tags,
    operationId: "deleteIssue",
    summary: "Delete an issue: traces are kept; fixes and shadow tests are detached",
    request: { params: IdParam },
    responses: {
      ...respond.message("Deleted"),
      ...missing,
      ...respond.conflict("A shadow test of the issue is pending or running"),
    },
  }),
};

export function issueRoutes(app: VigilApp): void {
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
    const body = c.req.valid("json");
    return c.json(ok(await service.updateIssue(c.env.deps, c.get("principal"), id, body)), 200);
  });
  app.openapi(secured(routes.remove), async (c) => {
    const { id } = c.req.valid("param");
    await service.deleteIssue(c.env.deps, c.get("principal"), id);
    return c.json(message(`Issue ${id} deleted; its traces are kept, its fixes detached`), 200);
  });
}
