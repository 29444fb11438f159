import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { ok } from "../../http/envelope";
import { jsonBody, respond } from "../../http/openapi";
import { secured } from "../../http/route";
import {
  EvaluateBatchBody,
  EvaluateBatchResult,
  HallucinationDetection,
  HallucinationDetectionBody,
  QualitySummary,
  QualityTrends,
  RagScores,
  SummaryQuery,
  TraceIdParam,
  TrendsQuery,
} from "./quality-schemas";
import * as service from "./quality-service";

const tags = ["Quality"];

const ragScores = secured(
  createRoute({
    method: "get",
    path: "/api/v1/quality/rag-scores/{traceId}",
    tags,
    operationId: "getRagScores",
    request: { params: TraceIdParam },
    responses: {
      ...respond.ok(RagScores, "From the newest explanation, else the rule tier now"),
      ...respond.notFound("No such trace"),
    },
  }),
);
const detect = secured(
  createRoute({
    method: "post",
    path: "/api/v1/quality/hallucination-detection",
    tags,
    operationId: "detectHallucinations",
    request: jsonBody(HallucinationDetectionBody),
    responses: respond.ok(HallucinationDetection, "Each claim's verdict"),
  }),
  // rule_based is a pure computation; an LLM tier checks write in the service.
  { permission: "read" },
);
const evaluate = secured(
  createRoute({
    method: "post",
    path: "/api/v1/quality/evaluate-batch",
    tags,
    operationId: "evaluateQualityBatch",
    request: jsonBody(EvaluateBatchBody),
    responses: {
      ...respond.ok(EvaluateBatchResult, "Scores of each stored trace (rule tier, free)"),
      ...respond.notFound("A trace that is not the caller's"),
    },
  }),
);
const summaryRoute = secured(
  createRoute({
    method: "get",
    path: "/api/v1/quality/summary",
    tags,
    operationId: "getQualitySummary",
    request: { query: SummaryQuery },
    responses: respond.ok(QualitySummary, "Averages, pass and hallucination rates, top issues"),
  }),
);
const trendsRoute = secured(
  createRoute({
    method: "get",
    path: "/api/v1/quality/trends",
    tags,
    operationId: "getQualityTrends",
    request: { query: TrendsQuery },
    responses: respond.ok(QualityTrends, "Per-interval averages and the overall trend"),
  }),
);

export function qualityRoutes(app: VigilApp): void {
  app.openapi(ragScores, async (c) =>
    c.json(
      ok(await service.ragScores(c.env.deps, c.get("principal"), c.req.valid("param").traceId)),
      200,
    ),
  );
  app.openapi(detect, async (c) =>
    c.json(
      ok(await service.detectHallucinations(c.env.deps, c.get("principal"), c.req.valid("json"))),
      200,
    ),
  );
  app.openapi(evaluate, async (c) =>
    c.json(
      ok(await service.evaluateBatch(c.env.deps, c.get("principal"), c.req.valid("json"))),
      200,
    ),
  );
  app.openapi(summaryRoute, async (c) =>
    c.json(ok(await service.summary(c.env.deps, c.get("principal"), c.req.valid("query"))), 200),
  );
  app.openapi(trendsRoute, async (c) =>
    c.json(ok(await service.trends(c.env.deps, c.get("principal"), c.req.valid("query"))), 200),
  );
}
