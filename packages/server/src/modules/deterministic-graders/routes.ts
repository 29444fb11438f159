import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { ok } from "../../http/envelope";
import { jsonBody, respond } from "../../http/openapi";
import { secured } from "../../http/route";
import { BulkEvaluateBody, BulkEvaluateResult, EvaluateBody, EvaluateResult } from "./schemas";
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
    request: jsonBody(EvaluateBody),
    responses: respond.ok(EvaluateResult, "Per-rule results and the fraction passed"),
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
    request: jsonBody(BulkEvaluateBody),
    responses: respond.ok(BulkEvaluateResult, "Per-item results and a summary"),
  }),
  READ,
);

export function deterministicGraderRoutes(app: VigilApp): void {
  app.openapi(evaluate, (c) => c.json(ok(service.evaluate(c.env.deps, c.req.valid("json"))), 200));
  app.openapi(bulk, (c) => c.json(ok(service.evaluateBulk(c.env.deps, c.req.valid("json"))), 200));
}
