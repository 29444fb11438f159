import type { ContextSentence } from "./context";
import { analysisMemo } from "./memo";
import { claimQuantities } from "./numbers";
import type { Quantity } from "./quantity";

/**
 * Two or three of a thing priced one by one: "£96 a year for the first vehicle and £144 for a
 * second vehicle" gives "two cars would cost you £240 a year"; "the first dog costs £30 a night,
 * a second dog £18" gives "two dogs come to £48 a night". A context price is the first's,
 * second's or third's when an ordinal labels it (just before it, or in "for the second …"
 * right after it); a claim that counts two (or three) things and states the sum of the first
 * two (or three) such prices derives it. One price per ordinal, or none is read; so twice the
 * first price, or a count the ordinals do not reach, stays flagged.
 */
const ORDINALS = ["first", "second", "third"] as const;

/** An ordinal just before a price ("a second dog costs"), back to the price before. */
const BEFORE = /\b(first|second|third|one)\b[^£$€\d]{0,40}$/i;
/** An ordinal right after it: "£144 for a second vehicle", "£96 a year for the first car". */
const AFTER =
  /^(?:\s*(?:a|an|per|each)\s+[a-z]+)?\s*(?:for|on)\s+(?:the|a|your|any)\s+(first|second|third)\b/i;

const ORDERED = analysisMemo<ContextSentence, [number, Quantity][]>();

/** A sentence's prices labelled by an ordinal: [place (0 = first), price]. */
function ordered(s: ContextSentence): [number, Quantity][] {
  let out = ORDERED.get(s);
  if (out === undefined) {
    out = [];
    let from = 0;
    for (const q of [...s.quantities].sort((a, b) => a.start - b.start)) {
      if (q.start < from) continue;
      if (q.dimension.startsWith("money") && !q.weak && !q.limit && !q.threshold) {
        const after = AFTER.exec(s.text.slice(q.end, q.end + 48))?.[1];
        const before = BEFORE.exec(s.text.slice(from, q.start))?.[1];
        const word = (after ?? before)?.toLowerCase();
        const place = word === "one" ? 0 : ORDINALS.indexOf(word as (typeof ORDINALS)[number]);
        if (place >= 0) out.push([place, q]);
      }
      from = q.end;
    }
    ORDERED.set(s, out);
  }
  return out;
}

/** "two cars", "both dogs", "three permits": how many things the claim counts (2 or 3). */
function counted(claim: string): number {
  if (/\bboth\b/i.test(claim)) return 2;
  for (const q of claimQuantities(claim))
    if (q.dimension === "none" && !q.weak && q.per === undefined && (q.raw === 2 || q.raw === 3))
      return q.raw;
  return 0;
}

export function ordinalSum(
  q: Quantity,
  claim: string,
  sentences: readonly ContextSentence[],
): string | null {
  if (q.weak || q.date !== undefined || q.raw <= 0 || !q.dimension.startsWith("money")) return null;
  const n = counted(claim);
  if (n === 0) return null;
  const byPlace: Quantity[][] = [[], [], []];
  for (const s of sentences)
    for (const [place, p] of ordered(s))
      if (p.dimension === q.dimension && (p.per === undefined || p.per === q.per))
        byPlace[place]!.push(p);
  const used = byPlace.slice(0, n);
  // One price per place: two "first" prices (cars and vans) leave the sum unread.
  if (used.some((list) => list.length !== 1)) return null;
  const total = used.reduce((sum, list) => sum + list[0]!.value, 0);
  const tol = 0.5 * 10 ** -q.decimals * (q.value / q.raw);
  return Math.abs(total - q.value) < tol ? used.map((l) => l[0]!.text).join(" + ") : null;
}
