import { isAlnum, isLetter } from "../text/chars";
import { hasContext, isStandaloneNumber } from "../text/context";
import {
  internationalRun,
  matchesInRun,
  type NumberRun,
  nanpRun,
  nationalRun,
  tenInARow,
} from "../text/number-runs";
import type { Detector, Match } from "./detector";

function isLocalChar(c: number): boolean {
  return (
    (c >= 48 && c <= 57) ||
    (c >= 65 && c <= 90) ||
    (c >= 97 && c <= 122) ||
    c === 46 || // .
    c === 95 || // _
    c === 37 || // %
    c === 43 || // +
    c === 45 || // -
    c === 39 // '
  );
}

function isDomainChar(c: number): boolean {
  return (
    (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45 || c === 46
  );
}

/** Labels of an address's domain (its TLD included) at most: DOMAIN's `{1,8}` plus the TLD. */
const MAX_LABELS = 9;

/**
 * True when text[from, to) is a domain: 2-9 dot-separated labels of letters, digits and
 * inner hyphens, 63 characters at most each, the last a TLD of 2-24 letters or an IDN
 * `xn--` label. That is, `^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.){1,8}
 * (?:[A-Za-z]{2,24}|xn--[A-Za-z0-9-]{1,59})$`, read without building the substring.
 */
export function isDomain(text: string, from: number, to: number): boolean {
  let labels = 0;
  let labelStart = from;
  for (let i = from; i <= to; i++) {
    if (i < to && text.charCodeAt(i) !== 46) continue;
    // a label is text[labelStart, i)
    const length = i - labelStart;
    if (length === 0 || ++labels > MAX_LABELS) return false;
    if (i === to) return labels >= 2 && isTld(text, labelStart, i);
    if (length > 63) return false;
    if (text.charCodeAt(labelStart) === 45 || text.charCodeAt(i - 1) === 45) return false;
    labelStart = i + 1;
  }
  return false;
}

function isTld(text: string, from: number, to: number): boolean {
  const length = to - from;
  const idn =
    length >= 5 &&
    text.charCodeAt(from) === 120 && // x
    text.charCodeAt(from + 1) === 110 && // n
    text.charCodeAt(from + 2) === 45 &&
    text.charCodeAt(from + 3) === 45;
  if (idn) return length <= 63; // the rest is letters, digits and "-": the caller read no other
  if (length < 2 || length > 24) return false;
  for (let i = from; i < to; i++) if (!isLetter(text.charCodeAt(i))) return false;
  return true;
}

/** True when the token ending at `start` (whitespace-delimited, 300 chars at most) has "://". */
function urlBefore(text: string, start: number): boolean {
  const floor = Math.max(0, start - 300);
  let from = start;
  while (from > floor) {
    const c = text.charCodeAt(from - 1);
    if (c === 32 || c === 10 || c === 9) break;
    from--;
  }
  for (let i = from; i + 3 <= start; i++) {
    if (text.charCodeAt(i) === 58 && text.charCodeAt(i + 1) === 47 && text.charCodeAt(i + 2) === 47)
      return true;
  }
  return false;
}

/**
 * A local part text[start, at): a letter or digit somewhere, no "..", not ending in ".".
 * (Its characters are all local-part characters: the caller read no other.)
 */
function localPartValid(text: string, start: number, at: number): boolean {
  if (start >= at || text.charCodeAt(at - 1) === 46) return false;
  let alnum = false;
  for (let i = start; i < at; i++) {
    const c = text.charCodeAt(i);
    if (isAlnum(c)) alnum = true;
    else if (c === 46 && text.charCodeAt(i + 1) === 46) return false;
  }
  return alnum;
}

/** Email around one "@": expands left over the local part and right over the domain. */
function emailAt(text: string, at: number): Match | null {
  let start = at;
  while (start > 0 && at - start < 64 && isLocalChar(text.charCodeAt(start - 1))) start--;
  if (start > 0 && isLocalChar(text.charCodeAt(start - 1))) return null; // local part > 64
  // a leading ".", "'" or "-" is punctuation before the address
  for (let c = text.charCodeAt(start); start < at && (c === 46 || c === 39 || c === 45); ) {
    c = text.charCodeAt(++start);
  }
  if (!localPartValid(text, start, at)) return null;
  let end = at + 1;
  while (end < text.length && end - at <= 253 && isDomainChar(text.charCodeAt(end))) end++;
  for (let c = text.charCodeAt(end - 1); end > at + 1 && (c === 46 || c === 45); ) {
    c = text.charCodeAt(--end - 1);
  }
  if (!isDomain(text, at + 1, end)) return null;
  // scp-style remotes ("git@github.com:org/repo") and URL userinfo are not addresses
  if (text.charCodeAt(end) === 58 && /\S/.test(text[end + 1] ?? " ")) return null;
  if (urlBefore(text, start)) return null;
  if (text.charCodeAt(start - 1) === 64) return null; // "@"
  return { type: "email", start, end, confidence: 0.99 };
}

export const emailDetector: Detector = {
  type: "email",
  triggers: ["@"],
  searchesTriggers: true,
  find(text, out, { deadline }) {
    let n = 0;
    for (let at = text.indexOf("@"); at >= 0; at = text.indexOf("@", at + 1)) {
      const m = emailAt(text, at);
      if (m) out.push(m);
      if ((++n & 63) === 0) deadline.check();
    }
  },
};

/** NANP with separators: (415) 555-2671, 415-555-2671, 415.555.2671, +1 415 555 2671. */
export const NANP =
  /(?:\+1[\s.-]?|\b1[\s.-])?(?:\(\s?[2-9]\d{2}\s?\)[\s.-]?|\b[2-9]\d{2}[\s.-])[2-9]\d{2}[\s.-]\d{4}(?!\d)/g;
/** International: +country code then 6-14 more digits with single separators. */
export const INTERNATIONAL = /\+[1-9](?:[\s.-]?\(?\d\)?){6,14}(?!\d)/g;
/** National numbers with a trunk 0: UK 020 7946 0958, 07700 900123, FR 01 23 45 67 89. */
export const NATIONAL =
  /\b0[1-9]\d{1,4}[\s-]\d{3,4}[\s-]?\d{3,4}(?!\d)|\b0[1-9](?:[\s.-]\d{2}){4}(?!\d)/g;
/** Bare ten digits (optionally with a leading 1): a phone only next to phone wording. */
export const BARE = /(?<!\d)1?[2-9]\d{2}[2-9]\d{6}(?!\d)/g;
const PHONE_WORDS =
  /\b(?:phone|tel|telephone|mobile|cell|cellphone|call|calls|called|text|txt|sms|fax|whatsapp|contact|reach|dial|ph)\b/i;

function digitCount(s: string, from = 0, to = s.length): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) n++;
  }
  return n;
}

/** "-" or "_": what joins a number to the letters of a longer identifier (INV-415-555-2671). */
function isJoiner(c: number): boolean {
  return c === 45 || c === 95;
}

/**
 * True when [start, end) is a part of a longer identifier: joined by "-" or "_" to a word
 * before it (`INV-415-555-2671`, `ORD_4155552671`) that is not phone wording (`tel-…`), or to
 * letters after it (`415-555-2671-B`).
 */
export function joinedToIdentifier(text: string, start: number, end: number): boolean {
  if (isJoiner(text.charCodeAt(start - 1)) && isLetter(text.charCodeAt(start - 2))) {
    let from = start - 2;
    while (from > 0 && start - from < 24 && isAlnum(text.charCodeAt(from - 1))) from--;
    if (!PHONE_WORDS.test(text.slice(from, start - 1))) return true;
  }
  return isJoiner(text.charCodeAt(end)) && isLetter(text.charCodeAt(end + 1));
}

/**
 * Labels of identifiers that are not phones, right before a number: a key (`order_id=`,
 * `"invoiceNo": "`, YAML `tracking_number: `) or prose (`order #`, `invoice no. `, `case ID `).
 * The word alone is not a label ("order (415) 555-2671 for pickup" gives a number to call):
 * it needs a key's `=`/`:`, a `#` or an id/no./number word.
 */
const IDENTIFIER_LABEL =
  /(?<![A-Za-z0-9])(?:order|invoice|inv|shipment|shipping|tracking|record|rec|ticket|case|ref|reference|transaction|txn|trx|confirmation|conf|booking|reservation|account|acct|serial|sku|po|purchase[\s_-]?order|claim|policy|item|part|batch|lot|parcel|package|awb|waybill|rma|request|req|job|build|receipt|payment|loan|contract)(?:[\s_.-]{0,3}(?:id|no\.?|num|number|nr|code|ref|#)["']?\s{0,3}[#:=]{0,2}|["']?\s{0,3}[#:=]{1,2})\s{0,3}["']?#?$/i;

/**
 * Nouns of identifiers that are never verbs, right before the number with only a space
 * ("Lot 442 564 8014 recalled", "waybill 212 555 0143"): a number they head is that
 * identifier. Words that are also verbs (order, book, contact) stay out: "order (415)
 * 555-2671" may mean "call to order".
 */
const IDENTIFIER_NOUN =
  /(?<![A-Za-z0-9])(?:lot|batch|serial|sku|invoice|inv|ticket|parcel|rma|awb|waybill|receipt|po|shipment|tracking|txn|transaction|confirmation|reservation|model|voucher|coupon|isbn)\s{1,3}$/i;

/**
 * Codes keyed in on a call, not numbers to call: "dial-in code 035 158 580#", "meeting ID:
 * 812 3456 7890", "passcode 4417 2209". The phone wording nearby ("dial") is about the call.
 */
const CODE_LABEL =
  /(?<![A-Za-z0-9])(?:(?:dial[\s-]?in|meeting|conference|access|participant|entry|security|webinar)[\s_-]{0,2}(?:code|id|pin)|passcode|pin)\s{0,3}(?:[:#=]\s{0,3})?$/i;

/** True when the words right before `start` (same line) name a non-phone identifier. */
export function identifierLabelBefore(text: string, start: number): boolean {
  const head = text.slice(Math.max(0, start - 40), start);
  const line = head.slice(head.lastIndexOf("\n") + 1);
  return IDENTIFIER_LABEL.test(line) || IDENTIFIER_NOUN.test(line) || CODE_LABEL.test(line);
}

function pushPhone(out: Match[], text: string, start: number, end: number, confidence: number) {
  if (!isStandaloneNumber(text, start, end)) return;
  if (joinedToIdentifier(text, start, end) || identifierLabelBefore(text, start)) return;
  const digits = digitCount(text, start, end);
  if (digits < 7 || digits > 15) return;
  out.push({ type: "phone", start, end, confidence });
}

/**
 * Where a NANP match starts once a leading "1" that ends a dotted or dashed number is left to
 * that number: in "10.0.0.1 (200) 555-0100" the "1" is the address's last octet, not a
 * country code.
 */
function nanpStart(text: string, start: number): number {
  if (text.charCodeAt(start) !== 49) return start; // "1"
  const before = text.charCodeAt(start - 1);
  const joined = before === 46 || before === 45 || before === 47; // . - /
  const digit = text.charCodeAt(start - 2);
  return joined && digit >= 48 && digit <= 57 ? start + 2 : start;
}

export const phoneDetector: Detector = {
  type: "phone",
  needsDigit: true,
  needsNumberRun: true,
  find(text, out, scan) {
    const runs = scan.numberRuns();
    const deadline = scan.deadline;
    // one pass over the runs: each pattern on the runs with digits enough for it, in this order
    // within a run (an equal span from NANP and international keeps NANP's confidence)
    for (let i = 0; i < runs.length; i++) {
      if (((i + 1) & 63) === 0) deadline.check();
      const run = runs[i] as NumberRun;
      if (nanpRun(run)) {
        for (const m of matchesInRun(NANP, run, [], deadline)) {
          pushPhone(out, text, nanpStart(text, m.index), m.index + m[0].length, 0.95);
        }
      }
      if (internationalRun(run)) {
        for (const m of matchesInRun(INTERNATIONAL, run, [], deadline)) {
          if (digitCount(m[0]) >= 8) pushPhone(out, text, m.index, m.index + m[0].length, 0.9);
        }
      }
      if (nationalRun(run)) {
        for (const m of matchesInRun(NATIONAL, run, [], deadline)) {
          pushPhone(out, text, m.index, m.index + m[0].length, 0.75);
        }
      }
      if (tenInARow(run)) {
        for (const m of matchesInRun(BARE, run, [], deadline)) {
          const end = m.index + m[0].length;
          if (hasContext(text, m.index, end, PHONE_WORDS, 40, 25)) {
            pushPhone(out, text, m.index, end, 0.85);
          }
        }
      }
    }
  },
};
