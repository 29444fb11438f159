import { z } from "@hono/zod-openapi";
import { PageQuery } from "../../http/paging";

const isoInstant = z.iso
  .datetime({ offset: true })
  .optional()
  .openapi({ example: "2026-11-01T00:00:00.000Z" });

export const UsageFilterQuery = z.object({
  purpose: z.string().min(1).max(200).optional().openapi({ example: "explainer.analysis" }),
  from: isoInstant.openapi({ description: "Calls made at or after this instant" }),
  to: isoInstant.openapi({ description: "Calls made before this instant" }),
});

export const ListLlmUsageQuery = PageQuery.extend(UsageFilterQuery.shape);

export const LlmUsageRecord = z
  .object({
    id: z.string().openapi({ example: "llmu_01JD3K5Q8X7W2N4M6P9R0S1T2V" }),
    purpose: z.string(),
    model: z.string(),
    kind: z.enum(["chat", "embedding"]),
    promptTokens: z.number().int(),
    completionTokens: z.number().int(),
    latencyMs: z.number(),
    cached: z
      .boolean()
      .openapi({ description: "Served from the response cache: no provider call" }),
    status: z.enum(["ok", "error"]),
    errorCode: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi("LlmUsageRecord");

export const LlmUsageSummary = z
  .object({
    provider: z.object({
      configured: z.boolean(),
      model: z.string().nullable(),
      embeddingModel: z.string().nullable(),
    }),
    totals: z.object({
      calls: z.number().int(),
      cachedCalls: z.number().int(),
      errorCalls: z.number().int(),
      promptTokens: z.number().int(),
      completionTokens: z.number().int(),
    }),
    byPurpose: z.array(
      z.object({
        purpose: z.string(),
        model: z.string(),
        kind: z.enum(["chat", "embedding"]),
        calls: z.number().int(),
        cachedCalls: z.number().int(),
        errorCalls: z.number().int(),
        promptTokens: z.number().int(),
        completionTokens: z.number().int(),
        avgLatencyMs: z.number(),
      }),
    ),
  })
  .openapi("LlmUsageSummary");
