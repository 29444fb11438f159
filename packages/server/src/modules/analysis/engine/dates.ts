import { matchesOf } from "./regex";
import { weekdayFacts } from "./weekdays";

/**
 * Dates in text ("3 March 2027", "2027-03-03", "March 3", "03/03/2027"), as comparable keys
 * (month-day-year, blanks for missing parts), and as days for spans between two dates.
 */

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const MONTH =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
const DATE_RES: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/\b(\d{4})-(\d{2})-(\d{2})\b/g, (m) => `${+m[2]!}-${+m[3]!}-${m[1]}`],
  // Month first as in the US, unless the first part cannot be a month ("31/03/2026").
  [
    /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g,
    (m) => (+m[1]! > 12 ? `${+m[2]!}-${+m[1]!}-${m[3]}` : `${+m[1]!}-${+m[2]!}-${m[3]}`),
  ],
  // "03.03.2026", "31.3.2026": day first, as where this form is written.
  [/\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b/g, (m) => `${+m[2]!}-${+m[1]!}-${m[3]}`],
  [
    new RegExp(`\\b${MONTH}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?\\b`, "gi"),
    (m) => `${monthNumber(m[1]!)}-${+m[2]!}-${m[3] ?? ""}`,
  ],
  [
    new RegExp(
      `\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}\\.?(?:,?\\s+(\\d{4}))?\\b`,
      "gi",
    ),
    (m) => `${monthNumber(m[2]!)}-${+m[1]!}-${m[3] ?? ""}`,
  ],
  [new RegExp(`\\b${MONTH}\\s+(\\d{4})\\b`, "gi"), (m) => `${monthNumber(m[1]!)}--${m[2]}`],
];
/**
 * A range of days in one month: "14 to 18 July", "the 14th to the 18th of July", "3rd-9th May
 * 2027", "July 14th to 18th": the first day takes the month (and year) of the second.
 */
const SEP = "\\s*(?:to|until|till|through|thru|and|-|–|—)\\s*";
/**
 * Each form's groups: the first day as written, and the separator, then its parts: the month,
 * the first and last day, the year (blank when absent); the rest of the match is the second date.
 */
const DAY_RANGES: [
  RegExp,
  (m: RegExpMatchArray) => [string, string, number, number, number, string],
][] = [
  [
    new RegExp(
      `\\b((?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?)(${SEP})(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}\\.?(?:,?\\s+(\\d{4}))?\\b`,
      "gi",
    ),
    (m) => [m[1]!, m[3]!, monthNumber(m[5]!), +m[2]!, +m[4]!, m[6] ?? ""],
  ],
  [
    new RegExp(
      `\\b(${MONTH}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?)(${SEP})(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?\\b`,
      "gi",
    ),
    (m) => [m[1]!, m[4]!, monthNumber(m[2]!), +m[3]!, +m[5]!, m[6] ?? ""],
  ],
];

function dayRanges(text: string, out: DateFact[]): void {
  for (const [re, partsOf] of DAY_RANGES)
    for (const m of matchesOf(re, text)) {
      const [firstText, sep, month, first, last, year] = partsOf(m);
      if (!(first >= 1 && first < last && last <= 31) || modalMay(m[0])) continue;
      const end = m.index + m[0].length;
      if (out.some((d) => m.index < d.end && end > d.start)) continue;
      const restAt = m.index + firstText.length + sep.length;
      out.push(
        {
          key: `${month}-${first}-${year}`,
          start: m.index,
          end: m.index + firstText.length,
          text: firstText,
        },
        { key: `${month}-${last}-${year}`, start: restAt, end, text: text.slice(restAt, end) },
      );
    }
}

/**
 * "may" in lower case with no year is the modal, not the month: "children under 12 may swim"
 * and "groups of 6 to 10 may book" hold no date (s17).
 */
function modalMay(text: string): boolean {
  return MODAL_MAY.test(text) && !/\d{4}/.test(text);
}
const MODAL_MAY = /\bmay\b/;

export function monthNumber(name: string): number {
  return MONTHS[name.slice(0, 3).toLowerCase()] ?? 0;
}

export interface DateFact {
  key: string;
  start: number;
  end: number;
  text: string;
}

let lastText = "";
let lastDates: DateFact[] = [];
/**
 * The dates of `text`, remembered for the last text: a sentence's dates are read for its date
 * facts and again for its quantities (spans between dates). Callers must not change them.
 */
export function extractDates(text: string): DateFact[] {
  if (text !== lastText) {
    lastDates = readDates(text);
    lastText = text;
  }
  return lastDates;
}

function readDates(text: string): DateFact[] {
  const out: DateFact[] = [];
  // Every date form but a day of the week has a digit; most sentences have none.
  if (!/\d/.test(text)) return weekdayFacts(text);
  dayRanges(text, out);
  for (const [re, keyOf] of DATE_RES) {
    for (const m of matchesOf(re, text)) {
      const start = m.index;
      const end = start + m[0].length;
      if (out.some((d) => start < d.end && end > d.start)) continue;
      if (modalMay(m[0])) continue;
      out.push({ key: keyOf(m), start, end, text: m[0] });
    }
  }
  out.push(...weekdayFacts(text));
  return out;
}

/** Whether two date keys name the same day: parts present on both sides must agree. */
export function sameDate(a: string, b: string): boolean {
  const pa = a.split("-");
  const pb = b.split("-");
  for (let i = 0; i < 3; i++) {
    const x = pa[i] ?? "";
    const y = pb[i] ?? "";
    if (x && y && x !== y) return false;
  }
  return pa[0] === pb[0];
}

/** A date's parts, from its key; the day or year may be missing ("June 2027", "12 June"). */
export interface DateParts {
  month: number;
  day?: number;
  year?: number;
}

export function dateParts(key: string): DateParts | null {
  const [m, d, y] = key.split("-");
  const month = Number(m);
  if (!(month >= 1 && month <= 12)) return null;
  const parts: DateParts = { month };
  if (d) parts.day = Number(d);
  if (y) parts.year = Number(y);
  return parts;
}

/**
 * Days from `a` to `b` (negative when b comes first). A missing year is taken from the other
 * date ("12 June" and "14 June 2027"), or a common year when both lack it; a date without a
 * day has no span.
 */
export function daysBetween(a: DateParts, b: DateParts): number | null {
  if (a.day === undefined || b.day === undefined) return null;
  const yearA = a.year ?? b.year ?? 2001;
  const yearB = b.year ?? a.year ?? 2001;
  return (Date.UTC(yearB, b.month - 1, b.day) - Date.UTC(yearA, a.month - 1, a.day)) / 86_400_000;
}
