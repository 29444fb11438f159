/**
 * The ROI formulas, as pure functions of trace sums and settings (README: "ROI analytics").
 * Per agent, with its overrides:
 *   humanCostPerResolution = humanCostPerHour × avgHumanHandlingMinutes / 60
 *   wagesSaved             = successes × humanCostPerResolution
 *   errorReduction         = (successes − interactions × previousSuccessRate) × humanCostPerResolution
 *                            (0 without traces in the previous period of the same length)
 *   laborSavings           = wagesSaved − errorReduction
 *   efficiencyGains        = wagesSaved × (overheadMultiplier − 1)
 *   savings                = laborSavings + efficiencyGains + errorReduction
 *                          = wagesSaved × overheadMultiplier
 *   cost                   = aiCost (costOf)
 */
import type { TraceTotals } from "./aggregates";
import { humanRatesOf, type Settings } from "./settings";

/** Days in the month that flat-rate prices: projections and proration use 30-day months. */
export const DAYS_PER_MONTH = 30;

export function humanCostPerResolution(settings: Settings, agentId: string): number {
  const rates = humanRatesOf(settings, agentId);
  return (rates.humanCostPerHour * rates.avgHumanHandlingMinutes) / 60;
}

/**
 * The AI cost of an agent's traces under the cost model. per-token: input (and unsplit) tokens
 * at costPer1kInputTokens, output tokens at costPer1kOutputTokens; per-request: costPerRequest
 * per trace; flat-rate: flatRateMonthlyCost prorated over `days`, when the agent has traces.
 */
export function costOf(totals: TraceTotals, settings: Settings, days: number): number {
  switch (settings.aiCostModel) {
    case "per-token":
      return (
        ((totals.inputTokens + totals.otherTokens) * settings.costPer1kInputTokens +
          totals.outputTokens * settings.costPer1kOutputTokens) /
        1000
      );
    case "per-request":
      return totals.interactions * settings.costPerRequest;
    case "flat-rate":
      return totals.interactions > 0 ? (settings.flatRateMonthlyCost * days) / DAYS_PER_MONTH : 0;
  }
}

export interface Savings {
  wagesSaved: number;
  laborSavings: number;
  efficiencyGains: number;
  errorReduction: number;
  savings: number;
}

export const NO_SAVINGS: Savings = Object.freeze({
  wagesSaved: 0,
  laborSavings: 0,
  efficiencyGains: 0,
  errorReduction: 0,
  savings: 0,
});

/** One agent's savings in a window, `previous` being its sums in the window before. */
export function savingsOf(
  totals: TraceTotals,
  previous: TraceTotals | null,
  settings: Settings,
  agentId: string,
): Savings {
  const perResolution = humanCostPerResolution(settings, agentId);
  const wagesSaved = totals.successes * perResolution;
  const errorReduction =
    previous && previous.interactions > 0
      ? (totals.successes - (totals.interactions * previous.successes) / previous.interactions) *
        perResolution
      : 0;
  const efficiencyGains = wagesSaved * (settings.overheadMultiplier - 1);
  return {
    wagesSaved,
    laborSavings: wagesSaved - errorReduction,
    efficiencyGains,
    errorReduction,
    savings: wagesSaved * settings.overheadMultiplier,
  };
}

export function addSavings(a: Savings, b: Savings): Savings {
  return {
    wagesSaved: a.wagesSaved + b.wagesSaved,
    laborSavings: a.laborSavings + b.laborSavings,
    efficiencyGains: a.efficiencyGains + b.efficiencyGains,
    errorReduction: a.errorReduction + b.errorReduction,
    savings: a.savings + b.savings,
  };
}

/** netROI / cost × 100; null when there is no cost to divide by. */
export function roiPercentage(netROI: number, cost: number): number | null {
  return cost === 0 ? null : round((netROI / cost) * 100, 2);
}

/** Money to 4 decimals (a fraction of a cent shows at token prices); -0 as 0. */
export function money(value: number): number {
  return round(value, 4);
}

export function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  return rounded === 0 ? 0 : rounded;
}
