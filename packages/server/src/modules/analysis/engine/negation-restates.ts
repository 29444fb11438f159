import { NEGATIONS } from "./lexicon";
import { negatedPositions, negative, objectOf } from "./negation-scope";
import { contentStem } from "./text";

/**
 * A negation on one side only that restates the other side's plain statement, for
 * contradiction.ts: a restriction as a negated complement ("Canada only" / "not outside
 * Canada"), a plain use beside the negated one, a negation bounding a figure ("never above
 * €8.10"), a negation under "if" restating an "or".
 */

const RESTRICTIVE = new Set(["only", "solely", "exclusively"]);
const COMPLEMENT = new Set(["outside", "except", "other", "besides", "beyond", "else", "unless"]);

/**
 * "Deliveries go to Canada only" restates "we do not ship outside Canada": a restriction on
 * one side is a negated complement on the other (or the other side of a threshold). Both parts are needed on the negative side,
 * so "we ship only to P.O. boxes" still contradicts "we do not ship to P.O. boxes".
 */
export function restatesRestriction(restricted: string[], negated: string[]): boolean {
  return (
    restricted.some((t) => RESTRICTIVE.has(t)) &&
    !negative(restricted) &&
    negated.some((t) => NEGATIONS.has(t)) &&
    (negated.some((t) => COMPLEMENT.has(t)) || otherThreshold(restricted, negated))
  );
}

const THRESHOLD_SIDES = [
  new Set(["over", "above", "older", "minimum"]),
  new Set(["under", "below", "younger"]),
];

/**
 * The other side of a threshold is a complement too (eighth round): "only for guests aged 18
 * and over" restates "not open to guests under 18".
 */
function otherThreshold(restricted: string[], negated: string[]): boolean {
  return THRESHOLD_SIDES.some(
    (side, i) =>
      restricted.some((t) => side.has(t)) &&
      negated.some((t) => THRESHOLD_SIDES[1 - i]!.has(t)) &&
      !negated.some((t) => side.has(t)),
  );
}

/**
 * "Bikes are allowed outside peak hours" restates "bikes aren't allowed during the peak": a
 * positive statement about the complement ("outside", "except") is the negated statement
 * about the thing itself. The negative side must not use that complement word, so "bikes are
 * not allowed outside peak hours" still contradicts.
 */
export function restatesComplement(positive: string[], negated: string[]): boolean {
  if (negative(positive) || !negated.some((t) => NEGATIONS.has(t))) return false;
  const complement = positive.filter((t) => COMPLEMENT.has(t) && t !== "unless");
  return complement.length > 0 && !complement.some((t) => negated.includes(t));
}

/**
 * The negating side uses `stem` twice, once negated and once not ("Deleting a volume does not
 * delete its snapshots"; "grants read access … but cannot read secrets"): the other side's
 * plain use ("snapshots survive the deletion of the volume") is no flip when, each time, it
 * acts on what the plain use acts on and on nothing the negated one does. "Deleting a volume
 * deletes its snapshots" acts on the snapshots, so it still flips.
 */
export function plainUseMatches(stem: string, negating: string[], plain: string[]): boolean {
  const negated = negatedPositions(negating);
  const plainAt: number[] = [];
  const negatedAt: number[] = [];
  negating.forEach((w, i) => {
    if (contentStem(w) === stem) (negated.has(i) ? negatedAt : plainAt).push(i);
  });
  if (plainAt.length === 0 || negatedAt.length === 0) return false;
  const own = negatedPositions(plain);
  const uses = plain.flatMap((w, i) => (contentStem(w) === stem ? [i] : []));
  if (uses.length === 0 || uses.some((i) => own.has(i))) return false;
  const negObjects = negatedAt.map((i) => objectOf(negating, i, stem));
  const plainObjects = plainAt.map((i) => objectOf(negating, i, stem));
  return uses.every((i) => {
    const obj = objectOf(plain, i, stem);
    const meets = (set: Set<string>) => [...obj].some((t) => set.has(t));
    return plainObjects.some(meets) && !negObjects.some(meets);
  });
}

const ABOVE = new Set(["above", "over", "more", "exceed", "exceeds", "higher", "beyond"]);

/**
 * "you'll never be charged above €8.10" states a maximum ("capped at €8.10"), not that no
 * charge is made: a negated word followed by "above", "over", "more than" and a figure bounds
 * that figure (eighth round). `stem` is the negated word.
 */
export function negationBounds(stem: string, negating: string[]): boolean {
  const at = negating.findIndex((w) => contentStem(w) === stem);
  if (at < 0) return false;
  // The bound follows the negated word itself: "pays no interest on balances above $1,000"
  // still negates the interest.
  for (let j = at; j < Math.min(negating.length, at + 2); j++) {
    if (!ABOVE.has(negating[j]!)) continue;
    const next = negating[j + 1] === "than" ? j + 2 : j + 1;
    if (/^\d/.test(negating[next] ?? "")) return true;
  }
  return false;
}

const ALTERNATIVE = new Set(["or", "otherwise", "else", "failing"]);

/**
 * "if it isn't returned within 30 days, there's a £60 charge" restates "must be returned
 * within 30 days, or a £60 fee is charged": a negation under "if" on one side is the
 * alternative after "or" on the other (seventh round).
 */
export function conditionalAlternative(stem: string, negating: string[], plain: string[]): boolean {
  const at = negating.findIndex((w) => contentStem(w) === stem);
  let conditional = false;
  for (let j = Math.max(0, at - 6); j < at && !conditional; j++)
    conditional = negating[j] === "if" || negating[j] === "unless";
  if (!conditional) return false;
  const use = plain.findIndex((w) => contentStem(w) === stem);
  if (use < 0) return false;
  for (let j = use + 1; j < Math.min(plain.length, use + 12); j++)
    if (ALTERNATIVE.has(plain[j]!)) return true;
  return false;
}
