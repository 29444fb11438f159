import { type DateFact, extractDates } from "./facts";
import { extractQuantities, type Quantity } from "./numbers";
import { bigrams, contentStems, normalize, splitSentences, words } from "./text";
import { RULE_THRESHOLDS } from "./thresholds";
import type { ContextInput } from "./types";

/**
 * The context as support is computed against it: sentences with their stems, bigrams and
 * hard facts; windows of one or two adjacent sentences of one chunk; IDF over the sentences.
 */
export interface ContextSentence {
  chunkIndex: number;
  text: string;
  stems: string[];
  stemSet: Set<string>;
  bigramSet: Set<string>;
  quantities: Quantity[];
  dates: DateFact[];
}

export interface Window {
  chunkIndex: number;
  chunkId: string;
  sentences: ContextSentence[];
  text: string;
  stemSet: Set<string>;
  bigramSet: Set<string>;
}

export interface ContextModel {
  chunks: { id: string; text: string; sentences: ContextSentence[] }[];
  sentences: ContextSentence[];
  windows: Window[];
  idf: Map<string, number>;
  /** IDF of a stem no sentence contains: the rarest possible. */
  unseenIdf: number;
  /** Lower-case normalised text of all chunks, for URL, email, id and quote look-ups. */
  lowerText: string;
  wordSet: Set<string>;
}

function sentenceOf(chunkIndex: number, text: string): ContextSentence {
  const stems = contentStems(text);
  return {
    chunkIndex,
    text,
    stems,
    stemSet: new Set(stems),
    bigramSet: new Set(bigrams(stems)),
    quantities: extractQuantities(
      text,
      extractDates(text).map((d) => [d.start, d.end]),
    ),
    dates: extractDates(text),
  };
}

function windowOf(chunkIndex: number, chunkId: string, sentences: ContextSentence[]): Window {
  const stemSet = new Set<string>();
  const bigramSet = new Set<string>();
  for (const s of sentences) {
    for (const t of s.stemSet) stemSet.add(t);
    for (const b of s.bigramSet) bigramSet.add(b);
  }
  return {
    chunkIndex,
    chunkId,
    sentences,
    text: sentences.map((s) => s.text).join(" "),
    stemSet,
    bigramSet,
  };
}

export function buildContext(contexts: ContextInput[]): ContextModel {
  const chunks = contexts.map((c, i) => ({
    id: c.id ?? String(i + 1),
    text: normalize(c.text),
    sentences: splitSentences(c.text).map((s) => sentenceOf(i, s)),
  }));
  const sentences = chunks.flatMap((c) => c.sentences);
  const windows: Window[] = [];
  for (const [i, chunk] of chunks.entries()) {
    chunk.sentences.forEach((s, j) => {
      windows.push(windowOf(i, chunk.id, [s]));
      const next = chunk.sentences[j + 1];
      if (next) windows.push(windowOf(i, chunk.id, [s, next]));
    });
  }
  const df = new Map<string, number>();
  for (const s of sentences) for (const t of s.stemSet) df.set(t, (df.get(t) ?? 0) + 1);
  const n = sentences.length;
  // Smoothed IDF, always positive: a stem in every sentence still counts a little.
  const idfOf = (d: number) => Math.log(1 + (n + 1) / (d + 0.5));
  const idf = new Map<string, number>();
  for (const [t, d] of df) idf.set(t, idfOf(d));
  const lowerText = chunks.map((c) => c.text.toLowerCase()).join("\n");
  return {
    chunks,
    sentences,
    windows,
    idf,
    unseenIdf: idfOf(1) * RULE_THRESHOLDS.unseenWordWeight,
    lowerText,
    wordSet: new Set(words(lowerText)),
  };
}

/** A text's stems prepared once for scoring against many windows. */
export interface Probe {
  stems: string[];
  weights: number[];
  totalWeight: number;
  bigrams: string[];
}

export function probeOf(text: string, model: ContextModel): Probe {
  const stems = [...new Set(contentStems(text))];
  const weights = stems.map((t) => model.idf.get(t) ?? model.unseenIdf);
  return {
    stems,
    weights,
    totalWeight: weights.reduce((a, b) => a + b, 0),
    bigrams: [...new Set(bigrams(contentStems(text)))],
  };
}

/** IDF-weighted unigram recall and bigram recall of `probe` in a window, combined. */
export function supportIn(probe: Probe, stemSet: Set<string>, bigramSet: Set<string>): number {
  if (probe.totalWeight === 0) return 0;
  let hit = 0;
  for (let i = 0; i < probe.stems.length; i++)
    if (stemSet.has(probe.stems[i]!)) hit += probe.weights[i]!;
  const unigram = hit / probe.totalWeight;
  if (probe.bigrams.length === 0) return unigram;
  let b = 0;
  for (const g of probe.bigrams) if (bigramSet.has(g)) b++;
  const { unigram: wu, bigram: wb } = RULE_THRESHOLDS.supportWeights;
  return (wu * unigram + wb * (b / probe.bigrams.length)) / (wu + wb);
}

/**
 * Windows ranked by support for `probe`, best first. Ties break on the window's text, then
 * its chunk id, so that the order of the chunks never changes which evidence is reported.
 */
function byText(a: Window, b: Window): number {
  if (a.text !== b.text) return a.text < b.text ? -1 : 1;
  return a.chunkId < b.chunkId ? -1 : a.chunkId > b.chunkId ? 1 : 0;
}

export function rankWindows(
  probe: Probe,
  windows: Window[],
): { window: Window; support: number }[] {
  return windows
    .map((window) => ({ window, support: supportIn(probe, window.stemSet, window.bigramSet) }))
    .sort((a, b) => b.support - a.support || byText(a.window, b.window));
}
