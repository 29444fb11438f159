import { close, likeDimensions, type Quantity } from "./quantity";
import type { Equals } from "./rates";

/**
 * Fifth-round derivations (derivation.ts calls them): restatements of counts, limits and
 * periods, each behind a cue in the claim or a mark the context's own words put on a number
 * ("up to", "other", "12 monthly …"); and a claim's own arithmetic, which needs no cue.
 */

/** "12 monthly deductions" span "a year"; "26 fortnightly payments" a year too. */
export function periodsSpanned(claim: Quantity, operands: Quantity[]): string | null {
  if (claim.dimension !== "time" || claim.per !== undefined || claim.every || claim.weak)
    return null;
  for (const n of operands)
    if (n.eachOf !== undefined && close(n.raw * n.eachOf, claim.value, 0.02))
      return `${n.text} periods`;
  return null;
}

/** The claim says the figure is a most: "£22 a month at most", "no more than", "worst case". */
const MOST_CUE =
  /\b(?:at most|at the most|maximum|max|no more than|not more than|capped|cap|worst case|up to)\b/i;

/**
 * A price plus a capped charge ("£12 a month, extra data capped at £10 a month") is the most
 * one pays: "£22 a month at most". The cap is a number the context marks as a limit.
 */
export function cappedTotal(operands: Quantity[], sentence: string, equals: Equals): string | null {
  if (!operands.some((q) => q.limit === "max") || !MOST_CUE.test(sentence)) return null;
  for (const cap of operands) {
    if (cap.limit !== "max" || cap.dimension === "none" || cap.dimension === "percent") continue;
    for (const b of operands) {
      if (b === cap || b.limit !== undefined || b.weak || b.per !== cap.per) continue;
      if (!likeDimensions(b.dimension, cap.dimension)) continue;
      if (equals(b.value + cap.value, b.dimension, false, b.per))
        return `${b.text} + at most ${cap.text}`;
    }
  }
  return null;
}

const MIN_BEFORE_CLAIM =
  /\b(?:at least|no less than|not less than|minimum(?: of)?|min\.?)\s+(?:an?\s+)?$/i;
const MAX_BEFORE_CLAIM =
  /\b(?:up to|at most|no more than|not more than|maximum(?: of)?|max\.?)\s+(?:an?\s+)?$/i;

/**
 * The complement of a limit on a share: "up to 85% loan-to-value" asks "at least a 15%
 * deposit"; "at least 60% in person" leaves "at most 40% online". The claim's figure must be
 * a limit of the other kind.
 */
export function limitComplement(
  claim: Quantity,
  operands: Quantity[],
  sentence: string,
): string | null {
  if (claim.dimension !== "percent" || !operands.some((q) => q.limit !== undefined)) return null;
  const before = sentence.slice(Math.max(0, claim.start - 24), claim.start);
  const kind = MIN_BEFORE_CLAIM.test(before) ? "min" : MAX_BEFORE_CLAIM.test(before) ? "max" : null;
  if (kind === null) return null;
  for (const p of operands)
    if (
      p.dimension === "percent" &&
      p.limit !== undefined &&
      p.limit !== kind &&
      p.raw < 100 &&
      close(100 - p.raw, claim.raw, 1e-9)
    )
      return `100% − ${p.text}`;
  return null;
}

/** "counting the account holder", "including yourself": the one besides the others. */
const COUNTING_ONE =
  /\b(?:counting|including|incl\.?|plus|along with|together with)\s+(?:the|you|yourself|him|her|them|themselves|himself|herself)\b/i;

/** "up to 4 other members" are five people counting the holder. */
export function othersPlusOne(
  claim: Quantity,
  operands: Quantity[],
  sentence: string,
): string | null {
  if (claim.dimension !== "none" || !operands.some((q) => q.others)) return null;
  if (!COUNTING_ONE.test(sentence)) return null;
  for (const n of operands)
    if (n.others && n.dimension === "none" && close(n.raw + 1, claim.raw, 1e-9))
      return `${n.text} others + 1`;
  return null;
}

/** "pays for itself once you sell 41": a fixed cost over a saving per item, rounded up. */
const BREAK_EVEN =
  /\b(?:pays? for itself|paid for itself|pays? (?:it )?back|break(?:s|ing)? even|worth it|covers? (?:its|the) (?:own )?cost)\b/i;

export function breakEven(claim: Quantity, operands: Quantity[], sentence: string): string | null {
  if (claim.dimension !== "none" || !BREAK_EVEN.test(sentence)) return null;
  for (const a of operands)
    for (const b of operands) {
      if (a === b || a.dimension !== b.dimension || !a.dimension.startsWith("money")) continue;
      if (b.value <= 0 || a.value <= b.value) continue;
      if (close(Math.ceil(a.value / b.value - 1e-9), claim.raw, 1e-9))
        return `${a.text} ÷ ${b.text}, rounded up`;
    }
  return null;
}

const RISE_CUE = /\b(?:more|higher|extra|premium|on top|above|over|increase|rise|uplift)\b/i;
const FALL_CUE = /\b(?:less|lower|cheaper|below|under|off|discount|reduction|cut)\b/i;

/**
 * A multiple as a percentage change: "paid at 1.5 times the normal rate" is "50% more than a
 * normal hour", "0.8 times the list price" is "20% less". The claim says which way.
 */
export function multipleAsChange(
  claim: Quantity,
  operands: Quantity[],
  sentence: string,
): string | null {
  if (claim.dimension !== "percent" || !operands.some((q) => q.times)) return null;
  const rise = RISE_CUE.test(sentence);
  const fall = FALL_CUE.test(sentence);
  if (!rise && !fall) return null;
  for (const m of operands) {
    if (!m.times || m.dimension !== "none" || m.raw <= 0) continue;
    if (rise && m.raw > 1 && close((m.raw - 1) * 100, claim.raw, 1e-9))
      return `${m.text} times, ${claim.text} more`;
    if (fall && m.raw < 1 && close((1 - m.raw) * 100, claim.raw, 1e-9))
      return `${m.text} times, ${claim.text} less`;
  }
  return null;
}

/**
 * A claim that shows its own arithmetic ("£245 a year: £95 for the first car and £150 for the
 * second", "adds 70%, taking it from 10% to 80%"): a sum or difference of two of the claim's
 * other numbers needs no cue, since the sentence itself states how they combine. A number the
 * best windows lack derives only from numbers they hold: otherwise a wrong addend and a wrong
 * total would vouch for each other ("£250: £100 for the first and £150 for the second"). The
 * two ends of one range ("aged 12 to 15", "every 4 to 6 hours") make a difference only when the
 * claim announces arithmetic ("adds 70%, taking it from 10% to 80%"): "12 to 15 … 3 tablets"
 * was supported by 15 − 12 (ninth round).
 */
export function ownArithmetic(
  claim: Quantity,
  own: Quantity[],
  equals: Equals,
  sentence: string,
  // Whether the claim announces a difference ("more than", "less") or a sum ("adds", "total").
  cued: boolean,
): string | null {
  for (let i = 0; i < own.length; i++)
    for (let j = 0; j < own.length; j++) {
      const a = own[i]!;
      const b = own[j]!;
      if (i === j || (!cued && rangeEnds(a, b, sentence))) continue;
      if (a.dimension !== b.dimension) {
        // "75 miles of range, 25 more than the City 250's 50": a comparison writes the unit once,
        // so a bare figure and the claim's bare difference are in the other figure's unit. Only
        // in a comparison: "2 tablets every 4 to 6 hours" is no 6 hours − 4.
        if (
          cued &&
          claim.dimension === "none" &&
          (a.dimension === "none") !== (b.dimension === "none")
        )
          if (a.per === b.per && a.raw > b.raw && close(a.raw - b.raw, claim.raw, 1e-9))
            return `${a.text} − ${b.text}`;
        continue;
      }
      if (i < j && equals(a.value + b.value, a.dimension, false)) return `${a.text} + ${b.text}`;
      if (a.value > b.value && equals(a.value - b.value, a.dimension, false))
        return `${a.text} − ${b.text}`;
    }
  return null;
}

/** Range words between two figures of one sentence: "12 to 15", "4-6", "between 3 and 5". */
export function rangeEnd(q: Quantity, all: Quantity[], sentence: string): boolean {
  return all.some((o) => o !== q && rangeEnds(q, o, sentence));
}

const RANGE_JOIN = /^\s*(?:to|-|–|—|and|or)\s*$/i;

export function rangeEnds(a: Quantity, b: Quantity, sentence: string): boolean {
  const [first, second] = a.start < b.start ? [a, b] : [b, a];
  return first.end <= second.start && RANGE_JOIN.test(sentence.slice(first.end, second.start));
}
