import { clausesOf, stemsOf } from "./negation-scope";
import { contentStem } from "./text";

/**
 * The positive side says in the passive what the negated side says of its object (s18):
 * "Packed lunches must be brought from home" against "Pupils don't have to bring a packed
 * lunch". The negated clause's subject ("pupils") is absent from the sentence, which would
 * read as a negation about something else (negation-scope.ts otherSubject); but the positive
 * clause's subject, its content words before `stem` ("packed lunches"), is the negated
 * clause's object, its words after `stem`. Then both speak of one thing. A positive clause
 * with a subject of its own ("staff may bring guests" against "members cannot bring guests")
 * keeps the reading of another subject.
 */
export function subjectIsObject(
  stem: string,
  negClauses: string[][],
  posClauses: string[][],
): boolean {
  const sides = clausesOf(stem, negClauses, posClauses);
  if (!sides || sides.posSubject.size === 0) return false;
  const { neg, posSubject } = sides;
  const object = stemsOf(neg.slice(neg.findIndex((w) => contentStem(w) === stem) + 1));
  return [...posSubject].every((t) => object.has(t));
}
