import { FLIPS } from "./flip-words";
import { contentStem } from "./text";

/**
 * A quantifier flipped on the noun it quantifies, when the sentence also uses the claim's
 * quantifier on another noun (s17): "Yes, all servers support the WireGuard protocol" against
 * "Most servers support the WireGuard protocol, and all of them run from RAM only". Read over
 * the whole sentence, "all" is on both sides and nothing flips; read on the noun, the claim's
 * "all servers" is the sentence's "most servers". The sentence must not quantify the noun the
 * claim's way too ("all plans … most phones" keeps "most phones").
 */
export function quantifiedNounFlip(claim: string[], sentence: string[]): string | null {
  const [left, right] = FLIPS[0]!;
  for (let i = 0; i < claim.length - 1; i++) {
    const said = claim[i]!;
    const other = left.includes(said) ? right : right.includes(said) ? left : null;
    if (!other) continue;
    const noun = nounAfter(claim, i);
    if (noun === null) continue;
    let instead: string | undefined;
    let same = false;
    for (let j = 0; j < sentence.length - 1; j++) {
      const w = sentence[j]!;
      if (w !== said && !other.includes(w)) continue;
      if (nounAfter(sentence, j) !== noun) continue;
      if (w === said) same = true;
      else instead ??= w;
    }
    if (instead && !same) return `the answer says "${said}" where the context says "${instead}"`;
  }
  return null;
}

/** The stem of the content word right after a quantifier ("all servers", "most of the servers"). */
function nounAfter(tokens: string[], i: number): string | null {
  let j = i + 1;
  if (tokens[j] === "of") j++;
  if (tokens[j] === "the" || tokens[j] === "our" || tokens[j] === "your") j++;
  const next = tokens[j];
  return next === undefined ? null : contentStem(next);
}
