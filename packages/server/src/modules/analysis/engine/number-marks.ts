import { freeStretch } from "./free-allowance";
import { itemOf } from "./per-item";
import type { Quantity } from "./quantity";
import { PERIOD_SECONDS } from "./units";

/**
 * What the words around a number say of it (numbers.ts): a count of things one per period
 * ("12 monthly payments"), a limit ("up to"), a threshold ("10 or more"), "other", "times".
 */

/** "12 monthly deductions", "six weekly sessions": a count of things, one per period. */
const EACH_OF_PERIOD =
  /\s+(hourly|daily|weekly|fortnightly|monthly|quarterly|yearly|annual|annually)\s+[a-z-]+s\b/iy;
const MAX_BEFORE =
  /\b(?:up to|at most|no more than|not more than|maximum(?: of)?|max\.?|capped at|a cap of|cap of|limit of|limited to)\s+(?:an?\s+)?$/i;
const MIN_BEFORE =
  /\b(?:at least|no less than|not less than|minimum(?: of)?|min\.?)\s+(?:an?\s+)?$/i;
const OTHERS_AFTER = /\s+(?:other|additional|further|more|extra)\s+[a-z]/iy;
const TIMES_AFTER = /\s*(?:times|x)\b/iy;

/** "10 or more", "10+", "12 and over", "over £50", "more than 3 nights": a threshold. */
const THRESHOLD_AFTER = /\s*(?:\+|or (?:more|over|above|older)\b|and (?:over|above|up)\b)/iy;
const THRESHOLD_BEFORE = /\b(?:over|above|more than|exceeding)\s+(?:an?\s+)?$/i;

const LIMIT_WORD = /^(?:to|most|least|than|maximum|max\.?|minimum|min\.?|of|at)$/i;

/** The word before `at`, past "a"/"an" ("a cap of a £10" → "of"). */
function wordBefore(text: string, at: number): string {
  let end = at;
  for (let n = 0; n < 2; n++) {
    while (end > 0 && text[end - 1] === " ") end--;
    const start = text.lastIndexOf(" ", end - 1) + 1;
    const word = text.slice(start, end);
    if (n === 0 && /^an?$/i.test(word)) {
      end = start;
      continue;
    }
    return word;
  }
  return "";
}

/** What the words around a number say of it: a count per period, a limit, "other", "times". */
export function markContext(text: string, q: Quantity): Quantity {
  if (q.weak || q.dimension === "date") return q;
  if (q.dimension === "none") {
    EACH_OF_PERIOD.lastIndex = q.end;
    const each = EACH_OF_PERIOD.exec(text);
    if (each) {
      // "12 monthly payments" are twelve payments, not twelve a month.
      q.eachOf = PERIOD_SECONDS[each[1]!.toLowerCase().replace(/^annual$/, "annually")];
      delete q.per;
    }
    OTHERS_AFTER.lastIndex = q.end;
    if (OTHERS_AFTER.test(text)) q.others = true;
    TIMES_AFTER.lastIndex = q.end;
    if (TIMES_AFTER.test(text)) q.times = true;
  }
  THRESHOLD_AFTER.lastIndex = q.end;
  if (
    THRESHOLD_AFTER.test(text) ||
    THRESHOLD_BEFORE.test(text.slice(Math.max(0, q.start - 16), q.start))
  )
    q.threshold = true;
  if (freeStretch(text, q)) q.free = true;
  q.item = itemOf(text, q);
  // Most numbers follow no limit word: look at the word before (past an article) first.
  if (LIMIT_WORD.test(wordBefore(text, q.start))) {
    const before = text.slice(Math.max(0, q.start - 24), q.start);
    if (MAX_BEFORE.test(before)) q.limit = "max";
    else if (MIN_BEFORE.test(before)) q.limit = "min";
  }
  return q;
}
