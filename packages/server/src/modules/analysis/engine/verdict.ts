import { type Anchor, anchoredBar } from "./anchor";
import type { ContextModel } from "./context";
import type { HardFact } from "./facts";
import { round } from "./metrics";
import { splitClauses } from "./text";
import { RULE_THRESHOLDS as T } from "./thresholds";
import type { Claim, Evidence, Verdict } from "./types";
import { type Probe, probeOf, type Ranked, rankWindows } from "./window-support";

/*
 * A claim's verdict from what its checks found (`decide`), with its capped confidence and a
 * reason that quotes the context, and the word coverage the bands lean on.
 */

/**
 * A clause of the claim with no hard fact of its own ("…, and late returns are banned from
 * the garden") that neither the context's words cover (`anchoredClauseCoverage`) nor one
 * window supports (`anchoredClauseSupport`): the facts of the other clauses do not carry it,
 * so the claim is not anchored. A fragment of fewer
 * than three content words is a list item, judged with the claim.
 */
export function bareClauseUncovered(text: string, facts: HardFact[], model: ContextModel): boolean {
  const clauses = splitClauses(text);
  if (clauses.length < 2) return false;
  return clauses.some((clause) => {
    if (facts.some((f) => clause.includes(f.text))) return false;
    const p = probeOf(clause, model);
    if (p.stems.length < 3) return false;
    if (covered(p, (t) => model.idf.has(t)) >= T.anchoredClauseCoverage) return false;
    const own = rankWindows(p, model).ranked[0]!.support;
    return own < T.anchoredClauseSupport;
  });
}

/**
 * Share of the claim's IDF-weighted content stems found anywhere in the context, taken clause
 * by clause (the lowest): a true clause must not carry a new one ("…, and late returns are
 * banned from the garden") past the threshold on its own words.
 */
export function coverage(
  text: string,
  probe: Probe,
  model: ContextModel,
  has: (stem: string) => boolean = (t) => model.idf.has(t),
): number {
  let lowest = covered(probe, has);
  const clauses = splitClauses(text);
  if (clauses.length < 2) return lowest;
  for (const clause of clauses) {
    const p = probeOf(clause, model);
    // A clause of one content word ("Blades,") is a list item, judged with the claim.
    if (p.stems.length >= 2) lowest = Math.min(lowest, covered(p, has));
  }
  return lowest;
}

function covered(probe: Probe, has: (stem: string) => boolean): number {
  if (probe.totalWeight === 0) return 0;
  let hit = 0;
  probe.stems.forEach((t, i) => {
    if (has(t)) hit += probe.gains[i]!;
  });
  return hit / probe.totalWeight;
}

export function decide(
  support: number,
  covered: () => number,
  missing: HardFact[],
  contradiction: Claim["contradiction"],
  evidence: Evidence,
  detached: HardFact[],
  sentence: string | undefined,
  anchor: Anchor | null,
  byClauses: () => Ranked[] | null,
  joined: () => Ranked[] | null,
): [Verdict, number, string] {
  const cap = T.confidenceCap;
  if (contradiction) {
    return [
      "contradicted",
      cap * Math.min(1, support + 0.2),
      `${contradiction.cue}: "${contradiction.sentence}" (chunk ${contradiction.chunkId})`,
    ];
  }
  if (missing.length > 0) {
    const list = missing.map((f) => `${f.kind} "${f.text}"`).join(", ");
    return ["unsupported", cap, `the context does not contain the ${list}`];
  }
  if (detached.length > 0) {
    const list = detached.map((f) => `${f.kind} "${f.text}"`).join(", ");
    return [
      "unsupported",
      cap * 0.9,
      `the closest context sentence says something else instead of the ${list}: "${clip(sentence ?? "")}"`,
    ];
  }
  const quote = `"${clip(evidence.text)}" (chunk ${evidence.chunkId}, support ${round(support)})`;
  if (support >= T.supported) return ["supported", cap * support, `supported by ${quote}`];
  if (anchor && anchor.window.support >= anchoredBar(anchor.weight)) {
    const at = anchor.window;
    return [
      "supported",
      cap * Math.max(support, 0.5),
      `its facts are all in "${clip(at.window.text)}" (chunk ${at.window.chunkId}, support ${round(at.support)})${anchor.other ? ` and "${clip(anchor.other.window.text)}" (chunk ${anchor.other.window.chunkId})` : ""}`,
    ];
  }
  const share = support >= T.scatteredSupport ? covered() : 0;
  if (share >= T.scatteredCoverage)
    return [
      "supported",
      cap * support,
      `supported across the context (${Math.round(share * 100)}% of its words); closest ${quote}`,
    ];
  const carriers = byClauses();
  if (carriers)
    return [
      "supported",
      cap * Math.max(support, 0.5),
      `each clause is supported in its own window: ${carriers.map((c) => `"${clip(c.window.text)}" (chunk ${c.window.chunkId}, support ${round(c.support)})`).join("; ")}`,
    ];
  // The windows joined (joined.ts): a claim that merges two or three chunks.
  const join = joined();
  if (join)
    return [
      "supported",
      cap * Math.max(support, 0.5),
      `its clauses are said across ${join.map((c) => `"${clip(c.window.text)}" (chunk ${c.window.chunkId})`).join(" and ")}`,
    ];
  if (support < T.unsupported)
    return [
      "unsupported",
      cap * (1 - support),
      `no context sentence supports it; the closest is ${quote}`,
    ];
  return ["unverifiable", cap / 2, `only partly covered by ${quote}`];
}

function clip(text: string): string {
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}
