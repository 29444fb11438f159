import type { ContextSentence } from "./context";
import { analysisMemo } from "./memo";
import type { Quantity } from "./quantity";
import { contentStem } from "./text";

/**
 * A price after a discount the context grants to someone the claim names, with no discount
 * word in the claim: "Tuition is £5,400 per term. A sibling discount of 10% applies to the
 * second child." → "For a second child, tuition would be £4,860 a term." The discount's
 * sentence says who it is for ("applies to the second child", "10% off for students"); every
 * content word of that condition must be in the claim, so "for the first child … £4,860" stays
 * flagged, as do the discount itself (£540), a claim that names no one, a wrong share and a
 * base price the discount is not taken from (the context must give one price of the claim's
 * kind, or the claim would have to say which the discount comes off). A condition with a figure ("for orders over £50") is a
 * threshold, left to the cue-word rules.
 */
const DISCOUNT = /\b(?:discount|off|reduction|reduced|less|cheaper)\b/i;
const CONDITION =
  /^[^.;]*?\b(?:to|for)\s+(?:the\s+|a\s+|an\s+|each\s+|any\s+|every\s+)?([a-z][a-z -]*?)\s*(?=[.,;]|$)/i;

/** Ordinals are no content words, but "the second child" is not "the first child". */
const ORDINAL = /^(?:first|second|third|fourth|fifth|sixth|\d+(?:st|nd|rd|th))$/;

interface Discount {
  share: number;
  text: string;
  condition: string[];
}

/** Kept per sentence for the current analysis only (memo.ts: a module-level WeakMap keeps
 * its entries through scavenges and lengthens the GC tail). */
const CACHE = analysisMemo<ContextSentence, Discount[]>();

function discountsOf(s: ContextSentence): Discount[] {
  let out = CACHE.get(s);
  if (out === undefined) {
    out = [];
    if (DISCOUNT.test(s.text))
      for (const p of s.quantities) {
        if (p.dimension !== "percent" || p.weak || p.raw <= 0 || p.raw >= 100) continue;
        const m = CONDITION.exec(s.text.slice(p.end));
        if (m === null) continue;
        const condition: string[] = [];
        for (const w of m[1]!.toLowerCase().split(/[\s-]+/)) {
          const stem = ORDINAL.test(w) ? w : contentStem(w);
          if (stem !== null) condition.push(stem);
        }
        if (condition.length > 0) out.push({ share: p.raw / 100, text: p.text, condition });
      }
    CACHE.set(s, out);
  }
  return out;
}

export function namedDiscount(
  q: Quantity,
  claim: string,
  sentences: readonly ContextSentence[],
): string | null {
  if (!q.dimension.startsWith("money") || q.weak || q.raw <= 0) return null;
  let stems: Set<string> | undefined;
  const tol = 0.5 * 10 ** -q.decimals * (q.value / q.raw);
  for (const s of sentences)
    for (const d of discountsOf(s)) {
      stems ??= new Set(
        (claim.toLowerCase().match(/[a-z0-9]+/g) ?? []).map((w) =>
          ORDINAL.test(w) ? w : (contentStem(w) ?? ""),
        ),
      );
      if (!d.condition.every((w) => stems!.has(w))) continue;
      const b = onlyPrice(q, sentences);
      if (b !== null && Math.abs(b.value * (1 - d.share) - q.value) < tol)
        return `${b.text} less ${d.text}`;
    }
  return null;
}

/**
 * The one price of the claim's kind the context gives: with two ("£65 per day and half days
 * cost £38") the claim would have to say which the discount comes off, and 10% off the half
 * day given as the full day's would pass.
 */
function onlyPrice(q: Quantity, sentences: readonly ContextSentence[]): Quantity | null {
  let only: Quantity | null = null;
  for (const t of sentences)
    for (const b of t.quantities) {
      if (b.dimension !== q.dimension || b.weak || b.threshold || b.limit) continue;
      if (only !== null && only.value !== b.value) return null;
      only = b;
    }
  if (only === null || (q.per !== undefined && only.per !== undefined && q.per !== only.per))
    return null;
  return only;
}
