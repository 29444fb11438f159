import { sortSentences } from "./claims";
import { buildContext, type ContextModel } from "./context";
import { capitalisedWords, extractDates } from "./facts";
import { findingsOf, repaired } from "./findings";
import { QUESTION_FILLER } from "./lexicon";
import { forgetAnalysis } from "./memo";
import { averagePrecision, round, type ScoringState, scoreState } from "./metrics";
import { claimQuantities, extractQuantities } from "./numbers";
import { sequelOf } from "./sequel";
import { contentStem, contentStems, rawWords, words } from "./text";
import { RULE_THRESHOLDS as T } from "./thresholds";
import type { CitationCheck, Claim, Metric, RuleAnalysis, RuleAnalysisInput } from "./types";
import { verifyClaim, verifyClaimInChunks } from "./verify";
import {
  contextStemOf,
  type Probe,
  probeOf,
  rankWindows,
  supportIn,
  supportOf,
} from "./window-support";

/**
 * The rule-based tier: claims, verdicts, findings and metrics of one answer against its
 * retrieved context, with no model and no I/O. Deterministic: the same input gives the same
 * output, and the order of the chunks changes nothing but context precision (a ranking metric).
 *
 * @example
 * const a = analyzeRuleBased({ question: "How long do refunds take?",
 *   answer: "Refunds are issued within 14 days.", contexts: [{ text: "We issue refunds within two weeks." }] });
 * a.claims[0].verdict; // "supported"
 */
export function analyzeRuleBased(input: RuleAnalysisInput): RuleAnalysis {
  try {
    return analyze(input);
  } finally {
    forgetAnalysis();
  }
}

function analyze(input: RuleAnalysisInput): RuleAnalysis {
  const sorted = sortSentences(input.answer);
  const model = buildContext(input.contexts);
  const knownNames = capitalisedWords([
    ...sorted.map((s) => s.text),
    ...model.distinct.map((s) => s.text),
  ]);
  const questionWords = new Set(rawWords(input.question ?? ""));
  const questionQuantities = extractQuantities(input.question ?? "");
  const questionDates = extractDates(input.question ?? "").map((d) => d.key);
  const question = input.question?.trim() ? questionProbe(input.question, model) : null;
  // The figures of the two windows that best answer the question: operands for arithmetic on
  // what the user asked about ("the Marlow sofa costs $1,349" for "its 10% deposit"). Two,
  // because a question names both the thing and its extra ("the Solo plan … after the first
  // box": the plan's price and the shipping sentence).
  const questionPool =
    question && question.totalWeight > 0 && model.sentences.length > 0
      ? [
          ...new Set(
            rankWindows(question, model)
              .ranked.slice(0, 2)
              .flatMap((r) => r.window.sentences.flatMap((s) => s.quantities)),
          ),
        ]
      : [];
  const claims: Claim[] = [];
  const byChunk: number[][] = [];
  // The figures of the answer's previous claim, when supported, are operands too: "the
  // intensive works out at $86 a lesson. … so each intensive lesson costs you $24 more" than
  // the $62 single. Only the previous one's: each operand more costs the local arithmetic of
  // the claim, and an answer goes on from the sentence before.
  let pool = questionPool;
  for (const s of sorted) {
    if (s.kind !== "claim") continue;
    const verify = (text: string) =>
      verifyClaimInChunks(
        text,
        claims.length,
        s.citations,
        model,
        knownNames,
        questionWords,
        questionQuantities,
        questionDates,
        pool,
      );
    const verified = s.antecedent
      ? sequelOf(s.text, verify(`${s.antecedent} ${s.text}`))
      : verify(s.text);
    claims.push(verified.claim);
    byChunk.push(verified.byChunk);
    const previous =
      verified.claim.verdict === "supported" ? claimQuantities(s.text).filter((q) => !q.weak) : [];
    pool = previous.length > 0 ? [...questionPool, ...previous] : questionPool;
  }
  const refusals = sorted.filter((s) => s.kind === "refusal").map((s) => s.text);
  const refused = refusals.length > 0 && claims.length <= refusals.length;
  const hasContext = model.sentences.length > 0;
  const citations = checkCitations(claims, byChunk, model);
  const chunkRelevance = model.chunks.map((_, i) =>
    question ? relevanceInChunk(question, model, i) : null,
  );
  const referenceClaims = input.reference ? claimTexts(input.reference) : [];
  const referenceVerified = referenceClaims.map((t, i) =>
    verifyClaimInChunks(t, i, [], model, knownNames),
  );
  const referenceByChunk = referenceVerified.map((r) => r.byChunk);
  const used = model.chunks.map((_, i) => chunkUsed(i, claims, byChunk, referenceByChunk));

  const state: ScoringState = {
    hasContext,
    refused,
    refusalNamesMissing:
      refused && input.question ? namesMissing(input.question, refusals, model) : false,
    claims: claims.map((c) => ({
      verdict: c.verdict,
      support: c.support,
      factShare: c.facts.length === 0 ? 1 : 1 - c.missingFacts.length / c.facts.length,
      citedCorrectly:
        citations.length === 0
          ? null
          : c.citations.length > 0 && citations.every((k) => k.claimIndex !== c.index || k.correct),
    })),
    contextRelevance: contextRelevance(chunkRelevance, hasContext),
    answerRelevance: answerRelevance(question, input.answer, refused && claims.length === 0),
    contextPrecision: averagePrecision(used),
    contextRecall: contextRecall(referenceVerified, model, input.reference),
    answerCorrectness: answerCorrectness(claims, referenceClaims, input, knownNames),
    tools: (input.tools ?? []).map((t) => ({ failed: t.error !== null })),
  };
  const scores = scoreState(state);
  const relevances = chunkRelevance.filter((r): r is number => r !== null);
  const bestRelevance = relevances.length > 0 ? Math.max(...relevances) : null;
  const findings = findingsOf(
    claims,
    citations,
    state,
    scores.metrics,
    bestRelevance,
    input.tools ?? [],
  );
  return {
    tier: "rule_based",
    ...scores,
    claims,
    refusals,
    refused,
    citations,
    findings,
    chunks: model.chunks.map((c, i) => ({
      id: c.id,
      relevance: chunkRelevance[i] ?? null,
      used: used[i]!,
    })),
    rescoreWithout(findingId: string) {
      const finding = findings.find((f) => f.id === findingId);
      if (!finding) throw new RangeError(`no finding ${findingId} in this analysis`);
      return scoreState(repaired(state, finding));
    },
  };
}

/**
 * Whether a refusal names a word of the question that the context never uses in any form
 * (nor a synonym of it): "Do you teach organ as well?" → "I can't find anything about organ
 * lessons", against a context about piano lessons. The question's topic words ("lessons") are
 * in the context, so its relevance alone would call the refusal an over-refusal.
 */
/**
 * What a question asks of a thing (its time, price, age limit, size…): a context may give it
 * as a figure in other words ("open from 8:30", "£5 off"), so its absence proves nothing.
 */
const ATTRIBUTES = new Set(
  (
    "time times age ages size sizes number numbers phone price prices cost costs discount " +
    "discounts change changes date dates day days hour hours minimum maximum limit limits fee " +
    "fees charge charges refund refunded refunds schedule scheduled open opening opens close " +
    "closing quickly far ahead soon often rate rates amount much"
  ).split(" "),
);

function namesMissing(question: string, refusals: string[], model: ContextModel): boolean {
  const named = new Set(refusals.flatMap((r) => contentStems(r)));
  return rawWords(question).some((w) => {
    const t = QUESTION_FILLER.has(w) || ATTRIBUTES.has(w) ? null : contentStem(w);
    return t !== null && named.has(t) && contextStemOf(t, model) === null;
  });
}

function claimTexts(text: string): string[] {
  return sortSentences(text).flatMap((s) => (s.kind === "claim" ? [s.text] : []));
}

function checkCitations(
  claims: Claim[],
  byChunk: number[][],
  model: ContextModel,
): CitationCheck[] {
  const out: CitationCheck[] = [];
  for (const c of claims) {
    for (const marker of c.citations) {
      if (marker < 1 || marker > model.chunks.length) {
        out.push({
          claimIndex: c.index,
          marker,
          correct: false,
          reason: `"${c.text}" cites [${marker}] but only ${model.chunks.length} chunks were retrieved`,
        });
        continue;
      }
      const inChunk = byChunk[c.index]![marker - 1]!;
      // Right when the cited chunk supports the claim about as well as the best chunk does.
      const correct = inChunk >= T.unsupported && inChunk >= c.support - 0.1;
      out.push({
        claimIndex: c.index,
        marker,
        correct,
        reason: correct
          ? `[${marker}] supports "${c.text}" (support ${round(inChunk)})`
          : `"${c.text}" cites [${marker}], which does not support it (support ${round(inChunk)}${c.evidence && c.evidence.chunkIndex !== marker - 1 ? `; chunk ${c.evidence.chunkId} does` : ""})`,
      });
    }
  }
  return out;
}

/** Questions are matched on words only: their phrasing ("how long…") has no bigrams to share. */
function questionProbe(question: string, model: ContextModel): Probe {
  const topic = words(question)
    .filter((w) => !QUESTION_FILLER.has(w))
    .join(" ");
  return { ...probeOf(topic, model), bigrams: [] };
}

function relevanceInChunk(probe: Probe, model: ContextModel, chunkIndex: number): number {
  let best = 0;
  for (const w of model.windows)
    if (w.chunkIndex === chunkIndex) best = Math.max(best, supportIn(probe, w));
  return round(best);
}

function contextRelevance(perChunk: (number | null)[], hasContext: boolean): Metric {
  if (!hasContext) return { value: null, reason: "no context was retrieved" };
  if (perChunk.some((r) => r === null)) return { value: null, reason: "no question was given" };
  const values = perChunk as number[];
  // Summed in sorted order: a float sum in chunk order could round a mean of x.xxx5 either way.
  const sum = [...values].sort((a, b) => a - b).reduce((a, b) => a + b, 0);
  return { value: round(sum / values.length) };
}

function answerRelevance(question: Probe | null, answer: string, pureRefusal: boolean): Metric {
  if (!question) return { value: null, reason: "no question was given" };
  if (question.totalWeight === 0)
    return { value: null, reason: "the question has no content words" };
  if (pureRefusal) return { value: 0, reason: "the answer refuses to answer" };
  const stems = new Set(contentStems(answer));
  return {
    value: round(
      supportOf(
        question,
        (t) => stems.has(t),
        () => false,
      ),
    ),
  };
}

function chunkUsed(
  chunkIndex: number,
  claims: Claim[],
  byChunk: number[][],
  referenceByChunk: number[][],
): boolean {
  // A contradicted claim matches its chunk closely, but the chunk did not help the answer.
  if (
    claims.some(
      (c) => c.verdict !== "contradicted" && byChunk[c.index]![chunkIndex]! >= T.chunkUsed,
    )
  )
    return true;
  return referenceByChunk.some((r) => r[chunkIndex]! >= T.chunkUsed);
}

function contextRecall(
  reference: { claim: Claim }[],
  model: ContextModel,
  referenceText?: string,
): Metric {
  if (referenceText === undefined) return { value: null, reason: "no reference answer was given" };
  if (reference.length === 0)
    return { value: null, reason: "the reference answer makes no checkable claims" };
  if (model.sentences.length === 0) return { value: 0, reason: "no context was retrieved" };
  const hit = reference.filter((r) => r.claim.verdict === "supported").length;
  return { value: round(hit / reference.length) };
}

/** Ragas-style factual F1: answer claims the reference supports against reference claims the answer covers. */
function answerCorrectness(
  claims: Claim[],
  referenceClaims: string[],
  input: RuleAnalysisInput,
  names: Set<string>,
): Metric {
  if (input.reference === undefined)
    return { value: null, reason: "no reference answer was given" };
  if (referenceClaims.length === 0)
    return { value: null, reason: "the reference answer makes no checkable claims" };
  if (claims.length === 0) return { value: 0, reason: "the answer makes no checkable claims" };
  const referenceModel = buildContext([{ text: input.reference }]);
  const answerModel = buildContext([{ text: claims.map((c) => c.text).join("\n") }]);
  const tp = claims.filter(
    (c) => verifyClaim(c.text, c.index, [], referenceModel, names).verdict === "supported",
  ).length;
  const fp = claims.length - tp;
  const fn = referenceClaims.filter(
    (t, i) => verifyClaim(t, i, [], answerModel, names).verdict !== "supported",
  ).length;
  return { value: round(tp / (tp + 0.5 * (fp + fn))) };
}
