/**
 * Scoring one answer of an evaluation run: the one place a result's scores, pass/fail and
 * reasoning come from: the rule-based engine's metrics, the deterministic criteria
 * (guardrails-core graders) and the judges' answers (`judging.ts`, asked before this, so the
 * CPU-bound part runs off the path of the calls), as weighted entries of `scores`.
 */
import { evaluateGraders } from "@vigil/guardrails-core";
import { analyzeRuleBased } from "../analysis/engine";
import type { JudgeOutcome } from "./judging";
import { applies, isJudgeCriterion } from "./run-criteria";
import type { MetricName } from "./schemas";
import type { CriterionSpec, ExampleSpec } from "./sets-service";

export interface ScoringInput {
  example: ExampleSpec;
  /** The agent's answer. */
  output: string;
  latencyMs: number;
  /** The set's criteria (the example names those that apply; none named: all). */
  criteria: readonly CriterionSpec[];
  metrics: readonly MetricName[];
  threshold: number;
  /** Criteria of the run's config: they score every example. */
  runNames?: ReadonlySet<string>;
  /** The judge criteria's answers for this output, when the criteria have judges. */
  judged?: JudgeOutcome;
}

export interface ScoredExample {
  passed: boolean;
  /** Weighted mean of `scores`, 0-1; null when nothing applied. */
  score: number | null;
  scores: Record<string, number>;
  reasoning: string;
}

interface Part {
  name: string;
  value: number;
  weight: number;
  note: string;
  /**
   * The criterion's own pass bar: below it the example fails, whatever the mean (1 for a
   * deterministic criterion, a judge criterion's threshold).
   */
  gate?: number;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFKC")
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * Short expected answers ("Paris", "42") make no claims the engine can check: then the answer is
 * right when it contains the expected words in order, else it scores their token F1.
 */
export function lexicalMatch(output: string, expected: string): number {
  const want = words(expected);
  const got = words(output);
  if (want.length === 0) return got.length === 0 ? 1 : 0;
  if (` ${got.join(" ")} `.includes(` ${want.join(" ")} `)) return 1;
  const counts = new Map<string, number>();
  for (const w of want) counts.set(w, (counts.get(w) ?? 0) + 1);
  let overlap = 0;
  for (const w of got) {
    const left = counts.get(w) ?? 0;
    if (left > 0) {
      overlap++;
      counts.set(w, left - 1);
    }
  }
  if (overlap === 0) return 0;
  const precision = overlap / got.length;
  const recall = overlap / want.length;
  return (2 * precision * recall) / (precision + recall);
}

function metricParts(input: ScoringInput, weights: Map<string, number>): Part[] {
  const { example, output, metrics } = input;
  const expected = example.expectedOutput?.trim() ? example.expectedOutput : null;
  const wantsAccuracy = expected !== null && metrics.includes("accuracy");
  const wantsContext = example.context.length > 0 && metrics.some((m) => m !== "accuracy");
  if (!wantsAccuracy && !wantsContext) return [];
  const analysis = analyzeRuleBased({
    question: example.input,
    answer: output,
    contexts: example.context.map((text) => ({ text })),
    ...(expected !== null ? { reference: expected } : {}),
  });
  const parts: Part[] = [];
  const weight = (name: string) => weights.get(name) ?? 1;
  for (const metric of metrics) {
    if (metric === "accuracy") {
      if (expected === null) continue;
      const engine = analysis.metrics.answerCorrectness.value;
      const value = engine ?? lexicalMatch(output, expected);
      const how = engine === null ? "words of the expected output" : "answer correctness";
      parts.push({ name: metric, value, weight: weight(metric), note: `${how} vs expectedOutput` });
      continue;
    }
    const measured = analysis.metrics[metric];
    if (measured.value === null) continue;
    parts.push({
      name: metric,
      value: measured.value,
      weight: weight(metric),
      note: "against context",
    });
  }
  return parts;
}

function criterionParts(input: ScoringInput): Part[] {
  const graded = input.criteria.filter(
    (c): c is Exclude<CriterionSpec, { type: string }> =>
      !isJudgeCriterion(c) && c.rule !== undefined && applies(c, input.example, input.runNames),
  );
  return graded.map((criterion) => {
    const rule = criterion.rule as NonNullable<typeof criterion.rule>;
    const graded = evaluateGraders({
      output: input.output,
      rules: [rule],
      metadata: { responseTimeMs: input.latencyMs },
    });
    return {
      name: criterion.name,
      value: graded.passed ? 1 : 0,
      weight: criterion.weight,
      note: graded.results[0]?.detail ?? rule.type,
      gate: 1,
    };
  });
}

/**
 * Scores one answer: the configured metrics (accuracy needs expectedOutput; groundedness and
 * faithfulness need context), the deterministic criteria that apply and the judges' scores,
 * weighted by the criteria. Passed when the weighted score reaches the threshold, no
 * deterministic criterion failed, no judge criterion fell below its own threshold and every
 * judge criterion gave a score.
 * @example
 * scoreExample({ example, output: "Paris", latencyMs: 12, criteria: [], metrics: ["accuracy"], threshold: 0.7 });
 */
export function scoreExample(input: ScoringInput): ScoredExample {
  const metricWeights = input.criteria.filter((c) => !isJudgeCriterion(c) && !c.rule);
  const weights = new Map(metricWeights.map((c) => [c.name, c.weight]));
  const judgedParts: Part[] = (input.judged?.parts ?? []).map((p) => ({
    name: p.name,
    value: p.value,
    weight: p.weight,
    note: p.note,
    ...(p.threshold !== undefined ? { gate: p.threshold } : {}),
  }));
  const parts = [...metricParts(input, weights), ...criterionParts(input), ...judgedParts];
  const judgeFailures = input.judged?.failures ?? [];
  const failureLines = judgeFailures.map((f) => `${f.name} gave no score (${f.reason})`);
  const scores: Record<string, number> = {};
  for (const part of parts) scores[part.name] = round3(part.value);
  const totalWeight = parts.reduce((s, p) => s + p.weight, 0);
  if (parts.length === 0 || totalWeight === 0) {
    return {
      passed: false,
      score: null,
      scores,
      reasoning:
        judgeFailures.length > 0
          ? `failed: ${failureLines.join("; ")}`
          : "nothing to score: give the example an expectedOutput or context, or the set a criterion with a rule or a judge",
    };
  }
  const score = round3(parts.reduce((s, p) => s + p.weight * p.value, 0) / totalWeight);
  const gateFailed = parts.filter((p) => p.gate !== undefined && p.value < p.gate);
  const passed = score >= input.threshold && gateFailed.length === 0 && judgeFailures.length === 0;
  const lines = [...parts.map((p) => `${p.name} ${round3(p.value)} (${p.note})`), ...failureLines];
  const failedNames = [...gateFailed.map((p) => p.name), ...judgeFailures.map((f) => f.name)];
  const verdict = passed
    ? `passed: score ${score} ≥ threshold ${input.threshold}`
    : failedNames.length > 0
      ? `failed: ${failedNames.join(", ")} did not pass`
      : `failed: score ${score} < threshold ${input.threshold}`;
  return { passed, score, scores, reasoning: `${verdict}; ${lines.join("; ")}` };
}
