/** Compliance settings (admin): retention and redaction on ingest, as a bare object. */
import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { ErrorEnvelope } from "../../http/envelope";
import { jsonBody } from "../../http/openapi";
import { secured } from "../../http/route";
import { badRequestHook } from "../guardrails/errors";
import { ComplianceSettings, UpdateComplianceSettingsBody } from "./schemas";
import * as service from "./service";

const tags = ["Compliance"];
const PATH = "/api/v1/compliance/settings";
const settings = (description: string) => ({
  description,
  content: { "application/json": { schema: ComplianceSettings } },
});
const ADMIN_ONLY = {
  403: {
    description: "Not an admin, or the key lacks the permission (FORBIDDEN)",
    content: { "application/json": { schema: ErrorEnvelope } },
  },
};

const get = secured(
  createRoute({
    method: "get",
    path: PATH,
    tags,
    operationId: "getComplianceSettings",
    summary: "The company's retention period and redaction on ingest (admin)",
    responses: { 200: settings("The settings"), ...ADMIN_ONLY },
  }),
);
const put = secured(
  createRoute({
    method: "put",
    path: PATH,
    tags,
    operationId: "updateComplianceSettings",
    summary: "Set retentionDays (1-3650, or null) and/or redactOnIngest (admin)",
    description:
      "retentionDays starts a background purge of older traces and everything derived from them, in bounded batches, then hourly. redactOnIngest lists guardrails-core PII entities redacted before any trace is stored, on native, OTLP/HTTP, OTLP/gRPC and import alike. Invalid fields answer 400 BAD_REQUEST.",
    request: jsonBody(UpdateComplianceSettingsBody),
    responses: { 200: settings("The settings now"), ...ADMIN_ONLY },
  }),
);

export function complianceSettingsRoutes(app: VigilApp): void {
  app.openapi(get, async (c) =>
    c.json(await service.getSettings(c.env.deps, c.get("principal")), 200),
  );
  app.openapi(
    put,
    async (c) =>
      c.json(await service.putSettings(c.env.deps, c.get("principal"), c.req.valid("json")), 200),
    badRequestHook,
  );
}
