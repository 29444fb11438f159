import type { HardFact } from "./facts";
import { RULE_THRESHOLDS as T } from "./thresholds";
import type { Claim } from "./types";

/**
 * The verdict of a sentence that works out a figure from the claim before it ("Together that
 * comes to £695.", `claims.ts` `statesArithmetic`), from the check of the two read as one
 * claim (`merged`): its figures must be in the context or follow from that claim's and the
 * context's figures. What is wrong with the claim before it is that claim's fault, reported
 * there, so only the sentence's own facts count here: a total that adds a wrong price right
 * ("£14 … and £5. Together that comes to £19.") leaves the blame on the £14.
 */
export function sequelOf(
  text: string,
  merged: { claim: Claim; byChunk: number[] },
): { claim: Claim; byChunk: number[] } {
  const own = (f: HardFact) => text.includes(f.text);
  const c = merged.claim;
  const missing = c.missingFacts.filter(own);
  const base = {
    ...c,
    text,
    facts: c.facts.filter(own),
    missingFacts: missing,
    contradiction: null,
  };
  if (missing.length > 0) {
    const list = missing.map((f) => `${f.kind} "${f.text}"`).join(", ");
    const claim: Claim = {
      ...base,
      verdict: "unsupported",
      confidence: T.confidenceCap,
      reason: `the ${list} does not follow from the sentence before it and the context`,
    };
    return { claim, byChunk: merged.byChunk };
  }
  const claim: Claim =
    c.verdict === "supported"
      ? { ...base, verdict: "supported" }
      : {
          ...base,
          verdict: "supported",
          confidence: T.confidenceCap / 2,
          reason: "its figures follow from the sentence before it and the context",
        };
  return { claim, byChunk: merged.byChunk };
}
