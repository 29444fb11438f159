import { negative, stemsOf } from "./negation-scope";
import { contentStem } from "./text";

/**
 * Verb-phrase ellipsis (s15 smoke, third round): "Basic members don't get sauna access; Premium
 * members do." The second clause ends on its auxiliary and takes the first clause's predicate
 * with its own polarity, so the claim says "sauna" both ways, each for its own subject. Against
 * "Premium members get unlimited sauna access" the negated clause is the wrong half to compare.
 */

/** Auxiliaries an elliptical clause ends on ("Premium members do", "Flex fares can't"). */
const AUXILIARIES = new Set([
  "do",
  "does",
  "did",
  "can",
  "cannot",
  "could",
  "will",
  "would",
  "is",
  "are",
  "was",
  "were",
  "has",
  "have",
  "had",
  "should",
  "must",
  "may",
]);
/** What may follow the auxiliary of an elliptical clause: a negation or an "as well". */
const TRAILING = new Set(["not", "n't", "too", "also", "either", "as", "well"]);

/**
 * The clause's subject stems when it is elliptical: it ends on an auxiliary (perhaps negated)
 * with no content word after it, and has a content word before it. Null otherwise.
 */
function ellipticalSubject(clause: string[]): Set<string> | null {
  let end = clause.length;
  while (end > 0 && TRAILING.has(clause[end - 1]!)) end--;
  if (end === 0 || !AUXILIARIES.has(clause[end - 1]!)) return null;
  const subject = stemsOf(clause.slice(0, end - 1));
  return subject.size > 0 ? subject : null;
}

/**
 * Whether the flip on `stem` is the claim's elliptical half meeting the sentence about its own
 * subject: the claim has a full clause holding `stem` and an elliptical clause of the other
 * polarity, the elliptical clause's polarity is the sentence's, and the sentence names the
 * elliptical clause's own subject words but not all of the full clause's. "Premium members
 * don't get sauna access; Basic members do" still flips against "Premium members get … sauna".
 */
export function ellipticalHalf(
  stem: string,
  sentenceNegates: boolean,
  claimClauses: string[][],
  sentenceStems: Set<string>,
): boolean {
  if (claimClauses.length < 2) return false;
  const full = claimClauses.find((c) => c.some((w) => contentStem(w) === stem));
  if (!full) return false;
  const fullNegative = negative(full);
  return claimClauses.some((c) => {
    if (c === full || negative(c) === fullNegative || negative(c) !== sentenceNegates) return false;
    const subject = ellipticalSubject(c);
    if (!subject) return false;
    // The full clause's own subject words: before its negation, or before `stem` in a
    // positive clause, less those both subjects share ("members").
    const at = full.findIndex((w, i) =>
      fullNegative ? negative([w]) : contentStem(full[i]!) === stem,
    );
    const own = [...stemsOf(full.slice(0, at))].filter((t) => !subject.has(t));
    const fullStems = stemsOf(full);
    const named = [...subject].filter((t) => !fullStems.has(t));
    return (
      named.length > 0 &&
      named.every((t) => sentenceStems.has(t)) &&
      own.length > 0 &&
      !own.every((t) => sentenceStems.has(t))
    );
  });
}
