import type { FactKind, HardFact } from "./facts";

/** One retrieved chunk as the engine sees it; `id` defaults to its 1-based position. */
export interface ContextInput {
  id?: string;
  text: string;
}

/** A tool call of the trace: its name and, when it failed, the error it reported. */
export interface ToolCallInput {
  name: string;
  /** null when the call succeeded; else its error (status message, error type). */
  error: string | null;
}

export interface RuleAnalysisInput {
  question?: string;
  answer: string;
  contexts: ContextInput[];
  /** The trace's tool calls (spans of type tool), in order; none when absent. */
  tools?: ToolCallInput[];
  /** A reference (gold) answer: enables contextRecall and answerCorrectness. */
  reference?: string;
}

export type Verdict = "supported" | "unverifiable" | "unsupported" | "contradicted";

/** Where a claim's best evidence is: a window of one or two adjacent sentences of one chunk. */
export interface Evidence {
  chunkIndex: number;
  chunkId: string;
  text: string;
  support: number;
}

export interface Claim {
  index: number;
  /** The sentence as written, citation markers removed. */
  text: string;
  /** 1-based chunk numbers of its `[n]` markers. */
  citations: number[];
  facts: HardFact[];
  /** IDF-weighted unigram + bigram recall against the best window, in [0, 1]. */
  support: number;
  evidence: Evidence | null;
  missingFacts: HardFact[];
  /** Set when a negation or quantifier flip opposes a highly supported context sentence. */
  contradiction: { sentence: string; chunkId: string; cue: string } | null;
  verdict: Verdict;
  /** Heuristic confidence in the verdict, never above RULE_THRESHOLDS.confidenceCap. */
  confidence: number;
  reason: string;
}

export interface CitationCheck {
  claimIndex: number;
  marker: number;
  correct: boolean;
  reason: string;
}

export type FindingKind =
  | "contradiction"
  | "unsupported_number"
  | "unsupported_entity"
  | "unsupported_claim"
  | "unverifiable_claim"
  | "missing_citation"
  | "wrong_citation"
  | "weak_retrieval"
  | "over_refusal"
  | "tool_error"
  | "no_claims";

export interface Finding {
  /** Stable within one analysis: "f1", "f2", … in order of discovery. */
  id: string;
  kind: FindingKind;
  severity: "low" | "medium" | "high";
  message: string;
  claimIndex?: number;
  /** The missing hard fact's kind, for unsupported_number / unsupported_entity. */
  factKind?: FactKind;
  /** The failed call's position in the input's tools, for tool_error. */
  toolIndex?: number;
}

export interface Metric {
  value: number | null;
  /** Why the value is null (or how it was limited); absent when there is nothing to say. */
  reason?: string;
}

export interface RuleMetrics {
  faithfulness: Metric;
  groundedness: Metric;
  hallucinationRate: Metric;
  contextRelevance: Metric;
  answerRelevance: Metric;
  citationAccuracy: Metric;
  contextPrecision: Metric;
  contextRecall: Metric;
  answerCorrectness: Metric;
  /** Share of the trace's tool calls that succeeded; null without tool calls. */
  toolSuccess: Metric;
}

export interface RuleScores {
  metrics: RuleMetrics;
  /** Weighted mean of the non-null metrics (SCORE_WEIGHTS); null when all are null. */
  overallScore: number | null;
  /** The same value under the name the explainer list uses. */
  qualityScore: number | null;
}

export interface RuleAnalysis extends RuleScores {
  tier: "rule_based";
  claims: Claim[];
  /** Refusal sentences of the answer ("I can't help with that"). */
  refusals: string[];
  refused: boolean;
  citations: CitationCheck[];
  findings: Finding[];
  /** Chunks in input order with their relevance to the question and whether a claim used them. */
  chunks: { id: string; relevance: number | null; used: boolean }[];
  /** Scores as if `finding` were fixed: the counterfactual's expectedScore. */
  rescoreWithout(findingId: string): RuleScores;
}
