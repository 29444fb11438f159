import { matchesOf } from "./regex";
/**
 * Days of the week as date facts, so that a restatement of a range finds it: "Monday to
 * Friday" = "weekdays" = "five days a week", "Monday to Saturday" covers "Wednesday" and
 * leaves out Sunday ("every day except Sunday"). Keys: `wd:N` a day (0 = Sunday), `wdx:N` a
 * day left out, `wd:A~B` a range. A context sentence gets every key its words imply; a claim's
 * first key per mention is its fact (facts.ts keeps one fact per span).
 */

export interface WeekdayFact {
  key: string;
  start: number;
  end: number;
  text: string;
}

const DAYS: Record<string, number> = {
  sun: 0,
  mon: 1,
  tue: 2,
  wed: 3,
  thu: 4,
  fri: 5,
  sat: 6,
};
const DAY = "(?:mon|tues|wednes|thurs|fri|satur|sun)days?";
const DAY_SHORT = "(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)\\.?";
/** "Monday to Friday", "Mon–Sat", "from Tuesday through Sunday", "Mondays-Fridays". */
const RANGE = new RegExp(
  `\\b(${DAY}|${DAY_SHORT})\\s*(?:to|through|thru|till|until|-|–|—)\\s*(${DAY}|${DAY_SHORT})\\b`,
  "gi",
);
const SINGLE = new RegExp(`\\b${DAY}\\b`, "gi");
const WEEKDAYS = /\b(?:weekdays|week days|weekday)\b/gi;
const WEEKENDS = /\b(?:weekends?|week-ends?)\b/gi;
/** A day left out: "except Sunday", "apart from Mondays". */
const EXCEPT =
  /\b(?:except(?: for| on)?|apart from|other than|excluding|but not(?: on)?)\s+(?:on\s+)?$/i;
/**
 * A day the sentence says is closed: "closed on Sundays". As a claim's fact it stays the day
 * itself (a context may say "Sunday: closed"); in a context it also leaves the day out.
 */
const CLOSED = /\b(?:not on|closed(?: on)?|shut(?: on)?|no \w+ on)\s+(?:on\s+)?$/i;
/** "every day except Sunday": a week with one day left out is the range of the others. */
const EVERY_DAY = /\b(?:every day|daily|all week|seven days a week|7 days a week)\b/i;

/** A cheap test first: most sentences name no day of the week. */
const MAY_HOLD =
  /(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|week-?days?\b|week-?ends?\b|\b(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)\b/i;

const dayOf = (word: string) => DAYS[word.slice(0, 3).toLowerCase()]!;

function rangeKeys(from: number, to: number): string[] {
  const keys = [`wd:${from}~${to}`];
  const inside = new Set<number>();
  for (let d = from; ; d = (d + 1) % 7) {
    inside.add(d);
    keys.push(`wd:${d}`);
    if (d === to) break;
  }
  for (let d = 0; d < 7; d++) if (!inside.has(d)) keys.push(`wdx:${d}`);
  // The ranges inside it (s15 smoke, third round): "open 8.30am on weekdays" against "Monday
  // to Saturday" names days the range covers. A claim reads only its mention's first key.
  for (let a = from; a !== to; a = (a + 1) % 7)
    for (let b = (a + 1) % 7; ; b = (b + 1) % 7) {
      if (a !== from || b !== to) keys.push(`wd:${a}~${b}`);
      if (b === to) break;
    }
  return keys;
}

export function weekdayFacts(text: string): WeekdayFact[] {
  const out: WeekdayFact[] = [];
  if (!MAY_HOLD.test(text)) return out;
  const push = (keys: string[], start: number, matched: string) => {
    for (const key of keys) out.push({ key, start, end: start + matched.length, text: matched });
  };
  const taken: [number, number][] = [];
  for (const m of matchesOf(RANGE, text)) {
    push(rangeKeys(dayOf(m[1]!), dayOf(m[2]!)), m.index, m[0]);
    taken.push([m.index, m.index + m[0].length]);
  }
  for (const m of matchesOf(WEEKDAYS, text)) push(rangeKeys(1, 5), m.index, m[0]);
  for (const m of matchesOf(WEEKENDS, text)) push(rangeKeys(6, 0), m.index, m[0]);
  for (const m of matchesOf(SINGLE, text)) {
    if (taken.some(([a, b]) => m.index >= a && m.index < b)) continue;
    const day = dayOf(m[0]);
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    if (EXCEPT.test(before)) {
      const keys = [`wdx:${day}`, `wd:${day}`];
      // "every day except Sunday" is Monday to Saturday.
      if (EVERY_DAY.test(before)) keys.push(...rangeKeys((day + 1) % 7, (day + 6) % 7));
      push(keys, m.index, m[0]);
    } else if (CLOSED.test(before)) push([`wd:${day}`, `wdx:${day}`], m.index, m[0]);
    else push([`wd:${day}`], m.index, m[0]);
  }
  return out;
}

/** Days a week a range key covers ("wd:1~5" → 5), or null for any other key. */
export function rangeDays(key: string): number | null {
  const m = /^wd:(\d)~(\d)$/.exec(key);
  if (!m) return null;
  return ((Number(m[2]) - Number(m[1]) + 7) % 7) + 1;
}

/**
 * "open seven days a week", "open daily": every day, unless a day is left out ("except
 * Sunday"). "daily" only as an adverb ending its phrase: "the daily dose" names no days.
 */
const EVERY_DAY_ALONE =
  /\b(?:every day|daily(?=\s*(?:[,.;:!?)]|$|from|between|until|till|to|at|and|or)\b)|seven days a week|7 days a week)\b(?!\s*(?:,\s*)?(?:except|apart from|other than|excluding|but not)\b)/i;

/**
 * A context sentence's dates with the week's days when it says "every day" or "seven days a
 * week": "visits seven days a week" holds "on a weekday" and "at weekends". Context side only:
 * a claim's "every day" is no date fact the context must hold.
 */
export function withEveryDay(text: string, dates: WeekdayFact[]): WeekdayFact[] {
  // Every form has "da" ("day", "daily", "days"): most sentences have none.
  if (!text.includes("da") && !text.includes("Da")) return dates;
  const m = EVERY_DAY_ALONE.exec(text);
  if (!m) return dates;
  const week = rangeKeys(1, 0).map((key) => ({
    key,
    start: m.index,
    end: m.index + m[0].length,
    text: m[0],
  }));
  return [...dates, ...week];
}
