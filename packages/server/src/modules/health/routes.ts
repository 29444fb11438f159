import { createRoute, z } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { dataEnvelope, ErrorEnvelope, ok } from "../../http/envelope";
import { ServiceUnavailableError } from "../../http/errors";
import { secured } from "../../http/route";
import { VERSION } from "../../version";

const startedAt = Date.now();

const Health = z
  .object({
    status: z.literal("ok"),
    version: z.string(),
    uptimeSeconds: z.number(),
    timestamp: z.string(),
  })
  .openapi("Health");

const Readiness = z
  .object({
    status: z.literal("ready"),
    checks: z.object({
      database: z.object({ status: z.literal("ok"), dialect: z.string(), latencyMs: z.number() }),
    }),
  })
  .openapi("Readiness");

const ExplainerHealth = z
  .object({
    status: z.literal("ok"),
    llmProvider: z.object({ configured: z.boolean(), model: z.string().nullable() }),
    tiers: z.array(z.string()),
  })
  .openapi("ExplainerHealth");

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  200: { description, content: { "application/json": { schema: dataEnvelope(schema) } } },
});

const health = secured(
  createRoute({
    method: "get",
    path: "/api/health",
    tags: ["Health"],
    operationId: "getHealth",
    responses: json(Health, "The service is up"),
  }),
  { public: true },
);
const live = secured(
  createRoute({
    method: "get",
    path: "/api/health/live",
    tags: ["Health"],
    operationId: "getLiveness",
    responses: json(Health, "The process is alive"),
  }),
  { public: true },
);
const ready = secured(
  createRoute({
    method: "get",
    path: "/api/health/ready",
    tags: ["Health"],
    operationId: "getReadiness",
    responses: {
      ...json(Readiness, "The database answers"),
      503: {
        description: "The database does not answer (SERVICE_UNAVAILABLE)",
        content: { "application/json": { schema: ErrorEnvelope } },
      },
    },
  }),
  { public: true },
);
const explainer = secured(
  createRoute({
    method: "get",
    path: "/api/explainer/health",
    tags: ["Health"],
    operationId: "getExplainerHealth",
    responses: json(ExplainerHealth, "Analysis readiness: which tiers can run"),
  }),
  { public: true },
);

export function healthRoutes(app: VigilApp): void {
  const status = (now: Date) => ({
    status: "ok" as const,
    version: VERSION,
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    timestamp: now.toISOString(),
  });
  app.openapi(health, (c) => c.json(ok(status(c.env.deps.clock.now())), 200));
  app.openapi(live, (c) => c.json(ok(status(c.env.deps.clock.now())), 200));
  app.openapi(ready, async (c) => {
    const { database } = c.env.deps;
    const started = performance.now();
    try {
      await database.ping();
    } catch {
      throw new ServiceUnavailableError("Database is not reachable", { component: "database" });
    }
    const latencyMs = Math.round((performance.now() - started) * 100) / 100;
    return c.json(
      ok({
        status: "ready" as const,
        checks: { database: { status: "ok" as const, dialect: database.dialect, latencyMs } },
      }),
      200,
    );
  });
  app.openapi(explainer, (c) => {
    const { llm } = c.env.deps.config;
    const configured = Boolean(llm.baseUrl && llm.model);
    return c.json(
      ok({
        status: "ok" as const,
        llmProvider: { configured, model: configured ? (llm.model ?? null) : null },
        tiers: configured ? ["rule_based", "fast_llm", "full_llm", "deep"] : ["rule_based"],
      }),
      200,
    );
  });
}
