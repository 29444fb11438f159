import type { Anchor } from "./anchor";
import { boundFlip, rangeFlip } from "./bound-flip";
import type { ContextModel, ContextSentence } from "./context";
import { clauseTokens, contradictionCue } from "./contradiction";
import { coveredExcluded } from "./covered-excluded";
import { crossedClauses } from "./crossed-clauses";
import { crossedSubject } from "./crossed-subjects";
import { chargedEvenIf } from "./even-if-charged";
import type { HardFact } from "./facts";
import { falseComparison } from "./figure-comparison";
import { pricedThing } from "./free-priced";
import { frequencySwap } from "./frequency-swap";
import { onlyOneOf } from "./only-one-of";
import { pairFlip } from "./pair-flip";
import { periodSwap } from "./period-swap";
import { cutRange } from "./range-ends";
import { groupOutsideRange } from "./range-outside";
import { refusedItem } from "./refused-item";
import { rivalSentence } from "./rival-sentence";
import { substitutedWords } from "./substitution";
import { words } from "./text";
import { RULE_THRESHOLDS as T } from "./thresholds";
import type { Claim } from "./types";
import { unneededMust } from "./unneeded";
import type { Ranked } from "./window-support";
import { withheldItem } from "./withheld-item";

/**
 * The checks verify.ts runs against a claim's closest windows, each giving a contradiction or
 * the reason a supported-looking claim is not: a range cut to its wrong end, a made-up word in
 * place of the sentence's, a name or a subject moved to another clause, one alternative of an
 * "or" kept alone, a rival sentence about another name, a bound turned around, and a negation
 * or quantifier flip (findContradiction).
 */

/** A range of the best window's sentences cut to its wrong end by the claim, as its contradiction. */
export function rangeCutIn(
  text: string,
  facts: HardFact[],
  best: Ranked,
  model: ContextModel,
): Claim["contradiction"] {
  const cut =
    cutRange(facts, text, best.window.sentences) ??
    groupOutsideRange(text, best.window.sentences) ??
    falseComparison(text, best.window.sentences);
  if (!cut) return null;
  const { sentence, cue } = cut;
  return { sentence: sentence.text, chunkId: model.chunks[sentence.chunkIndex]!.id, cue };
}

/** A made-up word put in place of the words of the supporting sentence (substitution.ts). */
export function substitutedIn(text: string, at: Ranked, model: ContextModel): string | null {
  const tokens = words(text);
  for (const sentence of at.window.sentences) {
    const swap = substitutedWords(tokens, sentence, model, text);
    if (swap)
      return `the answer says "${swap.said}" where the closest context sentence says "${swap.instead}": "${sentence.text}" (chunk ${model.chunks[sentence.chunkIndex]!.id})`;
  }
  return null;
}

/** A name moved to another clause or sentence of the supporting window (crossed-clauses.ts). */
export function crossedIn(text: string, at: Ranked): string | null {
  const crossed = crossedClauses(
    text,
    at.window.sentences.map((s) => s.text),
  );
  if (!crossed) return null;
  return `the answer says of "${crossed.name}" what the context says of "${crossed.instead}": "${at.window.text}" (chunk ${at.window.chunkId})`;
}

/** A subject put on another clause's predicate in the supporting window (crossed-subjects.ts). */
export function crossedSubjectIn(text: string, at: Ranked): string | null {
  const crossed = crossedSubject(
    text,
    at.window.sentences.map((s) => s.text),
  );
  if (!crossed) return null;
  return `the answer puts its subject "${crossed.subject}" on what the context says of "${crossed.instead}": "${at.window.text}" (chunk ${at.window.chunkId})`;
}

/** One alternative of the supporting sentence's "or" made the only one (only-one-of.ts). */
export function onlyOneIn(text: string, at: Ranked): string | null {
  const only = onlyOneOf(text, at.window.sentences);
  if (!only) return null;
  return `the answer allows only "${only.kept}" where the context also allows "${only.dropped}": "${at.window.text}" (chunk ${at.window.chunkId})`;
}

/** A name anchoring the claim where another sentence says its words of another name (rival-sentence.ts). */
export function rivalIn(text: string, anchor: Anchor, model: ContextModel): string | null {
  const anchored = [anchor.window, anchor.other].flatMap((r) => r?.window.sentences ?? []);
  const rival = rivalSentence(text, anchored, model);
  if (!rival) return null;
  return `the context says this of "${rival.name}": "${rival.sentence.text}" (chunk ${model.chunks[rival.sentence.chunkIndex]!.id})`;
}

/**
 * Sentences of the closest windows, of any chunk: a claim may join sentences that retrieval
 * put in different chunks ("€35 a month on a 24-month contract").
 */
export function closeSentences(ranked: Ranked[]): ContextSentence[] {
  return [...new Set(ranked.slice(0, CLOSE_WINDOWS).flatMap((r) => r.window.sentences))];
}

/** How many of the best windows lend facts and clauses to a claim that joins sentences. */
const CLOSE_WINDOWS = 6;

/**
 * "No, …", "Yes: …", "Usually not: …", "Not for that order: …", "Not in the app, …": a short
 * answer to the question before the claim (the last two since the seventh round).
 */
const ANSWER_PARTICLE =
  /^\s*(?:[a-z]+\s+)?(?:no|not|yes)(?:\s+(?:for|in|on|at|with|yet|quite)(?:\s+[\w'-]+){0,3})?\s*[,:;!]\s*/i;

/** A bound the claim turns around on a figure of the anchor's sentences, as its contradiction. */
export function anchoredBoundFlip(
  text: string,
  facts: HardFact[],
  anchor: Anchor,
  model: ContextModel,
): Claim["contradiction"] {
  const figures = facts.flatMap((f) => (f.quantity ? [f.quantity.raw] : []));
  if (figures.length === 0) return null;
  const tokens = words(text);
  const sentences = [anchor.window, anchor.other].flatMap((r) => r?.window.sentences ?? []);
  for (const sentence of sentences) {
    const cue = boundFlip(tokens, sentence.tokens, figures);
    if (cue)
      return { sentence: sentence.text, chunkId: model.chunks[sentence.chunkIndex]!.id, cue };
  }
  // A range on the other side ("drivers under 25") for the claim's bound ("at least 25").
  const range = rangeFlip(
    tokens,
    sentences.map((s) => s.tokens),
    figures,
  );
  if (!range) return null;
  const at = sentences[range.at]!;
  return { sentence: at.text, chunkId: model.chunks[at.chunkIndex]!.id, cue: range.cue };
}

export function findContradiction(
  text: string,
  ranked: Ranked[],
  model: ContextModel,
  // Sentences of the closest windows, for claims that join two of them (contradiction.ts).
  close: () => ContextSentence[],
): Claim["contradiction"] {
  let checked = 0;
  // "No, …" and "Yes, …" answer the question; the particle negates nothing in the sentence.
  const own = text.replace(ANSWER_PARTICLE, "");
  const tokens = words(own);
  let claimClauses: string[][] | undefined;
  for (const { window, support } of ranked) {
    if (support < T.contradictionMinSupport || checked >= 3) break;
    if (window.sentences.length !== 1) continue;
    checked++;
    const sentence = window.sentences[0]!;
    const cue =
      contradictionCue(tokens, sentence.tokens, () => {
        claimClauses ??= clauseTokens(own);
        return {
          claim: claimClauses,
          sentence: clauseTokens(sentence.text),
          others: close()
            .filter((s) => s !== sentence)
            .map((s) => s.tokens),
        };
      }) ??
      periodSwap(tokens, sentence.tokens) ??
      frequencySwap(tokens, sentence.tokens, () =>
        close().flatMap((s) => (s === sentence ? [] : [s.tokens])),
      );
    if (cue)
      return { sentence: sentence.text, chunkId: model.chunks[sentence.chunkIndex]!.id, cue };
  }
  // A claim that leans on two sentences at once, each too far alone (pair-flip.ts), or that
  // calls free what a close sentence prices (free-priced.ts) or lists what it withholds.
  const found =
    pairFlip(tokens, () => (claimClauses ??= clauseTokens(own)), ranked) ??
    pricedThing(tokens, close()) ??
    withheldItem(tokens, close()) ??
    refusedItem(tokens, close()) ??
    coveredExcluded(tokens, close()) ??
    unneededMust(tokens, close()) ??
    chargedEvenIf(tokens, close());
  return found
    ? {
        sentence: found.sentence.text,
        chunkId: model.chunks[found.sentence.chunkIndex]!.id,
        cue: found.cue,
      }
    : null;
}
