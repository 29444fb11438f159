import type { ContextSentence } from "./context";
import { analysisMemo } from "./memo";
import { claimQuantities } from "./numbers";
import { likeDimensions, type Quantity } from "./quantity";
import { contentStem } from "./text";

/**
 * A price after a share the context takes off or adds for someone, with no share word in the
 * claim: "Customers on the WaterSure scheme pay a tenth less. Water rates are £420 a year." →
 * "On WaterSure you would pay £378 a year"; "Second homes pay a 100% premium" → "a second home
 * would pay £5,160"; "Your first box is half price" → "your first box would cost £24"; "a 15%
 * surcharge applies to drivers under 25" → "if you're under 25, … £48.30 a day". The share's
 * way is said right beside it ("off", "less", "discount of", "half price" take off;
 * "surcharge", "premium", "extra", "on top", "added" add), and the claim names the sentence:
 * of the words no other sentence of the context uses (whom the share is for), it uses every
 * ordinal ("second homes") and a name, half the rest, or a figure other than the share ("drivers
 * under 25" → "if you're under 25").
 * The base is the one price of the claim's kind (and period) in the best windows: with two,
 * the claim would have to say which (then local arithmetic reads it). A wrong share, the wrong
 * way, a claim that names no one, or a price the best windows do not single out stay flagged.
 */
const WORD_SHARES: Record<string, number> = {
  half: 0.5,
  "a third": 1 / 3,
  "one third": 1 / 3,
  "a quarter": 0.25,
  "one quarter": 0.25,
  "a fifth": 0.2,
  "one fifth": 0.2,
  "a tenth": 0.1,
  "one tenth": 0.1,
};
const WORD_SHARE = /\b(half|(?:a|one) (?:third|quarter|fifth|tenth))\b/gi;
const OFF_AFTER =
  /^(?:[\s-]*(?:price|off|less|cheaper)|\s+(?:[a-z]+\s+){0,2}(?:discount|reduction))\b/i;
const OFF_BEFORE = /\b(?:discount|reduction)\s+of\s*$/i;
const ON_AFTER =
  /^(?:\s*(?:more|extra|on top|added|is added)|\s+(?:[a-z]+\s+){0,2}(?:premium|surcharge|supplement|uplift|loading))\b/i;
const ON_BEFORE = /\b(?:surcharge|premium|supplement|uplift)\s+of\s*$/i;

interface Change {
  /** The factor the price is multiplied by: 0.9 for a tenth less, 2 for a 100% premium. */
  factor: number;
  text: string;
  /** The figure words of the share: not words that name whom it is for. */
  start: number;
  end: number;
}

const CACHE = analysisMemo<ContextSentence, Change[]>();

function changesOf(s: ContextSentence): Change[] {
  let out = CACHE.get(s);
  if (out === undefined) {
    out = [];
    const shares: { share: number; text: string; start: number; end: number }[] = [];
    for (const q of s.quantities)
      if (q.dimension === "percent" && !q.weak && q.raw > 0 && q.raw <= 100)
        shares.push({ share: q.raw / 100, text: q.text, start: q.start, end: q.end });
    for (const m of s.text.matchAll(WORD_SHARE))
      shares.push({
        share: WORD_SHARES[m[1]!.toLowerCase()]!,
        text: m[0],
        start: m.index,
        end: m.index + m[0].length,
      });
    for (const x of shares) {
      const after = s.text.slice(x.end, x.end + 24);
      const before = s.text.slice(Math.max(0, x.start - 24), x.start);
      const off = OFF_AFTER.test(after) || OFF_BEFORE.test(before);
      const on = ON_AFTER.test(after) || ON_BEFORE.test(before);
      if (off === on) continue;
      if (off && x.share >= 1) continue;
      out.push({ factor: off ? 1 - x.share : 1 + x.share, ...x });
    }
    CACHE.set(s, out);
  }
  return out;
}

/** The change's own words ("a tenth less", "surcharge"): naming the share names no one. */
const CHANGE_WORDS =
  /\b(?:half|third|quarter|fifth|tenth|price|prices|priced|off|less|discount|discounts|reduction|cheaper|premium|surcharge|supplement|uplift|loading|more|extra|top|added|pay|pays|paid|charged|charge|charges|cost|costs)\b/gi;

/** Whom a share is for: the sentence's own words (no other sentence uses them), its names. */
interface Named {
  own: string[];
  names: Set<string>;
  ordinals: string[];
}

const ORDINAL = /^(?:first|second|third|fourth|fifth|sixth)$/;

/** A word as the claim and the sentence are compared: ordinals kept ("second homes"). */
function wordKey(w: string): string | null {
  return ORDINAL.test(w) ? w : contentStem(w);
}

function namedBy(s: ContextSentence, c: Change, sentences: readonly ContextSentence[]): Named {
  const out: Named = { own: [], names: new Set(), ordinals: [] };
  const rest = `${s.text.slice(0, c.start)} ${s.text.slice(c.end)}`.replace(CHANGE_WORDS, " ");
  for (const m of rest.matchAll(/[A-Za-z]+/g)) {
    const w = m[0].toLowerCase();
    const k = wordKey(w);
    if (k === null || out.own.includes(k) || out.ordinals.includes(k)) continue;
    if (sentences.some((t) => t !== s && t.text !== s.text && t.stemSet.has(k))) continue;
    if (ORDINAL.test(w)) out.ordinals.push(k);
    else out.own.push(k);
    // A capitalised word inside the sentence is a name ("the WaterSure scheme").
    if (m.index > 0 && /^[A-Z]/.test(m[0]) && !/[.!?]\s*$/.test(rest.slice(0, m.index)))
      out.names.add(k);
  }
  return out;
}

/**
 * Whether the claim names whom the share is for: every ordinal of the sentence ("second
 * homes"), and a name of it, half its own words (ordinals counted), or a figure of it other than the share
 * ("drivers under 25" → "if you're under 25").
 */
function names(
  claim: string,
  q: Quantity,
  words: Set<string>,
  n: Named,
  s: ContextSentence,
  c: Change,
  base: Quantity,
): boolean {
  if (!n.ordinals.every((w) => words.has(w))) return false;
  const said = n.own.filter((w) => words.has(w));
  // The ordinals, all said, count among the words said ("a second home" for "second homes").
  const count = said.length + n.ordinals.length;
  if (
    said.some((w) => n.names.has(w)) ||
    (count > 0 && count * 2 >= n.own.length + n.ordinals.length)
  )
    return true;
  const own = claimQuantities(claim);
  return s.quantities.some(
    (f) =>
      f.start !== c.start &&
      f !== base &&
      own.some((o) => o !== q && o.raw === f.raw && o.dimension === f.dimension),
  );
}

export function shareApplied(
  q: Quantity,
  claim: string,
  sentences: readonly ContextSentence[],
  pool: readonly Quantity[],
): string | null {
  if (!q.dimension.startsWith("money") || q.weak || q.raw <= 0 || q.threshold) return null;
  let words: Set<string> | undefined;
  let base: Quantity | null | undefined;
  const tol = 0.5 * 10 ** -q.decimals * (q.value / q.raw);
  for (const s of sentences)
    for (const c of changesOf(s)) {
      base ??= onlyPrice(q, pool);
      if (base === null) return null;
      if (Math.abs(base.value * c.factor - q.value) >= tol) continue;
      words ??= new Set(
        (
          claim
            .replace(CHANGE_WORDS, " ")
            .toLowerCase()
            .match(/[a-z]+/g) ?? []
        ).map((w) => wordKey(w) ?? ""),
      );
      if (names(claim, q, words, namedBy(s, c, sentences), s, c, base))
        return `${base.text} × ${c.factor} (${c.text})`;
    }
  return null;
}
/** The one price of the claim's kind and period in the best windows, or null. */
function onlyPrice(q: Quantity, pool: readonly Quantity[]): Quantity | null {
  let only: Quantity | null = null;
  for (const b of pool) {
    if (!likeDimensions(b.dimension, q.dimension) || b.weak || b.threshold || b.limit) continue;
    // A claim with no period ("your first box would cost £24") takes the price per its period.
    if (b.perUnit !== undefined || (q.per !== undefined && b.per !== q.per)) continue;
    if (only !== null && only.value !== b.value) return null;
    only = b;
  }
  return only;
}
