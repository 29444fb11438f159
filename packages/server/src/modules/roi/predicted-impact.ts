import type { z } from "@hono/zod-openapi";
import type { Principal } from "../../http/principal";
import { findVisibleAgent } from "../agents/access";
import { bucketStart, DAY_MS } from "../business-metrics/buckets";
import { addTotals, firstTraceAt, type TraceTotals, traceTotals, ZERO_TOTALS } from "./aggregates";
import {
  costOf,
  DAYS_PER_MONTH,
  humanCostPerResolution,
  money,
  round,
  savingsOf,
} from "./formulas";
import type { HORIZONS, PredictedImpact, PredictedImpactQuery, SCENARIOS } from "./schemas";
import { loadSettings, type RoiDeps, type Settings } from "./settings";

/** Whole UTC days of history a projection reads (at most; fewer when traces began later). */
export const HISTORY_DAYS = 90;
/** Days with traces that give full confidence in the history's rates. */
export const FULL_COVERAGE_DAYS = 30;

const MONTHS: Record<(typeof HORIZONS)[number], number> = { "30d": 1, "90d": 3, "6m": 6, "1y": 12 };
/** The further out, the less a trend fitted on 90 days says. */
const HORIZON_CONFIDENCE: Record<(typeof HORIZONS)[number], number> = {
  "30d": 0.9,
  "90d": 0.8,
  "6m": 0.65,
  "1y": 0.5,
};

/** How a scenario bends the history: growth, success rate and AI cost per interaction. */
const SCENARIO = {
  baseline: { growth: 0, successRate: 0, cost: 1 },
  optimistic: { growth: 0.25, successRate: 0.05, cost: 0.9 },
  conservative: { growth: -0.25, successRate: -0.05, cost: 1.1 },
} satisfies Record<(typeof SCENARIOS)[number], unknown>;

/** Least-squares line through (0, y0), (1, y1), …: its mean and slope per step. */
export function linearFit(ys: readonly number[]): { mean: number; slope: number } {
  const n = ys.length;
  if (n === 0) return { mean: 0, slope: 0 };
  const mean = ys.reduce((a, b) => a + b, 0) / n;
  if (n < 2) return { mean, slope: 0 };
  const meanX = (n - 1) / 2;
  let sxy = 0;
  let sxx = 0;
  ys.forEach((y, x) => {
    sxy += (x - meanX) * (y - mean);
    sxx += (x - meanX) ** 2;
  });
  return { mean, slope: sxy / sxx };
}

interface History {
  days: number;
  daysWithTraces: number;
  daily: number[];
  byAgent: Map<string, TraceTotals>;
}

/** The whole UTC days before today (up to HISTORY_DAYS, from the first trace's day on). */
async function historyOf(
  deps: RoiDeps,
  principal: Principal,
  agentId: string | undefined,
): Promise<History> {
  const today = bucketStart(deps.clock.now(), "day");
  const firstAt = await firstTraceAt(deps.database, principal, agentId);
  const earliest = today.getTime() - HISTORY_DAYS * DAY_MS;
  const firstDay =
    firstAt === null ? today.getTime() : bucketStart(new Date(firstAt), "day").getTime();
  const from = Math.max(earliest, firstDay);
  const days = Math.max(0, Math.round((today.getTime() - from) / DAY_MS));
  const empty = { days, daysWithTraces: 0, daily: [], byAgent: new Map<string, TraceTotals>() };
  if (days === 0) return { ...empty, days: 0 };
  const rows = await traceTotals(deps.database, principal, {
    window: { from: new Date(from).toISOString(), to: today.toISOString() },
    agentId,
    byDay: true,
  });
  const daily = new Array<number>(days).fill(0);
  const byAgent = new Map<string, TraceTotals>();
  for (const row of rows) {
    const index = Math.round((Date.parse(`${row.day}T00:00:00.000Z`) - from) / DAY_MS);
    daily[index] = (daily[index] ?? 0) + row.interactions;
    byAgent.set(row.agentId, addTotals(byAgent.get(row.agentId) ?? ZERO_TOTALS, row));
  }
  return { days, daysWithTraces: daily.filter((n) => n > 0).length, daily, byAgent };
}

/** The history's rates: success rate, value of a resolution, variable and fixed AI cost. */
function ratesOf(history: History, settings: Settings, agentId: string | undefined) {
  let totals = ZERO_TOTALS;
  let savings = 0;
  let variableCost = 0;
  for (const [id, agentTotals] of history.byAgent) {
    totals = addTotals(totals, agentTotals);
    savings += savingsOf(agentTotals, null, settings, id).savings;
    if (settings.aiCostModel !== "flat-rate") variableCost += costOf(agentTotals, settings, 0);
  }
  const successRate = totals.interactions === 0 ? 0 : totals.successes / totals.interactions;
  const valuePerResolution =
    totals.successes === 0
      ? humanCostPerResolution(settings, agentId ?? "") * settings.overheadMultiplier
      : savings / totals.successes;
  const costPerInteraction =
    settings.aiCostModel === "per-request"
      ? settings.costPerRequest
      : totals.interactions === 0
        ? 0
        : variableCost / totals.interactions;
  const fixedMonthly =
    settings.aiCostModel === "flat-rate" ? settings.flatRateMonthlyCost * history.byAgent.size : 0;
  return { successRate, valuePerResolution, costPerInteraction, fixedMonthly };
}

const fmt = (n: number, digits = 2) => Number(n.toFixed(digits)).toString();

/**
 * Savings and cost over the horizon, month by month (30-day months from today): interactions
 * follow the least-squares line through the history's daily counts, at the history's success
 * rate, value per resolution and AI cost, bent by the scenario.
 */
export async function predictedImpact(
  deps: RoiDeps,
  principal: Principal,
  query: z.infer<typeof PredictedImpactQuery>,
): Promise<z.infer<typeof PredictedImpact>> {
  if (query.agentId !== undefined) await findVisibleAgent(deps.database, principal, query.agentId);
  const { settings } = await loadSettings(deps.database, principal.companyId);
  const history = await historyOf(deps, principal, query.agentId);
  const rates = ratesOf(history, settings, query.agentId);
  const bend = SCENARIO[query.scenario];
  const { mean, slope } = linearFit(history.daily);
  const atEnd = Math.max(0, mean + (slope * (history.days - 1)) / 2);
  const growth = slope + bend.growth * Math.abs(slope);
  const successRate = Math.min(1, Math.max(0, rates.successRate + bend.successRate));
  const costPerInteraction = rates.costPerInteraction * bend.cost;
  const projections = Array.from({ length: MONTHS[query.horizon] }, (_, i) => {
    // A month's mean day is 15.5 days into it; the line is linear, so that is its mean.
    const perDay = Math.max(0, atEnd + growth * (i * DAYS_PER_MONTH + 15.5));
    const interactions = perDay * DAYS_PER_MONTH;
    return {
      month: i + 1,
      savings: interactions * successRate * rates.valuePerResolution,
      cost: interactions * costPerInteraction + (history.days === 0 ? 0 : rates.fixedMonthly),
    };
  });
  const savings = projections.reduce((sum, p) => sum + p.savings, 0);
  const cost = projections.reduce((sum, p) => sum + p.cost, 0);
  const coverage = Math.min(1, history.daysWithTraces / FULL_COVERAGE_DAYS);
  return {
    horizon: query.horizon,
    scenario: query.scenario,
    currency: settings.currency,
    predictedSavings: money(savings),
    predictedCost: money(cost),
    predictedNetROI: money(savings - cost),
    confidence: round(coverage * HORIZON_CONFIDENCE[query.horizon], 2),
    projections: projections.map((p) => ({
      month: p.month,
      savings: money(p.savings),
      cost: money(p.cost),
    })),
    assumptions: assumptionsOf(history, settings, {
      atEnd,
      growth,
      successRate,
      valuePerResolution: rates.valuePerResolution,
      costPerInteraction,
      fixedMonthly: rates.fixedMonthly,
      scenario: query.scenario,
    }),
  };
}

function assumptionsOf(
  history: History,
  settings: Settings,
  used: {
    atEnd: number;
    growth: number;
    successRate: number;
    valuePerResolution: number;
    costPerInteraction: number;
    fixedMonthly: number;
    scenario: string;
  },
): string[] {
  const c = settings.currency;
  if (history.daysWithTraces === 0) {
    return [
      `No traces in the ${HISTORY_DAYS} whole days before today: nothing to project, so every figure is 0 and confidence is 0.`,
    ];
  }
  const list = [
    `History: ${history.days} whole UTC days before today, ${history.daysWithTraces} of them with traces; months are 30 days from today.`,
    `Interactions follow the least-squares line through the daily counts: ${fmt(used.atEnd)} a day now, changing by ${fmt(used.growth, 4)} a day each day (${used.scenario}).`,
    `${fmt(used.successRate * 100, 1)}% of interactions are resolved (successful traces)${used.scenario === "baseline" ? ", as in the history" : `: the history's rate ${used.scenario === "optimistic" ? "plus" : "minus"} 5 points`}.`,
    `Each resolution saves ${fmt(used.valuePerResolution, 4)} ${c} (human cost per hour × handling minutes / 60 × overhead ${settings.overheadMultiplier}, per agent).`,
  ];
  if (settings.aiCostModel === "flat-rate") {
    list.push(
      `AI cost is flat: ${fmt(used.fixedMonthly)} ${c} a month for the agents with traces.`,
    );
  } else {
    list.push(
      `AI cost is ${fmt(used.costPerInteraction, 6)} ${c} per interaction (${settings.aiCostModel}${settings.aiCostModel === "per-token" ? ", the history's tokens per interaction at the configured prices" : ""}${used.scenario === "baseline" ? "" : used.scenario === "optimistic" ? ", 10% lower" : ", 10% higher"}).`,
    );
  }
  list.push("Settings stay as they are now.");
  return list;
}
