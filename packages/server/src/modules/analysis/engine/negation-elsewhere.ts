import { NEGATIONS } from "./lexicon";
import {
  clausesOf,
  NEGATIVE_PREDICATES,
  negatedStems,
  negatesAt,
  negative,
  stemsOf,
  stemsOfClausesHolding,
  zeroNegates,
} from "./negation-scope";
import { withoutAdverbs } from "./subject-adverbs";
import { contentStem } from "./text";

/**
 * A negation on one side only that speaks of something else, for contradiction.ts: the claim's
 * clause said with its polarity in another close sentence, another subject, a negation moved
 * within its clause, two clauses about different subjects, a negative clause on both sides.
 */

/**
 * A claim that joins two context sentences ("cheques aren't accepted, but cards are") meets
 * the wrong one for one of its clauses: the flip on `stem` is no contradiction when another
 * close sentence gives `stem` the claim's polarity and shares more of the claim's clause
 * than the compared sentence does ("cheque"). Sharing a generic word is not enough, so "PayPal
 * is not accepted as payment" still contradicts "we accept PayPal" beside "payment in cash is
 * not accepted".
 */
export function saidElsewhere(
  stem: string,
  claimNegates: boolean,
  claimClauses: string[][],
  sentenceStems: Set<string>,
  others: string[][],
): boolean {
  const clause = stemsOfClausesHolding(stem, claimClauses);
  const inSentence = [...clause].filter((t) => sentenceStems.has(t)).length;
  return others.some((o) => {
    const stems = stemsOf(o);
    if (!stems.has(stem)) return false;
    // Fifth round: a negative sentence holding the word says it negated, whatever the
    // negation scopes ("no warranty on parts you supply" / "not covered by any warranty").
    const negated = negatedStems(o).has(stem) || (claimNegates && negative(o));
    if (negated !== claimNegates) return false;
    // The other sentence must be the closer one for this clause, not merely share a word.
    // For a negating claim, as close will do when both hold every word of the clause (two
    // at least): nothing in it tells the two apart ("it has no product fee" for the
    // five-year fix, beside "a product fee of £999" for the two-year one). A positive claim
    // keeps the flip on a tie: dropping a "not" is the commoner error.
    const own = [...clause].filter((t) => stems.has(t)).length;
    return (
      own > inSentence || (claimNegates && own === inSentence && own === clause.size && own >= 2)
    );
  });
}

/**
 * The negated clause holding `stem` speaks of another subject: its content words before the
 * negation ("controlled substances cannot be refilled") are mostly absent from the other side
 * ("a refill you ask for in the app"). A negation about something else is no flip. A clause
 * whose subject has no content word ("we do not ship") keeps the flip.
 */
export function otherSubject(
  stem: string,
  negClauses: string[][],
  otherStems: Set<string>,
  otherTokens?: string[],
): boolean {
  const clause = negClauses.find((c) => negative(c) && c.some((w) => contentStem(w) === stem));
  if (!clause) return false;
  const at = clause.findIndex((w, i) => negatesAt(clause, i) || NEGATIVE_PREDICATES.has(w));
  const subject = stemsOf(clause.slice(0, at));
  subject.delete(stem);
  if (subject.size === 0) return false;
  if (otherTokens && sameAgeBound(clause.slice(0, at), otherTokens)) return false;
  const shared = [...subject].filter((t) => otherStems.has(t)).length;
  return shared * 2 < subject.size;
}

const AGE_BOUNDS = new Set(["under", "over"]);

/**
 * A subject named by its age ("children under 16") and the other side's people of the same
 * bound ("under 16", "under-16s", "under 16s"): one group, whatever noun either side puts to
 * it. The people-of-an-age form stays one token ("16s"): read as a bare bound it would meet
 * every "10 or more" of the context as a flip.
 */
function sameAgeBound(subject: string[], other: string[]): boolean {
  for (let i = 0; i + 1 < subject.length; i++) {
    if (!AGE_BOUNDS.has(subject[i]!) || !/^\d+$/.test(subject[i + 1]!)) continue;
    for (let j = 0; j + 1 < other.length; j++)
      if (other[j] === subject[i] && other[j + 1]!.replace(/s$/, "") === subject[i + 1])
        return true;
  }
  return false;
}

/**
 * Both sides negate within the same clause, each a different word of it: "cannot be refilled
 * through the app" against "requested at the counter, not in the app". The other side's
 * negated clause holds a word of the clause in which `stem` is negated.
 */
export function negationMoved(
  stem: string,
  negClauses: string[][],
  otherClauses: string[][],
): boolean {
  const clause = negClauses.find((c) => negative(c) && c.some((w) => contentStem(w) === stem));
  if (!clause) return false;
  const clauseStems = stemsOf(clause);
  // A word both sides negate ("our recipes are nut-free" in each) moved nowhere.
  const own = new Set(negClauses.flatMap((c) => [...negatedStems(c)]));
  return otherClauses.some((c) => {
    if (!negative(c)) return false;
    for (const n of negatedStems(c))
      if (n !== stem && clauseStems.has(n) && !own.has(n)) return true;
    return false;
  });
}

/**
 * The two sides speak of different subjects: the positive clause's subject (its content words
 * before `stem`, "the discount is applied automatically") is nowhere in the negated clause,
 * and that clause's own subject ("customers don't need to apply") shares nothing with it. A
 * subject the negated clause names ("the discount is not applied") keeps the flip, and so does
 * a clause that opens with the word ("applied automatically").
 */
export function subjectsDiffer(
  stem: string,
  negClauses: string[][],
  posClauses: string[][],
): boolean {
  const sides = clausesOf(stem, negClauses, posClauses);
  if (!sides) return false;
  const { neg, pos, posSubject } = sides;
  const posWords = pos.slice(
    0,
    pos.findIndex((w) => contentStem(w) === stem),
  );
  const at = neg.findIndex((w, i) => negatesAt(neg, i) || NEGATIVE_PREDICATES.has(w));
  const negSubject = stemsOf(withoutAdverbs(neg.slice(0, at)));
  if (sameAgeBound(neg.slice(0, at), posWords) || sameAgeBound(posWords, neg.slice(0, at)))
    return false;
  negSubject.delete(stem);
  if (posSubject.size === 0 || negSubject.size === 0) return false;
  const negStems = stemsOf(neg);
  return (
    ![...posSubject].some((t) => negStems.has(t)) && ![...negSubject].some((t) => posSubject.has(t))
  );
}

/**
 * Whether some clause holding `stem` is negative. A clause whose only negation is "without"
 * is negative only for the words of its object (s18, `objectOnly`): "a fee applies to missed
 * appointments without 24 hours' notice" says nothing negative of the fee.
 */
export function negativeClauseHolds(
  stem: string,
  clauses: string[][],
  objectOnly = false,
): boolean {
  return clauses.some((c) => {
    if (!negative(c) || !c.some((w) => contentStem(w) === stem)) return false;
    if (
      !objectOnly ||
      c.some(
        (w, i) =>
          (NEGATIONS.has(w) && w !== "without") || NEGATIVE_PREDICATES.has(w) || zeroNegates(c, i),
      )
    )
      return true;
    // The stem within five words after a "without".
    return c.some(
      (w, k) => contentStem(w) === stem && c.slice(Math.max(0, k - 5), k).includes("without"),
    );
  });
}
