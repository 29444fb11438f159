import { type DateFact, extractDates } from "./facts";
import { isFramingWord } from "./framing";
import { analysisMemo } from "./memo";
import { hasNecessityModal } from "./necessity";
import { extractQuantities, type Quantity, quantityWords } from "./numbers";
import { LIGHT_WORDS } from "./paraphrase-lexicon";
import { type Postings, postingsOf } from "./postings";
import { registerPair, synonymInContext } from "./synonyms";
import {
  bigrams,
  contentStem,
  contentStems,
  normalize,
  sameWordFamily,
  splitNormalized,
  stemsOfWords,
  words,
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

function windowHasBigram(window: Window, bigram: string): boolean {
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

/** A text's stems prepared once for scoring against many windows. */
export interface Probe {
  stems: string[];
  weights: number[];
  /** What each stem adds when found: its weight, less for a stem reached by a synonym. */
  gains: number[];
  totalWeight: number;
  bigrams: string[];
}

/** Content stems of the light verbs: a paraphrase swaps them freely ("takes place" for "is"). */
const LIGHT_STEMS = new Set(LIGHT_WORDS.map((w) => contentStem(w)));

/**
 * A claim stem the context lacks is read as the context's stem of the same word family, if
 * there is one ("european" for "europ"): Porter's stemmer keeps such derivations apart.
 */
function familyStem(stem: string, model: ContextModel): string {
  if (stem.length < 5 || model.idf.has(stem)) return stem;
  let found = model.family.get(stem);
  if (found === undefined) {
    found = stem;
    for (const t of model.idf.keys()) {
      if (sameWordFamily(stem, t)) {
        found = t;
        break;
      }
    }
    model.family.set(stem, found);
  }
  return found;
}

/**
 * The context stem a claim stem meets, as probeOf reads it (itself, its word family's or a
 * synonym's), or null: a word the context never uses in any form.
 */
export function contextStemOf(stem: string, model: ContextModel): string | null {
  const s = familyStem(stem, model);
  return model.idf.has(s) ? s : synonymInContext(s, model.idf);
}

export function probeOf(text: string, model: ContextModel): Probe {
  // A number's unit words the context lacks ("a tenth" for "10%") are checked as a quantity
  // (facts), not counted against support as unseen words (RULE-NUM).
  const units = new Set(contentStems(quantityWords(text)));
  const exact = new Set<string>();
  // Context stems reached only through the register lexicon: they earn `registerCredit`.
  const register = new Set<string>();
  // Stems of the words that frame the claim rather than carry it (framing.ts).
  const framing = new Set<string>();
  const framed = new Set<string>();
  // The text is tokenised once: words() replaces phrase synonyms, the costliest step.
  const tokens = words(text);
  for (const w of tokens) if (isFramingWord(w)) framing.add(contentStem(w) ?? "");
  const claimStems = stemsOfWords(tokens)
    .filter((t) => !units.has(t) || model.idf.has(t))
    .map((t) => {
      const s = familyStem(t, model);
      const out = mapped(s);
      if (framing.has(t)) framed.add(out);
      return out;
    });
  function mapped(s: string): string {
    if (model.idf.has(s)) {
      exact.add(s);
      return s;
    }
    // A word the context lacks may meet a synonym the context has (synonyms.ts).
    const met = synonymInContext(s, model.idf);
    if (met === null) return s;
    if (registerPair(s, met)) register.add(met);
    return met;
  }
  const stems = [...new Set(claimStems)];
  const weights = stems.map(
    (t) =>
      // A synonym weighs no more than the unseen word it stands for.
      (exact.has(t)
        ? model.idf.get(t)!
        : Math.min(model.idf.get(t) ?? model.unseenIdf, model.unseenIdf)) *
      (LIGHT_STEMS.has(t) || framed.has(t) ? RULE_THRESHOLDS.lightWordWeight : 1),
  );
  return {
    stems,
    weights,
    gains: stems.map(
      (t, i) =>
        weights[i]! *
        (exact.has(t)
          ? 1
          : register.has(t)
            ? RULE_THRESHOLDS.registerCredit
            : RULE_THRESHOLDS.synonymCredit),
    ),
    totalWeight: weights.reduce((a, b) => a + b, 0),
    bigrams: [...new Set(bigrams(claimStems))],
  };
}

/** IDF-weighted unigram recall and bigram recall of `probe` in a window, combined. */
export function supportIn(probe: Probe, window: Window): number {
  // supportOf's sums in its order, without two callbacks per window (asked for every window).
  if (probe.totalWeight === 0) return 0;
  let hit = 0;
  for (let i = 0; i < probe.stems.length; i++)
    if (windowHas(window, probe.stems[i]!)) hit += probe.gains[i]!;
  const unigram = hit / probe.totalWeight;
  if (probe.bigrams.length === 0) return unigram;
  let b = 0;
  for (const g of probe.bigrams) if (windowHasBigram(window, g)) b++;
  const { unigram: wu, bigram: wb } = RULE_THRESHOLDS.supportWeights;
  return (wu * unigram + wb * (b / probe.bigrams.length)) / (wu + wb);
}

/** supportIn over any text's stems and bigrams. */
export function supportOf(
  probe: Probe,
  hasStem: (stem: string) => boolean,
  hasBigram: (bigram: string) => boolean,
): number {
  if (probe.totalWeight === 0) return 0;
  let hit = 0;
  for (let i = 0; i < probe.stems.length; i++) if (hasStem(probe.stems[i]!)) hit += probe.gains[i]!;
  const unigram = hit / probe.totalWeight;
  if (probe.bigrams.length === 0) return unigram;
  let b = 0;
  for (const g of probe.bigrams) if (hasBigram(g)) b++;
  const { unigram: wu, bigram: wb } = RULE_THRESHOLDS.supportWeights;
  return (wu * unigram + wb * (b / probe.bigrams.length)) / (wu + wb);
}

/** One window's support for a probe, with where it sits. */
export interface Ranked {
  window: Window;
  support: number;
}

/** Per-window score arrays of a context, zeroed and reused by each ranking (none nests). */
const scores = analysisMemo<ContextModel, { unigram: Float64Array; bigram: Float64Array }>();
function scoresOf(model: ContextModel): { unigram: Float64Array; bigram: Float64Array } {
  let s = scores.get(model);
  if (!s) {
    s = {
      unigram: new Float64Array(model.windows.length),
      bigram: new Float64Array(model.windows.length),
    };
    scores.set(model, s);
  } else {
    s.unigram.fill(0);
    s.bigram.fill(0);
  }
  return s;
}

/**
 * Windows ranked by support for `probe`, best first, computed through the postings so that
 * only windows sharing a stem are touched. Windows with no support are left out unless none
 * has any (then the first by order stands for all). Ties break on `order` (text, then chunk
 * id), so the order of the chunks never changes which evidence is reported. `byChunk` is the
 * best support within each chunk, for citation checks and context precision.
 */
export function rankWindows(
  probe: Probe,
  model: ContextModel,
): { ranked: Ranked[]; byChunk: number[] } {
  const n = model.windows.length;
  const { unigram, bigram } = scoresOf(model);
  const { postings, bigramPostings } = model;
  for (let i = 0; i < probe.stems.length; i++) {
    const k = postings.slots.get(probe.stems[i]!);
    if (k === undefined) continue;
    for (let j = postings.start[k]!; j < postings.start[k + 1]!; j++)
      unigram[postings.at[j]!]! += probe.gains[i]!;
  }
  for (const b of probe.bigrams) {
    const k = bigramPostings.slots.get(b);
    if (k === undefined) continue;
    for (let j = bigramPostings.start[k]!; j < bigramPostings.start[k + 1]!; j++)
      bigram[bigramPostings.at[j]!]! += 1;
  }
  const { unigram: wu, bigram: wb } = RULE_THRESHOLDS.supportWeights;
  const ranked: Ranked[] = [];
  const byChunk = new Array<number>(model.chunks.length).fill(0);
  for (let i = 0; i < n; i++) {
    if (unigram[i] === 0 || probe.totalWeight === 0) continue;
    const u = unigram[i]! / probe.totalWeight;
    const support =
      probe.bigrams.length === 0
        ? u
        : (wu * u + (wb * bigram[i]!) / probe.bigrams.length) / (wu + wb);
    const window = model.windows[i]!;
    ranked.push({ window, support });
    if (support > byChunk[window.chunkIndex]!) byChunk[window.chunkIndex] = support;
  }
  // -1, 0 or 1 rather than the difference of supports: a fractional result is a heap number
  // allocated per comparison.
  ranked.sort((a, b) =>
    a.support !== b.support ? (b.support > a.support ? 1 : -1) : a.window.order - b.window.order,
  );
  if (ranked.length === 0 && n > 0) {
    const first = model.windows.reduce((a, b) => (b.order < a.order ? b : a));
    ranked.push({ window: first, support: 0 });
  }
  return { ranked, byChunk };
}
