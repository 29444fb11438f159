import type { ContextSentence, Window } from "./context";
import type { HardFact } from "./facts";
import { STOP_WORDS } from "./lexicon";
import { RULE_THRESHOLDS as T } from "./thresholds";
import type { Ranked } from "./window-support";

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

/**
 * A claim whose figures (two or more) all sit in one sentence, where the best sentence by words
 * holds none of them (s17): "Lapsed miles can be brought back within ninety days, at fifty euros
 * for every ten thousand miles" wins "Miles expire after 36 months …" on words (a loose synonym
 * lends it one), while "… reinstated within 90 days for a fee of €50 per 10,000 miles" holds all
 * three figures. That one-sentence window ranks first when its word support is within
 * `figureLedMargin` of the best's. One figure is too weak a sign: a price lent from the next
 * sentence would pull the claim onto the wrong subject.
 */
export function figureLedRanking(
  ranked: Ranked[],
  facts: HardFact[],
  holds: (f: HardFact, s: ContextSentence) => boolean,
): Ranked[] | null {
  const figures = facts.filter((f) => f.kind === "number" || f.kind === "date");
  const best = ranked[0];
  if (figures.length < 2 || !best) return null;
  if (best.window.sentences.some((s) => figures.some((f) => holds(f, s)))) return null;
  const holder = ranked.find(
    (r) =>
      r.window.sentences.length === 1 &&
      r.support >= best.support - T.figureLedMargin &&
      figures.every((f) => holds(f, r.window.sentences[0]!)),
  );
  if (!holder) return null;
  return [holder, ...ranked.filter((r) => r !== holder)];
}
