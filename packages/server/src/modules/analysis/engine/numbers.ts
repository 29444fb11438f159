import { dateQuantities } from "./date-quantities";
import { derive } from "./derivation";
import { NUMBER_WORDS } from "./lexicon";
import { memoisedText } from "./memo";
import { markContext } from "./number-marks";
import { DigitQuantity, type Quantity, sameQuantity } from "./quantity";
import {
  addHalf,
  addPart,
  approximated,
  FORM_WORDS,
  partAhead,
  specialQuantities,
} from "./quantity-forms";
import { rangeStarts } from "./range-start";
import { matchesOf } from "./regex";
import { markTiers } from "./tiers";
import { everyDayQuantity, moneyForPeriod, perUnit, ratePeriod, UNIT_WORDS, unitOf } from "./units";

export { type Quantity, sameQuantity };

const CURRENCY: Record<string, string> = { $: "money:usd", "€": "money:eur", "£": "money:gbp" };
const SCALE: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  million: 1e6,
  bn: 1e9,
  billion: 1e9,
};

/** The lexicon's number words, and "couple" ("a couple of days"), which needs a unit. */
const COUNT_WORDS: Record<string, number> = {
  ...NUMBER_WORDS,
  couple: 2,
  million: 1e6,
  billion: 1e9,
};
const NUMBER_WORD_RE = Object.keys(COUNT_WORDS)
  .filter((w) => !["half", "double", "twice", "single"].includes(w))
  .join("|");
/** Words between a count and its unit that leave it that unit: "5 working days", "7 consecutive days". */
const QUALIFIER =
  "(?:business |working |calendar |full |whole |entire |clear |consecutive |straight |continuous )?";

/**
 * A digit number (currency symbol or code, scale and unit optional), or a run of number words
 * with a unit ("half a dozen", "a couple of days").
 */
const QUANTITY_RE = new RegExp(
  `([$€£])?\\s?(\\d{1,3}(?:,\\d{3})+|\\d+)(\\.\\d+)?(?:\\s?(k|m|bn|thousand|million|billion)\\b)?(?:[\\s-]?${QUALIFIER}(${UNIT_WORDS})(?![\\p{L}]))?` +
    // "a"/"an" only before a unit ("a week"): wordQuantity reads no other article as a number.
    `|\\b(an?(?=[\\s-](?:of )?${QUALIFIER}(?:${UNIT_WORDS})\\b)|(?:${NUMBER_WORD_RE})(?:[\\s-](?:${NUMBER_WORD_RE}))*)\\b(?:[\\s-](?:of (?:those |these |the )?)?${QUALIFIER}(${UNIT_WORDS})\\b)?`,
  "giu",
);

/**
 * QUANTITY_RE's groups by number: the currency symbol, the integer part, the decimals, the
 * scale word and the unit of a digit number; the number words and their unit. Numbered, not
 * named: a named group makes every match build a `groups` object (a third of the regex's
 * allocation, and it runs on every sentence of a context).
 */
const G = { sym: 1, int: 2, dec: 3, scale: 4, unit: 5, words: 6, wunit: 7 } as const;

/** A cheap test before the full expression: a digit, a number word, or "a"/"an" before a unit. */
const MAY_HOLD_QUANTITY = new RegExp(
  `\\d|\\b(?:${NUMBER_WORD_RE})\\b|\\b(?:every|each) day\\b|days?\\s*(?:to|through|thru|till|until|-|–|—)\\s*\\w|\\b(?:weekdays?|week days|weekends?|except)\\b|\\ban?\\s+${QUALIFIER}(?:${UNIT_WORDS})\\b|\\b(?:half|thirds?|quarter(?:s|ly)?|noon|midday|midnight|twice|thrice|once|the[- ]clock|${FORM_WORDS})\\b`,
  "i",
);

/** "twenty four" → 24, "two hundred fifty" → 250, "a dozen" → 12, "half a dozen" → 6. */
function wordsValue(text: string): number | null {
  let total = 0;
  let current = 0;
  let seen = false;
  for (const w of text.toLowerCase().split(/[\s-]+/)) {
    if (!w) continue;
    if (w === "a" || w === "an") {
      current = current || 1;
      continue;
    }
    const v = COUNT_WORDS[w];
    if (v === undefined) return null;
    seen = true;
    if (v === 100) current = (current || 1) * 100;
    else if (v >= 1e6) {
      // "two million", "one and a half million" is read by addHalf: a scale on all before it.
      total = (total + (current || 1)) * v;
      current = 0;
    } else if (v === 1000) {
      total += (current || 1) * 1000;
      current = 0;
    } else if (w === "dozen" || w === "couple") current = (current || 1) * v;
    else current += v;
  }
  return seen ? total + current : null;
}

/** Every quantity in `text`; spans in `masked` (dates, ids, URLs, citation markers) are skipped. */
export function extractQuantities(text: string, masked: [number, number][] = []): Quantity[] {
  let joined = false;
  const out = readQuantities(text, masked).map((q) => {
    const whole = addPart(addHalf(q, text), text);
    joined ||= whole.end > q.end;
    return markContext(text, decorate(whole));
  });
  // A part joined to the duration before it ("and 3 hours") is no quantity of its own.
  const quantities = joined
    ? out.filter((q) => !out.some((o) => o !== q && o.start <= q.start && q.end <= o.end))
    : out;
  markTiers(text, quantities);
  // "one to two days": the first end in the second's unit, for a claim's "a day or two".
  quantities.push(...rangeStarts(text, quantities));
  return quantities;
}

/**
 * extractQuantities with nothing masked, kept per text for the analysis: a claim's numbers are
 * read for its word support and again for each of its numbers a derivation is tried for.
 * Callers must not change the returned objects.
 */
export const claimQuantities = memoisedText((text: string) => extractQuantities(text));

const WORKING_WEEKS = /\b(?:business|working) weeks?$/i;
const BINARY_POWER: Record<string, number> = { kb: 1, mb: 2, gb: 3, tb: 4 };
function decorate(q: Quantity): Quantity {
  const unit = /([a-z]+)$/i.exec(q.text)?.[1]?.toLowerCase() ?? "";
  if (q.dimension === "data") {
    const power = BINARY_POWER[unit] ?? BINARY_POWER[`${unit[0]}b`] ?? 0;
    if (power) q.binary = q.raw * 1024 ** power;
  }
  if (q.dimension === "time" && /^(?:months?|years?|yrs?|decades?|century|centuries)$/.test(unit))
    q.calendar = true;
  // A working week is five working days: "four working weeks" = "20 working days".
  if (q.dimension === "time" && WORKING_WEEKS.test(q.text)) q.value = q.raw * 5 * 86_400;
  return q;
}

function readQuantities(text: string, masked: [number, number][]): Quantity[] {
  const out: Quantity[] = [];
  if (!MAY_HOLD_QUANTITY.test(text)) return out;
  const special = specialQuantities(text, masked);
  for (const q of special) {
    // "twice a year": a count per period, which "every six months" restates.
    const per = q.dimension === "none" ? ratePeriod(text, q.end) : undefined;
    if (per !== undefined) q.per = per;
    // "quarterly": how often, as a period, which "four times a year" restates.
    if (q.weak && q.dimension === "time") q.every = true;
    // "every half hour", "every quarter of an hour": how often, as "every 30 minutes" is.
    if (q.dimension === "time" && EVERY_BEFORE.test(text.slice(Math.max(0, q.start - 7), q.start)))
      q.every = true;
  }
  out.push(...special);
  const dates = dateQuantities(text, masked);
  out.push(...dates);
  const everyDay = everyDayQuantity(text);
  if (everyDay) out.push(everyDay);
  masked = [...masked, ...[...special, ...dates].map((q): [number, number] => [q.start, q.end])];
  for (const m of matchesOf(QUANTITY_RE, text)) {
    const start = m.index + (m[0].length - m[0].trimStart().length);
    const end = m.index + m[0].length;
    if (masked.some(([a, b]) => start < b && end > a)) continue;
    const q =
      m[G.int] !== undefined
        ? digitQuantity(m, text, start, end)
        : wordQuantity(m, text, start, end);
    if (!q) continue;
    const per =
      ratePeriod(text, q.end) ??
      (q.dimension.startsWith("money") ? moneyForPeriod(text, q.end) : undefined);
    if (per !== undefined) q.per = per;
    const unit = q.dimension !== "none" ? perUnit(text, q.end) : undefined;
    if (unit) q.perUnit = unit;
    const relative = relativeSign(text, q);
    if (relative) q.relative = { sign: relative, lead: text.slice(0, q.start) };
    // "every six months": how often, as a period.
    if (q.dimension === "time" && EVERY_BEFORE.test(text.slice(Math.max(0, q.start - 7), q.start)))
      q.every = true;
    out.push(q);
  }
  return out;
}

const EVERY_BEFORE = /\bevery\s+$/i;
/** A period word between a figure and what it does: "a £5 monthly discount", "a £10 annual surcharge". */
const PERIOD_WORD = String.raw`(?:(?:daily|nightly|weekly|monthly|quarterly|yearly|annual)\s+)?`;
const MORE_THAN_AFTER = new RegExp(
  String.raw`^\s+(?:more|extra|higher|dearer|on top|as a surcharge)\b(?:\s+than\b)?|^\s+${PERIOD_WORD}(?:surcharge|supplement)\b`,
  "i",
);
const LESS_THAN_AFTER = new RegExp(
  String.raw`^\s+${PERIOD_WORD}(?:less|lower|cheaper|off|discount|reduction)\b(?:\s+than\b)?|^\s+(?:below|under) the\b`,
  "i",
);

/** "an extra £4 per poster", "adds £5 per box": a figure added to another price. */
const EXTRA_BEFORE =
  /\b(?:(?:an?|for|at)\s+(?:extra|additional)|adds?|costs? an? (?:extra|additional))\s+$/i;

/** "€1.00 more than the contactless fare" (+1), "20% off" (−1): a figure relative to another. */
function relativeSign(text: string, q: Quantity): 1 | -1 | null {
  const after = text.slice(q.end, q.end + 30);
  if (MORE_THAN_AFTER.test(after)) return 1;
  if (LESS_THAN_AFTER.test(after)) return -1;
  if (
    q.dimension.startsWith("money") &&
    EXTRA_BEFORE.test(text.slice(Math.max(0, q.start - 24), q.start))
  )
    return 1;
  return null;
}
const CODE_BEFORE = /\b(usd|eur|gbp)\s?$/i;
/**
 * After "1.8 m" or "30m": a word of extent ("wide", "tall", "away"), or, after a spaced "m",
 * the end of the clause: the m is metres (SI writes "1.8 m"), not million ("$1.8m", "2m users").
 */
const METRES_AFTER =
  /^\s*(?:wide|tall|long|high|deep|thick|away|apart|across|below|above|underground|underwater|in (?:length|height|width|diameter|depth)|of (?:cable|rope|pipe|track|fencing|wall|road|water))\b/i;
const CLAUSE_END_AFTER = /^\s*(?:[.,;:!?)]|$)/;
const ORDINAL_SUFFIX = /(?:st|nd|rd|th)\b/iy;
const HALF_A = /\bhalf an?\s+$/i;

/** Whether the "m" after a number without a currency is metres (see METRES_AFTER). */
function readsAsMetres(m: RegExpMatchArray, text: string, end: number): boolean {
  if (m[G.unit]) return false;
  const after = text.slice(end, end + 40);
  if (METRES_AFTER.test(after)) return true;
  return /\sm$/i.test(m[0]) && CLAUSE_END_AFTER.test(after);
}

/**
 * "under-16s", "over-65s"; and "Under 18s are welcome", "free for under 5s": with a space, an age
 * group where "under"/"over" opens a noun group (the sentence, a clause, or after a determiner or
 * preposition), not after a verb or "in" ("loads in under 2s", "takes over 30s": seconds).
 */
const AGE_GROUP_BEFORE =
  /(?:\b(?:under|over)-|(?:^|[,;:(]\s*|\b(?:the|all|for|to|and|or|but|with|no|from|including|except|not|only|also)\s+)(?:under|over)\s)$/i;

function digitQuantity(
  m: RegExpMatchArray,
  text: string,
  start: number,
  end: number,
): Quantity | null {
  const sym = m[G.sym];
  const scale = m[G.scale];
  const dec = m[G.dec];
  // Digits glued to letters ("v2", "A1") belong to an id.
  const before = text[start - 1] ?? "";
  if (/[\p{L}_]/u.test(before) && !sym) return null;
  // "USD 1200": a currency code before the number (looked up only here, where a number is).
  const code = sym ? undefined : CODE_BEFORE.exec(text.slice(Math.max(0, start - 4), start));
  const metres = scale?.toLowerCase() === "m" && !sym && !code && readsAsMetres(m, text, end);
  const raw =
    Number(m[G.int]!.replace(/,/g, "") + (dec ?? "")) *
    (scale && !metres ? SCALE[scale.toLowerCase()]! : 1);
  ORDINAL_SUFFIX.lastIndex = end;
  if (ORDINAL_SUFFIX.test(text)) {
    // "the 3rd working day": an ordinal, which "third" restates.
    const t = text.slice(start, end + 2);
    return new DigitQuantity(t, raw, raw, "ordinal", 0, start, end + 2);
  }
  const currency = sym ? CURRENCY[sym] : code ? `money:${code[1]!.toLowerCase()}` : undefined;
  const unit = m[G.unit];
  // "under-16s", "over-65s": an age group, a count of years, not seconds (eighth round).
  const ageGroup =
    unit === "s" && AGE_GROUP_BEFORE.test(text.slice(Math.max(0, start - 16), start));
  const [dim, factor] = currency
    ? [currency, 1]
    : metres
      ? unitOf("metres")
      : ageGroup
        ? unitOf(undefined)
        : unitOf(unit);
  return new DigitQuantity(
    m[0].trim(),
    raw * factor,
    raw,
    dim,
    dec ? dec.length - 1 : 0,
    start,
    end,
  );
}

/** Words before "a"/"an" that make "a week" a duration: "within a week", "takes an hour". */
const DURATION_BEFORE =
  /\b(?:within|in|for|after|about|around|roughly|approximately|nearly|almost|over|under|than|only|just|least|most|up to|as long as|takes?|lasts?)\s+$/i;
/**
 * A span word after it does too: "an hour before departure", "a week after the event", "a day
 * later", "a month in advance" (a figure the context gives as "60 minutes before").
 */
const SPAN_AFTER = /^\s+(?:before|after|later|earlier|ago|beforehand|ahead|in advance|prior to)\b/i;
/**
 * "a full week of day care", "a whole month": a span of time wherever it stands, no rate's
 * period. Not "a full day", which names a session ("a full day costs £65", against a half day).
 */
const SPAN_QUALIFIER = /^an?[\s-](?:full|whole|entire)\s+(?:week|fortnight|month|year)\b/i;
/** …but not after a price: "£80 for a week" is a rate (units.ts' moneyForPeriod). */
const MONEY_FOR =
  /(?:[£$€]\s?\d[\d,]*(?:\.\d+)?|\d[\d,]*(?:\.\d+)?\s?(?:p|pence|dollars?|euros?|pounds?|usd|eur|gbp))\s+for\s+$/i;
/** …but not a rate's period: "$29 a month before tax", "once a week after school". */
const RATE_BEFORE = /(?:\d|\b(?:once|twice|thrice|times|per|each|every))[\s\w.,]{0,12}$/i;

/** "babies under one", "children over one": an age, where a lone "one" is otherwise no number. */
const AGE_ONE_BEFORE =
  /\b(?:bab(?:y|ies)|infants?|toddlers?|child(?:ren)?|kids?)\s+(?:under|over|aged)\s+$/i;

/**
 * "a second" before a noun is the ordinal: "a second child", "a second vehicle" (not "wait a
 * second", "a second or two", "a second before", "within a second of").
 */
const ORDINAL_NEXT =
  /^\s+(?!(?:before|after|later|earlier|ago|of|or|and|to|for|in|at|on|per|longer|more|less)\b)[a-z]/i;

function wordQuantity(
  m: RegExpMatchArray,
  text: string,
  start: number,
  end: number,
): Quantity | null {
  const phrase = m[G.words]!.trim();
  const unit = m[G.wunit];
  const isArticle = /^an?$/i.test(phrase);
  // "a"/"an", a lone "one" and "a couple" are numbers only when a unit follows ("a week", "one
  // hour"), and "a" only after a word that makes it a duration: "$29 a month" is a rate.
  const part = partAhead(text.slice(end), unit !== undefined);
  if (
    (isArticle || /^(?:one|couple)$/i.test(phrase)) &&
    !unit &&
    !part &&
    !(/^one$/i.test(phrase) && AGE_ONE_BEFORE.test(text.slice(Math.max(0, start - 24), start)))
  )
    return null;
  if (isArticle && /^second$/i.test(unit ?? "") && ORDINAL_NEXT.test(text.slice(end))) return null;
  if (
    isArticle &&
    !part &&
    (!DURATION_BEFORE.test(text.slice(0, start)) || MONEY_FOR.test(text.slice(0, start))) &&
    !(
      (SPAN_AFTER.test(text.slice(end)) || SPAN_QUALIFIER.test(m[0].trim())) &&
      !RATE_BEFORE.test(text.slice(0, start))
    )
  )
    return null;
  let raw = isArticle ? 1 : wordsValue(phrase);
  if (raw === null) return null;
  // "half a dozen": the "half a" before the run halves it.
  if (/^dozen/i.test(phrase) && HALF_A.test(text.slice(Math.max(0, start - 8), start))) raw /= 2;
  const [dim, factor] = unitOf(unit);
  return { text: m[0].trim(), value: raw * factor, raw, dimension: dim, decimals: 0, start, end };
}

/**
 * Whether `claim` is a sum, difference, ratio, product or percentage of the context's numbers
 * (`pool`) and the sentence's own other numbers (see derivation.ts); how, for the reason.
 */
export function derivation(claim: Quantity, pool: Quantity[], sentence: string): string | null {
  return derive(claim, pool, claimQuantities(sentence), sentence);
}

/**
 * The words of `text`'s quantities ("two weeks", "a tenth", "five working days"): their unit
 * and qualifier words are compared as a quantity by the hard-fact check, so word overlap need
 * not count them against a restatement in other units.
 */
export function quantityWords(text: string): string {
  return claimQuantities(text)
    .filter((q) => !q.weak)
    .map((q) => (approximated(q, text) ? `${hedgeBefore(text, q)} ${q.text}` : q.text))
    .join(" ");
}

/** The word that rounds a number ("roughly" in "roughly 45 minutes"): the quantity check's. */
function hedgeBefore(text: string, q: Quantity): string {
  return /(\S+)\s*$/.exec(text.slice(Math.max(0, q.start - 24), q.start))?.[1] ?? "";
}
