import { z } from "@hono/zod-openapi";
import { Tier, TraceIdParam } from "./explainer-schemas";

export { TraceIdParam };

const score = z.number().nullable();

export const RagScores = z
  .object({
    traceId: z.string(),
    scores: z.object({
      faithfulness: score,
      relevance: score,
      contextPrecision: score,
      contextRecall: score,
      answerCorrectness: score,
    }),
    retrievedChunks: z.number().int(),
    usedChunks: z.number().int(),
    details: z.array(
      z.object({
        claim: z.string(),
        supported: z.boolean(),
        sourceChunk: z.string().nullable(),
        confidence: z.number(),
      }),
    ),
  })
  .openapi("RagScores");

export const HallucinationDetectionBody = z
  .object({
    output: z.string().min(1).max(200_000),
    context: z.array(z.string().max(100_000)).max(100),
    agentId: z.string().optional(),
    traceId: z.string().optional(),
    tier: Tier.default("rule_based").openapi({
      description: "rule_based (default, free, stores nothing) or an LLM tier (stored and charged)",
    }),
    question: z.string().max(200_000).optional(),
  })
  .strict()
  .openapi("HallucinationDetectionBody");

export const HallucinationDetection = z
  .object({
    hallucinated: z.boolean(),
    score: z.number().nullable().openapi({
      description: "Share of claims unsupported or contradicted (0 = none); null without claims",
    }),
    claims: z.array(
      z.object({
        text: z.string(),
        verdict: z.enum(["supported", "unverifiable", "unsupported", "contradicted"]),
        confidence: z.number(),
        reason: z.string(),
      }),
    ),
    summary: z.string(),
  })
  .openapi("HallucinationDetection");

export const QUALITY_METRICS = [
  "faithfulness",
  "relevance",
  "contextPrecision",
  "contextRecall",
  "groundedness",
  "citationAccuracy",
] as const;

export const EvaluateBatchBody = z
  .object({
    traceIds: z.array(z.string().min(1)).min(1).max(100),
    metrics: z.array(z.enum(QUALITY_METRICS)).min(1).optional(),
    agentId: z.string().optional(),
    threshold: z.number().min(0).max(1).default(0.7),
  })
  .strict()
  .openapi("EvaluateBatchBody");

export const EvaluateBatchResult = z
  .object({
    batchId: z.string(),
    status: z.enum(["completed", "failed"]),
    total: z.number().int(),
    summary: z.object({
      avgFaithfulness: score,
      avgRelevance: score,
      avgContextPrecision: score,
      passRate: score,
    }),
    results: z.array(
      z.object({
        traceId: z.string(),
        scores: z.record(z.string(), score),
        overallScore: score,
        passed: z.boolean(),
      }),
    ),
  })
  .openapi("EvaluateBatchResult");

export const SummaryQuery = z.object({
  agentId: z.string().optional(),
  period: z.enum(["7d", "30d", "90d"]).default("30d"),
});

export const QualitySummary = z
  .object({
    period: z.string(),
    totalEvaluations: z.number().int(),
    avgScores: z.record(z.string(), score),
    passRate: score,
    hallucinationRate: score,
    topIssues: z.array(
      z.object({ type: z.string(), count: z.number().int(), description: z.string() }),
    ),
  })
  .openapi("QualitySummary");

export const TREND_METRICS = [
  "overallScore",
  "faithfulness",
  "relevance",
  "contextPrecision",
  "groundedness",
  "hallucinationRate",
] as const;

export const TrendsQuery = z.object({
  agentId: z.string().optional(),
  period: z.enum(["7d", "30d", "90d"]).default("30d"),
  interval: z.enum(["day", "week"]).default("day"),
  metric: z.enum(TREND_METRICS).optional(),
});

const Point = z.object({ timestamp: z.string(), value: score, evaluations: z.number().int() });

export const QualityTrends = z
  .object({
    period: z.string(),
    interval: z.enum(["day", "week"]),
    trends: z.record(z.string(), z.array(Point)),
    overallTrend: z.enum(["improving", "declining", "stable", "insufficient_data"]),
    changePercent: score,
  })
  .openapi("QualityTrends");
