import type { ContextSentence } from "./context";
import { claimQuantities, type Quantity } from "./numbers";
import { likeDimensions } from "./quantity";
import { contentStem } from "./text";

/**
 * A tariff of a fixed charge plus a rate (s21): "bikes cost £1 to unlock plus 15p per minute" →
 * "a 20-minute ride costs £4"; "a £60 call-out fee plus £40 per hour" → "a two-hour job comes
 * to £140"; "£3 a delivery plus £1.20 per kg" → "a 5 kg parcel costs £9". The claim's figure is
 * the sentence's fixed amount plus its rate times a quantity of the rate's unit that the claim
 * or the question gives; both charges must sit in one context sentence, so the two are one
 * tariff. A wrong duration, the rate alone or the rate of another sentence stays flagged.
 */
export function basePlusRate(
  q: Quantity,
  claim: string,
  question: Quantity[],
  questionWords: Set<string>,
  sentences: readonly ContextSentence[],
): string | null {
  if (!q.dimension.startsWith("money") || q.per !== undefined || q.perUnit !== undefined)
    return null;
  const amounts = [...claimQuantities(claim), ...question].filter(
    (n) => n !== q && !n.weak && n.per === undefined && !n.dimension.startsWith("money"),
  );
  if (amounts.length === 0) return null;
  // Exact to the decimals the claim was written with.
  const tol = 0.5 * 10 ** -q.decimals * (q.raw !== 0 ? q.value / q.raw : 1) + 1e-9;
  const tariffs = sentences.filter((s) => fixedOf(s).length > 0 && s.quantities.some(isRate));
  if (tariffs.length === 0) return null;
  // Of several tariffs ("bikes … 15p per minute", "E-bikes … 25p per minute"), the one that
  // shares most naming words with the claim and the question; a tie names none.
  const named = namesOf(`${claim} ${[...questionWords].join(" ")}`);
  const overlap = tariffs.map((s) => [...namesOf(s.text)].filter((w) => named.has(w)).length);
  const most = Math.max(...overlap);
  if (overlap.filter((n) => n === most).length > 1) return null;
  for (const [i, s] of tariffs.entries()) {
    if (overlap[i] !== most) continue;
    const fixed = fixedOf(s);
    for (const r of s.quantities) {
      if (r.weak || !likeDimensions(r.dimension, q.dimension)) continue;
      for (const n of amounts) {
        const units = unitsOf(r, n);
        if (units === null) continue;
        for (const b of fixed) {
          if (!likeDimensions(b.dimension, q.dimension)) continue;
          if (Math.abs(b.value + r.value * units - q.value) < tol)
            return `${b.text} + ${r.text} × ${n.text}`;
        }
      }
    }
  }
  return null;
}

/** Naming words, a compound with its last part stemmed ("e-bikes" → "e-bike") and its parts. */
function namesOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of text.toLowerCase().match(/[a-z0-9]+(?:-[a-z0-9]+)*/g) ?? []) {
    const parts = w.split("-");
    for (const p of parts) {
      const stem = contentStem(p);
      if (stem !== null) out.add(stem);
    }
    if (parts.length > 1)
      out.add([...parts.slice(0, -1), contentStem(parts.at(-1)!) ?? parts.at(-1)].join("-"));
  }
  return out;
}

function fixedOf(s: ContextSentence): Quantity[] {
  return s.quantities.filter(
    (b) => !b.weak && b.per === undefined && b.perUnit === undefined && !b.threshold && !b.limit,
  );
}

function isRate(r: Quantity): boolean {
  return !r.weak && (r.per !== undefined || r.perUnit !== undefined);
}

/** How many of the rate's units `n` is: minutes for "15p per minute", kilos for "£1.20 per kg". */
function unitsOf(rate: Quantity, n: Quantity): number | null {
  if (rate.per !== undefined) return n.dimension === "time" ? n.value / rate.per : null;
  if (rate.perUnit !== undefined)
    return n.dimension === rate.perUnit.dimension ? n.value / rate.perUnit.factor : null;
  return null;
}
