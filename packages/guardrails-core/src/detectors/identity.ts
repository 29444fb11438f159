import { isLetter } from "../text/chars";
import { eachMatch, hasContext, isStandaloneNumber, tailGroupStart } from "../text/context";
import { formattedSsnRun, matchesInRun, type NumberRun, nineInARow } from "../text/number-runs";
import { identifierLabelBefore, joinedToIdentifier } from "./contact";
import type { Detector } from "./detector";

const KNOWN_INVALID_SSNS = new Set(["078051120", "219099999"]);

/** SSA rules: area not 000, 666 or 900-999; group not 00; serial not 0000. */
export function ssnValid(digits: string): boolean {
  if (digits.length !== 9) return false;
  let area = 0;
  let group = 0;
  let serial = 0;
  for (let i = 0; i < 9; i++) {
    const d = digits.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return false;
    if (i < 3) area = area * 10 + d;
    else if (i < 5) group = group * 10 + d;
    else serial = serial * 10 + d;
  }
  if (KNOWN_INVALID_SSNS.has(digits)) return false;
  return area !== 0 && area !== 666 && area < 900 && group !== 0 && serial !== 0;
}

/** The nine digits of a match of SSN_FORMATTED ("123-45-6789", "123 45 6789"). */
function formattedSsnDigits(ssn: string): string {
  return ssn.slice(0, 3) + ssn.slice(4, 6) + ssn.slice(7);
}

export const SSN_FORMATTED = /(?<!\d)\d{3}([- ])\d{2}\1\d{4}(?!\d)/g;
export const SSN_PLAIN = /(?<!\d)\d{9}(?!\d)/g;
const SSN_WORDS = /\b(?:ssn|ss#|ss #|social security|social sec|soc sec)\b/i;
const SSN_KEY = /(?:^|[^a-z])(?:ssn|ss|social[\s_-]?security(?:[\s_-]?(?:number|no|num))?)$/i;

/**
 * True when [start, end) is part of another identifier: joined by "-" or "_" to letters
 * (`ORD-818-22-9075`, `SHP_384916990`, `…-9075-A`) or under a label naming another
 * identifier (`order #`, `tracking_number=`, `Invoice No. `). A joined word that is SSN
 * wording (`SSN-123-45-6789`) labels the number rather than extending it.
 */
function partOfIdentifier(text: string, start: number, end: number): boolean {
  if (identifierLabelBefore(text, start)) return true;
  if (!joinedToIdentifier(text, start, end)) return false;
  const joiner = text.charCodeAt(end);
  if ((joiner === 45 || joiner === 95) && isLetter(text.charCodeAt(end + 1))) return true;
  return !SSN_KEY.test(text.slice(Math.max(0, start - 24), start - 1));
}

export const ssnDetector: Detector = {
  type: "ssn",
  needsDigit: true,
  needsNumberRun: true,
  find(text, out, scan) {
    const runs = scan.numberRuns();
    const deadline = scan.deadline;
    for (let i = 0; i < runs.length; i++) {
      if (((i + 1) & 63) === 0) deadline.check();
      const run = runs[i] as NumberRun;
      if (formattedSsnRun(run)) {
        for (const m of matchesInRun(SSN_FORMATTED, run, [], deadline)) {
          const end = m.index + m[0].length;
          if (
            isStandaloneNumber(text, m.index, end) &&
            ssnValid(formattedSsnDigits(m[0])) &&
            !partOfIdentifier(text, m.index, end)
          ) {
            out.push({ type: "ssn", start: m.index, end, confidence: 0.95 });
          }
        }
      }
      if (!nineInARow(run)) continue;
      for (const m of matchesInRun(SSN_PLAIN, run, [], deadline)) {
        const end = m.index + m[0].length;
        if (
          isStandaloneNumber(text, m.index, end) &&
          ssnValid(m[0]) &&
          hasContext(text, m.index, end, SSN_WORDS, 30, 20) &&
          !partOfIdentifier(text, m.index, end)
        ) {
          out.push({ type: "ssn", start: m.index, end, confidence: 0.85 });
        }
      }
    }
  },
};

const MONTHS = "jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec";
const MONTH_NAME = `(?:${MONTHS})[a-z]{0,6}\\.?`;
const DATE =
  `\\d{1,2}[/.-]\\d{1,2}[/.-](?:\\d{4}|\\d{2})` +
  `|\\d{4}[/.-]\\d{1,2}[/.-]\\d{1,2}` +
  `|${MONTH_NAME}\\s{1,3}\\d{1,2}(?:st|nd|rd|th)?,?\\s{1,3}\\d{4}` +
  `|\\d{1,2}(?:st|nd|rd|th)?\\s{1,3}(?:of\\s{1,3})?${MONTH_NAME},?\\s{1,3}\\d{4}`;
const DOB = new RegExp(
  `(?<![A-Za-z0-9])(?:date[ _-]?of[ _-]?birth|birth[ _-]?date|birthday|d\\.o\\.b\\.?|dob|born)(?![A-Za-z0-9])(?:\\s{1,3}(?:on|in))?["']?[\\s:=#-]{0,4}["']?(?:(?:is|was|on)\\s{1,3})?(${DATE})(?![\\d/.-]\\d)`,
  "gi",
);
const MONTH_INDEX = MONTHS.split("|");

function monthOf(name: string): number {
  const i = MONTH_INDEX.indexOf(name.slice(0, 3).toLowerCase());
  return i < 0 ? 0 : i + 1;
}

/** A year as written: two digits, or four from 1900 to 2099. */
function yearOk(y: number, raw: string): boolean {
  return raw.length === 2 || (y >= 1900 && y <= 2099);
}

/** Plausible calendar date: month 1-12, day 1-31, four-digit years 1900-2099. */
export function dateValid(date: string): boolean {
  const nums = date.match(/\d+/g)?.map(Number) ?? [];
  const named = /[a-z]/i.test(date)
    ? monthOf(date.replace(/^[\d\s]*(?:st|nd|rd|th)?\s*(?:of\s+)?/i, ""))
    : 0;
  if (named) {
    const [day, year] = nums;
    return (
      day !== undefined && year !== undefined && day >= 1 && day <= 31 && yearOk(year, String(year))
    );
  }
  const parts = date.split(/[/.-]/);
  const [a, b, c] = nums;
  if (a === undefined || b === undefined || c === undefined) return false;
  if ((parts[0] ?? "").length === 4)
    return yearOk(a, "xxxx") && b >= 1 && b <= 12 && c >= 1 && c <= 31;
  const monthFirst = a >= 1 && a <= 12 && b >= 1 && b <= 31;
  const dayFirst = b >= 1 && b <= 12 && a >= 1 && a <= 31;
  return (monthFirst || dayFirst) && yearOk(c, parts[2] ?? "");
}

export const dateOfBirthDetector: Detector = {
  type: "date_of_birth",
  triggers: ["birth", "dob", "d.o.b", "born"],
  find(text, out, { deadline }) {
    eachMatch(DOB, text, deadline, (m) => {
      const date = m[1] ?? "";
      if (!dateValid(date)) return;
      const start = tailGroupStart(m, date);
      out.push({ type: "date_of_birth", start, end: start + date.length, confidence: 0.9 });
    });
  },
};
