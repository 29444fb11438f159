import { NEGATIONS } from "./lexicon";
import { stemsOf } from "./negation-scope";
import { contentStem } from "./text";

/**
 * An exception given the rule's predicate (s15 smoke round): "Basic accounts include phone
 * support" against "Basic accounts do not include phone support. Premium accounts include
 * phone support from 8am to 8pm." The positive sentence says the claim's words with its
 * polarity and shares more of them, but about another item: it names, before the word, a
 * subject the claim leaves out ("premium"), and the claim names the negated sentence's subject
 * ("basic"), which the positive one lacks. Such a sentence does not vouch for the claim
 * (negation-scope.ts saidElsewhere): the flip stands. A sentence about the claim's own
 * subject, or with no subject of its own ("we accept cards"), still vouches.
 */
export function sameItemSentences(
  stem: string,
  clauses: { claim: string[][]; sentence: string[][]; others?: string[][] },
): string[][] | undefined {
  const { claim: claimClauses, sentence: sentenceClauses, others } = clauses;
  if (!others) return others;
  const negated = sentenceClauses.find((c) => c.some((w) => contentStem(w) === stem));
  const at = negated?.findIndex((w) => NEGATIONS.has(w)) ?? -1;
  if (at <= 0) return others;
  const claim = new Set<string>();
  for (const c of claimClauses) {
    const stems = stemsOf(c);
    if (stems.has(stem)) for (const t of stems) claim.add(t);
  }
  const named = [...stemsOf(negated!.slice(0, at))].filter((t) => t !== stem && claim.has(t));
  if (named.length === 0) return others;
  return others.filter((o) => {
    const k = o.findIndex((w) => contentStem(w) === stem);
    if (k <= 0) return true;
    const subject = stemsOf(o.slice(0, k));
    const lacksClaimItem = named.some((t) => !subject.has(t));
    const namesOtherItem = [...subject].some((t) => !claim.has(t));
    return !(lacksClaimItem && namesOtherItem);
  });
}
