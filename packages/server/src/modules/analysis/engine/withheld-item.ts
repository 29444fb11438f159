import type { ContextSentence } from "./context";
import { FEE_WORDS } from "./restriction";
import { contentStem } from "./text";

/**
 * An item the context withholds, listed as provided (s17 smoke): "Parties include a pizza
 * lunch, a goody bag and a cake" against "Kids' parties include a pizza lunch and a goody bag.
 * Cakes are not provided." The first sentence covers the claim's words but the cake, which the
 * second covers; neither says the opposite of the whole claim, so support passes it.
 *
 * A close sentence that says its subject is not provided ("Cakes are not provided", "Towels
 * aren't included", "No lockers are supplied") withholds that subject; a claim that says it
 * provides something (include, provide, supply, offer, come with) and names the withheld
 * subject after that word contradicts it. A claim that negates, excepts or prices anything
 * ("cakes can be added for £10", "everything except cakes") is left to the other checks.
 */

const PROVIDED = new Set(["provided", "included", "supplied", "offered", "available"]);
const PROVIDES = new Set([
  "include",
  "includes",
  "included",
  "including",
  "provide",
  "provides",
  "provided",
  "supply",
  "supplies",
  "supplied",
  "offer",
  "offers",
  "offered",
]);
const COPULAS = new Set(["is", "are"]);
const NOT = new Set(["not", "n't", "no", "never", "without", "except", "but", "unless"]);

export function withheldItem(
  claim: string[],
  close: ContextSentence[],
): { sentence: ContextSentence; cue: string } | null {
  const at = provisionAt(claim);
  if (at < 0 || claim.some((t) => NOT.has(t) || FEE_WORDS.has(t) || t === "extra")) return null;
  const listed = claim.slice(at + 1);
  for (const sentence of close) {
    const subject = withheldSubject(sentence.tokens);
    if (subject && listed.some((w) => sameNoun(w, subject)))
      return {
        sentence,
        cue: `the answer lists "${subject.word}" as provided where the context says it is not`,
      };
  }
  return null;
}

/**
 * The withheld subject in the singular or the plural ("cake" for "cakes"), not any word of
 * its stem: "bed" is no "bedding".
 */
function sameNoun(word: string, subject: { word: string; stem: string }): boolean {
  const w = subject.word;
  return contentStem(word) === subject.stem && (word === w || `${word}s` === w || `${w}s` === word);
}

/** Where the claim says it provides: a provision verb, or "come(s) with". */
function provisionAt(claim: string[]): number {
  for (let i = 0; i < claim.length; i++) {
    if (PROVIDES.has(claim[i]!)) return i;
    if ((claim[i] === "come" || claim[i] === "comes") && claim[i + 1] === "with") return i + 1;
  }
  return -1;
}

/**
 * The subject a sentence withholds: "<subject> is/are not provided" with the subject right
 * before the copula, or "no <subject> is/are provided". Null for any other sentence.
 */
function withheldSubject(tokens: string[]): { word: string; stem: string } | null {
  for (let i = 1; i < tokens.length - 1; i++) {
    if (!COPULAS.has(tokens[i]!)) continue;
    const negated = tokens[i + 1] === "not" || tokens[i + 1] === "n't";
    const participle = tokens[negated ? i + 2 : i + 1] ?? "";
    if (!PROVIDED.has(participle)) continue;
    const before = tokens[i - 1]!;
    const stem = contentStem(before);
    if (stem === null) continue;
    if (negated || tokens[i - 2] === "no") return { word: before, stem };
  }
  return null;
}
