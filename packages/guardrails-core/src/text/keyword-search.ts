import type { Deadline } from "../deadline";
import { type FoldedText, foldKeyword } from "./normalize";

/** A keyword folded once, with whether its ends need word boundaries. */
export interface PreparedKeyword {
  keyword: string;
  folded: string;
  boundaryStart: boolean;
  boundaryEnd: boolean;
}

/** A keyword occurrence in original-text offsets. */
export interface KeywordHit {
  keyword: string;
  start: number;
  end: number;
}

const UNICODE_WORD = /[\p{L}\p{N}\p{M}_]/u;

function isWord(ch: string | undefined): boolean {
  if (ch === undefined) return false;
  const c = ch.charCodeAt(0);
  if (c < 128) {
    return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
  }
  return UNICODE_WORD.test(ch);
}

/** Folds keywords the way the text will be folded; empty results are dropped. */
export function prepareKeywords(keywords: readonly string[], caseFold: boolean): PreparedKeyword[] {
  const out: PreparedKeyword[] = [];
  for (const keyword of keywords) {
    const folded = foldKeyword(keyword, caseFold);
    if (!folded) continue;
    out.push({
      keyword,
      folded,
      boundaryStart: isWord(folded[0]),
      boundaryEnd: isWord(folded[folded.length - 1]),
    });
  }
  return out;
}

/**
 * Whole-word occurrences of each keyword in folded text, mapped back to original offsets.
 * One indexOf scan per keyword: linear in the text for each keyword, deadline checked between.
 */
export function findKeywordHits(
  folded: FoldedText,
  keywords: readonly PreparedKeyword[],
  deadline: Deadline,
): KeywordHit[] {
  const hits: KeywordHit[] = [];
  const text = folded.text;
  for (const k of keywords) {
    for (let i = text.indexOf(k.folded); i >= 0; i = text.indexOf(k.folded, i + 1)) {
      const j = i + k.folded.length;
      if (k.boundaryStart && isWord(text[i - 1])) continue;
      if (k.boundaryEnd && isWord(text[j])) continue;
      hits.push({
        keyword: k.keyword,
        start: folded.starts[i] as number,
        end: folded.ends[j - 1] as number,
      });
    }
    deadline.check();
  }
  return hits;
}
