import { contentStem } from "./text";

/**
 * Necessity said with a modal against necessity said with a word (contradiction.ts), as
 * permission.ts reads permission: "New members don't need to attend an induction" against "An
 * induction session is mandatory for new members", "You have to book" against "booking is
 * optional". The claim's "must", "need to", "have to" before a verb is the sentence's
 * "mandatory" (its "don't need to", "doesn't have to", "no need to" is "not mandatory"), so
 * the negation and flip checks read one word on both sides. Only where the sentence says
 * "mandatory", "required", "compulsory", "necessary" or "optional" and no modal of necessity
 * of its own, and a content word of the claim after its verb (its object) is within five words
 * of that word: "you need to bring a packed lunch" says nothing of "a consent form is required".
 * "must not" forbids, and is left as it is.
 */

const NEED_STEMS = new Set(["requir", "compulsori", "option"]);
const SENTENCE_MODALS = new Set(["must", "need", "needs", "have", "has"]);
const NEED_VERBS = new Set(["need", "needs", "have", "has"]);
const NOT = new Set(["not", "n't", "never", "no"]);

export function necessityRespelled(claim: string[], sentence: string[]): string[] | null {
  if (!claim.some((t) => t === "must" || NEED_VERBS.has(t))) return null;
  if (sentence.some((t, i) => SENTENCE_MODALS.has(t) && (t === "must" || sentence[i + 1] === "to")))
    return null;
  const at = sentence.findIndex((t) => NEED_STEMS.has(contentStem(t) ?? ""));
  if (at < 0) return null;
  const near = new Set(sentence.slice(Math.max(0, at - NEAR), at + NEAR + 1).map(contentStem));
  for (let i = 0; i < claim.length; i++) {
    const t = claim[i]!;
    let rest: number;
    if (t === "must") {
      if (NOT.has(claim[i + 1] ?? "")) continue;
      rest = i + 1;
    } else if (NEED_VERBS.has(t) && claim[i + 1] === "to") rest = i + 2;
    else continue;
    const negated = NOT.has(claim[i - 1] ?? "");
    // The verb first, then its object: one of the object's words near the necessity word.
    const content = claim.slice(rest).filter((w) => contentStem(w) !== null);
    if (!content.slice(1).some((w) => near.has(contentStem(w)))) continue;
    return [
      ...claim.slice(0, negated ? i - 1 : i),
      ...(negated ? ["not", "mandatory"] : ["mandatory"]),
      ...claim.slice(rest),
    ];
  }
  return null;
}

/** How many words either side of the necessity word say what it requires. */
const NEAR = 5;

/** "must", "need to", "have to" before a verb: the positive modals of necessity. */
function modalAt(tokens: string[], i: number): number {
  const t = tokens[i]!;
  if (t === "must") return NOT.has(tokens[i + 1] ?? "") ? 0 : 1;
  if (NEED_VERBS.has(t) && tokens[i + 1] === "to" && !NOT.has(tokens[i - 1] ?? "")) return 2;
  return 0;
}

/** Whether a sentence says a positive modal of necessity ("must submit", "have to book"). */
export function hasNecessityModal(tokens: string[]): boolean {
  for (let i = 0; i < tokens.length; i++) if (modalAt(tokens, i) > 0) return true;
  return false;
}

/**
 * The other direction of necessityRespelled: a claim that names the necessity with a word
 * ("Two references are required", "A shower is compulsory", "References are not required")
 * against a sentence that says it with a modal ("Applicants must submit two references"). The
 * sentence's "must", "need to", "have to" is read as "required", so the negation and flip
 * checks read one word on both sides. Only where the claim has such a word and no modal of
 * necessity of its own, the sentence no necessity word of its own, and a content word of the
 * claim among the modal's verb and object ("submit two references").
 */
export function sentenceNecessityRespelled(claim: string[], sentence: string[]): string[] | null {
  if (!claim.some((t) => NEED_STEMS.has(contentStem(t) ?? ""))) return null;
  if (claim.some((_, i) => modalAt(claim, i) > 0 || claim[i] === "must")) return null;
  if (sentence.some((t) => NEED_STEMS.has(contentStem(t) ?? ""))) return null;
  const own = new Set(claim.map(contentStem));
  for (let i = 0; i < sentence.length; i++) {
    const n = modalAt(sentence, i);
    if (n === 0) continue;
    // What the modal requires (its verb and object) is something the claim names.
    if (!sentence.slice(i + n).some((t) => own.has(contentStem(t)) && contentStem(t) !== null))
      continue;
    return [...sentence.slice(0, i), "required", ...sentence.slice(i + n)];
  }
  return null;
}
