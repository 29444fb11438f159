/**
 * The rules of evaluation health as pure functions: periods, trends and their dead band, alert
 * severities and the health score. The README's "Evaluation health" section states the same
 * numbers; change both together.
 */

export const DAY_MS = 86_400_000;

/** Significance level of the paired tests. */
export const ALPHA = 0.05;
/** Fewer shared examples than this and a paired test is not trusted to call a regression. */
export const MIN_SHARED_EXAMPLES = 20;
/** Saturation looks at this many most recent completed runs of a set. */
export const SATURATION_RUNS = 5;
/** A set whose examples pass every one of those runs at this share or more is saturated. */
export const SATURATION_ALERT = 0.9;

/**
 * Dead band of a 0-1 metric (pass rate, scores): a change smaller than this is "stable", so
 * a few examples moving in a large set do not read as a trend.
 */
export const SCORE_DEAD_BAND = 0.02;
/** Dead band of the response time, relative to the previous period's value. */
export const LATENCY_DEAD_BAND = 0.05;
/** A period-on-period pass-rate drop of this much is a warning; PASS_RATE_CRITICAL critical. */
export const PASS_RATE_WARNING = 0.05;
export const PASS_RATE_CRITICAL = 0.15;

export type Trend = "improving" | "declining" | "stable";

export function periodMs(period: string): number {
  return Number.parseInt(period, 10) * DAY_MS;
}

export const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

export interface MetricTrend {
  current: number | null;
  previous: number | null;
  trend: Trend;
  change: number | null;
  unit?: string;
}

/**
 * current vs previous for a metric where higher is better (`lowerIsBetter` for latency). With
 * either value missing there is nothing to compare: change null, trend stable.
 */
export function metricTrend(
  current: number | null,
  previous: number | null,
  options: { lowerIsBetter?: boolean; unit?: string } = {},
): MetricTrend {
  const unit = options.unit === undefined ? {} : { unit: options.unit };
  if (current === null || previous === null) {
    return { current, previous, trend: "stable", change: null, ...unit };
  }
  const change = round4(current - previous);
  const band = options.lowerIsBetter ? LATENCY_DEAD_BAND * Math.abs(previous) : SCORE_DEAD_BAND;
  let trend: Trend = "stable";
  if (Math.abs(change) >= band && change !== 0) {
    const better = options.lowerIsBetter ? change < 0 : change > 0;
    trend = better ? "improving" : "declining";
  }
  return { current, previous, trend, change, ...unit };
}

/** Severity of a significant regression by the size of its drop. */
export function regressionSeverity(drop: number): "medium" | "high" | "critical" {
  if (drop >= 0.2) return "critical";
  if (drop >= 0.1) return "high";
  return "medium";
}

export type AlertSeverity = "info" | "warning" | "critical";

/**
 * 0-100: the current pass rate as a percentage, less 15 per critical and 5 per warning alert
 * (info alerts such as saturation say nothing about the agent's answers). No runs: null.
 */
export function healthScore(passRate: number | null, severities: AlertSeverity[]): number | null {
  if (passRate === null) return null;
  const penalty = severities.reduce(
    (sum, s) => sum + (s === "critical" ? 15 : s === "warning" ? 5 : 0),
    0,
  );
  return Math.max(0, Math.min(100, Math.round(passRate * 100) - penalty));
}

export function overallHealth(
  score: number | null,
  severities: AlertSeverity[],
): "healthy" | "warning" | "critical" | "unknown" {
  if (score === null) return "unknown";
  if (severities.includes("critical") || score < 50) return "critical";
  if (severities.includes("warning") || score < 80) return "warning";
  return "healthy";
}
