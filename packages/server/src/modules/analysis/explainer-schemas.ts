import { z } from "@hono/zod-openapi";
import { OffsetQuery } from "../../http/paging";
import { ANALYSIS_TIERS } from "../credits/pricing";

export const Tier = z.enum(ANALYSIS_TIERS);
const score = z.number().nullable();

export const RetrievedDocumentInput = z.object({
  content: z.string().max(100_000),
  source: z.string().max(500).optional(),
  score: z.number().optional(),
});

/** The spec's flat trace shape. */
export const FlatTraceInput = z
  .object({
    traceId: z.string().min(1).max(200).optional(),
    agentId: z.string().min(1).max(200).optional(),
    userMessage: z.string().min(1).max(200_000),
    agentResponse: z.string().min(1).max(200_000),
    outcome: z.enum(["success", "failure", "unknown"]).optional(),
    retrievedDocuments: z.array(RetrievedDocumentInput).max(100).optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
  })
  .strict()
  .openapi("FlatTraceInput");

/** A stored trace, by id. */
export const StoredTraceRef = z
  .object({ traceId: z.string().min(1).max(200) })
  .strict()
  .openapi("StoredTraceRef");

export const TraceInput = z.union([FlatTraceInput, StoredTraceRef]);

export const ExplainerAnalyzeBody = z
  .object({
    traces: z.array(TraceInput).min(1).max(100).optional(),
    resourceSpans: z
      .array(z.unknown())
      .optional()
      .openapi({ description: "OTLP/JSON resourceSpans (OpenInference spans included)" }),
    options: z
      .object({
        tier: Tier.default("full_llm"),
        includeRagEvaluation: z.boolean().default(true),
        includeHallucinationDetection: z.boolean().default(true),
        includeBusinessImpact: z.boolean().default(false),
        includeCounterfactuals: z.boolean().default(false),
      })
      .strict()
      .default({
        tier: "full_llm",
        includeRagEvaluation: true,
        includeHallucinationDetection: true,
        includeBusinessImpact: false,
        includeCounterfactuals: false,
      }),
  })
  .strict()
  .openapi("ExplainerAnalyzeBody");

export const RagMetrics = z
  .object({
    groundedness: score,
    faithfulness: score,
    citationAccuracy: score,
    contextRelevance: score,
    answerRelevance: score,
    contextPrecision: score,
    contextRecall: score,
    answerCorrectness: score,
    hallucinationRate: score,
  })
  .openapi("RagMetrics");

export const HallucinationReport = z
  .object({
    detected: z.boolean(),
    hallucinations: z.array(
      z.object({
        claim: z.string(),
        source: z.string().nullable(),
        severity: z.enum(["low", "medium", "high"]),
        explanation: z.string(),
      }),
    ),
    confidence: z.number(),
  })
  .openapi("HallucinationReport");

export const BusinessImpact = z
  .object({
    severity: z.enum(["low", "medium", "high", "critical"]),
    revenueRisk: z.number(),
    customerSatisfactionImpact: z.number(),
    category: z.string(),
  })
  .openapi("BusinessImpact");

export const Counterfactual = z
  .object({
    id: z.string(),
    change: z.string(),
    findingId: z.string().nullable(),
    expectedOutcome: z.enum(["success", "failure"]),
    expectedScore: score,
    confidence: z.number(),
    impact: z.enum(["low", "medium", "high"]),
    changeType: z.string(),
    effort: z.enum(["low", "medium", "high"]),
  })
  .openapi("Counterfactual");

export const Explanation = z
  .object({
    traceId: z.string(),
    summary: z.string(),
    qualityScore: score,
    tier: Tier,
    outcome: z.enum(["success", "failure", "unknown"]),
    ragMetrics: RagMetrics,
    hallucinationReport: HallucinationReport,
    claims: z.array(
      z.object({
        text: z.string(),
        verdict: z.enum(["supported", "unverifiable", "unsupported", "contradicted"]),
        confidence: z.number(),
        reason: z.string(),
        sourceChunk: z.string().nullable(),
      }),
    ),
    findings: z.array(
      z.object({
        id: z.string(),
        kind: z.string(),
        severity: z.enum(["low", "medium", "high"]),
        message: z.string(),
      }),
    ),
    chunks: z.array(
      z.object({ id: z.string(), relevant: z.boolean().nullable(), used: z.boolean() }),
    ),
    insights: z.array(z.string()),
    businessImpact: BusinessImpact.nullable(),
    rootCause: z.string().nullable(),
    counterfactuals: z.array(Counterfactual).nullable(),
    generatedAt: z.string(),
    expiresAt: z.string(),
  })
  .openapi("Explanation");

export const AnalysisError = z.object({ code: z.string(), message: z.string() }).nullable();

export const ExplainerResult = z
  .object({
    traceId: z.string(),
    status: z.enum(["completed", "failed"]),
    error: AnalysisError,
    analysis: z
      .object({
        overallScore: score,
        outcome: z.enum(["success", "failure", "unknown"]),
        ragEvaluation: RagMetrics.nullable(),
        hallucinationReport: HallucinationReport.nullable(),
        businessImpact: BusinessImpact.nullable(),
        counterfactuals: z.array(Counterfactual).nullable(),
        insights: z.array(z.string()),
      })
      .nullable(),
    creditsUsed: z.number(),
  })
  .openapi("ExplainerResult");

export const ExplainerAnalyzeResponse = z
  .object({
    results: z.array(ExplainerResult),
    summary: z.object({
      totalAnalyzed: z.number().int(),
      avgScore: score,
      totalCreditsUsed: z.number(),
    }),
  })
  .openapi("ExplainerAnalyzeResponse");

export const TraceIdParam = z.object({
  traceId: z.string().openapi({ param: { name: "traceId", in: "path" } }),
});

export const StoredExplanation = z
  .object({ traceId: z.string(), explanation: Explanation })
  .openapi("StoredExplanation");

const unitQuery = z.coerce.number().min(0).max(1);

export const ExplanationListQuery = OffsetQuery.extend({
  agentId: z.string().optional(),
  outcome: z.enum(["success", "failure", "unknown"]).optional(),
  tier: Tier.optional(),
  minScore: unitQuery.optional(),
  maxScore: unitQuery.optional(),
  startDate: z.iso.datetime({ offset: true }).optional(),
  endDate: z.iso.datetime({ offset: true }).optional(),
});

export const ExplanationListItem = z
  .object({
    traceId: z.string(),
    agentId: z.string().nullable(),
    outcome: z.enum(["success", "failure", "unknown"]),
    qualityScore: score,
    tier: Tier,
    userMessage: z.string(),
    agentResponse: z.string(),
    hallucinationDetected: z.boolean(),
    createdAt: z.string(),
  })
  .openapi("ExplanationListItem");

export const CounterfactualReport = z
  .object({
    traceId: z.string(),
    originalOutcome: z.enum(["success", "failure", "unknown"]),
    originalScore: z.number().nullable(),
    counterfactuals: z.array(Counterfactual),
    creditsUsed: z.number(),
  })
  .openapi("CounterfactualReport");

export const ExplainerSearchBody = z
  .object({
    query: z.string().trim().min(1).max(1_000),
    agentId: z.string().optional(),
    filters: z
      .object({
        outcome: z.enum(["success", "failure", "unknown"]).optional(),
        minScore: z.number().min(0).max(1).optional(),
        maxScore: z.number().min(0).max(1).optional(),
        startDate: z.iso.datetime({ offset: true }).optional(),
        endDate: z.iso.datetime({ offset: true }).optional(),
      })
      .strict()
      .optional(),
    limit: z.number().int().min(1).max(50).default(10),
  })
  .strict()
  .openapi("ExplainerSearchBody");

export const ExplainerSearchResponse = z
  .object({
    results: z.array(
      z.object({
        traceId: z.string(),
        relevanceScore: z.number(),
        qualityScore: z.number().nullable(),
        outcome: z.enum(["success", "failure", "unknown"]),
        userMessage: z.string(),
        agentResponse: z.string(),
        matchReason: z.string(),
        hallucinationReport: HallucinationReport.nullable(),
        createdAt: z.string(),
      }),
    ),
    totalResults: z.number().int(),
    searchCreditsUsed: z.literal(0),
  })
  .openapi("ExplainerSearchResponse");

export const AgentIdParam = z.object({
  agentId: z.string().openapi({ param: { name: "agentId", in: "path" } }),
});

export const GenerateAllQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  tier: Tier.default("fast_llm"),
  outcomeFilter: z.enum(["success", "failure"]).optional(),
  startDate: z.iso.datetime({ offset: true }).optional().openapi({
    description:
      "Only traces created at or after this time (beyond the spec: `vigil analyze --since`)",
  }),
});

export const GenerateAllJob = z
  .object({
    jobId: z
      .string()
      .nullable()
      .openapi({ description: "The run to poll at /api/v2/analyzer/results/:id; null if none" }),
    status: z.enum(["queued", "completed"]),
    queued: z.number().int(),
    skipped: z.number().int(),
    estimatedCredits: z.number(),
    estimatedDuration: z.number(),
    remainingCredits: z.number(),
  })
  .openapi("GenerateAllJob");
