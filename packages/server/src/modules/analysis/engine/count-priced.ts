import type { ContextSentence } from "./context";
import { analysisMemo } from "./memo";
import { type Labelled, labelled, namingWords } from "./named-sum";
import type { Quantity } from "./quantity";
import { contentStem, rawWords } from "./text";

/**
 * A whole priced by the count of its items, neither said in the claim: "a term has 11 weekly
 * lessons" and "30-minute lessons for £22" give "a term of half-hour lessons costs £242"; "the
 * beginner course runs for 10 weekly lessons" and "each lesson costs €18" give "the whole
 * beginner course costs €180". The count's sentence says what it counts (the words after it,
 * "weekly lessons") and what holds them (the words before it, "a term has"); the claim must name
 * that whole, and the price must be labelled by the counted thing ("Each lesson costs …"). When
 * more than one price is labelled so (30- and 45-minute lessons), the claim, or failing that the
 * question, must name the one it means by a word no other such price has. So a wrong count, a
 * wrong price or a whole the claim does not name stays flagged.
 */

/** The period or unit of the price before, which ends it ("… €120 per night and …"). */
const RATE_TAIL = /^(?:\s*(?:per|a|an|each|every)\s+[a-z]+)+/i;

const PRICES = analysisMemo<ContextSentence, Labelled[]>();

/**
 * A sentence's prices (flat, per period or per unit), each with the naming words before it back to the price before
 * (other figures included as written: "30-minute lessons for £22").
 */
export function prices(s: ContextSentence): Labelled[] {
  let out = PRICES.get(s);
  if (out === undefined) {
    out = [];
    let from = 0;
    for (const q of [...s.quantities].sort((a, b) => a.start - b.start)) {
      if (!q.dimension.startsWith("money") || q.start < from) continue;
      const before = s.text.slice(from, q.start);
      const label = namingWords(from > 0 ? before.replace(RATE_TAIL, "") : before);
      if (!q.limit && !q.threshold && !q.weak && !/^[\s,]*or\b/i.test(s.text.slice(q.end)))
        out.push({ q, label });
      from = q.end;
    }
    PRICES.set(s, out);
  }
  return out;
}

/** The stems of the two words after a count: what it counts ("11 weekly lessons"). */
function counted(s: ContextSentence, n: Quantity): Set<string> {
  const out = new Set<string>();
  for (const w of rawWords(s.text.slice(n.end, n.end + 40)).slice(0, 2)) {
    const stem = contentStem(w.toLowerCase());
    if (stem !== null) out.add(stem);
  }
  return out;
}

/** The stem of a duration's unit ("7 nights" → night). */
function unitOf(c: Quantity): Set<string> {
  const unit = rawWords(c.text).at(-1);
  const stem = unit === undefined ? null : contentStem(unit);
  return new Set(stem === null ? [] : [stem]);
}

function shares(a: Set<string>, b: Set<string>): boolean {
  for (const w of a) if (b.has(w)) return true;
  return false;
}

/** The one price among `prices` a text names by a word no other has, if any. */
function namedAmong(prices: Labelled[], words: Set<string>, skip: Set<string>): Labelled[] {
  return prices.filter((p) => {
    for (const w of p.label)
      if (!skip.has(w) && words.has(w) && !prices.some((r) => r !== p && r.label.has(w)))
        return true;
    return false;
  });
}

/**
 * The question comes as its words, split at hyphens ("30", "minute"): its stems, and labels
 * split the same way, so "30-minute lessons" in the question names "30-minute lessons for £22".
 */
export function questionStems(question: Set<string>): Set<string> {
  const out = new Set<string>();
  for (const w of question) out.add(contentStem(w) ?? w);
  return out;
}

export function split(prices: Labelled[]): Labelled[] {
  return prices.map(({ q, label }) => ({
    q,
    label: new Set([...label].flatMap((w) => w.split("-").map((x) => contentStem(x) ?? x))),
  }));
}

export function countPriced(
  q: Quantity,
  claim: string,
  /** The question's words as written. */
  question: Set<string>,
  sentences: readonly ContextSentence[],
): string | null {
  if (q.weak || q.every || q.date !== undefined || q.raw <= 0) return null;
  if (!q.dimension.startsWith("money") || q.per !== undefined || q.perUnit !== undefined)
    return null;
  const claimWords = namingWords(claim);
  const all: Labelled[] = [];
  for (const s of sentences) all.push(...prices(s));
  const tol = 0.5 * 10 ** -q.decimals * (q.value / q.raw);
  for (const s of sentences)
    for (const n of labelled(s)) {
      const c = n.q;
      if (c.per !== undefined || !Number.isInteger(c.raw) || c.raw < 2 || c.raw > 1000) continue;
      // A count of things ("11 weekly lessons") or of periods ("7 nights"), priced per one.
      const period = c.dimension === "time" && !c.every ? c.value / c.raw : undefined;
      if (c.dimension !== "none" && period === undefined) continue;
      const items = period === undefined ? counted(s, c) : unitOf(c);
      if (items.size === 0) continue;
      // The whole the count belongs to ("a term has"), named by the claim.
      const whole = [...n.label].filter((w) => !items.has(w));
      if (!whole.some((w) => claimWords.has(w))) continue;
      const prices = all.filter(
        (p) =>
          p.q.dimension === q.dimension &&
          p.q.perUnit === undefined &&
          (p.q.per === undefined ? shares(p.label, items) : p.q.per === period),
      );
      if (prices.length === 0) continue;
      let meant = prices;
      if (prices.length > 1) {
        meant = namedAmong(prices, claimWords, items);
        if (meant.length === 0) meant = namedAmong(split(prices), questionStems(question), items);
      }
      for (const p of meant)
        if (Math.abs(c.raw * p.q.value - q.value) < tol) return `${c.text} × ${p.q.text}`;
    }
  return null;
}
