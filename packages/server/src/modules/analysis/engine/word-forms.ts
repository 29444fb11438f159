import { ONE_TO_TWELVE } from "./lexicon";
import type { Quantity } from "./quantity";
import { matchesOf } from "./regex";
import { PERIOD_SECONDS } from "./units";

/**
 * Quantities written as words that are not a count with a unit: ordinals ("third" = "3rd"),
 * shares ("a tenth of", "one in five", "three out of four"), the hour of "five o'clock", and
 * how often something happens ("quarterly" = "every three months"). quantity-forms.ts runs
 * these with its own forms and masks their spans.
 */

const SMALL: Record<string, number> = {
  a: 1,
  an: 1,
  ...ONE_TO_TWELVE,
};
const SMALL_WORDS = Object.keys(SMALL).join("|");

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  fifteenth: 15,
  twentieth: 20,
  thirtieth: 30,
};
/** The ordinals in words ("first", "second"): list words, read as written (list-words.ts). */
export const ORDINAL_WORDS: ReadonlySet<string> = new Set(Object.keys(ORDINALS));
/** Denominators of a fraction in words ("a fifth", "three tenths"). */
const PARTS: Record<string, number> = {
  half: 2,
  halves: 2,
  third: 3,
  thirds: 3,
  quarter: 4,
  quarters: 4,
  fifth: 5,
  fifths: 5,
  sixth: 6,
  sixths: 6,
  eighth: 8,
  eighths: 8,
  tenth: 10,
  tenths: 10,
};
const FREQUENCY = "hourly|daily|weekly|fortnightly|monthly|quarterly|yearly|annually";

/** Words these forms start from: numbers.ts's cheap test before reading a sentence. */
export const FORM_WORDS = `${Object.keys(ORDINALS).join("|")}|fifths?|tenths?|sixths?|eighths?|o'clock|${FREQUENCY}|fortnight`;

/**
 * "a tenth of the balance", "a quarter less", "two thirds off", "a tenth added on top", "a fifth
 * extra": a share of a whole, as the percentage it is. Only before a word that makes it a share
 * ("a third party" is not one).
 */
const SHARE = new RegExp(
  `\\b(${SMALL_WORDS})[\\s-](${Object.keys(PARTS).join("|")})(?=\\s+(?:of|off|price|the|less|more|fewer|cheaper|lower|higher|discount|reduction|added|extra|on top)\\b)`,
  "gi",
);
/**
 * "save one third on most fares", "cuts a quarter on the bill": after a verb of saving, "on"
 * names what the share is taken off (s18 smoke).
 */
const SAVED_SHARE = new RegExp(
  `(?<=\\b(?:save|saves|saved|saving|cut|cuts|knock|knocks|knocked)\\s+(?:you\\s+|them\\s+|us\\s+)?)(${SMALL_WORDS})[\\s-](${Object.keys(PARTS).join("|")})(?=\\s+on\\b)`,
  "gi",
);
/** "one in five", "3 out of 4": a proportion, as a percentage. */
const PROPORTION = new RegExp(
  `\\b(\\d{1,3}|${SMALL_WORDS})\\s+(?:in|out of)\\s+(?:every\\s+)?(\\d{1,4}|${SMALL_WORDS}|twenty|hundred|a hundred|thousand|a thousand)\\b`,
  "gi",
);
const BIG: Record<string, number> = {
  twenty: 20,
  hundred: 100,
  "a hundred": 100,
  thousand: 1000,
  "a thousand": 1000,
};
const OCLOCK = new RegExp(`\\b(\\d{1,2}|${SMALL_WORDS})\\s+o'clock\\b`, "gi");
const ORDINAL = new RegExp(
  `(?<!\\b(?:${SMALL_WORDS})[\\s-])\\b(${Object.keys(ORDINALS).join("|")})\\b(?![\\s-]part(?:y|ies)\\b)`,
  "gi",
);
/**
 * "every quarter", "every three months" is a duration of the claim; "quarterly" restates it,
 * and "six-monthly" restates "every 6 months". "a fortnight" alone is a duration ("within a
 * fortnight", "a fortnight after the event"), and "£30 a fortnight" a rate, as "a week" is.
 */
const EVERY = new RegExp(
  `\\b(?:(?:every|each|per|a|once a)\\s+(quarter)|(?:every|each|per|once a)\\s+(fortnight))\\b|\\b(?:(\\d{1,2}|${SMALL_WORDS})-)?(${FREQUENCY})\\b`,
  "gi",
);

/**
 * Frequency words whose period is a count of a smaller unit: "fortnightly" says "every 2
 * weeks" as plainly as the digits do. "daily", "weekly", "monthly" name one unit and are
 * everyday words; "quarterly" is as common in billing prose: these stay context-only (`weak`).
 */
const NAMED_FIGURE: Record<string, number> = { fortnight: 2, fortnightly: 2 };

function count(word: string): number {
  const w = word.toLowerCase();
  return SMALL[w] ?? BIG[w] ?? Number(w);
}

function q(text: string, value: number, raw: number, dimension: string, start: number): Quantity {
  return { text, value, raw, dimension, decimals: 0, start, end: start + text.length };
}

/** Cheap tests before each expression: most sentences hold none of these forms. */
const MAY_HOLD = {
  share: /hal(?:f|ves)|third|quarter|fifth|sixth|eighth|tenth/i,
  proportion:
    /(?:\d|\b(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve))\s+(?:in|out of)\s+(?:every\s+)?(?:\d|a |an |one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|hundred|thousand)/i,
  ordinal: new RegExp(`\\b(?:${Object.keys(ORDINALS).join("|")})\\b`, "i"),
  every: new RegExp(`quarter|fortnight|${FREQUENCY}`, "i"),
};

/** Every word form of `text`, in the order shares, proportions, clock hours, ordinals, frequency. */
export function wordForms(text: string): Quantity[] {
  const out: Quantity[] = [];
  if (MAY_HOLD.share.test(text)) readShares(text, out);
  if (MAY_HOLD.proportion.test(text)) readProportions(text, out);
  if (text.includes("o'clock")) readHours(text, out);
  if (MAY_HOLD.ordinal.test(text)) readOrdinals(text, out);
  if (MAY_HOLD.every.test(text)) readFrequencies(text, out);
  return out;
}

function readShares(text: string, out: Quantity[]) {
  for (const m of [...matchesOf(SHARE, text), ...matchesOf(SAVED_SHARE, text)]) {
    const pct = (count(m[1]!) / PARTS[m[2]!.toLowerCase()]!) * 100;
    // A fraction in words is as precise as a whole per cent ("two-thirds cheaper" for 66.7%).
    out.push({ ...q(m[0], pct, pct, "percent", m.index), decimals: 0 });
  }
}

function readProportions(text: string, out: Quantity[]) {
  for (const m of matchesOf(PROPORTION, text)) {
    const [part, whole] = [count(m[1]!), count(m[2]!)];
    if (!(whole > part && part > 0)) continue;
    const pct = (part / whole) * 100;
    out.push({ ...q(m[0], pct, pct, "percent", m.index), decimals: pct % 1 ? 1 : 0 });
  }
}

function readHours(text: string, out: Quantity[]) {
  for (const m of matchesOf(OCLOCK, text)) {
    const hour = count(m[1]!);
    if (!(hour >= 1 && hour <= 12)) continue;
    // Without a.m./p.m. the hour matches either half of the day.
    out.push({ ...q(m[0], (hour % 12) * 60, hour, "clock", m.index), halfDay: true });
  }
}

const DAY_OF_MONTH =
  /^\s+of\s+(?:(?:the|each|every|this|next|that)\s+month|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i;

function readOrdinals(text: string, out: Quantity[]) {
  for (const m of matchesOf(ORDINAL, text)) {
    const n = ORDINALS[m[1]!.toLowerCase()]!;
    // "first" and "second" are everyday words ("at first", "a second try"): only the context
    // reads them, so that a claim's "1st" finds them. A day of the month ("the second of the
    // month", "the first of March") is a date all the same.
    const weak = n <= 2 && !DAY_OF_MONTH.test(text.slice(m.index + m[0].length));
    out.push({ ...q(m[0], n, n, "ordinal", m.index), ...(weak ? { weak } : {}) });
  }
}

function readFrequencies(text: string, out: Quantity[]) {
  for (const m of matchesOf(EVERY, text)) {
    const word = (m[1] ?? m[2] ?? m[4])!.toLowerCase();
    const seconds = PERIOD_SECONDS[word]!;
    if (m[3] === undefined) {
      const figure = NAMED_FIGURE[word];
      // "fortnightly", "every fortnight": a period that is itself a figure, read as "every 2
      // weeks" is; not "per fortnight" (a rate's period).
      if (figure !== undefined && !/^(?:a|per)\s/i.test(m[0]))
        out.push({ ...q(m[0], seconds, figure, "time", m.index), every: true, calendar: true });
      else out.push({ ...q(m[0], seconds, 1, "time", m.index), weak: true, calendar: true });
      continue;
    }
    // "six-monthly": every six months, a figure as exact as "every 6 months".
    const n = count(m[3]);
    out.push({ ...q(m[0], n * seconds, n, "time", m.index), every: true, calendar: true });
  }
}
