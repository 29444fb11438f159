import { NEGATIVE_PREDICATES, stemsOf } from "./negation-scope";
import { LIGHT_WORDS } from "./paraphrase-lexicon";
import { priceRestated } from "./price-restated";
import { synonymous } from "./synonyms";
import { contentStem, sameWordFamily } from "./text";

/**
 * Over-generalisation (ninth round): "we cover the return shipping for all orders" against
 * "return shipping is free for orders over $50". The claim makes universal ("all", "every",
 * "any", "always") what the sentence limits to one side of a threshold, and states no limit of
 * its own: no flip of words catches it, since the sentence has no quantifier to flip.
 */

/** Universal words; "any" stays universal after a negation ("not charged on any order"). */
const UNIVERSAL = new Set(["all", "every", "any", "always", "everyone", "anyone", "each"]);
const NEGATORS = new Set(["not", "n't", "never", "no"]);

/** Threshold words before a figure ("over 50"; "at least" and "or older" read as "minimum"). */
const BEFORE_FIGURE = new Set([
  "over",
  "above",
  "under",
  "below",
  "exceeding",
  "minimum",
  "maximum",
]);
/** "more than 3", "fewer than 10". */
const THAN_BEFORE = new Set(["more", "less", "fewer"]);
/** Words by which a claim states a limit of its own; its figures are checked as facts. */
const LIMIT_WORDS = new Set([...BEFORE_FIGURE, "than", "least", "most", "up", "between", "from"]);

/** A token that writes a figure ("4", "1,000"). */
export const isFigure = (t: string | undefined) => t !== undefined && /^\d/.test(t);

/**
 * The universal word of the claim, or null. A negation before it denies the universal ("not
 * every order", "is not free for all orders"), which agrees with a limit; "any" after one stays
 * universal ("never charged on any order").
 */
function universalOf(claim: string[]): string | null {
  let negated = false;
  for (const t of claim) {
    if (NEGATORS.has(t)) negated = true;
    else if (UNIVERSAL.has(t) && (!negated || t === "any" || t === "anyone")) return t;
  }
  return null;
}

/** The threshold of a clause as written ("over 50", "more than 3", "65 minimum"), or null. */
function thresholdOf(clause: string[]): string | null {
  for (let j = 0; j < clause.length; j++) {
    const t = clause[j]!;
    if (BEFORE_FIGURE.has(t) && isFigure(clause[j + 1])) return `${t} ${clause[j + 1]}`;
    if (THAN_BEFORE.has(t) && clause[j + 1] === "than" && isFigure(clause[j + 2]))
      return `${t} than ${clause[j + 2]}`;
    if (isFigure(t) && (clause[j + 1] === "minimum" || clause[j + 1] === "maximum"))
      return `${t} ${clause[j + 1]}`;
  }
  return null;
}

/** Cheap gate before the sentence's clauses are built: a universal claim, a threshold. */
export function mayDropThreshold(claim: string[], sentence: string[]): boolean {
  return universalOf(claim) !== null && thresholdOf(sentence) !== null;
}

/**
 * The cue when `claim` (words() tokens) makes universal what a clause of the sentence limits by
 * a threshold, or null. The clause must share at least two of the claim's content words and
 * more than any other clause of the sentence ("plans over $20 include priority support; all
 * plans include phone support" limits nothing of "every plan includes phone support"). A claim
 * with a figure or a limit word of its own is left to the fact checks. A close sentence that is
 * universal itself and shares more of the claim says it: "as a member you get into every
 * exhibition for free" restates "members get free entry to all exhibitions", whatever "members
 * may bring two children under 16 free of charge" limits.
 */
export function droppedThreshold(
  claim: string[],
  clauses: string[][],
  others: string[][] = [],
): string | null {
  const universal = universalOf(claim);
  if (universal === null) return null;
  if (claim.some((t) => isFigure(t) || LIMIT_WORDS.has(t))) return null;
  const stems = stemsOf(claim);
  let best = -1;
  let bestThreshold: string | null = null;
  let tied = false;
  for (const clause of clauses) {
    const shared = sharedCount(stems, stemsOf(clause));
    if (shared > best) {
      best = shared;
      bestThreshold = thresholdOf(clause);
      tied = false;
    } else if (shared === best) tied = true;
  }
  if (best < 2 || tied || bestThreshold === null) return null;
  for (const other of others)
    if (universalOf(other) !== null && sharedCount(stems, stemsOf(other)) > best) return null;
  return `the answer says "${universal}" where the context limits it to "${bestThreshold}"`;
}

/**
 * A scope swapped under "only" (ninth round): "monthly plans are refunded pro rata too"
 * against "refunds are prorated for annual plans only". The claim holds every other content
 * word of the clause that says "only", misses a word of its scope ("annual") and brings one the
 * clause lacks ("monthly"): the restricted statement applied to something else.
 */
const SCOPE_OPENERS = new Set(["for", "on", "to", "in", "at", "with", "by"]);
/**
 * Predicates a restatement swaps freely ("is available on" = "comes with" = "you get"): the
 * claim may leave them out. Every other word of the clause outside its scope must be said.
 */
const PREDICATES = new Set(
  [...LIGHT_WORDS, "available", "offered", "provided", "included", "open", "apply"].map(
    (w) => contentStem(w) ?? w,
  ),
);
const DETERMINERS = new Set(["the", "a", "an", "our", "your", "their", "its"]);

/** The scope words of an "only" clause: "… for annual plans only", "… only to annual subscribers". */
function onlyScope(clause: string[]): { scope: string[]; at: [number, number] } | null {
  const i = clause.indexOf("only");
  if (i < 0) return null;
  // "… for the annual plans only": back from "only" to the opener.
  if (i === clause.length - 1) {
    let j = i - 1;
    while (j >= 0 && !SCOPE_OPENERS.has(clause[j]!)) j--;
    if (j < 0 || i - j - 1 < 1 || i - j - 1 > 3) return null;
    const scope = clause.slice(j + 1, i).filter((t) => !DETERMINERS.has(t));
    return scope.length > 0 ? { scope, at: [j, i] } : null;
  }
  // "… only to annual subscribers" / "only for annual plans": forward to the clause's end.
  if (!SCOPE_OPENERS.has(clause[i + 1] ?? "")) return null;
  const scope = clause.slice(i + 2).filter((t) => !DETERMINERS.has(t));
  return scope.length > 0 && scope.length <= 3 ? { scope, at: [i, clause.length - 1] } : null;
}

/** Whether a claim word says a sentence word: one stem, one word family, or synonyms. */
function meets(claimWord: string, word: string): boolean {
  const a = contentStem(claimWord);
  const b = contentStem(word);
  if (a === null || b === null) return false;
  return a === b || sameWordFamily(a, b) || synonymous(claimWord, word);
}

/** The cue when the claim applies an "only" clause of the sentence to another scope, or null. */
export function swappedOnlyScope(claim: string[], clauses: string[][]): string | null {
  if (claim.some((t) => NEGATORS.has(t) || t === "only")) return null;
  const claimWords = claim.filter((t) => contentStem(t) !== null);
  const has = (w: string) => claimWords.some((c) => meets(c, w));
  for (const clause of clauses) {
    const found = onlyScope(clause);
    if (!found) continue;
    const [from, to] = found.at;
    const rest = [...clause.slice(0, from), ...clause.slice(to + 1)].filter(
      (t) => contentStem(t) !== null && !SCOPE_OPENERS.has(t),
    );
    const said = rest.filter(has);
    if (said.length < 2 || rest.some((t) => !has(t) && !PREDICATES.has(contentStem(t)!))) continue;
    const scopeWords = found.scope.filter((t) => contentStem(t) !== null);
    if (scopeWords.length === 0 || scopeWords.every(has)) continue;
    // The other scope: a word of the claim this clause lacks ("monthly", "Premium").
    const brought = claimWords.some(
      (c) => !PREDICATES.has(contentStem(c)!) && !clause.some((w) => meets(c, w)),
    );
    if (!brought) continue;
    return `the context says this only ${clause
      .slice(from, to + 1)
      .filter((t) => t !== "only")
      .join(" ")}`;
  }
  return null;
}

/** Words that price something: "a fee of €25", "costs £10", "payable". */
export const FEE_WORDS = new Set([
  "fee",
  "fees",
  "charge",
  "charged",
  "charges",
  "cost",
  "costs",
  "price",
  "surcharge",
  "payable",
  "pay",
  "paid",
]);

function sharedCount(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let n = 0;
  for (const s of a) if (b.has(s)) n++;
  return n;
}

/**
 * "Free" against a price (ninth round): "you can ask reception for a free late checkout until
 * 2pm" against "late checkout until 2pm can be requested at reception for a fee of €25". The
 * claim calls free what the sentence prices (a fee word and a figure, no "free" in it) and
 * shares at least three of its other content words. A sentence that also says "free" (children
 * eat free, adults pay) is left to the other checks.
 */
export function freeAgainstFee(claim: string[], sentence: string[]): string | null {
  if (!claim.includes("free") || claim.some((t) => NEGATORS.has(t))) return null;
  // "no monthly fee if …", "without charge": a sentence that waives a fee says free too.
  if (sentence.some((t) => t === "free" || NEGATORS.has(t) || t === "without")) return null;
  if (!sentence.some((t) => FEE_WORDS.has(t))) return null;
  if (!sentence.some(isFigure)) return null;
  if (otherGroupPriced(claim, sentence)) return null;
  const leave = new Set([...FEE_WORDS, "free"]);
  const unpriced = (tokens: string[]) => stemsOf(tokens.filter((t) => !leave.has(t)));
  const sentenceStems = unpriced(sentence);
  if (sharedCount(unpriced(claim), sentenceStems) < 3) return null;
  // What the claim calls free is what the sentence prices: "a free late checkout", not "a
  // free tablet" beside a priced plan. The word after "free", or the claim's first one.
  const i = claim.indexOf("free");
  const next = claim.slice(i + 1, i + 3).find((t) => contentStem(t) !== null);
  const thing = next ?? claim.find((t) => contentStem(t) !== null);
  if (thing === undefined || !sentenceStems.has(contentStem(thing)!)) return null;
  const at = sentence.findIndex((t) => FEE_WORDS.has(t));
  const figure = sentence.slice(at).find(isFigure) ?? sentence.find(isFigure)!;
  if (priceRestated(claim, sentence, at, figure)) return null;
  return `the answer says "free" where the context charges "${sentence[at]} ${figure}"`;
}

/**
 * "Non-members pay £4 for shoe hire" prices the group the claim's "members" are not (s17):
 * "shoe hire is free for members" restates "members hire shoes free" beside it.
 */
function otherGroupPriced(claim: string[], sentence: string[]): boolean {
  for (let i = 0; i + 1 < sentence.length; i++) {
    if (sentence[i] !== "non") continue;
    const group = contentStem(sentence[i + 1]!);
    if (group === null) continue;
    for (let j = 0; j < claim.length; j++)
      if (claim[j - 1] !== "non" && contentStem(claim[j]!) === group) return true;
  }
  return false;
}

/** Words that carve an exception out of a statement, in a claim or a sentence. */
const EXCEPTIONS = new Set([
  "except",
  "excluding",
  "apart",
  "besides",
  "but",
  "unless",
  "if",
  "provided",
]);

/**
 * An exception included (ninth round): "breakfast is included with every rate, including Saver"
 * against "breakfast … is included in all rates except the Saver rate". The claim names what
 * follows the sentence's "except" ("saver"), shares at least two content words with what
 * precedes it, and neither negates nor excepts anything itself.
 */
export function exceptionIncluded(claim: string[], sentence: string[]): string | null {
  const at = sentence.indexOf("except");
  if (at < 0) return null;
  // An exception to a prohibition is a permission ("outside food is not allowed, except the
  // birthday cake"): naming it is no inclusion (exception-named.ts reads it).
  // So is one to a ban said with a word ("food is prohibited, except bottled water").
  if (sentence.slice(0, at).some((t) => NEGATORS.has(t) || NEGATIVE_PREDICATES.has(t))) return null;
  if (claim.some((t) => NEGATORS.has(t) || EXCEPTIONS.has(t) || t === "only")) return null;
  const excepted = sentence
    .slice(at + 1)
    .filter((t) => t !== "for" && !DETERMINERS.has(t))
    .slice(0, 3);
  const head = excepted[0];
  const headStem = head === undefined ? null : contentStem(head);
  if (headStem === null) return null;
  const claimStems = stemsOf(claim);
  if (!claimStems.has(headStem)) return null;
  const before = stemsOf(sentence.slice(0, at));
  before.delete(headStem);
  if (sharedCount(claimStems, before) < 2) return null;
  return `the context excepts "${excepted.join(" ")}" where the answer includes it`;
}
