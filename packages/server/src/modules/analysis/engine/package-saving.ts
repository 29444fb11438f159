import { moneyAndTimesOf } from "./amount-rate";
import type { ContextSentence } from "./context";
import { analysisMemo } from "./memo";
import { likeDimensions, type Quantity } from "./quantity";

/**
 * A saving against paying another way, both ways priced in one sentence: "Day care costs £28 a
 * day, or £120 for a five-day week" → "booking the full week saves you £20" (5 × £28 − £120);
 * "£29 a month or £290 a year" → "paying yearly saves £58". The shorter way's price times the
 * number of its periods in the longer way's span, less the longer way's price, after a word
 * that says it is a saving ("saves", "cheaper", "compared with"); and the count of those periods
 * ("compared with twelve monthly payments", "seven daily rates"). Periods must divide whole (a
 * week of days, a year of months). A wrong saving, the gap of the two prices as written (£92),
 * or the figure without a saving word stay flagged.
 */
const SAVING = /\b(?:sav(?:e|es|ed|ing|ings)|cheaper|compared|instead of|rather than)\b/i;

interface Offer {
  cost: number;
  /** The span the cost pays for, in seconds. */
  span: number;
  money: Quantity;
}

const CACHE = analysisMemo<ContextSentence, Offer[]>();

/** A sentence's prices for a span: rates ("£28 a day") and amounts for a time ("£120 for a week"). */
function offersOf(s: ContextSentence): Offer[] {
  let out = CACHE.get(s);
  if (out === undefined) {
    out = [];
    const list = moneyAndTimesOf(s, true);
    for (let i = 0; i < list.length; i++) {
      const q = list[i]!;
      if (!q.dimension.startsWith("money")) continue;
      if (q.per !== undefined) {
        out.push({ cost: q.value, span: q.per, money: q });
        continue;
      }
      // An amount for a time right after it ("£120 for a five-day week"), nothing between.
      const next = list[i + 1];
      if (next?.dimension === "time" && next.per === undefined && next.value > 0)
        out.push({ cost: q.value, span: next.value, money: q });
    }
    CACHE.set(s, out);
  }
  return out;
}

export function packageSaving(
  q: Quantity,
  claim: string,
  sentences: readonly ContextSentence[],
  pool: readonly Quantity[],
): string | null {
  if (q.weak || q.raw <= 0 || q.per !== undefined || !SAVING.test(claim)) return null;
  // The count of the shorter way's periods in the longer span: "twelve monthly payments".
  const count = q.dimension === "none" && Number.isInteger(q.raw);
  if (!q.dimension.startsWith("money") && !count) return null;
  const tol = 0.5 * 10 ** -q.decimals * (q.value / q.raw);
  for (const s of sentences) {
    const offers = offersOf(s);
    if (offers.length < 2) continue;
    for (const a of offers)
      for (const b of offers) {
        if (a.span >= b.span || !likeDimensions(a.money.dimension, b.money.dimension)) continue;
        if (!pool.includes(a.money) || !pool.includes(b.money)) continue;
        const n = b.span / a.span;
        if (Math.abs(n - Math.round(n)) > 1e-6) continue;
        if (count) {
          if (q.raw === Math.round(n)) return `${b.money.text}'s span in ${a.money.text}'s periods`;
          continue;
        }
        if (!likeDimensions(a.money.dimension, q.dimension)) continue;
        const saving = a.cost * Math.round(n) - b.cost;
        if (saving > 0 && Math.abs(saving - q.value) < tol)
          return `${Math.round(n)} × ${a.money.text} − ${b.money.text}`;
      }
  }
  return null;
}
