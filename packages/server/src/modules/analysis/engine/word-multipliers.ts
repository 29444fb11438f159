import type { Quantity } from "./quantity";
import type { Equals } from "./rates";
import { matchesOf } from "./regex";

/**
 * Figures a word scales or counts on (derivation.ts): "half that, £23", "the fee doubles to
 * $40", and "8 retries, counting the first attempt" as nine attempts.
 */

/** Words that scale a number by themselves: "half that", "double the fee", "treble". */
const MULTIPLIER_WORDS: [RegExp, number][] = [
  [/\b(?:half|halved|halves|halving)\b/gi, 0.5],
  [/\b(?:double|doubled|doubles|doubling|twice)\b/gi, 2],
  [/\b(?:triple|tripled|triples|treble|trebled|thrice)\b/gi, 3],
  [/\b(?:quadruple|quadrupled|quadruples)\b/gi, 4],
];

/**
 * A number scaled by a word the claim uses: "new customers pay half that, £23", "the fee
 * doubles to $40". The word is the cue and the factor; a word that is part of one of the
 * claim's own quantities ("half an hour", "twice a year") is that quantity, not a multiplier.
 */
export function multiplied(
  claim: Quantity,
  operands: Quantity[],
  own: Quantity[],
  sentence: string,
  equals: Equals,
): string | null {
  if (!/\b(?:hal[fv]|doubl|twice|tripl|trebl|thrice|quadrupl)/i.test(sentence)) return null;
  for (const [re, factor] of MULTIPLIER_WORDS)
    for (const m of matchesOf(re, sentence)) {
      const inQuantity = own.some(
        (q) => m.index < q.end && m.index + m[0].length > q.start && q.per !== undefined,
      );
      const ownSpan = own.some(
        (q) => m.index < q.end && m.index + m[0].length > q.start && q.dimension !== "none",
      );
      // The figure itself is no multiplier: "renewed twice" is two, not double "once".
      const itself = m.index < claim.end && m.index + m[0].length > claim.start;
      if (inQuantity || ownSpan || itself) continue;
      for (const a of operands) {
        if (a.start === claim.start && a.text === claim.text) continue;
        if (a.dimension === "percent" && claim.dimension !== "percent") continue;
        if (equals(a.value * factor, a.dimension, true)) return `${m[0]} ${a.text}`;
      }
    }
  return null;
}

/** "counting the first attempt", "including the original call": one more than the repeats. */
export const FIRST_ONE =
  /\b(?:counting|including|plus|with|and)\s+the\s+(?:first|initial|original)\s+(?:attempt|try|call|delivery|request|send|run|one)\b/i;

/** "8 retries" and the first attempt are nine attempts: a count plus the one it repeats. */
export function plusTheFirst(operands: Quantity[], equals: Equals): string | null {
  for (const n of operands)
    if (n.dimension === "none" && n.per === undefined && Number.isInteger(n.raw) && n.raw >= 1)
      if (equals(n.raw + 1, "none", false)) return `${n.text} + the first`;
  return null;
}
