import type { ContextSentence } from "./context";
import { differenceCue } from "./difference-cue";
import { analysisMemo } from "./memo";
import type { Quantity } from "./quantity";
import { contentStem } from "./text";

/**
 * A sum the claim names addend by addend, with no sum word: "your first month of peak
 * membership, with the joining fee, is £68" (£38 + £30), "a standard room with breakfast for
 * one is €138 a night" (€120 + €18). A claim figure is the sum of two context figures of one
 * kind when the claim joins two things ("with", "and", "plus"; not after a difference word:
 * "saves £24 compared with") and names each: the words that
 * label each figure in its context sentence (those before it, back to the figure before) share
 * a content word with the claim that no other figure of its kind has in its label. So the wrong pair ("peak
 * … with the joining fee" as £25 + £38, two memberships) and a pair the claim does not name stay
 * flagged. Caps, conditions and alternatives ("£65, or £45 when booked with a service") are no
 * addends; three addends or a product are left to the cue-word rules.
 */
const JOINS = /\b(?:with|and|plus|on top of)\b/i;

/** Price words any label may hold: none tells one figure from another. */
const PRICE_WORD = /^(?:cost|charg|pai|pay|price|fee|rate|add|appli|take|set)$/;

/** The period or unit of the figure before, which ends it ("… €120 per night and …"). */
const RATE_TAIL = /^(?:\s*(?:per|a|an|each|every)\s+[a-z]+)+/i;

/** One of two figures offered as alternatives ("£65, or £45 when booked with a service"). */
export const OR_NEXT = /^[\s,]*or\b/i;

/**
 * The naming words of a text: content stems, a hyphenated compound kept whole ("off-peak" is
 * not "peak", "sea-view" not "view").
 */
export function namingWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of text.toLowerCase().match(/[a-z0-9]+(?:-[a-z0-9]+)*/g) ?? []) {
    const s = w.includes("-") ? w : contentStem(w);
    if (s !== null && !PRICE_WORD.test(s)) out.add(s);
  }
  return out;
}

export interface Labelled {
  q: Quantity;
  label: Set<string>;
}

/** Kept per sentence for the current analysis only (memo.ts: a module-level WeakMap keeps
 * its entries through scavenges and lengthens the GC tail). */
const LABELS = analysisMemo<ContextSentence, Labelled[]>();

/** Each figure of a sentence with the content stems before it, back to the figure before. */
export function labelled(s: ContextSentence): Labelled[] {
  let out = LABELS.get(s);
  if (out === undefined) {
    out = [];
    let from = 0;
    let alternative = false;
    const list = [...s.quantities].sort((a, b) => a.start - b.start);
    for (const [i, q] of list.entries()) {
      if (q.start < from) continue;
      const label = namingWords(s.text.slice(from, q.start).replace(RATE_TAIL, ""));
      // A cap or a condition ("up to a cap of £12", "orders over £50") is no amount to add.
      const amount = !q.weak && q.date === undefined && !q.limit && !q.threshold;
      const next = list[i + 1];
      const or = next !== undefined && OR_NEXT.test(s.text.slice(q.end, next.start));
      if (amount && !or && !alternative) out.push({ q, label });
      alternative = or;
      from = q.end;
    }
    LABELS.set(s, out);
  }
  return out;
}

/**
 * Whether the claim names `a`: its label has a word of the claim that no other figure of its
 * kind has in its label ("standard" for "Standard rooms cost €120", against "sea-view rooms").
 */
function named(a: Labelled, rivals: Labelled[], claim: Set<string>): boolean {
  for (const w of a.label)
    if (claim.has(w) && !rivals.some((r) => r !== a && r.label.has(w))) return true;
  return false;
}

export function namedSum(
  q: Quantity,
  claim: string,
  sentences: readonly ContextSentence[],
): string | null {
  if (q.weak || q.every || q.date !== undefined || q.raw <= 0 || !JOINS.test(claim)) return null;
  // "saves £24 compared with ten drop-ins" says it is a difference, not a sum.
  if (differenceCue(q, claim)) return null;
  if (q.dimension === "none" || q.dimension === "clock" || q.dimension === "percent") return null;
  const stems = namingWords(claim);
  const kind: Labelled[] = [];
  for (const s of sentences)
    for (const l of labelled(s)) if (l.q.dimension === q.dimension) kind.push(l);
  const addends = kind.filter((l) => named(l, kind, stems));
  // Exact to the decimals the claim was written with.
  const tol = 0.5 * 10 ** -q.decimals * (q.value / q.raw);
  for (let i = 0; i < addends.length; i++)
    for (let j = i + 1; j < addends.length; j++) {
      const [a, b] = [addends[i]!, addends[j]!];
      // A rate of the claim's period adds rates of that period or one-off amounts only.
      if (q.per !== undefined && [a, b].some((x) => x.q.per !== undefined && x.q.per !== q.per))
        continue;
      if (Math.abs(a.q.value + b.q.value - q.value) >= tol) continue;
      return `${a.q.text} + ${b.q.text}`;
    }
  return null;
}
