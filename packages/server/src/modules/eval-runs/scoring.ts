/**
 * Scoring one answer of an evaluation run: the one place a result's scores, pass/fail and
 * reasoning come from. Today it scores with the rule-based engine's metrics and the set's
 * deterministic criteria (guardrails-core graders); LLM-judge criteria plug in here later, as
 * further entries of `scores` with their weights.
 */
import { evaluateGraders } from "@vigil/guardrails-core";
import { analyzeRuleBased } from "../analysis/engine";
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
  /** A deterministic criterion that failed fails the example, whatever the mean. */
  gate?: boolean;
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
  const named = new Set(input.example.criteria);
  const applies = input.criteria.filter((c) => c.rule && (named.size === 0 || named.has(c.name)));
  return applies.map((criterion) => {
    const rule = criterion.rule as NonNullable<CriterionSpec["rule"]>;
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
      gate: true,
    };
  });
}

/**
 * Scores one answer: the configured metrics (accuracy needs expectedOutput; groundedness and
 * faithfulness need context) and the deterministic criteria that apply, weighted by the set's
 * criteria. Passed when the weighted score reaches the threshold and no deterministic
 * criterion failed.
 * @example
 * await scoreExample({ example, output: "Paris", latencyMs: 12, criteria: [], metrics: ["accuracy"], threshold: 0.7 });
 */
export async function scoreExample(input: ScoringInput): Promise<ScoredExample> {
  const weights = new Map(input.criteria.filter((c) => !c.rule).map((c) => [c.name, c.weight]));
  const parts = [...metricParts(input, weights), ...criterionParts(input)];
  const scores: Record<string, number> = {};
  for (const part of parts) scores[part.name] = round3(part.value);
  const totalWeight = parts.reduce((s, p) => s + p.weight, 0);
  if (parts.length === 0 || totalWeight === 0) {
    return {
      passed: false,
      score: null,
      scores,
      reasoning:
        "nothing to score: give the example an expectedOutput or context, or the set a criterion with a rule",
    };
  }
  const score = round3(parts.reduce((s, p) => s + p.weight * p.value, 0) / totalWeight);
  const gateFailed = parts.filter((p) => p.gate && p.value < 1);
  const passed = score >= input.threshold && gateFailed.length === 0;
  const lines = parts.map((p) => `${p.name} ${round3(p.value)} (${p.note})`);
  const verdict = passed
    ? `passed: score ${score} ≥ threshold ${input.threshold}`
    : gateFailed.length > 0
      ? `failed: ${gateFailed.map((p) => p.name).join(", ")} did not pass`
      : `failed: score ${score} < threshold ${input.threshold}`;
  return { passed, score, scores, reasoning: `${verdict}; ${lines.join("; ")}` };
}
