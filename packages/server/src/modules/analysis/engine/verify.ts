import { type Anchor, anchoredBar, anchorOf } from "./anchor";
import { type ClauseCheck, supportedByClauses } from "./clause-support";
import {
  type ContextModel,
  type ContextSentence,
  type Probe,
  probeOf,
  type Ranked,
  rankWindows,
} from "./context";
import { clauseTokens, contradictionCue, negatedStems } from "./contradiction";
import { derive } from "./derivation";
import { capitalisedWords, extractFacts, type HardFact, sameDate } from "./facts";
import { supportedByJoin } from "./joined";
import { localDeriver } from "./local-arithmetic";
import { claimQuantities, derivation, type Quantity } from "./numbers";
import { derivationPool } from "./pool";
import { claimNumberMatches } from "./quantity-forms";
import { contentStem, rawWords, sameWordFamily, splitClauses, words } from "./text";
import { RULE_THRESHOLDS as T } from "./thresholds";
import type { Claim, Evidence, Verdict } from "./types";

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
): { claim: Claim; byChunk: number[] } {
  const facts = extractFacts(text, knownNames);
  const base = { index, text, citations, facts };
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
  const { ranked, byChunk } = rankWindows(probe, model);
  const best = ranked[0]!;
  const support = best.support;
  const evidence: Evidence = {
    chunkIndex: best.window.chunkIndex,
    chunkId: model.chunks[best.window.chunkIndex]!.id,
    text: best.window.text,
    support: round(support),
  };
  const pool = derivationPool(ranked, model);
  // Whether a claim figure derives from the pool: asked for each sentence a fact is looked
  // for in, so answered once per figure.
  const derivedMemo = new Map<Quantity, boolean>();
  const found = (q: Quantity) =>
    model.sentences.some((s) => s.quantities.some((c) => numberMatches(q, text, c)));
  let local: ((q: Quantity) => boolean) | undefined;
  const derived: Derived = (q) => {
    let d = derivedMemo.get(q);
    if (d === undefined) {
      d = derivation(q, pool, text) !== null;
      derivedMemo.set(q, d);
      if (!d) {
        local ??= localDeriver({
          own: claimQuantities(text),
          question: questionQuantities,
          pool,
          window: best.window.sentences.flatMap((s) => s.quantities),
          grounded: (x) => found(x) || derive(x, pool, [x], text) !== null,
          sentence: text,
        });
        d = local(q);
        derivedMemo.set(q, d);
      }
    }
    return d;
  };
  const missingFacts = facts.filter((f) => !factPresent(f, model, derived, text));
  const single = ranked.find((r) => r.window.sentences.length === 1);
  // A comparison or a total ("$20 more than the Basic plan") draws on two sentences by design.
  const compares =
    /\b(?:than|both|whereas|while|unlike|compared|versus|vs|together|total|combined|altogether)\b/i.test(
      text,
    );
  let closeMemo: ContextSentence[] | undefined;
  const close = () => (closeMemo ??= closeSentences(ranked));
  const detached: HardFact[] =
    single && single.support >= T.attachedFactSupport && !compares
      ? facts.filter(
          (f) =>
            !missingFacts.includes(f) &&
            !attached(f, single.window.sentences[0]!, derived, text) &&
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
            ),
        )
      : [];
  if (single && single.support >= T.attachedFactSupport) {
    const opening = displacedOpening(text, facts, single.window.sentences[0]!, model);
    if (opening) detached.push(opening);
  }
  const contradiction = findContradiction(text, ranked, model, close);
  // A comparison's figure is derived from two sentences by design; its support stays with
  // the windows, so that a figure matched by chance is not carried by scattered words.
  const comparison = compares && facts.some((f) => f.kind === "number");
  const clauseCheck: ClauseCheck = {
    attached: (f, s) => attached(f, s, derived, text),
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
  const lent = (f: HardFact) => facts.includes(f) && f.kind !== "name";
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
          (f, s) => attached(f, s, derived, text),
          (f) => derived(f.quantity!),
        )
      : null;
  if (anchor && bareClauseUncovered(text, facts, model)) anchor = null;
  const byClauses = () => (detached.length === 0 ? clauseCarriers() : null);
  const [verdict, confidence, reason] = decide(
    support,
    // Only claims in the partly-covered band need it.
    () => (comparison ? 0 : coverage(text, probe, model)),
    missingFacts,
    contradiction,
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
  const claim: Claim = {
    ...base,
    support: round(support),
    evidence,
    missingFacts: [...missingFacts, ...detached],
    contradiction,
    verdict,
    confidence: round(confidence),
    reason,
  };
  return { claim, byChunk };
}

/**
 * "Hotel Miramar is a ten-minute walk…" against "The hotel is a 10-minute walk…": the closest
 * sentence refers to the named thing by its common noun, and names nothing the claim does not.
 * The name itself must be in the context (factPresent has checked that); a sentence that names
 * another ("Hotel Sol is…") still makes the claim's name a swap.
 */
function refersTo(fact: HardFact, sentence: ContextSentence, claim: string): boolean {
  const own = rawWords(fact.text);
  if (own.length < 2) return false;
  const lower = sentence.text.toLowerCase();
  // A determiner before the common noun: "the hotel", not the "Signature" in "X-Signature".
  const common = own.some((w) =>
    new RegExp(`\\b(?:the|this|that|our|your|its)\\s+${w}\\b(?![-'])`).test(lower),
  );
  if (!common) return false;
  const claimLower = claim.toLowerCase();
  return [...capitalisedWords([sentence.text])].every((w) =>
    new RegExp(`(?<![\\p{L}\\d-])${escapeRegExp(w)}(?![\\p{L}\\d-])`, "u").test(claimLower),
  );
}

/** A common noun for an organisation: "the company's engineers" speak of the context's firm. */
const ORGANISATION =
  /\b(?:the|our)\s+(?:company|firm|business|provider|organisation|organization|society|bank|lender|operator|practice|clinic|shop|store|platform|service|agency|studio|school)(?:['\u2019]s)?\b/;

/**
 * "Keystone releases the funds" against "completion funds are released to the solicitor": the
 * claim names the actor of a sentence that names no one (fifth round). In place when that
 * sentence names nothing the claim lacks, and the name is the context's actor (two of its
 * sentences use it), the user's question uses it ("How much is the Horizon 9…?"), or the
 * sentence speaks of a firm by its common noun ("the company's engineers") and the name is
 * the one the context opens with. A sentence that names someone else ("handled by
 * Parcelink") keeps the swap.
 */
function actorOf(
  fact: HardFact,
  sentence: ContextSentence,
  model: ContextModel,
  questionWords: Set<string>,
  claim: string,
): boolean {
  const own = rawWords(fact.text);
  const claimLower = claim.toLowerCase();
  const namesOther = [...capitalisedWords([sentence.text])].some(
    (w) => !new RegExp(`(?<![\\p{L}\\d-])${escapeRegExp(w)}(?![\\p{L}\\d-])`, "u").test(claimLower),
  );
  if (namesOther) return false;
  if (own.every((w) => inWords(w, questionWords))) return true;
  // "the company" is the firm its own chunk opens with, not any name it mentions later, nor
  // the first chunk's (the chunks' order must change nothing, and another chunk may be about
  // another firm).
  const opening = model.chunks[sentence.chunkIndex]?.sentences[0];
  if (
    opening &&
    ORGANISATION.test(sentence.text.toLowerCase()) &&
    own.every((w) => inWords(w, rawSetOf(opening)))
  )
    return true;
  let using = 0;
  for (const s of model.sentences) {
    if (own.every((w) => inWords(w, rawSetOf(s))) && ++using >= 2) return true;
  }
  return false;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A claim's capitalised first word that the context never uses, where the closest sentence
 * names someone or something the claim does not ("Ultimate handles delivery" against "parcels
 * are delivered by DHL"): a swapped name at the start of a sentence, which the name check
 * cannot tell from an ordinary capital. An opening word the context knows, in any form or
 * through the lexicon ("Deliveries"), is no name.
 */
function displacedOpening(
  text: string,
  facts: HardFact[],
  sentence: ContextSentence,
  model: ContextModel,
): HardFact | null {
  // Letters only: a contraction ("You'll") is no name.
  const m = /^\W*(\p{Lu}[\p{L}\d&-]*)(?![\p{L}'])/u.exec(text);
  if (!m) return null;
  const word = m[1]!;
  const lower = word.toLowerCase();
  const known = (part: string) => {
    const stem = contentStem(part);
    return stem === null || model.idf.has(stem) || inWords(part, model.wordSet);
  };
  // "Baixa-Chiado" is known when its parts are.
  if (rawWords(lower).every(known)) return null;
  if (facts.some((f) => f.kind === "name" && rawWords(f.text).includes(lower))) return null;
  const claimWords = new Set(rawWords(text));
  const otherName = [...capitalisedWords([sentence.text])].find((w) =>
    rawWords(w).some((x) => !claimWords.has(x)),
  );
  return otherName ? { kind: "name", text: word, key: lower } : null;
}

/** Whether a claim figure is derived from the best windows' numbers (`derivation`). */
type Derived = (q: Quantity) => boolean;

function factPresent(
  fact: HardFact,
  model: ContextModel,
  derived: Derived,
  claim: string,
): boolean {
  switch (fact.kind) {
    case "number": {
      const q = fact.quantity!;
      for (const s of model.sentences)
        if (s.quantities.some((c) => numberMatches(q, claim, c)) || noneOf(q, claim, s))
          return true;
      return derived(q);
    }
    case "date":
      return model.sentences.some((s) => s.dates.some((d) => sameDate(fact.key, d.key)));
    case "name":
      return rawWords(fact.text).every((w) => inWords(w, model.wordSet));
    default:
      return model.lowerText.includes(fact.key) || versionSaid(fact.key, model.lowerText);
  }
}

/** "v3" is how a version is written for short: the context's "version 3" holds it. */
function versionSaid(key: string, lowerText: string): boolean {
  const m = /^v(\d+)$/.exec(key);
  return m !== null && new RegExp(`\\bversion ${m[1]}\\b`).test(lowerText);
}

/**
 * A zero figure said as a negation: the claim's "0% interest" or "£0 fee" is in place where
 * the sentence says "no interest", "no fee" (the word after the figure, negated there).
 */
function noneOf(q: Quantity, claim: string, sentence: ContextSentence): boolean {
  if (q.value !== 0) return false;
  const next = contentStem(rawWords(claim.slice(q.end))[0] ?? "");
  return next !== null && sentence.stemSet.has(next) && negatedStems(sentence.tokens).has(next);
}

function numberMatches(q: Quantity, claim: string, context: Quantity): boolean {
  return claimNumberMatches(q, claim, context, T.numberTolerance, T.approximateTolerance);
}

/** A name's word in a set of words, itself or as a derivation ("Europe" in "European"). */
function inWords(word: string, present: Set<string>): boolean {
  if (present.has(word)) return true;
  // The plural names the same thing ("DVDs" for "DVD"); sameWordFamily needs five letters.
  if (
    present.has(`${word}s`) ||
    (word.length > 2 && word.endsWith("s") && present.has(word.slice(0, -1)))
  )
    return true;
  for (const w of present) if (sameWordFamily(word, w)) return true;
  // A day of the week is named by its group: "Saturdays and Sundays" are the "weekends".
  const group = DAY_GROUPS.get(word.replace(/s$/, ""));
  return group !== undefined && (present.has(group) || present.has(`${group}s`));
}

/** Day names → the word for their part of the week. */
const DAY_GROUPS = new Map([
  ...["monday", "tuesday", "wednesday", "thursday", "friday"].map((d) => [d, "weekday"] as const),
  ...["saturday", "sunday"].map((d) => [d, "weekend"] as const),
]);

/** Whether a fact found somewhere in the context is in `sentence` itself (or derived from the pool). */
function attached(
  fact: HardFact,
  sentence: ContextSentence,
  derived: Derived,
  claim: string,
): boolean {
  switch (fact.kind) {
    case "number":
      return (
        sentence.quantities.some((c) => numberMatches(fact.quantity!, claim, c)) ||
        noneOf(fact.quantity!, claim, sentence) ||
        derived(fact.quantity!)
      );
    case "date":
      return sentence.dates.some((d) => sameDate(fact.key, d.key));
    case "name": {
      const present = rawSetOf(sentence);
      return rawWords(fact.text).every((w) => inWords(w, present));
    }
    default:
      return true;
  }
}

/** A sentence's words as written, as a set, made once per sentence when a name is looked up. */
const rawSets = new WeakMap<ContextSentence, Set<string>>();
function rawSetOf(sentence: ContextSentence): Set<string> {
  let set = rawSets.get(sentence);
  if (!set) {
    set = new Set(sentence.rawTokens);
    rawSets.set(sentence, set);
  }
  return set;
}

/**
 * Sentences of the closest windows, of any chunk: a claim may join sentences that retrieval
 * put in different chunks ("€35 a month on a 24-month contract").
 */
function closeSentences(ranked: Ranked[]): ContextSentence[] {
  return [...new Set(ranked.slice(0, CLOSE_WINDOWS).flatMap((r) => r.window.sentences))];
}

/** How many of the best windows lend facts and clauses to a claim that joins sentences. */
const CLOSE_WINDOWS = 6;

/**
 * A claim may join two sentences ("refunds take 14 days, and a receipt is needed"):
 * a fact is then in place when another close sentence (`closeSentences`) holds it and also
 * brings claim words the best sentence lacks. A sentence that only lends the fact (the other plan's
 * price) does not count: that is a swap.
 */
function spannedTo(
  fact: HardFact,
  best: ContextSentence,
  window: ContextSentence[],
  claimStems: string[],
  derived: Derived,
  claim: string,
): boolean {
  const own = new Set(words(fact.text).map((w) => contentStem(w)));
  return window.some(
    (s) =>
      s !== best &&
      attached(fact, s, derived, claim) &&
      claimStems.some((t) => s.stemSet.has(t) && !best.stemSet.has(t) && !own.has(t)),
  );
}

/** "No, …", "Yes: …", "Usually not: …": a short answer to the question before the claim. */
const ANSWER_PARTICLE = /^\s*(?:[a-z]+\s+)?(?:no|not|yes)\s*[,:;!]\s*/i;

function findContradiction(
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
    const cue = contradictionCue(tokens, sentence.tokens, () => {
      claimClauses ??= clauseTokens(own);
      return {
        claim: claimClauses,
        sentence: clauseTokens(sentence.text),
        others: close()
          .filter((s) => s !== sentence)
          .map((s) => s.tokens),
      };
    });
    if (cue)
      return { sentence: sentence.text, chunkId: model.chunks[sentence.chunkIndex]!.id, cue };
  }
  return null;
}

/**
 * A clause of the claim with no hard fact of its own ("…, and late returns are banned from
 * the garden") that neither the context's words cover (`anchoredClauseCoverage`) nor one
 * window supports (`anchoredClauseSupport`): the facts of the other clauses do not carry it,
 * so the claim is not anchored. A fragment of fewer
 * than three content words is a list item, judged with the claim.
 */
function bareClauseUncovered(text: string, facts: HardFact[], model: ContextModel): boolean {
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
function coverage(
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

function decide(
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

export function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
