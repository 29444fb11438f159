import type { ContextSentence } from "./context";
import type { HardFact } from "./facts";
import type { Quantity } from "./quantity";

/**
 * A range cut to its wrong end (s15): "Refunds are processed within 5 business days" against
 * "within 5-7 business days", "delivery takes up to 3 working days" against "3 to 5 working
 * days". The claim bounds a figure from above at the range's low end, or from below at its high
 * end: every figure it writes is in the sentence, so support and the fact checks pass it. A
 * single end said plainly ("takes 3 working days") is left alone: a shortening as often as an
 * error, and "at least 3" or "within 7" state the range's own bounds.
 */
export function cutRange(
  facts: HardFact[],
  claim: string,
  sentences: readonly ContextSentence[],
): { sentence: ContextSentence; cue: string } | null {
  for (const f of facts) {
    const q = f.quantity;
    if (f.kind !== "number" || !q || q.dimension === "none") continue;
    const bound = q.limit ?? (WITHIN_BEFORE.test(claim.slice(0, q.start)) ? "max" : undefined);
    if (!bound) continue;
    for (const sentence of sentences)
      for (const [low, high] of rangesOf(sentence)) {
        const [end, other] = bound === "max" ? [low, high] : [high, low];
        if (!sameEnd(q, end, high) || sameEnd(q, other, high)) continue;
        const range = sentence.text.slice(low.start, high.end);
        return {
          sentence,
          cue: `the answer says ${bound === "max" ? "at most" : "at least"} "${q.text}" where the context gives the range "${range}"`,
        };
      }
  }
  return null;
}

/** "within" before a figure bounds it from above, as "up to" does (numbers.ts reads those). */
const WITHIN_BEFORE = /\bwithin\s+(?:an?\s+|the\s+)?$/i;

/** What joins a range's ends: "5-7", "3 to 5", "between 5 and 7". */
const JOIN = /^\s*(?:-|–|—|to)\s*$/i;
const AND_JOIN = /^\s*and\s*$/i;
const BETWEEN_BEFORE = /\bbetween\s+$/i;

/** The ranges of a sentence, each as its two ends, the first maybe without its unit ("5-7 days"). */
function rangesOf(sentence: ContextSentence): [Quantity, Quantity][] {
  const out: [Quantity, Quantity][] = [];
  const qs = sentence.quantities;
  for (let i = 0; i + 1 < qs.length; i++) {
    const [a, b] = [qs[i]!, qs[i + 1]!];
    if (a.weak || b.weak || b.dimension === "none" || a.raw >= b.raw) continue;
    if (a.dimension !== "none" && a.dimension !== b.dimension) continue;
    const between = sentence.text.slice(a.end, b.start);
    const joined =
      JOIN.test(between) ||
      (AND_JOIN.test(between) && BETWEEN_BEFORE.test(sentence.text.slice(0, a.start)));
    if (joined) out.push([a, b]);
  }
  return out;
}

/** `q` states range end `end`, read in the unit of the range's high end `high`. */
function sameEnd(q: Quantity, end: Quantity, high: Quantity): boolean {
  if (q.raw !== end.raw || q.dimension !== high.dimension || high.raw === 0) return false;
  return Math.abs(q.value / q.raw - high.value / high.raw) < 1e-9 * Math.abs(high.value / high.raw);
}
