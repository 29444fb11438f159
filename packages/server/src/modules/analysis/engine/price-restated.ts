import { stemsOf } from "./negation-scope";

/**
 * A claim that joins a free item and a priced one (s20, merged answers): "choosing your seat
 * is free on a flexible fare, while basic fares pay £12 for it" against "Basic fares pay £12
 * to choose a seat" says "free" of another group, and states the sentence's price itself, in
 * a part of its own ("while", "but", "and", "whereas" divide it) that names what the sentence
 * names before its price word ("basic fares"). Such a claim calls nothing free that the
 * sentence prices (restriction.ts `freeAgainstFee`). A part with the price on another group
 * ("free on basic fares, while flexible fares pay £12") names something else: the flip stays.
 */

const PART_BREAKS = new Set(["while", "whilst", "whereas", "but", "and", "although", "though"]);

/** Whether the claim restates the sentence's price in a part of its own (see above). */
export function priceRestated(
  claim: string[],
  sentence: string[],
  feeAt: number,
  figure: string,
): boolean {
  const subject = stemsOf(sentence.slice(0, feeAt));
  if (subject.size === 0) return false;
  let start = 0;
  for (let i = 0; i <= claim.length; i++) {
    if (i < claim.length && !PART_BREAKS.has(claim[i]!)) continue;
    const part = claim.slice(start, i);
    start = i + 1;
    if (!part.includes(figure) || part.includes("free")) continue;
    const own = stemsOf(part);
    if ([...subject].every((s) => own.has(s))) return true;
  }
  return false;
}
