import { claimQuantities, type Quantity } from "./numbers";

/**
 * A count of the claim's own list (s21): "the two bills are £2,109 and £1,640", "the three
 * plans cost $8, $12 and $20". A count of two to four before a plural noun says how many figures
 * of one kind the claim goes on to list, so it holds when the list has that many; what each
 * figure is, the other checks judge. "The two bills are £2,109" (one figure) keeps the count a
 * fact of its own.
 */
export function countsOwnList(q: Quantity, claim: string): boolean {
  if (q.dimension !== "none" || q.weak || q.per !== undefined) return false;
  if (!Number.isInteger(q.raw) || q.raw < 2 || q.raw > 4) return false;
  if (!PLURAL_NEXT.test(claim.slice(q.end))) return false;
  const byKind = new Map<string, number>();
  for (const o of claimQuantities(claim)) {
    if (o.start <= q.end || o.weak || o.dimension === "none" || o.date !== undefined) continue;
    byKind.set(o.dimension, (byKind.get(o.dimension) ?? 0) + 1);
  }
  for (const n of byKind.values()) if (n === q.raw) return true;
  return false;
}

/** A plural noun right after the count, an adjective or two allowed ("two monthly bills"). */
const PLURAL_NEXT = /^\s+(?:[a-z]+\s+){0,2}[a-z]+s\b/i;
