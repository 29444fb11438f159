import { isSpace } from "../safe-regex/char-classes";
import type { WorkBudget } from "../safe-regex/safe-regex";
import { afterMatch, type MatchCursor } from "../text/keyword-pattern";

/**
 * Finds `name <op> value` around a keyword hit: env (`DB_PASSWORD=x`), YAML (`password: x`),
 * JSON (`"password": "x"`, also JSON-escaped), code (`apiKey := "x"`) and prose
 * (`my password is x`). Bounded scanning from the hit; no regex over the whole text.
 */
export interface Assignment {
  name: string;
  nameStart: number;
  nameEnd: number;
  value: string;
  valueStart: number;
  valueEnd: number;
  quoted: boolean;
  /** "=" for =, :=, =>; ":" for colons; "is" for prose. */
  operator: "=" | ":" | "is";
}

/** Longest name read around a keyword hit: a longer run of name characters is cut. */
export const MAX_NAME = 64;
const MAX_VALUE = 512;

export function isNameChar(c: number): boolean {
  return (
    (c >= 48 && c <= 57) ||
    (c >= 65 && c <= 90) ||
    (c >= 97 && c <= 122) ||
    c === 95 ||
    c === 45 ||
    c === 46
  );
}

function skipBlanks(text: string, p: number, max = 4): number {
  let n = 0;
  while (n < max && (text[p] === " " || text[p] === "\t")) {
    p++;
    n++;
  }
  return p;
}

function readQuote(text: string, p: number): string | null {
  const c = text[p];
  if (c === '"' || c === "'" || c === "`") return c;
  if (c === "\\" && (text[p + 1] === '"' || text[p + 1] === "'")) return `\\${text[p + 1]}`;
  return null;
}

function readOperator(text: string, p: number): [Assignment["operator"], number] | null {
  const c = text[p];
  if (c === "=") {
    if (text[p + 1] === "=") return null;
    return ["=", text[p + 1] === ">" ? p + 2 : p + 1];
  }
  if (c === ":") {
    if (text[p + 1] === "=") return ["=", p + 2];
    if (text[p + 1] === "/" && text[p + 2] === "/") return null;
    return [":", p + 1];
  }
  const end = proseOperatorEnd(text, p);
  return end >= 0 ? ["is", end] : null;
}

/** Lower case of an ASCII letter code, anything else changed but never into a letter it was not. */
const lower = (c: number): number => c | 0x20;

/**
 * Where the space after "is", "was" or "are" (case ignored) at `p` is, or -1: what
 * `/^(?:is|was|are)\s/i` finds there, read by character codes since every keyword hit of
 * every assignment rule asks.
 */
function proseOperatorEnd(text: string, p: number): number {
  const a = lower(text.charCodeAt(p));
  const b = lower(text.charCodeAt(p + 1));
  if (a === 105 && b === 115) return isSpace(text.charCodeAt(p + 2)) ? p + 2 : -1; // is
  const c = lower(text.charCodeAt(p + 2));
  const three = (a === 119 && b === 97 && c === 115) || (a === 97 && b === 114 && c === 101); // was, are
  return three && isSpace(text.charCodeAt(p + 3)) ? p + 3 : -1;
}

/** Past up to two `*` after a markdown-emphasised key: `**password**: x`, `**Password:** x`. */
function skipEmphasis(text: string, p: number): number {
  if (text[p] !== "*") return p;
  return text[p + 1] === "*" ? p + 2 : p + 1;
}

const UNQUOTED_VALUE = /[^\s"'`,;<>)}\]]{0,512}/y;

/** The assignment whose name contains the hit [hitStart, hitEnd), or null. */
export function assignmentAt(text: string, hitStart: number, hitEnd: number): Assignment | null {
  let nameStart = hitStart;
  while (
    nameStart > 0 &&
    hitEnd - nameStart < MAX_NAME &&
    isNameChar(text.charCodeAt(nameStart - 1))
  ) {
    nameStart--;
  }
  let nameEnd = hitEnd;
  while (
    nameEnd < text.length &&
    nameEnd - nameStart < MAX_NAME &&
    isNameChar(text.charCodeAt(nameEnd))
  ) {
    nameEnd++;
  }
  let p = skipEmphasis(text, nameEnd);
  const keyQuote = readQuote(text, p);
  if (keyQuote) p += keyQuote.length;
  p = skipBlanks(text, p);
  const op = readOperator(text, p);
  if (!op) return null;
  p = skipBlanks(text, skipEmphasis(text, op[1]));
  const quote = readQuote(text, p);
  let valueStart = p;
  let valueEnd: number;
  if (quote) {
    valueStart = p + quote.length;
    const close = text.slice(valueStart, valueStart + MAX_VALUE + quote.length).indexOf(quote);
    if (close < 0) return null;
    valueEnd = valueStart + close;
    if (text.slice(valueStart, valueEnd).includes("\n")) return null;
  } else {
    UNQUOTED_VALUE.lastIndex = valueStart;
    const run = UNQUOTED_VALUE.exec(text)?.[0] ?? "";
    // a name right after "://" is URL userinfo (https://user:pass@host/): the value ends at
    // the first URL delimiter; elsewhere at the next query-string parameter
    const inUserinfo = text.slice(Math.max(0, nameStart - 3), nameStart) === "://";
    const param = run.search(inUserinfo ? /[@/?#]/ : /&[A-Za-z_][\w.-]*=/);
    valueEnd = valueStart + (param < 0 ? run.length : param);
    while (valueEnd > valueStart && ".,;:".includes(text[valueEnd - 1] as string)) valueEnd--;
  }
  if (valueEnd <= valueStart) return null;
  return {
    name: text.slice(nameStart, nameEnd),
    nameStart,
    nameEnd,
    value: text.slice(valueStart, valueEnd),
    valueStart,
    valueEnd,
    quoted: quote !== null,
    operator: op[0],
  };
}

/**
 * Assignments whose name contains a keyword match (`keywords` gives them in order, as a global
 * search would); each name once, and the search resumes past each assignment's value.
 */
export function findAssignments(
  text: string,
  keywords: MatchCursor,
  budget: WorkBudget,
): Assignment[] {
  const found: Assignment[] = [];
  let lastNameEnd = -1;
  let hits = 0;
  let from = 0;
  for (let m = keywords.next(0); m !== null; m = keywords.next(from)) {
    if ((++hits & 63) === 0) budget.check();
    from = afterMatch(m);
    if (m.index < lastNameEnd) continue;
    const a = assignmentAt(text, m.index, m.index + m[0].length);
    if (a) {
      found.push(a);
      lastNameEnd = a.nameEnd;
      from = Math.max(from, a.valueEnd);
    }
  }
  return found;
}
