import type { ContextSentence } from "./context";
import { claimQuantities, type Quantity } from "./numbers";
import { claimNumberMatches } from "./quantity-forms";
import { RULE_THRESHOLDS as T } from "./thresholds";

/**
 * Two of a claim's figures set against each other by a comparison word (s21): "£75 is over the
 * £60 mark", "since 70 is more than 65", "20 days is under the 30-day limit". Arithmetic alone
 * says whether it holds; what the figures are is left to the other checks. The user's premise
 * weighed against the context's figure is no restatement of the context (question-premise.ts),
 * and a comparison that does not hold ("£35 is more than £40") contradicts the sentence that
 * states the context's figure.
 */
export interface Comparison {
  left: Quantity;
  right: Quantity;
  /** The comparison word as written ("over", "more than"). */
  word: string;
  holds: boolean;
}

/** Between the two figures: a verb, the comparison word and "the"/"your", nothing else. */
const COMPARED =
  /^\s*(?:is|are|'s|was|would be)?\s*(?:well\s+|comfortably\s+|just\s+)?(over|above|more than|greater than|higher than|under|below|less than|lower than)\s+(?:the\s+|your\s+|our\s+)?$/i;

const DOWNWARD = /^(?:under|below|less|lower)/i;

export function comparisonsIn(claim: string): Comparison[] {
  const list = claimQuantities(claim).filter((q) => !q.weak && q.date === undefined);
  const out: Comparison[] = [];
  for (let i = 0; i + 1 < list.length; i++) {
    const left = list[i]!;
    const right = list[i + 1]!;
    // Like figures only: "£5 a day" is not weighed against "£30 a week" here.
    if (left.dimension !== right.dimension || left.per !== right.per) continue;
    if (left.dimension === "clock" || left.dimension === "percent") continue;
    const m = COMPARED.exec(claim.slice(left.end, right.start));
    if (!m) continue;
    const word = m[1]!;
    const holds = DOWNWARD.test(word) ? left.value < right.value : left.value > right.value;
    out.push({ left, right, word, holds });
  }
  return out;
}

/** The sentence of `among` that states `q`, the figure as the claim wrote it. */
export function stating(
  q: Quantity,
  claim: string,
  among: readonly ContextSentence[],
): ContextSentence | undefined {
  return among.find((s) =>
    s.quantities.some(
      (w) => !w.weak && claimNumberMatches(q, claim, w, T.numberTolerance, T.approximateTolerance),
    ),
  );
}

/**
 * A comparison of the claim's that does not hold, against the close sentence that states its
 * second figure: "Yes, £35 is more than £40, so delivery is free" against "free on orders over
 * £40".
 */
export function falseComparison(
  claim: string,
  close: readonly ContextSentence[],
): { sentence: ContextSentence; cue: string } | null {
  for (const c of comparisonsIn(claim)) {
    if (c.holds) continue;
    const sentence = stating(c.right, claim, close);
    if (sentence) return { sentence, cue: `${c.left.text} is not ${c.word} ${c.right.text}` };
  }
  return null;
}
