import type { ContextSentence } from "./context";
import { FEE_WORDS, isFigure } from "./restriction";
import { contentStem } from "./text";

/**
 * "Shoe hire is free" against "Parking is free for climbers. Shoe hire costs £4.": the claim
 * calls free (or included) a thing that a close sentence prices, while the sentence that says
 * "free" is about something else. The words of both sentences cover the claim, so support
 * alone finds nothing wrong, and a short claim shares too few words with the priced sentence
 * for freeAgainstFee (restriction.ts). The thing is the word after "free" or "includes", or
 * the claim's first content word ("Chalk is included in the day pass"); the priced sentence
 * has a fee word ("costs", "charge") or "extra" with a figure, names the thing, and neither
 * waives a fee nor says "free"; no close sentence that names the thing says it is free,
 * included or waived ("members hire shoes free", "cost $145 a day, including lunch"). A claim with a figure or a negation of its
 * own, or a restriction ("only", "except"), is left to the other checks.
 */

const FREE = new Set(["free", "complimentary", "included", "includes", "include"]);
/** The words of a sentence that calls something free, or waives or leaves out a fee. */
const WAIVERS = new Set([
  ...FREE,
  "including",
  "inclusive",
  "no",
  "not",
  "n't",
  "without",
  "waived",
  "never",
]);
const RESERVED = new Set(["only", "except", "unless", "if", "not", "n't", "no", "never", "but"]);

export function pricedThing(
  claim: string[],
  close: ContextSentence[],
): { sentence: ContextSentence; cue: string } | null {
  const at = claim.findIndex((t) => FREE.has(t));
  if (at < 0 || claim.some((t) => RESERVED.has(t) || isFigure(t))) return null;
  const thing = thingOf(claim, at);
  if (thing === null) return null;
  const names = (s: string[]) => s.some((t) => contentStem(t) === thing);
  let priced: ContextSentence | undefined;
  for (const sentence of close) {
    const s = sentence.tokens;
    if (!names(s)) continue;
    if (s.some((t) => WAIVERS.has(t))) return null;
    if (!priced && s.some(isFigure) && s.some((t) => FEE_WORDS.has(t) || t === "extra"))
      priced = sentence;
  }
  if (!priced) return null;
  const s = priced.tokens;
  const fee = s.find((t) => FEE_WORDS.has(t) || t === "extra")!;
  return {
    sentence: priced,
    cue: `the answer says "${claim[at]}" where the context prices it ("${fee} ${s.find(isFigure)}")`,
  };
}

/** The stem of what the claim calls free: right after "free"/"includes", else the first content word. */
function thingOf(claim: string[], at: number): string | null {
  // "free parking", "includes chalk"; "free for climbers" names who, not what.
  const next = claim[at] === "included" ? null : contentStem(claim[at + 1] ?? "");
  if (next) return next;
  for (const t of claim) {
    const s = contentStem(t);
    if (s !== null && !FREE.has(t)) return s;
  }
  return null;
}
