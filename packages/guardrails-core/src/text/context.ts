import { isSpace } from "../safe-regex/char-classes";
import type { WorkBudget } from "../safe-regex/safe-regex";
import { isAlnum, isDigit } from "./chars";

/**
 * Context-window helpers. Detectors for values that are only sensitive in context (a nine-digit
 * SSN, a bare ten-digit phone, an NPI) look for wording a short distance around the value.
 */

/**
 * Clause and field boundaries: ";", "!", "?", a line break, the end of a sentence, or the gap
 * between two JSON/YAML/key=value fields (`", "`, `',\n`, `,\n`).
 */
const CLAUSE_BREAK = /[;!?\n]|\.\s+(?=[A-Z])|["'],\s*|,\s*\n/g;
const TAIL_BREAK = /[;!?\n]|\.\s|["'],|,\s*\n|[\s,{]["'][\w.-]+["']\s*:|[\s,{][\w.-]+=/;
/** The value's own key right before it: `"phone": "`, `'tel': `, `mobile=`, YAML `cell: `. */
const OWN_KEY =
  /(?:["']([\w.-]+)["']\s*:\s*["']?|(?:^|[\s,{(])([\w.-]+)=["']?|^\s*([\w.-]+):\s*["']?)$/;

/** "phoneNumber", "mobile_phone" → "phone Number", "mobile phone" so word boundaries work. */
function keyWords(key: string): string {
  if (!KEY_JOINS.test(key)) return key; // "ssn", "phone": nothing to split
  return key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[_.-]+/g, " ");
}

const KEY_JOINS = /[A-Z_.-]/;

/**
 * True when `clause` can end with a key of its own (see OWN_KEY): after an optional quote,
 * and blanks, its last character is ":" or "=". Checked first, as most clauses are prose.
 */
function mayEndWithKey(clause: string): boolean {
  let i = clause.length - 1;
  let c = clause.charCodeAt(i);
  if (c === 34 || c === 39) c = clause.charCodeAt(--i); // " '
  if (c === 61) return true; // "="
  while (i >= 0 && isSpace(c)) c = clause.charCodeAt(--i);
  return c === 58; // ":"
}

/**
 * True when `pattern` matches within `before` chars ahead of `start` or `after` chars past
 * `end`, inside the same clause: context does not carry across ";", "!", "?", a line break,
 * the end of a sentence or a field boundary. A value written under its own key (`"npi": "…"`,
 * `order_id=…`, YAML `mobile: …`) takes its context from that key alone.
 */
export function hasContext(
  text: string,
  start: number,
  end: number,
  pattern: RegExp,
  before = 40,
  after = 0,
): boolean {
  const head = text.slice(Math.max(0, start - before), start);
  let clauseStart = 0;
  CLAUSE_BREAK.lastIndex = 0;
  for (let m = CLAUSE_BREAK.exec(head); m !== null; m = CLAUSE_BREAK.exec(head)) {
    clauseStart = m.index + m[0].length;
  }
  const clause = head.slice(clauseStart);
  const key = mayEndWithKey(clause) ? OWN_KEY.exec(clause) : null;
  if (key) return pattern.test(keyWords(key[1] ?? key[2] ?? key[3] ?? ""));
  if (pattern.test(clause)) return true;
  if (after <= 0) return false;
  const tail = text.slice(end, end + after);
  const cut = tail.search(TAIL_BREAK);
  return pattern.test(cut < 0 ? tail : tail.slice(0, cut));
}

/** "-", ".", " " or "/": the separators of digit groups (0: none). */
function groupSeparator(c: number): number {
  return c === 45 || c === 46 || c === 32 || c === 47 ? c : 0;
}

/** The separator joining a digit group that ends right before `i`, or 0. */
function separatorBefore(text: string, i: number): number {
  const c = groupSeparator(text.charCodeAt(i - 1));
  return c !== 0 && isDigit(text.charCodeAt(i - 2)) ? c : 0;
}

/** The separator joining a digit group that starts right after `i`, or 0. */
function separatorAfter(text: string, i: number): number {
  const c = groupSeparator(text.charCodeAt(i));
  return c !== 0 && isDigit(text.charCodeAt(i + 1)) ? c : 0;
}

/**
 * True when [start, end) is a number standing on its own: not touching a letter or digit, and
 * not one group of a longer grouped number such as "9400 1000 0000 0000". A neighbouring
 * digit group counts as a continuation when it is joined by the same separator the number uses
 * at that end ("123 45 6789 0123"), or, for an ungrouped number, by "-", "." or "/".
 * `allowTrailingGroup` accepts a following space-separated group (a card and its expiry).
 */
export function isStandaloneNumber(
  text: string,
  start: number,
  end: number,
  allowTrailingGroup = false,
): boolean {
  if (isAlnum(text.charCodeAt(start - 1)) || isAlnum(text.charCodeAt(end))) return false;
  let first = 0;
  let last = 0;
  for (let i = start; i < end; i++) {
    const c = groupSeparator(text.charCodeAt(i));
    if (c === 0) continue;
    if (first === 0) first = c;
    last = c;
  }
  const open = text.charCodeAt(start);
  const opens = open === 40 || open === 43; // "(415)" or "+1" starts a number
  if (!opens && continues(separatorBefore(text, start), first)) return false;
  const after = separatorAfter(text, end);
  if (allowTrailingGroup && after === 32) return true;
  return !continues(after, last);
}

/**
 * A neighbouring group continues the number when joined by the separator the number uses (0:
 * none), or by any but a space when the number has none.
 */
function continues(sep: number, own: number): boolean {
  return sep !== 0 && (own === 0 ? sep !== 32 : sep === own);
}

/**
 * Runs `re` (global) over `text`, calling `fn` for each match; resets lastIndex first and
 * checks the budget every 64 matches, so per-match work cannot outlive the deadline.
 */
export function eachMatch(
  re: RegExp,
  text: string,
  budget: WorkBudget,
  fn: (m: RegExpExecArray) => void,
): void {
  re.lastIndex = 0;
  let n = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (m[0].length === 0) re.lastIndex++;
    fn(m);
    if ((++n & 63) === 0) budget.check();
  }
}

/** Start offset of the last capture group when the pattern ends with that group. */
export function tailGroupStart(m: RegExpExecArray, group: string): number {
  return m.index + m[0].length - group.length;
}
