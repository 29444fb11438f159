import type { ContextSentence } from "./context";
import { namesIn, sameValue, unitWord } from "./figure-labels";
import type { Quantity } from "./quantity";
import { contentStem, words } from "./text";
import { ORDINAL_WORDS } from "./word-forms";

/**
 * Two figures of one list swapped between the everyday words that tell the items apart (s15
 * smoke, second round): "The first checked bag costs $35, and the second costs $45" against
 * "a second checked bag costs $35", or "your first checked bag costs $45 and a second one
 * costs $35". swappedLabel reads capitalised labels (plans, tiers); items of everyday lists
 * are told apart by plain words ("first"/"second", "adults"/"children", "standard"/"express").
 *
 * Each like figure of the sentence (same dimension and unit word) has a segment, the words
 * between it and the previous figure (or, when the sentence goes on after its last figure with
 * a word, the words after it: "$35 for the first bag and $45 for the second"). An item's
 * marks are its segment's words that no other segment uses; its lead, the first of them, is
 * what the list names it by ("first", not the "checked bag" the second item leaves implied).
 * The claim's own segment for the figure is read the same way over its own like figures (the
 * whole claim when it states one). The claim swaps when its segment holds another item's lead
 * and not its figure's own.
 */
export function swappedListWord(
  figure: Quantity,
  claim: { text: string; figures: readonly Quantity[] },
  sentence: ContextSentence,
): boolean {
  const like = likeFigures(sentence.quantities, figure);
  if (like.length < 2) return false;
  const holders = like.filter((c) => sameValue(c, figure));
  if (holders.length !== 1) return false;
  const text = sentence.text;
  // A list: a separator between each two figures ("… £2,000 of goods for $11" is no list).
  for (let i = 1; i < like.length; i++)
    if (!SEPARATOR.test(text.slice(like[i - 1]!.end, like[i]!.start))) return false;
  const after = keysOf(firstPart(text.slice(like[like.length - 1]!.end))).length > 0;
  const leads = leadsOf(text, like, after) ?? leadsOf(text, like, !after);
  if (leads === null) return false;
  const own = like.indexOf(holders[0]!);
  // The claim's segments, between its figures: after them when what follows its last figure
  // names an item.
  const bounds = claim.figures.filter((f) => !f.weak).sort((a, b) => a.start - b.start);
  if (!bounds.includes(figure)) return false;
  const tail = keysOf(firstPart(claim.text.slice(bounds[bounds.length - 1]!.end)));
  const claimAfter = leads.some((l) => tail.includes(l));
  const segmentOf = (f: Quantity) =>
    keysOf(segmentText(claim.text, bounds, bounds.indexOf(f), claimAfter));
  // An item whose figure the claim states too, named for it or for nothing, is that figure's
  // ("five years rather than the adult ten"); stated under another item's name, it is a swap
  // of both ("first … $45 and a second … $35").
  const others = leads.filter(
    (lead, i) =>
      i !== own &&
      !bounds.some(
        (f) =>
          f !== figure &&
          (sameValue(f, like[i]!) || f.raw === like[i]!.raw) &&
          !segmentOf(f).some((k) => k !== lead && leads.includes(k)),
      ),
  );
  if (others.length === 0) return false;
  const segment = segmentOf(figure);
  return !segment.includes(leads[own]!) && others.some((l) => segment.includes(l));
}

/**
 * Each figure's lead: the first of its segment's words that no other segment uses. Null when
 * a segment is longer than a list item's or has no word of its own.
 */
function leadsOf(text: string, like: Quantity[], after: boolean): string[] | null {
  const texts = like.map((_, i) => segmentText(text, like, i, after));
  // Items named by capitalised labels ("on the Free tier and 1,000 on the Pro tier") are
  // swappedLabel's, which reads the names rather than the first plain word.
  if (texts.every((t) => namesIn(t).size > 0)) return null;
  const segments = texts.map(keysOf);
  if (segments.some((s) => s.length > LIST_SEGMENT_KEYS)) return null;
  const leads: string[] = [];
  for (const [i, own] of segments.entries()) {
    const lead = own.find((k) => !segments.some((other, j) => j !== i && other.includes(k)));
    if (lead === undefined) return null;
    leads.push(lead);
  }
  return leads;
}

/** The words of figure i's item: before it back to a separator, or after it up to one. */
function segmentText(text: string, figures: Quantity[], i: number, after: boolean): string {
  return after
    ? firstPart(text.slice(figures[i]!.end, figures[i + 1]?.start ?? text.length))
    : lastPart(text.slice(figures[i - 1]?.end ?? 0, figures[i]!.start));
}

/** What separates the items of a list: a comma, a clause mark, "and", "or", "while"… */
const SEPARATOR = /[,;:–—]|\s-\s|\s(?:and|or|but|while|whereas|plus)\s/i;
const SEPARATORS = new RegExp(SEPARATOR.source, "gi");

function firstPart(segment: string): string {
  const at = segment.search(SEPARATOR);
  return at < 0 ? segment : segment.slice(0, at);
}

function lastPart(segment: string): string {
  let cut = 0;
  for (const m of segment.matchAll(SEPARATORS)) cut = m.index + m[0].length;
  return segment.slice(cut);
}

function likeFigures(figures: readonly Quantity[], figure: Quantity): Quantity[] {
  return figures
    .filter((c) => !c.weak && c.dimension === figure.dimension && unitWord(c) === unitWord(figure))
    .sort((a, b) => a.start - b.start);
}

/** A segment's content stems, and ordinals as written ("second" is also a unit of time). */
function keysOf(segment: string): string[] {
  const out: string[] = [];
  for (const w of words(segment)) {
    const k = ORDINAL_WORDS.has(w) ? w : contentStem(w);
    if (k !== null && !/^\d/.test(k) && !out.includes(k)) out.push(k);
  }
  return out;
}

/** The most content words a list item's segment holds ("for the first checked bag"). */
const LIST_SEGMENT_KEYS = 6;
