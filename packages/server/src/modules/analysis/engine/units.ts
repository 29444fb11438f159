import type { Quantity } from "./quantity";

/**
 * Units a number may carry, each with its dimension and its factor to the dimension's base
 * unit (seconds, grams, millilitres, bytes, currency units), so that "14 days" = "two weeks".
 */
export const UNITS: [RegExp, string, number][] = [
  [/^(?:ms|milliseconds?)$/, "time", 0.001],
  [/^(?:s|secs?|seconds?)$/, "time", 1],
  [/^(?:mins?|minutes?)$/, "time", 60],
  [/^(?:h|hrs?|hours?)$/, "time", 3600],
  [/^days?$/, "time", 86_400],
  // A stay counts nights: "two nights later", "a 7-night cruise".
  [/^nights?$/, "time", 86_400],
  [/^weeks?$/, "time", 604_800],
  [/^fortnights?$/, "time", 1_209_600],
  [/^months?$/, "time", 2_628_000],
  [/^(?:years?|yrs?)$/, "time", 31_536_000],
  [/^decades?$/, "time", 315_360_000],
  [/^centur(?:y|ies)$/, "time", 3_153_600_000],
  [/^(?:%|percent|per cent|percentage points?)$/, "percent", 1],
  [/^(?:mg|milligrams?)$/, "mass", 0.001],
  [/^(?:g|grams?)$/, "mass", 1],
  [/^(?:kg|kilos?|kilograms?)$/, "mass", 1000],
  [/^(?:lbs?)$/, "mass", 453.592],
  [/^(?:tonnes?|metric tons?)$/, "mass", 1e6],
  [/^(?:mm|millimet(?:er|re)s?)$/, "length", 0.001],
  [/^(?:cm|centimet(?:er|re)s?)$/, "length", 0.01],
  [/^(?:met(?:er|re)s?)$/, "length", 1],
  [/^(?:km|kilomet(?:er|re)s?)$/, "length", 1000],
  [/^miles?$/, "length", 1609.344],
  [/^(?:ft|feet|foot)$/, "length", 0.3048],
  [/^inch(?:es)?$/, "length", 0.0254],
  [/^yards?$/, "length", 0.9144],
  [/^(?:ml|millilit(?:er|re)s?)$/, "volume", 1],
  [/^(?:l|lit(?:er|re)s?)$/, "volume", 1000],
  [/^(?:kb|kilobytes?)$/, "data", 1e3],
  [/^(?:mb|megabytes?)$/, "data", 1e6],
  [/^(?:gb|gigabytes?)$/, "data", 1e9],
  [/^(?:tb|terabytes?)$/, "data", 1e12],
  [/^(?:dollars?|usd|bucks)$/, "money:usd", 1],
  [/^(?:euros?|eur)$/, "money:eur", 1],
  [/^(?:pounds?|gbp)$/, "money:gbp", 1],
  // A hundredth of whichever currency the context uses: "8 cents" = "$0.08" = "€0.08".
  [/^(?:cents?|pence|p)$/, "money", 0.01],
];

export const UNIT_WORDS =
  "ms|milliseconds?|secs?|seconds?|s|mins?|minutes?|hrs?|hours?|h|days?|nights?|weeks?|fortnights?|months?|years?|yrs?|decades?|century|centuries|%|percent|per cent|percentage points?|mg|milligrams?|g|grams?|kg|kilos?|kilograms?|lbs?|tonnes?|metric tons?|mm|millimet(?:er|re)s?|cm|centimet(?:er|re)s?|met(?:er|re)s?|km|kilomet(?:er|re)s?|miles?|ft|feet|foot|inch(?:es)?|yards?|ml|millilit(?:er|re)s?|l|lit(?:er|re)s?|kb|kilobytes?|mb|megabytes?|gb|gigabytes?|tb|terabytes?|dollars?|usd|bucks|euros?|eur|pounds?|gbp|cents?|pence|p";

export function unitOf(word: string | undefined): [string, number] {
  if (!word) return ["none", 1];
  const w = word.toLowerCase();
  for (const [re, dim, factor] of UNITS) if (re.test(w)) return [dim, factor];
  return ["none", 1];
}

/** Seconds in one period of a rate ("a month", "per year", "weekly"). */
export const PERIOD_SECONDS: Record<string, number> = {
  second: 1,
  minute: 60,
  hour: 3600,
  day: 86_400,
  night: 86_400,
  week: 604_800,
  fortnight: 1_209_600,
  month: 2_628_000,
  quarter: 7_884_000,
  year: 31_536_000,
  annum: 31_536_000,
  hourly: 3600,
  daily: 86_400,
  weekly: 604_800,
  fortnightly: 1_209_600,
  monthly: 2_628_000,
  quarterly: 7_884_000,
  yearly: 31_536_000,
  annually: 31_536_000,
};

/**
 * The period of a rate written after a quantity: "$120 a year", "$20 per user per month",
 * "€9 per pallet per week", "$10 monthly", "$11.99 billed monthly", "£9.95 in compensation for each extra day", "three times a week". Up to two "per <thing>" may
 * come first.
 */
const RATE =
  /(?:\s+times)?(?:\s+(?:in|of)\s+(?!an?\b)[a-z]+(?=\s+(?:per|for each|for every|each|every)\b))?(?:\s+(?:per|a|an|each|every)\s+(?!(?:second|minute|hour|day|night|week|fortnight|month|quarter|year|annum)\b)[a-z]+){0,2}(?:\s*(?:per|a|an|each|every|for each|for every|\/)\s*(?:extra |additional |further |full |whole )?(second|minute|hour|day|night|week|fortnight|month|quarter|year|annum)\b(?![\s-]+(?:of|hour)\b)|\s+(?:(?:billed|paid|charged|payable|invoiced)\s+)?(hourly|daily|weekly|fortnightly|monthly|quarterly|yearly|annually)\b)/iy;

/**
 * A rate over several units of time: "£15 for every 15 minutes", "2 tablets every 6 hours",
 * "€4 per 30 minutes". The period is the count times the unit.
 */
const RATE_OVER =
  /\s+(?:[a-z]+\s+)?(?:for\s+)?(?:every|each|per)\s+(\d+(?:\.\d+)?|two|three|four|five|six|eight|ten|twelve|fifteen|twenty|thirty|forty-five|sixty|ninety)\s+(seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)\b/iy;
/** "£15 per quarter of an hour", "€3 for each half hour": a part of an hour as the period. */
const RATE_PART_HOUR =
  /\s+(?:[a-z]+\s+)?(?:for\s+)?(?:every|each|per|a)\s+(quarter|half)(?:\s+of)?(?:\s+an?)?[\s-]+hour\b/iy;
const SMALL_COUNTS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  eight: 8,
  ten: 10,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  "forty-five": 45,
  sixty: 60,
  ninety: 90,
};

/**
 * A noun between the number and the period: "600 requests per minute", "3 credits per hour"
 * (fifth round). Tried only where the plain form fails; the noun may not be a word that links
 * ("30 days and a week", "5 off a month").
 */
const NOUN_RATE =
  /\s+([a-z]+)(?:-[a-z]+)?\s+(?:per|a|an|each|every)\s+(second|minute|hour|day|night|week|fortnight|month|quarter|year|annum)\b(?![\s-]+(?:of|hour)\b)/iy;
const LINKING =
  /^(?:per|a|an|each|every|and|or|of|for|in|on|at|to|the|with|by|from|than|more|less|fewer|off|over|under|after|before|plus|up|within|until|times|is|are|was|were|be|will|can|may)$/i;

export function ratePeriod(text: string, at: number): number | undefined {
  RATE.lastIndex = at;
  const m = RATE.exec(text);
  if (m) return PERIOD_SECONDS[(m[1] ?? m[2])!.toLowerCase()];
  NOUN_RATE.lastIndex = at;
  const noun = NOUN_RATE.exec(text);
  if (noun && !LINKING.test(noun[1]!)) return PERIOD_SECONDS[noun[2]!.toLowerCase()];
  RATE_PART_HOUR.lastIndex = at;
  const part = RATE_PART_HOUR.exec(text);
  if (part) return part[1]!.toLowerCase() === "quarter" ? 900 : 1800;
  RATE_OVER.lastIndex = at;
  const over = RATE_OVER.exec(text);
  if (!over) return undefined;
  const count = SMALL_COUNTS[over[1]!.toLowerCase()] ?? Number(over[1]);
  const [dimension, seconds] = unitOf(over[2]);
  return dimension === "time" && count > 0 ? count * seconds : undefined;
}

/**
 * A price for one period, said with "for" (s18 smoke): "£80 for a week", "£25 for one day, or
 * £80 for a week" is what "£80 per week" says. Only after money ("3 tablets for a week" is a
 * course, not a rate), and only where the period ends the phrase: "£5 for a day pass" prices
 * a pass.
 */
const FOR_ONE_PERIOD =
  /\s+for\s+(?:a|an|one|1)\s+(hour|day|night|week|fortnight|month|quarter|year)(?=\s*(?:[.,;:!?)]|$)|\s+(?:and|or|but|plus|with|including|if|when|at|on|in|from)\b)/iy;

export function moneyForPeriod(text: string, at: number): number | undefined {
  FOR_ONE_PERIOD.lastIndex = at;
  const m = FOR_ONE_PERIOD.exec(text);
  return m ? PERIOD_SECONDS[m[1]!.toLowerCase()] : undefined;
}

/**
 * A price per unit of something measured: "$4 per GB", "€0.80 per kilometre", "£2 a litre".
 * Its dimension and the unit's factor, so that "10 GB" at "$4 per GB" derives "$40".
 */
const RATE_PER_UNIT = new RegExp(
  `\\s*(?:per|a|an|each|every|for every|/)\\s*(${UNIT_WORDS.replace(/\|?%\|/, "|")})(?![\\p{L}])`,
  "iuy",
);

export function perUnit(
  text: string,
  at: number,
): { dimension: string; factor: number } | undefined {
  RATE_PER_UNIT.lastIndex = at;
  const m = RATE_PER_UNIT.exec(text);
  if (!m) return undefined;
  const [dimension, factor] = unitOf(m[1]);
  if (dimension === "none" || dimension === "time" || dimension === "percent") return undefined;
  if (dimension.startsWith("money")) return undefined;
  return { dimension, factor };
}

const EVERY_DAY_WORDS = /\b(?:every day|each day|daily|seven days a week|7 days a week)\b/i;
const EXCEPT_AFTER = /^\s*(?:except|apart from|other than|excluding|but not|but closed)\b/i;

/**
 * "open daily", "every day": seven days a week, as "Monday to Sunday" is, so that "seven days a
 * week" restates it. Weak, so read on the context's side only: a claim's "daily" is checked as
 * it was. "every day except Sunday" is left to the day-range reading.
 */
export function everyDayQuantity(text: string): Quantity | null {
  const m = EVERY_DAY_WORDS.exec(text);
  if (!m || EXCEPT_AFTER.test(text.slice(m.index + m[0].length))) return null;
  return {
    text: m[0],
    value: 7 * 86_400,
    raw: 7,
    dimension: "time",
    decimals: 0,
    per: 604_800,
    weak: true,
    start: m.index,
    end: m.index,
  };
}
