import { NEGATIONS } from "./lexicon";
import { contentStem, words } from "./text";

/**
 * One alternative made the only one (s18e): "Top-ups can only be made online" against
 * "Top-ups can be made online or in store". Support is recall of the claim's words, and every
 * one of them is in the sentence; but the claim's "only" shuts out the other alternative the
 * sentence offers with "or". The claim says "only" (not denied, with no "or" of its own), the
 * sentence does not, and the sentence's "or" joins a word the claim keeps to one it never uses,
 * in a sentence that holds two more of the claim's words at least (it is about the same thing).
 */
export function onlyOneOf(
  claim: string,
  sentences: readonly { tokens: readonly string[] }[],
): { kept: string; dropped: string } | null {
  const said = words(claim);
  if (!said.includes("only") || said.includes("or") || said.some((w) => NEGATIONS.has(w)))
    return null;
  const stems = new Set(said.map(contentStem).filter((s): s is string => s !== null));
  for (const { tokens } of sentences) {
    if (tokens.includes("only") || tokens.some((w) => NEGATIONS.has(w))) continue;
    for (let k = 1; k < tokens.length - 1; k++) {
      if (tokens[k] !== "or") continue;
      const left = contentStem(tokens[k - 1]!);
      // The item after "or": its first content word ("or in store" → "store").
      let r = k + 1;
      while (r < tokens.length && contentStem(tokens[r]!) === null) r++;
      if (r - k > 3) continue;
      const right = r < tokens.length ? contentStem(tokens[r]!) : null;
      if (left === null || right === null) continue;
      const [kept, dropped, at] = stems.has(left)
        ? [left, right, r]
        : stems.has(right)
          ? [right, left, k - 1]
          : [null, null, -1];
      if (kept === null || dropped === null || stems.has(dropped)) continue;
      const shared = tokens.filter((t) => {
        const s = contentStem(t);
        return s !== null && s !== kept && stems.has(s);
      }).length;
      if (shared < 2) continue;
      return { kept: tokens[kept === left ? k - 1 : r]!, dropped: tokens[at]! };
    }
  }
  return null;
}
