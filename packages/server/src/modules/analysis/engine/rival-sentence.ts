import type { ContextModel, ContextSentence } from "./context";
import { contentStem, words } from "./text";

/**
 * A name that anchors a claim to a sentence which says something else of it (s18): "Overdrafts
 * are available on the Easy Saver account" against "The Easy Saver account pays 3.1% interest.
 * … Overdrafts are only available on the Current Plus account." The name pins the claim to the
 * first sentence (anchor.ts), where its everyday words may stray; but another sentence holds
 * every one of those words (two at least) with a name of its own in the name's place, and the
 * anchor's sentences hold fewer of them, and the claim's figures are in it too. The claim says of one name what the context says of
 * another: the classic swap, through the anchor.
 */
export function rivalSentence(
  claim: string,
  anchored: readonly ContextSentence[],
  model: ContextModel,
): { sentence: ContextSentence; name: string } | null {
  const names = nameWords(claim);
  if (names.size === 0) return null;
  const nameStems = new Set([...names].map((n) => contentStem(n.toLowerCase())));
  const rest = new Set(
    words(claim).flatMap((w) => {
      const s = contentStem(w);
      return s && !nameStems.has(s) ? [s] : [];
    }),
  );
  if (rest.size < 2) return null;
  const figures = claim.match(/\d[\d.,:]*\d|\d/g) ?? [];
  const covered = (s: ContextSentence) => [...rest].filter((t) => s.stemSet.has(t)).length;
  const anchorCover = Math.max(...anchored.map(covered));
  for (const s of model.sentences) {
    if (anchored.includes(s) || covered(s) < rest.size || anchorCover >= rest.size) continue;
    const own = [...nameWords(s.text)].filter((n) => !names.has(n));
    if (own.length === 0 || [...names].some((n) => s.text.includes(n))) continue;
    // Its figures too: a rival without the claim's "3.1%" says something else of its name.
    if (figures.some((f) => !s.text.includes(f))) continue;
    return { sentence: s, name: own.join(" ") };
  }
  return null;
}

/** Capitalised words past a text's first word, days and months aside: its names. */
function nameWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/(?<=\S\s+)[A-Z][\w'’-]*/g)) {
    const word = m[0].replace(/['’]s$/, "");
    if (!CALENDAR.test(word)) out.add(word);
  }
  return out;
}

const CALENDAR =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)s?$/i;
