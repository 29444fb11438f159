import { NUMBER_WORDS, UNIT_WORDS } from "./lexicon";
import { contentStem } from "./text";

/**
 * How the flip check reads modal and quantifier words that do not flip (contradiction.ts):
 * "may" that hedges rather than permits, and "every" or "some" that quantify nothing.
 */

/**
 * Verbs after which "may" hedges rather than permits: "points may expire", "may need a
 * signature", "may require a note" say "might"; "may bring", "may cancel" grant a permission.
 */
const HEDGED_AFTER_MAY = new Set([
  "need",
  "require",
  "expire",
  "vary",
  "differ",
  "change",
  "incur",
  "occur",
  "happen",
  "apply",
  "lapse",
]);

/** "may" before a verb of chance or necessity reads as "might" (a hedge, see FLIPS). */
export function hedgedMay(tokens: string[]): string[] {
  let out: string[] | null = null;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i] === "may" && HEDGED_AFTER_MAY.has(tokens[i + 1] ?? "")) {
      out ??= [...tokens];
      out[i] = "might";
    }
  }
  return out ?? tokens;
}

/**
 * Quantifier words that quantify nothing (eighth round): "every" before a figure or a period
 * says how often ("water stations every 5 km", "every two weeks"), and "some" before a
 * singular or mass noun is an indefinite article ("bring some photo ID"), not "not all".
 * "some" before a plural ("some items"), before "of", or standing alone keeps its hedge.
 */
export function unquantified(tokens: string[]): string[] {
  let out: string[] | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (
      t === "every"
        ? periodic(tokens[i + 1])
        : t === "some" && (indefinite(tokens, i + 1) || inTrailingCondition(tokens, i))
    ) {
      out ??= [...tokens];
      out[i] = "a";
    }
  }
  return out ?? tokens;
}

const CONDITIONS = new Set(["until", "till", "unless", "if", "once", "when", "after"]);

/**
 * "new files won't sync until you delete some files": "some" in a condition after the main
 * clause says what the condition needs, not which of the subject it holds for (third round).
 * A condition opening the sentence ("If full, some files won't sync") is left alone: its
 * clause may end before the "some".
 */
function inTrailingCondition(tokens: string[], i: number): boolean {
  for (let j = i - 1; j > 0 && j >= i - 4; j--) if (CONDITIONS.has(tokens[j]!)) return true;
  return false;
}

function periodic(next: string | undefined): boolean {
  // "every one of our branches" is "all of them".
  if (next === undefined || next === "one") return false;
  return (
    /^\d/.test(next) ||
    Object.hasOwn(NUMBER_WORDS, next) ||
    UNIT_WORDS.has(next) ||
    next === "other"
  );
}

const PLURAL = /[^su]s$/;
const IRREGULAR_PLURALS = new Set(["children", "people", "men", "women", "staff", "teeth", "feet"]);

function indefinite(tokens: string[], from: number): boolean {
  if (contentStem(tokens[from] ?? "") === null) return false;
  for (let j = from; j < Math.min(tokens.length, from + 3); j++) {
    const t = tokens[j]!;
    if ((PLURAL.test(t) && t.length > 3) || IRREGULAR_PLURALS.has(t)) return false;
    if (contentStem(t) === null) break;
  }
  return true;
}
