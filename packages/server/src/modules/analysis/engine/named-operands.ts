import type { ContextModel, ContextSentence } from "./context";
import { prices, questionStems } from "./count-priced";
import { analysisMemo } from "./memo";
import { labelled, namingWords, OR_NEXT } from "./named-sum";
import type { Quantity } from "./quantity";
import { contentStem } from "./text";

/**
 * Operands the claim or the question names, wherever their sentence ranks: "twelve months of
 * Premium comes to £131.88" takes "Tempo Premium costs £10.99 a month" even when the sentences
 * about Premium's coming price and its downloads rank above it; "a 12-kilo order" of
 * wash-and-fold takes "the wash-and-fold service costs £2.40 per kilo". A context figure is
 * named when the words that label it in its sentence (those before it, back to the figure
 * before, or for a price to the price before: "the City 250 at £1,495") hold a word of the claim or the question that is a name (capitalised
 * inside its sentence) or that no other figure of its kind has in its label. The derivation
 * rules still need their cue words; this only widens where operands come from.
 */

/** A sentence's capitalised words (not its first), as stems: its names. */
const NAMES = analysisMemo<ContextSentence, Set<string>>();

function namesOf(s: ContextSentence): Set<string> {
  let out = NAMES.get(s);
  if (out === undefined) {
    out = new Set();
    for (const m of s.text.matchAll(/(?<=\S\s+)[A-Z][a-z]+/g)) {
      const stem = contentStem(m[0].toLowerCase());
      if (stem !== null) out.add(stem);
    }
    NAMES.set(s, out);
  }
  return out;
}

/**
 * A labelled figure of a sentence, with the sentence's names. Classes, not object literals:
 * these live as long as the analysis, and V8 pretenures a literal whose objects survive a
 * scavenge (memo.ts).
 */
class Entry {
  constructor(
    readonly q: Quantity,
    readonly label: Set<string>,
    readonly names: Set<string>,
  ) {}
}

class SentenceEntries {
  constructor(
    readonly entries: Entry[],
    readonly alternatives: Quantity[],
  ) {}
}

/** Per sentence, for the current analysis: its labelled figures and its alternatives' figures. */
const ENTRIES = analysisMemo<ContextSentence, SentenceEntries>();

/** A label's words with each hyphenated compound's parts too ("30-minute" → 30, minut). */
function splitLabel(label: Set<string>): Set<string> {
  const out = new Set<string>();
  for (const w of label) for (const x of w.split("-")) out.add(contentStem(x) ?? x);
  return out;
}

function entriesOf(s: ContextSentence): SentenceEntries {
  let out = ENTRIES.get(s);
  if (out === undefined) {
    const names = namesOf(s);
    const entries: Entry[] = [];
    // A price's label runs back to the price before, over other figures ("the City 250 at").
    for (const l of prices(s)) entries.push(new Entry(l.q, splitLabel(l.label), names));
    for (const l of labelled(s))
      if (!l.q.dimension.startsWith("money"))
        entries.push(new Entry(l.q, splitLabel(l.label), names));
    const alternatives = new Set<Quantity>();
    alternativesOf(s, alternatives);
    out = new SentenceEntries(entries, [...alternatives]);
    ENTRIES.set(s, out);
  }
  return out;
}

/** Every sentence's entries indexed by label word, once per analysis (the context's `distinct`). */
class Index {
  readonly all: Entry[] = [];
  readonly byWord = new Map<string, number[]>();
  /** How many entries of a dimension have a word in their label: "dimension|word". */
  readonly count = new Map<string, number>();
  readonly alternatives = new Set<Quantity>();

  constructor(sentences: readonly ContextSentence[]) {
    for (const s of sentences) {
      const e = entriesOf(s);
      for (const q of e.alternatives) this.alternatives.add(q);
      for (const x of e.entries) this.all.push(x);
    }
    for (const [i, { q, label }] of this.all.entries())
      for (const w of label) {
        const at = this.byWord.get(w);
        if (at) at.push(i);
        else this.byWord.set(w, [i]);
        const key = `${q.dimension}|${w}`;
        this.count.set(key, (this.count.get(key) ?? 0) + 1);
      }
  }
}
const INDEX = analysisMemo<readonly ContextSentence[], Index>();

function indexOf(sentences: readonly ContextSentence[]): Index {
  let out = INDEX.get(sentences);
  if (out === undefined) {
    out = new Index(sentences);
    INDEX.set(sentences, out);
  }
  return out;
}

export function namedOperands(
  claim: string,
  question: Set<string>,
  sentences: readonly ContextSentence[],
  alternatives: Set<Quantity> = new Set(),
): Quantity[] {
  const words = questionStems(question);
  for (const w of namingWords(claim)) {
    words.add(w);
    for (const part of w.split("-")) words.add(contentStem(part) ?? part);
  }
  const index = indexOf(sentences);
  for (const q of index.alternatives) alternatives.add(q);
  // An entry is named by a word of its label that no other entry of its kind has, or that is
  // a name in its sentence; kept in context order.
  const hits = new Set<number>();
  for (const w of words)
    for (const i of index.byWord.get(w) ?? []) {
      const { q, names } = index.all[i]!;
      if (q.weak || index.alternatives.has(q)) continue;
      if (index.count.get(`${q.dimension}|${w}`) === 1 || names.has(w)) hits.add(i);
    }
  const out: Quantity[] = [];
  for (const i of [...hits].sort((a, b) => a - b)) out.push(index.all[i]!.q);
  return out;
}

/**
 * The two figures of an alternative ("the CP12 certificate for £65, or £45 when booked with a
 * service"): which applies depends on a condition the label does not carry, so neither is a
 * named operand (s21 review: "a gas service with the CP12 comes to £154" took the £65).
 */
function alternativesOf(s: ContextSentence, out: Set<Quantity>): void {
  const list = [...s.quantities].sort((a, b) => a.start - b.start);
  for (let i = 0; i + 1 < list.length; i++)
    if (OR_NEXT.test(s.text.slice(list[i]!.end, list[i + 1]!.start))) {
      out.add(list[i]!);
      out.add(list[i + 1]!);
    }
}

/**
 * The operands with the named ones added, or the same array when none is new. An alternative's
 * figures leave the widened pool whatever brought them in: a named price would otherwise add to
 * the one of two alternatives the claim does not meet ("£65, or £45 when booked with a service"
 * plus the service's £89).
 */
export function withNamed(
  operands: Quantity[],
  claim: string,
  question: Set<string>,
  model: ContextModel,
): Quantity[] {
  const alternatives = new Set<Quantity>();
  const extra = namedOperands(claim, question, model.distinct, alternatives).filter(
    (q) => !operands.includes(q),
  );
  if (extra.length === 0) return operands;
  return [...operands.filter((q) => !alternatives.has(q)), ...extra];
}
