import { NUMBER_WORDS } from "./lexicon";
import { close, type Quantity, sameQuantity } from "./quantity";
import { addHalf, specialQuantities } from "./quantity-forms";

export { type Quantity, sameQuantity };

const UNITS: [RegExp, string, number][] = [
  [/^(?:ms|milliseconds?)$/, "time", 0.001],
  [/^(?:s|secs?|seconds?)$/, "time", 1],
  [/^(?:mins?|minutes?)$/, "time", 60],
  [/^(?:h|hrs?|hours?)$/, "time", 3600],
  [/^days?$/, "time", 86_400],
  [/^weeks?$/, "time", 604_800],
  [/^months?$/, "time", 2_628_000],
  [/^(?:years?|yrs?)$/, "time", 31_536_000],
  [/^(?:%|percent|per cent|percentage points?)$/, "percent", 1],
  [/^(?:mg|milligrams?)$/, "mass", 0.001],
  [/^(?:g|grams?)$/, "mass", 1],
  [/^(?:kg|kilograms?)$/, "mass", 1000],
  [/^(?:ml|millilit(?:er|re)s?)$/, "volume", 1],
  [/^(?:l|lit(?:er|re)s?)$/, "volume", 1000],
  [/^(?:kb|kilobytes?)$/, "data", 1e3],
  [/^(?:mb|megabytes?)$/, "data", 1e6],
  [/^(?:gb|gigabytes?)$/, "data", 1e9],
  [/^(?:tb|terabytes?)$/, "data", 1e12],
  [/^(?:dollars?|usd|bucks)$/, "money:usd", 1],
  [/^(?:euros?|eur)$/, "money:eur", 1],
  [/^(?:pounds?|gbp)$/, "money:gbp", 1],
];
const CURRENCY: Record<string, string> = { $: "money:usd", "€": "money:eur", "£": "money:gbp" };
const SCALE: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  million: 1e6,
  bn: 1e9,
  billion: 1e9,
};

const UNIT_WORDS =
  "ms|milliseconds?|secs?|seconds?|s|mins?|minutes?|hrs?|hours?|h|days?|weeks?|months?|years?|yrs?|%|percent|per cent|percentage points?|mg|milligrams?|g|grams?|kg|kilograms?|ml|millilit(?:er|re)s?|l|lit(?:er|re)s?|kb|kilobytes?|mb|megabytes?|gb|gigabytes?|tb|terabytes?|dollars?|usd|bucks|euros?|eur|pounds?|gbp";
const NUMBER_WORD_RE = Object.keys(NUMBER_WORDS)
  .filter((w) => !["half", "double", "twice", "single"].includes(w))
  .join("|");

/** A digit number (currency, scale and unit optional), or a run of number words with a unit. */
const QUANTITY_RE = new RegExp(
  `([$€£])?\\s?(\\d{1,3}(?:,\\d{3})+|\\d+)(\\.\\d+)?(?:\\s?(k|m|bn|thousand|million|billion)\\b)?(?:[\\s-]?(?:business |working |calendar )?(${UNIT_WORDS})(?![\\p{L}]))?` +
    `|\\b(a|an|(?:${NUMBER_WORD_RE})(?:[\\s-](?:${NUMBER_WORD_RE}))*)\\b(?:[\\s-](?:business |working |calendar )?(${UNIT_WORDS})\\b)?`,
  "giu",
);

/** A cheap test before the full expression: a digit, a number word, or "a"/"an" before a unit. */
const MAY_HOLD_QUANTITY = new RegExp(
  `\\d|\\b(?:${NUMBER_WORD_RE})\\b|\\ban?\\s+(?:business |working |calendar )?(?:${UNIT_WORDS})\\b|\\b(?:half|thirds?|quarters?|noon|midday|midnight|twice|thrice)\\b`,
  "i",
);

function unitOf(word: string | undefined): [string, number] {
  if (!word) return ["none", 1];
  const w = word.toLowerCase();
  for (const [re, dim, factor] of UNITS) if (re.test(w)) return [dim, factor];
  return ["none", 1];
}

/** "twenty four" → 24, "two hundred fifty" → 250, "a dozen" → 12. */
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
    const v = NUMBER_WORDS[w];
    if (v === undefined) return null;
    seen = true;
    if (v === 100) current = (current || 1) * 100;
    else if (v === 1000) {
      total += (current || 1) * 1000;
      current = 0;
    } else if (v === 12 && w === "dozen") current = (current || 1) * 12;
    else current += v;
  }
  return seen ? total + current : null;
}

/** Every quantity in `text`; spans in `masked` (dates, ids, URLs, citation markers) are skipped. */
export function extractQuantities(text: string, masked: [number, number][] = []): Quantity[] {
  return readQuantities(text, masked).map((q) => decorate(addHalf(q, text)));
}

const BINARY_POWER: Record<string, number> = { kb: 1, mb: 2, gb: 3, tb: 4 };
function decorate(q: Quantity): Quantity {
  const unit = /([a-z]+)$/i.exec(q.text)?.[1]?.toLowerCase() ?? "";
  if (q.dimension === "data") {
    const power = BINARY_POWER[unit] ?? BINARY_POWER[`${unit[0]}b`] ?? 0;
    if (power) q.binary = q.raw * 1024 ** power;
  }
  if (q.dimension === "time" && /^(?:months?|years?|yrs?)$/.test(unit)) q.calendar = true;
  return q;
}

function readQuantities(text: string, masked: [number, number][]): Quantity[] {
  const out: Quantity[] = [];
  if (!MAY_HOLD_QUANTITY.test(text)) return out;
  const special = specialQuantities(text, masked);
  out.push(...special);
  masked = [...masked, ...special.map((q): [number, number] => [q.start, q.end])];
  for (const m of text.matchAll(QUANTITY_RE)) {
    const start = m.index + (m[0].length - m[0].trimStart().length);
    const end = m.index + m[0].length;
    if (masked.some(([a, b]) => start < b && end > a)) continue;
    if (m[2] !== undefined) {
      // Digits glued to letters ("v2", "A1", "3rd") belong to an id or an ordinal.
      const before = text[start - 1] ?? "";
      if (/[\p{L}_]/u.test(before) && !m[1]) continue;
      if (/^(?:st|nd|rd|th)\b/i.test(text.slice(end))) continue;
      const raw =
        Number(m[2].replace(/,/g, "") + (m[3] ?? "")) * (m[4] ? SCALE[m[4].toLowerCase()]! : 1);
      const [dim, factor] = m[1] ? [CURRENCY[m[1]]!, 1] : unitOf(m[5]);
      out.push({
        text: m[0].trim(),
        value: raw * factor,
        raw,
        dimension: dim,
        decimals: m[3] ? m[3].length - 1 : 0,
        start,
        end,
      });
      continue;
    }
    const phrase = m[6]!;
    const isArticle = /^an?$/i.test(phrase.trim());
    // "a"/"an" and a lone "one" are numbers only when a unit follows ("a week", "one hour"),
    // and "a" only after a word that makes it a duration: "$29 a month" is a rate.
    if ((isArticle || /^one$/i.test(phrase.trim())) && !m[7]) continue;
    if (
      isArticle &&
      !/\b(?:within|in|for|after|about|around|over|under|than|only|just|least|most|up to|takes?|lasts?)\s+$/i.test(
        text.slice(0, start),
      )
    )
      continue;
    const raw = isArticle ? 1 : wordsValue(phrase);
    if (raw === null) continue;
    const [dim, factor] = unitOf(m[7]);
    out.push({
      text: m[0].trim(),
      value: raw * factor,
      raw,
      dimension: dim,
      decimals: 0,
      start,
      end,
    });
  }
  return out;
}

/**
 * Words that announce arithmetic. A sum, difference, ratio or share of context numbers only
 * counts when the claim says it is one ("$20 more than", "in total"): otherwise any number
 * would be derivable from a context with a few numbers in it, and swapped numbers would pass.
 */
const CUES = {
  sum: /\b(?:total|totals|combined|together|altogether|sum|plus|overall|both|add|adds|added|cumulative|in all)\b/i,
  difference:
    /\b(?:(?:more|less|fewer|cheaper|higher|lower)\b(?:\s+[\w$]+){0,3}\s+than|difference|extra|additional|remaining|left over|saves?|savings?|minus|net of|gap)\b/i,
  ratio: /\b(?:times|ratio|fold|average|twice|triple|double)\b/i,
  share: /\b(?:of|off|discount|saves?|saving|fee|interest|tax|commission|cashback|back|deposit)\b/i,
};

/**
 * Whether `claim` equals a sum, difference, ratio or percentage of two of `pool`, rounded to
 * the decimals the claim was written with. Only like dimensions add; a ratio is a count or a
 * percentage; `sentence` (the claim) must carry the matching cue word. Returns how it was
 * derived, for the reason.
 */
export function derivation(claim: Quantity, pool: Quantity[], sentence: string): string | null {
  const sum = CUES.sum.test(sentence);
  const difference = CUES.difference.test(sentence);
  const ratioCue = CUES.ratio.test(sentence);
  const share = CUES.share.test(sentence);
  // Rounding tolerance in the claim's base unit: "33%" matches 33.3…, "1.5 hours" 5,400 s ± 180.
  const factor = claim.raw !== 0 ? claim.value / claim.raw : 1;
  const roundTol = 0.5 * 10 ** -claim.decimals * factor;
  const equals = (x: number, dim: string, rounded: boolean) =>
    (dim === claim.dimension || claim.dimension === "none") &&
    (rounded ? Math.abs(x - claim.value) < roundTol : close(x, claim.value, 1e-9));
  for (let i = 0; i < pool.length; i++) {
    for (let j = 0; j < pool.length; j++) {
      if (i === j) continue;
      const a = pool[i]!;
      const b = pool[j]!;
      if (a.dimension === b.dimension) {
        if (sum && i < j && equals(a.value + b.value, a.dimension, false))
          return `${a.text} + ${b.text}`;
        if (difference && a.value > b.value && equals(a.value - b.value, a.dimension, false))
          return `${a.text} − ${b.text}`;
        if (b.value !== 0) {
          const ratio = a.value / b.value;
          if (ratioCue && claim.dimension === "none" && ratio >= 1 && equals(ratio, "none", true))
            return `${a.text} ÷ ${b.text}`;
          if (claim.dimension === "percent" && equals(ratio * 100, "percent", true))
            return `${a.text} as a percentage of ${b.text}`;
          if (claim.dimension === "percent" && a.value > b.value) {
            const change = ((a.value - b.value) / b.value) * 100;
            if (equals(change, "percent", true)) return `change from ${b.text} to ${a.text}`;
          }
        }
      }
      if (share && a.dimension === "percent" && b.dimension !== "percent") {
        if (equals((a.raw * b.value) / 100, b.dimension, true)) return `${a.text} of ${b.text}`;
      }
    }
  }
  return null;
}
