import { NEGATIONS } from "./lexicon";
import { negative, objectOf } from "./negation-scope";
import { contentStem } from "./text";

/**
 * Both sides deny the same thing in their own verbs: "under-18s can't join in the tasting"
 * against "visitors under 18 may join the tour but cannot take part in the tasting". The
 * claim negates "join" while the context joins only the tour; what the negated "join" acts on
 * (the tasting) is what the context's own negation covers, so the polarity agrees. A negated
 * use that acts on what the other side's plain use acts on ("can't join the tour") still flips.
 */
export function sameNegatedObject(
  stem: string,
  negClauses: string[][],
  otherClauses: string[][],
): boolean {
  const object = negatedObject(stem, negClauses);
  if (!object || object.size === 0) return false;
  let denied = false;
  for (const c of otherClauses) {
    for (let i = 0; i < c.length; i++) {
      if (contentStem(c[i]!) !== stem) continue;
      // The other side's plain use acts on the negated object: a flip.
      for (const t of objectOf(c, i, stem)) if (object.has(t)) return false;
    }
    if (!denied && negative(c)) denied = deniedStems(c).some((t) => object.has(t));
  }
  return denied;
}

/** What the negated use of `stem` acts on: its next two content stems in its clause. */
function negatedObject(stem: string, clauses: string[][]): Set<string> | null {
  for (const c of clauses) {
    const first = c.findIndex((w) => NEGATIONS.has(w));
    if (first < 0) continue;
    for (let i = first + 1; i < Math.min(c.length, first + NEGATION_REACH); i++)
      if (contentStem(c[i]!) === stem) return objectOf(c, i, stem);
  }
  return null;
}

/** How far after a negation its verb may stand ("cannot be taken", "do not have to join"). */
const NEGATION_REACH = 6;

/** The content stems after a clause's negation: what it denies. */
function deniedStems(clause: string[]): string[] {
  const first = clause.findIndex((w) => NEGATIONS.has(w));
  if (first < 0) return [];
  return clause.slice(first + 1).flatMap((w) => contentStem(w) ?? []);
}
