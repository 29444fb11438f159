import type { ContextModel, ContextSentence } from "./context";
import type { Quantity } from "./quantity";
import { RULE_THRESHOLDS as T } from "./thresholds";
import type { Ranked } from "./window-support";

/**
 * The numbers a claim's figure may be derived from: those of the best windows and, fifth
 * round, of the sentences right before and after the best one. A figure is often stated in
 * a sentence that names its subject only by reference ("A scale and polish is done under
 * anaesthetic. The procedure costs £320."), so it shares no word with the claim and never
 * ranks among the best windows; its neighbour does. Derivations still need a cue in the claim.
 */
export function derivationPool(ranked: Ranked[], model: ContextModel): Quantity[] {
  // The best windows that add a sentence: windows of one or two sentences overlap, and the
  // second and third best are often the best sentence with a neighbour (eighth round).
  const top: Ranked[] = [];
  const seen = new Set<ContextSentence>();
  for (const r of ranked) {
    if (top.length >= T.derivationWindows) break;
    if (r.window.sentences.every((s) => seen.has(s))) continue;
    top.push(r);
    for (const s of r.window.sentences) seen.add(s);
  }
  const pool: Quantity[] = [];
  for (const r of top) for (const s of r.window.sentences) pool.push(...s.quantities);
  const first = ranked[0]?.window.sentences;
  if (!first || first.length === 0) return pool;
  const taken = (s: ContextSentence) => top.some((r) => r.window.sentences.includes(s));
  // Only the best window's neighbours: each window more would cost time for little. A window
  // holds one or two sentences, so finding their places is a short scan.
  const i = model.sentences.indexOf(first[0]!);
  const j = i + first.length - 1;
  for (const k of [i - 1, j + 1]) {
    const n = i < 0 ? undefined : model.sentences[k];
    // Neighbours within the chunk only: across chunks they depend on the chunks' order, which
    // must change nothing.
    if (n !== undefined && n.chunkIndex === first[0]!.chunkIndex && !taken(n))
      pool.push(...n.quantities);
  }
  return pool;
}
