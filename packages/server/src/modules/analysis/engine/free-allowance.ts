import type { Quantity } from "./quantity";

/**
 * A stretch a rate does not charge: "the first two weeks are free", "delivery within 10 miles
 * is free; beyond that £2 per mile", "free for the first 30 minutes". A rate over a time or a
 * unit price over an amount of that kind charges only what lies beyond it (rates.ts): four
 * weeks at £30 a week with the first two free is £60, never £120, and 15 miles at £2 a mile
 * past 10 free ones is £10. Only measured amounts (times, distances, weights…) are read, never
 * money, shares or counts: the amount is what "is/are free" says of ("within 10 miles is
 * free"), or a first stretch ("the first hour free", "free for the first 30 minutes");
 * "cancel free up to 48 hours before" is a window, not a stretch.
 */
const FREE_AFTER =
  /^\s*(?:are|is)\s+(?:free(?! of\b| from\b|-)|free of charge|at no (?:extra )?(?:cost|charge))/i;
/** "the first two weeks free", "free for the first hour": a first stretch. */
const FIRST_BEFORE = /\bfirst\s+$/i;
const FREE_NEXT = /^\s*(?:(?:are|is)\s+)?(?:free|at no (?:extra )?(?:cost|charge))\b(?!-)/i;
const FREE_BEFORE =
  /\b(?:free|no charge|at no (?:extra )?(?:cost|charge))\s+for\s+the\s+first\s+$/i;

/** Whether the context sentence `text` says its amount `q` is free of a rate's charge. */
export function freeStretch(text: string, q: Quantity): boolean {
  if (q.per !== undefined || q.perUnit !== undefined || q.weak) return false;
  const d = q.dimension;
  if (d === "none" || d === "percent" || d === "clock" || d === "date" || d.startsWith("money"))
    return false;
  const before = text.slice(Math.max(0, q.start - 40), q.start);
  const after = text.slice(q.end, q.end + 40);
  // "Cancellations are free up to 48 hours before" is a window, not a stretch a rate skips.
  return (
    FREE_AFTER.test(after) ||
    (FIRST_BEFORE.test(before) && FREE_NEXT.test(after)) ||
    FREE_BEFORE.test(before)
  );
}

/**
 * What a rate charges for `amount` past a free stretch of its kind among `operands`: the
 * amount less the stretch, none when the stretch covers it all, or the whole amount when no
 * stretch is free.
 */
export function chargedAmount(amount: Quantity, operands: Quantity[]): Quantity | null {
  if (amount.free) return null;
  const free = operands.find((f) => f.free && f !== amount && f.dimension === amount.dimension);
  if (free === undefined) return amount;
  if (free.value >= amount.value) return null;
  return {
    ...amount,
    value: amount.value - free.value,
    text: `(${amount.text} − ${free.text} free)`,
  };
}
