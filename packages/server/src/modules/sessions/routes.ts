import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { ok } from "../../http/envelope";
import { jsonBody, respond } from "../../http/openapi";
import { paged } from "../../http/paging";
import { secured } from "../../http/route";
import {
  CreateSessionBody,
  ListSessionsQuery,
  SessionIdParam,
  TraceSession,
  TraceSessionDetail,
  UpdateSessionBody,
} from "./schemas";
import * as service from "./service";

const tags = ["Sessions"];

const list = secured(
  createRoute({
    method: "get",
    path: "/api/sessions",
    tags,
    operationId: "listSessions",
    summary: "List trace sessions (conversations) with their totals",
    request: { query: ListSessionsQuery },
    responses: respond.page(TraceSession, "A page of sessions"),
  }),
);
const get = secured(
  createRoute({
    method: "get",
    path: "/api/sessions/{id}",
    tags,
    operationId: "getSession",
    summary: "Get a session with its traces in order",
    request: { params: SessionIdParam },
    responses: {
      ...respond.ok(TraceSessionDetail, "The session"),
      ...respond.notFound("No such session"),
    },
  }),
);
const create = secured(
  createRoute({
    method: "post",
    path: "/api/sessions",
    tags,
    operationId: "createSession",
    summary: "Create a session; traces join it by sessionId (or OTLP session.id)",
    request: jsonBody(CreateSessionBody),
    responses: {
      ...respond.created(TraceSession, "The new session"),
      ...respond.conflict("A session with this id exists"),
    },
  }),
);
const update = secured(
  createRoute({
    method: "patch",
    path: "/api/sessions/{id}",
    tags,
    operationId: "updateSession",
    summary: "Rename, bookmark or annotate a session; metadata is merged",
    request: { params: SessionIdParam, ...jsonBody(UpdateSessionBody) },
    responses: {
      ...respond.ok(TraceSession, "The updated session"),
      ...respond.notFound("No such session"),
    },
  }),
);

export function sessionRoutes(app: VigilApp): void {
  app.openapi(list, async (c) => {
    const { items, total, page } = await service.listSessions(
      c.env.deps,
      c.get("principal"),
      c.req.valid("query"),
    );
    return c.json(paged(items, total, page), 200);
  });
  app.openapi(get, async (c) => {
    return c.json(
      ok(await service.getSession(c.env.deps, c.get("principal"), c.req.valid("param").id)),
      200,
    );
  });
  app.openapi(create, async (c) => {
    return c.json(
      ok(await service.createSession(c.env.deps, c.get("principal"), c.req.valid("json"))),
      201,
    );
  });
  app.openapi(update, async (c) => {
    const { id } = c.req.valid("param");
    return c.json(
      ok(await service.updateSession(c.env.deps, c.get("principal"), id, c.req.valid("json"))),
      200,
    );
  });
}
