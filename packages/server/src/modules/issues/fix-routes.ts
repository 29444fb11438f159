import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { ok } from "../../http/envelope";
import { jsonBody, respond } from "../../http/openapi";
import { paged } from "../../http/paging";
import { secured } from "../../http/route";
import { deprecatedBy, deprecatedWhenCaseId } from "./deprecation";
import * as apply from "./fix-apply";
import * as service from "./fix-service";
import {
  CreateFixBody,
  Fix,
  FixApplication,
  FixDetail,
  IdParam,
  ListFixesQuery,
  UpdateFixBody,
} from "./schemas";

const tags = ["Fixes"];
const missing = respond.notFound("No such fix");

const routes = {
  list: createRoute({
    method: "get",
    path: "/api/fixes",
    tags,
    operationId: "listFixes",
    request: { query: ListFixesQuery },
    responses: respond.page(Fix, "A page of fixes, newest first"),
  }),
  get: createRoute({
    method: "get",
    path: "/api/fixes/{id}",
    tags,
    operationId: "getFix",
    request: { params: IdParam },
    responses: { ...respond.ok(FixDetail, "The fix with its shadow tests"), ...missing },
  }),
  create: createRoute({
    method: "post",
    path: "/api/fixes",
    tags,
    operationId: "createFix",
    summary: "Create a fix (status draft) for an issue; caseId instead of issueId is deprecated",
    request: jsonBody(CreateFixBody),
    responses: {
      ...respond.created(FixDetail, "The new fix"),
      ...respond.notFound("No such issue (or guardrail policy)"),
    },
  }),
  update: createRoute({
    method: "patch",
    path: "/api/fixes/{id}",
    tags,
    operationId: "updateFix",
    summary: "Change status or description; applied only through apply, left only through rollback",
    request: { params: IdParam, ...jsonBody(UpdateFixBody) },
    responses: {
      ...respond.ok(FixDetail, "The updated fix"),
      ...missing,
      ...respond.conflict("A status move that is not allowed"),
    },
  }),
  apply: createRoute({
    method: "post",
    path: "/api/fixes/{id}/apply",
    tags,
    deprecated: true,
    operationId: "applyFix",
    summary: "Write the fix to the agent's config (keeps the previous version for rollback)",
    request: { params: IdParam },
    responses: {
      ...respond.ok(FixApplication, "What was written and what it replaced"),
      ...missing,
      ...respond.conflict("Already applied, rejected, or the target is missing"),
    },
  }),
  rollback: createRoute({
    method: "post",
    path: "/api/fixes/{id}/rollback",
    tags,
    operationId: "rollbackFix",
    summary: "Restore the version an applied fix replaced; the fix goes back to proposed",
    request: { params: IdParam },
    responses: {
      ...respond.ok(FixApplication, "The restored version"),
      ...missing,
      ...respond.conflict("The fix is not applied"),
    },
  }),
};

export function fixRoutes(app: VigilApp): void {
  app.use("/api/fixes", deprecatedWhenCaseId());
  app.use("/api/fixes/:id/apply", deprecatedBy("/api/fixes/{id}"));
  app.openapi(secured(routes.list), async (c) => {
    const query = c.req.valid("query");
    const { items, total } = await service.listFixes(c.env.deps, c.get("principal"), query);
    return c.json(paged(items, total, query), 200);
  });
  app.openapi(secured(routes.get), async (c) =>
    c.json(ok(await service.getFix(c.env.deps, c.get("principal"), c.req.valid("param").id)), 200),
  );
  app.openapi(secured(routes.create), async (c) =>
    c.json(ok(await service.createFix(c.env.deps, c.get("principal"), c.req.valid("json"))), 201),
  );
  app.openapi(secured(routes.update), async (c) => {
    const { id } = c.req.valid("param");
    return c.json(
      ok(await service.updateFix(c.env.deps, c.get("principal"), id, c.req.valid("json"))),
      200,
    );
  });
  app.openapi(secured(routes.apply), async (c) =>
    c.json(ok(await apply.applyFix(c.env.deps, c.get("principal"), c.req.valid("param").id)), 200),
  );
  app.openapi(secured(routes.rollback), async (c) =>
    c.json(
      ok(await apply.rollbackFix(c.env.deps, c.get("principal"), c.req.valid("param").id)),
      200,
    ),
  );
}
