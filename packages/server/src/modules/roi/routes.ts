import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { ok } from "../../http/envelope";
import { jsonBody, respond } from "../../http/openapi";
import { secured } from "../../http/route";
import * as analytics from "./analytics";
import { correlation } from "./correlation";
import { predictedImpact } from "./predicted-impact";
import {
  ByAgentParams,
  ByAgentQuery,
  Correlation,
  CorrelationQuery,
  PredictedImpact,
  PredictedImpactQuery,
  RoiByAgent,
  RoiSummary,
  SummaryQuery,
  Trends,
  TrendsQuery,
} from "./schemas";
import { configure, getSettings } from "./settings";
import { ConfigureRoiBody, RoiConfigured, RoiSettings } from "./settings-schemas";
import { trends } from "./trends";

const tags = ["ROI analytics"];
const base = "/api/v1/roi-analytics";
const noAgent = respond.notFound("No such agent");

const configureRoute = secured(
  createRoute({
    method: "post",
    path: `${base}/configure`,
    tags,
    operationId: "configureRoi",
    summary: "Set ROI settings; fields not sent keep their values",
    request: jsonBody(ConfigureRoiBody),
    responses: { ...respond.ok(RoiConfigured, "The settings' id and time"), ...noAgent },
  }),
);
const settingsRoute = secured(
  createRoute({
    method: "get",
    path: `${base}/settings`,
    tags,
    operationId: "getRoiSettings",
    summary: "The ROI settings in force, defaults included",
    responses: respond.ok(RoiSettings, "Every setting"),
  }),
);
const summaryRoute = secured(
  createRoute({
    method: "get",
    path: `${base}/summary`,
    tags,
    operationId: "getRoiSummary",
    request: { query: SummaryQuery },
    responses: { ...respond.ok(RoiSummary, "Savings, cost and ROI of the period"), ...noAgent },
  }),
);
const byAgentRoute = secured(
  createRoute({
    method: "get",
    path: `${base}/by-agent/{agentId}`,
    tags,
    operationId: "getRoiByAgent",
    request: { params: ByAgentParams, query: ByAgentQuery },
    responses: { ...respond.ok(RoiByAgent, "One agent's ROI in the period"), ...noAgent },
  }),
);
const predictedRoute = secured(
  createRoute({
    method: "get",
    path: `${base}/predicted-impact`,
    tags,
    operationId: "getRoiPredictedImpact",
    request: { query: PredictedImpactQuery },
    responses: {
      ...respond.ok(PredictedImpact, "Projected savings and cost, month by month"),
      ...noAgent,
    },
  }),
);
const correlationRoute = secured(
  createRoute({
    method: "get",
    path: `${base}/correlation`,
    tags,
    operationId: "getRoiCorrelation",
    request: { query: CorrelationQuery },
    responses: {
      ...respond.ok(Correlation, "Pearson's r over aligned days, its p-value and meaning"),
      ...noAgent,
    },
  }),
);
const trendsRoute = secured(
  createRoute({
    method: "get",
    path: `${base}/trends`,
    tags,
    operationId: "getRoiTrends",
    request: { query: TrendsQuery },
    responses: { ...respond.ok(Trends, "Savings, cost and netROI per UTC bucket"), ...noAgent },
  }),
);

export function roiRoutes(app: VigilApp): void {
  app.openapi(configureRoute, async (c) =>
    c.json(ok(await configure(c.env.deps, c.get("principal"), c.req.valid("json"))), 200),
  );
  app.openapi(settingsRoute, async (c) =>
    c.json(ok(await getSettings(c.env.deps, c.get("principal"))), 200),
  );
  app.openapi(summaryRoute, async (c) =>
    c.json(ok(await analytics.summary(c.env.deps, c.get("principal"), c.req.valid("query"))), 200),
  );
  app.openapi(byAgentRoute, async (c) => {
    const { agentId } = c.req.valid("param");
    return c.json(
      ok(await analytics.byAgent(c.env.deps, c.get("principal"), agentId, c.req.valid("query"))),
      200,
    );
  });
  app.openapi(predictedRoute, async (c) =>
    c.json(ok(await predictedImpact(c.env.deps, c.get("principal"), c.req.valid("query"))), 200),
  );
  app.openapi(correlationRoute, async (c) =>
    c.json(ok(await correlation(c.env.deps, c.get("principal"), c.req.valid("query"))), 200),
  );
  app.openapi(trendsRoute, async (c) =>
    c.json(ok(await trends(c.env.deps, c.get("principal"), c.req.valid("query"))), 200),
  );
}
