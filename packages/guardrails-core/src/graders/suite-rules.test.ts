import { describe, expect, it } from "vitest";
import { evaluateGraders, SUITE_RULE_TYPES, suiteRuleToGraderRule } from "../index";

describe("suiteRuleToGraderRule", () => {
  it.each([
    [
      "response_length_between",
      { min: 1, max: 10 },
      { type: "length", config: { min: 1, max: 10 } },
    ],
    [
      "contains_keywords",
      { keywords: ["refund"] },
      { type: "keywords", config: { required: ["refund"] } },
    ],
    ["json_valid", {}, { type: "json_valid", config: {} }],
    ["regex_match", { pattern: "\\d+" }, { type: "regex", config: { pattern: "\\d+" } }],
    ["no_pii", { categories: ["email"] }, { type: "no_pii", config: { categories: ["email"] } }],
    ["response_time_under", { maxMs: 200 }, { type: "response_time", config: { maxMs: 200 } }],
  ])("maps %s", (rule, params, expected) => {
    expect(suiteRuleToGraderRule(rule, params)).toEqual(expected);
  });

  it("maps every spec rule name onto an evaluable grader", () => {
    const params: Record<string, Record<string, unknown>> = {
      response_length_between: { min: 1 },
      contains_keywords: { keywords: ["ok"] },
      json_valid: {},
      regex_match: { pattern: "ok" },
      no_pii: {},
      response_time_under: { maxMs: 10 },
    };
    const rules = Object.keys(SUITE_RULE_TYPES).map((name) =>
      suiteRuleToGraderRule(name, params[name]),
    );
    const res = evaluateGraders({ output: '"ok"', rules, metadata: { latencyMs: 5 } });
    expect(res.results.map((r) => [r.rule, r.passed])).toEqual([
      ["length", true],
      ["keywords", true],
      ["json_valid", true],
      ["regex", true],
      ["no_pii", true],
      ["response_time", true],
    ]);
  });

  it("rejects an unknown suite rule", () => {
    expect(() => suiteRuleToGraderRule("sentiment_positive")).toThrow("rule: unknown suite rule");
  });
});
