/**
 * The LLM-judge criteria of an evaluation run (llm_judge and jury), scored by the suites' judge
 * library: the same functions, the same cache (a re-run reaches no model) and the same
 * accounting (`modelCalls`, charged JUDGE_CALL_COST each with the result). A judge that gives
 * no score fails its criterion for that example, with the reason; the run goes on.
 */
import { type JudgeDeps, judgeScore, juryScore } from "../evaluation/judges";
import { DEFAULT_JURY_SCALE } from "../evaluation/schemas";
import { applies, isJudgeCriterion, type JudgeCriterionSpec } from "./run-criteria";
import type { CriterionSpec, ExampleSpec } from "./sets-service";

export interface JudgedPart {
  name: string;
  /** 0-1. */
  value: number;
  weight: number;
  note: string;
  /** The criterion's own pass bar, when it has one. */
  threshold?: number;
  /** The judge's confidence (a jury's weighted), when it gave one. */
  confidence: number | null;
}

export interface JudgeOutcome {
  parts: JudgedPart[];
  /** Judge criteria that gave no score for this example, and why. */
  failures: { name: string; reason: string }[];
  /** Judge answers that reached a model: what the result is charged for. */
  modelCalls: number;
  /** The lowest confidence a judge gave (a low one sends the result to human review). */
  confidence: number | null;
}

export interface JudgeContext {
  companyId: string;
  /** The model of an llm_judge criterion that names none: config.graderModel, else the provider's. */
  defaultModel: string;
  /** Per judge call, ms. */
  timeoutMs: number;
  /** The run's cancel: judge calls in flight are aborted and give their provider slots back. */
  signal?: AbortSignal | undefined;
}

/** Judges' reasoning can be long; the result keeps enough of each to read why. */
const NOTE_CHARS = 600;
const clip = (text: string) =>
  text.length > NOTE_CHARS ? `${text.slice(0, NOTE_CHARS - 1)}…` : text;

async function judgeOne(
  deps: JudgeDeps,
  context: JudgeContext,
  criterion: JudgeCriterionSpec,
  example: ExampleSpec,
  output: string,
): Promise<{ part?: JudgedPart; failure?: string; modelCalls: number }> {
  const request = {
    companyId: context.companyId,
    prompt: criterion.prompt,
    input: example.input,
    output,
    context: example.context,
    expected: example.expectedOutput,
    temperature: criterion.temperature ?? 0,
    timeoutMs: context.timeoutMs,
    signal: context.signal,
  };
  const base = {
    name: criterion.name,
    weight: criterion.weight,
    ...(criterion.threshold !== undefined ? { threshold: criterion.threshold } : {}),
  };
  if (criterion.type === "llm_judge") {
    const model = criterion.model ?? context.defaultModel;
    const judged = await judgeScore(deps, { ...request, model, scale: criterion.scale });
    if (!judged.ok) return { failure: `${model}: ${judged.reason}`, modelCalls: 0 };
    const note = `judge ${model}, ${judged.raw} on ${criterion.scale.min}-${criterion.scale.max}: ${clip(judged.reasoning)}`;
    const part = { ...base, value: judged.score, note, confidence: judged.confidence };
    return { part, modelCalls: judged.modelCalls };
  }
  const scale = criterion.scale ?? DEFAULT_JURY_SCALE;
  const jury = await juryScore(deps, { ...request, scale, judges: criterion.judges });
  if (!jury.ok) return { failure: jury.reason, modelCalls: 0 };
  const votes = jury.votes.map((v) =>
    v.score === null
      ? `${v.model} dropped (${v.reason ?? "no score"})`
      : `${v.model} ${v.raw}: ${clip(v.reasoning ?? "")}`,
  );
  const note = `jury on ${scale.min}-${scale.max}: ${votes.join(" | ")}`;
  const part = { ...base, value: jury.score, note, confidence: jury.confidence };
  return { part, modelCalls: jury.modelCalls };
}

/**
 * Asks every judge criterion that applies to the example, at once. Never throws for a judge
 * that fails: that criterion is reported in `failures`.
 */
export async function judgeExample(
  deps: JudgeDeps,
  context: JudgeContext,
  criteria: readonly CriterionSpec[],
  runNames: ReadonlySet<string>,
  example: ExampleSpec,
  output: string,
): Promise<JudgeOutcome> {
  const judges = criteria.filter(
    (c): c is JudgeCriterionSpec => isJudgeCriterion(c) && applies(c, example, runNames),
  );
  const outcome: JudgeOutcome = { parts: [], failures: [], modelCalls: 0, confidence: null };
  if (judges.length === 0) return outcome;
  const answers = await Promise.all(
    judges.map((judge) => judgeOne(deps, context, judge, example, output)),
  );
  answers.forEach((answer, i) => {
    const name = (judges[i] as JudgeCriterionSpec).name;
    outcome.modelCalls += answer.modelCalls;
    if (answer.part) {
      outcome.parts.push(answer.part);
      const { confidence } = answer.part;
      if (confidence !== null) {
        outcome.confidence =
          outcome.confidence === null ? confidence : Math.min(outcome.confidence, confidence);
      }
    } else outcome.failures.push({ name, reason: answer.failure ?? "no score" });
  });
  return outcome;
}
