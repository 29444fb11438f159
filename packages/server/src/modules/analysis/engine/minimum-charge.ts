import type { ContextSentence } from "./context";
import { analysisMemo } from "./memo";
import type { Quantity } from "./quantity";

/**
 * The least a booking costs: a rate times the minimum its own sentence sets. "A two-man team
 * costs £85 per hour, with a minimum booking of 3 hours" → "the minimum booking would cost
 * £255"; "Our buffet costs £18 per head, with a minimum of 30 guests" → "the smallest buffet
 * we cater costs £540". The claim must speak of the least ("minimum", "smallest", "least",
 * "shortest", "cheapest"), and the rate and the minimum must share a sentence: a price from
 * another sentence ("Drinks packages are £9 per head") times that minimum stays flagged, as do
 * the rate alone and the rate times any other figure. A time rate takes a minimum time ("£15
 * per hour … a minimum of four hours" → £60); a price with no period takes a minimum count.
 */
const LEAST_CLAIM = /\b(?:minimum|min|smallest|least|shortest|cheapest|lowest)\b/i;
const MIN_BEFORE =
  /\b(?:minimum|at least|no fewer than|no less than)(?:\s+[a-z-]+){0,2}?\s+(?:of\s+)?$/i;
/** "a four-hour minimum", "3 hours minimum". */
const MIN_AFTER = /^[\s-]*(?:[a-z]+\s+)?minimum\b/i;

interface Minimums {
  rates: Quantity[];
  minimums: Quantity[];
}

/** Kept per sentence for the current analysis only (memo.ts: a module-level WeakMap keeps
 * its entries through scavenges and lengthens the GC tail). */
const CACHE = analysisMemo<ContextSentence, Minimums>();

function minimumsOf(s: ContextSentence): Minimums {
  let out = CACHE.get(s);
  if (out === undefined) {
    const rates: Quantity[] = [];
    const minimums: Quantity[] = [];
    for (const q of s.quantities) {
      if (q.weak || q.date !== undefined || q.every) continue;
      if (q.dimension.startsWith("money")) {
        if (q.perUnit === undefined) rates.push(q);
      } else if (
        (q.dimension === "time" || q.dimension === "none") &&
        q.per === undefined &&
        (MIN_BEFORE.test(s.text.slice(Math.max(0, q.start - 40), q.start)) ||
          MIN_AFTER.test(s.text.slice(q.end, q.end + 20)))
      )
        minimums.push(q);
    }
    out = { rates: minimums.length > 0 ? rates : [], minimums };
    CACHE.set(s, out);
  }
  return out;
}

export function minimumCharge(
  q: Quantity,
  claim: string,
  sentences: readonly ContextSentence[],
): string | null {
  if (!q.dimension.startsWith("money") || q.per !== undefined || q.weak || q.raw <= 0) return null;
  if (!LEAST_CLAIM.test(claim)) return null;
  // Exact to the decimals the claim was written with.
  const tol = 0.5 * 10 ** -q.decimals * (q.value / q.raw);
  for (const s of sentences) {
    const { rates, minimums } = minimumsOf(s);
    for (const r of rates) {
      if (r.dimension !== q.dimension) continue;
      for (const m of minimums) {
        const value =
          r.per !== undefined
            ? m.dimension === "time"
              ? (r.value * m.value) / r.per
              : null
            : m.dimension === "none" && Number.isInteger(m.raw) && m.raw >= 2
              ? r.value * m.raw
              : null;
        if (value !== null && Math.abs(value - q.value) < tol) return `${r.text} × ${m.text}`;
      }
    }
  }
  return null;
}
