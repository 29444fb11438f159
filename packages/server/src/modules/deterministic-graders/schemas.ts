import { z } from "@hono/zod-openapi";

export const MAX_BULK_ITEMS = 100;

export const GraderRule = z
  .object({
    type: z.string().openapi({
      description: "length, keywords, json_valid, regex, no_pii or response_time",
      example: "length",
    }),
    config: z.record(z.string(), z.unknown()).optional(),
  })
  .strict()
  .openapi("GraderRule");

/** Which measured time the response_time rule compares with maxMs, first found wins. */
export const RESPONSE_TIME_SOURCES =
  "The response_time rule compares a measured time with maxMs, the first of: metadata.responseTimeMs; metadata.latencyMs; the latencyMs of the stored trace metadata.traceId names (read only when a response_time rule has no time in metadata; a trace of your company, and of your key's agent when the key is bound to one; else 404 NOT_FOUND). With none of them the rule fails.";

export const GraderMetadata = z
  .object({
    traceId: z.string().optional().openapi({
      description:
        "Echoed in the answer; with a response_time rule and no time in metadata, the stored trace's latencyMs is the measured time",
    }),
    agentId: z.string().optional(),
    responseTimeMs: z.number().min(0).optional().openapi({
      description: "The measured response time for the response_time rule; wins over latencyMs",
    }),
    latencyMs: z.number().min(0).optional().openapi({
      description: "The measured latency for the response_time rule, when no responseTimeMs",
    }),
  })
  .strict()
  .openapi("GraderMetadata", { description: RESPONSE_TIME_SOURCES });

export const GraderResult = z
  .object({ rule: z.string(), passed: z.boolean(), detail: z.string() })
  .openapi("GraderResult");

export const EvaluateBody = z
  .object({
    output: z.string(),
    rules: z.array(GraderRule).min(1).max(50),
    metadata: GraderMetadata.optional(),
  })
  .strict()
  .openapi("EvaluateGradersBody");

export const EvaluateResult = z
  .object({
    passed: z.boolean(),
    score: z.number().openapi({ description: "Fraction of rules passed, 0-1" }),
    results: z.array(GraderResult),
    metadata: z.object({
      traceId: z.string().nullable(),
      agentId: z.string().nullable(),
      evaluatedAt: z.string(),
      durationMs: z.number(),
    }),
  })
  .openapi("EvaluateGradersResult");

export const BulkEvaluateBody = z
  .object({
    items: z
      .array(
        z
          .object({
            id: z.string().min(1),
            output: z.string(),
            rules: z.array(GraderRule).min(1).max(50),
            metadata: GraderMetadata.optional(),
          })
          .strict(),
      )
      .min(1)
      .max(MAX_BULK_ITEMS),
  })
  .strict()
  .openapi("BulkEvaluateGradersBody");

export const BulkEvaluateResult = z
  .object({
    totalItems: z.number().int(),
    passed: z.number().int(),
    failed: z.number().int(),
    results: z.array(
      z.object({
        id: z.string(),
        passed: z.boolean(),
        score: z.number(),
        results: z.array(GraderResult),
      }),
    ),
    summary: z.object({ passRate: z.number(), avgScore: z.number(), durationMs: z.number() }),
  })
  .openapi("BulkEvaluateGradersResult");
