import { FLIP_WORDS } from "./flip-words";

/**
 * Words that frame a claim rather than carry it (issue 18, sixth round): an answer says
 * "if you live somewhere rural, getting care started can take up to a week" where the context
 * says "we may need up to 7 days to start care in rural areas". Its content (rural, care,
 * start, the week) is all there; what is new is framing: the most general verbs of English,
 * stance and manner adverbs, and filler nouns and adjectives. Such a word weighs
 * `lightWordWeight` in support, as the light verbs do (paraphrase-lexicon.ts): a claim that
 * adds one loses little, and one that matches it gains little.
 *
 * The list is closed and general (the commonest verbs and fillers of English prose, not words
 * of any labelled set); it holds no noun or verb that names a thing or an act a policy is
 * about. The quantifier, modal and direction words of contradiction.ts are never framing, nor
 * are words that state a period ("weekly", "monthly"): they carry facts and flips.
 */
const FRAMING = new Set(
  // The commonest general verbs (get, make and need are stop-words already).
  (
    "take takes taking took taken give gives giving gave given bring brings bringing " +
    "look looks looking looked seem seems seemed try tries tried trying mean means meant " +
    "live lives living lived come comes coming came go goes going went " +
    // Seventh round: "plus" joins like "and"; "approximately" hedges a figure like "about".
    "plus approximately roughly " +
    // Stance adverbs: the answer's attitude, not the policy's content.
    "unfortunately sadly fortunately luckily thankfully basically actually really honestly " +
    "enough " +
    // s20: aspect adverbs of an answer ("not yet", "you can still"): the
    // policy states the same fact without them.
    "yet still " +
    // Filler nouns and places said with no content.
    "idea news matter thing things way somewhere anywhere everywhere nowhere " +
    // Evaluative adjectives of an answer's tone.
    "good great nice glad happy sorry"
  ).split(" "),
);

/** Words of contradiction.ts' flips: "usually" against "always" must keep its weight. */

/**
 * "usually", "typically": an answer's hedge on what "most sessions begin with" states
 * (seventh round; "mostly" since the eighth). Light in support only: contradiction.ts still reads them as written, so
 * "usually" against "always" flips whatever they weigh.
 */
const HABITUAL = new Set(["usually", "typically", "normally", "generally", "mostly"]);

/**
 * Whether a lower-case word frames a claim. Adverbs of manner are not framing ("reboots
 * automatically" says how); an -ly rule for them let a tuning-set fabrication through.
 */
export function isFramingWord(word: string): boolean {
  if (HABITUAL.has(word)) return true;
  if (FLIP_WORDS.has(word)) return false;
  return FRAMING.has(word);
}
