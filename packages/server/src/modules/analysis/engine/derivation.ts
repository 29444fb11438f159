import { differenceCue } from "./difference-cue";
import { close, likeDimensions, type Quantity, sameQuantity } from "./quantity";
import { approximated } from "./quantity-forms";
import { type Equals, rateDerivation } from "./rates";
import { appliedRelative } from "./relative";
import { BOTH_ENDS, DATE_SPAN_CUE, dateSpan } from "./spans";
import {
  breakEven,
  cappedTotal,
  limitComplement,
  multipleAsChange,
  othersPlusOne,
  ownArithmetic,
  periodsSpanned,
} from "./steps";
import { RULE_THRESHOLDS as T } from "./thresholds";
import { tieredTotal } from "./tiers";
import { clockSpan, shiftedClock } from "./time-arithmetic";
import { FIRST_ONE, multiplied, plusTheFirst } from "./word-multipliers";

/**
 * Words that announce arithmetic. A sum, difference, ratio, product or share of numbers only
 * counts when the claim says it is one ("$20 more than", "in total", "$15 each"): otherwise
 * any number would be derivable from a context with a few numbers in it, and swapped numbers
 * would pass.
 */
const CUES = {
  sum: /\b(?:total|totals|combined|together|altogether|sum|plus|overall|both|add|adds|added|cumulative|in all|comes? to|came to|counting|(?<!not )including|inclusive of)\b/i,
  ratio: /\b(?:times|ratio|fold|average|twice|triple|double|each|apiece)\b/i,
  share: /\b(?:of|off|discount|saves?|saving|fee|interest|tax|commission|cashback|back|deposit)\b/i,
  decrease:
    /\b(?:less|fewer|cheaper|lower|smaller|shorter|down|drops?|dropped|decrease[sd]?|reduc\w*|cut|off|saves?|saving|discount\w*|halved|halves)\b/i,
  increase: /\b(?:more|higher|extra|increase[sd]?|rises?|rose|up|on top|plus|bonus)\b/i,
  /** Words that raise a price only: "a $35 fee" raises no duration by a percentage. */
  moneyIncrease: /\b(?:surcharge|tax|vat|markup|interest|fee)\b/i,
  product:
    /\b(?:each|apiece|per|at|times|multiplied|total|altogether|combined|in all|all|comes? to|came to|adds? up to|works? out|(?:price|cost|value|worth) of)\b|[×x]\s?\d/i,
  perItem: /\b(?:each|per|apiece|a piece|every|average|works? out|single)\b/i,
  span: /\b(?:from|between|until|till|to|open|runs?)\b/i,
  complement: /\b(?:rest|remaining|remainder|left|keeps?|other|balance|outstanding)\b/i,
};

/**
 * Whether `claim` equals a sum, difference, ratio, product or percentage of numbers of `pool`
 * (the context's best windows) and `own` (the claim's other numbers, which are checked as
 * facts of their own), rounded to the decimals the claim was written with. Only like
 * dimensions add; the sentence must carry the matching cue word. Returns how it was derived,
 * for the reason.
 */
export function derive(
  claim: Quantity,
  pool: Quantity[],
  own: Quantity[],
  sentence: string,
): string | null {
  return deriveFrom(claim, pool, own, sentence) ?? usedAsOperand(claim, pool, own, sentence);
}

/**
 * A number the claim supposes in order to compute another ("two extractions would come to
 * £410", "over a year … £60 more", "for a one-kilometre delivery … €5.00 in total"): it is not
 * in the context, but it is in place when another of the claim's numbers, itself not in the
 * context, derives from the context with it and not without it. A claim that only does its own
 * arithmetic ("£90 and £155 make £245") vouches for none of its numbers this way.
 */
function usedAsOperand(
  q: Quantity,
  pool: Quantity[],
  own: Quantity[],
  sentence: string,
): string | null {
  if (q.weak || q.dimension === "date") return null;
  // Only a count, a duration or an amount of a unit the context prices can be supposed.
  const priced = pool.some((r) => r.perUnit?.dimension === q.dimension);
  if (q.dimension !== "none" && q.dimension !== "time" && !priced) return null;
  const scales = (o: Quantity) =>
    o.start !== q.start &&
    !o.weak &&
    o.dimension !== "date" &&
    !likeDimensions(q.dimension, o.dimension);
  if (!own.some(scales) && !(q.raw === 1 && q.dimension !== "none")) return null;
  // "a one-kilometre delivery" where the context prices "per kilometre": the unit itself.
  if (q.raw === 1 && priced) return `${q.text}, the unit of a price per ${q.text}`;
  for (const o of own) {
    if (o.start === q.start || o.weak || o.dimension === "date") continue;
    // A supposed number scales the other (a count, a duration, an amount of a priced unit);
    // an addend of the same kind ("£100 for the first car" in "£250 in total") vouches for
    // nothing: it would make any wrong addend with a matching wrong total pass.
    if (likeDimensions(q.dimension, o.dimension)) continue;
    if (countsAddends(q, o, pool, own, sentence))
      return `${q.text}, the number of addends of ${o.text}`;
    if (pool.some((c) => sameQuantity(o, c, T.numberTolerance))) continue;
    if (deriveFrom(o, pool, [o], sentence) !== null) continue;
    const how = deriveFrom(o, pool, [o, q], sentence);
    if (how !== null) return `${q.text}, used in ${o.text} = ${how}`;
  }
  return supposedAmong(q, pool, own, sentence);
}

/**
 * Two supposed counts in one total ("two adult tickets and two child tickets come to $78"):
 * each is in place when the total derives with all the claim's numbers and not without it.
 */
function supposedAmong(
  q: Quantity,
  pool: Quantity[],
  own: Quantity[],
  sentence: string,
): string | null {
  if (q.dimension !== "none" || q.per !== undefined) return null;
  const counts = own.filter((x) => x.dimension === "none" && !x.weak && x.per === undefined);
  if (counts.length < 2) return null;
  // The fact's quantity is another object than the sentence's own: compare by position.
  const without = own.filter((x) => x.start !== q.start);
  for (const o of own) {
    if (o.start === q.start || o.weak || o.dimension === "none" || o.dimension === "date") continue;
    if (pool.some((c) => sameQuantity(o, c, T.numberTolerance))) continue;
    const how = deriveFrom(o, pool, own, sentence);
    if (how !== null && deriveFrom(o, pool, without, sentence) === null)
      return `${q.text}, used in ${o.text} = ${how}`;
  }
  return null;
}

/**
 * "Two permits would cost £245: £95 for the first and £150 for the second": a count of two or
 * three is the number of things whose prices add up to the claim's total, when the claim lists
 * them or says it is a total.
 */
function countsAddends(
  q: Quantity,
  o: Quantity,
  pool: Quantity[],
  own: Quantity[],
  sentence: string,
): boolean {
  if (q.dimension !== "none" || q.per !== undefined || (q.raw !== 2 && q.raw !== 3)) return false;
  const listed = own.filter((x) => x !== o && x !== q && !x.weak && x.dimension === o.dimension);
  const items = CUES.sum.test(sentence)
    ? [...listed, ...pool.filter((x) => !x.weak && x.dimension === o.dimension)]
    : listed;
  const sums = (from: number, left: number, total: number): boolean => {
    if (left === 0) return close(total, o.value, 1e-9);
    for (let i = from; i < Math.min(items.length, 16); i++)
      if (sums(i + 1, left - 1, total + items[i]!.value)) return true;
    return false;
  };
  return sums(0, q.raw, 0);
}

function deriveFrom(
  claim: Quantity,
  pool: Quantity[],
  own: Quantity[],
  sentence: string,
): string | null {
  // Rounding tolerance in the claim's base unit: "33%" matches 33.3…, "1.5 hours" 5,400 s ± 180.
  const factor = claim.raw !== 0 ? claim.value / claim.raw : 1;
  const roundTol = 0.5 * 10 ** -claim.decimals * factor;
  const equals: Equals = (x, dim, rounded, per) => {
    // A rate over another period compares per period of the claim ("£5 a month" = "£60 a year").
    const y =
      per !== undefined && claim.per !== undefined && per !== claim.per ? (x * claim.per) / per : x;
    return (
      (likeDimensions(dim, claim.dimension) || claim.dimension === "none") &&
      (rounded ? Math.abs(y - claim.value) < roundTol : close(y, claim.value, 1e-9))
    );
  };
  const others = own.filter((q) => q.start !== claim.start && !q.weak);
  const inPool = (q: Quantity) => pool.some((c) => sameQuantity(q, c, T.numberTolerance));
  const operands = [...pool.filter((q) => !q.weak), ...others];
  return (
    ownArithmetic(
      claim,
      inPool(claim) ? others : others.filter(inPool),
      equals,
      sentence,
      differenceCue(claim, sentence) || CUES.sum.test(sentence),
    ) ??
    (CUES.complement.test(sentence) ? complement(claim, operands, equals) : null) ??
    pairwise(claim, operands, sentence, equals) ??
    (CUES.sum.test(sentence) ? total(operands, pool, equals) : null) ??
    scaled(claim, operands, sentence, equals) ??
    multiplied(claim, operands, own, sentence, equals) ??
    tieredTotal(claim, pool, others) ??
    clockSpan(claim, operands, others, CUES.span.test(sentence)) ??
    shiftedClock(claim, operands, others, sentence) ??
    (DATE_SPAN_CUE.test(sentence)
      ? dateSpan(claim, datesOf(pool, own), approximated(claim, sentence), BOTH_ENDS.test(sentence))
      : null) ??
    rateDerivation(claim, operands, others, sentence, cuesOf(claim, sentence), equals) ??
    appliedRelative(pool, sentence, equals) ??
    (FIRST_ONE.test(sentence) ? plusTheFirst(operands, equals) : null) ??
    periodsSpanned(claim, operands) ??
    cappedTotal(operands, sentence, equals) ??
    limitComplement(claim, operands, sentence) ??
    othersPlusOne(claim, operands, sentence) ??
    breakEven(claim, operands, sentence) ??
    multipleAsChange(claim, operands, sentence)
  );
}

/**
 * The rest of a whole: "the fund pays 80%, so a fifth comes from other sources", "you keep
 * 95% once the 5% fee is taken". Needs a word for the remainder ("rest", "other", "keep").
 */
function complement(claim: Quantity, operands: Quantity[], equals: Equals): string | null {
  if (claim.dimension !== "percent") return null;
  for (const p of operands)
    if (p.dimension === "percent" && p.raw < 100 && equals(100 - p.raw, "percent", true))
      return `100% − ${p.text}`;
  return null;
}

/** Which arithmetic the sentence announces, for rateDerivation. */
function cuesOf(claim: Quantity, sentence: string) {
  return {
    sum: CUES.sum.test(sentence),
    product: CUES.product.test(sentence),
    difference: differenceCue(claim, sentence),
  };
}

/** Sums, differences, ratios and percentages of two numbers. */
function pairwise(claim: Quantity, pool: Quantity[], sentence: string, equals: Equals) {
  const sum = CUES.sum.test(sentence);
  // "3 more seats", "two days longer": the comparative right after the number says it is one.
  const difference = differenceCue(claim, sentence);
  const ratioCue = CUES.ratio.test(sentence);
  const share = CUES.share.test(sentence);
  const decrease = CUES.decrease.test(sentence);
  const increase = CUES.increase.test(sentence);
  const moneyIncrease = CUES.moneyIncrease.test(sentence);
  for (let i = 0; i < pool.length; i++) {
    for (let j = 0; j < pool.length; j++) {
      if (i === j) continue;
      const a = pool[i]!;
      const b = pool[j]!;
      if (a.dimension === b.dimension) {
        const per = a.per === b.per ? a.per : undefined;
        if (sum && i < j && equals(a.value + b.value, a.dimension, false, per))
          return `${a.text} + ${b.text}`;
        if (difference && a.value > b.value && equals(a.value - b.value, a.dimension, false, per))
          return `${a.text} − ${b.text}`;
        if (b.value !== 0) {
          const ratio = a.value / b.value;
          // A figure over itself is one whatever it is: overlapping windows put a sentence's
          // figure in the pool twice ("renewed twice" is no "once").
          if (
            ratioCue &&
            a !== b &&
            claim.dimension === "none" &&
            ratio >= 1 &&
            equals(ratio, "none", true)
          )
            return `${a.text} ÷ ${b.text}`;
          // A share of two amounts; clock times and shares have no share of each other
          // ("8am" is no 40% of "8pm"), and a wider pool made such coincidences likelier.
          if (
            claim.dimension === "percent" &&
            a.dimension !== "clock" &&
            a.dimension !== "percent" &&
            equals(ratio * 100, "percent", true)
          )
            return `${a.text} as a percentage of ${b.text}`;
          // A change between two shares is in points, not per cent; clock times do not rise by
          // a percentage.
          if (
            claim.dimension === "percent" &&
            a.value > b.value &&
            a.dimension !== "percent" &&
            a.dimension !== "clock" &&
            !a.threshold &&
            !b.threshold
          ) {
            // "25% more" rises from the smaller number, "20% cheaper" falls from the larger.
            const change = ((a.value - b.value) / b.value) * 100;
            if ((increase || !decrease) && equals(change, "percent", true))
              return `change from ${b.text} to ${a.text}`;
            const drop = ((a.value - b.value) / a.value) * 100;
            if (decrease && equals(drop, "percent", true))
              return `change from ${a.text} to ${b.text}`;
          }
        }
      }
      // A percentage changes an amount, not a threshold ("groups of 10 or more get 20% off" is
      // no "groups of 8 or more").
      if (
        a.dimension === "percent" &&
        b.dimension !== "percent" &&
        b.dimension !== "clock" &&
        !b.threshold &&
        !claim.threshold
      ) {
        if (share && equals((a.raw * b.value) / 100, b.dimension, true))
          return `${a.text} of ${b.text}`;
        if (decrease && equals(b.value * (1 - a.raw / 100), b.dimension, true))
          return `${b.text} less ${a.text}`;
        const raises = increase || (moneyIncrease && b.dimension.startsWith("money"));
        if (raises && equals(b.value * (1 + a.raw / 100), b.dimension, true))
          return `${b.text} plus ${a.text}`;
      }
    }
  }
  return null;
}

/** A total over a list: three numbers of one dimension, or every such number of the context. */
function total(operands: Quantity[], pool: Quantity[], equals: Equals): string | null {
  const n = Math.min(operands.length, 16);
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      for (let k = j + 1; k < n; k++) {
        const [a, b, c] = [operands[i]!, operands[j]!, operands[k]!];
        if (a.dimension !== b.dimension || b.dimension !== c.dimension) continue;
        if (equals(a.value + b.value + c.value, a.dimension, false))
          return `${a.text} + ${b.text} + ${c.text}`;
      }
  const byDimension = new Map<string, Quantity[]>();
  for (const q of pool) {
    if (q.weak) continue;
    byDimension.set(q.dimension, [...(byDimension.get(q.dimension) ?? []), q]);
  }
  for (const [dim, list] of byDimension) {
    if (list.length < 4) continue;
    const sum = list.reduce((s, q) => s + q.value, 0);
    if (equals(sum, dim, false)) return list.map((q) => q.text).join(" + ");
  }
  return null;
}

/** A count times an amount ("4 seats at $15" → "$60"), or an amount shared out ("$50 for 20"). */
function scaled(claim: Quantity, operands: Quantity[], sentence: string, equals: Equals) {
  // "every 10 minutes" is how often, not an amount shared out ("30 minutes ÷ 3").
  if (claim.every) return null;
  const product = CUES.product.test(sentence);
  const perItem = CUES.perItem.test(sentence);
  if (!product && !perItem) return null;
  for (const n of operands) {
    if (n.dimension !== "none" || !Number.isInteger(n.raw) || n.raw < 2 || n.raw > 1000) continue;
    for (const a of operands) {
      if (a === n || a.dimension === "none" || !likeDimensions(a.dimension, claim.dimension))
        continue;
      if (product && equals(a.value * n.raw, a.dimension, true)) return `${n.text} × ${a.text}`;
      if (perItem && equals(a.value / n.raw, a.dimension, true)) return `${a.text} ÷ ${n.text}`;
    }
  }
  return null;
}

/** The dates of the best windows and of the claim (weak quantities of dimension "date"). */
function datesOf(pool: Quantity[], own: Quantity[]): Quantity[] {
  return [...pool, ...own].filter((q) => q.date !== undefined);
}
