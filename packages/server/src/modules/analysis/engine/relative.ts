import { memoisedText } from "./memo";
import { close, likeDimensions, type Quantity } from "./quantity";
import type { Equals } from "./rates";
import { stem } from "./stemmer";

/** Words too common to tie a claim to what a relative figure is about. */
const LEAD_STOP = new Set(
  "cost costs price prices priced pays paid gets with from than more less each that this they them their there your what when which have will also only".split(
    " ",
  ),
);
/** Stems, so that "Students get £40 off" ties to "as a student", "Lamination" to "laminated". */
const leadWords = memoisedText((text: string) =>
  (text.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !LEAD_STOP.has(w)).map(stem),
);

/** The relative figure applied to a base. */
const applied = (r: Quantity, b: Quantity) =>
  r.dimension === "percent"
    ? b.value * (1 + (r.relative!.sign * r.raw) / 100)
    : b.value + r.relative!.sign * r.value;

/** A base that already has the relative figure in it ("$1,908" after "$1,800" plus 6%): not again. */
const alreadyApplied = (r: Quantity, b: Quantity, pool: Quantity[]) =>
  pool.some((c) => c !== b && c.dimension === b.dimension && close(applied(r, c), b.value, 1e-6));

/**
 * A figure the context gives relative to another, applied: "paper tickets cost €1.00 more than
 * the contactless fare" (€2.40) → "a paper ticket costs €3.40"; "members get 20% off the £45
 * pass" → "members pay £36". The cue is in the context; the claim must be about what the
 * relative figure is about (a word of its sentence before the figure, not a price word), so
 * that another fare plus the surcharge does not pass.
 */
export function appliedRelative(pool: Quantity[], sentence: string, equals: Equals): string | null {
  const relatives = pool.filter((q) => q.relative && !q.weak);
  if (relatives.length === 0) return null;
  const claimWords = new Set(leadWords(sentence));
  for (const r of relatives) {
    const { sign, lead } = r.relative!;
    if (!leadWords(lead).some((w) => claimWords.has(w))) continue;
    for (const b of pool) {
      // "groups of 10 or more get 20% off": the 20% is off a price, not off the 10.
      if (b === r || b.weak || b.relative || b.threshold || b.dimension === "percent") continue;
      if (alreadyApplied(r, b, pool)) continue;
      if (r.dimension === "percent") {
        if (equals(b.value * (1 + (sign * r.raw) / 100), b.dimension, true, b.per))
          return `${b.text} ${sign > 0 ? "plus" : "less"} ${r.text}`;
      } else if (likeDimensions(r.dimension, b.dimension)) {
        const x = b.value + sign * r.value;
        if (x > 0 && equals(x, b.dimension, false, b.per))
          return `${b.text} ${sign > 0 ? "+" : "−"} ${r.text}`;
      }
    }
  }
  return null;
}
