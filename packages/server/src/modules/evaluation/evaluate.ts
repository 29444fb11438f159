/**
 * One trace against a suite's criteria: deterministic ones through guardrails-core's graders,
 * llm_judge and jury through the judge library, composites from their components' scores.
 */
import { evaluateGraders, suiteRuleToGraderRule } from "@vigil/guardrails-core";
import type { SuiteCriterion } from "./criteria";
import { type JudgeDeps, judgeScore, juryScore } from "./judges";
import { DEFAULT_JURY_SCALE, DEFAULT_THRESHOLD } from "./schemas";

/** What a trace gives the criteria. */
export interface TraceUnderTest {
  traceId: string;
  agentId: string | null;
  input: string;
  output: string;
  context: string[];
  latencyMs: number;
}

export interface CriterionOutcome {
  type: SuiteCriterion["type"];
  score: number | null;
  passed: boolean;
  threshold: number | null;
  reasoning?: string | null;
  confidence?: number | null;
  cached?: boolean;
  detail?: string;
  error?: string;
  votes?: Record<string, unknown>[];
  dropped?: { model: string; weight: number; reason: string }[];
  /** Judge answers that reached the model (charged) and ones served from a cache. */
  modelCalls: number;
  cachedCalls: number;
}

export interface RunSettings {
  companyId: string;
  /** ms per judge call. */
  timeoutMs?: number | undefined;
  /** Whether a trace's judge criteria run at once. */
  parallel: boolean;
}

const round = (n: number) => Math.round(n * 10_000) / 10_000;

function scored(
  type: SuiteCriterion["type"],
  score: number,
  threshold: number,
  extra: Partial<CriterionOutcome>,
): CriterionOutcome {
  return {
    type,
    score: round(score),
    passed: score >= threshold,
    threshold,
    modelCalls: 0,
    cachedCalls: 0,
    ...extra,
  };
}

function failed(
  type: SuiteCriterion["type"],
  threshold: number | null,
  error: string,
  extra: Partial<CriterionOutcome> = {},
): CriterionOutcome {
  return {
    type,
    score: null,
    passed: false,
    threshold,
    error,
    modelCalls: 0,
    cachedCalls: 0,
    ...extra,
  };
}

/** The same verdict POST /api/deterministic-graders/evaluate gives for the mapped rule. */
function deterministic(
  criterion: Extract<SuiteCriterion, { type: "deterministic" }>,
  trace: TraceUnderTest,
): CriterionOutcome {
  const rule = suiteRuleToGraderRule(criterion.rule, criterion.params ?? {});
  const graded = evaluateGraders({
    output: trace.output,
    rules: [rule],
    metadata: {
      traceId: trace.traceId,
      ...(trace.agentId ? { agentId: trace.agentId } : {}),
      latencyMs: trace.latencyMs,
    },
  });
  const result = graded.results[0];
  return {
    type: "deterministic",
    score: graded.passed ? 1 : 0,
    passed: graded.passed,
    threshold: null,
    detail: result?.detail ?? "",
    modelCalls: 0,
    cachedCalls: 0,
  };
}

async function judged(
  deps: JudgeDeps,
  criterion: Extract<SuiteCriterion, { type: "llm_judge" | "jury" }>,
  trace: TraceUnderTest,
  settings: RunSettings,
): Promise<CriterionOutcome> {
  const threshold = criterion.threshold ?? DEFAULT_THRESHOLD;
  const request = {
    companyId: settings.companyId,
    prompt: criterion.prompt,
    input: trace.input,
    output: trace.output,
    context: trace.context,
    temperature: criterion.temperature ?? 0,
    timeoutMs: settings.timeoutMs,
  };
  if (criterion.type === "llm_judge") {
    const result = await judgeScore(deps, {
      ...request,
      model: criterion.model,
      scale: criterion.scale,
    });
    if (!result.ok) return failed("llm_judge", threshold, `${criterion.model}: ${result.reason}`);
    return scored("llm_judge", result.score, threshold, {
      reasoning: result.reasoning,
      confidence: result.confidence,
      cached: result.cached,
      modelCalls: result.modelCalls,
      cachedCalls: 1 - result.modelCalls,
    });
  }
  const scale = criterion.scale ?? DEFAULT_JURY_SCALE;
  const result = await juryScore(deps, { ...request, scale, judges: criterion.judges });
  const votes = result.votes.map((v) => ({ ...v }));
  if (!result.ok)
    return failed("jury", threshold, result.reason, { votes, dropped: result.dropped });
  const answered = result.votes.filter((v) => v.score !== null).length;
  return scored("jury", result.score, threshold, {
    confidence: result.confidence,
    cached: result.cached,
    votes,
    dropped: result.dropped,
    modelCalls: result.modelCalls,
    cachedCalls: answered - result.modelCalls,
  });
}

function composite(
  criterion: Extract<SuiteCriterion, { type: "composite" }>,
  outcomes: ReadonlyMap<string, CriterionOutcome>,
): CriterionOutcome {
  const threshold = criterion.threshold ?? DEFAULT_THRESHOLD;
  let total = 0;
  let weights = 0;
  for (const { criterion: name, weight } of criterion.components) {
    const score = outcomes.get(name)?.score;
    if (score === null || score === undefined) {
      return failed("composite", threshold, `component "${name}" has no score`);
    }
    total += weight * score;
    weights += weight;
  }
  return scored("composite", total / weights, threshold, {});
}

/**
 * Every criterion of the suite (in evaluation order) on one trace. Deterministic and judge
 * criteria are independent, so with `parallel` the judges are asked at once; composites
 * follow, each after its components.
 */
export async function evaluateTrace(
  deps: JudgeDeps,
  ordered: readonly SuiteCriterion[],
  trace: TraceUnderTest,
  settings: RunSettings,
): Promise<Map<string, CriterionOutcome>> {
  const outcomes = new Map<string, CriterionOutcome>();
  const leaves = ordered.filter((c) => c.type !== "composite");
  const run = (criterion: SuiteCriterion): Promise<CriterionOutcome> | CriterionOutcome =>
    criterion.type === "deterministic"
      ? deterministic(criterion, trace)
      : judged(
          deps,
          criterion as Extract<SuiteCriterion, { type: "llm_judge" | "jury" }>,
          trace,
          settings,
        );
  if (settings.parallel) {
    const done = await Promise.all(leaves.map(run));
    for (const [i, criterion] of leaves.entries()) {
      outcomes.set(criterion.name, done[i] as CriterionOutcome);
    }
  } else {
    for (const criterion of leaves) outcomes.set(criterion.name, await run(criterion));
  }
  for (const criterion of ordered) {
    if (criterion.type === "composite")
      outcomes.set(criterion.name, composite(criterion, outcomes));
  }
  return outcomes;
}
