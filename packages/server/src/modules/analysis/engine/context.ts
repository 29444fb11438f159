import { type DateFact, extractDates } from "./facts";
import { hasNecessityModal } from "./necessity";
import { extractQuantities, type Quantity } from "./numbers";
import { type Postings, postingsOf } from "./postings";
import {
  bigrams,
  contentStem,
  normalize,
  splitNormalized,
  stemsOfWords,
  wordsAndRaw,
} from "./text";
import { RULE_THRESHOLDS } from "./thresholds";
import type { ContextInput } from "./types";
import { withEveryDay } from "./weekdays";

/**
 * The context as support is computed against it: sentences with their stems, bigrams and
 * hard facts; windows of one or two adjacent sentences of one chunk; IDF over the sentences.
 */
export interface ContextSentence {
  chunkIndex: number;
  text: string;
  /** words(text), kept for contradiction checks. */
  tokens: string[];
  /** rawWords(text): names are looked up as written. */
  rawTokens: string[];
  stems: string[];
  stemSet: Set<string>;
  bigramSet: Set<string>;
  quantities: Quantity[];
  dates: DateFact[];
  /** Its place in its chunk: 0 for the first sentence. */
  position: number;
}

export interface Window {
  chunkIndex: number;
  chunkId: string;
  /** Position when all windows are sorted by text, then chunk id: the tie-break of rankings. */
  order: number;
  sentences: ContextSentence[];
  text: string;
}

export interface ContextModel {
  chunks: { id: string; text: string; sentences: ContextSentence[] }[];
  sentences: ContextSentence[];
  windows: Window[];
  idf: Map<string, number>;
  /** Stem → indices of the windows that contain it; bigram → the same. */
  postings: Postings;
  bigramPostings: Postings;
  /** IDF of a stem no sentence contains: the rarest possible. */
  unseenIdf: number;
  /** Lower-case normalised text of all chunks, for URL, email, id and quote look-ups. */
  lowerText: string;
  wordSet: Set<string>;
  /** The sentences, each text once (its first occurrence): for look-ups that ask "anywhere?". */
  distinct: ContextSentence[];
  /** familyStem's answers, kept per context: claims of one answer share their words. */
  family: Map<string, string>;
}

/**
 * Sentences and windows are made by constructors, not object literals, as are their window
 * arrays (by `slice`): V8 pretenures an object literal whose objects are alive at most
 * young-generation collections, which a context's sentences and windows are (they live as long
 * as the analysis). Pretenured, they died in the old generation and kept their young token
 * arrays and stem sets alive through every scavenge until a full collection: ≈ 1 MB copied and
 * promoted per scavenge, a 2-3 ms longer pause (memo.ts).
 */
class Sentence implements ContextSentence {
  constructor(
    public chunkIndex: number,
    public text: string,
    public tokens: string[],
    public rawTokens: string[],
    public stems: string[],
    public stemSet: Set<string>,
    public bigramSet: Set<string>,
    public quantities: Quantity[],
    public dates: DateFact[],
    public position: number,
  ) {}
}

class ContextWindow implements Window {
  order = 0;
  text: string;
  constructor(
    public chunkIndex: number,
    public chunkId: string,
    public sentences: ContextSentence[],
  ) {
    // One sentence or two: its own text, or the two joined, without an array to join.
    this.text =
      sentences.length === 1 ? sentences[0]!.text : `${sentences[0]!.text} ${sentences[1]!.text}`;
  }
}

function sentenceOf(chunkIndex: number, text: string, position: number): ContextSentence {
  const { words: tokens, raw } = wordsAndRaw(text);
  const stems = stemsOfWords(tokens);
  const dates = extractDates(text);
  return new Sentence(
    chunkIndex,
    text,
    tokens,
    raw,
    stems,
    stemSetWithNecessity(stems, tokens),
    new Set(bigrams(stems)),
    extractQuantities(
      text,
      dates.map((d) => [d.start, d.end]),
    ),
    withEveryDay(text, dates),
    position,
  );
}

const REQUIRED_STEM = contentStem("required");

/**
 * A sentence's stems, with "required" where it says so with a modal ("Applicants must submit
 * two references" supports "Two references are required"; necessity.ts reads the negation).
 */
function stemSetWithNecessity(stems: string[], tokens: string[]): Set<string> {
  const set = new Set(stems);
  if (REQUIRED_STEM && hasNecessityModal(tokens)) set.add(REQUIRED_STEM);
  return set;
}

/** Whether a window holds a stem: one of its sentences does (no union set is kept). */
export function windowHas(window: Window, stem: string): boolean {
  for (const s of window.sentences) if (s.stemSet.has(stem)) return true;
  return false;
}

export function windowHasBigram(window: Window, bigram: string): boolean {
  for (const s of window.sentences) if (s.bigramSet.has(bigram)) return true;
  return false;
}

function byText(a: Window, b: Window): number {
  if (a.text !== b.text) return a.text < b.text ? -1 : 1;
  return a.chunkId < b.chunkId ? -1 : a.chunkId > b.chunkId ? 1 : 0;
}

/**
 * sentenceOf, read once per distinct text of one context: retrieved chunks overlap, and a
 * sentence repeated in another chunk gets the same words and its own copies of the facts.
 */
function sentenceReader(): {
  read: Map<string, ContextSentence>;
  sentenceIn: (chunkIndex: number, text: string, position: number) => ContextSentence;
} {
  const read = new Map<string, ContextSentence>();
  const sentenceIn = (chunkIndex: number, text: string, position: number): ContextSentence => {
    const seen = read.get(text);
    if (!seen) {
      const s = sentenceOf(chunkIndex, text, position);
      read.set(text, s);
      return s;
    }
    return new Sentence(
      chunkIndex,
      seen.text,
      seen.tokens,
      seen.rawTokens,
      seen.stems,
      seen.stemSet,
      seen.bigramSet,
      seen.quantities.map((q) => ({ ...q })),
      seen.dates.map((d) => ({ ...d })),
      position,
    );
  };
  return { read, sentenceIn };
}

export function buildContext(contexts: ContextInput[]): ContextModel {
  const { read, sentenceIn } = sentenceReader();
  const chunks = contexts.map((c, i) => {
    const text = normalize(c.text);
    return {
      id: c.id ?? String(i + 1),
      text,
      sentences: splitNormalized(text).map((s, j) => sentenceIn(i, s, j)),
    };
  });
  const sentences = chunks.flatMap((c) => c.sentences);
  const windows: Window[] = [];
  for (const [i, chunk] of chunks.entries()) {
    const all = chunk.sentences;
    for (let j = 0; j < all.length; j++) {
      windows.push(new ContextWindow(i, chunk.id, all.slice(j, j + 1)));
      if (j + 1 < all.length) windows.push(new ContextWindow(i, chunk.id, all.slice(j, j + 2)));
    }
  }
  const postings = postingsOf(windows, (s) => s.stemSet);
  const bigramPostings = postingsOf(windows, (s) => s.bigramSet);
  [...windows].sort(byText).forEach((w, i) => {
    w.order = i;
  });
  const df = new Map<string, number>();
  for (const s of sentences) for (const t of s.stemSet) df.set(t, (df.get(t) ?? 0) + 1);
  const n = sentences.length;
  // Smoothed IDF, always positive: a stem in every sentence still counts a little.
  const idfOf = (d: number) => Math.log(1 + (n + 1) / (d + 0.5));
  const idf = new Map<string, number>();
  for (const [t, d] of df) idf.set(t, idfOf(d));
  const lowerText = chunks.map((c) => c.text.toLowerCase()).join("\n");
  const distinct = [...read.values()];
  // A repeated sentence adds no word: the set is made from each text once.
  const wordSet = new Set<string>();
  for (const s of distinct) for (const w of s.rawTokens) wordSet.add(w);
  return {
    chunks,
    sentences,
    windows,
    idf,
    postings,
    bigramPostings,
    unseenIdf: idfOf(1) * RULE_THRESHOLDS.unseenWordWeight,
    lowerText,
    wordSet,
    distinct,
    family: new Map(),
  };
}
