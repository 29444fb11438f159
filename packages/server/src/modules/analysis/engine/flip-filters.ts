import { negatedComplement } from "./bound-flip";
import { FLIPS, HEDGES, PREDICATES_FROM } from "./flip-words";
import { negatedOn, negationReaches, negative, stemsOf } from "./negation-scope";
import { contentStem } from "./text";

/**
 * The word-flip filters of contradiction.ts: which FLIPS groups two sides use, and the
 * readings under which a swapped flip word is no contradiction (a threshold's other side
 * named, a complement excluded, two quantifiers on different nouns, "could" for "can"), plus
 * the limit check ("unlimited" against a stated limit).
 */

/**
 * The first of `words` that `own` uses and `other` does not. Words both sides use cancel out:
 * "every year" in both does not hide "all" → "some" in the subject ("Some employees must …
 * every year" against "All employees must … every year").
 */
export function onlyIn(words: string[], own: Set<string>, other: Set<string>): string | undefined {
  for (const w of words) if (own.has(w) && !other.has(w)) return w;
  return undefined;
}

/** FLIPS group indices of each flip word: a group neither side uses cannot flip. */
const FLIP_GROUPS = new Map<string, number[]>();
FLIPS.forEach(([left, right], i) => {
  for (const w of [...left, ...right]) FLIP_GROUPS.set(w, [...(FLIP_GROUPS.get(w) ?? []), i]);
});

/** The FLIPS groups whose words either side uses, in FLIPS order. */
export function flipGroupsIn(a: Set<string>, b: Set<string>): number[] {
  const out: number[] = [];
  for (const side of [a, b])
    for (const w of side) {
      const groups = FLIP_GROUPS.get(w);
      if (groups) for (const i of groups) if (!out.includes(i)) out.push(i);
    }
  return out.length > 1 ? out.sort((x, y) => x - y) : out;
}

const COMPARATIVES = new Set(["more", "less", "fewer", "higher", "lower"]);

/**
 * "£8 a month more than Plus": a comparative after a figure and before "than" states a
 * difference between two things (derivation.ts checks the figure), not a rise or a fall, so
 * it flips no "reduced" in the context (fifth round). "prices rose" keeps its direction.
 */
export function differenceComparative(tokens: string[], i: number): boolean {
  if (!COMPARATIVES.has(tokens[i]!) || tokens[i + 1] !== "than") return false;
  for (let j = Math.max(0, i - 4); j < i; j++) if (/^\d/.test(tokens[j]!)) return true;
  return false;
}

/**
 * Whether a flip word is negated: scoped first by a negation or, for a predicate (group
 * `PREDICATES_FROM` on, not a quantifier, modal or bound), reached by one a few words before it
 * ("must not be left alone" restates "must be supervised").
 */
export function flipNegated(
  word: string,
  negated: Set<string>,
  tokens: string[],
  group: number,
): boolean {
  return negatedOn(word, negated) || (group >= PREDICATES_FROM && negationReaches(tokens, word, 3));
}

const LESSER = new Set(["under", "below", "smaller", "less", "fewer", "lower", "cheaper"]);
const GREATER = new Set(["over", "above", "larger", "bigger", "more", "higher", "exceeding"]);

/**
 * "under $999, a flat $89 delivery charge applies" against "free on orders over $999; smaller
 * orders pay a flat $89": the sentence names both sides of the threshold, and the claim's
 * side in other words, in the clause that holds the claim's other figure (seventh round).
 * "Orders under $999 get free delivery" shares no figure with that clause, so it still flips.
 */
export function otherSideNamed(
  word: string | undefined,
  claim: string[],
  clausesOf?: () => { claim: string[][]; sentence: string[][] },
): boolean {
  if (!word || !clausesOf) return false;
  const side = LESSER.has(word) ? LESSER : GREATER.has(word) ? GREATER : null;
  if (!side) return false;
  const figures = new Set(claim.filter((t) => /^\d/.test(t)));
  return clausesOf().sentence.some(
    (c) =>
      c.some((t) => side.has(t) && t !== word) &&
      c.some((t) => figures.has(t)) &&
      !c.some((t) => (side === LESSER ? GREATER : LESSER).has(t)),
  );
}

/** The FLIPS groups that oppose the two sides of a threshold ("over"/"under", "above"/"below"). */
const THRESHOLD_GROUPS = new Set(
  FLIPS.flatMap(([, right], i) => (right.includes("under") || right.includes("below") ? [i] : [])),
);

/** The FLIPS groups of limit words ("minimum"/"maximum", "minimum"/"under"). */
export const BOUND_GROUPS = new Set(
  FLIPS.flatMap(([left], i) => (left.includes("minimum") ? [i] : [])),
);

/** The FLIPS group of "maximum" against "minimum": read by the side of the event only. */
export const LIMIT_GROUPS = new Set(
  FLIPS.flatMap(([left], i) => (left.includes("maximum") ? [i] : [])),
);

/**
 * "only for players aged 16 and over" against "not open to under-16s": excluding one side of
 * a threshold admits the other (eighth round). A negation that reaches one side's word only,
 * or one side only negating on the other side of the figure; both sides negated, or neither,
 * still flip.
 */
export function complementExcluded(
  group: number,
  aWord: string | undefined,
  a: string[],
  bWord: string | undefined,
  b: string[],
): boolean {
  if (!THRESHOLD_GROUPS.has(group) || !aWord || !bWord) return false;
  if (negationReaches(a, aWord) !== negationReaches(b, bWord)) return true;
  // "Drivers aged 25 or over pay no surcharge" against "drivers under 25 pay a surcharge":
  // the side that negates speaks of the other side of the same figure (third round).
  return negative(a)
    ? !negative(b) && negatedComplement(a, b)
    : negative(b) && negatedComplement(b, a);
}

/**
 * "could" is the conditional of "can" ("with a guarantor you could pay in instalments" for
 * "you can pay"): against a side that says "can", it hedges nothing (seventh round). Nor does
 * it with "instead", where it offers an alternative ("you could pay £5.99 a month instead").
 */
export function couldForCan(own: Set<string>, other: Set<string>): Set<string> {
  if (!own.has("could") || other.has("could")) return own;
  // "you could pay £5.99 a month instead": an alternative offered, not a hedge (s21).
  const offered = own.has("instead");
  if (!offered && !other.has("can")) return own;
  // A copy: `own` may be the set wordSetOf keeps for its token array.
  const out = new Set(own);
  out.delete("could");
  if (!offered) out.add("can");
  return out;
}

const DETERMINERS = new Set(["all", "every", "each", "some", "most", "few", "several", "certain"]);

/**
 * Two quantifiers that quantify different things are no flip: "you'll need some protection"
 * against "every tenant must have protection" (seventh round). Only determiners directly
 * before a content word on both sides; "all servers" against "most servers" flips.
 */
export function quantifyApart(
  a: string[],
  aWord: string | undefined,
  b: string[],
  bWord: string | undefined,
): boolean {
  if (!aWord || !bWord) return false;
  const qa = quantifiedStem(a, aWord);
  const qb = quantifiedStem(b, bWord);
  return qa !== null && qb !== null && qa !== qb;
}

function quantifiedStem(tokens: string[], word: string): string | null {
  if (!DETERMINERS.has(word)) return null;
  const i = tokens.indexOf(word);
  return i < 0 ? null : contentStem(tokens[i + 1] ?? "");
}

const LIMIT_WORDS = new Set(["maximum", "limit", "limits", "limited", "cap", "capped"]);

/**
 * "no daily limit" reads as "unlimited daily" (limits.ts); a side that states a limit on
 * the same thing ("the daily limit is $500") flips it. Only on the word "unlimited" scopes,
 * so "unlimited calls" flips no cap on data.
 */
export function unlimitedAgainstLimit(free: string[], limited: string[]): string | null {
  const at = free.indexOf("unlimited");
  if (at < 0 || limited.includes("unlimited") || !limited.some((t) => LIMIT_WORDS.has(t)))
    return null;
  const what = contentStem(free[at + 1] ?? "");
  if (what === null || !stemsOf(limited).has(what)) return null;
  return `"${free[at + 1]}" is unlimited on one side and limited on the other`;
}

/** The weaker side of the quantifier and modal groups: "some", "may", "might", "usually"… */
const WEAK_SIDE: ReadonlySet<string> = new Set(
  FLIPS.slice(0, HEDGES).flatMap(([, right]) => right),
);

/**
 * Whether a sentence qualifies what it says itself ("Repairs to frames may be done while you
 * wait"): a claim's hedge ("can sometimes be done") then restates it rather than weakening a bare
 * statement (s21).
 */
export function hedgedIn(words: ReadonlySet<string>): boolean {
  for (const w of words) if (WEAK_SIDE.has(w)) return true;
  return false;
}
