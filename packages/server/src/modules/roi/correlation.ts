import type { z } from "@hono/zod-openapi";
import type { Principal } from "../../http/principal";
import { pearson } from "../../lib/stats/correlation";
import { findVisibleAgent } from "../agents/access";
import { bucketStarts } from "../business-metrics/buckets";
import { firstMetricAt, metricUnitTotals } from "../business-metrics/series";
import { type AgentTotals, firstTraceAt, traceTotals } from "./aggregates";
import { costOf, round, savingsOf } from "./formulas";
import type { Window } from "./periods";
import { windowOf } from "./periods";
import { type Correlation, type CorrelationQuery, TRACE_AGGREGATES } from "./schemas";
import { loadSettings, type RoiDeps, type Settings } from "./settings";

type TraceAggregate = (typeof TRACE_AGGREGATES)[number];
type DailySeries = Map<string, number | null>;

/** α of the significance label. */
export const SIGNIFICANCE_LEVEL = 0.05;

const isAggregate = (name: string): name is TraceAggregate =>
  (TRACE_AGGREGATES as readonly string[]).includes(name);

/** One trace aggregate's value on a day, from that day's per-agent sums (none: no traces). */
function aggregateOf(name: TraceAggregate, rows: AgentTotals[], settings: Settings): number | null {
  let interactions = 0;
  let successes = 0;
  let latency = 0;
  let tokens = 0;
  let savings = 0;
  let cost = 0;
  for (const row of rows) {
    interactions += row.interactions;
    successes += row.successes;
    latency += row.latencyMs;
    tokens += row.tokens;
    savings += savingsOf(row, null, settings, row.agentId).savings;
    cost += costOf(row, settings, 1);
  }
  switch (name) {
    case "traceCount":
      return interactions;
    case "tokenUsage":
      return tokens;
    case "cost":
      return cost;
    case "savings":
      return savings;
    case "netROI":
      return savings - cost;
    case "successRate":
      return interactions === 0 ? null : successes / interactions;
    case "avgLatencyMs":
      return interactions === 0 ? null : latency / interactions;
  }
}

/** A metric's value on each day of `days`: a trace aggregate, or a business metric's daily mean. */
async function dailySeries(
  deps: RoiDeps,
  principal: Principal,
  name: string,
  window: Window & { from: string },
  days: string[],
  agentId: string | undefined,
  settings: Settings,
  traceDays: () => Promise<Map<string, AgentTotals[]>>,
): Promise<DailySeries> {
  if (isAggregate(name)) {
    const byDay = await traceDays();
    return new Map(days.map((day) => [day, aggregateOf(name, byDay.get(day) ?? [], settings)]));
  }
  const totals = await metricUnitTotals(
    deps.database,
    principal,
    { name, agentId, from: window.from, to: new Date(Date.parse(window.to) - 1).toISOString() },
    10,
  );
  return new Map(
    days.map((day) => {
      const unit = totals.get(day);
      return [day, unit && unit.count > 0 ? unit.sum / unit.count : null];
    }),
  );
}

function strengthOf(r: number): string {
  const size = Math.abs(r);
  if (size >= 0.7) return "Strong";
  if (size >= 0.4) return "Moderate";
  if (size >= 0.2) return "Weak";
  return "Negligible";
}

/**
 * Pearson's r between two metrics over the days of the period on which both have a value,
 * with its two-sided p-value (Student's t, n − 2 df) and a sentence saying what it means.
 */
export async function correlation(
  deps: RoiDeps,
  principal: Principal,
  query: z.infer<typeof CorrelationQuery>,
): Promise<z.infer<typeof Correlation>> {
  const { database } = deps;
  const { metricX, metricY, agentId } = query;
  if (agentId !== undefined) await findVisibleAgent(database, principal, agentId);
  const { settings } = await loadSettings(database, principal.companyId);
  const now = deps.clock.now();
  const period = windowOf(query.period, now);
  // All time starts at the first trace or metric value, whichever is older (else today).
  const starts = await Promise.all(
    period.from === null
      ? [
          firstTraceAt(database, principal, agentId),
          firstMetricAt(
            database,
            principal,
            [metricX, metricY].filter((n) => !isAggregate(n)),
            agentId,
          ),
        ]
      : [period.from],
  );
  const from = starts.filter((s): s is string => s !== null).sort()[0] ?? now.toISOString();
  const window = { from, to: period.to };
  const days = bucketStarts(new Date(from), new Date(Date.parse(period.to) - 1), "day").map((d) =>
    d.toISOString().slice(0, 10),
  );
  let loaded: Promise<Map<string, AgentTotals[]>> | undefined;
  const traceDays = () => {
    loaded ??= traceTotals(database, principal, { window, agentId, byDay: true }).then((rows) => {
      const byDay = new Map<string, AgentTotals[]>();
      for (const row of rows)
        byDay.set(row.day as string, [...(byDay.get(row.day as string) ?? []), row]);
      return byDay;
    });
    return loaded;
  };
  const [xs, ys] = await Promise.all([
    dailySeries(deps, principal, metricX, window, days, agentId, settings, traceDays),
    dailySeries(deps, principal, metricY, window, days, agentId, settings, traceDays),
  ]);
  const points = days.flatMap((date) => {
    const x = xs.get(date);
    const y = ys.get(date);
    return x === null || x === undefined || y === null || y === undefined ? [] : [{ date, x, y }];
  });
  const result = pearson(
    points.map((p) => p.x),
    points.map((p) => p.y),
  );
  return {
    metricX,
    metricY,
    period: query.period,
    correlation: result.r === null ? null : round(result.r, 6),
    pValue: result.pValue === null ? null : round(result.pValue, 6),
    significance:
      result.pValue === null
        ? "insufficient_data"
        : result.pValue < SIGNIFICANCE_LEVEL
          ? "significant"
          : "not_significant",
    dataPoints: points.length,
    points,
    summary: summarize(metricX, metricY, result, points, xs, ys),
  };
}

function summarize(
  metricX: string,
  metricY: string,
  result: ReturnType<typeof pearson>,
  points: { x: number; y: number }[],
  xs: DailySeries,
  ys: DailySeries,
): string {
  const n = points.length;
  if (result.reason === "too_few_points") {
    const missing = [metricX, metricY].filter((_name, i) =>
      [...(i === 0 ? xs : ys).values()].every((v) => v === null),
    );
    const why = missing.length > 0 ? ` (${missing.join(" and ")} has no value in the period)` : "";
    return `Only ${n} day${n === 1 ? "" : "s"} ${n === 1 ? "has" : "have"} a value of both ${metricX} and ${metricY}${why}: a correlation needs at least 3.`;
  }
  if (result.r === null || result.pValue === null) {
    const constant = new Set(points.map((p) => p.x)).size === 1 ? metricX : metricY;
    return `${constant} does not vary over the ${n} aligned days, so their correlation is undefined.`;
  }
  const direction = result.r > 0 ? "positive" : result.r < 0 ? "negative" : "no";
  const verdict =
    result.pValue < SIGNIFICANCE_LEVEL
      ? "significant at the 5% level"
      : "not significant at the 5% level: it may be chance";
  return `${strengthOf(result.r)} ${direction} correlation between ${metricX} and ${metricY} (r = ${result.r.toFixed(3)}, p = ${result.pValue.toPrecision(3)}, n = ${n} days), ${verdict}. Correlation does not show causation.`;
}
