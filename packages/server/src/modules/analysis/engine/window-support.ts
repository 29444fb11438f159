import { type ContextModel, type Window, windowHas, windowHasBigram } from "./context";
import { isFramingWord } from "./framing";
import { analysisMemo } from "./memo";
import { quantityWords } from "./numbers";
import { LIGHT_WORDS } from "./paraphrase-lexicon";
import { registerPair, synonymInContext } from "./synonyms";
import { bigrams, contentStem, contentStems, sameWordFamily, stemsOfWords, words } from "./text";
import { RULE_THRESHOLDS } from "./thresholds";

/**
 * How well a text is supported by a context's windows: a claim's stems read once as a probe
 * (IDF weights, synonyms and word families met in the context, light verbs discounted), its
 * IDF-weighted unigram recall and bigram recall in a window combined, and every window ranked.
 */

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
