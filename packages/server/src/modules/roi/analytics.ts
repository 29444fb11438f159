import type { z } from "@hono/zod-openapi";
import type { Principal } from "../../http/principal";
import { findVisibleAgent } from "../agents/access";
import { type AgentTotals, firstTraceAt, type TraceTotals, traceTotals } from "./aggregates";
import {
  addSavings,
  costOf,
  humanCostPerResolution,
  money,
  NO_SAVINGS,
  roiPercentage,
  round,
  type Savings,
  savingsOf,
} from "./formulas";
import { daysOf, type Period, previousWindow, type Window, windowOf } from "./periods";
import type { ByAgentQuery, RoiByAgent, RoiSummary, SummaryQuery } from "./schemas";
import { humanRatesOf, loadSettings, type RoiDeps, type Settings } from "./settings";

/** Each agent's savings and cost in a period, from the sums of its traces there and before. */
export interface PeriodFigures {
  window: Window;
  days: number;
  agents: { totals: AgentTotals; savings: Savings; cost: number }[];
}

/** The sums of the period and of the period before, valued with the settings. */
export async function periodFigures(
  deps: RoiDeps,
  principal: Principal,
  settings: Settings,
  period: Period,
  agentId: string | undefined,
): Promise<PeriodFigures> {
  const { database } = deps;
  const window = windowOf(period, deps.clock.now());
  const before = previousWindow(window);
  const [current, previous, firstAt] = await Promise.all([
    traceTotals(database, principal, { window, agentId }),
    before ? traceTotals(database, principal, { window: before, agentId }) : [],
    window.from === null ? firstTraceAt(database, principal, agentId) : null,
  ]);
  const days = daysOf(window, firstAt);
  const previousOf = new Map<string, TraceTotals>(previous.map((p) => [p.agentId, p]));
  return {
    window,
    days,
    agents: current.map((totals) => ({
      totals,
      savings: savingsOf(totals, previousOf.get(totals.agentId) ?? null, settings, totals.agentId),
      cost: costOf(totals, settings, days),
    })),
  };
}

export async function summary(
  deps: RoiDeps,
  principal: Principal,
  query: z.infer<typeof SummaryQuery>,
): Promise<z.infer<typeof RoiSummary>> {
  if (query.agentId !== undefined) await findVisibleAgent(deps.database, principal, query.agentId);
  const { settings } = await loadSettings(deps.database, principal.companyId);
  const figures = await periodFigures(deps, principal, settings, query.period, query.agentId);
  let saved = NO_SAVINGS;
  let cost = 0;
  let deflected = 0;
  for (const agent of figures.agents) {
    saved = addSavings(saved, agent.savings);
    cost += agent.cost;
    deflected += agent.totals.successes;
  }
  const netROI = saved.savings - cost;
  return {
    period: query.period,
    currency: settings.currency,
    totalSavings: money(saved.savings),
    totalCost: money(cost),
    netROI: money(netROI),
    roiPercentage: roiPercentage(netROI, cost),
    ticketsDeflected: deflected,
    avgCostPerResolution: deflected === 0 ? null : money(cost / deflected),
    // Weighted by each agent's resolutions when agents have overrides; else the setting itself.
    humanCostPerResolution: money(
      deflected === 0
        ? humanCostPerResolution(settings, query.agentId ?? "")
        : saved.wagesSaved / deflected,
    ),
    agentCount: figures.agents.filter((a) => a.totals.interactions > 0).length,
    breakdown: {
      laborSavings: money(saved.laborSavings),
      efficiencyGains: money(saved.efficiencyGains),
      errorReduction: money(saved.errorReduction),
    },
  };
}

export async function byAgent(
  deps: RoiDeps,
  principal: Principal,
  agentId: string,
  query: z.infer<typeof ByAgentQuery>,
): Promise<z.infer<typeof RoiByAgent>> {
  const agent = await findVisibleAgent(deps.database, principal, agentId);
  const { settings } = await loadSettings(deps.database, principal.companyId);
  const figures = await periodFigures(deps, principal, settings, query.period, agentId);
  const found = figures.agents[0];
  const savings = found?.savings.savings ?? 0;
  const cost = found?.cost ?? 0;
  const interactions = found?.totals.interactions ?? 0;
  const successes = found?.totals.successes ?? 0;
  const { avgHumanHandlingMinutes } = humanRatesOf(settings, agentId);
  return {
    agentId,
    agentName: agent.name,
    period: query.period,
    currency: settings.currency,
    savings: money(savings),
    cost: money(cost),
    netROI: money(savings - cost),
    roiPercentage: roiPercentage(savings - cost, cost),
    interactions,
    successRate: interactions === 0 ? null : round(successes / interactions, 4),
    avgHandlingTime:
      interactions === 0 ? null : round((found?.totals.latencyMs ?? 0) / interactions / 60_000, 4),
    humanHandlingTime: avgHumanHandlingMinutes,
    timeSavedHours: round((successes * avgHumanHandlingMinutes) / 60, 4),
  };
}
