/**
 * A negated permission is a prohibition (s21): "mobile phones are not allowed in classrooms"
 * says "phones are banned in classrooms", and "you aren't allowed to smoke" says "smoking is
 * prohibited". Read as one word, "prohibited" (the head of the paraphrase group that holds
 * "off limits", a negative predicate and a side of FLIPS' permission group), the two wordings
 * meet for support, while a flip against "allowed" still contradicts.
 *
 * Not where the clause goes on to bound the ban ("not allowed without consent", "during the
 * exam", "unless accompanied", "before 9am"): there the negation is read with its condition
 * (negation-elsewhere.ts, unless-if.ts), and "not allowed during" is no plain ban.
 */
const CHEAP = /\b(?:allowed|permitted)\b/;
const NEGATED =
  /\b(?:(?:is|are|was|were) not|isn't|aren't|wasn't|weren't|not) (?:allowed|permitted)\b(?![^.;,:]*\b(?:without|during|before|after|until|unless|outside|between|except|if|when|while|once|only)\b)/g;

/** `lowerText` with each plain negated permission read as "prohibited". */
export function negatedPermissionAsBan(lowerText: string): string {
  return CHEAP.test(lowerText) ? lowerText.replace(NEGATED, negatedAs) : lowerText;
}

/** The copula stays ("are prohibited"), as the affirmative sentence has it. */
function negatedAs(match: string): string {
  const copula = /^(is|are|was|were)/.exec(match);
  return copula ? `${copula[1]} prohibited` : "prohibited";
}
