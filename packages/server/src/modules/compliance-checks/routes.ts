/** Compliance check, summary, risk, SLA and system health: bare objects, as the spec shows. */
import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { secured } from "../../http/route";
import { complianceHook } from "../audit/bad-request";
import {
  ComplianceCheck,
  ComplianceSummary,
  RiskAssessment,
  RiskHistory,
  RiskHistoryQuery,
  SlaQuery,
  SlaReport,
  SystemHealth,
} from "./schemas";
import * as service from "./service";

const tags = ["Compliance"];
const BASE = "/api/v1/compliance";
const bare = <S>(schema: S, description: string) => ({
  200: { description, content: { "application/json": { schema } } },
});

const check = secured(
  createRoute({
    method: "get",
    path: `${BASE}/check`,
    tags,
    operationId: "getComplianceCheck",
    summary: "GDPR, HIPAA and SOC 2 checks of the deployment's state (issues for admins only)",
    responses: bare(ComplianceCheck, "The check"),
  }),
);
const summary = secured(
  createRoute({
    method: "get",
    path: `${BASE}/check/summary`,
    tags,
    operationId: "getComplianceSummary",
    summary: "Scores and statuses per framework (any user)",
    responses: bare(ComplianceSummary, "The summary"),
  }),
);
const risk = secured(
  createRoute({
    method: "get",
    path: `${BASE}/risk`,
    tags,
    operationId: "getComplianceRisk",
    summary: "The current risk assessment (also kept as the day's snapshot)",
    responses: bare(RiskAssessment, "The assessment"),
  }),
);
const riskHistory = secured(
  createRoute({
    method: "get",
    path: `${BASE}/risk/history`,
    tags,
    operationId: "getComplianceRiskHistory",
    summary: "Past assessments, one per day, newest first",
    request: { query: RiskHistoryQuery },
    responses: bare(RiskHistory, "The assessments"),
  }),
);
const sla = secured(
  createRoute({
    method: "get",
    path: `${BASE}/sla`,
    tags,
    operationId: "getComplianceSla",
    summary: "Data subject request deadlines met and missed over the last `days` days",
    request: { query: SlaQuery },
    responses: bare(SlaReport, "The report"),
  }),
);
const health = secured(
  createRoute({
    method: "get",
    path: `${BASE}/sla/health`,
    tags,
    operationId: "getComplianceSystemHealth",
    summary: "Probes of the database, job queue, model provider and disk, with latency",
    responses: bare(SystemHealth, "The probes"),
  }),
);

export function complianceCheckRoutes(app: VigilApp): void {
  app.openapi(check, async (c) => c.json(await service.check(c.env.deps, c.get("principal")), 200));
  app.openapi(summary, async (c) =>
    c.json(await service.summary(c.env.deps, c.get("principal")), 200),
  );
  app.openapi(risk, async (c) => c.json(await service.risk(c.env.deps, c.get("principal")), 200));
  app.openapi(
    riskHistory,
    async (c) =>
      c.json(
        await service.riskHistory(c.env.deps, c.get("principal"), c.req.valid("query").limit),
        200,
      ),
    complianceHook,
  );
  app.openapi(
    sla,
    async (c) =>
      c.json(
        await service.slaReport(c.env.deps, c.get("principal"), c.req.valid("query").days),
        200,
      ),
    complianceHook,
  );
  app.openapi(health, async (c) =>
    c.json(await service.systemHealth(c.env.deps, c.get("principal")), 200),
  );
}
