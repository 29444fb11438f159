export { analyzeRuleBased } from "./analyze";
export type { FactKind, HardFact } from "./facts";
export { STOP_WORDS } from "./lexicon";
export { stem } from "./stemmer";
export { normalize, splitSentences } from "./text";
export { RULE_THRESHOLDS, SCORE_WEIGHTS } from "./thresholds";
export type * from "./types";
