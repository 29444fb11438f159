import { chargedAmount } from "./free-allowance";
import { countsItemOf, onlyPriceOf } from "./per-item";
import { likeDimensions, type Quantity } from "./quantity";

/** Whether a derived value equals the claim's number (derivation.ts builds it per claim number). */
export type Equals = (x: number, dim: string, rounded: boolean, per?: number) => boolean;

/** A value computed from one or two quantities: a rate over a duration, a unit price times an amount. */
interface Term {
  value: number;
  dimension: string;
  text: string;
  uses: Quantity[];
  /** A unit price over a period stays a rate: "$4 per GB each month" × 10 GB is $40 a month. */
  per?: number;
  /** A count times an amount ("two extractions" at £45): a product, which needs its own cue. */
  count?: boolean;
}

/** Words that total a rate over a time or an amount: "over a year", "for 5 days", "in total". */
const OVER_CUE =
  /\b(?:for|over|in|during|across|within|throughout|total|totals|altogether|in all|combined|course|comes? to|came to|adds? up to|works? out|costs?|each|per|a|an)\b/i;
/** Words for how long an amount lasts at a rate: "the £6 cap is reached after 24 days". */
const LASTS_CUE =
  /\b(?:after|takes?|took|reach\w*|hits?|until|till|before|enough|lasts?|covers?|run(?:s)? out|caps? out|maxe?s? out)\b/i;

const isRate = (q: Quantity) => q.per !== undefined && !q.every && !q.weak;
const isDuration = (q: Quantity) =>
  q.dimension === "time" && q.per === undefined && !q.every && !q.weak && q.value > 0;
const isCount = (q: Quantity) =>
  q.dimension === "none" &&
  q.per === undefined &&
  Number.isInteger(q.raw) &&
  q.raw >= 2 &&
  q.raw <= 1000;

/**
 * Rates applied to durations and unit prices applied to amounts: "£16 a month" over "a year"
 * is £192, "3 times a day for 5 days" is 15, "$4 per GB" for "10 GB" is $40. A duration from
 * the claim is stated (and checked) there; one from the context needs a cue to total it.
 */
function terms(operands: Quantity[], own: Quantity[], totalCue: boolean, sentence: string): Term[] {
  const out: Term[] = [];
  const durations = [
    ...own.filter(isDuration),
    ...(totalCue ? operands.filter((q) => isDuration(q) && !own.includes(q)) : []),
  ];
  for (const r of operands) {
    if (isRate(r))
      for (const whole of durations) {
        // Only the time past a free stretch is charged (free-allowance.ts).
        const d = chargedAmount(whole, operands);
        if (d !== null && whole.value !== r.per)
          out.push({
            value: (r.value * d.value) / r.per!,
            dimension: r.dimension,
            text: `${r.text} × ${d.text}`,
            uses: [r, whole],
          });
      }
    if (r.perUnit)
      for (const whole of operands) {
        const q = chargedAmount(whole, operands);
        if (q === null || whole === r || q.dimension !== r.perUnit.dimension) continue;
        if (!q.perUnit && q.per === undefined)
          out.push({
            value: (r.value * q.value) / r.perUnit.factor,
            dimension: r.dimension,
            text: `${r.text} × ${q.text}`,
            uses: [r, whole],
            ...(r.per !== undefined ? { per: r.per } : {}),
          });
      }
  }
  // A count the claim states times an amount: "two extractions" at "£45 per tooth".
  for (const n of own)
    if (isCount(n)) {
      out.push(...perItemTotals(n, operands, sentence));
      for (const a of operands)
        if (a !== n && a.dimension !== "none" && a.dimension !== "percent" && !isDuration(a))
          out.push({
            value: a.value * n.raw,
            dimension: a.dimension,
            text: `${n.text} × ${a.text}`,
            uses: [n, a],
            count: true,
          });
    }
  return out;
}

/**
 * A claim number that is a rate or unit price applied (see `terms`), that times a count ("2
 * tablets, 3 times a day for 5 days" → 30 tablets), that plus another number ("€4.20 plus
 * €0.80 per km" for 1 km → €5.00), a rate difference over a time ("£16 and £21 a month" → "£60
 * more over a year"), or how long an amount lasts at a rate ("£6 at 25p a day" → 24 days).
 */
export function rateDerivation(
  claim: Quantity,
  operands: Quantity[],
  own: Quantity[],
  sentence: string,
  cues: { sum: boolean; product: boolean; difference: boolean },
  equals: Equals,
): string | null {
  if (claim.every) return null;
  // Most sentences and windows hold no rate, unit price or stated count: nothing to apply.
  if (!operands.some((q) => isRate(q) || q.perUnit) && !own.some(isCount)) return null;
  const over = OVER_CUE.test(sentence);
  const list = [
    ...terms(operands, own, cues.sum || cues.product, sentence),
    ...rateGaps(operands, own, cues),
  ];
  for (const t of list) {
    // A total over a duration is no rate: "£192 a year" is the rate itself, matched directly.
    if (claim.per !== undefined && t.per === undefined) continue;
    // "four tickets" at "$45 a ticket": a count of the thing a price is per (per-item.ts).
    // With a second price per that thing, the count times one of them needs a cue of its own.
    const itemCount =
      t.count &&
      countsItemOf(sentence, t.uses[0]!, t.uses[1]) &&
      (t.uses.length > 2 || onlyPriceOf(t.uses[1]!, operands));
    const cued = t.count ? cues.product || cues.sum || itemCount : over;
    if (cued && equals(t.value, t.dimension, true, t.per)) return t.text;
    for (const n of operands)
      if (
        isCount(n) &&
        !t.uses.includes(n) &&
        (cues.product ||
          cues.sum ||
          (countsItemOf(sentence, n, t.uses[0]) && onlyPriceOf(t.uses[0]!, operands))) &&
        equals(t.value * n.raw, t.dimension, true, t.per)
      )
        return `${n.text} × ${t.text}`;
    if (cues.sum)
      for (const b of operands)
        if (
          !t.uses.includes(b) &&
          // A price per the thing counted is paid for each, not once ("$3 booking fee per ticket").
          !(t.count && countsItemOf(sentence, t.uses[0]!, b)) &&
          b.per === t.per &&
          likeDimensions(b.dimension, t.dimension) &&
          equals(t.value + b.value, t.dimension, false, t.per)
        )
          return `${b.text} + ${t.text}`;
    // "$10 cheaper than two memberships at $85": a count's total against another price.
    if (t.count && cues.difference)
      for (const b of operands)
        if (
          !t.uses.includes(b) &&
          b.per === undefined &&
          likeDimensions(b.dimension, t.dimension) &&
          equals(Math.abs(t.value - b.value), t.dimension, true)
        )
          return `${t.text} − ${b.text}`;
  }
  const counted =
    countedSum(list, operands, cues, equals) ?? firstThen(operands, own, sentence, equals);
  if (counted !== null) return counted;
  if (claim.per !== undefined) return null;
  if (claim.dimension === "time" && LASTS_CUE.test(sentence)) return lasts(operands, equals);
  return null;
}

/** The difference between two rates over one period, over a duration the claim states. */
function rateGaps(
  operands: Quantity[],
  own: Quantity[],
  cues: { sum: boolean; difference: boolean },
): Term[] {
  if (!cues.difference && !cues.sum) return [];
  const rates = operands.filter(isRate);
  const out: Term[] = [];
  for (const a of rates)
    for (const b of rates) {
      if (a === b || a.per !== b.per || a.dimension !== b.dimension) continue;
      const gap = cues.difference && a.value > b.value ? a.value - b.value : null;
      const both = cues.sum && a.start < b.start ? a.value + b.value : null;
      for (const d of own.filter(isDuration)) {
        if (gap !== null)
          out.push({
            value: (gap * d.value) / a.per!,
            dimension: a.dimension,
            text: `(${a.text} − ${b.text}) × ${d.text}`,
            uses: [a, b, d],
          });
        if (both !== null)
          out.push({
            value: (both * d.value) / a.per!,
            dimension: a.dimension,
            text: `(${a.text} + ${b.text}) × ${d.text}`,
            uses: [a, b, d],
          });
      }
    }
  return out;
}

/** How long an amount lasts at a rate of its own dimension: "£6 at 25p a day" → 24 days. */
function lasts(operands: Quantity[], equals: Equals): string | null {
  for (const r of operands) {
    if (!isRate(r) || r.dimension === "none" || r.value <= 0) continue;
    for (const a of operands) {
      if (a === r || a.per !== undefined || a.weak) continue;
      if (!likeDimensions(a.dimension, r.dimension)) continue;
      if (equals((a.value / r.value) * r.per!, "time", true)) return `${a.text} ÷ ${r.text}`;
    }
  }
  return null;
}

/**
 * "two adults at $24 and two children at $15 come to $78": two counts the claim states, each
 * times its own price, added. The counts and the prices must differ (one count is not spent
 * twice, one price is not counted twice), and the counts take the prices in the order both
 * are written: "three adults and two children" against "$18 for adults and $11 for children"
 * is 3 × $18 + 2 × $11, never the swapped 2 × $18 + 3 × $11.
 */
function countedSum(
  list: Term[],
  operands: Quantity[],
  cues: { sum: boolean; product: boolean },
  equals: Equals,
): string | null {
  if (!cues.sum) return null;
  const counts = list.filter((t) => t.count);
  for (let i = 0; i < counts.length; i++)
    for (let j = i + 1; j < counts.length; j++) {
      const [a, b] = [counts[i]!, counts[j]!];
      if (a.uses[0] === b.uses[0] || a.uses[1] === b.uses[1]) continue;
      const countsFirst = a.uses[0]!.start < b.uses[0]!.start;
      const pricesFirst = operands.indexOf(a.uses[1]!) < operands.indexOf(b.uses[1]!);
      if (countsFirst !== pricesFirst) continue;
      if (!likeDimensions(a.dimension, b.dimension)) continue;
      if (equals(a.value + b.value, a.dimension, false)) return `${a.text} + ${b.text}`;
    }
  return null;
}

/** "the $79 call-out covers the first half hour, then $28 per quarter hour". */
const FIRST_THEN =
  /\bfirst\b[^.;]*?\b(?:then|after(?:wards| that)?|thereafter|beyond|each additional|every additional|each extra|every extra)\b/i;

/**
 * A fee that covers a first stretch of time, then a rate for the rest: an hour costs the fee
 * plus the rate over the hour less the stretch the fee covers ($79 for the first 30 minutes,
 * then $28 per 15 minutes: an hour is $79 + 2 × $28). Only the time beyond the first stretch
 * is charged, so "$79 + $28 × the whole hour" stays a wrong total.
 */
function firstThen(
  operands: Quantity[],
  own: Quantity[],
  sentence: string,
  equals: Equals,
): string | null {
  if (!FIRST_THEN.test(sentence)) return null;
  const spans = own.filter(isDuration);
  const firsts = operands.filter(isDuration);
  for (const r of operands) {
    if (!isRate(r) || r.dimension === "none" || r.dimension === "percent") continue;
    for (const fee of operands) {
      if (fee === r || fee.per !== undefined || fee.weak || fee.dimension !== r.dimension) continue;
      for (const whole of spans)
        for (const first of firsts) {
          if (first === whole || first.value >= whole.value) continue;
          const rest = ((whole.value - first.value) * r.value) / r.per!;
          if (equals(fee.value + rest, r.dimension, true))
            return `${fee.text} for ${first.text} + ${r.text} × the rest of ${whole.text}`;
        }
    }
  }
  return null;
}

/**
 * Every price per the thing a count counts, scaled by it: "four tickets" at "$45 a ticket plus
 * a $3 booking fee per ticket" is 4 × ($45 + $3). Only prices per that very thing add.
 */
function perItemTotals(n: Quantity, operands: Quantity[], sentence: string): Term[] {
  const out: Term[] = [];
  const prices = operands.filter((a) => a.item !== undefined && countsItemOf(sentence, n, a));
  for (let i = 0; i < prices.length; i++)
    for (let j = i + 1; j < prices.length; j++) {
      const [a, b] = [prices[i]!, prices[j]!];
      if (a.item !== b.item || a.dimension !== b.dimension || a.per !== b.per) continue;
      out.push({
        value: n.raw * (a.value + b.value),
        dimension: a.dimension,
        text: `${n.text} × (${a.text} + ${b.text})`,
        uses: [n, a, b],
        count: true,
        ...(a.per !== undefined ? { per: a.per } : {}),
      });
    }
  return out;
}
