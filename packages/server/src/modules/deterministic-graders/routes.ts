import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { ok } from "../../http/envelope";
import { jsonBody, respond } from "../../http/openapi";
import { secured } from "../../http/route";
import {
  BulkEvaluateBody,
  BulkEvaluateResult,
  EvaluateBody,
  EvaluateResult,
  RESPONSE_TIME_SOURCES,
} from "./schemas";
import * as service from "./service";

const tags = ["Deterministic graders"];
/** Pure computations: they store nothing, so `read` is enough. */
const READ = { permission: "read" } as const;

const evaluate = secured(
  createRoute({
    method: "post",
    path: "/api/deterministic-graders/evaluate",
    tags,
    operationId: "evaluateGraders",
    summary: "Grade one output with rule-based graders (no model calls)",
    description: RESPONSE_TIME_SOURCES,
    request: jsonBody(EvaluateBody),
    responses: {
      ...respond.ok(EvaluateResult, "Per-rule results and the fraction passed"),
      ...respond.notFound("The trace that was to give the response time does not exist"),
    },
  }),
  READ,
);
const bulk = secured(
  createRoute({
    method: "post",
    path: "/api/deterministic-graders/bulk-evaluate",
    tags,
    operationId: "bulkEvaluateGraders",
    summary: "Grade up to 100 outputs, each with its own rules",
    description: `Each item's metadata is read as in evaluate. ${RESPONSE_TIME_SOURCES}`,
    request: jsonBody(BulkEvaluateBody),
    responses: {
      ...respond.ok(BulkEvaluateResult, "Per-item results and a summary"),
      ...respond.notFound("A trace that was to give an item's response time does not exist"),
    },
  }),
  READ,
);

export function deterministicGraderRoutes(app: VigilApp): void {
  app.openapi(evaluate, async (c) =>
    c.json(ok(await service.evaluate(c.env.deps, c.get("principal"), c.req.valid("json"))), 200),
  );
  app.openapi(bulk, async (c) =>
    c.json(
      ok(await service.evaluateBulk(c.env.deps, c.get("principal"), c.req.valid("json"))),
      200,
    ),
  );
}
