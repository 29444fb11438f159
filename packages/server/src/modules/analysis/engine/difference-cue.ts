import type { Quantity } from "./quantity";

/**
 * Words that say a figure is a difference of two others (`derivation.ts` reads a difference
 * only after one): "more/fewer … than", any "-er than", "extra", "saves", "goes up by",
 * "excluding"; a comparative right after the figure ("3 more seats", "two days longer"); and a
 * figure taken off another ("knocks £15 off the daily rate"), or what it leaves ("leaving £3,285").
 */
const DIFFERENCE =
  /\b(?:(?:more|less|fewer|(?!(?:rather|other|whether|either|neither|never|ever|over|under|after|later|per)\b)[a-z]{2,}er)\b(?:\s+[\w$€£.,]+){0,4}\s+than|difference|extra|additional|remaining|left over|saves?|savings?|minus|net of|gap|(?:up|down|rises?|rose|raised?|increased?|increases|decreased?|decreases|drops?|dropped|falls?|fell|cut|reduced?|grows?|grew)\s+by|compared (?:with|to)|leaving out|left out|excluding|not counting|not including|apart from|aside from|other than|except(?: for)?|besides)\b/i;

const MORE_AFTER =
  /^\s+(?:[a-z]+\s+)?(?:more|fewer|less|extra|additional|(?!(?:over|under|after|never|other|either|ever|rather|whether|together|per)\b)[a-z]{3,}er)\b/i;

/**
 * A figure taken off another: "knocks £15 off the daily rate", "takes $30 off the pass" is the
 * gap between two prices said as a reduction ("off-peak" and "drop-off" are no such word).
 */
const OFF_AFTER = /^\s*(?:[a-z]+\s+){0,3}off\b(?!-)/i;

/**
 * A figure said to be what is left once another is taken: "the £365 deposit, leaving £3,285 to
 * spread", "which leaves you with £40", "£40 left to pay". Only right before or after the
 * figure: "the shuttle leaves at 09:40" leaves no amount.
 */
const LEAVES_BEFORE = /\b(?:leav(?:es|ing)|leaves you with|leaving you with)\s*$/i;
const LEFT_AFTER = /^\s*(?:[a-z]+\s+)?left\s+(?:to|for|over|on|in)\b/i;

/** Whether the sentence says `claim` is a difference ("£13 more than", "3 more seats", "£15 off"). */
export function differenceCue(claim: Quantity, sentence: string): boolean {
  return (
    DIFFERENCE.test(sentence) ||
    MORE_AFTER.test(sentence.slice(claim.end, claim.end + 40)) ||
    OFF_AFTER.test(sentence.slice(claim.end, claim.end + 30)) ||
    leftOver(claim, sentence)
  );
}

/** Whether `claim` is what is left ("leaving £3,285", "£40 left to pay"): a difference, no sum. */
export function leftOver(claim: Quantity, sentence: string): boolean {
  return (
    LEAVES_BEFORE.test(sentence.slice(Math.max(0, claim.start - 24), claim.start)) ||
    LEFT_AFTER.test(sentence.slice(claim.end, claim.end + 30))
  );
}
