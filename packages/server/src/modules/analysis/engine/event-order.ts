import { contentStem } from "./text";

/**
 * "before" against "after" said of two events in their order (contradiction.ts): "you must
 * wait 10 working days before taking another test" (if you fail) and "after a fail you wait
 * ten working days" put the fail first and the test last, each side naming a different end.
 * The claim's direction word's object (its first content word) stands in the sentence before
 * the sentence's opposite word, and is not that word's own object: the claim goes from the
 * event the sentence starts from. "refunds are issued after inspection" against "before
 * inspection" names the same event and stays a flip.
 */
export function eventsInOrder(
  claim: string[],
  claimWord: string | undefined,
  sentence: string[],
  sentenceWord: string | undefined,
): boolean {
  if (!claimWord || !sentenceWord) return false;
  const object = objectOf(claim, claim.indexOf(claimWord));
  const at = sentence.indexOf(sentenceWord);
  if (object === null || at < 0) return false;
  if (objectOf(sentence, at) === object) return false;
  for (let k = 0; k < at; k++) if (contentStem(sentence[k]!) === object) return true;
  return false;
}

/** The first content stem within four words after `at`. */
function objectOf(tokens: string[], at: number): string | null {
  if (at < 0) return null;
  for (let k = at + 1; k < Math.min(tokens.length, at + 5); k++) {
    const s = contentStem(tokens[k]!);
    if (s !== null) return s;
  }
  return null;
}
