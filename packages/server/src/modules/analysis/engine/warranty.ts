/**
 * "guaranteed for a year" is a warranty, not a modal certainty (s18): the participle before
 * "for" or "of" and a span of time ("guaranteed for 25 years") is read as "warranted", and the
 * noun ("a 12-month guarantee", "the guarantee covers it") as "warranty", so they meet the
 * context's "25-year warranty", "warranted for 10 years" and each other. Run on lower-case text
 * before the phrase synonyms (`replacePhraseSynonyms`), only where "guarantee" occurs.
 * Elsewhere "guaranteed" keeps its place among the flip words ("delivery is guaranteed" against
 * "delivery may…").
 */

const UNIT = String.raw`(?:days?|weeks?|fortnights?|months?|years?|decades?|century|centuries|lifetime|life)\b`;

/** "guaranteed for a quarter of a century", "guarantee of 12 months": up to five words between. */
const BEFORE_SPAN = new RegExp(
  String.raw`\bguarantee(d|s)?(?=\s+(?:for|of)\s+(?:[\w.,'-]+\s+){0,5}?${UNIT})`,
  "g",
);

/**
 * The noun: "a 12-month guarantee", "the guarantee covers it", "money-back guarantee". Not after
 * a subject, a modal or "to", where "guarantee" is the verb of certainty ("we guarantee that…",
 * "cannot guarantee a seat").
 */
const NOUN = /(^|[^\w'-]|[\w'-]+\s+)guarantee(s)?\b(?!\s+(?:that|you|your|it|them|a|an|the|to)\b)/g;
const VERB_BEFORE =
  /^(?:we|i|you|they|it|can|cannot|can't|could|will|won't|would|not|to|does|do|don't|doesn't|may|might|must|should|never|also)\s+$/;

const WARRANT: Record<string, string> = { "": "warranty", d: "warranted", s: "warranties" };

export function restateGuarantee(lower: string): string {
  if (!lower.includes("guarantee")) return lower;
  return lower
    .replace(BEFORE_SPAN, (_, end: string | undefined) => WARRANT[end ?? ""]!)
    .replace(NOUN, (m: string, before: string, plural: string | undefined) =>
      VERB_BEFORE.test(before) ? m : before + (plural ? "warranties" : "warranty"),
    );
}
