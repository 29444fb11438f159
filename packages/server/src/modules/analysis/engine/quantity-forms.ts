import { ONE_TO_TWELVE } from "./lexicon";
import { likeDimensions, type Quantity, sameQuantity } from "./quantity";
import { matchesOf } from "./regex";
import { UNIT_WORDS, unitOf } from "./units";
import { FORM_WORDS, wordForms } from "./word-forms";

export { FORM_WORDS };

/**
 * Quantity forms a paraphrase uses that are not "number + unit": clock times ("6 pm" =
 * "18:00"), fractions ("half of the 40 seats" = 50% of 40), and a half added to a duration
 * ("an hour and a half" = 90 minutes, "a quarter of an hour" = 15 minutes). numbers.ts reads these first
 * and masks their spans, so their digits are not read a second time as plain counts.
 */

const MINUTES_PER_DAY = 24 * 60;
/**
 * "6 pm", "6:30 p.m.", "11am", "8.30am" (the dot of British usage, read as a clock time only
 * before a.m./p.m.: "8.30" alone may be a price), "nine a.m." (an hour in words), "six in the
 * morning", "eleven o'clock at night" (the half of the day in words): the hour as written, the
 * clock value in minutes after midnight.
 */
const TWELVE_HOUR = new RegExp(
  `\\b(1[0-2]|0?[1-9]|${Object.keys(ONE_TO_TWELVE).join("|")})(?:[:.]([0-5]\\d))?(?:\\s?(a\\.m\\.|p\\.m\\.|am|pm)|(?: o'clock)? (in the morning|in the afternoon|in the evening|at night))(?![\\p{L}])`,
  "giu",
);

/** Whether a twelve-hour time is after noon: "p.m.", "in the afternoon", "eight at night". */
export function afterNoon(hour: number, half: string): boolean {
  if (half.startsWith("p") || half === "in the afternoon" || half === "in the evening") return true;
  // "eleven at night" is 23:00, "twelve at night" midnight and "two at night" 2:00.
  return half === "at night" && hour >= 6 && hour < 12;
}
/** "18:00", "09:30": a 24-hour time (not part of a longer run of digits or a date). */
const TWENTY_FOUR_HOUR = /(?<![\d:.])([01]?\d|2[0-3]):([0-5]\d)(?![\d:])/g;
const NAMED_TIMES: Record<string, number> = { noon: 720, midday: 720, midnight: 0 };
const NAMED_TIME = /\b(noon|midday|midnight)\b/gi;

/** Hours and minutes in words for "half past eleven", "quarter to nine", "ten past six". */
const CLOCK_HOURS = ONE_TO_TWELVE;
const CLOCK_MINUTES: Record<string, number> = {
  five: 5,
  ten: 10,
  quarter: 15,
  "a quarter": 15,
  twenty: 20,
  "twenty-five": 25,
  "twenty five": 25,
  half: 30,
};
/**
 * "half past eleven", "a quarter to nine", "ten past six", "twenty minutes to five". "to" reads
 * as a clock time only after "quarter" or "minutes": "ten to twelve people" is a range.
 */
const WORD_CLOCK = new RegExp(
  `\\b(?:(half|a quarter|quarter|five|ten|twenty|twenty[- ]five)(?: minutes)? past|(a quarter|quarter) to|(five|ten|twenty|twenty[- ]five) minutes to)\\s+(${Object.keys(CLOCK_HOURS).join("|")}|1[0-2]|[1-9])\\b(?:\\s+(?:o'clock\\s+)?(in the morning|a\\.m\\.|am|in the afternoon|in the evening|at night|p\\.m\\.|pm)\\b)?`,
  "gi",
);

/** A clock time in words; without a.m./p.m. or "in the evening" it matches either half of the day. */
function wordClock(m: RegExpExecArray): Quantity {
  const hourWord = m[4]!.toLowerCase();
  const hour = CLOCK_HOURS[hourWord] ?? Number(hourWord);
  const past = m[1] !== undefined;
  const minutes = CLOCK_MINUTES[(m[1] ?? m[2] ?? m[3])!.toLowerCase().replace(/-/g, " ")] ?? 0;
  let value = (hour % 12) * 60 + (past ? minutes : -minutes);
  const half = m[5]?.toLowerCase();
  const pm = half !== undefined && /^(?:in the (?:afternoon|evening)|at night|p)/.test(half);
  if (pm) value += 720;
  value = (value + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const q = quantity(m[0], value, hour, "clock", m.index);
  return half === undefined ? { ...q, halfDay: true } : q;
}

/**
 * Fractions written in words, as the percentage they are; only before a word that makes them a
 * share: "of", "off", "the", "price", "fare" ("half fare"), "added", "extra", "on top".
 */
const FRACTIONS: Record<string, number> = {
  half: 50,
  "a half": 50,
  "one half": 50,
  "a third": 100 / 3,
  "one third": 100 / 3,
  "two thirds": 200 / 3,
  "a quarter": 25,
  "one quarter": 25,
  "three quarters": 75,
};
const FRACTION_WORDS =
  "a half|one half|half|a third|one third|two[- ]thirds|a quarter|one quarter|three[- ]quarters";
const FRACTION = new RegExp(
  `\\b(${FRACTION_WORDS})(?=\\s+(?:of|off|price|the|fare|fares|added|extra|on top)\\b)`,
  "gi",
);
const BY_FRACTION = new RegExp(`\\b(?:by|in) (${FRACTION_WORDS})\\b|\\b(?:halved|halves)\\b`, "gi");

/**
 * "half an hour", "a quarter of an hour", "three-quarters of an hour", "half of a day", "a
 * quarter of a century", "half a kilo": a fraction of one unit; "a half-hour", "a
 * three-quarter-hour lesson": the same, joined.
 */
const FRACTION_OF_UNIT = new RegExp(
  `\\b(?:(${FRACTION_WORDS}|quarter)(?: of)? an? (hour|day|week|month|year|minute|decade|century|kilo|kilogram|litre|liter|mile|kilometre|kilometer|metre|meter)|(half|quarter|three[- ]quarter)[- ](hour|day|year))\\b`,
  "gi",
);

/**
 * The decimals a fraction of a unit is written to: "half an hour" is 0.5 hours, as precise as
 * "0.5 hours" (to 3 minutes), "a quarter of an hour" 0.25 hours. With none, a rounding step
 * of a whole unit let "half an hour" stand for any figure within half an hour of it.
 */
function shareDecimals(share: number): number {
  return share === Math.round(share * 10) / 10 ? 1 : 2;
}

const UNIT_SECONDS: Record<string, number> = {
  minute: 60,
  hour: 3600,
  day: 86_400,
  week: 604_800,
  month: 2_628_000,
  year: 31_536_000,
};

/** A fraction's share in per cent, its words hyphenated or not ("three-quarters"). */
function fractionOf(words: string): number {
  const key = words.toLowerCase().replace("-", " ");
  // "half-hour", "quarter-hour": the joined form names one part.
  return (
    FRACTIONS[key] ?? FRACTIONS[`a ${key.replace(/s$/, "")}`] ?? FRACTIONS[key.replace(/s$/, "")]!
  );
}

function quantity(
  text: string,
  value: number,
  raw: number,
  dimension: string,
  start: number,
): Quantity {
  return { text, value, raw, dimension, decimals: 0, start, end: start + text.length };
}

function overlaps(q: { start: number; end: number }, spans: [number, number][]): boolean {
  return spans.some(([a, b]) => q.start < b && q.end > a);
}

/** Clock times, fractions and half units in `text`, skipping `masked` spans. */
/** A cheap test before the five expressions: most sentences hold none of these forms. */
const MAY_HOLD_FORM = new RegExp(
  `[ap]\\.?m\\b| in the (?:morning|afternoon|evening)| at night|\\d:\\d|noon|past |minutes to |midday|midnight|half|third|quarter|twice|thrice|once|(?:\\d|\\b(?:one|two|three|four|five|six|seven|eight|nine|ten))\\s+(?:in|out of)\\s+(?:every\\s+)?(?:\\d|one|two|three|four|five|six|seven|eight|nine|ten|twenty|a hundred|a thousand)|the[- ]clock|24[/-]7|\\b(?:${FORM_WORDS})\\b`,
  "i",
);
/** "around the clock", "24/7": all day, every day, as "24 hours a day" says (s17). */
const ALL_DAY = /\b(?:a?round[- ]the[- ]clock|24[/-]7)\b/gi;
/** "twice a day" = "two times a day". */
const MULTIPLES = /\b(twice|thrice)\b/gi;
/**
 * "renewed once", "once only": a count of one, where it ends a clause. "once" is as often a
 * conjunction ("once you have paid", "once an invoice is late"), which opens a clause; and
 * "once a week" is a rate, which "weekly" and "every week" restate, left to the words. "at
 * once" is "immediately", not a count.
 */
const ONCE = /(?<!\bat\s+)\bonce(?=\s*(?:[.;:!?)]|$)|\s+only\b)/gi;

export function specialQuantities(text: string, masked: [number, number][]): Quantity[] {
  const out: Quantity[] = [];
  if (!MAY_HOLD_FORM.test(text)) return out;
  const push = (q: Quantity) => {
    if (
      !overlaps(q, masked) &&
      !overlaps(
        q,
        out.map((o) => [o.start, o.end]),
      )
    )
      out.push(q);
  };
  // First: "half past seven in the morning" is one time, not "seven in the morning".
  for (const m of matchesOf(WORD_CLOCK, text)) push(wordClock(m));
  for (const m of matchesOf(TWELVE_HOUR, text)) {
    const hour = ONE_TO_TWELVE[m[1]!.toLowerCase()] ?? Number(m[1]);
    const pm = afterNoon(hour, (m[3] ?? m[4])!.toLowerCase());
    const minutes = ((hour % 12) + (pm ? 12 : 0)) * 60 + Number(m[2] ?? 0);
    push(quantity(m[0], minutes % MINUTES_PER_DAY, hour, "clock", m.index));
  }
  for (const m of matchesOf(TWENTY_FOUR_HOUR, text)) {
    const hour = Number(m[1]);
    push(quantity(m[0], hour * 60 + Number(m[2]), hour, "clock", m.index));
  }
  for (const m of matchesOf(NAMED_TIME, text)) {
    const minutes = NAMED_TIMES[m[1]!.toLowerCase()]!;
    push(quantity(m[0], minutes, minutes / 60, "clock", m.index));
  }
  // Units first: "a quarter of an hour" is 15 minutes, not 25%.
  for (const m of matchesOf(FRACTION_OF_UNIT, text)) {
    const share = fractionOf(m[1] ?? `${m[3]}s`) / 100;
    const [dimension, factor] = unitOf(m[2] ?? m[4]);
    push({
      ...quantity(m[0], factor * share, share, dimension, m.index),
      decimals: shareDecimals(share),
    });
  }
  for (const m of matchesOf(ALL_DAY, text))
    push({ ...quantity(m[0], 86_400, 24, "time", m.index), per: 86_400 });
  for (const m of matchesOf(MULTIPLES, text)) {
    const n = m[1]!.toLowerCase() === "twice" ? 2 : 3;
    push(quantity(m[0], n, n, "none", m.index));
  }
  for (const m of matchesOf(ONCE, text)) push(quantity(m[0], 1, 1, "none", m.index));
  // "reduced by half", "cut by a third", "halved": a change by that share.
  for (const m of matchesOf(BY_FRACTION, text)) {
    const pct = m[1] ? fractionOf(m[1]) : 50;
    push({ ...quantity(m[0], pct, pct, "percent", m.index), decimals: 0 });
  }
  for (const m of matchesOf(FRACTION, text)) {
    const pct = fractionOf(m[1]!);
    // As precise as a whole per cent, like a share in words (word-forms.ts).
    push({ ...quantity(m[0], pct, pct, "percent", m.index), decimals: 0 });
  }
  for (const form of wordForms(text)) push(form);
  return out;
}

/**
 * "an hour and a half", "2 days and a half", "an hour and a quarter": the quantity just before
 * grows by that part of its unit; "two and a half hours": a count followed by "and a half" and a
 * unit takes that unit.
 */
const AND_A_PART_OF = "and (a half|a quarter|three quarters)";
const AND_A_HALF = new RegExp(`^\\s+${AND_A_PART_OF}\\b`, "i");
const AND_A_HALF_UNIT = new RegExp(`^\\s+${AND_A_PART_OF}[\\s-](${UNIT_WORDS})\\b`, "i");
const PART_OF_ONE: Record<string, number> = {
  "a half": 0.5,
  "a quarter": 0.25,
  "three quarters": 0.75,
};
/**
 * "one and a half hours", "an hour and a half": a lone "one" (before the part and its unit) or
 * an article and its unit (before the part) is a number, however the sentence leads to it
 * ("each lesson is an hour and a half long").
 */
export function partAhead(after: string, unit: boolean): boolean {
  if (!after.includes(" and ")) return false;
  return (unit ? AND_A_HALF : AND_A_HALF_UNIT).test(after);
}

export function addHalf(q: Quantity, text: string): Quantity {
  const after = text.slice(q.end);
  const halfUnit = q.dimension === "none" ? AND_A_HALF_UNIT.exec(after) : null;
  if (halfUnit) {
    const [dimension, factor] = unitOf(halfUnit[2]);
    const raw = q.raw + PART_OF_ONE[halfUnit[1]!.toLowerCase()]!;
    return {
      ...q,
      decimals: Math.max(q.decimals, shareDecimals(raw % 1)),
      text: `${q.text}${halfUnit[0]}`,
      raw,
      value: raw * factor,
      dimension,
      end: q.end + halfUnit[0].length,
    };
  }
  const m = AND_A_HALF.exec(after);
  if (!m || q.dimension !== "time" || q.raw === 0) return q;
  const unit = q.value / q.raw;
  const part = PART_OF_ONE[m[1]!.toLowerCase()]!;
  return {
    ...q,
    decimals: Math.max(q.decimals, shareDecimals(part)),
    text: `${q.text}${m[0]}`,
    raw: q.raw + part,
    value: q.value + unit * part,
    end: q.end + m[0].length,
  };
}

/**
 * "two weeks and a day", "an hour and 20 minutes": a duration and a smaller one after "and"
 * are one duration (15 days, 80 minutes).
 */
const AND_A_PART = /^\s+and (a|an|one|\d{1,2}) (minute|hour|day|week|month)s?\b/i;
export function addPart(q: Quantity, text: string): Quantity {
  if (q.dimension !== "time" || q.raw === 0) return q;
  const m = AND_A_PART.exec(text.slice(q.end));
  if (!m) return q;
  const count = /^\d/.test(m[1]!) ? Number(m[1]) : 1;
  const part = count * UNIT_SECONDS[m[2]!.toLowerCase()]!;
  if (part >= q.value / q.raw) return q;
  return { ...q, text: `${q.text}${m[0]}`, value: q.value + part, end: q.end + m[0].length };
}

/** Words that say a number is rounded: "about two days", "nearly $50", "roughly 40%". */
const APPROXIMATE =
  /\b(?:about|around|roughly|approximately|approx\.?|nearly|almost|close to|just (?:under|over)|some)\s*$|~\s*$/i;

/** Whether the claim calls its number approximate: "about two days", "just over a month". */
export function approximated(claim: Quantity, claimText: string): boolean {
  if (claim !== lastClaim || claimText !== lastText || claim.start !== lastStart) {
    lastClaim = claim;
    lastText = claimText;
    lastStart = claim.start;
    lastApproximated = APPROXIMATE.test(
      claimText.slice(Math.max(0, claim.start - 24), claim.start),
    );
  }
  return lastApproximated;
}

// approximated's last question and answer: claimNumberMatches asks it for one claim figure
// against each context figure in turn, and each asking would slice the claim's text again.
let lastClaim: Quantity | undefined;
let lastText = "";
let lastStart = -1;
let lastApproximated = false;

/**
 * Whether a claim's number stands for a context number: the same quantity; the context's
 * number rounded to the decimals the claim was written with ("$50" for "$49.99", "4.5%" for
 * "4.52%"); or, when the claim says it is approximate, within `approximateTolerance`
 * ("about two days" for "47 hours"). A bare claim number is never stretched beyond rounding.
 */
export function claimNumberMatches(
  claim: Quantity,
  claimText: string,
  context: Quantity,
  tolerance: number,
  approximateTolerance: number,
): boolean {
  if (sameQuantity(claim, context, tolerance)) return true;
  if (!likeDimensions(claim.dimension, context.dimension)) return false;
  if ((context.decimals > claim.decimals || finerThanWritten(context)) && claim.raw !== 0) {
    const step = 10 ** -claim.decimals * (claim.value / claim.raw);
    if (Math.abs(context.value - claim.value) <= step / 2 + 1e-9) return true;
  }
  // "a third off" restates "33% off": a share in words rounds to the figure it stands beside.
  if (finerThanWritten(claim) && context.decimals >= claim.decimals && context.raw !== 0) {
    const step = 10 ** -context.decimals * (context.value / context.raw);
    if (Math.abs(context.value - claim.value) <= step / 2 + 1e-9) return true;
  }
  if (!approximated(claim, claimText)) return false;
  const scale = Math.max(Math.abs(claim.value), Math.abs(context.value), 1e-9);
  return Math.abs(claim.value - context.value) <= approximateTolerance * scale;
}

/**
 * Whether a figure is finer than the decimals it is written to: "a third" is 33.33…% though
 * as precise as a whole per cent, so "33%" rounds it, as "$50" rounds "$49.99".
 */
function finerThanWritten(q: Quantity): boolean {
  const scaled = q.raw * 10 ** q.decimals;
  return Math.abs(scaled - Math.round(scaled)) > 1e-6;
}
