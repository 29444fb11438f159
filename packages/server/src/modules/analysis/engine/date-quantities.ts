import { dateParts, extractDates } from "./dates";
import type { Quantity } from "./quantity";
import { rangeDays } from "./weekdays";

/** A sentence that counts both ends of a span: "1 to 14 March inclusive". */
const INCLUSIVE = /\b(?:inclusive|inclusively|both (?:days|dates|ends) included|including both)\b/i;

/**
 * The dates of `text` as `weak` quantities of dimension "date" (no number to match: the date
 * check compares dates), so that derivation.ts can take the span between two of them. A date
 * masked by the caller is read all the same, since the caller masks dates; anything else
 * masked (a URL, an id) is skipped.
 */
export function dateQuantities(text: string, masked: [number, number][]): Quantity[] {
  const out: Quantity[] = [];
  const inclusive = INCLUSIVE.test(text);
  // A range's own key comes first; the ranges inside it (weekdays.ts) are no day counts.
  let rangeAt = -1;
  for (const d of extractDates(text)) {
    if (masked.some(([a, b]) => d.start < b && d.end > a && (a !== d.start || b !== d.end)))
      continue;
    const days = rangeDays(d.key);
    if (days !== null) {
      if (d.start === rangeAt) continue;
      rangeAt = d.start;
      // "Monday to Friday" is five days a week.
      out.push({
        text: d.text,
        value: days * 86_400,
        raw: days,
        dimension: "time",
        decimals: 0,
        per: 604_800,
        weak: true,
        start: d.start,
        end: d.end,
      });
      continue;
    }
    const parts = dateParts(d.key);
    if (!parts) continue;
    out.push({
      text: d.text,
      value: Number.NaN,
      raw: Number.NaN,
      dimension: "date",
      decimals: 0,
      weak: true,
      date: parts,
      ...(inclusive ? { inclusive } : {}),
      start: d.start,
      end: d.end,
    });
  }
  return out;
}
