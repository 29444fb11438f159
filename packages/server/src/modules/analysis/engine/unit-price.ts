import type { ContextSentence } from "./context";
import { analysisMemo } from "./memo";
import { claimQuantities } from "./numbers";
import { likeDimensions, type Quantity } from "./quantity";
import { approximated } from "./quantity-forms";

/**
 * The price per unit an amount of money works out at for a stated amount of a unit: "A 15 kg
 * sack costs £60" → "£4 a kilo"; "The Plus box costs £19.99 a month and holds up to 15 kg" →
 * "used in full, about £1.33 a kilo" (what one period buys, when the money is a rate). The
 * sentence gives one price and one amount of the unit (a sentence pricing two amounts pairs
 * them only by word order), in the best windows, and the claim states its figure per a unit of
 * the amount's kind; an amount the claim names picks its sentence, else the best windows must
 * give one price per unit. Exact to the decimals written; after "about", "around"
 * (`approximated`), within `ROUGHLY` (3%) of the quotient, so "about £1.30" for £1.333 passes
 * and "about £1.43" does not. The amount itself, the price, or another amount's quotient stay
 * flagged.
 */
const ROUGHLY = 0.03;

interface Pair {
  amount: Quantity;
  of: Quantity;
}

/** Kept per sentence for the current analysis only (memo.ts). */
const CACHE = analysisMemo<ContextSentence, Pair[]>();

/** A unit an amount can be priced by: not a count, a time (amount-rate.ts), money or a share. */
function measured(q: Quantity): boolean {
  const d = q.dimension;
  return (
    d !== "none" &&
    d !== "time" &&
    d !== "date" &&
    d !== "clock" &&
    d !== "percent" &&
    !d.startsWith("money")
  );
}

/**
 * The sentence's one amount of money and one measured amount: a sentence pricing two amounts
 * ("a 10 kg bag costs £30 and a 25 kg bag £60") says which price goes with which only by
 * word order, and pairing by order would mix them.
 */
function pairsOf(s: ContextSentence): Pair[] {
  let out = CACHE.get(s);
  if (out === undefined) {
    out = [];
    let amount: Quantity | null = null;
    let of: Quantity | null = null;
    let many = false;
    for (const q of s.quantities) {
      if (q.weak || q.date !== undefined || q.every || q.perUnit !== undefined || q.threshold)
        continue;
      if (q.dimension.startsWith("money")) {
        many ||= amount !== null && amount.value !== q.value;
        if (q.limit === undefined) amount = q;
      } else if (measured(q) && q.per === undefined) {
        many ||= of !== null && of.value !== q.value;
        if (q.limit !== "min") of = q;
      }
    }
    if (!many && amount !== null && of !== null && of.value > 0) out.push({ amount, of });
    CACHE.set(s, out);
  }
  return out;
}

export function unitPrice(
  q: Quantity,
  claim: string,
  sentences: readonly ContextSentence[],
  pool: readonly Quantity[],
): string | null {
  const unit = q.perUnit;
  if (unit === undefined || q.per !== undefined || !q.dimension.startsWith("money") || q.raw <= 0)
    return null;
  // An amount the claim names ("the 25 kg bag") picks its sentence; else the best windows may
  // price only one amount of the unit, or the claim would have to say which.
  const named = claimQuantities(claim).filter(
    (x) => x.dimension === unit.dimension && x.perUnit === undefined && !x.weak,
  );
  let found: Pair | null = null;
  for (const s of sentences)
    for (const p of pairsOf(s)) {
      if (!pool.includes(p.amount) || !likeDimensions(p.amount.dimension, q.dimension)) continue;
      if (p.of.dimension !== unit.dimension) continue;
      if (named.length > 0 && !named.some((x) => x.value === p.of.value)) continue;
      if (found !== null && !samePrice(found, p)) return null;
      found = p;
    }
  if (found === null) return null;
  const v = (found.amount.value / found.of.value) * unit.factor;
  const gap = Math.abs(v - q.value);
  const half = 0.5 * 10 ** -q.decimals * (q.value / q.raw);
  if (gap < half || (approximated(q, claim) && gap <= ROUGHLY * v))
    return `${found.amount.text} ÷ ${found.of.text}`;
  return null;
}

function samePrice(a: Pair, b: Pair): boolean {
  return a.amount.value * b.of.value === b.amount.value * a.of.value;
}
