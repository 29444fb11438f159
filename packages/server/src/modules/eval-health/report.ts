/**
 * The health report: the agent's completed runs in the current period (the last 7, 30 or 90
 * days up to now, inclusive) against the period before it, every result of those runs pooled.
 */
import type { z } from "@hono/zod-openapi";
import type { Principal } from "../../http/principal";
import { summarize } from "../eval-runs/run-store";
import {
  type AlertSeverity,
  healthScore,
  metricTrend,
  overallHealth,
  PASS_RATE_CRITICAL,
  PASS_RATE_WARNING,
  periodMs,
} from "./policy";
import { type EvalHealthDeps, findRegressions } from "./regressions";
import { saturation } from "./saturation";
import type { Alert, HealthReport } from "./schemas";
import { completedRuns, type ResultRow, requireAgent, resultsOf } from "./store";

type AlertView = z.infer<typeof Alert>;
type ReportView = z.infer<typeof HealthReport>;

export interface PeriodFigures {
  passRate: number | null;
  averageScore: number | null;
  avgAccuracy: number | null;
  avgGroundedness: number | null;
  avgResponseTime: number | null;
  results: number;
}

/** Pooled figures of result rows; null where there is nothing to average (never NaN). */
export function figures(rows: ResultRow[]): PeriodFigures {
  if (rows.length === 0) {
    return {
      passRate: null,
      averageScore: null,
      avgAccuracy: null,
      avgGroundedness: null,
      avgResponseTime: null,
      results: 0,
    };
  }
  const summary = summarize(rows);
  // A target that gave no answer has no response time worth averaging.
  const answered = rows.filter((r) => r.error === null).map((r) => Number(r.latency_ms));
  return {
    passRate: summary.passRate,
    averageScore: summary.avgScore,
    avgAccuracy: summary.avgAccuracy,
    avgGroundedness: summary.avgGroundedness,
    avgResponseTime:
      answered.length === 0
        ? null
        : Math.round(answered.reduce((s, v) => s + v, 0) / answered.length),
    results: rows.length,
  };
}

function passRateAlert(current: number | null, previous: number | null): AlertView[] {
  if (current === null || previous === null) return [];
  const drop = previous - current;
  if (drop < PASS_RATE_WARNING - 1e-9) return [];
  return [
    {
      type: "pass_rate_drop",
      severity: drop >= PASS_RATE_CRITICAL - 1e-9 ? "critical" : "warning",
      message: `The pass rate fell from ${pct(previous)} to ${pct(current)} against the previous period.`,
      affectedExamples: 0,
    },
  ];
}

const pct = (n: number) => `${Math.round(n * 1000) / 10}%`;

export async function healthReport(
  deps: EvalHealthDeps,
  principal: Principal,
  query: { agentId: string; period: string },
): Promise<ReportView> {
  const { database } = deps;
  await requireAgent(database, principal, query.agentId);
  const now = deps.clock.now();
  const length = periodMs(query.period);
  const currentFrom = new Date(now.getTime() - length);
  const runs = await completedRuns(database, principal.companyId, query.agentId, {
    from: new Date(now.getTime() - 2 * length),
    to: new Date(now.getTime() + 1),
  });
  const currentIds = new Set(
    runs.filter((r) => (r.completed_at ?? "") >= currentFrom.toISOString()).map((r) => r.id),
  );
  const rows = await resultsOf(
    database,
    runs.map((r) => r.id),
  );
  const current = figures(rows.filter((r) => currentIds.has(r.run_id)));
  const previous = figures(rows.filter((r) => !currentIds.has(r.run_id)));

  const alerts: AlertView[] = [];
  if (currentIds.size === 0) {
    alerts.push({
      type: "no_runs",
      severity: "warning",
      message: `No completed evaluation run of this agent in the last ${query.period}; its health is unknown.`,
      affectedExamples: 0,
    });
  }
  alerts.push(...passRateAlert(current.passRate, previous.passRate));
  const found = await findRegressions(deps, principal, { ...query, threshold: 0.05 });
  for (const r of found.regressions) {
    alerts.push({
      type: "regression_detected",
      severity: r.severity === "medium" ? "warning" : "critical",
      message: `${r.metric} of set "${r.category}" fell from ${r.previousScore} to ${r.currentScore} in run ${r.runId} (p = ${r.pValue.toPrecision(3)}, ${r.test} test).`,
      affectedExamples: r.affectedExamples.length,
    });
  }
  for (const s of (await saturation(deps, principal, query)).sets) {
    if (!s.saturated) continue;
    alerts.push({
      type: "saturation",
      severity: "info",
      message: `Set "${s.name}": ${s.message}`,
      affectedExamples: s.alwaysPassing,
    });
  }
  const severities: AlertSeverity[] = alerts.map((a) => a.severity);
  const score = healthScore(current.passRate, severities);
  return {
    agentId: query.agentId,
    period: query.period,
    generatedAt: now.toISOString(),
    overallHealth: overallHealth(score, severities),
    healthScore: score,
    metrics: {
      passRate: metricTrend(current.passRate, previous.passRate),
      averageScore: metricTrend(current.averageScore, previous.averageScore),
      avgAccuracy: metricTrend(current.avgAccuracy, previous.avgAccuracy),
      avgGroundedness: metricTrend(current.avgGroundedness, previous.avgGroundedness),
      avgResponseTime: metricTrend(current.avgResponseTime, previous.avgResponseTime, {
        lowerIsBetter: true,
        unit: "ms",
      }),
    },
    runsInPeriod: currentIds.size,
    totalExamplesEvaluated: current.results,
    alerts,
  };
}
