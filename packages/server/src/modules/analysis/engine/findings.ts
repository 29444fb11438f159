import type { ScoringState } from "./metrics";
import { RULE_THRESHOLDS as T } from "./thresholds";
import type { CitationCheck, Claim, Finding, RuleMetrics, ToolCallInput } from "./types";

/**
 * Findings: what is wrong with a trace, typed so that the counterfactual step can map each
 * kind to a change (weak_retrieval → retrieve better documents, unsupported_number → ground
 * numbers, missing_citation → require citations, over_refusal → reduce over-refusal,
 * tool_error → validate tool arguments…).
 */
export function findingsOf(
  claims: Claim[],
  citations: CitationCheck[],
  state: ScoringState,
  metrics: RuleMetrics,
  /** Relevance of the best chunk to the question (null without a question): weak retrieval
   * means no chunk addresses the question, not that some chunks are noise. */
  bestRelevance: number | null,
  tools: ToolCallInput[],
): Finding[] {
  const out: Omit<Finding, "id">[] = [];
  if (!state.hasContext) {
    out.push({
      kind: "weak_retrieval",
      severity: "high",
      message: "no context was retrieved for this answer",
    });
  } else {
    const relevance = bestRelevance;
    const precision = metrics.contextPrecision.value;
    if (relevance !== null && relevance < T.weakRetrievalRelevance) {
      out.push({
        kind: "weak_retrieval",
        severity: "medium",
        message: `no retrieved chunk addresses the question (best chunk relevance ${relevance})`,
      });
    } else if (precision !== null && precision > 0 && precision < T.weakRetrievalPrecision) {
      out.push({
        kind: "weak_retrieval",
        severity: "medium",
        message: `the chunks that support the answer rank low or are missing (context precision ${precision})`,
      });
    }
  }
  for (const c of claims) {
    const at = { claimIndex: c.index };
    if (c.verdict === "contradicted") {
      out.push({
        kind: "contradiction",
        severity: "high",
        message: `"${c.text}" contradicts the context: ${c.reason}`,
        ...at,
      });
    } else if (c.verdict === "unsupported" && c.missingFacts.length > 0) {
      const f =
        c.missingFacts.find((m) => m.kind === "number" || m.kind === "date") ?? c.missingFacts[0]!;
      const kind =
        f.kind === "number" || f.kind === "date" ? "unsupported_number" : "unsupported_entity";
      out.push({
        kind,
        severity: "high",
        message: `"${c.text}": ${c.reason}`,
        factKind: f.kind,
        ...at,
      });
    } else if (c.verdict === "unsupported") {
      out.push({
        kind: "unsupported_claim",
        severity: "medium",
        message: `"${c.text}": ${c.reason}`,
        ...at,
      });
    } else if (c.verdict === "unverifiable" && state.hasContext) {
      out.push({
        kind: "unverifiable_claim",
        severity: "low",
        message: `"${c.text}": ${c.reason}`,
        ...at,
      });
    }
  }
  const citesAnything = citations.length > 0;
  for (const c of claims) {
    if (citesAnything && c.citations.length === 0) {
      out.push({
        kind: "missing_citation",
        severity: "low",
        message: `"${c.text}" cites no source while other claims do`,
        claimIndex: c.index,
      });
    }
  }
  for (const check of citations) {
    if (!check.correct)
      out.push({
        kind: "wrong_citation",
        severity: "medium",
        message: check.reason,
        claimIndex: check.claimIndex,
      });
  }
  if (state.refused) {
    const relevance = bestRelevance;
    if (
      state.hasContext &&
      !state.refusalNamesMissing &&
      (relevance === null || relevance >= T.overRefusalContextRelevance)
    ) {
      out.push({
        kind: "over_refusal",
        severity: "high",
        message: `the answer refuses although the context is relevant (best chunk relevance ${relevance ?? "unknown"})`,
      });
    }
  } else if (claims.length === 0) {
    out.push({
      kind: "no_claims",
      severity: "low",
      message: "the answer makes no checkable claims",
    });
  }
  tools.forEach((tool, toolIndex) => {
    if (tool.error === null) return;
    out.push({
      kind: "tool_error",
      severity: "high",
      message: `the tool "${tool.name}" failed: ${tool.error}`,
      toolIndex,
    });
  });
  return out.map((f, i) => ({ id: `f${i + 1}`, ...f }));
}

/**
 * The scoring state with `finding` fixed: a claim-level problem makes that claim supported
 * and fully grounded, a citation problem makes its claim correctly cited, weak retrieval
 * makes the retrieval metrics perfect, an over-refusal becomes a relevant answer, a failed
 * tool call succeeds.
 */
export function repaired(state: ScoringState, finding: Finding): ScoringState {
  const next: ScoringState = { ...state, claims: state.claims.map((c) => ({ ...c })) };
  const claim = finding.claimIndex === undefined ? undefined : next.claims[finding.claimIndex];
  switch (finding.kind) {
    case "contradiction":
    case "unsupported_number":
    case "unsupported_entity":
    case "unsupported_claim":
    case "unverifiable_claim":
      if (claim) Object.assign(claim, { verdict: "supported", support: 1, factShare: 1 });
      break;
    case "missing_citation":
    case "wrong_citation":
      if (claim) claim.citedCorrectly = true;
      break;
    case "weak_retrieval":
      next.hasContext = true;
      next.contextRelevance = { value: 1 };
      next.contextPrecision = { value: 1 };
      break;
    case "over_refusal":
      next.refused = false;
      next.answerRelevance = {
        value: Math.max(next.contextRelevance.value ?? 0, next.answerRelevance.value ?? 0),
      };
      break;
    case "tool_error": {
      const tool = finding.toolIndex === undefined ? undefined : next.tools[finding.toolIndex];
      next.tools = next.tools.map((t) => (t === tool ? { failed: false } : t));
      break;
    }
    case "no_claims":
      break;
  }
  return next;
}
