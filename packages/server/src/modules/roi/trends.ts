import type { z } from "@hono/zod-openapi";
import type { Principal } from "../../http/principal";
import { findVisibleAgent } from "../agents/access";
import {
  bucketStart,
  bucketStarts,
  DAY_MS,
  type Interval,
  nextBucket,
} from "../business-metrics/buckets";
import { addTotals, type TraceTotals, traceTotals, ZERO_TOTALS } from "./aggregates";
import { costOf, money, round, savingsOf } from "./formulas";
import { previousWindow, type Window, windowOf } from "./periods";
import type { Trends, TrendsQuery } from "./schemas";
import { loadSettings, type RoiDeps, type Settings } from "./settings";

/** |changePercent| under this is "stable". */
export const STABLE_PERCENT = 5;

/** Days of [start, end) that fall inside the window: what flat-rate prorates a bucket by. */
function overlapDays(start: Date, end: Date, window: Window): number {
  const from = Math.max(start.getTime(), Date.parse(window.from ?? start.toISOString()));
  const to = Math.min(end.getTime(), Date.parse(window.to));
  return Math.max(0, to - from) / DAY_MS;
}

/** Savings minus cost of each agent's sums, `days` being the span flat-rate prorates over. */
function netOf(byAgent: Map<string, TraceTotals>, settings: Settings, days: number) {
  let savings = 0;
  let cost = 0;
  for (const [agentId, totals] of byAgent) {
    savings += savingsOf(totals, null, settings, agentId).savings;
    cost += costOf(totals, settings, days);
  }
  return { savings, cost, net: savings - cost };
}

/** Direction and change of netROI between the period before and this one. */
export function trendOf(current: number, previous: number) {
  const changePercent =
    previous === 0 ? null : round(((current - previous) / Math.abs(previous)) * 100, 2);
  if (changePercent === null) {
    return { changePercent, trend: current > 0 ? "up" : current < 0 ? "down" : "stable" } as const;
  }
  const trend =
    Math.abs(changePercent) < STABLE_PERCENT ? "stable" : changePercent > 0 ? "up" : "down";
  return { changePercent, trend } as const;
}

/**
 * Savings, cost, netROI and interactions per UTC bucket of the period (every bucket, empty
 * ones as zeros), and netROI's change against the period of the same length before it.
 */
export async function trends(
  deps: RoiDeps,
  principal: Principal,
  query: z.infer<typeof TrendsQuery>,
): Promise<z.infer<typeof Trends>> {
  const { database } = deps;
  if (query.agentId !== undefined) await findVisibleAgent(database, principal, query.agentId);
  const { settings } = await loadSettings(database, principal.companyId);
  const window = windowOf(query.period, deps.clock.now());
  const before = previousWindow(window) as Window;
  const [days, previous] = await Promise.all([
    traceTotals(database, principal, { window, agentId: query.agentId, byDay: true }),
    traceTotals(database, principal, { window: before, agentId: query.agentId }),
  ]);
  const interval: Interval = query.interval;
  const from = new Date(window.from as string);
  const to = new Date(Date.parse(window.to) - 1);
  // bucket start → agent → sums
  const buckets = new Map<number, Map<string, TraceTotals>>(
    bucketStarts(from, to, interval).map((start) => [start.getTime(), new Map()]),
  );
  for (const row of days) {
    const start = bucketStart(new Date(`${row.day}T00:00:00.000Z`), interval).getTime();
    const agents = buckets.get(start);
    if (!agents) continue;
    agents.set(row.agentId, addTotals(agents.get(row.agentId) ?? ZERO_TOTALS, row));
  }
  const dataPoints = [...buckets].map(([start, agents]) => {
    const startDate = new Date(start);
    const span = overlapDays(startDate, nextBucket(startDate, interval), window);
    const { savings, cost, net } = netOf(agents, settings, span);
    let interactions = 0;
    for (const totals of agents.values()) interactions += totals.interactions;
    return {
      timestamp: startDate.toISOString(),
      savings: money(savings),
      cost: money(cost),
      netROI: money(net),
      interactions,
    };
  });
  const length = (Date.parse(window.to) - Date.parse(window.from as string)) / DAY_MS;
  const byAgent = new Map<string, TraceTotals>();
  for (const row of days)
    byAgent.set(row.agentId, addTotals(byAgent.get(row.agentId) ?? ZERO_TOTALS, row));
  const current = netOf(byAgent, settings, length).net;
  const prior = netOf(new Map(previous.map((p) => [p.agentId, p])), settings, length).net;
  return {
    period: query.period,
    interval,
    currency: settings.currency,
    ...trendOf(money(current), money(prior)),
    dataPoints,
  };
}
