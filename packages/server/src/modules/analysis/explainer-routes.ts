import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { offsetEnvelope, ok } from "../../http/envelope";
import { jsonBody, respond } from "../../http/openapi";
import { offsetPaged } from "../../http/paging";
import { secured } from "../../http/route";
import { generateAll } from "./batch";
import { counterfactuals } from "./counterfactuals";
import {
  AgentIdParam,
  CounterfactualReport,
  ExplainerAnalyzeBody,
  ExplainerAnalyzeResponse,
  ExplainerSearchBody,
  ExplainerSearchResponse,
  ExplanationListItem,
  ExplanationListQuery,
  GenerateAllJob,
  GenerateAllQuery,
  StoredExplanation,
  TraceIdParam,
} from "./explainer-schemas";
import * as service from "./explainer-service";
import { search } from "./search";

const tags = ["Explainer"];

const analyze = secured(
  createRoute({
    method: "post",
    path: "/api/v1/explainer/analyze",
    tags,
    operationId: "explainerAnalyze",
    summary:
      "Analyse traces (the flat shape, stored trace ids, or OTLP resourceSpans) at a tier; charged per completed trace",
    request: jsonBody(ExplainerAnalyzeBody),
    responses: {
      ...respond.ok(ExplainerAnalyzeResponse, "One result per trace; a failed one is not charged"),
      ...respond.notFound("A stored trace or agent that is not the caller's"),
    },
  }),
);
const getTrace = secured(
  createRoute({
    method: "get",
    path: "/api/v1/explainer/trace/{traceId}",
    tags,
    operationId: "getExplanation",
    request: { params: TraceIdParam },
    responses: {
      ...respond.ok(StoredExplanation, "The trace's newest explanation"),
      ...respond.notFound("No explanation of that trace"),
    },
  }),
);
const list = secured(
  createRoute({
    method: "get",
    path: "/api/v1/explainer/list",
    tags,
    operationId: "listExplanations",
    request: { query: ExplanationListQuery },
    responses: {
      200: {
        description: "Explanations, newest first",
        content: { "application/json": { schema: offsetEnvelope(ExplanationListItem) } },
      },
    },
  }),
);

const counterfactual = secured(
  createRoute({
    method: "get",
    path: "/api/v1/explainer/counterfactual/{traceId}",
    tags,
    operationId: "getCounterfactuals",
    summary: "Changes that would have improved a stored trace (costs 2 credits)",
    request: { params: TraceIdParam },
    responses: {
      ...respond.ok(CounterfactualReport, "At most 5 changes, each citing a finding"),
      ...respond.notFound("No such trace"),
    },
  }),
);

const searchRoute = secured(
  createRoute({
    method: "post",
    path: "/api/v1/explainer/search",
    tags,
    operationId: "searchExplanations",
    summary: "Full-text search over explanations, user messages and responses (free)",
    request: jsonBody(ExplainerSearchBody),
    responses: respond.ok(ExplainerSearchResponse, "Best matches first"),
  }),
  // Search stores nothing: read permission (DESIGN.md).
  { permission: "read" },
);

const generateAllRoute = secured(
  createRoute({
    method: "post",
    path: "/api/v1/explainer/generate-all/{agentId}",
    tags,
    operationId: "generateAllExplanations",
    summary: "Queue the agent's unexplained traces for analysis in the background",
    request: { params: AgentIdParam, query: GenerateAllQuery },
    responses: {
      ...respond.ok(GenerateAllJob, "What was queued and skipped, and its estimate"),
      ...respond.notFound("No such agent"),
    },
  }),
);

export function explainerRoutes(app: VigilApp): void {
  app.openapi(generateAllRoute, async (c) => {
    const { agentId } = c.req.valid("param");
    return c.json(
      ok(await generateAll(c.env.deps, c.get("principal"), agentId, c.req.valid("query"))),
      200,
    );
  });
  app.openapi(searchRoute, async (c) =>
    c.json(ok(await search(c.env.deps, c.get("principal"), c.req.valid("json"))), 200),
  );
  app.openapi(counterfactual, async (c) => {
    const { traceId } = c.req.valid("param");
    return c.json(ok(await counterfactuals(c.env.deps, c.get("principal"), traceId)), 200);
  });
  app.openapi(analyze, async (c) =>
    c.json(ok(await service.analyze(c.env.deps, c.get("principal"), c.req.valid("json"))), 200),
  );
  app.openapi(getTrace, async (c) => {
    const { traceId } = c.req.valid("param");
    return c.json(ok(await service.getExplanation(c.env.deps, c.get("principal"), traceId)), 200);
  });
  app.openapi(list, async (c) => {
    const query = c.req.valid("query");
    const { items, total } = await service.listExplanations(c.env.deps, c.get("principal"), query);
    return c.json(offsetPaged(items, total, query), 200);
  });
}
