/** Compliance scanning, mounted at /api/v1/compliance/scanning; bare objects, as the spec shows. */
import { createRoute, type z } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { ErrorEnvelope, MessageEnvelope } from "../../http/envelope";
import { jsonBody } from "../../http/openapi";
import { secured } from "../../http/route";
import { badRequestHook } from "../guardrails/errors";
import * as rules from "./rules-service";
import {
  BackfillQuery,
  BackfillResult,
  BulkResult,
  BulkViolationsBody,
  CreateScanRuleBody,
  IdParam,
  ListViolationsQuery,
  ScanningHealth,
  ScanRule,
  ScanRuleList,
  StatsQuery,
  TraceIdParam,
  TraceViolations,
  UpdateScanRuleBody,
  UpdateViolationBody,
  Violation,
  ViolationList,
  ViolationStats,
} from "./schemas";
import * as violations from "./violations-service";

const tags = ["Compliance scanning"];
const BASE = "/api/v1/compliance/scanning";
const bare = (schema: z.ZodType, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const error = (description: string) => bare(ErrorEnvelope, description);
const ADMIN = { 403: error("Not an admin, or the key lacks the permission (FORBIDDEN)") };
const MISSING = { 404: error("Not found in your company (NOT_FOUND)") };

const route = <const R extends Parameters<typeof createRoute>[0]>(r: R) =>
  secured(createRoute({ tags, ...r }));

const listRules = route({
  method: "get",
  path: `${BASE}/rules`,
  operationId: "listScanRules",
  responses: { 200: bare(ScanRuleList, "The company's scan rules") },
});
const createRule = route({
  method: "post",
  path: `${BASE}/rules`,
  operationId: "createScanRule",
  summary: "Create a scan rule (admin); piiTypes are guardrails-core PII entities",
  request: jsonBody(CreateScanRuleBody),
  responses: { 201: bare(ScanRule, "The new rule"), ...ADMIN },
});
const updateRule = route({
  method: "put",
  path: `${BASE}/rules/{id}`,
  operationId: "updateScanRule",
  request: { params: IdParam, ...jsonBody(UpdateScanRuleBody) },
  responses: { 200: bare(ScanRule, "The updated rule"), ...ADMIN, ...MISSING },
});
const deleteRule = route({
  method: "delete",
  path: `${BASE}/rules/{id}`,
  operationId: "deleteScanRule",
  request: { params: IdParam },
  responses: { 200: bare(MessageEnvelope, "Deleted"), ...ADMIN, ...MISSING },
});
const seed = route({
  method: "post",
  path: `${BASE}/rules/seed`,
  operationId: "seedScanRules",
  summary: "Add the pre-configured rules (all disabled) the company lacks (admin)",
  responses: { 200: bare(ScanRuleList, "The pre-configured rules"), ...ADMIN },
});
const list = route({
  method: "get",
  path: `${BASE}/violations`,
  operationId: "listViolations",
  request: { query: ListViolationsQuery },
  responses: { 200: bare(ViolationList, "Violations, newest first, and their total") },
});
const stats = route({
  method: "get",
  path: `${BASE}/violations/stats`,
  operationId: "getViolationStats",
  request: { query: StatsQuery },
  responses: { 200: bare(ViolationStats, "Counts by status and PII type") },
});
const byTrace = route({
  method: "get",
  path: `${BASE}/violations/by-trace/{traceId}`,
  operationId: "listTraceViolations",
  request: { params: TraceIdParam },
  responses: { 200: bare(TraceViolations, "The trace's violations") },
});
const get = route({
  method: "get",
  path: `${BASE}/violations/{id}`,
  operationId: "getViolation",
  request: { params: IdParam },
  responses: { 200: bare(Violation, "The violation"), ...MISSING },
});
const update = route({
  method: "put",
  path: `${BASE}/violations/{id}`,
  operationId: "updateViolation",
  request: { params: IdParam, ...jsonBody(UpdateViolationBody) },
  responses: { 200: bare(Violation, "The updated violation"), ...MISSING },
});
const bulk = route({
  method: "post",
  path: `${BASE}/violations/bulk`,
  operationId: "bulkUpdateViolations",
  summary: "Set the status of up to 100 violations",
  request: jsonBody(BulkViolationsBody),
  responses: { 200: bare(BulkResult, "How many were updated") },
});
const backfill = route({
  method: "post",
  path: `${BASE}/backfill`,
  operationId: "backfillComplianceScans",
  summary: "Scan the most recent traces in the background (limit default 200, up to 500; admin)",
  request: { query: BackfillQuery },
  responses: { 200: bare(BackfillResult, "Traces queued for scanning"), ...ADMIN },
});
const health = route({
  method: "get",
  path: `${BASE}/health`,
  operationId: "getScanningHealth",
  responses: { 200: bare(ScanningHealth, "The scan queue's state") },
});

export function scanningRoutes(app: VigilApp): void {
  const hook = badRequestHook;
  app.openapi(
    listRules,
    async (c) => c.json(await rules.listRules(c.env.deps, c.get("principal")), 200),
    hook,
  );
  app.openapi(
    createRule,
    async (c) =>
      c.json(await rules.createRule(c.env.deps, c.get("principal"), c.req.valid("json")), 201),
    hook,
  );
  app.openapi(
    seed,
    async (c) => c.json(await rules.seedRules(c.env.deps, c.get("principal")), 200),
    hook,
  );
  app.openapi(
    updateRule,
    async (c) =>
      c.json(
        await rules.updateRule(
          c.env.deps,
          c.get("principal"),
          c.req.valid("param").id,
          c.req.valid("json"),
        ),
        200,
      ),
    hook,
  );
  app.openapi(
    deleteRule,
    async (c) => {
      const { id } = c.req.valid("param");
      await rules.deleteRule(c.env.deps, c.get("principal"), id);
      return c.json({ success: true as const, message: `Scan rule ${id} deleted` }, 200);
    },
    hook,
  );
  app.openapi(
    list,
    async (c) =>
      c.json(
        await violations.listViolations(c.env.deps, c.get("principal"), c.req.valid("query")),
        200,
      ),
    hook,
  );
  app.openapi(
    stats,
    async (c) =>
      c.json(
        await violations.violationStats(
          c.env.deps,
          c.get("principal"),
          c.req.valid("query").agentId,
        ),
        200,
      ),
    hook,
  );
  app.openapi(
    byTrace,
    async (c) =>
      c.json(
        await violations.violationsOfTrace(
          c.env.deps,
          c.get("principal"),
          c.req.valid("param").traceId,
        ),
        200,
      ),
    hook,
  );
  app.openapi(
    get,
    async (c) =>
      c.json(
        await violations.getViolation(c.env.deps, c.get("principal"), c.req.valid("param").id),
        200,
      ),
    hook,
  );
  app.openapi(
    update,
    async (c) =>
      c.json(
        await violations.updateViolation(
          c.env.deps,
          c.get("principal"),
          c.req.valid("param").id,
          c.req.valid("json"),
        ),
        200,
      ),
    hook,
  );
  app.openapi(
    bulk,
    async (c) =>
      c.json(await violations.bulkUpdate(c.env.deps, c.get("principal"), c.req.valid("json")), 200),
    hook,
  );
  app.openapi(
    backfill,
    async (c) =>
      c.json(
        await violations.backfill(c.env.deps, c.get("principal"), c.req.valid("query").limit),
        200,
      ),
    hook,
  );
  app.openapi(
    health,
    async (c) => c.json(await violations.scanningHealth(c.env.deps, c.get("principal")), 200),
    hook,
  );
}
