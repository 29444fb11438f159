import { negative, stemsOf, stemsOfClausesHolding } from "./negation-scope";

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
  // Anything but the negated word shared with the compared sentence: it is the claim's.
  for (const t of rest) if (sentenceStems.has(t)) return false;
  if (rest.size < 2) return false;
  return others.some((o) => {
    if (!negative(o)) return false;
    const stems = stemsOf(o);
    for (const t of rest) if (!stems.has(t)) return false;
    return true;
  });
}
