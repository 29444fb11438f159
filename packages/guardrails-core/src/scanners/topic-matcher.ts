import type { Deadline } from "../deadline";
import type { FoldedText } from "../text/normalize";
import { AMOUNT_TERM, AMOUNT_WORD, amountEnd } from "./topic-amounts";

/**
 * A lexicon term as written: words separated by spaces, all lower case. A word ending in `*` is
 * a stem (`antibiotic*` matches antibiotics); a lone `*` stands for up to three words
 * (`how much * should i take`); `{amount}` stands for a sum of money (`$5,000`, `€1.200,50`,
 * `20k`: see topic-amounts.ts). Punctuation inside a term splits words the way it splits the
 * text, so `401(k)` is the two words `401 k`.
 */
export interface WeightedTerm {
  term: string;
  weight: number;
  /** Which list the term belongs to (a topic name); hits carry it back. */
  group: string;
}

/** A term occurrence: the term as written, its weight, and original-text offsets. */
export interface TermHit {
  keyword: string;
  weight: number;
  group: string;
  start: number;
  end: number;
}

interface Word {
  text: string;
  stem: boolean;
  /** The term's `{amount}`: matches a sum of money, whatever its digits. */
  amount: boolean;
}

interface Pattern {
  keyword: string;
  weight: number;
  group: string;
  words: Word[];
}

/** Terms indexed by their first word, so a text is matched in one pass over its words. */
export interface TermIndex {
  exact: Map<string, Pattern[]>;
  stems: Map<string, Pattern[]>;
  /** Terms that start with `{amount}`: a sum of money has no fixed text to look them up by. */
  amounts: Pattern[];
  minStem: number;
  maxStem: number;
  /** Whole words of the terms long enough to correct a slip towards (see {@link correct}). */
  vocabulary: Set<string>;
  /** A vocabulary word with one letter dropped or two neighbours swapped, to that word. */
  slips: Map<string, string>;
}

/** Words shorter than this are never corrected: one slip turns them into other real words. */
const MIN_CORRECTED = 6;

/** How many words a lone `*` may stand for. */
const MAX_GAP = 3;

function isWordCode(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95;
}

const UNICODE_WORD = /[\p{L}\p{N}\p{M}_]/u;

function isWordChar(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c < 128 ? isWordCode(c) : UNICODE_WORD.test(text[i] as string);
}

/** Characters a phrase may run across: spaces, hyphens, apostrophes, slashes, brackets, `&`. */
function joins(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    // space, & ' ( ) - / and the right single quote
    if (
      c !== 32 &&
      c !== 38 &&
      c !== 39 &&
      c !== 40 &&
      c !== 41 &&
      c !== 45 &&
      c !== 47 &&
      c !== 0x2019
    ) {
      return false;
    }
  }
  return true;
}

function add(map: Map<string, Pattern[]>, key: string, pattern: Pattern): void {
  const list = map.get(key);
  if (list) list.push(pattern);
  else map.set(key, [pattern]);
}

/** Splits each term into words and indexes it by its first word; done once per config. */
export function indexTerms(terms: readonly WeightedTerm[]): TermIndex {
  const index: TermIndex = {
    exact: new Map(),
    stems: new Map(),
    amounts: [],
    minStem: 99,
    maxStem: 0,
    vocabulary: new Set(),
    slips: new Map(),
  };
  for (const { term, weight, group } of terms) {
    const words = term
      .toLowerCase()
      .replaceAll(AMOUNT_TERM, AMOUNT_WORD)
      .split(/[^\p{L}\p{N}\p{M}_*]+/u)
      .filter((w) => w.length > 0)
      .map((w) =>
        w === "*"
          ? { text: "*", stem: false, amount: false }
          : w === AMOUNT_WORD
            ? { text: w, stem: false, amount: true }
            : { text: w.replace(/\*$/, ""), stem: w.endsWith("*"), amount: false },
      );
    const first = words[0];
    if (!first || first.text === "*") continue;
    const pattern = { keyword: term, weight, group, words };
    for (const w of words) {
      if (!w.stem && !w.amount && w.text.length >= MIN_CORRECTED) index.vocabulary.add(w.text);
    }
    if (first.amount) {
      index.amounts.push(pattern);
    } else if (first.stem) {
      add(index.stems, first.text, pattern);
      index.minStem = Math.min(index.minStem, first.text.length);
      index.maxStem = Math.max(index.maxStem, first.text.length);
    } else {
      add(index.exact, first.text, pattern);
    }
  }
  // slips inside a word only: dropping its first or last letter gives other real words
  // ("right" from "rights", "state" from "estate")
  for (const word of index.vocabulary) {
    for (let i = 0; i + 1 < word.length; i++) {
      if (i > 0) index.slips.set(word.slice(0, i) + word.slice(i + 1), word);
      index.slips.set(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2), word);
    }
  }
  for (const word of index.vocabulary) index.slips.delete(word);
  return index;
}

/**
 * The vocabulary word one keyboard slip away from `word` (a letter dropped, doubled or added, or
 * two neighbours swapped; a letter only away from the word's ends), else `word`. Substitutions are not corrected: they turn too many
 * words into other real words ("leaves" and "leases").
 */
function correct(word: string, index: TermIndex): string {
  const slip = index.slips.get(word);
  if (slip) return slip;
  if (word.length <= MIN_CORRECTED) return word;
  for (let i = 1; i < word.length - 1; i++) {
    const dropped = word.slice(0, i) + word.slice(i + 1);
    if (index.vocabulary.has(dropped)) return dropped;
  }
  return word;
}

function startsTerm(word: string, index: TermIndex): boolean {
  if (index.exact.has(word)) return true;
  for (let n = index.minStem; n <= Math.min(index.maxStem, word.length); n++) {
    if (index.stems.has(word.slice(0, n))) return true;
  }
  return false;
}

interface TextWord {
  text: string;
  start: number;
  end: number;
  /** Whether only phrase-joining characters separate this word from the previous one. */
  joined: boolean;
  /** A sum of money (`$5,000`, `20k`), read as one word; its text is as written. */
  amount: boolean;
}

function wordsOf(text: string): TextWord[] {
  const out: TextWord[] = [];
  let i = 0;
  let previousEnd = 0;
  while (i < text.length) {
    // a sum of money is one word, its currency symbol included: "$" and "," would split it
    const amount = amountEnd(text, i);
    if (amount < 0 && !isWordChar(text, i)) {
      i++;
      continue;
    }
    const start = i;
    if (amount >= 0) i = amount;
    else while (i < text.length && isWordChar(text, i)) i++;
    out.push({
      text: text.slice(start, i),
      start,
      end: i,
      joined: out.length > 0 && joins(text, previousEnd, start),
      amount: amount >= 0,
    });
    previousEnd = i;
  }
  return out;
}

function wordMatches(word: Word, t: TextWord): boolean {
  if (word.amount) return t.amount;
  return word.stem ? t.text.startsWith(word.text) : t.text === word.text;
}

/** The index of the text word after the match of `words[k..]` starting at text word `at`, or -1. */
function matchRest(
  words: readonly Word[],
  k: number,
  text: readonly TextWord[],
  at: number,
): number {
  if (k === words.length) return at;
  const word = words[k] as Word;
  if (word.text === "*") {
    for (let skip = 0; skip <= MAX_GAP; skip++) {
      const end = matchRest(words, k + 1, text, at + skip);
      if (end >= 0) return end;
      const next = text[at + skip];
      if (!next?.joined) return -1;
    }
    return -1;
  }
  const t = text[at];
  if (!t?.joined || !wordMatches(word, t)) return -1;
  return matchRest(words, k + 1, text, at + 1);
}

/**
 * Every occurrence of the indexed terms in folded text, mapped back to original offsets. One pass
 * over the text's words: each word looks up the terms that start with it (whole word, or a stem
 * prefix of it) and checks the rest of their words in place.
 */
export function findTermHits(folded: FoldedText, index: TermIndex, deadline: Deadline): TermHit[] {
  const hits: TermHit[] = [];
  const text = wordsOf(folded.text);
  for (const w of text) {
    if (!w.amount && w.text.length >= MIN_CORRECTED - 1 && !startsTerm(w.text, index)) {
      w.text = correct(w.text, index);
    }
  }
  for (let i = 0; i < text.length; i++) {
    const w = text[i] as TextWord;
    const exact = index.exact.get(w.text);
    if (exact) matchAt(exact, text, i, folded, hits);
    if (w.amount && index.amounts.length > 0) matchAt(index.amounts, text, i, folded, hits);
    for (let n = index.minStem; n <= Math.min(index.maxStem, w.text.length); n++) {
      const stemmed = index.stems.get(w.text.slice(0, n));
      if (stemmed) matchAt(stemmed, text, i, folded, hits);
    }
    if ((i & 255) === 255) deadline.check();
  }
  deadline.check();
  return hits;
}

/** Adds a hit for each of `patterns` whose words match the text from word `i` on. */
function matchAt(
  patterns: readonly Pattern[],
  text: readonly TextWord[],
  i: number,
  folded: FoldedText,
  hits: TermHit[],
): void {
  const w = text[i] as TextWord;
  for (const p of patterns) {
    const end = matchRest(p.words, 1, text, i + 1);
    if (end < 0) continue;
    const last = text[end - 1] as TextWord;
    hits.push({
      keyword: p.keyword,
      weight: p.weight,
      group: p.group,
      start: folded.starts[w.start] as number,
      end: folded.ends[last.end - 1] as number,
    });
  }
}
