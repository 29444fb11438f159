import type { ContextSentence } from "./context";
import type { Quantity } from "./quantity";

/**
 * Whole years counted two ways (s19): "children aged 3 and under" are the children "under 4",
 * "17 or under" the people "under 18", and "65 and over" the people "over 64". A claim's
 * figure after "under"/"younger than" is in place when a context sentence bounds the figure
 * one below it with "and under"/"or younger"; after "over"/"older than", the figure one above
 * it with "and over"/"or older". Whole counts and years only: "£3 and under" is no "under £4",
 * and "under 5" for "3 and under" stays a wrong figure.
 */
const CLAIM_UNDER = /\b(?:under|younger than|below)\s+$/i;
const CLAIM_OVER = /\b(?:over|older than|above)\s+$/i;
const CONTEXT_UNDER = /^\s+(?:years?(?: old)?\s+)?(?:and|or) (?:under|younger|below)\b/i;
const CONTEXT_OVER = /^\s+(?:years?(?: old)?\s+)?(?:and|or) (?:over|older|above)\b/i;

/** A whole count or a whole number of years ("4", "four", "18 years"). */
function wholeYears(q: Quantity): boolean {
  if (!Number.isInteger(q.raw) || q.raw < 1 || q.raw > 130 || q.per !== undefined) return false;
  if (q.dimension === "none") return true;
  return q.dimension === "time" && /years?(?: old)?$/i.test(q.text);
}

export function wholeYearsBound(q: Quantity, claim: string, sentences: ContextSentence[]): boolean {
  if (!wholeYears(q)) return false;
  const lead = claim.slice(Math.max(0, q.start - 16), q.start);
  const under = CLAIM_UNDER.test(lead);
  if (!under && !CLAIM_OVER.test(lead)) return false;
  const target = under ? q.raw - 1 : q.raw + 1;
  const after = under ? CONTEXT_UNDER : CONTEXT_OVER;
  return sentences.some((s) =>
    s.quantities.some(
      (w) => wholeYears(w) && w.raw === target && after.test(s.text.slice(w.end, w.end + 24)),
    ),
  );
}
