import { SCORE_WEIGHTS, type ScoredMetric } from "./thresholds";
import type { Metric, RuleMetrics, RuleScores, Verdict } from "./types";

/**
 * What the scores are computed from. Kept apart from the analysis so that a counterfactual can
 * change one thing (a claim grounded, a citation fixed) and score the trace again.
 */
export interface ScoringState {
  hasContext: boolean;
  refused: boolean;
  /**
   * The refusal names something the user asked about that the context never mentions ("I
   * can't find anything about organ lessons" when the context knows only piano): a right
   * refusal, however close the context is to the question's topic.
   */
  refusalNamesMissing?: boolean;
  claims: {
    verdict: Verdict;
    support: number;
    /** Share of the claim's hard facts found in the context (1 when it has none). */
    factShare: number;
    /** null when the answer cites nothing; else whether all its markers are right (false if none). */
    citedCorrectly: boolean | null;
  }[];
  contextRelevance: Metric;
  answerRelevance: Metric;
  contextPrecision: Metric;
  contextRecall: Metric;
  answerCorrectness: Metric;
  /** Each tool call of the trace: whether it failed. */
  tools: { failed: boolean }[];
}

const NO_CLAIMS = "the answer makes no checkable claims";
const NO_CONTEXT = "no context was retrieved";

function fraction(n: number, d: number): number {
  return round(n / d);
}

export function claimMetrics(
  state: ScoringState,
): Pick<RuleMetrics, "faithfulness" | "groundedness" | "hallucinationRate" | "citationAccuracy"> {
  const { claims } = state;
  const nullAll = (reason: string) => ({
    faithfulness: { value: null, reason },
    groundedness: { value: null, reason },
    hallucinationRate: { value: null, reason },
    citationAccuracy: { value: null, reason },
  });
  if (!state.hasContext) return nullAll(NO_CONTEXT);
  if (claims.length === 0)
    return nullAll(state.refused ? "the answer refuses; it makes no claims" : NO_CLAIMS);
  const supported = claims.filter((c) => c.verdict === "supported").length;
  const flagged = claims.filter(
    (c) => c.verdict === "unsupported" || c.verdict === "contradicted",
  ).length;
  const grounded = claims.reduce(
    (sum, c) => sum + (c.verdict === "contradicted" ? 0 : c.support * c.factShare),
    0,
  );
  const cited = claims.filter((c) => c.citedCorrectly !== null);
  return {
    faithfulness: { value: fraction(supported, claims.length) },
    groundedness: { value: fraction(grounded, claims.length) },
    hallucinationRate: { value: fraction(flagged, claims.length) },
    citationAccuracy:
      cited.length === 0
        ? { value: null, reason: "the answer has no [n] citation markers" }
        : { value: fraction(cited.filter((c) => c.citedCorrectly).length, claims.length) },
  };
}

/** The weighted mean of the non-null metrics; hallucinationRate counts as 1 − rate. */
export function overall(metrics: RuleMetrics): number | null {
  let sum = 0;
  let weight = 0;
  for (const key of Object.keys(SCORE_WEIGHTS) as ScoredMetric[]) {
    const v = metrics[key].value;
    if (v === null || !Number.isFinite(v)) continue;
    sum += SCORE_WEIGHTS[key] * (key === "hallucinationRate" ? 1 - v : v);
    weight += SCORE_WEIGHTS[key];
  }
  return weight === 0 ? null : round(sum / weight);
}

export function scoreState(state: ScoringState): RuleScores {
  const metrics: RuleMetrics = {
    ...claimMetrics(state),
    contextRelevance: state.contextRelevance,
    answerRelevance: state.answerRelevance,
    contextPrecision: state.contextPrecision,
    contextRecall: state.contextRecall,
    answerCorrectness: state.answerCorrectness,
    toolSuccess:
      state.tools.length === 0
        ? { value: null, reason: "the trace made no tool calls" }
        : { value: fraction(state.tools.filter((t) => !t.failed).length, state.tools.length) },
  };
  const score = overall(metrics);
  return { metrics, overallScore: score, qualityScore: score };
}

/** Average precision of the chunks in retrieval order, `relevant[k]` marking the useful ones. */
export function averagePrecision(relevant: boolean[]): Metric {
  if (relevant.length === 0) return { value: null, reason: NO_CONTEXT };
  let hits = 0;
  let sum = 0;
  relevant.forEach((r, k) => {
    if (!r) return;
    hits++;
    sum += hits / (k + 1);
  });
  if (hits === 0) return { value: 0, reason: "no retrieved chunk supports the answer" };
  return { value: round(sum / hits) };
}

/** A reported figure, to three decimals. */
export function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
