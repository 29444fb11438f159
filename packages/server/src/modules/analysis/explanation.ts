/**
 * The Explanation an analysis stores (the spec's resource, with the detail the quality
 * endpoints read), and how the rule tier's result becomes one.
 */
import type { AnalysisTier } from "../credits/pricing";
import type { Finding, RuleAnalysis, RuleAnalysisInput, ToolCallInput, Verdict } from "./engine";

/** One trace as every analysis path sees it, whatever format it arrived in. */
export interface TraceToAnalyze {
  traceId: string;
  agentId: string | null;
  userMessage: string;
  agentResponse: string;
  outcome: "success" | "failure" | "unknown";
  documents: { content: string; source: string | null; score: number | null }[];
  metadata: Record<string, unknown>;
  /** The trace's tool calls (stored tool spans), in order; absent for a flat trace. */
  tools?: ToolCallInput[];
}

export interface ClaimView {
  text: string;
  verdict: Verdict;
  confidence: number;
  reason: string;
  /** The id of the chunk that supports (or contradicts) the claim, when one does. */
  sourceChunk: string | null;
}

export interface Hallucination {
  claim: string;
  source: string | null;
  severity: "low" | "medium" | "high";
  explanation: string;
}

export interface BusinessImpact {
  severity: "low" | "medium" | "high" | "critical";
  revenueRisk: number;
  customerSatisfactionImpact: number;
  category: string;
}

export interface CounterfactualView {
  id: string;
  change: string;
  findingId: string | null;
  expectedOutcome: "success" | "failure";
  expectedScore: number | null;
  confidence: number;
  impact: "low" | "medium" | "high";
  changeType: string;
  effort: "low" | "medium" | "high";
}

export type MetricName =
  | "groundedness"
  | "faithfulness"
  | "citationAccuracy"
  | "contextRelevance"
  | "answerRelevance"
  | "contextPrecision"
  | "contextRecall"
  | "answerCorrectness"
  | "hallucinationRate";

export interface Explanation {
  traceId: string;
  summary: string;
  qualityScore: number | null;
  tier: AnalysisTier;
  outcome: TraceToAnalyze["outcome"];
  ragMetrics: Record<MetricName, number | null>;
  hallucinationReport: { detected: boolean; hallucinations: Hallucination[]; confidence: number };
  claims: ClaimView[];
  findings: Pick<Finding, "id" | "kind" | "severity" | "message">[];
  /** Retrieved chunks in order: relevant to the question, and used by a claim. */
  chunks: { id: string; relevant: boolean | null; used: boolean }[];
  insights: string[];
  businessImpact: BusinessImpact | null;
  rootCause: string | null;
  counterfactuals: CounterfactualView[] | null;
  generatedAt: string;
  expiresAt: string;
}

/** What an analysis produced before it was stored (the dates come with storage). */
export type Analysed = Omit<Explanation, "generatedAt" | "expiresAt">;

/** What the rule engine reads of a trace: question, answer, chunks (see chunkIds) and tools. */
export function ruleInputOf(trace: TraceToAnalyze): RuleAnalysisInput {
  const ids = chunkIds(trace);
  return {
    question: trace.userMessage,
    answer: trace.agentResponse,
    contexts: trace.documents.map((d, i) => ({ id: ids[i], text: d.content })),
    tools: trace.tools ?? [],
  };
}

/** Chunk ids the engine and the prompts use: the document's source, else its position. */
export function chunkIds(trace: TraceToAnalyze): string[] {
  const seen = new Set<string>();
  return trace.documents.map((doc, i) => {
    const id = doc.source && !seen.has(doc.source) ? doc.source : String(i + 1);
    seen.add(id);
    return id;
  });
}

const SEVERE: Record<Verdict, Hallucination["severity"] | null> = {
  contradicted: "high",
  unsupported: "medium",
  unverifiable: null,
  supported: null,
};

/** Hallucinations are the claims the context contradicts or does not support. */
export function hallucinationsOf(claims: ClaimView[]): Explanation["hallucinationReport"] {
  const hallucinations: Hallucination[] = [];
  for (const claim of claims) {
    const severity = SEVERE[claim.verdict];
    if (!severity) continue;
    hallucinations.push({
      claim: claim.text,
      source: claim.sourceChunk,
      severity,
      explanation: claim.reason,
    });
  }
  const judged = claims.filter((c) => SEVERE[c.verdict] !== null);
  const pool = judged.length > 0 ? judged : claims;
  const confidence =
    pool.length === 0 ? 0 : round(pool.reduce((s, c) => s + c.confidence, 0) / pool.length);
  return { detected: hallucinations.length > 0, hallucinations, confidence };
}

export function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** A one-line summary a reader can act on. */
export function summarize(score: number | null, claims: ClaimView[], findings: string[]): string {
  if (claims.length === 0) return findings[0] ?? "The answer makes no checkable claims.";
  const bad = claims.filter((c) => c.verdict === "unsupported" || c.verdict === "contradicted");
  const head = score === null ? "Not scored" : `Quality ${Math.round(score * 100)}%`;
  const tail =
    bad.length === 0
      ? `all ${claims.length} claim${claims.length === 1 ? "" : "s"} grounded or unverifiable`
      : `${bad.length} of ${claims.length} claims unsupported or contradicted`;
  return `${head}: ${tail}.`;
}

/** The rule tier's analysis as an Explanation (the engine's metrics and findings as they are). */
export function fromRule(trace: TraceToAnalyze, rule: RuleAnalysis): Analysed {
  const claims: ClaimView[] = rule.claims.map((c) => ({
    text: c.text,
    verdict: c.verdict,
    confidence: c.confidence,
    reason: c.reason,
    sourceChunk: c.contradiction?.chunkId ?? c.evidence?.chunkId ?? null,
  }));
  const m = rule.metrics;
  const findings = rule.findings.map(({ id, kind, severity, message }) => ({
    id,
    kind,
    severity,
    message,
  }));
  return {
    traceId: trace.traceId,
    summary: summarize(
      rule.overallScore,
      claims,
      findings.map((f) => f.message),
    ),
    qualityScore: rule.overallScore,
    tier: "rule_based",
    outcome: trace.outcome,
    ragMetrics: {
      groundedness: m.groundedness.value,
      faithfulness: m.faithfulness.value,
      citationAccuracy: m.citationAccuracy.value,
      contextRelevance: m.contextRelevance.value,
      answerRelevance: m.answerRelevance.value,
      contextPrecision: m.contextPrecision.value,
      contextRecall: m.contextRecall.value,
      answerCorrectness: m.answerCorrectness.value,
      hallucinationRate: m.hallucinationRate.value,
    },
    hallucinationReport: hallucinationsOf(claims),
    claims,
    findings,
    chunks: rule.chunks.map((c) => ({
      id: c.id,
      relevant: c.relevance === null ? null : c.relevance >= 0.2,
      used: c.used,
    })),
    insights: findings.map((f) => f.message),
    businessImpact: null,
    rootCause: null,
    counterfactuals: null,
  };
}
