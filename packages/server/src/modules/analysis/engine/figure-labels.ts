import type { ContextSentence } from "./context";
import { likeDimensions, type Quantity } from "./quantity";
import { contentStem, contentStems } from "./text";

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
  return contentStems(sinceMark(sentence.text.slice(from, q.start)));
}

/**
 * Two figures of one sentence swapped between the names that label them (ninth round): "100
 * requests per minute on the Free tier and 1,000 on the Pro tier" against "on the Free tier
 * you get 1,000 requests" or "Pro keys get 100 requests". A figure's label is the capitalised
 * words beside it: after it when the sentence's last figure is followed by one ("… 1,000 on
 * the Pro tier"), before it otherwise ("Basic at £14.99, Deluxe at £24.99"). The claim swaps
 * when it names another figure's label and none of this one's.
 */
export function swappedLabel(
  figure: Quantity,
  claim: { words: ReadonlySet<string>; figures: readonly Quantity[] },
  sentence: ContextSentence,
): boolean {
  // Items of one list state one kind of figure: "7 days ahead … 2 hours a day" is no list.
  const like = sentence.quantities
    .filter((c) => !c.weak && c.dimension === figure.dimension && unitWord(c) === unitWord(figure))
    .sort((a, b) => a.start - b.start);
  if (like.length < 2) return false;
  const holders = like.filter((c) => sameValue(c, figure));
  if (holders.length !== 1) return false;
  const text = sentence.text;
  const after = namesIn(text.slice(like[like.length - 1]!.end)).size > 0;
  // Each segment stops at a clause mark: "…; the Summit Express closes at 3:30pm".
  const segments = like.map((q, i) =>
    after
      ? untilMark(text.slice(q.end, like[i + 1]?.start ?? text.length))
      : sinceMark(text.slice(like[i - 1]?.end ?? 0, q.start)),
  );
  // A list: every figure labelled, each by a short segment of its own ("on the Pro tier",
  // "Deluxe at"); a name further off is the sentence's subject or object, not an item's.
  if (segments.some((g) => g.split(/\s+/).filter(Boolean).length > LIST_SEGMENT_WORDS))
    return false;
  const labels = segments.map(namesIn);
  if (labels.some((l) => l.size === 0)) return false;
  const own = labels[like.indexOf(holders[0]!)]!;
  // A label of a figure the claim states too is that figure's ("half an hour before the usual
  // 4pm close of the lifts" names the lifts for 4pm).
  const stated = (c: Quantity) => claim.figures.some((f) => f !== figure && sameValue(f, c));
  const others = new Set<string>();
  labels.forEach((l, i) => {
    if (stated(like[i]!)) return;
    for (const w of l) if (!own.has(w)) others.add(w);
  });
  return ![...own].some((w) => claim.words.has(w)) && [...others].some((w) => claim.words.has(w));
}

export function sameValue(a: Quantity, b: Quantity): boolean {
  return (
    a.dimension === b.dimension &&
    Math.abs(a.value - b.value) <= 1e-9 * Math.max(Math.abs(a.value), 1)
  );
}

/** A figure's unit word as written, singular ("hour" of "48 hours"; "" for "£30"). */
export function unitWord(q: Quantity): string {
  return /([a-z]+)$/i.exec(q.text)?.[1]?.toLowerCase().replace(/s$/, "") ?? "";
}

function untilMark(segment: string): string {
  const at = segment.search(/[:;–—]|\s-\s/);
  return at < 0 ? segment : segment.slice(0, at);
}

function sinceMark(segment: string): string {
  let cut = 0;
  for (const m of segment.matchAll(CLAUSE_MARK)) cut = m.index + m[0].length;
  return segment.slice(cut);
}

/** The longest segment that labels a list item ("requests per minute per key on the Free tier and"). */
const LIST_SEGMENT_WORDS = 10;

/** A capitalised word: a name, a plan, a tier ("Free", "Pro", "Deluxe"). */
const NAME = /\b[A-Z][a-zA-Z]+\b/g;

/** The capitalised content words of a segment, lower-cased ("The", "Our" are none). */
export function namesIn(segment: string): Set<string> {
  const out = new Set<string>();
  for (const [word] of segment.matchAll(NAME)) {
    const lower = word.toLowerCase();
    if (contentStem(lower) !== null) out.add(lower);
  }
  return out;
}
