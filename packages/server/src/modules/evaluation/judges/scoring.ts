/**
 * The judges' arithmetic, pure: a score on a judge's scale to 0–1, a jury's weighted mean over
 * the judges that answered, and a pairwise verdict from the two orders it was asked in.
 */

export interface Scale {
  min: number;
  max: number;
}

/**
 * A raw score on `scale` as 0–1: (s − min) / (max − min), clamped, so a judge answering 6 on
 * a 1–5 scale counts as 1, not 1.25.
 * @example normaliseScore(4, { min: 1, max: 5 }) // 0.75
 */
export function normaliseScore(raw: number, scale: Scale): number {
  if (!(scale.max > scale.min)) throw new RangeError("a scale needs min < max");
  const share = (raw - scale.min) / (scale.max - scale.min);
  return Math.min(1, Math.max(0, share));
}

/** A judge's answer in a jury: its weight and its 0–1 score, or why it gave none. */
export type JuryVote =
  | { model: string; weight: number; score: number }
  | { model: string; weight: number; score: null; reason: string };

export interface JuryOutcome {
  /** Σ wᵢsᵢ / Σ wᵢ over the judges that answered; null when none did. */
  score: number | null;
  /** The weights used, renormalised to sum to 1 over the judges that answered. */
  weights: { model: string; weight: number }[];
  /** Judges without a score, left out of the mean. */
  dropped: { model: string; weight: number; reason: string }[];
}

/**
 * The jury's weighted average over the judges that answered: a judge that failed is dropped
 * and the others' weights renormalised, so one flaky judge cannot drag the score to 0.
 * @example aggregateJury([{ model: "a", weight: 2, score: 1 }, { model: "b", weight: 1, score: 0.4 }])
 * // { score: 0.8, weights: [{model:"a",weight:0.667…},{model:"b",weight:0.333…}], dropped: [] }
 */
export function aggregateJury(votes: readonly JuryVote[]): JuryOutcome {
  const answered = votes.filter((v): v is Extract<JuryVote, { score: number }> => v.score !== null);
  const dropped = votes
    .filter((v): v is Extract<JuryVote, { score: null }> => v.score === null)
    .map(({ model, weight, reason }) => ({ model, weight, reason }));
  const total = answered.reduce((sum, v) => sum + v.weight, 0);
  if (answered.length === 0 || !(total > 0)) return { score: null, weights: [], dropped };
  const score = answered.reduce((sum, v) => sum + v.weight * v.score, 0) / total;
  const weights = answered.map((v) => ({ model: v.model, weight: v.weight / total }));
  return { score, weights, dropped };
}

/** Which of the two shown answers a judge preferred, as shown to it. */
export type ShownWinner = "first" | "second" | "tie";
export type PairwiseWinner = "a" | "b" | "tie";

/**
 * The verdict of a pairwise judgement asked twice, A shown first and then B shown first:
 * the judges agree on an answer (not a position) → that answer wins; anything else (position
 * bias, an explicit tie) → tie.
 * @example pairwiseOutcome("first", "second") // "a": A won as first, and again as second
 * @example pairwiseOutcome("first", "first")  // "tie": the judge preferred whatever came first
 */
export function pairwiseOutcome(abOrder: ShownWinner, baOrder: ShownWinner): PairwiseWinner {
  const inAb: PairwiseWinner = abOrder === "first" ? "a" : abOrder === "second" ? "b" : "tie";
  const inBa: PairwiseWinner = baOrder === "first" ? "b" : baOrder === "second" ? "a" : "tie";
  return inAb === inBa ? inAb : "tie";
}
