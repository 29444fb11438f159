import { anchorOf } from "./anchor";
import { type ClauseCheck, supportedByClauses } from "./clause-support";
import type { ContextModel, ContextSentence } from "./context";
import { attached, claimDerived, factHolder, factPresent, spannedTo } from "./fact-checks";
import { extractFacts, type HardFact } from "./facts";
import { swappedLabel } from "./figure-labels";
import { figureLedRanking, figuresOnlyRanking } from "./figures-only";
import { supportedByJoin } from "./joined";
import { swappedListWord } from "./list-words";
import { round } from "./metrics";
import { actorOf, displacedOpening, lentFromParallel, refersTo } from "./name-checks";
import type { Quantity } from "./numbers";
import { derivationPool } from "./pool";
import { askedInQuestion, comparedPremise, rivalInWindow } from "./question-premise";
import { roleSwapIn } from "./role-swap";
import { rawWords, words } from "./text";
import { RULE_THRESHOLDS as T } from "./thresholds";
import type { Claim, Evidence } from "./types";
import { bareClauseUncovered, coverage, decide } from "./verdict";
import {
  anchoredBoundFlip,
  closeSentences,
  crossedIn,
  crossedSubjectIn,
  findContradiction,
  onlyOneIn,
  rangeCutIn,
  rivalIn,
  substitutedIn,
} from "./window-checks";
import { probeOf, type Ranked, rankWindows } from "./window-support";

/**
 * Verifies one claim against the context: best window support, hard facts, contradiction
 * cues, then the verdict, its capped confidence and a reason a person can act on.
 */
export function verifyClaim(
  text: string,
  index: number,
  citations: number[],
  model: ContextModel,
  knownNames: Set<string>,
): Claim {
  return verifyClaimInChunks(text, index, citations, model, knownNames).claim;
}

/** verifyClaim, with the claim's best support within each chunk (citations, context precision). */
export function verifyClaimInChunks(
  text: string,
  index: number,
  citations: number[],
  model: ContextModel,
  knownNames: Set<string>,
  // The question's words as written: a name the user asked about is the claim's topic.
  questionWords: Set<string> = new Set(),
  // The question's figures: what the user supposes ("a £1,000 bill") is an operand.
  questionQuantities: Quantity[] = [],
  // The question's dates, as keys: "last gave on 5 January" is the user's, not the context's.
  questionDates: string[] = [],
  // The figures of the sentence that best answers the question: operands for local arithmetic.
  questionPool: Quantity[] = [],
): { claim: Claim; byChunk: number[] } {
  const allFacts = extractFacts(text, knownNames);
  const base = { index, text, citations, facts: allFacts };
  if (model.sentences.length === 0) {
    const claim: Claim = {
      ...base,
      support: 0,
      evidence: null,
      missingFacts: [],
      contradiction: null,
      verdict: "unverifiable",
      confidence: T.confidenceCap / 2,
      reason: "there is no retrieved context to check it against",
    };
    return { claim, byChunk: model.chunks.map(() => 0) };
  }
  const probe = probeOf(text, model);
  const rankedByWords = rankWindows(probe, model);
  const { byChunk } = rankedByWords;
  // A figure or date the user gave in the question ("my kids, aged 9 and 4") is the claim's
  // premise, not a fact the context must hold, unless the best window states a figure of its
  // kind that the claim leaves out (a wrong premise repeated: "up to 24 hours before").
  const window = rankedByWords.ranked[0]?.window.sentences ?? [];
  const facts = allFacts.filter(
    (f) =>
      !askedInQuestion(f, text, questionQuantities, questionDates) ||
      (rivalInWindow(f, text, window) &&
        !comparedPremise(f, text, closeSentences(rankedByWords.ranked))),
  );
  // A claim of figures alone, or one whose figures all sit in a close second, is ranked by
  // where its figures are (figures-only.ts).
  const held = (f: HardFact, s: ContextSentence) => attached(f, s, () => false, text);
  const ranked =
    (probe.totalWeight === 0
      ? figuresOnlyRanking(rankedByWords.ranked, model.windows, facts, held, questionWords)
      : figureLedRanking(rankedByWords.ranked, facts, held)) ?? rankedByWords.ranked;
  const best = ranked[0]!;
  const support = best.support;
  const evidence: Evidence = {
    chunkIndex: best.window.chunkIndex,
    chunkId: model.chunks[best.window.chunkIndex]!.id,
    text: best.window.text,
    support: round(support),
  };
  const pool = derivationPool(ranked, model);
  const derived = claimDerived(
    text,
    model,
    pool,
    best.window.sentences,
    questionQuantities,
    questionPool,
    questionWords,
  );
  const missingFacts = facts.filter((f) => !factPresent(f, model, derived, text));
  const single = factHolder(ranked, facts, (f, s) => attached(f, s, derived, text, model));
  // A comparison or a total ("$20 more than the Basic plan") draws on two sentences by design;
  // "while you wait" is a time, not a contrast (s21).
  const compares =
    /\b(?:than|both|whereas|while(?! you\b)|unlike|compared|versus|vs|together|total|combined|altogether)\b/i.test(
      text,
    );
  let closeMemo: ContextSentence[] | undefined;
  const close = () => (closeMemo ??= closeSentences(ranked));
  const detached: HardFact[] =
    single && single.support >= T.attachedFactSupport && !compares
      ? facts.filter(
          (f) =>
            !missingFacts.includes(f) &&
            !attached(f, single.window.sentences[0]!, derived, text, model) &&
            !(
              f.kind === "name" &&
              (refersTo(f, single.window.sentences[0]!, text) ||
                actorOf(f, single.window.sentences[0]!, model, questionWords, text))
            ) &&
            !spannedTo(
              f,
              single.window.sentences[0]!,
              // A name lent by another chunk is the classic swap ("the Starter plan" from the
              // Starter chunk); figures and dates may join chunks.
              f.kind === "name" ? best.window.sentences : close(),
              probe.stems,
              derived,
              text,
              model,
            ),
        )
      : [];
  // Figures given to another item of one sentence's list: no join of sentences lends them.
  const listSwapped = new Set<HardFact>();
  if (single && single.support >= T.attachedFactSupport) {
    const sentence = single.window.sentences[0]!;
    const opening = displacedOpening(text, facts, sentence, model);
    if (opening) detached.push(opening);
    // The claim's words as written, for the two name checks below.
    const said = new Set(rawWords(text));
    const lent = lentFromParallel(
      facts,
      probe.stems.filter((t) => model.idf.has(t)),
      said,
      sentence,
      close,
    );
    if (lent && !detached.includes(lent)) detached.push(lent);
    // A figure of a list given to another item's name ("Free … 1,000" for "Pro … 1,000").
    const figures = facts.flatMap((f) => f.quantity ?? []);
    for (const f of facts)
      if (
        f.kind === "number" &&
        !detached.includes(f) &&
        !missingFacts.includes(f) &&
        (swappedLabel(f.quantity!, { words: said, figures }, sentence) ||
          swappedListWord(f.quantity!, { text, figures }, sentence))
      ) {
        detached.push(f);
        listSwapped.add(f);
      }
  }
  const contradiction = findContradiction(text, ranked, model, close);
  // A comparison's figure is derived from two sentences by design; its support stays with
  // the windows, so that a figure matched by chance is not carried by scattered words.
  const comparison = compares && facts.some((f) => f.kind === "number");
  const clauseCheck: ClauseCheck = {
    attached: (f, s) => attached(f, s, derived, text, model),
    derived: (f) => derived(f.quantity!),
    contradicts: (clause, r) => findContradiction(clause, r, model, close) !== null,
  };
  // Clause by clause, for a claim that joins sentences of different chunks: only when every
  // fact is in place, nothing contradicts, and the claim is no comparison. Computed once.
  let clauseMemo: Ranked[] | null | undefined;
  const clauseCarriers = (): Ranked[] | null => {
    if (clauseMemo === undefined)
      clauseMemo =
        missingFacts.length === 0 && !contradiction && !comparison
          ? supportedByClauses(text, facts, model, clauseCheck)
          : null;
    return clauseMemo;
  };
  // A figure or date the best sentence lacks is in place when the claim joins two sentences
  // and each clause, with its own facts, is carried by its own window ("a first permit costs
  // £95, or £25 for an electric car"). A name stays a swap ("Starter handles delivery").
  const lent = (f: HardFact) => facts.includes(f) && f.kind !== "name" && !listSwapped.has(f);
  if (detached.length > 0 && detached.every(lent) && clauseCarriers()) {
    const kept = detached.filter((f) => !lent(f));
    detached.length = 0;
    detached.push(...kept);
  }
  // Only a claim below the plain bar needs an anchor; the clause check (a ranking per clause)
  // runs last, for a claim that has one.
  let anchor =
    support < T.supported &&
    facts.length > 0 &&
    missingFacts.length === 0 &&
    detached.length === 0 &&
    !contradiction
      ? anchorOf(
          text,
          words(text),
          facts,
          ranked,
          (f, s) => attached(f, s, derived, text, model),
          (f) => derived(f.quantity!),
        )
      : null;
  if (anchor && bareClauseUncovered(text, facts, model)) anchor = null;
  // Its figures pin the claim to the anchor's sentences, however few other words they share:
  // a figure it bounds the other way ("under 21" for "at least 21") is the error (bound-flip.ts).
  const bounded = anchor && anchoredBoundFlip(text, facts, anchor, model);
  // A range cut to its wrong end ("within 5 days" against "5-7 days"; range-ends.ts).
  const flip = bounded || (contradiction ? null : rangeCutIn(text, facts, best, model));
  if (flip) anchor = null;
  const byClauses = () => (detached.length === 0 ? clauseCarriers() : null);
  const [verdict, confidence, reason] = decide(
    support,
    // Only claims in the partly-covered band need it.
    () => (comparison ? 0 : coverage(text, probe, model)),
    missingFacts,
    contradiction ?? flip,
    evidence,
    detached,
    single?.window.text,
    anchor,
    byClauses,
    // A comparison relates figures of two sentences by design: it is never joined.
    () =>
      missingFacts.length === 0 && detached.length === 0 && !contradiction && !compares
        ? supportedByJoin(text, facts, probe, ranked, model, clauseCheck)
        : null,
  );
  const swapped =
    verdict === "supported"
      ? (substitutedIn(text, single ?? best, model) ??
        crossedIn(text, single ?? best) ??
        (single && single !== best ? crossedIn(text, best) : null) ??
        crossedSubjectIn(text, best) ??
        roleSwapIn(words(text), single && single !== best ? [best, single] : [best]) ??
        onlyOneIn(text, single ?? best) ??
        (anchor ? rivalIn(text, anchor, model) : null))
      : null;
  // Every field written out, in the order `base` gives them: a spread and then eight stores
  // cost a tenth of the claim's own time (CPU profile of the latency traces).
  const claim: Claim = {
    index,
    text,
    citations,
    facts: allFacts,
    support: round(support),
    evidence,
    missingFacts: [...missingFacts, ...detached],
    contradiction: contradiction ?? flip,
    verdict: swapped ? "unsupported" : verdict,
    confidence: round(swapped ? T.confidenceCap * 0.9 : confidence),
    reason: swapped ?? reason,
  };
  return { claim, byChunk };
}
