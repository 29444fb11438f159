import { NEGATIONS } from "./lexicon";
import { stemsOf } from "./negation-scope";

/**
 * The exception a negative sentence makes is allowed (s18 smoke): "Food is provided by our
 * café; outside food is not allowed, except the birthday cake" says the cake may come, so "our
 * café provides the food, though you can bring the birthday cake" restates it. No flip on the
 * negated word `stem` when the claim's clause holding it is positive, names every content word
 * of what follows "except" (up to four words), and does not name all of what the prohibition
 * covers ("photography is permitted in the sculpture garden" for "not permitted in the galleries,
 * except in the sculpture garden"): "outside food is allowed, and the birthday cake" and
 * "… including the birthday cake" still contradict.
 */
export function exceptionNamed(
  stem: string,
  sentence: string[],
  sentenceClauses: string[][],
  claimClauses: string[][],
): boolean {
  const k = sentence.indexOf("except");
  if (k < 0) return false;
  const named = stemsOf(sentence.slice(k + 1, k + 1 + EXCEPTION_WORDS));
  if (named.size === 0) return false;
  const negated = sentenceClauses.find(
    (c) => stemsOf(c).has(stem) && c.some((t) => NEGATIONS.has(t)),
  );
  if (!negated) return false;
  const mine = claimClauses.find((c) => stemsOf(c).has(stem));
  if (!mine || mine.some((t) => NEGATIONS.has(t) || ADDITIONS.has(t))) return false;
  const own = stemsOf(mine);
  if (![...named].every((t) => own.has(t))) return false;
  // What the prohibition covers: its clause's other words ("outside food", "in the galleries").
  const scope = [...stemsOf(negated)].filter((t) => t !== stem && !named.has(t));
  return scope.length === 0 || !scope.every((t) => own.has(t));
}

/** An exception named as one more of the same ("including the cake", "the cake too"). */
const ADDITIONS = new Set(["including", "also", "too", "plus"]);

/** How many words after "except" name the exception ("except the birthday cake"). */
const EXCEPTION_WORDS = 4;
