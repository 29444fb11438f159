/**
 * The judge library: model-graded scores for evaluations (suites v1 here; evaluation runs and
 * human review import it too). Every function takes `{llm, database, clock}` of Deps, answers
 * failures as data (`ok: false` with a reason, never a made-up score), caches every answer by
 * (company, model, prompt template, rendered request, temperature) so a re-run is identical,
 * and reports `modelCalls`: the calls that reached the model, which is what credits are charged
 * for (JUDGE_CALL_COST each, modules/credits/pricing.ts); cached answers cost nothing.
 *
 * - `judgeScore`: one model scores on a scale {min, max}; score = (s − min)/(max − min), clamped;
 *   a non-number score is asked once more (the provider's repair call), then the judge fails with `invalid_answer`.
 * - `juryScore`: several weighted judges; Σ wᵢsᵢ / Σ wᵢ over those that answered, the others
 *   reported in `dropped`.
 * - `pairwise`: two responses, asked in both orders; agreement → winner, disagreement → tie.
 */
export type { JudgeFailureCode } from "./call";
export {
  type JudgeDeps,
  type JudgeRequest,
  type JudgeScore,
  type JuryRequest,
  type JuryScore,
  type JuryVoteView,
  judgeScore,
  juryScore,
} from "./judge";
export { type PairwiseRequest, type PairwiseResult, pairwise } from "./pairwise";
export type { JudgedExample } from "./prompts";
export {
  aggregateJury,
  normaliseScore,
  type PairwiseWinner,
  pairwiseOutcome,
  type Scale,
} from "./scoring";
