import type { ContextSentence } from "./context";
import { baseStem, contentStem } from "./text";

/**
 * An item the context refuses, named as the one required or accepted (s22 smoke): "A credit
 * card in the main driver's name is required at pick-up; debit cards are not accepted" against
 * "The main driver needs to show a debit card", or "A utility bill is not enough" against "You
 * can collect controlled medicines with a utility bill". The claim's words are the sentence's
 * (the required item's clause shares all but one), and no clause says the opposite of the
 * claim's own verb, so support passes the swap.
 *
 * A close sentence refuses its subject when it says "<item> is/are not accepted" (allowed,
 * permitted, valid, enough, sufficient, acceptable) or "we do not accept/take <item>"; the item
 * is its noun with the content word before it ("debit cards", "bank cards", "cheques"). A claim
 * with no negation, exception or contrast ("rather than", "instead") that says the item is
 * needed or will do (need, must, require, have to, accept, can … with) and names the item,
 * with that word before the noun, after its cue contradicts it. A sentence with "unless",
 * "except" or "only" refuses only in part and is left alone.
 */

const REFUSED = new Set([
  "accepted",
  "allowed",
  "permitted",
  "valid",
  "enough",
  "sufficient",
  "acceptable",
]);
const COPULAS = new Set(["is", "are"]);
const NEGATION = new Set(["not", "n't"]);
const REFUSE_VERBS = new Set(["accept", "take"]);
/** A requirement or an acceptance in the claim: the item named after it is what will do. */
const NEEDED = new Set([
  "need",
  "needs",
  "needed",
  "must",
  "require",
  "requires",
  "required",
  "have",
  "has",
  "accept",
  "accepts",
  "accepted",
  "take",
  "takes",
  "can",
]);
/** A claim with any of these negates, excepts or contrasts, and is left to the other checks. */
const CONTRAST = new Set([
  "not",
  "n't",
  "no",
  "never",
  "without",
  "except",
  "unless",
  "but",
  "rather",
  "instead",
  "than",
  "only",
]);
const PARTIAL = new Set(["unless", "except", "only", "but"]);

interface Item {
  noun: string;
  stem: string;
  modifier: string | null;
}

export function refusedItem(
  claim: string[],
  close: ContextSentence[],
): { sentence: ContextSentence; cue: string } | null {
  if (claim.some((t) => CONTRAST.has(t))) return null;
  const at = claim.findIndex(
    (t, i) => NEEDED.has(t) && (t !== "have" && t !== "has" ? true : claim[i + 1] === "to"),
  );
  if (at < 0) return null;
  const after = claim.slice(at + 1);
  for (const sentence of close) {
    const item = refusedIn(sentence.tokens);
    if (item && names(after, item))
      return {
        sentence,
        cue: `the answer names "${item.modifier ? `${item.modifier} ` : ""}${item.noun}" as what will do where the context refuses it`,
      };
  }
  return null;
}

/** The claim's words name the item: its noun (singular or plural) after the item's modifier. */
function names(words: string[], item: Item): boolean {
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w !== item.noun && `${w}s` !== item.noun && `${item.noun}s` !== w) continue;
    if (contentStem(w) !== item.stem) continue;
    if (item.modifier === null || words[i - 1] === item.modifier) return true;
  }
  return false;
}

/** The item a sentence refuses, or null. */
function refusedIn(tokens: string[]): Item | null {
  if (tokens.some((t) => PARTIAL.has(t))) return null;
  for (let i = 1; i < tokens.length - 2; i++) {
    const t = tokens[i]!;
    // "<item> is/are not accepted"
    if (COPULAS.has(t) && NEGATION.has(tokens[i + 1]!) && REFUSED.has(tokens[i + 2]!))
      return itemAt(tokens, i - 1, 0);
    // "we do not accept <item>"
    if (NEGATION.has(t) && REFUSE_VERBS.has(tokens[i + 1]!) && tokens[i - 1] === "do") {
      const j = tokens[i + 2] === "a" || tokens[i + 2] === "an" ? i + 3 : i + 2;
      const next = tokens[j + 1];
      // A modifier and its noun ("debit cards") or a lone noun at the clause's end ("cheques").
      if (next !== undefined && contentStem(next) !== null) return itemAt(tokens, j + 1, j);
      return itemAt(tokens, j, j);
    }
  }
  return null;
}

/** The noun at i, with the content word before it as its modifier when that is at `from` or after. */
function itemAt(tokens: string[], i: number, from: number): Item | null {
  const noun = tokens[i];
  if (noun === undefined) return null;
  const stem = contentStem(noun);
  if (stem === null) return null;
  const before = i - 1 >= from ? tokens[i - 1] : undefined;
  const modifier = before !== undefined && baseStem(before) !== null ? before : null;
  return { noun, stem, modifier };
}
