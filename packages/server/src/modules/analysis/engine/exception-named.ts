import { POLAR_FROM } from "./flip-words";
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
  return namedOnly(named, negated, mine, [stem]);
}

/**
 * The same reading for a ban said with a word against a permission (s21): "Food is prohibited
 * in the study rooms, except bottled water" (or "not permitted", read as "prohibited") against
 * "you can bring bottled water into the study rooms". When the flip read is FLIPS' permission
 * group (`group`), `allowed` is the claim's permission word and `banned` the sentence's; the
 * claim's clause holding `allowed` must name the exception and not all of what the ban
 * covers, as above.
 */
export function exceptionAllowed(
  group: number,
  allowed: string,
  banned: string,
  sentence: string[],
  clausesOf: (() => { sentence: string[][]; claim: string[][] }) | undefined | null | false,
): boolean {
  if (group !== POLAR_FROM || !clausesOf) return false;
  const k = sentence.indexOf("except");
  if (k < 0) return false;
  const clauses = clausesOf();
  const named = stemsOf(sentence.slice(k + 1, k + 1 + EXCEPTION_WORDS));
  if (named.size === 0) return false;
  const negated = clauses.sentence.find((c) => c.includes(banned));
  if (!negated) return false;
  const mine = clauses.claim.find((c) => c.includes(allowed));
  const words = [allowed, banned].flatMap((w) => [...stemsOf([w])]);
  return namedOnly(named, negated, mine, words);
}

/**
 * Whether a positive claim clause `mine` names every word of the exception `named` and not all
 * of what the negative clause `negated` covers (its words but `skip`, the polar words).
 */
function namedOnly(
  named: Set<string>,
  negated: string[],
  mine: string[] | undefined,
  skip: string[],
): boolean {
  if (!mine || mine.some((t) => NEGATIONS.has(t) || ADDITIONS.has(t))) return false;
  const own = stemsOf(mine);
  if (![...named].every((t) => own.has(t))) return false;
  // What the prohibition covers: its clause's other words ("outside food", "in the galleries").
  const scope = [...stemsOf(negated)].filter((t) => !skip.includes(t) && !named.has(t));
  return scope.length === 0 || !scope.every((t) => own.has(t));
}

/** An exception named as one more of the same ("including the cake", "the cake too"). */
const ADDITIONS = new Set(["including", "also", "too", "plus"]);

/** How many words after "except" name the exception ("except the birthday cake"). */
const EXCEPTION_WORDS = 4;
