import type { ContextSentence } from "./context";
import { FEE_WORDS, isFigure } from "./restriction";
import { contentStem } from "./text";

/**
 * A charge said to hold "even" under the condition that the context makes it free (s20):
 * "Fitting costs £15 a wheel even if you buy your tyres here" against "Fitting is free when
 * you buy the tyres from us; otherwise it costs £15 a wheel"; "Delivery costs £4.99 even on
 * orders over £50" against "Delivery is free on orders over £50; otherwise it costs £4.99".
 * Every word and figure of the claim is in the sentence, so support passes it, but the claim
 * turns the sentence's condition around.
 *
 * The claim charges (a fee word or a figure, and no "free") in its main clause and names a
 * condition after "even if", "even when", "even on", "even for", "even with" or "even after";
 * a close sentence says "free", "waived" or "no charge" (not negated) and holds every content
 * word and figure of that condition. A condition the sentence only partly holds ("even on
 * small orders") is left alone.
 */
export function chargedEvenIf(
  claim: string[],
  close: readonly ContextSentence[],
): { sentence: ContextSentence; cue: string } | null {
  const even = claim.findIndex((t, i) => t === "even" && EVEN_BEFORE.has(claim[i + 1] ?? ""));
  if (even < 0) return null;
  const main = claim.slice(0, even);
  if (main.some((t) => FREE.has(t) || NOT.has(t))) return null;
  if (!main.some((t) => FEE_WORDS.has(t) || isFigure(t))) return null;
  const condition: string[] = [];
  for (const t of claim.slice(even + 2)) {
    if (CLAUSE_END.has(t)) break;
    const s = contentStem(t) ?? (/\d/.test(t) ? t : null);
    if (s !== null && !PLACE.has(t)) condition.push(s);
  }
  if (condition.length === 0) return null;
  for (const sentence of close) {
    const t = sentence.tokens;
    const free = t.findIndex(
      (w, i) =>
        (FREE.has(w) || (w === "no" && FEE_WORDS.has(t[i + 1] ?? ""))) && !NOT.has(t[i - 1] ?? ""),
    );
    if (free < 0) continue;
    if (!condition.every((c) => sentence.stemSet.has(c) || t.includes(c))) continue;
    return {
      sentence,
      cue: `the answer charges "even ${claim[even + 1]} ${claim.slice(even + 2).join(" ")}" where the context says it is free`,
    };
  }
  return null;
}

const EVEN_BEFORE = new Set(["if", "when", "on", "for", "with", "after", "though"]);
const FREE = new Set(["free", "waived", "complimentary"]);
const NOT = new Set(["not", "n't", "never", "no"]);
const CLAUSE_END = new Set([",", ";", ":", "but", "and", "or"]);
/** Words that point at the seller ("buy your tyres here"), which the context names otherwise. */
const PLACE = new Set(["here", "us", "we", "our", "this"]);
