import type { ContextSentence, Ranked, Window } from "./context";
import type { HardFact } from "./facts";
import { STOP_WORDS } from "./lexicon";

/**
 * A claim of figures alone (seventh round): "For up to twelve months, with a ceiling of
 * $30,000.", "Roughly three-quarters of an hour." Every word it has is a number, a unit, a
 * limit or a stop-word, so no window has word support for it (all score 0, in no useful
 * order). Its support is then where its figures are: the first one-sentence window that holds
 * every one of them and shares a word with the question (what the fragment answers), ranked
 * first at support 1. A figure the context lacks, or figures split across sentences, leave
 * the claim unsupported as before.
 */
export function figuresOnlyRanking(
  ranked: Ranked[],
  windows: Window[],
  facts: HardFact[],
  holds: (f: HardFact, s: ContextSentence) => boolean,
  questionWords: Set<string>,
): Ranked[] | null {
  if (facts.length === 0) return null;
  const asked = [...questionWords].filter((w) => !STOP_WORDS.has(w));
  if (asked.length === 0) return null;
  // Word support ranks no window here (rankWindows keeps only the best): every window is read.
  const holder = windows.find((w) => {
    if (w.sentences.length !== 1) return false;
    const s = w.sentences[0]!;
    return asked.some((a) => s.rawTokens.includes(a)) && facts.every((f) => holds(f, s));
  });
  if (!holder) return null;
  return [{ window: holder, support: 1 }, ...ranked.filter((r) => r.window !== holder)];
}
