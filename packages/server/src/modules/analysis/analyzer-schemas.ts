import { z } from "@hono/zod-openapi";
import { OffsetQuery } from "../../http/paging";
import { Explanation, Tier, TraceInput } from "./explainer-schemas";

export const ANALYZER_MODULES = [
  "rag_evaluation",
  "hallucination_detection",
  "business_impact",
  "counterfactuals",
] as const;
export const AnalyzerModule = z.enum(ANALYZER_MODULES);

export const AnalyzerAnalyzeBody = z
  .object({
    traces: z.array(TraceInput).min(1).max(100),
    config: z
      .object({
        tier: Tier.default("full_llm"),
        modules: z.array(AnalyzerModule).min(1).optional(),
        dryRun: z.boolean().default(false),
      })
      .strict()
      .default({ tier: "full_llm", dryRun: false }),
  })
  .strict()
  .openapi("AnalyzerAnalyzeBody");

export const CostEstimate = z
  .object({
    totalCredits: z.number(),
    breakdown: z.object({
      baseAnalysis: z.number(),
      ragEvaluation: z.number(),
      hallucinationDetection: z.number(),
      businessImpact: z.number(),
    }),
  })
  .openapi("CostEstimate");

export const AnalyzerResult = z
  .object({
    traceId: z.string(),
    status: z.enum(["completed", "failed"]),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
    overallScore: z.number().nullable(),
    modules: z.object({
      rag_evaluation: Explanation.shape.ragMetrics.optional(),
      hallucination_detection: Explanation.shape.hallucinationReport.optional(),
      business_impact: Explanation.shape.businessImpact.optional(),
      counterfactuals: Explanation.shape.counterfactuals.optional(),
    }),
    insights: z.array(z.string()),
    creditsUsed: z.number(),
  })
  .openapi("AnalyzerResult");

const RunStatus = z.enum(["queued", "processing", "completed", "failed"]);

export const AnalyzerAnalyzeResponse = z
  .object({
    id: z.string().nullable().openapi({ description: "null for a dry run (nothing is stored)" }),
    status: z.enum(["completed", "failed", "estimated"]),
    costEstimate: CostEstimate,
    results: z.array(AnalyzerResult),
    creditsUsed: z.number(),
    remainingCredits: z.number(),
  })
  .openapi("AnalyzerAnalyzeResponse");

export const AnalysisRun = z
  .object({
    id: z.string(),
    status: RunStatus,
    tier: Tier,
    traceCount: z.number().int(),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
    results: z.array(AnalyzerResult),
    creditsUsed: z.number(),
  })
  .openapi("AnalysisRun");

export const RunIdParam = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" } }),
});

export const HistoryQuery = OffsetQuery.extend({
  agentId: z.string().optional(),
  tier: Tier.optional(),
  status: z.enum(["completed", "failed", "processing"]).optional(),
  startDate: z.iso.datetime({ offset: true }).optional(),
  endDate: z.iso.datetime({ offset: true }).optional(),
});

export const HistoryItem = z.object({
  id: z.string(),
  tier: Tier,
  status: RunStatus,
  traceCount: z.number().int(),
  avgScore: z.number().nullable(),
  creditsUsed: z.number(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});

export const AnalyzerHistory = z
  .object({
    analyses: z.array(HistoryItem),
    pagination: z.object({
      limit: z.number().int(),
      offset: z.number().int(),
      total: z.number().int(),
      hasMore: z.boolean(),
    }),
    summary: z.object({
      totalAnalyses: z.number().int(),
      totalCreditsUsed: z.number(),
      avgScore: z.number().nullable(),
    }),
  })
  .openapi("AnalyzerHistory");

export const AnalyzerBatchBody = z
  .object({
    agentId: z.string().min(1),
    traceIds: z.array(z.string().min(1)).min(1).max(500),
    config: z
      .object({
        tier: Tier.default("fast_llm"),
        modules: z.array(AnalyzerModule).optional(),
        priority: z.enum(["low", "normal", "high"]).default("normal"),
        callbackUrl: z.string().url().optional(),
      })
      .strict()
      .default({ tier: "fast_llm", priority: "normal" }),
  })
  .strict()
  .openapi("AnalyzerBatchBody");

export const AnalyzerBatch = z
  .object({
    batchId: z.string(),
    status: z.literal("queued"),
    totalTraces: z.number().int(),
    estimatedCredits: z.number(),
    estimatedDuration: z.number().openapi({ description: "Seconds, a rough estimate" }),
    progress: z.object({
      completed: z.number().int(),
      failed: z.number().int(),
      pending: z.number().int(),
    }),
    createdAt: z.string(),
    pollUrl: z.string(),
    callbackSecret: z.string().nullable().openapi({
      description: "With a callbackUrl: the secret that signs the completion POST, shown only here",
    }),
  })
  .openapi("AnalyzerBatch");
