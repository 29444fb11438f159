import type { ContextSentence } from "./context";
import { NEGATIONS } from "./lexicon";
import { negative } from "./negation-scope";
import { contentStem } from "./text";

/**
 * Called covered what the context excludes (s20): "The warranty covers water damage" against
 * "Damage from water is excluded"; "You're covered if you cancel because you change your mind"
 * against "Cancelling because you change your mind is not covered". The excluding sentence
 * shares only its subject with the claim, so it ranks below the sentence that says what is
 * covered, and no flip is read against it.
 *
 * A close sentence that excludes a thing ("<thing> is excluded", "is not covered", "isn't
 * included", "does not cover <thing>"), with no condition or exception of its own ("unless
 * declared", "except", "if"), names the thing in content words other than the policy's
 * ("warranty", "policy"); a positive claim that says its cover word (cover, include, insure)
 * and names every one of those words contradicts it. A claim that negates or makes an
 * exception ("covered unless…", "but not…"), or a context that also covers the thing in
 * another close sentence, is left to the other checks.
 */
export function coveredExcluded(
  claim: string[],
  close: readonly ContextSentence[],
): { sentence: ContextSentence; cue: string } | null {
  const said = claim.find((t) => COVER.has(t));
  if (said === undefined || negative(claim) || claim.some((t) => EXCEPT.has(t))) return null;
  const claimStems = new Set(claim.map(contentStem));
  for (const sentence of close) {
    const thing = excludedThings(sentence.tokens)?.find((g) => g.every((t) => claimStems.has(t)));
    if (!thing) continue;
    // "Water damage from burst pipes is covered" beside the exclusion: the context covers it too.
    const covered = close.some(
      (s) =>
        s !== sentence &&
        s.tokens.some((t) => COVER.has(t)) &&
        !negative(s.tokens) &&
        thing.every((t) => s.stemSet.has(t)),
    );
    if (covered) continue;
    return { sentence, cue: `the answer says "${said}" of what the context excludes` };
  }
  return null;
}

/**
 * What a sentence excludes, as the content stems each named thing needs ("damage from water"
 * is one thing; "electricity and gas", a list of one- or two-word items, is two), or null when
 * it excludes nothing plainly.
 */
function excludedThings(tokens: string[]): string[][] | null {
  if (tokens.some((t) => CONDITION.has(t))) return null;
  const excludes = tokens.some(
    (t, i) =>
      EXCLUDED.has(t) || (NEGATIONS.has(t) && tokens.slice(i + 1, i + 3).some((u) => COVER.has(u))),
  );
  if (!excludes) return null;
  const segments: string[][] = [[]];
  for (const t of tokens) {
    if (LIST.has(t) || COVER.has(t) || EXCLUDED.has(t)) {
      if (segments[segments.length - 1]!.length > 0) segments.push([]);
      continue;
    }
    const stem = GENERIC.has(t) ? null : contentStem(t);
    if (stem !== null) segments[segments.length - 1]!.push(stem);
  }
  const items = segments.filter((g) => g.length > 0);
  if (items.length === 0) return null;
  if (items.length > 1 && items.every((g) => g.length <= 2)) return items;
  return [[...new Set(items.flat())]];
}

const LIST = new Set(["and", "or", ",", "nor"]);

const COVER = new Set([
  "cover",
  "covers",
  "covered",
  "include",
  "includes",
  "included",
  "insure",
  "insures",
  "insured",
]);
const EXCLUDED = new Set(["exclude", "excludes", "excluded", "exclusion"]);
/** The policy itself, named on both sides: not what is excluded. */
const GENERIC = new Set([
  "policy",
  "policies",
  "warranty",
  "guarantee",
  "insurance",
  "plan",
  "plans",
  "cover",
  "we",
  "you",
]);
/** A condition or exception on the exclusion: it holds only in part. */
const CONDITION = new Set([
  "unless",
  "except",
  "if",
  "when",
  "without",
  "until",
  "provided",
  "only",
  "but",
  "however",
]);
/** A claim that makes an exception or a contrast of its own. */
const EXCEPT = new Set(["unless", "except", "excluding", "without", "but", "apart"]);
