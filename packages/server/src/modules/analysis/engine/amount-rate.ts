import type { ContextSentence } from "./context";
import { analysisMemo } from "./memo";
import type { Quantity } from "./quantity";
import { PERIOD_SECONDS } from "./units";

/**
 * The rate an amount for a stated time works out at: "Private charters cost $400 for two
 * hours" → "$200 per hour"; "A block of ten hours is billed at £360" → "each hour works out at
 * £36". The amount and the time share a sentence with no other amount or time between them,
 * and the claim states its figure per a period ("$200 per hour", "each hour … £36"). The
 * amount itself as the rate, the amount times the time, or the rate over another period stay
 * flagged (the amount as written is matched, or not, by the checks for hard facts).
 */
const EACH_PERIOD = /\b(?:each|every|per|an?)\s+(second|minute|hour|day|night|week|month|year)\b/i;

interface Pair {
  amount: Quantity;
  time: Quantity;
}

/** Kept per sentence for the current analysis only (memo.ts: a module-level WeakMap keeps
 * its entries through scavenges and lengthens the GC tail). */
const CACHE = analysisMemo<ContextSentence, Pair[]>();

/** Amounts and times side by side in a sentence: nothing of either kind between them. */
function pairsOf(s: ContextSentence): Pair[] {
  let out = CACHE.get(s);
  if (out === undefined) {
    out = [];
    const list = moneyAndTimesOf(s, false);
    for (let i = 0; i + 1 < list.length; i++) {
      const [a, b] = [list[i]!, list[i + 1]!];
      if ((a.dimension === "time") === (b.dimension === "time")) continue;
      const time = a.dimension === "time" ? a : b;
      const amount = a.dimension === "time" ? b : a;
      if (time.value > 0) out.push({ amount, time });
    }
    CACHE.set(s, out);
  }
  return out;
}

/**
 * A sentence's plain amounts of money and times in text order: no date, no "every", no
 * threshold or limit, nothing per a unit; rates ("£28 a day") only with `rates`. Shared with
 * package-saving.ts.
 */
export function moneyAndTimesOf(s: ContextSentence, rates: boolean): Quantity[] {
  return s.quantities
    .filter(
      (q) =>
        !q.weak &&
        q.date === undefined &&
        !q.every &&
        (rates || q.per === undefined) &&
        q.perUnit === undefined &&
        !q.threshold &&
        q.limit === undefined &&
        (q.dimension === "time" || q.dimension.startsWith("money")),
    )
    .sort((a, b) => a.start - b.start);
}

export function amountRate(
  q: Quantity,
  claim: string,
  sentences: readonly ContextSentence[],
): string | null {
  if (!q.dimension.startsWith("money") || q.weak || q.raw <= 0) return null;
  let period = q.per;
  if (period === undefined) {
    const m = EACH_PERIOD.exec(claim);
    if (m === null) return null;
    period = PERIOD_SECONDS[m[1]!.toLowerCase()];
  }
  if (period === undefined) return null;
  const tol = 0.5 * 10 ** -q.decimals * (q.value / q.raw);
  for (const s of sentences)
    for (const { amount, time } of pairsOf(s)) {
      if (amount.dimension !== q.dimension || time.value <= period) continue;
      if (Math.abs((amount.value * period) / time.value - q.value) < tol)
        return `${amount.text} ÷ ${time.text}`;
    }
  return null;
}
