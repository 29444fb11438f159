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
  [/^(?:%|percent|per cent|percentage points?)$/, "percent", 1],
  [/^(?:mg|milligrams?)$/, "mass", 0.001],
  [/^(?:g|grams?)$/, "mass", 1],
  [/^(?:kg|kilograms?)$/, "mass", 1000],
  [/^(?:tonnes?|metric tons?)$/, "mass", 1e6],
  [/^(?:mm|millimet(?:er|re)s?)$/, "length", 0.001],
  [/^(?:cm|centimet(?:er|re)s?)$/, "length", 0.01],
  [/^(?:met(?:er|re)s?)$/, "length", 1],
  [/^(?:km|kilomet(?:er|re)s?)$/, "length", 1000],
  [/^miles?$/, "length", 1609.344],
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
  [/^(?:cents?|pence)$/, "money", 0.01],
];

export const UNIT_WORDS =
  "ms|milliseconds?|secs?|seconds?|s|mins?|minutes?|hrs?|hours?|h|days?|nights?|weeks?|fortnights?|months?|years?|yrs?|%|percent|per cent|percentage points?|mg|milligrams?|g|grams?|kg|kilograms?|tonnes?|metric tons?|mm|millimet(?:er|re)s?|cm|centimet(?:er|re)s?|met(?:er|re)s?|km|kilomet(?:er|re)s?|miles?|ml|millilit(?:er|re)s?|l|lit(?:er|re)s?|kb|kilobytes?|mb|megabytes?|gb|gigabytes?|tb|terabytes?|dollars?|usd|bucks|euros?|eur|pounds?|gbp|cents?|pence";

export function unitOf(word: string | undefined): [string, number] {
  if (!word) return ["none", 1];
  const w = word.toLowerCase();
  for (const [re, dim, factor] of UNITS) if (re.test(w)) return [dim, factor];
  return ["none", 1];
}

/** Seconds in one period of a rate ("a month", "per year", "weekly"). */
export const PERIOD_SECONDS: Record<string, number> = {
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
 * "€9 per pallet per week", "$10 monthly", "three times a week". Up to two "per <thing>" may
 * come first.
 */
const RATE =
  /(?:\s+times)?(?:\s+(?:per|a|an|each|every)\s+(?!(?:hour|day|night|week|fortnight|month|quarter|year|annum)\b)[a-z]+){0,2}(?:\s*(?:per|a|an|each|every|\/)\s*(hour|day|night|week|fortnight|month|quarter|year|annum)\b|\s+(hourly|daily|weekly|fortnightly|monthly|quarterly|yearly|annually)\b)/iy;

export function ratePeriod(text: string, at: number): number | undefined {
  RATE.lastIndex = at;
  const m = RATE.exec(text);
  if (!m) return undefined;
  return PERIOD_SECONDS[(m[1] ?? m[2])!.toLowerCase()];
}
