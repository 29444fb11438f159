import type { ContextSentence } from "./context";
import type { HardFact } from "./facts";
import { QUALIFIERS } from "./flip-words";
import type { Quantity } from "./quantity";
import { stem } from "./stemmer";
import { RULE_THRESHOLDS as T } from "./thresholds";
import type { Ranked } from "./window-support";

/**
 * Anchoring: a claim whose hard facts are all in one window of the context carries its
 * meaning in those facts ("If power is off for more than 12 hours, you get £95" restated as
 * "you can claim £95 compensation when the power has been off for longer than 12 hours").
 * Its everyday words may differ from the context's more than a claim without facts may, so
 * the support it needs falls with the weight of the facts (`anchoredSupport`). Planted errors
 * with every fact in place are flips of a quantifier, modal or negation (contradiction.ts, and
 * a qualifier the window lacks keeps the plain bar here) or a new object on a known fact, which
 * still finds little support for its new words.
 */
export interface Anchor {
  /** The window holding every fact, the best ranked one. */
  window: Ranked;
  /** Sum of the facts' weights (`factWeight`). */
  weight: number;
  /** The second window, when the facts split between two (`pairAnchor`). */
  other?: Ranked;
}

/**
 * Words that add something to what the facts carry ("the $240 plan also comes with a
 * tablet"): a new object on a known fact, the usual shape of a fabrication with every fact
 * in place.
 */
const ADDITIVE = new Set(["also", "too", "additionally", "plus", "besides", "moreover"]);

/**
 * Quantifiers that distribute rather than qualify ("€0.80 for each kilometre", "any day",
 * "every 30-day supply"), and "will", the future tense far more often than a guarantee: they
 * restate a rate or a schedule, and a flip of them is contradiction.ts' business.
 */
const DISTRIBUTIVE = new Set([
  "will",
  "each",
  "every",
  "entire",
  "everyone",
  "everything",
  "everybody",
  "any",
  "anyone",
  "anybody",
]);

/**
 * A figure stated as a difference: "£99.50 more than the standard fee", "two days longer
 * than". Not "23 or older" nor "no more than 50" (the figure after "than" is a limit).
 */
const STATED_DIFFERENCE =
  /^\s+(?!or\b)(?:[a-z]+\s+)?(?:more|less|fewer|cheaper|dearer|longer|shorter|higher|lower|bigger|smaller|larger|faster|slower|earlier|later|extra)\s+than\b/i;

function statedAsDifference(text: string, q: Quantity): boolean {
  return STATED_DIFFERENCE.test(text.slice(q.end, q.end + 60));
}

/** How many of the best windows are searched for one that holds every fact. */
const ANCHOR_WINDOWS = 8;

/**
 * How much a fact pins a claim to its source: a plain small count ("2", "three") is common
 * in any text and a short acronym ("ID", "QR") is a common noun in capitals, so each weighs
 * half; ids, URLs, emails and quotes are unmistakable.
 */
export function factWeight(fact: HardFact): number {
  switch (fact.kind) {
    case "number": {
      const q = fact.quantity!;
      return q.dimension === "none" && Number.isInteger(q.raw) && Math.abs(q.raw) <= 12 ? 0.5 : 1;
    }
    case "name":
      return /^[A-Z]{1,3}$/.test(fact.text) ? 0.5 : 1;
    case "date":
      return 1;
    default:
      return 1.5;
  }
}

/**
 * A fact's weight where it is anchored: a small count pins the claim as a unit does when it
 * counts per period ("3 times a year") or counts the thing the window's figure counts ("six
 * students at most" against "limited to 6 students per group").
 */
function anchoredWeight(fact: HardFact, text: string, sentences: ContextSentence[]): number {
  const weight = factWeight(fact);
  if (weight !== 0.5 || fact.kind !== "number") return weight;
  const q = fact.quantity!;
  if (q.per !== undefined) return 1;
  const noun = COUNTED.exec(text.slice(q.end))?.[1];
  if (!noun) return weight;
  const counted = stem(noun.toLowerCase());
  for (const s of sentences)
    for (const w of s.quantities) {
      if (w.weak || w.value !== q.value || w.dimension !== q.dimension) continue;
      const other = COUNTED.exec(s.text.slice(w.end))?.[1];
      if (other && stem(other.toLowerCase()) === counted) return 1;
    }
  return weight;
}
const COUNTED = /^\s+([A-Za-z]{3,})/;

/**
 * The anchor of a claim, or null: every fact attached to a sentence of one window
 * (`attached` also accepts a figure derived from the best windows), no figure stated as a
 * difference that only matches as itself ("£99 more than" where the context's £99 is a price),
 * and no quantifier, modal or restriction the window does not use.
 */
export function anchorOf(
  text: string,
  tokens: string[],
  facts: HardFact[],
  ranked: Ranked[],
  attached: (fact: HardFact, sentence: ContextSentence) => boolean,
  derived: (fact: HardFact) => boolean,
): Anchor | null {
  if (facts.length === 0) return null;
  for (const f of facts)
    if (f.kind === "number" && statedAsDifference(text, f.quantity!) && !derived(f)) return null;
  // "An assessment plus four follow-ups comes to £275": with a figure worked out, "plus" is
  // the sum's own joiner, not an addition the window must make (s21).
  const sums = tokens.includes("plus") && facts.some((f) => f.kind === "number" && derived(f));
  const qualifiers = qualifiersOf(tokens).filter((t) => !(sums && t === "plus"));
  const bound = tokens.find((t) => BOUNDS.has(t));
  for (const r of ranked.slice(0, ANCHOR_WINDOWS)) {
    const sentences = r.window.sentences;
    if (!facts.every((f) => sentences.some((s) => attached(f, s)))) continue;
    if (qualifiers.some((q) => !sentences.some((s) => usesQualifier(s.tokens, q, bound))))
      return null;
    return {
      window: r,
      weight: facts.reduce((sum, f) => sum + anchoredWeight(f, text, sentences), 0),
    };
  }
  return pairAnchor(facts, ranked, attached, qualifiers, bound);
}

/**
 * Whether a sentence uses a qualifier: the word itself, or for "usually" and its kin any word
 * of the kin or "most" ("most claims are paid within 5 days": "claims are usually paid…").
 */
function usesQualifier(tokens: string[], q: string, bound?: string): boolean {
  if (tokens.includes(q)) return true;
  if (bound !== undefined && BOUND_MODALS.has(q) && tokens.includes(bound)) return true;
  return USUALLY.has(q) && tokens.some((t) => USUALLY.has(t));
}
const USUALLY = new Set(["usually", "typically", "generally", "normally", "mostly", "most"]);

/**
 * A modal of permission or necessity on a bounded figure ("no more than eight swimmers may use
 * a lane", "you must be at least 17") restates a sentence that bounds it the same way ("lanes
 * are limited to 8 swimmers", "the minimum age is 17"): the limit is what is allowed or
 * required. A flip of the bound or of the modal is contradiction.ts' business.
 */
const BOUND_MODALS = new Set(["may", "must"]);
const BOUNDS = new Set(["maximum", "minimum"]);

/** A claim's qualifiers and additions, which the window that carries it must use too. */
export function qualifiersOf(tokens: string[]): string[] {
  return tokens.filter(
    (t, i) =>
      ((QUALIFIERS.has(t) && !DISTRIBUTIVE.has(t)) || ADDITIVE.has(t)) &&
      // "at most", "at least": a limit on a figure, which the figure check compares.
      !(LIMIT_WORDS.has(t) && tokens[i - 1] === "at"),
  );
}
const LIMIT_WORDS = new Set(["most", "least"]);

/** How many of the best windows may pair up to anchor a claim that joins two sentences. */
const PAIR_WINDOWS = 4;

/**
 * A claim joining two sentences ("flu shots run from 1 October to 31 January, and anyone over
 * 65 gets the high-dose one free"): its facts split between two of the best windows, each
 * holding at least one and together all. The anchor is the better of the two.
 */
function pairAnchor(
  facts: HardFact[],
  ranked: Ranked[],
  attached: (fact: HardFact, sentence: ContextSentence) => boolean,
  qualifiers: string[],
  bound: string | undefined,
): Anchor | null {
  const top = ranked.slice(0, PAIR_WINDOWS);
  const holds = top.map((r) => facts.map((f) => r.window.sentences.some((s) => attached(f, s))));
  for (let i = 0; i < top.length; i++)
    for (let j = i + 1; j < top.length; j++) {
      if (top[i]!.window.sentences.some((s) => top[j]!.window.sentences.includes(s))) continue;
      const a = holds[i]!;
      const b = holds[j]!;
      if (!a.some(Boolean) || !b.some(Boolean) || !facts.every((_, k) => a[k] || b[k])) continue;
      const sentences = [...top[i]!.window.sentences, ...top[j]!.window.sentences];
      if (qualifiers.some((q) => !sentences.some((s) => usesQualifier(s.tokens, q, bound))))
        return null;
      return {
        window: top[i]!,
        other: top[j]!,
        weight: facts.reduce((sum, f) => sum + factWeight(f), 0),
      };
    }
  return null;
}

/** The support an anchored claim needs in its anchor window, by the weight of its facts. */
export function anchoredBar(weight: number): number {
  const { strong, single } = T.anchoredSupport;
  if (weight >= strong.weight) return strong.support;
  if (weight >= single.weight) return single.support;
  return T.supported;
}
