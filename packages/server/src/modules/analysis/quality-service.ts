/**
 * Quality metrics: RAG scores of a trace, hallucination detection of any output, batch
 * evaluation of stored traces, and the summary and trends of stored analyses.
 */
import type { z } from "@hono/zod-openapi";
import { parseJson } from "../../db/sql";
import { ForbiddenError, NotFoundError, notFound } from "../../http/errors";
import type { Principal } from "../../http/principal";
import { newId } from "../../lib/ids";
import { type AnalysisDeps, analyzeTraces, assertRunnable } from "./core";
import { analyzeRuleBased } from "./engine";
import { getExplanation, visibleAnalyses } from "./explainer-service";
import { type Explanation, fromRule, round, ruleInputOf, type TraceToAnalyze } from "./explanation";
import type {
  EvaluateBatchBody,
  EvaluateBatchResult,
  HallucinationDetection,
  HallucinationDetectionBody,
  QUALITY_METRICS,
  QualitySummary,
  QualityTrends,
  RagScores,
  SummaryQuery,
  TREND_METRICS,
  TrendsQuery,
} from "./quality-schemas";
import { loadStored } from "./trace-input";

type QualityMetric = (typeof QUALITY_METRICS)[number];
type TrendMetric = (typeof TREND_METRICS)[number];

const DAY_MS = 86_400_000;
const PERIOD_DAYS = { "7d": 7, "30d": 30, "90d": 90 } as const;
/** The newest analyses a summary or trend reads at most. */
const WINDOW_ROWS = 20_000;

function metricOf(e: Explanation, name: QualityMetric | TrendMetric): number | null {
  if (name === "overallScore") return e.qualityScore;
  if (name === "relevance") return e.ragMetrics.answerRelevance;
  return e.ragMetrics[name];
}

function mean(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v));
  return known.length === 0 ? null : round(known.reduce((a, b) => a + b, 0) / known.length);
}

function ruleExplanation(trace: TraceToAnalyze): Explanation {
  const rule = analyzeRuleBased(ruleInputOf(trace));
  const at = new Date(0).toISOString();
  return { ...fromRule(trace, rule), generatedAt: at, expiresAt: at };
}

/** From the trace's stored explanation, else the rule tier computed now (nothing stored). */
export async function ragScores(
  deps: Pick<AnalysisDeps, "database" | "clock">,
  principal: Principal,
  traceId: string,
): Promise<z.infer<typeof RagScores>> {
  let explanation: Explanation;
  try {
    explanation = (await getExplanation(deps, principal, traceId)).explanation;
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    const stored = await loadStored(deps, principal, [traceId]);
    explanation = ruleExplanation(stored.get(traceId) as TraceToAnalyze);
  }
  const m = explanation.ragMetrics;
  return {
    traceId,
    scores: {
      faithfulness: m.faithfulness,
      relevance: m.answerRelevance,
      contextPrecision: m.contextPrecision,
      contextRecall: m.contextRecall,
      answerCorrectness: m.answerCorrectness,
    },
    retrievedChunks: explanation.chunks.length,
    usedChunks: explanation.chunks.filter((c) => c.used).length,
    details: explanation.claims.map((c) => ({
      claim: c.text,
      supported: c.verdict === "supported",
      sourceChunk: c.sourceChunk,
      confidence: c.confidence,
    })),
  };
}

export async function detectHallucinations(
  deps: AnalysisDeps,
  principal: Principal,
  body: z.infer<typeof HallucinationDetectionBody>,
): Promise<z.infer<typeof HallucinationDetection>> {
  const trace: TraceToAnalyze = {
    traceId: body.traceId ?? newId("tr"),
    agentId: body.agentId ?? principal.agentId,
    userMessage: body.question ?? "",
    agentResponse: body.output,
    outcome: "unknown",
    documents: body.context.map((content) => ({ content, source: null, score: null })),
    metadata: {},
  };
  let explanation: Explanation | null;
  if (body.tier === "rule_based") {
    explanation = ruleExplanation(trace);
  } else {
    // A model tier stores its result and charges for it: a write.
    if (!principal.permissions.includes("write")) {
      throw new ForbiddenError(
        "An LLM-tier detection is stored and charged: it needs the write permission",
      );
    }
    await assertRunnable(deps, principal.companyId, body.tier, 1);
    const [outcome] = await analyzeTraces(deps, principal.companyId, [trace], {
      tier: body.tier,
      checked: true,
    });
    if (!outcome?.explanation) {
      const error = outcome?.error;
      return {
        hallucinated: false,
        score: null,
        claims: [],
        summary: `The analysis failed: ${error?.message ?? "unknown error"} (${error?.code ?? "INTERNAL_ERROR"}); nothing was charged`,
      };
    }
    explanation = outcome.explanation;
  }
  const report = explanation.hallucinationReport;
  const rate = explanation.ragMetrics.hallucinationRate;
  const flagged = report.hallucinations.length;
  return {
    hallucinated: report.detected,
    score: rate,
    claims: explanation.claims.map(({ text, verdict, confidence, reason }) => ({
      text,
      verdict,
      confidence,
      reason,
    })),
    summary:
      explanation.claims.length === 0
        ? "The output makes no checkable claims."
        : `${flagged} of ${explanation.claims.length} claims unsupported or contradicted by the context.`,
  };
}

export async function evaluateBatch(
  deps: AnalysisDeps,
  principal: Principal,
  body: z.infer<typeof EvaluateBatchBody>,
): Promise<z.infer<typeof EvaluateBatchResult>> {
  const stored = await loadStored(deps, principal, body.traceIds);
  const traces = [...new Set(body.traceIds)].map((id) => stored.get(id) as TraceToAnalyze);
  const stray =
    body.agentId === undefined ? undefined : traces.find((t) => t.agentId !== body.agentId);
  if (stray) throw notFound("Trace", stray.traceId);
  const metrics = body.metrics ?? [
    "faithfulness",
    "relevance",
    "contextPrecision",
    "contextRecall",
  ];
  const batchId = newId("anl");
  const now = deps.clock.now().toISOString();
  await deps.database.db
    .insertInto("analysis_runs")
    .values({
      id: batchId,
      company_id: principal.companyId,
      agent_id: body.agentId ?? null,
      kind: "quality_batch",
      tier: "rule_based",
      status: "processing",
      config: JSON.stringify({ metrics, threshold: body.threshold }),
      trace_count: traces.length,
      completed_count: 0,
      failed_count: 0,
      avg_score: null,
      credits_used_milli: 0,
      created_at: now,
      completed_at: null,
    })
    .execute();
  const outcomes = await analyzeTraces(deps, principal.companyId, traces, {
    tier: "rule_based",
    runId: batchId,
  });
  const results = outcomes.map((o) => {
    const e = o.explanation;
    const scores = Object.fromEntries(metrics.map((m) => [m, e ? metricOf(e, m) : null]));
    const overall = e?.qualityScore ?? null;
    return {
      traceId: o.traceId,
      scores,
      overallScore: overall,
      passed: overall !== null && overall >= body.threshold,
    };
  });
  const completed = outcomes.filter((o) => o.explanation);
  const explanations = completed.map((o) => o.explanation as Explanation);
  await deps.database.db
    .updateTable("analysis_runs")
    .set({
      status: completed.length === 0 ? "failed" : "completed",
      completed_count: completed.length,
      failed_count: outcomes.length - completed.length,
      avg_score: mean(explanations.map((e) => e.qualityScore)),
      completed_at: deps.clock.now().toISOString(),
    })
    .where("id", "=", batchId)
    .execute();
  return {
    batchId,
    status: completed.length === 0 ? "failed" : "completed",
    total: results.length,
    summary: {
      avgFaithfulness: mean(explanations.map((e) => e.ragMetrics.faithfulness)),
      avgRelevance: mean(explanations.map((e) => e.ragMetrics.answerRelevance)),
      avgContextPrecision: mean(explanations.map((e) => e.ragMetrics.contextPrecision)),
      passRate:
        results.length === 0
          ? null
          : round(results.filter((r) => r.passed).length / results.length),
    },
    results,
  };
}

/** Completed explanations of the period, oldest first. */
async function explanationsSince(
  deps: Pick<AnalysisDeps, "database" | "clock">,
  principal: Principal,
  days: number,
  agentId: string | undefined,
): Promise<{ at: string; explanation: Explanation }[]> {
  const now = deps.clock.now();
  let query = visibleAnalyses(deps.database.db, principal, now)
    .select(["created_at", "result"])
    .where("status", "=", "completed")
    .where("created_at", ">=", new Date(now.getTime() - days * DAY_MS).toISOString());
  if (agentId !== undefined) query = query.where("agent_id", "=", agentId);
  const rows = await query.orderBy("created_at", "desc").limit(WINDOW_ROWS).execute();
  return rows
    .reverse()
    .map((r) => ({ at: r.created_at, explanation: parseJson<Explanation | null>(r.result, null) }))
    .filter((r): r is { at: string; explanation: Explanation } => r.explanation !== null);
}

const PASS = 0.7;

export async function summary(
  deps: Pick<AnalysisDeps, "database" | "clock">,
  principal: Principal,
  query: z.infer<typeof SummaryQuery>,
): Promise<z.infer<typeof QualitySummary>> {
  const rows = await explanationsSince(deps, principal, PERIOD_DAYS[query.period], query.agentId);
  const es = rows.map((r) => r.explanation);
  const issues = new Map<string, { count: number; description: string }>();
  for (const e of es) {
    for (const f of e.findings) {
      const seen = issues.get(f.kind) ?? { count: 0, description: f.message };
      seen.count++;
      issues.set(f.kind, seen);
    }
  }
  const scored = es.filter((e) => e.qualityScore !== null);
  return {
    period: query.period,
    totalEvaluations: es.length,
    avgScores: {
      overall: mean(es.map((e) => e.qualityScore)),
      faithfulness: mean(es.map((e) => e.ragMetrics.faithfulness)),
      relevance: mean(es.map((e) => e.ragMetrics.answerRelevance)),
      contextPrecision: mean(es.map((e) => e.ragMetrics.contextPrecision)),
      groundedness: mean(es.map((e) => e.ragMetrics.groundedness)),
    },
    passRate:
      scored.length === 0
        ? null
        : round(scored.filter((e) => (e.qualityScore ?? 0) >= PASS).length / scored.length),
    hallucinationRate:
      es.length === 0
        ? null
        : round(es.filter((e) => e.hallucinationReport.detected).length / es.length),
    topIssues: [...issues]
      .sort((a, b) => b[1].count - a[1].count || (a[0] < b[0] ? -1 : 1))
      .slice(0, 10)
      .map(([type, v]) => ({ type, count: v.count, description: v.description })),
  };
}

/** The start of the UTC day or ISO week (Monday) an instant falls in. */
function bucketOf(at: string, interval: "day" | "week"): string {
  const d = new Date(at);
  d.setUTCHours(0, 0, 0, 0);
  if (interval === "week") d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString();
}

export async function trends(
  deps: Pick<AnalysisDeps, "database" | "clock">,
  principal: Principal,
  query: z.infer<typeof TrendsQuery>,
): Promise<z.infer<typeof QualityTrends>> {
  const rows = await explanationsSince(deps, principal, PERIOD_DAYS[query.period], query.agentId);
  const metrics: TrendMetric[] = query.metric
    ? [query.metric]
    : ["overallScore", "faithfulness", "relevance"];
  const trendsOut: Record<
    string,
    { timestamp: string; value: number | null; evaluations: number }[]
  > = {};
  for (const metric of metrics) {
    const buckets = new Map<string, (number | null)[]>();
    for (const r of rows) {
      const key = bucketOf(r.at, query.interval);
      const list = buckets.get(key) ?? [];
      list.push(metricOf(r.explanation, metric));
      buckets.set(key, list);
    }
    trendsOut[metric] = [...buckets].map(([timestamp, values]) => ({
      timestamp,
      value: mean(values),
      evaluations: values.length,
    }));
  }
  const first = metrics[0] as TrendMetric;
  const points = (trendsOut[first] ?? []).filter((p) => p.value !== null);
  let changePercent: number | null = null;
  let overallTrend: z.infer<typeof QualityTrends>["overallTrend"] = "insufficient_data";
  const start = points[0]?.value;
  const end = points[points.length - 1]?.value;
  if (
    points.length >= 2 &&
    start !== undefined &&
    start !== null &&
    end !== undefined &&
    end !== null
  ) {
    changePercent = start === 0 ? null : round(((end - start) / start) * 100);
    // For the hallucination rate, lower is better.
    const better = first === "hallucinationRate" ? end < start : end > start;
    const delta = Math.abs(end - start);
    overallTrend = delta < 0.02 ? "stable" : better ? "improving" : "declining";
  }
  return {
    period: query.period,
    interval: query.interval,
    trends: trendsOut,
    overallTrend,
    changePercent,
  };
}
