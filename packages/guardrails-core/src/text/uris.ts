import type { WorkBudget } from "../safe-regex/safe-regex";
import { isAlnum, isLetter, isWordChar } from "./chars";

/** A URI found around one "://": `[index, index + length)` is `(jdbc:)scheme://rest`. */
export interface UriMatch {
  index: number;
  length: number;
  scheme: string;
  rest: string;
}

const MAX_SCHEME = 31;
const REST = /[^\s"'<>`]{1,1024}/y;

function isSchemeChar(c: number): boolean {
  return isAlnum(c) || c === 43 || c === 46 || c === 45;
}

/** True when "jdbc:" (any case) ends at `end` and starts at a word boundary. */
function jdbcBefore(text: string, end: number): boolean {
  const start = end - 5;
  if (start < 0 || text.slice(start, end).toLowerCase() !== "jdbc:") return false;
  return start === 0 || !isWordChar(text.charCodeAt(start - 1));
}

/**
 * The matches of `/\b(?:jdbc:)?([a-z][a-z0-9+.-]{1,30}):\/\/([^\s"'<>`]{1,1024})/gi`, in
 * order, found from each "://" instead: that pattern tries every word start of the text,
 * while "://" is rare. Each match's scheme is the leftmost one the pattern would take, and the
 * search goes on after the match, as the pattern's would.
 */
export function findUris(text: string, budget: WorkBudget, fn: (m: UriMatch) => void): void {
  let floor = 0;
  let n = 0;
  for (let sep = text.indexOf("://"); sep >= 0; sep = text.indexOf("://", sep + 1)) {
    if ((++n & 63) === 0) budget.check();
    if (sep - 2 < floor) continue;
    let runStart = sep;
    while (
      runStart > floor &&
      sep - runStart < MAX_SCHEME &&
      isSchemeChar(text.charCodeAt(runStart - 1))
    )
      runStart--;
    let start = -1;
    for (let p = runStart; p <= sep - 2; p++) {
      if (isLetter(text.charCodeAt(p)) && (p === 0 || !isWordChar(text.charCodeAt(p - 1)))) {
        start = p;
        break;
      }
    }
    if (start < 0) continue;
    REST.lastIndex = sep + 3;
    const rest = REST.exec(text)?.[0];
    if (rest === undefined) continue;
    const index = start - 5 >= floor && jdbcBefore(text, start) ? start - 5 : start;
    const end = sep + 3 + rest.length;
    fn({ index, length: end - index, scheme: text.slice(start, sep), rest });
    floor = end;
    sep = end - 1;
  }
}
