import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { ErrorEnvelope, ok } from "../../http/envelope";
import { jsonBody, respond } from "../../http/openapi";
import { secured } from "../../http/route";
import { CreateSuiteBody, ResultsQuery, RunSuiteBody, Suite, SuiteRunResult } from "./schemas";
import * as service from "./service";

const tags = ["Evaluation suites"];
const paymentRequired = {
  402: {
    description: "INSUFFICIENT_CREDITS: the worst case (0.5 per judge call) exceeds the balance",
    content: { "application/json": { schema: ErrorEnvelope } },
  },
};

const create = secured(
  createRoute({
    method: "post",
    path: "/api/v1/evaluation/suites",
    tags,
    operationId: "createEvaluationSuite",
    summary:
      "Create a suite of criteria: deterministic (the graders' rules), llm_judge, jury and composite",
    request: jsonBody(CreateSuiteBody),
    responses: respond.created(Suite, "The new suite"),
  }),
);
const run = secured(
  createRoute({
    method: "post",
    path: "/api/v1/evaluation/run",
    tags,
    operationId: "runEvaluationSuite",
    summary:
      "Run a suite over stored traces and answer the result; judge calls cost 0.5 credits each, cached answers nothing",
    request: jsonBody(RunSuiteBody),
    responses: {
      ...respond.ok(SuiteRunResult, "The stored run with its summary and per-trace results"),
      ...respond.notFound("A suite or trace that is not the caller's"),
      ...paymentRequired,
    },
  }),
);
const results = secured(
  createRoute({
    method: "get",
    path: "/api/v1/evaluation/results",
    tags,
    operationId: "getEvaluationResults",
    summary: "The newest run of suiteId, or the run runId names",
    request: { query: ResultsQuery },
    responses: {
      ...respond.ok(SuiteRunResult, "The run's summary and per-trace results"),
      ...respond.notFound("No such suite or run, or the suite was never run"),
    },
  }),
);

export function evaluationRoutes(app: VigilApp): void {
  app.openapi(create, async (c) =>
    c.json(ok(await service.createSuite(c.env.deps, c.get("principal"), c.req.valid("json"))), 201),
  );
  app.openapi(run, async (c) =>
    c.json(ok(await service.runSuite(c.env.deps, c.get("principal"), c.req.valid("json"))), 200),
  );
  app.openapi(results, async (c) =>
    c.json(ok(await service.getResults(c.env.deps, c.get("principal"), c.req.valid("query"))), 200),
  );
}
