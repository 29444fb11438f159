import type { ContextModel, ContextSentence } from "./context";
import { prices, questionStems, split } from "./count-priced";
import { analysisMemo } from "./memo";
import { type Labelled, labelled, namingWords, OR_NEXT } from "./named-sum";
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
  const all: { l: Labelled; names: Set<string> }[] = [];
  for (const s of sentences) {
    const names = namesOf(s);
    alternativesOf(s, alternatives);
    // A price's label runs back to the price before, over other figures ("the City 250 at").
    for (const l of split(prices(s))) all.push({ l, names });
    for (const l of split(labelled(s)))
      if (!l.q.dimension.startsWith("money")) all.push({ l, names });
  }
  const out: Quantity[] = [];
  for (const { l, names } of all) {
    if (l.q.weak || alternatives.has(l.q)) continue;
    for (const w of l.label) {
      if (!words.has(w)) continue;
      const distinct = !all.some(
        (o) => o.l !== l && o.l.q.dimension === l.q.dimension && o.l.label.has(w),
      );
      if (distinct || names.has(w)) {
        out.push(l.q);
        break;
      }
    }
  }
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
