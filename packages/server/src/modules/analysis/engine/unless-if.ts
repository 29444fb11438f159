import { NEGATIONS } from "./lexicon";
import { contentStem } from "./text";

/**
 * "Jewellery is not covered unless listed and approved" says "covered if you list it and it's
 * approved": a negation lifted by "unless" is the plain statement under "if" (s20). Read only
 * where the plain side's condition names every content word of the "unless" condition, so a
 * condition dropped or changed ("covered if you list it", "covered if you pay extra") still
 * flips, and so does a condition negated or conceded ("even if they aren't faulty"). `negating` and `plain` are words() tokens; `stem` is the flipped word.
 */
const IF = new Set(["if", "provided", "providing", "once", "when"]);
const END = new Set(["but", "or", "so", "because"]);

function conditionAfter(tokens: string[], stem: string, opener: (w: string) => boolean) {
  const at = tokens.findIndex((w) => contentStem(w) === stem);
  if (at < 0) return null;
  for (let j = at + 1; j < Math.min(tokens.length, at + 6); j++) {
    if (!opener(tokens[j]!)) continue;
    if (tokens[j - 1] === "even") return null;
    const out = new Set<string>();
    for (let k = j + 1; k < tokens.length && !END.has(tokens[k]!); k++) {
      if (NEGATIONS.has(tokens[k]!)) return null;
      const t = contentStem(tokens[k]!);
      if (t !== null) out.add(t);
    }
    return out;
  }
  return null;
}

export function unlessAsIf(stem: string, negating: string[], plain: string[]): boolean {
  const unless = conditionAfter(negating, stem, (w) => w === "unless");
  if (!unless || unless.size === 0) return false;
  const cond = conditionAfter(plain, stem, (w) => IF.has(w));
  return cond !== null && [...unless].every((t) => cond.has(t));
}
