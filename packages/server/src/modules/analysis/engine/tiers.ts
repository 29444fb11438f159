import { close, likeDimensions, type Quantity } from "./quantity";

/**
 * Tiered prices (eighth round): "£72 for up to 4 players, then £15 for each extra player",
 * "£320 for a one-bedroom flat and £95 for each extra bedroom". A careful reader prices six
 * players at £72 + 2 × £15 and three bedrooms at £320 + 2 × £95: three operations, past what
 * local arithmetic tries, but fixed by the sentence itself, which names the base price, how
 * many it covers and the price of each one more. Only that reading is tried, so a total that
 * counts one unit too many or too few ("£117" for six players) stays wrong.
 */

/** "for each extra player", "per additional bedroom", "for every further hour". */
const EACH_EXTRA =
  /\s+(?:for|per|on)\s+(?:each|every|an?|any)\s+(?:extra|additional|further|more)\s+[a-z]/iy;
const PER_EXTRA = /\s+per\s+(?:extra|additional|further)\s+[a-z]/iy;
/** The base price covers one: "for a one-bedroom flat", "for the first child", "a single room". */
const COVERS_ONE = /\b(?:one|first|single)\b/i;

/**
 * Marks the price of each unit beyond a base ("£15 for each extra player") with the base
 * price before it in the sentence and how many units that base covers: the count between the
 * two ("up to 4 players") or one where the words say so ("a one-bedroom flat"). Without
 * either the sentence does not say what the base covers, and nothing is marked.
 */
export function markTiers(text: string, quantities: Quantity[]): void {
  for (let i = 1; i < quantities.length; i++) {
    const extra = quantities[i]!;
    if (!extra.dimension.startsWith("money") || extra.per !== undefined) continue;
    EACH_EXTRA.lastIndex = extra.end;
    PER_EXTRA.lastIndex = extra.end;
    if (!EACH_EXTRA.test(text) && !PER_EXTRA.test(text)) continue;
    let base: Quantity | undefined;
    let covered: Quantity | undefined;
    for (let j = i - 1; j >= 0 && base === undefined; j--) {
      const q = quantities[j]!;
      if (q.weak || q.date !== undefined) continue;
      if (q.dimension === "none" && covered === undefined && Number.isInteger(q.raw)) covered = q;
      else if (likeDimensions(q.dimension, extra.dimension) && q.per === undefined) base = q;
      else break;
    }
    if (base === undefined) continue;
    const between = text.slice(base.end, extra.start);
    const included =
      covered !== undefined && covered.start > base.start
        ? covered.raw
        : COVERS_ONE.test(between)
          ? 1
          : null;
    if (included === null || included < 1) continue;
    extra.tier = { base: base.value, included };
  }
}

/**
 * A total for a count of units the claim names ("For six players the game costs £102"): the
 * base price plus one unit price for each unit past those the base covers. `own` is the
 * claim's other figures.
 */
export function tieredTotal(claim: Quantity, operands: Quantity[], own: Quantity[]): string | null {
  if (!claim.dimension.startsWith("money") || claim.per !== undefined || claim.weak) return null;
  for (const extra of operands) {
    const tier = extra.tier;
    if (tier === undefined || !likeDimensions(extra.dimension, claim.dimension)) continue;
    // The count is the claim's: the context's other counts ("rooms for 2-6 players") are not
    // what the user asked about.
    for (const n of own) {
      if (n.dimension !== "none" || n.weak || n.per !== undefined || !Number.isInteger(n.raw))
        continue;
      if (n.raw <= tier.included || n.raw > 1000) continue;
      const total = tier.base + (n.raw - tier.included) * extra.value;
      if (close(total, claim.value, 1e-9))
        return `${extra.text} for each of ${n.text} past ${tier.included}, on top of the base`;
    }
  }
  return null;
}
