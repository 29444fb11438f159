import { createRoute } from "@hono/zod-openapi";
import { listScanners } from "@vigil/guardrails-core";
import type { VigilApp } from "../../context";
import { ok } from "../../http/envelope";
import { jsonBody, respond } from "../../http/openapi";
import { secured } from "../../http/route";
import { guardrailAnalytics } from "./analytics";
import { badRequestHook } from "./errors";
import { guardrailPlanLimit } from "./plan-limit";
import { AnalyticsQuery, GuardrailAnalytics, ScanBody, ScannerList, ScanResult } from "./schemas";
import { scanRequest } from "./service";

const tags = ["Guardrails"];
/** Pure computations (they store only analytics): `read`, and X-API-Key is accepted too. */
const GUARDRAIL_ACCESS = { apiKeyHeader: true, permission: "read" } as const;

const scanRoute = secured(
  createRoute({
    method: "post",
    path: "/v1/guardrails/scan",
    tags,
    operationId: "scanGuardrails",
    summary: "Scan input, output and/or a tool call with scanners or a policy",
    description:
      "Without scanners and policyId the company's default active policy is used (400 BAD_REQUEST without one). Caller mistakes answer 400 BAD_REQUEST; a text over 100 KB 413; past the guardrail plan (Beta 60/min, Pro 300/min) 429.",
    middleware: [guardrailPlanLimit()] as const,
    request: jsonBody(ScanBody),
    responses: {
      ...respond.ok(ScanResult, "The decision, per-scanner results and redacted texts"),
      ...respond.notFound("policyId names no active policy of your company"),
    },
  }),
  // A retried scan simply scans again; storing its answer for Idempotency-Key replays
  // would keep the scanned text (redactedInput) in the database.
  { ...GUARDRAIL_ACCESS, skipIdempotency: true },
);
const scannersRoute = secured(
  createRoute({
    method: "get",
    path: "/v1/guardrails/scanners",
    tags,
    operationId: "listGuardrailScanners",
    middleware: [guardrailPlanLimit()] as const,
    summary: "List the available scanners",
    responses: respond.ok(ScannerList, "Every scanner with its description"),
  }),
  GUARDRAIL_ACCESS,
);
const analyticsRoute = secured(
  createRoute({
    method: "get",
    path: "/api/guardrail-analytics",
    tags,
    operationId: "getGuardrailAnalytics",
    summary: "Guardrail scan counts by action, scanner and finding type over a period",
    request: { query: AnalyticsQuery },
    responses: respond.ok(GuardrailAnalytics, "Counts over the period (default 7d)"),
  }),
);

export function guardrailRoutes(app: VigilApp): void {
  app.openapi(
    scanRoute,
    async (c) => {
      const body = c.req.valid("json");
      return c.json(ok(await scanRequest(c.env.deps, c.get("principal"), body)), 200);
    },
    badRequestHook,
  );
  app.openapi(scannersRoute, (c) => c.json(ok({ scanners: listScanners() }), 200));
  app.openapi(analyticsRoute, async (c) =>
    c.json(ok(await guardrailAnalytics(c.env.deps, c.get("principal"), c.req.valid("query"))), 200),
  );
}
