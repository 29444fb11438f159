import { NUMBER_WORDS } from "./lexicon";
import type { Quantity } from "./quantity";

/**
 * The first end of a range or an alternative carries the unit of the second: "one to two
 * days" is one day to two days, as are "1-2 days", "one or two days" and "between 1 and 2
 * days". The first end is read as a `weak` quantity of the second's unit: a context number
 * that a claim's can match ("a day or two", "it takes 1 day at least"), never a claim's own
 * hard fact, so a claim's first end is still checked as it is written.
 *
 * Only a bare number directly before "to", "or", "-" or "–" (or "and" after "between"), and a
 * second end with a unit of its own that is no rate, date or relative figure: "£5 to £10"
 * already has both units, and "9 to 5" has none.
 */
const START_BEFORE = /(?:^|[\s(])(\d+(?:\.\d+)?|[a-z]+)\s*(?:to|or|-|–|(and))\s*$/i;
const BETWEEN_BEFORE = /\bbetween\s+$/i;

export function rangeStarts(text: string, quantities: Quantity[]): Quantity[] {
  const out: Quantity[] = [];
  for (const q of quantities) {
    if (q.weak || q.dimension === "none" || q.dimension === "date" || q.raw <= 0) continue;
    if (q.per !== undefined || q.perUnit || q.relative) continue;
    const m = START_BEFORE.exec(text.slice(Math.max(0, q.start - 24), q.start));
    if (!m) continue;
    const word = m[1]!.toLowerCase();
    const raw = /^\d/.test(word) ? Number(word) : NUMBER_WORDS[word];
    if (raw === undefined || !Number.isFinite(raw) || raw >= q.raw) continue;
    const start = q.start - m[0].length + m[0].indexOf(m[1]!);
    if (m[2] && !BETWEEN_BEFORE.test(text.slice(0, start))) continue;
    const first: Quantity = {
      text: `${m[1]} ${text.slice(q.start, q.end).replace(/^[\d.,]+\s*|^[a-z]+\s+/i, "")}`,
      value: (q.value / q.raw) * raw,
      raw,
      dimension: q.dimension,
      decimals: 0,
      start,
      end: start + m[1]!.length,
      weak: true,
    };
    if (q.calendar) first.calendar = true;
    out.push(first);
  }
  return out;
}
