import { negative, stemsOf } from "./negation-scope";
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
  const neg = negClauses.find((c) => negative(c) && c.some((w) => contentStem(w) === stem));
  const pos = posClauses.find((c) => !negative(c) && c.some((w) => contentStem(w) === stem));
  if (!neg || !pos) return false;
  const subject = stemsOf(
    pos.slice(
      0,
      pos.findIndex((w) => contentStem(w) === stem),
    ),
  );
  subject.delete(stem);
  if (subject.size === 0) return false;
  const object = stemsOf(neg.slice(neg.findIndex((w) => contentStem(w) === stem) + 1));
  return [...subject].every((t) => object.has(t));
}
