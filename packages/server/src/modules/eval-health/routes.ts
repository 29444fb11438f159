import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { ok } from "../../http/envelope";
import { respond } from "../../http/openapi";
import { secured } from "../../http/route";
import { findRegressions } from "./regressions";
import { healthReport } from "./report";
import { saturation } from "./saturation";
import {
  HealthReport,
  Regressions,
  RegressionsQuery,
  ReportQuery,
  Saturation,
  SaturationQuery,
  Snapshots,
  SnapshotsQuery,
} from "./schemas";
import { snapshots } from "./snapshots";

const tags = ["Evaluation health"];
const noAgent = respond.notFound("No such agent in your reach");

const reportRoute = secured(
  createRoute({
    method: "get",
    path: "/api/eval-health/report",
    tags,
    operationId: "getEvalHealthReport",
    summary: "Current vs previous period of the agent's evaluation runs, with trends and alerts",
    request: { query: ReportQuery },
    responses: { ...respond.ok(HealthReport, "The health report"), ...noAgent },
  }),
);
const snapshotsRoute = secured(
  createRoute({
    method: "get",
    path: "/api/eval-health/snapshots",
    tags,
    operationId: "getEvalHealthSnapshots",
    summary: "Pass rate and scores of the agent's runs per UTC day, week (from Monday) or month",
    request: { query: SnapshotsQuery },
    responses: {
      ...respond.ok(Snapshots, "One snapshot per bucket, empty ones included"),
      ...noAgent,
    },
  }),
);
const regressionsRoute = secured(
  createRoute({
    method: "get",
    path: "/api/eval-health/regressions",
    tags,
    operationId: "getEvalHealthRegressions",
    summary: "Significant drops between consecutive runs of the same evaluation set",
    request: { query: RegressionsQuery },
    responses: { ...respond.ok(Regressions, "Regressions and every pair compared"), ...noAgent },
  }),
);
const saturationRoute = secured(
  createRoute({
    method: "get",
    path: "/api/eval-health/saturation",
    tags,
    operationId: "getEvalHealthSaturation",
    summary:
      "Per evaluation set, the share of examples passing (or failing) each of the last 5 runs",
    request: { query: SaturationQuery },
    responses: { ...respond.ok(Saturation, "Saturation per set"), ...noAgent },
  }),
);

export function evalHealthRoutes(app: VigilApp): void {
  app.openapi(reportRoute, async (c) =>
    c.json(ok(await healthReport(c.env.deps, c.get("principal"), c.req.valid("query"))), 200),
  );
  app.openapi(snapshotsRoute, async (c) =>
    c.json(ok(await snapshots(c.env.deps, c.get("principal"), c.req.valid("query"))), 200),
  );
  app.openapi(regressionsRoute, async (c) =>
    c.json(ok(await findRegressions(c.env.deps, c.get("principal"), c.req.valid("query"))), 200),
  );
  app.openapi(saturationRoute, async (c) =>
    c.json(ok(await saturation(c.env.deps, c.get("principal"), c.req.valid("query"))), 200),
  );
}
