import { REFUSAL_PATTERNS } from "./lexicon";
import { contentStems, splitSentences } from "./text";
import { RULE_THRESHOLDS } from "./thresholds";

/** A sentence of the answer as claim extraction sorts it. */
export type AnswerSentence =
  | { kind: "claim"; text: string; citations: number[] }
  | { kind: "refusal"; text: string }
  | { kind: "question" | "chatter"; text: string };

const CITATION = /\s*\[(\d{1,3})\]/g;

export function isRefusal(sentence: string): boolean {
  return REFUSAL_PATTERNS.some((re) => re.test(sentence));
}

/**
 * Sorts the answer's sentences: questions are dropped, refusals set aside, and a declarative
 * sentence with at least `minClaimContentTokens` content tokens is a claim (shorter ones are
 * greetings and filler). Citation markers `[n]` are lifted off the claim's text.
 */
export function sortSentences(answer: string): AnswerSentence[] {
  return splitSentences(answer).map((raw): AnswerSentence => {
    const citations = [...raw.matchAll(CITATION)].map((m) => Number(m[1]));
    const text = raw
      .replace(CITATION, "")
      .replace(/\s+([.,;:!?])/g, "$1")
      .trim();
    if (/\?["')\]]*$/.test(text)) return { kind: "question", text };
    if (isRefusal(text)) return { kind: "refusal", text };
    if (contentStems(text).length < RULE_THRESHOLDS.minClaimContentTokens)
      return { kind: "chatter", text };
    return { kind: "claim", text, citations };
  });
}
