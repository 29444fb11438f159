import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { ok } from "../../http/envelope";
import { jsonBody, respond } from "../../http/openapi";
import { paged } from "../../http/paging";
import { secured } from "../../http/route";
import { CreateTraceEvaluationBody, ListTraceEvaluationsQuery, TraceEvaluation } from "./schemas";
import * as service from "./service";

const tags = ["Trace evaluations"];

const list = secured(
  createRoute({
    method: "get",
    path: "/api/trace-evaluation",
    tags,
    operationId: "listTraceEvaluations",
    summary: "Evaluations (scores, labels) attached to traces, newest first",
    request: { query: ListTraceEvaluationsQuery },
    responses: {
      ...respond.page(TraceEvaluation, "A page of evaluations"),
      ...respond.notFound("No such trace"),
    },
  }),
);
const create = secured(
  createRoute({
    method: "post",
    path: "/api/trace-evaluation",
    tags,
    operationId: "createTraceEvaluation",
    summary: "Attach an evaluation (score, label, human annotation) to a trace or one of its spans",
    request: jsonBody(CreateTraceEvaluationBody),
    responses: {
      ...respond.created(TraceEvaluation, "The stored evaluation"),
      ...respond.notFound("No such trace or span"),
    },
  }),
);

export function traceEvaluationRoutes(app: VigilApp): void {
  app.openapi(list, async (c) => {
    const { items, total, page } = await service.listEvaluations(
      c.env.deps,
      c.get("principal"),
      c.req.valid("query"),
    );
    return c.json(paged(items, total, page), 200);
  });
  app.openapi(create, async (c) => {
    return c.json(
      ok(await service.createEvaluation(c.env.deps, c.get("principal"), c.req.valid("json"))),
      201,
    );
  });
}
