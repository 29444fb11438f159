/**
 * What analysis costs, in credits (the spec's per-trace costs; DESIGN.md, Analysis and
 * credits). Pure: callers estimate before any work and charge for what ran.
 */

export const ANALYSIS_TIERS = ["rule_based", "fast_llm", "full_llm", "deep"] as const;
export type AnalysisTier = (typeof ANALYSIS_TIERS)[number];

/** Credits per analysed trace, by tier. */
export const TIER_COSTS: Readonly<Record<AnalysisTier, number>> = {
  rule_based: 0,
  fast_llm: 0.5,
  full_llm: 1,
  deep: 2,
};

/** A counterfactual request. */
export const COUNTERFACTUAL_COST = 2;
/** One LLM-judge (or jury member) call in an evaluation. */
export const JUDGE_CALL_COST = 0.5;

/** Credits are kept as integer thousandths, so 0.5 + 0.5 + … stays exact. */
export const MILLI = 1000;

export function toMilli(credits: number): number {
  return Math.round(credits * MILLI);
}

export function fromMilli(milli: number): number {
  return milli / MILLI;
}

export interface EstimateInput {
  tier?: AnalysisTier;
  /** Traces analysed at `tier`. */
  traces?: number;
  counterfactuals?: number;
  judgeCalls?: number;
}

/**
 * The credits a piece of work costs.
 * @example estimate({ tier: "fast_llm", traces: 3 }) // 1.5
 */
export function estimate(input: EstimateInput): number {
  const perTrace = input.tier === undefined ? 0 : toMilli(TIER_COSTS[input.tier]);
  const milli =
    perTrace * (input.traces ?? 0) +
    toMilli(COUNTERFACTUAL_COST) * (input.counterfactuals ?? 0) +
    toMilli(JUDGE_CALL_COST) * (input.judgeCalls ?? 0);
  return fromMilli(milli);
}
