import type { ContextModel, ContextSentence } from "./context";
import { inWords, rawSetOf } from "./fact-checks";
import { capitalisedWords, type HardFact } from "./facts";
import { dictionaryWord } from "./synonyms";
import { contentStem, rawWords } from "./text";

/*
 * Names the closest sentence does not say in the claim's words: refers to by a common noun
 * (`refersTo`), leaves its actor unsaid (`actorOf`), or a swapped name opening the claim
 * (`displacedOpening`).
 */

/**
 * "Hotel Miramar is a ten-minute walk…" against "The hotel is a 10-minute walk…": the closest
 * sentence refers to the named thing by its common noun, and names nothing the claim does not.
 * The name itself must be in the context (factPresent has checked that); a sentence that names
 * another ("Hotel Sol is…") still makes the claim's name a swap.
 */
export function refersTo(fact: HardFact, sentence: ContextSentence, claim: string): boolean {
  const own = rawWords(fact.text);
  if (own.length < 2) return false;
  const lower = sentence.text.toLowerCase();
  // A determiner before the common noun: "the hotel", not the "Signature" in "X-Signature".
  const common = own.some((w) =>
    new RegExp(`\\b(?:the|this|that|our|your|its)\\s+${w}\\b(?![-'])`).test(lower),
  );
  if (!common) return false;
  const claimLower = claim.toLowerCase();
  return [...capitalisedWords([sentence.text])].every((w) =>
    new RegExp(`(?<![\\p{L}\\d-])${escapeRegExp(w)}(?![\\p{L}\\d-])`, "u").test(claimLower),
  );
}

/** A common noun for an organisation: "the company's engineers" speak of the context's firm. */
const ORGANISATION =
  /\b(?:the|our)\s+(?:company|firm|business|provider|organisation|organization|society|bank|lender|operator|practice|clinic|shop|store|platform|service|agency|studio|school)(?:['\u2019]s)?\b/;

/**
 * "Keystone releases the funds" against "completion funds are released to the solicitor": the
 * claim names the actor of a sentence that names no one (fifth round). In place when that
 * sentence names nothing the claim lacks, and the name is the context's actor (two of its
 * sentences use it), the user's question uses it ("How much is the Horizon 9…?"), or the
 * sentence speaks of a firm by its common noun ("the company's engineers") and the name is
 * the one the context opens with. A sentence that names someone else ("handled by
 * Parcelink") keeps the swap.
 */
export function actorOf(
  fact: HardFact,
  sentence: ContextSentence,
  model: ContextModel,
  questionWords: Set<string>,
  claim: string,
): boolean {
  const own = rawWords(fact.text);
  const claimLower = claim.toLowerCase();
  const namesOther = [...capitalisedWords([sentence.text])].some(
    (w) => !new RegExp(`(?<![\\p{L}\\d-])${escapeRegExp(w)}(?![\\p{L}\\d-])`, "u").test(claimLower),
  );
  if (namesOther) return false;
  if (own.every((w) => inWords(w, questionWords))) return true;
  // "the company" is the firm its own chunk opens with, not any name it mentions later, nor
  // the first chunk's (the chunks' order must change nothing, and another chunk may be about
  // another firm).
  const opening = model.chunks[sentence.chunkIndex]?.sentences[0];
  if (
    opening &&
    ORGANISATION.test(sentence.text.toLowerCase()) &&
    own.every((w) => inWords(w, rawSetOf(opening)))
  )
    return true;
  // Chunks of one sentence each: "the company" is the one firm whose name opens a sentence of
  // the context ("FixRight handles plumbing…"), when no other name does (s21).
  if (ORGANISATION.test(sentence.text.toLowerCase()) && own.length === 1) {
    const firms = openingNames(model);
    if (firms.size === 1 && firms.has(own[0]!)) return true;
  }
  let using = 0;
  for (const s of model.sentences) {
    if (own.every((w) => inWords(w, rawSetOf(s))) && ++using >= 2) return true;
  }
  return false;
}

/** The names that open a context sentence: a capitalised first word no dictionary lists. */
function openingNames(model: ContextModel): Set<string> {
  const out = new Set<string>();
  for (const s of model.sentences) {
    const m = /^\W*(\p{Lu}[\p{L}\d]*)(?![\p{L}'\u2019-])/u.exec(s.text);
    if (!m) continue;
    const word = m[1]!.toLowerCase();
    const stem = contentStem(word);
    if (stem !== null && !dictionaryWord(stem)) out.add(word);
  }
  return out;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A finite verb right after the opening word: "handles", "is", "will", "offers". */
const SUBJECT_VERB =
  /^\s+(?:is|was|has|had|does|did|will|can|may|must|should|would|could|\p{Ll}+[^s\W]s)\b/u;

/**
 * A claim's capitalised first word that the context never uses, where the closest sentence
 * names someone or something the claim does not ("Ultimate handles delivery" against "parcels
 * are delivered by DHL"): a swapped name at the start of a sentence, which the name check
 * cannot tell from an ordinary capital. An opening word the context knows, in any form or
 * through the lexicon ("Deliveries"), is no name.
 */
export function displacedOpening(
  text: string,
  facts: HardFact[],
  sentence: ContextSentence,
  model: ContextModel,
): HardFact | null {
  // Letters only: a contraction ("You'll") is no name.
  const m = /^\W*(\p{Lu}[\p{L}\d&-]*)(?![\p{L}'])/u.exec(text);
  if (!m) return null;
  const word = m[1]!;
  const lower = word.toLowerCase();
  const known = (part: string) => {
    const stem = contentStem(part);
    return stem === null || model.idf.has(stem) || inWords(part, model.wordSet);
  };
  // "Baixa-Chiado" is known when its parts are.
  if (rawWords(lower).every(known)) return null;
  // An English word ("Generally, yes", "Booking online saves $20", "Spread over ten
  // instalments") opens a sentence as any word may. It stays a possible name only as the
  // subject of a verb ("Ultimate handles delivery"): a plan or product named by a word.
  if (
    !SUBJECT_VERB.test(text.slice(m.index + m[0].length)) &&
    rawWords(lower).every((part) => {
      const stem = contentStem(part);
      return stem !== null && dictionaryWord(stem);
    })
  )
    return null;
  if (facts.some((f) => f.kind === "name" && rawWords(f.text).includes(lower))) return null;
  const claimWords = new Set(rawWords(text));
  // A month or a weekday of the sentence's dates ("… end of support on 14 March") names no one.
  const otherName = [...capitalisedWords([sentence.text])].find(
    (w) =>
      rawWords(w).some((x) => !claimWords.has(x)) &&
      !sentence.dates.some((d) => d.text.toLowerCase().includes(w)),
  );
  return otherName ? { kind: "name", text: word, key: lower } : null;
}

/**
 * A word of another item lent to the claim's (ninth round): "the Basic plan includes chat
 * support too" against "The Basic plan includes 2 GB of storage and email support. The Team
 * plan includes … email and chat support". The claim names an item its closest sentence names
 * ("Basic plan"); a word of the claim that sentence lacks ("chat") is in a close sentence that
 * names a parallel item the claim does not ("Team plan": another capitalised word before the
 * same noun). Returns the claim's name, as a fact said of the wrong sentence, or null.
 */
export function lentFromParallel(
  facts: HardFact[],
  claimStems: readonly string[],
  claimWords: ReadonlySet<string>,
  sentence: ContextSentence,
  // The closest windows' sentences, asked for only when the claim names an item.
  close: () => readonly ContextSentence[],
): HardFact | null {
  for (const fact of facts) {
    if (fact.kind !== "name") continue;
    const last = rawWords(fact.text).at(-1);
    if (last === undefined) continue;
    const at = sentence.rawTokens.indexOf(last);
    const noun = at < 0 ? undefined : sentence.rawTokens[at + 1];
    if (noun === undefined || contentStem(noun) === null) continue;
    const parallel = new RegExp(`\\b(\\p{Lu}[\\p{L}\\d-]*)\\s+${escapeRegExp(noun)}\\b`, "giu");
    for (const other of close()) {
      if (other === sentence) continue;
      const names = [...other.text.matchAll(parallel)].map((m) => m[1]!.toLowerCase());
      if (names.length === 0 || names.some((n) => n === last || claimWords.has(n))) continue;
      if (claimStems.some((s) => !sentence.stemSet.has(s) && other.stemSet.has(s))) return fact;
    }
  }
  return null;
}
