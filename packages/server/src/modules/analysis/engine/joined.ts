import { qualifiersOf } from "./anchor";
import { borrowed, type ClauseCheck, claimClauses } from "./clause-support";
import { type ContextModel, type ContextSentence, type Window, windowHas } from "./context";
import type { HardFact } from "./facts";
import { FLIPS } from "./flip-words";
import { NEGATIONS } from "./lexicon";
import { words } from "./text";
import { RULE_THRESHOLDS as T } from "./thresholds";
import {
  type Probe,
  probeOf,
  type Ranked,
  rankWindows,
  supportIn,
  supportOf,
} from "./window-support";

/**
 * Support in joined windows (issue 18, sixth round): an answer sentence often merges two or
 * three chunks ("Greenway Services, the contractor working for the council, usually comes back
 * for a missed bin within two working days"), and a window of one or two sentences of one
 * chunk holds only part of it. The best sentence is joined by up to two more of the best
 * sentences, each only when it holds claim words the others lack, and the claim is supported
 * when its support in them reaches `joinedSupport` and they hold `joinedCoverage` of its
 * weighted words (the bar of support across the context: new words are what a fabrication
 * adds). Sentences, not windows of two: a pair brings its neighbour's words along unasked.
 *
 * Joining is what a fabrication made of the context's words does too, so each clause must
 * still be said by one of the joined windows: it borrows at most `1 - clauseKnownWords` of its
 * context words from the others (clause-support.ts: "readings are sent by a grown-up" takes
 * the adult from another sentence), its facts sit in one sentence of that window, and it does
 * not contradict its own best window. A negation, qualifier or addition of the claim ("not",
 * "only", "also") must be in the joined sentences ("usually" is said by "most"), one sentence
 * is joined per clause (a claim of one clause may span two), and a comparison is never joined
 * (its figure relates two sentences by design).
 *
 * Known limit: a clause whose subject is borrowed from another sentence within the 30%
 * ("Your shared links remain yours after the plan lapses", where the photos are what members
 * keep) reads as supported.
 */
export function supportedByJoin(
  text: string,
  facts: HardFact[],
  probe: Probe,
  ranked: Ranked[],
  model: ContextModel,
  check: ClauseCheck,
): Ranked[] | null {
  const joined = joinWindows(probe, ranked);
  if (joined.length < 2) return null;
  const sentences = joined.flatMap((r) => r.window.sentences);
  const support = supportOf(
    probe,
    (t) => sentences.some((s) => s.stemSet.has(t)),
    (b) => sentences.some((s) => s.bigramSet.has(b)),
  );
  if (support < T.joinedSupport || recall(probe, sentences) < T.joinedCoverage) return null;
  // A negation no joined sentence says is a claim of its own ("do not remain yours").
  const negated = words(text).some((w) => NEGATIONS.has(w));
  if (negated && !sentences.some((s) => s.tokens.some((w) => NEGATIONS.has(w)))) return null;
  if (qualifiersOf(words(text)).some((q) => !sentences.some((s) => saysQualifier(q, s.tokens))))
    return null;
  let clauses = claimClauses(text, facts) ?? [text];
  let own = clauses.map((c) => facts.filter((f) => c.includes(f.text)));
  // A fact cut by the split ("£4,200" at its comma) leaves the claim one clause.
  if (own.flat().length < facts.length) {
    clauses = [text];
    own = [facts];
  }
  // One window per clause, and a claim of one clause may span two sentences at most.
  if (joined.length > Math.max(2, clauses.length)) return null;
  for (const [i, clause] of clauses.entries()) {
    const p = probeOf(clause, model);
    let carrier = joined[0]!;
    let best = -1;
    for (const r of joined) {
      const s = supportIn(p, r.window);
      if (s > best) {
        best = s;
        carrier = r;
      }
    }
    if (borrowed(p, carrier, model) > 1 - T.clauseKnownWords) return null;
    const mine = own[i]!;
    if (!carrier.window.sentences.some((s) => mine.every((f) => check.attached(f, s)))) return null;
    if (check.contradicts(clause, rankWindows(p, model).ranked)) return null;
  }
  return joined;
}

/** Share of the probe's weighted words the sentences hold (no bigrams). */
function recall(probe: Probe, sentences: ContextSentence[]): number {
  let hit = 0;
  probe.stems.forEach((t, i) => {
    if (sentences.some((s) => s.stemSet.has(t))) hit += probe.gains[i]!;
  });
  return probe.totalWeight === 0 ? 0 : hit / probe.totalWeight;
}

/**
 * Whether a sentence says a qualifier: the word itself or another of its side of a flip
 * ("usually" where the context says "most", "typically").
 */
function saysQualifier(q: string, tokens: string[]): boolean {
  if (tokens.includes(q)) return true;
  return FLIPS.some((sides) =>
    sides.some((side) => side.includes(q) && tokens.some((t) => side.includes(t))),
  );
}

/** How many of the best windows are candidates to join the best one. */
const JOIN_CANDIDATES = 8;

/** The best window, then up to two more that each add claim words the others lack. */
function joinWindows(probe: Probe, ranked: Ranked[]): Ranked[] {
  // Sentences, not pairs: a pair would bring its neighbour's words along unasked.
  const singles = ranked.filter((r) => r.window.sentences.length === 1);
  if (singles.length === 0) return [];
  const chosen: Ranked[] = [singles[0]!];
  const has = (t: string) => chosen.some((r) => windowHas(r.window, t));
  while (chosen.length < 3) {
    let most = 0;
    let pick: Ranked | undefined;
    for (const r of singles.slice(1, JOIN_CANDIDATES)) {
      if (chosen.some((c) => overlaps(c.window, r.window))) continue;
      let gain = 0;
      probe.stems.forEach((t, i) => {
        if (!has(t) && windowHas(r.window, t)) gain += probe.gains[i]!;
      });
      if (gain > most) {
        most = gain;
        pick = r;
      }
    }
    if (!pick) break;
    chosen.push(pick);
  }
  return chosen;
}

function overlaps(a: Window, b: Window): boolean {
  return a.sentences.some((s) => b.sentences.includes(s));
}
