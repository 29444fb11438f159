import { afterAll, describe, expect, it } from "vitest";
import { analyseRule } from "./analysis-thread";
import { analyzeRuleBased } from "./engine";
import { FIXTURES } from "./engine/fixtures";
import { fromRule, ruleInputOf, type TraceToAnalyze } from "./explanation";
import { RuleAnalysisThread } from "./rule-thread";

/** The hand-written fixtures as stored traces: chunks with and without sources, a failed tool. */
function traces(): TraceToAnalyze[] {
  return FIXTURES.map((f, i) => ({
    traceId: `tr_${i}`,
    agentId: "agt_1",
    userMessage: f.question ?? "What does the policy say?",
    agentResponse: f.answer,
    outcome: i % 3 === 0 ? "failure" : "success",
    documents: f.contexts.map((content, k) => ({
      content,
      source: k % 2 === 0 ? `doc-${k}` : null,
      score: k % 2 === 0 ? 0.5 : null,
    })),
    metadata: {},
    tools: i % 5 === 0 ? [{ name: "lookup", error: "timeout after 30 s" }] : [],
  }));
}

describe("the rule-analysis thread", () => {
  const thread = new RuleAnalysisThread();
  afterAll(() => thread.close());

  it("answers exactly what the in-process rule tier computes, trace by trace, in order", async () => {
    const input = traces();
    expect(input.length).toBeGreaterThan(30);
    const results = await thread.analyse(input);
    expect(results).toHaveLength(input.length);
    results.forEach((result, i) => {
      const trace = input[i] as TraceToAnalyze;
      expect(result).toEqual({ analysed: fromRule(trace, analyzeRuleBased(ruleInputOf(trace))) });
    });
  });

  it("reports a trace the engine throws on as that trace's error, not the slice's", () => {
    const broken = { ...traces()[0], documents: null } as unknown as TraceToAnalyze;
    const result = analyseRule(broken);
    expect(result).toHaveProperty("error");
    expect(analyseRule(traces()[0] as TraceToAnalyze)).toHaveProperty("analysed");
  });

  it("fails the slice in flight when the thread cannot start (the caller then analyses in-process)", async () => {
    const missing = new RuleAnalysisThread(new URL("./no-such-thread.ts", import.meta.url).href);
    await expect(missing.analyse(traces().slice(0, 1))).rejects.toThrow();
    await missing.close();
  });
});
