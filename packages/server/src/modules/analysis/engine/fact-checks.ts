import { amountRate } from "./amount-rate";
import { basePlusRate } from "./base-plus-rate";
import type { ContextModel, ContextSentence } from "./context";
import { countPriced } from "./count-priced";
import { derive } from "./derivation";
import { directedDate } from "./directed-date";
import { type HardFact, sameDate } from "./facts";
import { labelledFor } from "./figure-labels";
import { countsOwnList } from "./list-count";
import { localDeriver } from "./local-arithmetic";
import { analysisMemo } from "./memo";
import { minimumCharge } from "./minimum-charge";
import { namedDiscount } from "./named-discount";
import { withNamed } from "./named-operands";
import { namedSum } from "./named-sum";
import { negatedStems } from "./negation-scope";
import { claimQuantities, derivation, type Quantity } from "./numbers";
import { ordinalSum } from "./ordinal-sum";
import { likeDimensions } from "./quantity";
import { claimNumberMatches } from "./quantity-forms";
import { contentStem, rawWords, sameWordFamily, words } from "./text";
import { RULE_THRESHOLDS as T } from "./thresholds";
import { shiftedClock, shiftedDate } from "./time-arithmetic";
import { calendarWeekday } from "./weekday-of-date";
import { wholeYearsBound } from "./whole-years";
import type { Ranked } from "./window-support";
import { workedOut } from "./worked-out";

/*
 * Where a claim's hard facts are: anywhere in the context (`factPresent`), in one sentence
 * (`attached`), in a close sentence that also brings claim words (`spannedTo`), or, for a
 * figure, derived from the best windows and the claim's grounded figures (`claimDerived`).
 */

/** Whether a claim figure is derived from the best windows' numbers (`derivation`). */
export type Derived = (q: Quantity) => boolean;

/**
 * A claim's figures derived from the pool (`derivation`) or, failing that, by local arithmetic
 * over its grounded figures, the question's and the best window's (`localDeriver`).
 */
export function claimDerived(
  text: string,
  model: ContextModel,
  pool: Quantity[],
  window: ContextSentence[],
  questionQuantities: Quantity[],
  questionPool: Quantity[] = [],
  questionWords: Set<string> = new Set(),
): Derived {
  // Whether a claim figure derives from the pool: asked for each sentence a fact is looked
  // for in, so answered once per figure.
  const derivedMemo = new Map<Quantity, boolean>();
  const found = (q: Quantity) => {
    for (const s of model.distinct) if (matchesAny(q, text, s.quantities)) return true;
    return false;
  };
  let local: ((q: Quantity) => boolean) | undefined;
  // The question's best sentence and the previous claim's figures are operands too: the
  // question names what is priced ("the 2-person plan"), the claim only adds to it ("$70.93
  // including shipping"), so that sentence often ranks below the claim's own best windows.
  const operands =
    questionPool.length > 0 ? [...pool, ...questionPool.filter((q) => !pool.includes(q))] : pool;
  let named: Quantity[] | undefined; // named-operands.ts
  const widened = () => (named ??= withNamed(operands, text, questionWords, model));
  return (q) => {
    let d = derivedMemo.get(q);
    if (d === undefined && q.date !== undefined) {
      // A date a duration after another (time-arithmetic.ts): the claim's or the question's
      // dates and durations, with the best windows'.
      const own = [...claimQuantities(text), ...questionQuantities];
      const all = [...pool, ...own];
      d =
        (!movesWindowDate(q, own, window) &&
          shiftedDate(
            q,
            all.filter((x) => x.date !== undefined),
            all,
            own,
          ) !== null) ||
        directedDate(q, text, model) !== null;
      derivedMemo.set(q, d);
    }
    if (d === undefined) {
      d =
        derivation(q, operands, text) !== null ||
        (widened() !== operands && derivation(q, widened(), text) !== null) ||
        clockFromQuestion(q, pool, questionQuantities, text) ||
        namedSum(q, text, model.distinct) !== null ||
        countPriced(q, text, questionWords, model.distinct) !== null ||
        ordinalSum(q, text, model.distinct) !== null ||
        wholeYearsBound(q, text, model.distinct) ||
        minimumCharge(q, text, model.distinct) !== null ||
        namedDiscount(q, text, model.distinct) !== null ||
        amountRate(q, text, model.distinct) !== null ||
        workedOut(q, text, model.distinct, pool) ||
        countsOwnList(q, text) ||
        basePlusRate(q, text, questionQuantities, questionWords, model.distinct) !== null;
      derivedMemo.set(q, d);
      if (!d) {
        local ??= localDeriver({
          own: claimQuantities(text),
          question: questionQuantities,
          pool: questionPool.length > 0 ? [...pool, ...questionPool] : pool,
          window: window.flatMap((s) => s.quantities),
          grounded: (x) => found(x) || derive(x, pool, [x], text) !== null,
          sentence: text,
        });
        d = local(q);
        derivedMemo.set(q, d);
      }
    }
    return d;
  };
}

/**
 * A clock time a duration after or before the question's ("If I catch the 10:30 …" → "you'd
 * arrive at 11:25" with the context's 55-minute crossing): the user's time is an operand of
 * its own, as a claim's is (eighth round).
 */
function clockFromQuestion(
  q: Quantity,
  pool: Quantity[],
  question: Quantity[],
  text: string,
): boolean {
  if (q.dimension !== "clock") return false;
  const clocks = question.filter((x) => x.dimension === "clock");
  if (clocks.length === 0) return false;
  return shiftedClock(q, [...pool, ...clocks], clocks, text) !== null;
}

export function factPresent(
  fact: HardFact,
  model: ContextModel,
  derived: Derived,
  claim: string,
): boolean {
  switch (fact.kind) {
    case "number": {
      const q = fact.quantity!;
      // Anywhere in the context: a repeated sentence answers as its first occurrence did.
      for (const s of model.distinct)
        if (matchesAny(q, claim, s.quantities) || noneOf(q, claim, s)) return true;
      return derived(q);
    }
    case "date": {
      // A weekday beside a date holds or fails by the calendar (weekday-of-date.ts).
      const weekday = fact.key.startsWith("wd") ? calendarWeekday(fact, claim, model) : null;
      if (weekday !== null) return weekday;
      return (
        model.distinct.some((s) => s.dates.some((d) => sameDate(fact.key, d.key))) ||
        dateDerived(fact, claim, derived, model)
      );
    }
    case "name":
      return rawWords(fact.text).every((w) => inWords(w, model.wordSet));
    default:
      return model.lowerText.includes(fact.key) || versionSaid(fact.key, model.lowerText);
  }
}

/**
 * A claim date that stands where the best window states another date the claim leaves out
 * ("opens on 3 February" against "opens on 3 March … closes 14 April", with "10 weeks" in the
 * next sentence): a moved date, whatever a duration happens to reach.
 */
function movesWindowDate(q: Quantity, own: Quantity[], window: ContextSentence[]): boolean {
  return window.some((s) =>
    s.dates.some(
      (d) =>
        !d.key.startsWith("wd") &&
        !own.some((o) => o !== q && o.date !== undefined && sameDate(d.key, dateKey(o))),
    ),
  );
}

export function dateKey(q: Quantity): string {
  const d = q.date!;
  return `${d.month}-${d.day ?? ""}-${d.year ?? ""}`;
}

/**
 * A claim's date derived from another date and a duration (`claimDerived`), or a weekday that
 * the calendar gives the date beside it (weekday-of-date.ts; without `model`, none is).
 */
function dateDerived(
  fact: HardFact,
  claim: string,
  derived: Derived,
  model: ContextModel | undefined,
): boolean {
  if (fact.key.startsWith("wd"))
    return model !== undefined && calendarWeekday(fact, claim, model) === true;
  const q = claimQuantities(claim).find((x) => x.date !== undefined && x.text === fact.text);
  return q !== undefined && derived(q);
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

/**
 * Whether one of a sentence's figures is the claim's: a plain loop, since it is asked for
 * every sentence of the context and a callback per sentence is garbage.
 */
function matchesAny(q: Quantity, claim: string, context: Quantity[]): boolean {
  for (const c of context) if (numberMatches(q, claim, c)) return true;
  return false;
}

/** A name's word in a set of words, itself or as a derivation ("Europe" in "European"). */
export function inWords(word: string, present: Set<string>): boolean {
  if (present.has(word)) return true;
  // The plural names the same thing ("DVDs" for "DVD"); sameWordFamily needs five letters.
  if (
    present.has(`${word}s`) ||
    (word.length > 2 && word.endsWith("s") && present.has(word.slice(0, -1)))
  )
    return true;
  for (const w of present) if (sameWordFamily(word, w) && adjectiveOfName(word, w)) return true;
  // A day of the week is named by its group: "Saturdays and Sundays" are the "weekends".
  const group = DAY_GROUPS.get(word.replace(/s$/, ""));
  return group !== undefined && (present.has(group) || present.has(`${group}s`));
}

/**
 * Whether the longer of two words of one family is the shorter's adjective or people
 * ("European", "Canadian", "Japanese", "Israeli", "Londoner", "German" for "Germany"), as a name's
 * derivation is: "Harrison" is no derivation of "Harris", nor "Peterson" of "Peters" (s17).
 */
function adjectiveOfName(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  let shared = 0;
  while (shared < short.length && short[shared] === long[shared]) shared++;
  return NAME_ADJECTIVE.test(long.slice(Math.min(shared, short.length - 1)));
}
const NAME_ADJECTIVE = /^.?(?:an|ian|ean|ese|ish|ic|i|n|y|e|er)s?$/;

/** Day names → the word for their part of the week. */
const DAY_GROUPS = new Map([
  ...["monday", "tuesday", "wednesday", "thursday", "friday"].map((d) => [d, "weekday"] as const),
  ...["saturday", "sunday"].map((d) => [d, "weekend"] as const),
]);

/** Whether a fact found somewhere in the context is in `sentence` itself (or derived from the pool). */
export function attached(
  fact: HardFact,
  sentence: ContextSentence,
  derived: Derived,
  claim: string,
  model?: ContextModel,
): boolean {
  switch (fact.kind) {
    case "number":
      return (
        matchesAny(fact.quantity!, claim, sentence.quantities) ||
        noneOf(fact.quantity!, claim, sentence) ||
        derived(fact.quantity!)
      );
    case "date":
      return (
        sentence.dates.some((d) => sameDate(fact.key, d.key)) ||
        dateDerived(fact, claim, derived, model)
      );
    case "name": {
      const present = rawSetOf(sentence);
      return rawWords(fact.text).every((w) => inWords(w, present));
    }
    default:
      return true;
  }
}

/** A sentence's words as written, as a set, made once per sentence when a name is looked up. */
const rawSets = analysisMemo<ContextSentence, Set<string>>();
export function rawSetOf(sentence: ContextSentence): Set<string> {
  let set = rawSets.get(sentence);
  if (!set) {
    set = new Set(sentence.rawTokens);
    rawSets.set(sentence, set);
  }
  return set;
}

/**
 * A claim may join two sentences ("refunds take 14 days, and a receipt is needed"):
 * a fact is then in place when another close sentence (`closeSentences`) holds it and also
 * brings claim words the best sentence lacks, or labels the figure with a claim word no other
 * figure of it has (eighth round: "Ultimate at £34.99"). A sentence that only lends the fact
 * (the other plan's price) does not count: that is a swap.
 */
export function spannedTo(
  fact: HardFact,
  best: ContextSentence,
  window: ContextSentence[],
  claimStems: string[],
  derived: Derived,
  claim: string,
  model: ContextModel,
): boolean {
  const own = new Set(words(fact.text).map((w) => contentStem(w)));
  return window.some(
    (s) =>
      s !== best &&
      attached(fact, s, derived, claim, model) &&
      (claimStems.some((t) => s.stemSet.has(t) && !best.stemSet.has(t) && !own.has(t)) ||
        // Or the sentence names what the figure belongs to with a claim word (figure-labels.ts).
        (fact.kind === "number" &&
          (labelledFor(fact.quantity!, s, claimStems, own) ||
            goesOnWith(s, best, fact.quantity!)))),
  );
}

/**
 * A figure in the sentence right before or after the best one, in its chunk, when the best one
 * holds no figure of its kind: one statement told in two sentences ("Our Green Card gives
 * members 10% off plants. Membership costs £12 a year." for "A Green Card is £12 for the
 * year"), where no figure of the best sentence was replaced.
 */
function goesOnWith(s: ContextSentence, best: ContextSentence, figure: Quantity): boolean {
  if (s.chunkIndex !== best.chunkIndex || Math.abs(s.position - best.position) !== 1) return false;
  for (const c of best.quantities)
    if (!c.weak && likeDimensions(c.dimension, figure.dimension)) return false;
  return true;
}

/**
 * The one-sentence window a claim's facts must sit in: the best, or, when words cannot tell
 * the best from another ("A lesson is £30" against "Lessons must be booked 2 days ahead"
 * and "£30 buys a 45-minute lesson", both support 1), the tied one that holds every figure
 * and date. A sentence that merely holds the figure, less close, stays a swap.
 */
export function factHolder(
  ranked: Ranked[],
  facts: HardFact[],
  holds: (f: HardFact, s: ContextSentence) => boolean,
): Ranked | undefined {
  const single = (r: Ranked) => r.window.sentences.length === 1;
  const best = ranked.find(single);
  const figures = facts.filter((f) => f.kind === "number" || f.kind === "date");
  if (!best || figures.length === 0) return best;
  const all = (r: Ranked) => figures.every((f) => holds(f, r.window.sentences[0]!));
  if (all(best)) return best;
  const tied = (r: Ranked) => r.support >= best.support - T.tiedSupport;
  return ranked.find((r) => single(r) && tied(r) && all(r)) ?? best;
}
