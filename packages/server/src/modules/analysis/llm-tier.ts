/**
 * The LLM tiers. fast_llm extracts and verifies claims in one call; full_llm extracts, then
 * verifies with Ragas-style verdict lists (claims, context precision, relevance); deep adds a
 * root-cause call (business impact, counterfactuals). The rule engine's deterministic checks
 * (citation markers, retrieval rank, refusals) complete the LLM's verdicts.
 */
import type { Deps } from "../../context";
import type { AnalysisTier } from "../credits/pricing";
import type { RuleAnalysis, Verdict } from "./engine";
import { averagePrecision, overall } from "./engine/metrics";
import {
  type Analysed,
  type ClaimView,
  type CounterfactualView,
  chunkIds,
  fromRule,
  hallucinationsOf,
  round,
  summarize,
  type TraceToAnalyze,
} from "./explanation";
import {
  ClaimList,
  ClaimVerdicts,
  ContextVerdicts,
  DeepAnalysis,
  deepPrompt,
  extractPrompt,
  FastAnalysis,
  fastPrompt,
  verifyPrompt,
} from "./llm-prompts";

export type LlmTierDeps = Pick<Deps, "llm">;
export type LlmTier = Exclude<AnalysisTier, "rule_based">;

interface Judged {
  claims: ClaimView[];
  relevant: boolean[];
  answerRelevance: number;
}

/** Kinds of rule findings the LLM's verdicts do not replace. */
const KEPT_RULE_FINDINGS = new Set([
  "missing_citation",
  "wrong_citation",
  "weak_retrieval",
  "over_refusal",
]);

const GROUNDING: Record<Verdict, number> = {
  supported: 1,
  unverifiable: 0.5,
  unsupported: 0,
  contradicted: 0,
};

function sourceOf(ids: string[], chunk: number | null): string | null {
  return chunk === null ? null : (ids[chunk - 1] ?? null);
}

function relevanceList(trace: TraceToAnalyze, verdicts: { chunk: number; relevant: boolean }[]) {
  const relevant = trace.documents.map(() => false);
  for (const v of verdicts) if (v.chunk <= relevant.length) relevant[v.chunk - 1] = v.relevant;
  return relevant;
}

async function judgeFast(deps: LlmTierDeps, companyId: string, trace: TraceToAnalyze) {
  const ids = chunkIds(trace);
  const { value } = await deps.llm.chat({
    companyId,
    purpose: "analysis.fast",
    messages: fastPrompt(trace),
    output: { name: "fast_analysis", schema: FastAnalysis },
  });
  return {
    claims: value.claims.map((c) => ({
      text: c.text,
      verdict: c.verdict,
      confidence: c.confidence,
      reason: c.reason,
      sourceChunk: sourceOf(ids, c.sourceChunk),
    })),
    relevant: relevanceList(trace, value.contextVerdicts),
    answerRelevance: value.answerRelevance,
  };
}

async function judgeFull(deps: LlmTierDeps, companyId: string, trace: TraceToAnalyze) {
  const ids = chunkIds(trace);
  const extracted = await deps.llm.chat({
    companyId,
    purpose: "analysis.claims",
    messages: extractPrompt(trace),
    output: { name: "claims", schema: ClaimList },
  });
  const texts = extracted.value.claims;
  const { value } = await deps.llm.chat({
    companyId,
    purpose: "analysis.verify",
    messages: verifyPrompt(trace, texts),
    output: { name: "verdicts", schema: ClaimVerdicts.extend(ContextVerdicts.shape) },
  });
  const byClaim = new Map(value.verdicts.map((v) => [v.claim, v]));
  const claims = texts.map((text, i): ClaimView => {
    const v = byClaim.get(i + 1);
    // A claim the model skipped is not evidence of anything: unverifiable, low confidence.
    if (!v) {
      return {
        text,
        verdict: "unverifiable",
        confidence: 0.3,
        reason: "not judged",
        sourceChunk: null,
      };
    }
    return {
      text,
      verdict: v.verdict,
      confidence: v.confidence,
      reason: v.reason,
      sourceChunk: sourceOf(ids, v.sourceChunk),
    };
  });
  return {
    claims,
    relevant: relevanceList(trace, value.contextVerdicts),
    answerRelevance: value.answerRelevance,
  };
}

function claimFindings(claims: ClaimView[], rule: RuleAnalysis): Analysed["findings"] {
  const findings: Analysed["findings"] = [];
  const add = (
    kind: Analysed["findings"][number]["kind"],
    severity: "low" | "medium" | "high",
    message: string,
  ) => findings.push({ id: `f${findings.length + 1}`, kind, severity, message });
  claims.forEach((c) => {
    if (c.verdict === "contradicted") add("contradiction", "high", `"${c.text}": ${c.reason}`);
    else if (c.verdict === "unsupported")
      add("unsupported_claim", "medium", `"${c.text}": ${c.reason}`);
  });
  if (claims.length === 0) add("no_claims", "low", "The answer makes no checkable claims.");
  for (const f of rule.findings)
    if (KEPT_RULE_FINDINGS.has(f.kind)) add(f.kind, f.severity, f.message);
  return findings;
}

/** Combines the model's verdicts with the rule engine's deterministic metrics. */
function scored(
  trace: TraceToAnalyze,
  tier: LlmTier,
  rule: RuleAnalysis,
  judged: Judged,
): Analysed {
  const base = fromRule(trace, rule);
  const { claims, relevant } = judged;
  const n = claims.length;
  const share = (pick: (c: ClaimView) => number) =>
    n === 0 ? null : round(claims.reduce((s, c) => s + pick(c), 0) / n);
  const metrics = {
    ...base.ragMetrics,
    faithfulness: share((c) => (c.verdict === "supported" ? 1 : 0)),
    groundedness: share((c) => GROUNDING[c.verdict]),
    hallucinationRate: share((c) =>
      c.verdict === "unsupported" || c.verdict === "contradicted" ? 1 : 0,
    ),
    contextRelevance:
      relevant.length === 0 ? null : round(relevant.filter(Boolean).length / relevant.length),
    contextPrecision: averagePrecision(relevant).value,
    answerRelevance: round(judged.answerRelevance),
  };
  const wrap = (v: number | null) => ({ value: v });
  const qualityScore = overall({
    faithfulness: wrap(metrics.faithfulness),
    groundedness: wrap(metrics.groundedness),
    hallucinationRate: wrap(metrics.hallucinationRate),
    contextRelevance: wrap(metrics.contextRelevance),
    answerRelevance: wrap(metrics.answerRelevance),
    citationAccuracy: wrap(metrics.citationAccuracy),
    contextPrecision: wrap(metrics.contextPrecision),
    contextRecall: wrap(metrics.contextRecall),
    answerCorrectness: wrap(metrics.answerCorrectness),
    // Tool calls failed or not whatever the model thinks of the answer.
    toolSuccess: rule.metrics.toolSuccess,
  });
  const findings = claimFindings(claims, rule);
  const used = new Set(claims.filter((c) => c.verdict === "supported").map((c) => c.sourceChunk));
  const ids = chunkIds(trace);
  return {
    ...base,
    tier,
    qualityScore,
    summary: summarize(
      qualityScore,
      claims,
      findings.map((f) => f.message),
    ),
    ragMetrics: metrics,
    hallucinationReport: hallucinationsOf(claims),
    claims,
    findings,
    chunks: ids.map((id, i) => ({ id, relevant: relevant[i] ?? null, used: used.has(id) })),
    insights: findings.map((f) => f.message),
  };
}

async function deepen(
  deps: LlmTierDeps,
  companyId: string,
  trace: TraceToAnalyze,
  analysed: Analysed,
): Promise<Analysed> {
  const { value } = await deps.llm.chat({
    companyId,
    purpose: "analysis.deep",
    messages: deepPrompt(trace, analysed.findings),
    output: { name: "deep_analysis", schema: DeepAnalysis },
  });
  const known = new Set(analysed.findings.map((f) => f.id));
  const counterfactuals: CounterfactualView[] = value.counterfactuals.map((c, i) => ({
    id: `cf${i + 1}`,
    change: c.change,
    // A change must cite a finding of this analysis; one citing nothing known cites none.
    findingId: known.has(c.findingId) ? c.findingId : null,
    expectedOutcome: c.expectedScore >= 0.7 ? "success" : "failure",
    expectedScore: round(c.expectedScore),
    confidence: round(c.confidence),
    impact: c.impact,
    changeType: c.changeType,
    effort: c.effort,
  }));
  return {
    ...analysed,
    rootCause: value.rootCause,
    businessImpact: value.businessImpact,
    counterfactuals,
    insights: [...analysed.insights, `Root cause: ${value.rootCause}`],
  };
}

/**
 * Analyses one trace at an LLM tier. Provider errors (503 not configured, 502, 504) propagate:
 * the caller fails that trace's result and charges nothing for it.
 */
export async function analyzeWithLlm(
  deps: LlmTierDeps,
  companyId: string,
  trace: TraceToAnalyze,
  tier: LlmTier,
  rule: RuleAnalysis,
): Promise<Analysed> {
  const judged =
    tier === "fast_llm"
      ? await judgeFast(deps, companyId, trace)
      : await judgeFull(deps, companyId, trace);
  const analysed = scored(trace, tier, rule, judged);
  return tier === "deep" ? deepen(deps, companyId, trace, analysed) : analysed;
}
