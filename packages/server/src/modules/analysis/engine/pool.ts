import type { ContextModel, ContextSentence, Ranked } from "./context";
import type { Quantity } from "./quantity";
import { RULE_THRESHOLDS as T } from "./thresholds";

/**
 * The numbers a claim's figure may be derived from: those of the best windows and, fifth
 * round, of the sentences right before and after the best one. A figure is often stated in
 * a sentence that names its subject only by reference ("A scale and polish is done under
 * anaesthetic. The procedure costs £320."), so it shares no word with the claim and never
 * ranks among the best windows; its neighbour does. Derivations still need a cue in the claim.
 */
export function derivationPool(ranked: Ranked[], model: ContextModel): Quantity[] {
  const best = ranked.slice(0, T.derivationWindows).flatMap((r) => r.window.sentences);
  const pool = best.flatMap((s) => s.quantities);
  if (model.sentences.length <= best.length) return pool;
  const seen = new Set<ContextSentence>(best);
  const order = orderOf(model);
  // Only the best window's neighbours: each window more would cost time for little.
  for (const s of ranked[0]!.window.sentences) {
    const i = order.get(s) ?? -2;
    for (const j of [i - 1, i + 1]) {
      const n = model.sentences[j];
      if (n === undefined || seen.has(n)) continue;
      seen.add(n);
      pool.push(...n.quantities);
    }
  }
  return pool;
}

/** Each sentence's place in the context, made once per context (claims look it up often). */
const orders = new WeakMap<ContextModel, Map<ContextSentence, number>>();
function orderOf(model: ContextModel): Map<ContextSentence, number> {
  let order = orders.get(model);
  if (!order) {
    order = new Map(model.sentences.map((s, i) => [s, i]));
    orders.set(model, order);
  }
  return order;
}
