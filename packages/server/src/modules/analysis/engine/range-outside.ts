import type { ContextSentence } from "./context";

/**
 * A group put just outside a range (s20): "Children aged 5 to 15 pay half fare" against
 * "Children under 5 pay half fare" or "children over 15 pay half fare". The claim bounds the
 * range's own low end from below ("under 5") or its high end from above ("over 15"), strictly:
 * the group it names shares no member with the range's, though every figure it writes is in
 * the sentence. Not where a sentence of the window bounds that figure the same way itself
 * ("Children under 5 travel free"), nor for "or over"/"and under" (which include the end).
 */
const BELOW = /\b(?:under|below|younger than|less than)\s+(\d+)\b(?!\s*(?:-|–|to|and|or)\s*\d)/gi;
const ABOVE = /\b(?:over|above|older than|more than)\s+(\d+)\b(?!\s*(?:-|–|to|and|or)\s*\d)/gi;
const RANGE = /\b(?:(?:aged|ages)\s+)?(?:between\s+)?(\d+)\s*(?:-|–|to|and)\s*(\d+)\b/gi;

function bounds(re: RegExp, text: string): number[] {
  return [...text.matchAll(re)].map((m) => Number(m[1]));
}

export function groupOutsideRange(
  claim: string,
  sentences: readonly ContextSentence[],
): { sentence: ContextSentence; cue: string } | null {
  const below = bounds(BELOW, claim);
  const above = bounds(ABOVE, claim);
  if (below.length === 0 && above.length === 0) return null;
  // A figure the window bounds the same way itself is stated there, not moved.
  const texts = sentences.map((s) => s.text);
  const saidBelow = new Set(texts.flatMap((t) => bounds(BELOW, t)));
  const saidAbove = new Set(texts.flatMap((t) => bounds(ABOVE, t)));
  for (const sentence of sentences)
    for (const m of sentence.text.matchAll(RANGE)) {
      const [low, high] = [Number(m[1]), Number(m[2])];
      if (!(low < high)) continue;
      if (below.includes(low) && !saidBelow.has(low))
        return {
          sentence,
          cue: `the answer puts its group under ${low}, below the range "${m[0]}"`,
        };
      if (above.includes(high) && !saidAbove.has(high))
        return {
          sentence,
          cue: `the answer puts its group over ${high}, above the range "${m[0]}"`,
        };
    }
  return null;
}
