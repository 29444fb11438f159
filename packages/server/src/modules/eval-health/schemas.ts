import { z } from "@hono/zod-openapi";

const agentId = z
  .string()
  .min(1)
  .max(200)
  .openapi({ description: "The agent whose evaluation runs are read (required)" });

const isoDate = z.iso
  .datetime({ offset: true })
  .or(z.iso.date())
  .openapi({ example: "2026-01-01" });

export const ReportQuery = z.object({
  agentId,
  period: z.enum(["7d", "30d", "90d"]).default("30d"),
});

export const SnapshotsQuery = z.object({
  agentId,
  startDate: isoDate.optional().openapi({ description: "Default: 30 days before endDate" }),
  endDate: isoDate
    .optional()
    .openapi({ description: "Default: now; a plain date includes that whole day (UTC)" }),
  granularity: z.enum(["daily", "weekly", "monthly"]).default("daily"),
});

export const RegressionsQuery = z.object({
  agentId,
  threshold: z.coerce.number().min(0).max(1).default(0.05).openapi({
    description: "Smallest drop (0-1) of the mean score or pass rate that counts",
  }),
  period: z.enum(["7d", "30d", "90d"]).default("30d"),
});

export const SaturationQuery = z.object({
  agentId,
  period: z.enum(["30d", "90d", "180d"]).default("90d"),
});

const Trend = z.enum(["improving", "declining", "stable"]);

const MetricTrend = z.object({
  current: z.number().nullable(),
  previous: z.number().nullable(),
  trend: Trend,
  change: z.number().nullable().openapi({ description: "current − previous; null without both" }),
  unit: z.string().optional(),
});

export const Alert = z
  .object({
    type: z.enum(["pass_rate_drop", "regression_detected", "saturation", "no_runs"]),
    severity: z.enum(["info", "warning", "critical"]),
    message: z.string(),
    affectedExamples: z.number().int().openapi({ description: "How many examples it concerns" }),
  })
  .openapi("EvalHealthAlert");

export const HealthReport = z
  .object({
    agentId: z.string(),
    period: z.string(),
    generatedAt: z.string(),
    overallHealth: z.enum(["healthy", "warning", "critical", "unknown"]),
    healthScore: z.number().nullable().openapi({ description: "0-100; null with no runs" }),
    metrics: z.object({
      passRate: MetricTrend,
      averageScore: MetricTrend,
      avgAccuracy: MetricTrend,
      avgGroundedness: MetricTrend,
      avgResponseTime: MetricTrend,
    }),
    runsInPeriod: z.number().int(),
    totalExamplesEvaluated: z.number().int(),
    alerts: z.array(Alert),
  })
  .openapi("EvalHealthReport");

export const Snapshots = z
  .object({
    agentId: z.string(),
    granularity: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    snapshots: z.array(
      z.object({
        date: z.string().openapi({ description: "The bucket's start (UTC)" }),
        passRate: z.number().nullable(),
        averageScore: z.number().nullable(),
        avgAccuracy: z.number().nullable(),
        avgGroundedness: z.number().nullable(),
        runsCount: z.number().int(),
        examplesEvaluated: z.number().int(),
      }),
    ),
  })
  .openapi("EvalHealthSnapshots");

const AffectedExample = z.object({
  id: z.string(),
  input: z.string(),
  previousScore: z.number().nullable(),
  currentScore: z.number().nullable(),
  scoreDrop: z.number().nullable(),
});

const Verdict = z.enum(["regression", "not_significant", "below_threshold", "too_few_examples"]);

export const Regression = z
  .object({
    id: z.string(),
    metric: z.enum(["averageScore", "passRate"]),
    category: z.string().openapi({ description: "The evaluation set's name" }),
    evalSetId: z.string(),
    baselineRunId: z.string(),
    runId: z.string(),
    previousScore: z.number(),
    currentScore: z.number(),
    drop: z.number(),
    pValue: z.number(),
    test: z.enum(["sign", "mcnemar"]),
    sharedExamples: z.number().int(),
    severity: z.enum(["medium", "high", "critical"]),
    firstDetected: z.string(),
    affectedExamples: z.array(AffectedExample),
    possibleCause: z.string(),
  })
  .openapi("EvalHealthRegression");

export const Regressions = z
  .object({
    agentId: z.string(),
    period: z.string(),
    threshold: z.number(),
    regressionsDetected: z.number().int(),
    regressions: z.array(Regression),
    comparisons: z.array(
      z.object({
        evalSetId: z.string(),
        baselineRunId: z.string(),
        runId: z.string(),
        sharedExamples: z.number().int(),
        scoreDrop: z.number(),
        signTestP: z.number(),
        passRateDrop: z.number(),
        mcnemarP: z.number(),
        verdict: Verdict,
      }),
    ),
  })
  .openapi("EvalHealthRegressions");

export const Saturation = z
  .object({
    agentId: z.string(),
    period: z.string(),
    windowRuns: z.number().int(),
    alertAt: z.number(),
    saturatedSets: z.number().int(),
    sets: z.array(
      z.object({
        evalSetId: z.string(),
        name: z.string(),
        runIds: z.array(z.string()),
        runsConsidered: z.number().int(),
        examples: z.number().int(),
        alwaysPassing: z.number().int(),
        alwaysFailing: z.number().int(),
        alwaysPassingShare: z.number().nullable(),
        alwaysFailingShare: z.number().nullable(),
        status: z.enum(["saturated", "ok", "insufficient_runs"]),
        saturated: z.boolean(),
        message: z.string(),
      }),
    ),
  })
  .openapi("EvalHealthSaturation");
