/**
 * Counterfactuals: what change to the agent would have made this trace better. With a model,
 * at most 5 changes, each citing a finding of the rule analysis; without one, each finding kind
 * maps to its standard change, its expectedScore the trace re-scored with that finding fixed.
 * A request costs COUNTERFACTUAL_COST, charged only when it answers.
 */
import type { Principal } from "../../http/principal";
import { COUNTERFACTUAL_COST } from "../credits/pricing";
import { assertAffordable, charge } from "../credits/service";
import type { AnalysisDeps } from "./core";
import { analyzeRuleBased, type Finding, type FindingKind, type RuleAnalysis } from "./engine";
import { type CounterfactualView, round, ruleInputOf, type TraceToAnalyze } from "./explanation";
import { DeepAnalysis, deepPrompt } from "./llm-prompts";
import { loadStored } from "./trace-input";

const PASSING = 0.7;

interface Template {
  change: string;
  changeType: string;
  effort: CounterfactualView["effort"];
}

/** The standard fix of each finding kind (issue 18, item 8). */
const CHANGES: Partial<Record<FindingKind, Template>> = {
  weak_retrieval: {
    change:
      "Retrieve better documents: the retrieved chunks do not address the question, or the useful ones rank low",
    changeType: "retrieval",
    effort: "medium",
  },
  unsupported_number: {
    change: "Ground numbers: state only figures and dates found in the retrieved documents",
    changeType: "prompt",
    effort: "low",
  },
  unsupported_entity: {
    change: "Ground names, ids and links: mention only those found in the retrieved documents",
    changeType: "prompt",
    effort: "low",
  },
  missing_citation: {
    change: "Require citations: mark each claim with the [n] of the document that supports it",
    changeType: "prompt",
    effort: "low",
  },
  wrong_citation: {
    change:
      "Require correct citations: a [n] marker must point at the document that supports the claim",
    changeType: "prompt",
    effort: "low",
  },
  over_refusal: {
    change: "Reduce over-refusal: answer when a retrieved document addresses the question",
    changeType: "prompt",
    effort: "medium",
  },
  contradiction: {
    change: "Verify claims against the documents before answering: this answer contradicts them",
    changeType: "verification",
    effort: "medium",
  },
  unsupported_claim: {
    change: "Drop or ground claims the retrieved documents do not support",
    changeType: "prompt",
    effort: "low",
  },
  unverifiable_claim: {
    change: "Retrieve the documents that state this claim, or leave it out",
    changeType: "retrieval",
    effort: "medium",
  },
  tool_error: {
    change:
      "Validate tool arguments: check each call's arguments against the tool's schema before calling it, and handle the errors it reports",
    changeType: "tool",
    effort: "medium",
  },
};

function impactOf(gain: number): CounterfactualView["impact"] {
  return gain > 0.2 ? "high" : gain > 0.05 ? "medium" : "low";
}

/** One change per finding kind, citing that kind's first finding; the largest gains first. */
export function ruleCounterfactuals(rule: RuleAnalysis): CounterfactualView[] {
  const original = rule.overallScore ?? 0;
  const firsts = new Map<FindingKind, Finding>();
  for (const f of rule.findings) if (CHANGES[f.kind] && !firsts.has(f.kind)) firsts.set(f.kind, f);
  const changes = [...firsts.values()].map((finding) => {
    const template = CHANGES[finding.kind] as Template;
    const expected = rule.rescoreWithout(finding.id).overallScore;
    const gain = (expected ?? original) - original;
    return { finding, template, expected, gain };
  });
  changes.sort((a, b) => b.gain - a.gain);
  return changes.slice(0, 5).map(({ finding, template, expected, gain }, i) => ({
    id: `cf${i + 1}`,
    change: template.change,
    findingId: finding.id,
    expectedOutcome: (expected ?? 0) >= PASSING ? "success" : "failure",
    expectedScore: expected === null ? null : round(expected),
    // A heuristic's estimate: never more confident than the rule tier's cap.
    confidence: 0.6,
    impact: impactOf(gain),
    changeType: template.changeType,
    effort: template.effort,
  }));
}

async function llmCounterfactuals(
  deps: Pick<AnalysisDeps, "llm">,
  companyId: string,
  trace: TraceToAnalyze,
  rule: RuleAnalysis,
): Promise<CounterfactualView[]> {
  const { value } = await deps.llm.chat({
    companyId,
    purpose: "analysis.counterfactual",
    messages: deepPrompt(trace, rule.findings),
    output: { name: "counterfactuals", schema: DeepAnalysis },
  });
  const known = new Set(rule.findings.map((f) => f.id));
  return value.counterfactuals
    .filter((c) => known.has(c.findingId))
    .map((c, i) => ({
      id: `cf${i + 1}`,
      change: c.change,
      findingId: c.findingId,
      expectedOutcome: c.expectedScore >= PASSING ? "success" : "failure",
      expectedScore: round(c.expectedScore),
      confidence: round(c.confidence),
      impact: c.impact,
      changeType: c.changeType,
      effort: c.effort,
    }));
}

export async function counterfactuals(deps: AnalysisDeps, principal: Principal, traceId: string) {
  const trace = (await loadStored(deps, principal, [traceId])).get(traceId) as TraceToAnalyze;
  await assertAffordable(deps, principal.companyId, COUNTERFACTUAL_COST);
  const rule = analyzeRuleBased(ruleInputOf(trace));
  const changes = deps.llm.configured
    ? await llmCounterfactuals(deps, principal.companyId, trace, rule)
    : ruleCounterfactuals(rule);
  await deps.database.db.transaction().execute(async (trx) => {
    await charge(trx, deps, {
      companyId: principal.companyId,
      amount: COUNTERFACTUAL_COST,
      reason: "counterfactual",
      ref: traceId,
    });
  });
  return {
    traceId,
    originalOutcome: trace.outcome,
    originalScore: rule.overallScore,
    counterfactuals: changes,
    creditsUsed: COUNTERFACTUAL_COST,
  };
}
