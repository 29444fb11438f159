/** A number read from text and how two of them compare (numbers.ts reads them). */

import type { DateParts } from "./dates";

/**
 * Numbers in text, with their unit converted to a base unit so that restatements compare
 * equal: "14 days" = "two weeks", "90 minutes" = "1.5 hours", "$1.2k" = "$1,200".
 */
export interface Quantity {
  /** As written, for reasons ("14 days"). */
  text: string;
  /** Value in the base unit of its dimension (seconds, grams, millilitres, bytes, currency units). */
  value: number;
  /** The value as written, before unit conversion. */
  raw: number;
  /** "none" for a plain count. */
  dimension: string;
  /** Decimals written, for rounding tolerance against derived numbers. */
  decimals: number;
  /** Data sizes: the value read in powers of 1024 ("2 GB" = "2048 MB" either way). */
  binary?: number;
  /** Months and years: calendar lengths vary, so "12 months" = "one year" within 2%. */
  calendar?: boolean;
  /** A rate: seconds in its period ("$120 a year" → one year), so "$10 a month" compares. */
  per?: number;
  /** A price per unit of something measured ("$4 per GB"): that unit's dimension and factor. */
  perUnit?: { dimension: string; factor: number };
  /**
   * A figure the context states relative to another ("€1.00 more than the contactless fare",
   * "20% off"): its sign and the words before it in its sentence (what it is about).
   */
  relative?: { sign: 1 | -1; lead: string };
  /** A period after "every" ("every six months"): how often, which "twice a year" restates. */
  every?: boolean;
  /** A clock time read without a.m./p.m. ("five o'clock"): it matches either half of the day. */
  halfDay?: boolean;
  /**
   * Read only so that a claim's number can match it ("first" = "1st", "quarterly" = "every
   * three months"); too common a word to be a claim's hard fact itself.
   */
  weak?: boolean;
  /**
   * A date (dimension "date", always `weak`): no number of its own, read so that a span between
   * two dates ("from 4 July to 22 August" → seven weeks) can be derived.
   */
  date?: DateParts;
  /** A date in a sentence that counts both ends ("inclusive"): its spans count one day more. */
  inclusive?: boolean;
  /**
   * A count of things, one per period ("12 monthly deductions", "twelve weekly lessons"): the
   * period's seconds, so that the count spans "a year" and times "£9.99 a month".
   */
  eachOf?: number;
  /** A limit the context sets on the figure: "up to 85%", "a cap of £10" (max), "at least 21" (min). */
  limit?: "max" | "min";
  /**
   * A figure that bounds who or what something applies to ("groups of 10 or more", "orders
   * over £50"): a condition, not an amount that a percentage off or on changes.
   */
  threshold?: boolean;
  /** A count of others besides someone ("4 other members"), which "counting the holder" adds one to. */
  others?: boolean;
  /**
   * The price of each unit past a base ("£15 for each extra player" after "£72 for up to 4
   * players"): the base price and how many units it covers (tiers.ts).
   */
  tier?: { base: number; included: number };
  /** The stem of the thing a price is per ("$45 a ticket" → ticket; per-item.ts). */
  item?: string;
  /** A stretch a rate does not charge ("the first two weeks are free"; free-allowance.ts). */
  free?: boolean;
  /** A multiple ("1.5 times the normal rate"), which "50% more" restates. */
  times?: boolean;
  start: number;
  end: number;
}

/**
 * A figure read from digits ("£14.99", "3 days"): the commonest quantity, made by a constructor
 * rather than an object literal. V8 pretenures a literal whose objects are still alive at most
 * young-generation collections (allocation-site pretenuring), and a trace's figures live as long
 * as its analysis, so the literal's objects went straight to the old generation. Dead there
 * until the next full collection, they still kept the young strings they point to alive, and
 * every scavenge copied and promoted those (memo.ts tells the whole story). A constructor has
 * no allocation site; its objects are born young and die young.
 */
export class DigitQuantity implements Quantity {
  constructor(
    public text: string,
    public value: number,
    public raw: number,
    public dimension: string,
    public decimals: number,
    public start: number,
    public end: number,
  ) {}
}

export function close(a: number, b: number, tolerance: number): boolean {
  return Math.abs(a - b) <= tolerance * Math.max(Math.abs(a), Math.abs(b), 1e-9);
}

/** Dimensions that compare: "money" (cents, pence) is a hundredth of any currency. */
export function likeDimensions(a: string, b: string): boolean {
  if (a === b) return true;
  return (a === "money" && b.startsWith("money:")) || (b === "money" && a.startsWith("money:"));
}

/**
 * A number written in words with no unit ("two accounts") is a count, never an amount of money
 * written without its currency: "£2 a month more" is not in "£14.99 for two accounts" (s17).
 */
function countInWordsForMoney(count: Quantity, money: Quantity): boolean {
  return (
    count.dimension === "none" && money.dimension.startsWith("money") && !/\d/.test(count.text)
  );
}

/**
 * Same quantity: equal in base units, or equal as written when one side has no unit. Two
 * rates over different periods compare per second ("$120 a year" = "$10 a month").
 */
export function sameQuantity(a: Quantity, b: Quantity, tolerance: number): boolean {
  if (a.per !== undefined && b.per !== undefined && a.per !== b.per) {
    return (
      likeDimensions(a.dimension, b.dimension) && close(a.value / a.per, b.value / b.per, tolerance)
    );
  }
  if (a.every || b.every) {
    // A period against a count per period: "every six months" = "twice a year" (n × T = P).
    const period = a.every ? a : b;
    const count = a.every ? b : a;
    if (count.dimension === "none" && count.per !== undefined)
      return close(count.raw * period.value, count.per, Math.max(tolerance, 0.02));
  }
  if (a.dimension === "clock" && b.dimension === "clock" && (a.halfDay || b.halfDay))
    return a.value % 720 === b.value % 720;
  if (likeDimensions(a.dimension, b.dimension)) {
    if (a.binary !== undefined && b.binary !== undefined && close(a.binary, b.binary, tolerance))
      return true;
    const loose = a.calendar || b.calendar ? Math.max(tolerance, 0.02) : tolerance;
    return close(a.value, b.value, loose);
  }
  if (a.dimension === "none" || b.dimension === "none") {
    if (countInWordsForMoney(a, b) || countInWordsForMoney(b, a)) return false;
    if (close(a.raw, b.raw, tolerance)) return true;
    // "open 9 to 5" against "09:00–17:00": a bare number names an hour on either half of the day.
    const bare = a.dimension === "clock" ? b : a;
    const clock = a.dimension === "clock" ? a : b;
    return (
      clock.dimension === "clock" &&
      clock.value % 60 === 0 &&
      Number.isInteger(bare.raw) &&
      bare.raw >= 1 &&
      bare.raw <= 12 &&
      bare.raw % 12 === (clock.value / 60) % 12
    );
  }
  return false;
}
