import type { Quantity } from "./quantity";
import { contentStem } from "./text";
import { PERIOD_SECONDS } from "./units";

/**
 * Prices per item and counts of items. A price the context gives per thing ("$45 a ticket",
 * "a $3 booking fee per ticket", "£15 per hour per server") is paid once for each such thing,
 * so a count of those things in the claim ("four tickets", "two servers") multiplies it with
 * no other cue: "four tickets would cost $192" is four × ($45 + $3), every per-ticket price
 * scaled, and a per-ticket fee added once ("$183") is no total. The thing is the noun right
 * after "per", "a", "an" or "each" that follows the figure (a period, "per hour", is skipped),
 * or after "per" within three words ("a $3 booking fee per ticket"); the count's noun is the
 * word after the count, past up to two words ("four standard tickets"). Where the thing has a
 * second price ("$45 a ticket" and "$3 … per ticket"), the count times one of them alone
 * ("three tickets would cost $135") still needs a cue word of its own (rates.ts).
 */
const PERIOD_FIRST = /^\s*(?:per|an?|each|every)\s+([a-z]+)/i;
const DIRECT = /^\s*(?:per|an?|each|for each|for every|every)\s+([a-z]+)\b/i;
const LATER_PER = /^\s*(?:[a-z]+\s+){1,3}per\s+([a-z]+)/i;

const isPeriod = (w: string) => PERIOD_SECONDS[w.toLowerCase().replace(/s$/, "")] !== undefined;

/** The stem of the thing a money figure of the context is priced per, or undefined. */
export function itemOf(text: string, q: Quantity): string | undefined {
  if (!q.dimension.startsWith("money") || q.perUnit !== undefined || q.weak) return undefined;
  let rest = text.slice(q.end, q.end + 60);
  // "£15 per hour per server": past the period to the thing.
  const period = PERIOD_FIRST.exec(rest);
  if (period && isPeriod(period[1]!)) rest = rest.slice(period[0].length);
  const direct = DIRECT.exec(rest);
  const noun = direct?.[1] ?? LATER_PER.exec(rest)?.[1];
  if (noun === undefined || isPeriod(noun)) return undefined;
  return contentStem(noun.toLowerCase()) ?? undefined;
}

/** Whether count `n` of the claim counts the thing `price` is per. */
export function countsItemOf(sentence: string, n: Quantity, price: Quantity | undefined): boolean {
  if (price === undefined) return false;
  return price.item !== undefined && countedWords(sentence, n).includes(price.item);
}

/** Whether `price` is the only price per its thing among `operands` (a figure twice is one). */
export function onlyPriceOf(price: Quantity, operands: Quantity[]): boolean {
  return !operands.some(
    (o) => o.item === price.item && o.dimension === price.dimension && o.value !== price.value,
  );
}

/** The content stems of up to three words after the count. */
function countedWords(sentence: string, n: Quantity): string[] {
  const words =
    sentence
      .slice(n.end, n.end + 40)
      .toLowerCase()
      .match(/[a-z]+/g) ?? [];
  const out: string[] = [];
  for (const w of words.slice(0, 3)) {
    const s = contentStem(w);
    if (s !== null) out.push(s);
  }
  return out;
}
