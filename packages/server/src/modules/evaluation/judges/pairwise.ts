/**
 * Pairwise judging: which of two responses to one input is better. Asked twice, A shown first
 * and then B shown first, because judges favour a position; only a verdict that survives the
 * swap names a winner, anything else is a tie.
 */
import { type JudgeCacheDeps, judgeCacheKey, keepJudgeAnswer, readJudgeCache } from "./cache";
import { callJudge, JudgeFailure, type JudgeFailureCode } from "./call";
import type { JudgeDeps } from "./judge";
import { type JudgedExample, PreferenceAnswer, pairwiseMessages } from "./prompts";
import { type PairwiseWinner, pairwiseOutcome, type ShownWinner } from "./scoring";

export interface PairwiseRequest extends Omit<JudgedExample, "output"> {
  companyId: string;
  model: string;
  /** What "better" means; may name {{input}}, {{context}}, {{expected}}. */
  prompt: string;
  outputA: string;
  outputB: string;
  temperature?: number;
  timeoutMs?: number | undefined;
  /** Cancels the model calls; they reject with the signal's reason. */
  signal?: AbortSignal | undefined;
}

interface StoredPreference {
  winner: ShownWinner;
  reasoning: string;
}

export interface OrderVerdict {
  /** `ab`: A shown first; `ba`: B shown first. */
  order: "ab" | "ba";
  /** The preferred position as the judge saw it. */
  shownWinner: ShownWinner;
  reasoning: string;
  cached: boolean;
}

export type PairwiseResult =
  | {
      ok: true;
      winner: PairwiseWinner;
      /** Both orders named the same answer (a tie in both counts as consistent too). */
      consistent: boolean;
      verdicts: [OrderVerdict, OrderVerdict];
      cached: boolean;
      /** Model calls to charge for (0–2). */
      modelCalls: number;
    }
  | {
      ok: false;
      code: JudgeFailureCode;
      reason: string;
      /** The other order's model call, when it answered: it was made (and cached), so charged. */
      modelCalls: number;
    };

async function askOrder(
  deps: JudgeDeps & JudgeCacheDeps,
  request: PairwiseRequest,
  order: "ab" | "ba",
): Promise<OrderVerdict & { modelCalls: number }> {
  const { companyId, model, prompt } = request;
  const temperature = request.temperature ?? 0;
  const [first, second] =
    order === "ab" ? [request.outputA, request.outputB] : [request.outputB, request.outputA];
  const messages = pairwiseMessages(prompt, request, first, second);
  const key = judgeCacheKey({
    companyId,
    kind: "pairwise",
    model,
    template: prompt,
    rendered: messages,
    temperature,
  });
  const hit = await readJudgeCache<StoredPreference>(deps, companyId, key);
  if (hit)
    return {
      order,
      shownWinner: hit.winner,
      reasoning: hit.reasoning,
      cached: true,
      modelCalls: 0,
    };
  const answer = await callJudge(deps, {
    companyId,
    model,
    messages,
    output: { name: "judge_preference", schema: PreferenceAnswer },
    temperature,
    timeoutMs: request.timeoutMs,
    signal: request.signal,
  });
  const kept = await keepJudgeAnswer(
    deps,
    { key, companyId, kind: "pairwise", model },
    { winner: answer.value.winner, reasoning: answer.value.reasoning },
  );
  const cached = answer.cached;
  return {
    order,
    shownWinner: kept.winner,
    reasoning: kept.reasoning,
    cached,
    modelCalls: cached ? 0 : 1,
  };
}

/**
 * Compares two responses in both orders: agreement names the winner, disagreement is a tie.
 * @example
 * const verdict = await pairwise(deps, { companyId, model: "gpt-4o-mini",
 *   prompt: "Which response answers {{input}} more accurately?", input, outputA, outputB });
 * if (verdict.ok) console.log(verdict.winner); // "a" | "b" | "tie"
 */
export async function pairwise(deps: JudgeDeps, request: PairwiseRequest): Promise<PairwiseResult> {
  const settled = await Promise.allSettled([
    askOrder(deps, request, "ab"),
    askOrder(deps, request, "ba"),
  ]);
  const [abSettled, baSettled] = settled;
  if (abSettled.status === "rejected" || baSettled.status === "rejected") {
    const error: unknown =
      abSettled.status === "rejected"
        ? abSettled.reason
        : (baSettled as PromiseRejectedResult).reason;
    if (!(error instanceof JudgeFailure)) throw error;
    // The order that answered reached a model and its answer is cached: it is charged now, or
    // a re-run would get it for free.
    const modelCalls = settled.reduce(
      (sum, one) => sum + (one.status === "fulfilled" ? one.value.modelCalls : 0),
      0,
    );
    return { ok: false, code: error.code, reason: error.message, modelCalls };
  }
  const [ab, ba] = [abSettled.value, baSettled.value];
  const winner = pairwiseOutcome(ab.shownWinner, ba.shownWinner);
  const sameAnswer = winner !== "tie";
  const bothTie = ab.shownWinner === "tie" && ba.shownWinner === "tie";
  const view = ({ modelCalls: _calls, ...verdict }: OrderVerdict & { modelCalls: number }) =>
    verdict;
  return {
    ok: true,
    winner,
    consistent: sameAnswer || bothTie,
    verdicts: [view(ab), view(ba)],
    cached: ab.cached && ba.cached,
    modelCalls: ab.modelCalls + ba.modelCalls,
  };
}
