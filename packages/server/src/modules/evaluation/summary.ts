/**
 * A run's per-trace results and summary, pure. Pass rule: a criterion passes when its score
 * reaches its threshold (deterministic: when its rule passes); a criterion without a score
 * does not pass; a trace passes when every criterion passed.
 */
import type { SuiteCriterion } from "./criteria";
import type { CriterionOutcome } from "./evaluate";

export interface TraceResultView {
  traceId: string;
  scores: Record<string, number>;
  passed: boolean;
  errors: Record<string, string>;
  criteria: Record<string, Omit<CriterionOutcome, "modelCalls" | "cachedCalls">>;
}

export interface SummaryView {
  totalTraces: number;
  averageScore: number | null;
  passRate: number;
  criteriaBreakdown: Record<string, { average: number | null; passRate: number }>;
  errors: number;
}

const round = (n: number) => Math.round(n * 10_000) / 10_000;
const mean = (values: number[]) =>
  values.length === 0 ? null : round(values.reduce((a, b) => a + b, 0) / values.length);

/** One trace's result, its criteria in the suite's order. */
export function traceResult(
  traceId: string,
  criteria: readonly SuiteCriterion[],
  outcomes: ReadonlyMap<string, CriterionOutcome>,
): TraceResultView {
  const view: TraceResultView = { traceId, scores: {}, passed: true, errors: {}, criteria: {} };
  for (const { name } of criteria) {
    const outcome = outcomes.get(name);
    if (!outcome) continue;
    const { modelCalls: _charged, cachedCalls: _cached, ...shown } = outcome;
    view.criteria[name] = shown;
    if (outcome.score !== null) view.scores[name] = outcome.score;
    if (outcome.error !== undefined) view.errors[name] = outcome.error;
    if (!outcome.passed) view.passed = false;
  }
  return view;
}

/**
 * averageScore is the mean over traces of each trace's mean criterion score (criteria without
 * a score left out); passRate the share of traces that passed; per criterion, the mean of its
 * scores and the share of traces it passed on.
 */
export function summarize(
  criteria: readonly SuiteCriterion[],
  results: readonly TraceResultView[],
): SummaryView {
  const total = results.length;
  const traceScores = results.flatMap((r) => {
    const own = mean(Object.values(r.scores));
    return own === null ? [] : [own];
  });
  const breakdown: SummaryView["criteriaBreakdown"] = {};
  for (const { name } of criteria) {
    const scores = results.flatMap((r) =>
      r.scores[name] === undefined ? [] : [r.scores[name] as number],
    );
    const passed = results.filter((r) => r.criteria[name]?.passed).length;
    breakdown[name] = { average: mean(scores), passRate: total === 0 ? 0 : round(passed / total) };
  }
  return {
    totalTraces: total,
    averageScore: mean(traceScores),
    passRate: total === 0 ? 0 : round(results.filter((r) => r.passed).length / total),
    criteriaBreakdown: breakdown,
    errors: results.reduce((sum, r) => sum + Object.keys(r.errors).length, 0),
  };
}
