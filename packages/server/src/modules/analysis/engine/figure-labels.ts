import type { ContextSentence } from "./context";
import { likeDimensions, type Quantity } from "./quantity";
import { contentStems } from "./text";

/**
 * Which thing a context figure of a list belongs to (eighth round): the words that label it in
 * its own sentence, from the previous figure or clause mark up to it ("Ultimate" in "Basic at £14.99,
 * Deluxe at £24.99 and Ultimate at £34.99"). A claim that joins sentences of two chunks ("For
 * £34.99 a month, Ultimate adds a hand wax …", its words from the plan's features, its price
 * from the price list) lends the figure from a sentence that names the same thing beside it;
 * a swapped price ("Ultimate costs £24.99") is labelled with another plan's name there.
 */
export function labelledFor(
  figure: Quantity,
  sentence: ContextSentence,
  claimStems: readonly string[],
  factStems: ReadonlySet<string | null>,
): boolean {
  const holder = sentence.quantities.find(
    (c) =>
      !c.weak &&
      likeDimensions(c.dimension, figure.dimension) &&
      Math.abs(c.value - figure.value) <= 1e-9 * Math.max(Math.abs(c.value), 1),
  );
  if (holder === undefined) return false;
  const own = labelOf(holder, sentence);
  if (own.length === 0) return false;
  // A word that labels another figure of the sentence too ("lessons" before both prices) does
  // not tell them apart. A lone figure's label is no list item's: the whole sentence is about
  // it, and its subject may stand anywhere ("Azithromycin …; a typical course lasts 3 days").
  const shared = new Set<string>();
  let items = 0;
  for (const c of sentence.quantities)
    if (c !== holder && !c.weak && likeDimensions(c.dimension, holder.dimension)) {
      items++;
      for (const t of labelOf(c, sentence)) shared.add(t);
    }
  return (
    items > 0 && own.some((t) => claimStems.includes(t) && !shared.has(t) && !factStems.has(t))
  );
}

/** Clause marks that end a figure's label: a colon, a semicolon, a dash between clauses. */
const CLAUSE_MARK = /[:;–—]|\s-\s/g;

function labelOf(q: Quantity, sentence: ContextSentence): string[] {
  let from = 0;
  for (const c of sentence.quantities) if (c.end <= q.start && c.end > from) from = c.end;
  const text = sentence.text.slice(from, q.start);
  let cut = 0;
  for (const m of text.matchAll(CLAUSE_MARK)) cut = m.index + m[0].length;
  return contentStems(text.slice(cut));
}
