import type { ContextSentence } from "./context";
import { clauseTokens, contradictionCue } from "./contradiction";
import { FLIP_WORDS } from "./flip-words";
import { RULE_THRESHOLDS as T } from "./thresholds";
import type { Ranked } from "./window-support";

/**
 * A flip against a sentence the claim leans on with another (s15 smoke, second round). "The
 * pharmacy is closed on Sundays" against "Our pharmacy is open Monday to Saturday … On Sundays
 * it opens from 10 am to 4 pm": the claim takes "pharmacy" from one sentence and "Sundays" from
 * the next, so neither sentence alone is close enough for the flip check
 * (`contradictionMinSupport`), and the flipped word itself is a word the sentence lacks. The
 * pair of them is the claim's best window: each sentence of that pair is checked, when each
 * brings claim words the other lacks (the pair is closer than either alone). A flip stands
 * unless the other sentence of the pair says the claim's flip word itself ("On Sundays it is
 * closed" beside "open Monday to Saturday"), or, for a negation, vouches for the claim's
 * polarity as contradiction.ts reads it. Only negations and polar predicates flip here: a
 * quantifier or modal of one sentence ("usually take 1 to 4 days") says nothing of the other's
 * ("each transfer costs $25"), which is all the labelled sets' pairs showed.
 */
export function pairFlip(
  tokens: string[],
  claimClauses: () => string[][],
  ranked: Ranked[],
): { sentence: ContextSentence; cue: string } | null {
  const top = ranked[0];
  if (top?.window.sentences.length !== 2 || top.support < T.contradictionMinSupport) return null;
  const pair = top.window.sentences;
  // Each sentence alone, as ranked (a window that shares no claim word is not ranked: 0).
  const alone = pair.map((s) => {
    for (const r of ranked)
      if (r.window.sentences.length === 1 && r.window.sentences[0] === s) return r.support;
    return 0;
  });
  if (alone.some((a) => a >= top.support)) return null;
  // The closer sentence first; on a tie the second, which usually narrows the first ("On
  // Sundays it opens …" after the week's hours).
  const order = alone[0]! > alone[1]! ? [0, 1] : [1, 0];
  for (const i of order) {
    const sentence = pair[i]!;
    // Already checked by the ranking's own pass.
    if (alone[i]! >= T.contradictionMinSupport) continue;
    const other = pair[1 - i]!;
    if (usesClaimFlipWord(tokens, other.tokens)) continue;
    const cue = contradictionCue(
      tokens,
      sentence.tokens,
      () => ({
        claim: claimClauses(),
        sentence: clauseTokens(sentence.text),
        others: [other.tokens],
      }),
      true,
    );
    if (cue) return { sentence, cue };
  }
  return null;
}

/**
 * `other` uses one of the claim's flip words: it says the claim's side itself. A negation is
 * left to contradiction.ts' own vouching (saidElsewhere), `other` being the close sentence.
 */
function usesClaimFlipWord(claim: string[], other: string[]): boolean {
  for (const w of claim) if (FLIP_WORDS.has(w) && other.includes(w)) return true;
  return false;
}
