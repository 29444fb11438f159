import { NEGATIONS } from "./lexicon";
import { negative } from "./negation-scope";
import { contentStem } from "./text";

/**
 * "The price covers breakfast, but not lunch or dinner" negates lunch and dinner as the
 * elided verb's objects: a clause that opens with "not" (after "but" or a comma) and has no
 * verb of its own. Against a sentence that negates the predicate of those same nouns ("Lunch
 * and dinner are not included"), the polarity agrees (s20). The claim's clause must open with
 * the negation, and the sentence's clause must name `stem` before its own negation (its
 * subject), so "covers lunch, but not breakfast" against "lunch is not included" still flips,
 * and so does a claim whose positive clauses name one of the negated nouns.
 */
export function negatedLeftover(
  stem: string,
  claimClauses: string[][],
  sentenceClauses: string[][],
): boolean {
  const clause = claimClauses.find((c) => c.some((w) => contentStem(w) === stem));
  if (!clause) return false;
  const start = clause[0] === "but" || clause[0] === "and" ? 1 : 0;
  if (clause[start] !== "not") return false;
  // Only nouns and "or"/"and" after the negation: no verb of its own.
  if (clause.length - start > 8) return false;
  for (let i = 0; i < sentenceClauses.length; i++) {
    const at = sentenceClauses[i]!.findIndex((w) => contentStem(w) === stem);
    if (at < 0) continue;
    // A subject listed with "and" is split off its predicate ("lunch" | "dinner are not
    // included"): join the short clauses that carry no predicate of their own.
    let c = sentenceClauses[i]!;
    for (let k = i + 1; k < sentenceClauses.length && c.length <= 3 && !negative(c); k++)
      c = [...c, ...sentenceClauses[k]!];
    if (!negative(c) || c.findIndex((w) => NEGATIONS.has(w)) <= at) continue;
    // Nothing the claim's positive clauses name is among what the sentence negates ("covers
    // water and gas, but not electricity" against "electricity and gas are not included").
    const negated = new Set(c.map(contentStem));
    return !claimClauses.some(
      (k) =>
        k !== clause &&
        !negative(k) &&
        k.some((w) => {
          const t = contentStem(w);
          return t !== null && negated.has(t);
        }),
    );
  }
  return false;
}
