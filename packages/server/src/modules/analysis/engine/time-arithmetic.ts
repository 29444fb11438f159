import type { DateParts } from "./dates";
import { close, type Quantity } from "./quantity";
import { approximated } from "./quantity-forms";

/*
 * Clock and calendar arithmetic (seventh round): the time between two clock times, across
 * midnight too ("from 10pm until 7am" → nine hours); a clock time a duration after or before
 * another ("starts at 7:30pm and runs 2 hours 40 minutes, so it ends at 10:10pm", "half an
 * hour before the 4pm close"); a date a duration after another ("renews on 1 July, so until 22
 * July" with the context's 21 days). One of the two operands must be the claim's own figure
 * (or the question's): two of the context's alone reach too many times and dates.
 */

const MINUTES_PER_DAY = 24 * 60;
/** "about 10:10pm": a clock time the claim rounds may be this many minutes off. */
const ROUNDED_MINUTES = 5;

/** A duration that can be added to a time: a length of time, not a rate or a frequency. */
function duration(q: Quantity): boolean {
  return q.dimension === "time" && !q.weak && !q.every && q.per === undefined && q.value > 0;
}

function clock(q: Quantity): boolean {
  return q.dimension === "clock" && !q.halfDay;
}

/**
 * The time between two clock times ("from 9:00 to 17:30" → eight and a half hours). Without
 * a span word ("from", "until"…), or across midnight ("from 10pm until 7am"), only when one of
 * the two is the claim's own ("half an hour before the 4pm close", at 3:30pm).
 */
export function clockSpan(
  claim: Quantity,
  operands: Quantity[],
  own: Quantity[],
  cued: boolean,
): string | null {
  if (claim.dimension !== "time") return null;
  const clocks = operands.filter(clock);
  for (const a of clocks)
    for (const b of clocks) {
      if (a === b) continue;
      const wraps = b.value <= a.value;
      if ((wraps || !cued) && !own.includes(a) && !own.includes(b)) continue;
      const minutes = wraps ? b.value + MINUTES_PER_DAY - a.value : b.value - a.value;
      if (close(minutes * 60, claim.value, 1e-9)) return `${a.text} to ${b.text}`;
    }
  return null;
}

/** A clock time a duration after or before another, one of them the claim's own. */
export function shiftedClock(
  claim: Quantity,
  operands: Quantity[],
  own: Quantity[],
  sentence: string,
): string | null {
  if (!clock(claim)) return null;
  const slack = approximated(claim, sentence) ? ROUNDED_MINUTES : 0;
  const fits = (minutes: number) => {
    const gap = Math.abs(
      (((minutes - claim.value) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY,
    );
    return Math.min(gap, MINUTES_PER_DAY - gap) <= slack + 1e-9;
  };
  const durations = [...operands, ...joinedDurations(own, sentence)];
  for (const a of operands) {
    if (!clock(a) || a === claim || a.start === claim.start) continue;
    for (const d of durations) {
      if (!duration(d) || d.value >= 86_400) continue;
      if (!own.includes(a) && !own.includes(d) && !d.text.includes(" + ")) continue;
      const minutes = d.value / 60;
      if (fits(a.value + minutes)) return `${a.text} + ${d.text}`;
      if (fits(a.value - minutes)) return `${a.text} − ${d.text}`;
    }
  }
  return null;
}

/** "2 hours 40 minutes", "an hour and 15 minutes": two of the claim's durations read as one. */
function joinedDurations(own: Quantity[], sentence: string): Quantity[] {
  const out: Quantity[] = [];
  for (const a of own)
    for (const b of own)
      if (
        duration(a) &&
        duration(b) &&
        b.start > a.end &&
        a.value > b.value &&
        /^[\s,]*(?:and\s+)?$/.test(sentence.slice(a.end, b.start))
      )
        out.push({ ...a, text: `${a.text} + ${b.text}`, value: a.value + b.value, end: b.end });
  return out;
}

/** Calendar months in a duration written in months or years ("six months", "a year"), else null. */
function calendarMonths(d: Quantity): number | null {
  if (!d.calendar) return null;
  const months = d.value / 2_628_000;
  return Math.abs(months - Math.round(months)) < 0.02 ? Math.round(months) : null;
}

function sameDay(date: DateParts, year: number, month: number, day: number): boolean {
  return (
    date.month === month && date.day === day && (date.year === undefined || date.year === year)
  );
}

/**
 * A claim's date a duration after or before another date ("1 July … until 22 July" with 21
 * days, "sixteen weeks on from 5 January 2027 … 27 April 2027"). `dates` are the operands'
 * dates (the claim's others, the question's, the best windows'), `durations` their lengths of
 * time; `own` the claim's and the question's, one of which each pair must use.
 */
export function shiftedDate(
  claim: Quantity,
  dates: Quantity[],
  durations: Quantity[],
  own: Quantity[],
): string | null {
  const target = claim.date;
  if (!target?.day) return null;
  for (const a of dates) {
    const from = a.date;
    if (!from?.day || a === claim || (a.start === claim.start && a.text === claim.text)) continue;
    const year = from.year ?? target.year ?? 2001;
    for (const d of durations) {
      if (!duration(d) || (!own.includes(a) && !own.includes(d))) continue;
      const months = calendarMonths(d);
      for (const sign of [1, -1]) {
        const at =
          months !== null
            ? new Date(Date.UTC(year, from.month - 1 + sign * months, from.day))
            : new Date(Date.UTC(year, from.month - 1, from.day) + sign * d.value * 1000);
        if (d.value % 86_400 !== 0 && months === null) continue;
        if (sameDay(target, at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate()))
          return `${a.text} ${sign > 0 ? "+" : "−"} ${d.text}`;
      }
    }
  }
  return null;
}
