import { memoised } from "./memo";
import { negatedStems, stemsOf } from "./negation-scope";
import { polarSynonym } from "./synonyms";
import { contentStem } from "./text";

/**
 * A negation on a word the other side says with a polar word of its synset (contradiction.ts):
 * "We don't take walk-ins" against "Walk-ins are accepted until 4pm" negates "take", which
 * WordNet puts beside "accept". Polar words (allowed/banned, accept/reject, include/exclude…)
 * never meet a synonym in support, so a negation on the everyday word met nothing: the claim's
 * word is now spelled as the sentence's before polarity is compared, and every scope reading
 * (another subject, a negation moved, said elsewhere) applies to it as to a shared word. Only
 * a negated word on one side that the other side lacks, met by a word the first side lacks:
 * a paraphrase that keeps the polarity ("are not accepted" / "we don't take") still restates.
 */
export function negatedSynonyms(claim: string[], sentence: string[]): Map<string, string> | null {
  const claimNegated = negatedOf(claim);
  const sentenceNegated = negatedOf(sentence);
  if (claimNegated.size === 0 && sentenceNegated.size === 0) return null;
  const claimStems = stemsOfTokens(claim);
  const sentenceStems = stemsOfTokens(sentence);
  let out: Map<string, string> | null = null;
  const pair = (claimStem: string, word: string) => {
    out ??= new Map();
    out.set(claimStem, word);
  };
  // The claim negates a word the sentence says with a polar word.
  for (const t of claimNegated) {
    if (sentenceStems.has(t)) continue;
    const word = sentence.find((w) => {
      const s = contentStem(w);
      return s !== null && !claimStems.has(s) && polarSynonym(t, s);
    });
    if (word) pair(t, word);
  }
  // The sentence negates a polar word the claim says in an everyday one.
  for (const u of sentenceNegated) {
    if (claimStems.has(u)) continue;
    const word = sentence.find((w) => contentStem(w) === u)!;
    for (const t of claimStems) if (!sentenceStems.has(t) && polarSynonym(t, u)) pair(t, word);
  }
  return out;
}

/** Kept per token array for the analysis: a claim meets each close sentence, and each of them many claims. */
const negatedOf = memoised<string[], Set<string>>(negatedStems);
const stemsOfTokens = memoised<string[], Set<string>>(stemsOf);

/** `tokens` with each word of a paired stem spelled as the other side's word. */
export function respelled(tokens: string[], pairs: Map<string, string>): string[] {
  return tokens.map((w) => pairs.get(contentStem(w) ?? "") ?? w);
}
