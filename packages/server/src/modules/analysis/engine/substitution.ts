import type { ContextModel, ContextSentence } from "./context";
import { NUMBER_WORDS } from "./lexicon";
import { contentStem } from "./text";
import { contextStemOf } from "./window-support";

/**
 * A made-up object swapped in (s15 smoke, second round): "Refunds are paid as vouchers within 7
 * days" against "Refunds are paid to the original payment card within 7 days". Support is
 * recall of the claim's words, so the words it leaves out ("original payment card") cost it
 * nothing and the one it brings ("vouchers") costs one unseen word's weight: the claim passes.
 *
 * The claim says a word the context never uses (in any form, by family or synonym) between
 * two words it shares with the sentence, with nothing else the context knows between them;
 * the sentence has, between the same two words, words of its own that the claim never uses
 * and nothing the claim uses. That is one thing put in another's place, not a paraphrase
 * reworded around shared words (a shared word inside either gap, or an empty gap in the
 * sentence, an addition, is no substitution).
 */
export function substitutedWords(
  claimTokens: string[],
  sentence: ContextSentence,
  model: ContextModel,
  claimText = "",
): { said: string; instead: string } | null {
  const claim = claimTokens.map((t) => keyOf(t, model));
  const claimKnown = new Set<string>();
  for (const c of claim) if (c?.known) claimKnown.add(c.known);
  const own = sentence.tokens.map((t) => (/^\d/.test(t) ? t : contentStem(t)));
  const ownSet = new Set(own);
  // A word the context uses only in other sentences stands in a gap as an unseen one does.
  const inSentence = (k: { known: string | null } | null | undefined) =>
    k?.known != null && ownSet.has(k.known);
  for (let i = 0; i < claim.length; i++) {
    const c = claim[i];
    if (!c || inSentence(c)) continue;
    // The nearest words either side that the sentence knows.
    let left = i - 1;
    while (left >= 0 && !inSentence(claim[left])) left--;
    let right = i + 1;
    while (right < claim.length && !inSentence(claim[right])) right++;
    const l = left >= 0 ? claim[left]!.known! : undefined;
    const r = right < claim.length ? claim[right]!.known! : undefined;
    if ((!l && !r) || (l && !own.includes(l)) || (r && !own.includes(r))) continue;
    const from = l ? own.indexOf(l) : -1;
    const to = r ? own.indexOf(r, from + 1) : own.length;
    if (to < 0) continue;
    if (
      !objectGap(
        claimTokens.slice(left + 1, right),
        claim.slice(left + 1, right),
        false,
        inSentence,
      )
    )
      continue;
    // An unseen word right before the shared word after it describes that word ("with a
    // separate payment" for "by an off-cycle payment"): a paraphrase, unless it is a name
    // ("through the BorrowBox app" for "through the Libby app"), or a word set off by a comma
    // from a name after it ("by our nurse, Dr Maya Patel" for "by our audiologist, …").
    if (
      right === i + 1 &&
      right < claim.length &&
      !writtenAsName(claimTokens[i]!, claimText) &&
      !setOff(claimTokens[i]!, claimTokens[right]!, claimText)
    )
      continue;
    const theirs = own.slice(from + 1, to);
    // The sentence's gap: words the claim never uses (the anchors may recur in it: "paid to
    // the original payment card", "payment" being a fee word as "paid" is).
    if (theirs.some((k) => k !== null && k !== l && k !== r && claimKnown.has(k))) continue;
    if (
      !objectGap(
        sentence.tokens.slice(from + 1, to),
        theirs.map((k) => (k === null ? null : { known: k })),
        true,
      )
    )
      continue;
    return {
      said: trimmed(claimTokens.slice(left + 1, right), claim.slice(left + 1, right)),
      instead: trimmed(sentence.tokens.slice(from + 1, to), theirs),
    };
  }
  return null;
}

/**
 * A gap that is the object of a preposition: it opens with one, after a particle at most ("as vouchers", "by bank
 * transfer", "to the original card"; "to" only on the sentence's side, where it is rarely an
 * infinitive's), holds one to four content words (the claim's at most two), none a figure or
 * a number word, and no clause ("which unlocks your …"). On the claim's side every content
 * word is one the sentence does not use.
 */
function objectGap(
  tokens: string[],
  keys: ({ known: string | null } | null)[],
  sentenceSide: boolean,
  // On the claim's side, whether a word is one the sentence knows.
  known: (k: { known: string | null }) => boolean = (k) => k.known !== null,
): boolean {
  // A verb's particle may come first ("carried out by our nurse", "picked up from the desk"),
  // or the copula the object is said of ("appointments are with the hygienist").
  const start = leadIn(tokens);
  const opener = tokens[start];
  if (opener === undefined || !PREPOSITIONS.has(opener) || (opener === "to" && !sentenceSide))
    return false;
  let content = 0;
  for (const [i, t] of tokens.entries()) {
    if (CLAUSE_WORDS.has(t) || /^\d/.test(t) || Object.hasOwn(NUMBER_WORDS, t)) return false;
    const k = keys[i];
    if (!k) continue;
    if (!sentenceSide && known(k)) return false;
    content++;
  }
  return content >= 1 && content <= (sentenceSide ? 4 : 2);
}

/** A gap as written, up to its last content word ("as vouchers", not "as vouchers within"), from its preposition. */
function trimmed(tokens: string[], keys: unknown[]): string {
  let end = tokens.length;
  while (end > 1 && keys[end - 1] == null) end--;
  return tokens.slice(leadIn(tokens), end).join(" ");
}

/** Where a gap's preposition stands: after a particle or a copula ("out by", "are with"), if any. */
function leadIn(tokens: string[]): number {
  const first = tokens[0] ?? "";
  return PARTICLES.has(first) || COPULAS.has(first) ? 1 : 0;
}

/** The copula before an object said of the subject: "appointments are with the hygienist". */
const COPULAS = new Set(["is", "are", "was", "were", "be"]);

const CLAUSE_WORDS = new Set([
  "which",
  "who",
  "that",
  "and",
  "or",
  "but",
  "if",
  "when",
  "while",
  "where",
]);

/** A claim token's content stem and the context stem it meets (null: unseen); null for a stop-word. */
function keyOf(token: string, model: ContextModel): { known: string | null } | null {
  if (/^\d/.test(token)) return { known: token };
  const stem = contentStem(token);
  if (stem === null) return null;
  return { known: contextStemOf(stem, model) };
}

/** Particles of phrasal verbs, which may stand before the preposition of an object. */
const PARTICLES = new Set(["out", "up", "off", "back", "down"]);

/** Prepositions that open an object: how, where, by what means something is done. */
const PREPOSITIONS = new Set([
  "as",
  "in",
  "by",
  "to",
  "into",
  "onto",
  "with",
  "via",
  "through",
  "for",
  "on",
  "at",
  "from",
]);

/** Whether `token` (lower case) is written with a capital in `text`: a name, not a describing word. */
function writtenAsName(token: string, text: string): boolean {
  const at = text.toLowerCase().indexOf(token);
  if (at <= 0) return false;
  const c = text[at]!;
  return c !== c.toLowerCase();
}

/**
 * Whether `token` is followed by a comma and then `next`, written as a name, in `text`: an
 * appositive ("our nurse, Dr Maya Patel") names the same one, it does not describe the name.
 */
function setOff(token: string, next: string, text: string): boolean {
  const lower = text.toLowerCase();
  const at = lower.indexOf(`${token}, ${next}`);
  if (at < 0) return false;
  const c = text[at + token.length + 2]!;
  return c !== c.toLowerCase();
}
