import { contentStem } from "./text";

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

const isFigure = (t: string | undefined) => t !== undefined && /^\d/.test(t);

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

function sharedStems(claim: Set<string>, clause: string[]): number {
  const seen = new Set<string>();
  for (const w of clause) {
    const s = contentStem(w);
    if (s !== null && claim.has(s)) seen.add(s);
  }
  return seen.size;
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
 * with a figure or a limit word of its own is left to the fact checks.
 */
export function droppedThreshold(claim: string[], clauses: string[][]): string | null {
  const universal = universalOf(claim);
  if (universal === null) return null;
  if (claim.some((t) => isFigure(t) || LIMIT_WORDS.has(t))) return null;
  const stems = new Set<string>();
  for (const w of claim) {
    const s = contentStem(w);
    if (s !== null) stems.add(s);
  }
  let best = -1;
  let bestThreshold: string | null = null;
  let tied = false;
  for (const clause of clauses) {
    const shared = sharedStems(stems, clause);
    if (shared > best) {
      best = shared;
      bestThreshold = thresholdOf(clause);
      tied = false;
    } else if (shared === best) tied = true;
  }
  if (best < 2 || tied || bestThreshold === null) return null;
  return `the answer says "${universal}" where the context limits it to "${bestThreshold}"`;
}
