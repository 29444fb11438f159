/**
 * The score judge (llm_judge) and the jury: a model scores an example on the criterion's
 * scale, normalised to 0–1; a jury is several such judges, weighted. Every answer is kept in
 * the judge cache, so a re-run scores identically and reaches no model.
 */
import type { Deps } from "../../../context";
import { type JudgeCacheDeps, judgeCacheKey, keepJudgeAnswer, readJudgeCache } from "./cache";
import { callJudge, JudgeFailure, type JudgeFailureCode } from "./call";
import { type JudgedExample, ScoreAnswer, scoreMessages } from "./prompts";
import { aggregateJury, type JuryVote, normaliseScore, type Scale } from "./scoring";

export type JudgeDeps = Pick<Deps, "llm"> & JudgeCacheDeps;

export interface JudgeRequest extends JudgedExample {
  companyId: string;
  model: string;
  /** The criterion's instruction; may name {{input}}, {{output}}, {{context}}, {{expected}}. */
  prompt: string;
  scale: Scale;
  /** 0 by default; answers repeat at any temperature through the judge cache. */
  temperature?: number;
  /** Per model call; a call that takes longer fails with `timeout`. */
  timeoutMs?: number | undefined;
  /** Cancels the model calls (a cancelled run); they reject with the signal's reason. */
  signal?: AbortSignal | undefined;
}

/** A judge's answer as cached: the score on its own scale. */
interface StoredScore {
  raw: number;
  reasoning: string;
  confidence: number | null;
}

export type JudgeScore =
  | {
      ok: true;
      model: string;
      /** 0–1: (raw − min) / (max − min), clamped. */
      score: number;
      raw: number;
      reasoning: string;
      confidence: number | null;
      /** Served from the judge cache or the provider's: no model was reached, nothing to charge. */
      cached: boolean;
      /** Model calls to charge for: 1 when the answer came from the model, else 0. */
      modelCalls: number;
    }
  | { ok: false; model: string; code: JudgeFailureCode; reason: string };

/**
 * Asks the model; a score that is not a number is asked once more (the provider's repair
 * call) and then fails, never made up.
 */
async function askScore(deps: JudgeDeps, request: JudgeRequest, temperature: number) {
  const { companyId, model, timeoutMs, signal } = request;
  const messages = scoreMessages(request.prompt, request, request.scale);
  const output = { name: "judge_score", schema: ScoreAnswer };
  const answer = await callJudge(deps, {
    companyId,
    model,
    messages,
    output,
    temperature,
    timeoutMs,
    signal,
  });
  const { score, reasoning, confidence } = answer.value;
  const stored: StoredScore = {
    raw: score,
    reasoning,
    confidence: confidence !== undefined && confidence >= 0 && confidence <= 1 ? confidence : null,
  };
  return { stored, cached: answer.cached };
}

/**
 * Scores one example with one judge model. Failures are results (`ok: false` with a reason),
 * not exceptions, so a suite or a jury decides what a missing score means.
 * @example
 * const judged = await judgeScore(deps, {
 *   companyId, model: "gpt-4o-mini", prompt: "How helpful is the response?",
 *   scale: { min: 1, max: 5 }, input: "Where is my order?", output: "It ships tomorrow.",
 * });
 * if (judged.ok) console.log(judged.score, judged.reasoning); // 0.75 "…"
 */
export async function judgeScore(deps: JudgeDeps, request: JudgeRequest): Promise<JudgeScore> {
  const { companyId, model, scale } = request;
  const temperature = request.temperature ?? 0;
  const key = judgeCacheKey({
    companyId,
    kind: "score",
    model,
    template: request.prompt,
    rendered: scoreMessages(request.prompt, request, scale),
    temperature,
  });
  const scored = (stored: StoredScore, cached: boolean) => ({
    ok: true as const,
    model,
    score: normaliseScore(stored.raw, scale),
    ...stored,
    cached,
    modelCalls: cached ? 0 : 1,
  });
  const hit = await readJudgeCache<StoredScore>(deps, companyId, key);
  if (hit) return scored(hit, true);
  try {
    const { stored, cached } = await askScore(deps, request, temperature);
    const kept = await keepJudgeAnswer(deps, { key, companyId, kind: "score", model }, stored);
    return scored(kept, cached);
  } catch (error) {
    if (!(error instanceof JudgeFailure)) throw error;
    return { ok: false, model, code: error.code, reason: error.message };
  }
}

export interface JuryRequest extends Omit<JudgeRequest, "model"> {
  judges: readonly { model: string; weight: number }[];
}

export interface JuryVoteView {
  model: string;
  weight: number;
  score: number | null;
  raw: number | null;
  reasoning: string | null;
  cached: boolean;
  reason?: string;
}

export type JuryScore =
  | {
      ok: true;
      /** Σ wᵢsᵢ / Σ wᵢ over the judges that answered. */
      score: number;
      votes: JuryVoteView[];
      /** Judges that gave no score, left out with their reason; the others' weights renormalised. */
      dropped: { model: string; weight: number; reason: string }[];
      weights: { model: string; weight: number }[];
      /** The answering judges' confidences, weighted; null when none gave one. */
      confidence: number | null;
      cached: boolean;
      modelCalls: number;
    }
  | {
      ok: false;
      reason: string;
      votes: JuryVoteView[];
      dropped: { model: string; weight: number; reason: string }[];
    };

function weightedConfidence(votes: { weight: number; confidence: number | null }[]): number | null {
  const given = votes.filter((v) => v.confidence !== null);
  const total = given.reduce((sum, v) => sum + v.weight, 0);
  if (given.length === 0 || total === 0) return null;
  return given.reduce((sum, v) => sum + v.weight * (v.confidence as number), 0) / total;
}

/**
 * Every judge of the jury scores the example (at once); the score is their weighted average
 * over the judges that answered, and the ones that did not are reported in `dropped`.
 * @example
 * const jury = await juryScore(deps, { companyId, prompt, scale: { min: 0, max: 10 }, input, output,
 *   judges: [{ model: "gpt-4o", weight: 2 }, { model: "llama3", weight: 1 }] });
 */
export async function juryScore(deps: JudgeDeps, request: JuryRequest): Promise<JuryScore> {
  const judged = await Promise.all(
    request.judges.map(async (judge) => ({
      judge,
      result: await judgeScore(deps, { ...request, model: judge.model }),
    })),
  );
  const votes: JuryVote[] = judged.map(({ judge, result }) =>
    result.ok
      ? { model: judge.model, weight: judge.weight, score: result.score }
      : { model: judge.model, weight: judge.weight, score: null, reason: result.reason },
  );
  const views: JuryVoteView[] = judged.map(({ judge, result }) => ({
    model: judge.model,
    weight: judge.weight,
    score: result.ok ? result.score : null,
    raw: result.ok ? result.raw : null,
    reasoning: result.ok ? result.reasoning : null,
    cached: result.ok ? result.cached : false,
    ...(result.ok ? {} : { reason: result.reason }),
  }));
  const outcome = aggregateJury(votes);
  if (outcome.score === null) {
    const reasons = outcome.dropped.map((d) => `${d.model}: ${d.reason}`).join("; ");
    return {
      ok: false,
      reason: `no judge of the jury answered (${reasons})`,
      votes: views,
      dropped: outcome.dropped,
    };
  }
  const answered = judged.flatMap(({ judge, result }) =>
    result.ok ? [{ weight: judge.weight, confidence: result.confidence, result }] : [],
  );
  return {
    ok: true,
    score: outcome.score,
    votes: views,
    dropped: outcome.dropped,
    weights: outcome.weights,
    confidence: weightedConfidence(answered),
    cached: answered.every((a) => a.result.cached),
    modelCalls: answered.reduce((sum, a) => sum + a.result.modelCalls, 0),
  };
}
