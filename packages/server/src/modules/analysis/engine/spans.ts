import { type DateParts, daysBetween } from "./dates";
import { close, type Quantity } from "./quantity";
import { RULE_THRESHOLDS as T } from "./thresholds";

/** Words that put a length of time between two dates: "from … until", "two nights later". */
export const DATE_SPAN_CUE =
  /\b(?:from|between|until|till|to|through|thru|runs?|ran|later|earlier|after|before|apart|lasts?|lasting|long|for|span\w*|closed|shut|open)\b/i;

const DAYS_OR_WEEKS = /\b(?:days?|weeks?)\b/i;
const WORKING = /\b(?:working|business)\b/i;

/** Words of a claim that count a span's both ends: "through 15 January", "nine days in all". */
export const BOTH_ENDS = /\b(?:through|thru|in all|all told|into|inclusive(?:ly)?)\b/i;

/**
 * The time between two dates of the claim or the best windows: "shut for seven weeks, from 4
 * July until 22 August" (49 days), "12 June and two nights later" (14 June). The span counts
 * one end, as "from 3 March to 17 March" is two weeks, or also both where the claim says so
 * (`BOTH_ENDS`, seventh round); where the context says "inclusive" it counts both, and only
 * that. Months and years compare within 2% (calendar lengths vary).
 */
export function dateSpan(
  claim: Quantity,
  dates: Quantity[],
  approximate = false,
  bothEnds = false,
): string | null {
  if (claim.dimension !== "time" || claim.every || claim.per !== undefined) return null;
  // "just over a month later" for 33 days: an approximate span within approximateTolerance.
  const tolerance = approximate ? T.approximateTolerance : claim.calendar ? 0.02 : 1e-9;
  // A count of days between two dates is read both ways in English ("a five-day retreat, 14 to
  // 18 July"; "two weeks, from 3 to 17 March" is 14): either count passes (eighth round).
  // Weeks too: "two weeks, from 21 December to 3 January" counts a closure's both ends, as a
  // Monday to a Sunday does. Nights and working days count one end.
  const dayCount = DAYS_OR_WEEKS.test(claim.text) && !WORKING.test(claim.text);
  for (const a of dates)
    for (const b of dates) {
      if (a === b || !a.date || !b.date) continue;
      const days = forwardDays(a.date, b.date);
      if (days === null || days <= 0) continue;
      // The claim's own dates restate the context's: "inclusive" there holds for them too.
      const inclusive = dates.some((d) => d.inclusive && (sameDay(d, a) || sameDay(d, b)));
      // A claim that says it counts both ends ("through 15 January", "nine days in all",
      // "15 lessons into 12 days") may; "15 days, from 3 to 17 March" still counts one.
      for (const span of inclusive ? [days + 1] : bothEnds || dayCount ? [days, days + 1] : [days])
        if (close(span * 86_400, claim.value, tolerance)) return `${a.text} to ${b.text}`;
    }
  return null;
}

/**
 * Days from `a` forward to `b`; a `b` without a year that falls before `a` in the calendar is
 * in the next year ("6 September … 10 January": 126 days).
 */
function forwardDays(a: DateParts, b: DateParts): number | null {
  const days = daysBetween(a, b);
  if (days === null || days > 0 || b.year !== undefined) return days;
  const year = a.year ?? 2001;
  return daysBetween({ ...a, year }, { ...b, year: year + 1 });
}

function sameDay(x: Quantity, y: Quantity): boolean {
  const [a, b] = [x.date!, y.date!];
  return (
    a.month === b.month &&
    a.day === b.day &&
    (a.year === undefined || b.year === undefined || a.year === b.year)
  );
}
