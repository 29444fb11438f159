import { z } from "@hono/zod-openapi";
import { PERIODS, TREND_PERIODS } from "./periods";

const agentId = z.string().min(1).optional().openapi({ description: "Only this agent" });
const period = z
  .enum(PERIODS)
  .default("30d")
  .openapi({ description: "The last 7, 30 or 90 days, the year to date (UTC) or all time" });
const amount = z.number();
const percent = z.number().nullable().openapi({ description: "null when cost is 0" });

export const SummaryQuery = z.object({ period, agentId });

export const RoiSummary = z
  .object({
    period: z.enum(PERIODS),
    currency: z.string(),
    totalSavings: amount,
    totalCost: amount,
    netROI: amount,
    roiPercentage: percent,
    ticketsDeflected: z.number().int().openapi({ description: "Successful traces" }),
    avgCostPerResolution: z.number().nullable(),
    humanCostPerResolution: z.number(),
    agentCount: z.number().int().openapi({ description: "Agents with traces in the period" }),
    breakdown: z.object({ laborSavings: amount, efficiencyGains: amount, errorReduction: amount }),
  })
  .openapi("RoiSummary");

export const ByAgentParams = z.object({
  agentId: z.string().openapi({ param: { name: "agentId", in: "path" } }),
});
export const ByAgentQuery = z.object({ period });

export const RoiByAgent = z
  .object({
    agentId: z.string(),
    agentName: z.string(),
    period: z.enum(PERIODS),
    currency: z.string(),
    savings: amount,
    cost: amount,
    netROI: amount,
    roiPercentage: percent,
    interactions: z.number().int(),
    successRate: z.number().nullable(),
    avgHandlingTime: z
      .number()
      .nullable()
      .openapi({ description: "The agent's mean trace latency, in minutes" }),
    humanHandlingTime: z.number().openapi({ description: "avgHumanHandlingMinutes that applies" }),
    timeSavedHours: z.number(),
  })
  .openapi("RoiByAgent");

export const HORIZONS = ["30d", "90d", "6m", "1y"] as const;
export const SCENARIOS = ["baseline", "optimistic", "conservative"] as const;

export const PredictedImpactQuery = z.object({
  horizon: z.enum(HORIZONS).default("90d"),
  scenario: z.enum(SCENARIOS).default("baseline"),
  agentId,
});

export const PredictedImpact = z
  .object({
    horizon: z.enum(HORIZONS),
    scenario: z.enum(SCENARIOS),
    currency: z.string(),
    predictedSavings: amount,
    predictedCost: amount,
    predictedNetROI: amount,
    confidence: z.number().openapi({ description: "0-1: history coverage × horizon factor" }),
    projections: z.array(
      z.object({
        month: z.number().int().openapi({ description: "1 = the 30 days from today" }),
        savings: amount,
        cost: amount,
      }),
    ),
    assumptions: z.array(z.string()),
  })
  .openapi("RoiPredictedImpact");

export const TRACE_AGGREGATES = [
  "successRate",
  "traceCount",
  "avgLatencyMs",
  "tokenUsage",
  "cost",
  "savings",
  "netROI",
] as const;

const metricRef = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .openapi({
    description: `A trace aggregate (${TRACE_AGGREGATES.join(", ")}) or the name of a business metric (its daily mean)`,
  });

export const CorrelationQuery = z.object({
  metricX: metricRef,
  metricY: metricRef,
  period,
  agentId,
});

export const SIGNIFICANCE = ["significant", "not_significant", "insufficient_data"] as const;

export const Correlation = z
  .object({
    metricX: z.string(),
    metricY: z.string(),
    period: z.enum(PERIODS),
    correlation: z.number().nullable().openapi({ description: "Pearson's r over aligned days" }),
    pValue: z.number().nullable().openapi({ description: "Two-sided, Student's t with n−2 df" }),
    significance: z.enum(SIGNIFICANCE).openapi({ description: "At α = 0.05" }),
    dataPoints: z.number().int().openapi({ description: "Days with a value of both metrics" }),
    points: z.array(z.object({ date: z.string(), x: z.number(), y: z.number() })),
    summary: z.string(),
  })
  .openapi("RoiCorrelation");

export const TREND_INTERVALS = ["day", "week", "month"] as const;

export const TrendsQuery = z.object({
  period: z.enum(TREND_PERIODS).default("30d"),
  interval: z.enum(TREND_INTERVALS).default("day"),
  agentId,
});

export const Trends = z
  .object({
    period: z.enum(TREND_PERIODS),
    interval: z.enum(TREND_INTERVALS),
    currency: z.string(),
    trend: z.enum(["up", "down", "stable"]),
    changePercent: z.number().nullable().openapi({
      description: "netROI of the period against the period before; null when that was 0",
    }),
    dataPoints: z.array(
      z.object({
        timestamp: z.string().openapi({ description: "The bucket's start (UTC)" }),
        savings: amount,
        cost: amount,
        netROI: amount,
        interactions: z.number().int(),
      }),
    ),
  })
  .openapi("RoiTrends");
