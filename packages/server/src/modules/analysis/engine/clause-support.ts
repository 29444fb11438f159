import { type Anchor, anchoredBar, anchorOf } from "./anchor";
import type { ContextModel, ContextSentence } from "./context";
import { windowHas } from "./context";
import type { HardFact } from "./facts";
import { contentStem, contentStems, rawWords, splitClauses, words } from "./text";
import { RULE_THRESHOLDS as T } from "./thresholds";
import type { Probe, Ranked } from "./window-support";
import { probeOf, rankWindows, supportOf } from "./window-support";

/**
 * Support clause by clause (issue 18, fourth round): a claim that joins two context sentences
 * from different chunks ("installation is free, and an adult must be at home") finds no one
 * window that holds it, though each clause restates its own sentence. The claim is supported
 * when every clause is, each in its own best window: support `clauseSupport` there with its
 * own facts in that window, or anchored by its own facts (anchor.ts), and no contradiction
 * against that window. A clause made up with context words still needs a window that says it.
 */
export interface ClauseCheck {
  /** Whether a fact is in a sentence (fact-checks.ts' `attached`, with derived figures). */
  attached: (fact: HardFact, sentence: ContextSentence) => boolean;
  /** Whether a figure derives from the best windows. */
  derived: (fact: HardFact) => boolean;
  /** Whether the clause contradicts one of its ranked windows (verify.ts' check). */
  contradicts: (clause: string, ranked: Ranked[]) => boolean;
}

/** A clause with fewer content words than this joins its neighbour ("With a gift receipt,"). */
const MIN_CLAUSE_STEMS = 3;

/**
 * The claim's clauses, each with enough content words to be judged alone: fragments join the
 * clause before them (the first joins the next). Null when there are fewer than two.
 */
export function claimClauses(text: string, facts: HardFact[] = []): string[] | null {
  const parts = joinNamePairs(text, splitClauses(text));
  if (parts.length < 2) return null;
  const out: string[] = [];
  let pending = "";
  for (const part of parts) {
    const joined = pending ? `${pending} ${part}` : part;
    // A fragment with a fact of its own is a clause at two content words ("or £25 for an
    // electric car"), the fact counting as one ("you need to be at least 21 to drive").
    const own = facts.some((f) => joined.includes(f.text)) ? 1 : 0;
    if (contentStems(joined).length + own < MIN_CLAUSE_STEMS - own) {
      // A figure's alternative ("… £22 for half an hour or £31 for 45 minutes") goes with the
      // clause before it, not the next one (s21).
      if (own === 1 && !pending && out.length > 0) {
        out[out.length - 1] = `${out[out.length - 1]} ${part}`;
        continue;
      }
      pending = joined;
      continue;
    }
    out.push(joined);
    pending = "";
  }
  if (pending) {
    if (out.length === 0) return null;
    out[out.length - 1] = `${out[out.length - 1]} ${pending}`;
  }
  return out.length >= 2 ? out : null;
}

/**
 * "on Friday and Saturday nights", "Visa and Mastercard": an "and" between two capitalised
 * words joins names, not clauses, so the parts it split are put back together.
 */
function joinNamePairs(text: string, parts: string[]): string[] {
  const out: string[] = [];
  for (const part of parts) {
    const prev = out[out.length - 1];
    if (
      prev !== undefined &&
      /\p{Lu}[\p{L}\d]*$/u.test(prev) &&
      /^\p{Lu}/u.test(part) &&
      text.includes(`${prev} and ${part}`)
    )
      out[out.length - 1] = `${prev} and ${part}`;
    else out.push(part);
  }
  return out;
}

/** The windows that carry each clause, or null when one clause finds none. */
export function supportedByClauses(
  text: string,
  facts: HardFact[],
  model: ContextModel,
  check: ClauseCheck,
): Ranked[] | null {
  const clauses = claimClauses(text, facts);
  if (!clauses) return null;
  // Every fact must sit in one clause: a fact cut by the split is judged with the claim.
  const own = clauses.map((c) => facts.filter((f) => c.includes(f.text)));
  if (own.flat().length < facts.length) return null;
  const carriers: Ranked[] = [];
  for (const [i, clause] of clauses.entries()) {
    const probe = probeOf(clause, model);
    const { ranked } = rankWindows(probe, model);
    const facts = own[i]!;
    const carrier = carrierOf(clause, facts, ranked, check);
    if (!carrier) {
      // A clause that itself joins two sentences, each holding one of its figures.
      const pair = pairedCarrier(clause, probe, facts, ranked, model, check);
      if (!pair || check.contradicts(clause, ranked)) return null;
      carriers.push(...pair);
      continue;
    }
    if (check.contradicts(clause, ranked)) return null;
    // A clause's facts sit in one sentence: a window of two may not pair a name of one with
    // a figure of the other ("the Premium plan costs $10", $10 being the Basic plan's).
    if (!carrier.window.sentences.some((s) => facts.every((f) => check.attached(f, s))))
      return null;
    if (borrowed(probe, carrier, model) > 1 - T.clauseKnownWords) return null;
    carriers.push(carrier);
  }
  return carriers;
}

/**
 * Share of a clause's context words (those the context uses somewhere) that its carrier
 * window lacks: "readings are sent by a grown-up" meets "readings are sent automatically"
 * with "adult" borrowed from another sentence, the classic swap. A clause's own new words
 * (a paraphrase's verbs) do not count; the support bar has weighed them.
 */
export function borrowed(
  probe: Probe,
  carrier: Ranked,
  model: ContextModel,
  also: Ranked | null = null,
): number {
  let known = 0;
  let missing = 0;
  // Each word at its context IDF: a word met through a synonym is still the context's word.
  for (const t of probe.stems) {
    const idf = model.idf.get(t);
    if (idf === undefined) continue;
    known += idf;
    if (!windowHas(carrier.window, t) && !(also && windowHas(also.window, t))) missing += idf;
  }
  return known === 0 ? 0 : missing / known;
}

function carrierOf(
  clause: string,
  facts: HardFact[],
  ranked: Ranked[],
  check: ClauseCheck,
): Ranked | null {
  const best = ranked[0];
  if (!best) return null;
  if (
    best.support >= T.clauseSupport &&
    facts.every((f) => best.window.sentences.some((s) => check.attached(f, s)))
  )
    return best;
  const anchor: Anchor | null = anchorOf(
    clause,
    words(clause),
    facts,
    ranked,
    check.attached,
    check.derived,
  );
  // One window per clause: a clause whose facts split between two is judged with the claim.
  if (anchor && !anchor.other && anchor.window.support >= anchoredBar(anchor.weight))
    return anchor.window;
  return null;
}

/**
 * A clause with two figures or dates that itself joins two sentences (s18 smoke: "dogs up to
 * fifteen kilos can stay for a €30 cleaning fee per stay, as long as …", where the weight
 * limit and the fee are two sentences of two chunks): its facts split between two of its best
 * windows, each holding at least one (anchor.ts' pair, as for a whole claim), and the two
 * together carry it as one window carries a clause: support `clauseSupport` in them, and no
 * more than `1 - clauseKnownWords` of its context words from elsewhere. Never a name paired
 * with another sentence's figure (the classic swap).
 */
function pairedCarrier(
  clause: string,
  probe: Probe,
  facts: HardFact[],
  ranked: Ranked[],
  model: ContextModel,
  check: ClauseCheck,
): Ranked[] | null {
  if (facts.length < 2 || facts.some((f) => f.kind === "name")) return null;
  const anchor = anchorOf(clause, words(clause), facts, ranked, check.attached, check.derived);
  if (!anchor?.other) return null;
  const pair = [anchor.window, anchor.other];
  const sentences = pair.flatMap((r) => r.window.sentences);
  // What a figure is counted by is the context's own: "€30 per night" is not "€30 per stay".
  // Raw words: "per night" is one word ("nightly") in the words() stream.
  const tokens = rawWords(clause);
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (tokens[i] !== "per") continue;
    const by = tokens[i + 1]!;
    const stem = contentStem(by);
    if (
      stem &&
      !sentences.some((s) => s.stemSet.has(stem) || s.text.toLowerCase().includes(`per ${by}`))
    )
      return null;
  }
  const support = supportOf(
    probe,
    (t) => sentences.some((s) => s.stemSet.has(t)),
    (b) => sentences.some((s) => s.bigramSet.has(b)),
  );
  if (support < T.clauseSupport) return null;
  if (borrowed(probe, anchor.window, model, anchor.other) > 1 - T.clauseKnownWords) return null;
  return pair;
}
