import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { ok } from "../../http/envelope";
import { jsonBody, respond } from "../../http/openapi";
import { secured } from "../../http/route";
import {
  AnalysisRun,
  AnalyzerAnalyzeBody,
  AnalyzerAnalyzeResponse,
  AnalyzerBatch,
  AnalyzerBatchBody,
  AnalyzerHistory,
  HistoryQuery,
  RunIdParam,
} from "./analyzer-schemas";
import * as service from "./analyzer-service";
import { createBatch } from "./batch";

const tags = ["Analyzer"];

const analyze = secured(
  createRoute({
    method: "post",
    path: "/api/v2/analyzer/analyze",
    tags,
    operationId: "analyzerAnalyze",
    summary:
      "Analyse traces with the chosen modules; dryRun answers only the cost estimate (read permission)",
    request: jsonBody(AnalyzerAnalyzeBody),
    responses: {
      ...respond.ok(AnalyzerAnalyzeResponse, "The run's results, or its estimate"),
      ...respond.notFound("A stored trace or agent that is not the caller's"),
    },
  }),
  // The write permission is checked in the service unless it is a dry run.
  { permission: "read" },
);
const results = secured(
  createRoute({
    method: "get",
    path: "/api/v2/analyzer/results/{id}",
    tags,
    operationId: "getAnalyzerResults",
    request: { params: RunIdParam },
    responses: {
      ...respond.ok(AnalysisRun, "The run and its results"),
      ...respond.notFound("No such analysis"),
    },
  }),
);
const historyRoute = secured(
  createRoute({
    method: "get",
    path: "/api/v2/analyzer/history",
    tags,
    operationId: "getAnalyzerHistory",
    request: { query: HistoryQuery },
    responses: respond.ok(AnalyzerHistory, "Analyses, newest first, with totals"),
  }),
);

const batch = secured(
  createRoute({
    method: "post",
    path: "/api/v2/analyzer/batch",
    tags,
    operationId: "createAnalyzerBatch",
    summary: "Queue up to 500 stored traces for background analysis; poll pollUrl",
    request: jsonBody(AnalyzerBatchBody),
    responses: {
      ...respond.created(AnalyzerBatch, "The queued batch"),
      ...respond.notFound("An agent or trace that is not the caller's"),
    },
  }),
);

export function analyzerRoutes(app: VigilApp): void {
  app.openapi(batch, async (c) =>
    c.json(ok(await createBatch(c.env.deps, c.get("principal"), c.req.valid("json"))), 201),
  );
  app.openapi(analyze, async (c) =>
    c.json(ok(await service.analyze(c.env.deps, c.get("principal"), c.req.valid("json"))), 200),
  );
  app.openapi(results, async (c) =>
    c.json(ok(await service.getRun(c.env.deps, c.get("principal"), c.req.valid("param").id)), 200),
  );
  app.openapi(historyRoute, async (c) =>
    c.json(ok(await service.history(c.env.deps, c.get("principal"), c.req.valid("query"))), 200),
  );
}
