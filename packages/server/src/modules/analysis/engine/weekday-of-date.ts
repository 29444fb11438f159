import type { ContextModel } from "./context";
import { dateParts, extractDates, sameDate } from "./dates";
import type { HardFact } from "./facts";
import { memoised, memoisedText } from "./memo";

/*
 * A day of the week the claim names beside a calendar date (s19): "Sunday 18 April 2027",
 * "18 April 2027 is a Sunday", "on a Saturday, 17 April", "(a weekday)". The calendar says
 * which day that date is, so the claim's weekday holds where it is that date's, though the
 * context never names it; "Saturday 18 April 2027" is unsupported, though the context names
 * Saturdays elsewhere ("closed on Saturdays"). A date without a year
 * takes the year of the context's same date, else the context's year when all the context's
 * dates that give one give the same.
 */

/** The gap between a weekday and the date after it: "Sunday 18 April", "Sunday, the 18th of". */
const BEFORE_DATE = /^[\s,]*(?:the\s+)?$/i;
/** The gap between a date and the weekday after it: "18 April is a Sunday", "18 April (a Sunday". */
const AFTER_DATE =
  /^\s*(?:,\s*)?(?:\(\s*)?(?:(?:which|that)\s+)?(?:(?:is|was|will\s+be|falls?\s+on|being)\s+)?(?:on\s+)?(?:a\s+)?$/i;

/** The one year the context's dates give, else null (none, or more than one). */
const contextYear = memoised((model: ContextModel): { year: number | null } => {
  let year: number | null = null;
  for (const s of model.distinct)
    for (const d of s.dates) {
      if (d.key.startsWith("wd")) continue;
      const y = dateParts(d.key)?.year;
      if (y === undefined) continue;
      if (year !== null && year !== y) return { year: null };
      year = y;
    }
  return { year };
});

/** The year of the context's date on the same day and month ("3 September" → 2026), else null. */
function yearOfSameDay(key: string, model: ContextModel): number | null {
  for (const s of model.distinct)
    for (const d of s.dates) {
      if (d.key.startsWith("wd") || !sameDate(key, d.key)) continue;
      const y = dateParts(d.key)?.year;
      if (y !== undefined) return y;
    }
  return null;
}

/**
 * Whether the claim's weekday fact is the calendar's day for a date it is written beside: true
 * if so, false if a day named alone (or "weekend", "weekday") is not that date's day and no
 * context sentence pairs the two, null where no date beside it can be dated.
 */
export function calendarWeekday(
  fact: HardFact,
  claim: string,
  model: ContextModel,
): boolean | null {
  const m = /^wd:(\d)(?:~(\d))?$/.exec(fact.key);
  if (!m) return null;
  const from = Number(m[1]);
  const to = m[2] === undefined ? from : Number(m[2]);
  const at = claim.indexOf(fact.text);
  if (at < 0) return null;
  const end = at + fact.text.length;
  for (const d of claimDates(claim)) {
    if (d.key.startsWith("wd")) continue;
    const beside =
      d.start >= end
        ? BEFORE_DATE.test(claim.slice(end, d.start))
        : d.end <= at && AFTER_DATE.test(claim.slice(d.end, at));
    if (!beside) continue;
    const parts = dateParts(d.key);
    const year = parts?.year ?? yearOfSameDay(d.key, model) ?? contextYear(model).year;
    if (!parts?.day || year === null) continue;
    const day = new Date(Date.UTC(year, parts.month - 1, parts.day)).getUTCDay();
    if ((day - from + 7) % 7 <= (to - from + 7) % 7) return true;
    if (m[2] !== undefined && !WEEK_WORD.test(fact.text)) return null;
    return pairedInContext(fact.key, d.key, model) ? null : false;
  }
  return null;
}

const WEEK_WORD = /^week-?(?:ends?|days?)$/i;

/** A claim's dates, read once per claim: each of its weekday facts asks, twice. */
const claimDates = memoisedText(extractDates);

/** A context sentence that writes the same weekday with the same date (its own slip, if any). */
function pairedInContext(weekday: string, date: string, model: ContextModel): boolean {
  return model.distinct.some(
    (s) => s.dates.some((d) => d.key === weekday) && s.dates.some((d) => sameDate(date, d.key)),
  );
}
