import { NEGATIVE_PREDICATES, negative, stemsOf, stemsOfClausesHolding } from "./negation-scope";

/**
 * A negating claim that restates a negative close sentence in its own verb: "We won't pay out
 * for pre-existing conditions" beside "Claims are paid within 10 working days. Pre-existing
 * conditions are not covered." The flip would fall on "pay", the only word the claim's clause
 * shares with the compared sentence, while another close sentence, itself negative, holds every
 * other content word of that clause (two at least). The claim speaks of what that sentence
 * denies, not of what the compared one affirms, so it is no flip (s18).
 *
 * A clause that shares anything besides the negated word with the compared sentence keeps its
 * flip ("claims are not paid within 10 days"), as does one whose other words no negative
 * sentence holds in full.
 */
export function negationRestatedElsewhere(
  stem: string,
  claimClauses: string[][],
  sentenceStems: Set<string>,
  others: string[][],
): boolean {
  const rest = stemsOfClausesHolding(stem, claimClauses);
  rest.delete(stem);
  // Anything but the negated word shared with the compared sentence: it is the claim's, unless
  // the claim leaves out what that sentence affirms (deniedOfAnother).
  const shared = [...rest].filter((t) => sentenceStems.has(t));
  if (shared.length > 0) return deniedOfAnother(stem, rest, shared, sentenceStems, others);
  if (rest.size < 2) return false;
  return others.some((o) => {
    if (!negative(o)) return false;
    const stems = stemsOf(o);
    for (const t of rest) if (!stems.has(t)) return false;
    return true;
  });
}

/**
 * s20: the compared sentence gives the frame and another thing ("The warranty covers
 * mechanical faults"), a negative close sentence the claim's thing ("Accidental damage is
 * excluded"): "Accidental damage isn't covered by the warranty" restates the second. No flip
 * when the clause's words the compared sentence lacks (one at least) are all in one negative
 * close sentence that the clause names in full, and the compared sentence affirms something
 * the claim does not name (a content word in neither the clause nor that sentence): "Bank
 * transfers are not accepted as payment" beside "Payment in cash is not accepted" keeps it. "The warranty doesn't cover
 * mechanical faults or accidental damage" names it and keeps its flip.
 */
function deniedOfAnother(
  stem: string,
  rest: Set<string>,
  shared: string[],
  sentenceStems: Set<string>,
  others: string[][],
): boolean {
  const own = [...rest].filter((t) => !sentenceStems.has(t));
  if (own.length === 0) return false;
  return others.some((o) => {
    if (!negative(o)) return false;
    const stems = stemsOf(o);
    if (!own.every((t) => stems.has(t))) return false;
    // The claim names all that the negative sentence denies ("payment in cash" is not "payment").
    const denied = stemsOf(o.filter((w) => !NEGATIVE_PREDICATES.has(w)));
    for (const t of denied) if (t !== stem && !rest.has(t)) return false;
    for (const t of sentenceStems)
      if (t !== stem && !rest.has(t) && !stems.has(t) && !shared.includes(t)) return true;
    return false;
  });
}
