import { describe, expect, it } from "vitest";
import { analyzeRuleBased } from "./analyze";
import { CONTRADICTION_SCOPE_FIXTURES } from "./word-fixtures";

describe("word mechanisms (fourth round): the restatement is supported, the look-alike flagged", () => {
  it.each(CONTRADICTION_SCOPE_FIXTURES.map((f) => [f.name, f] as const))("%s", (_, f) => {
    const result = analyzeRuleBased({
      question: f.question,
      answer: f.answer,
      contexts: f.contexts.map((text) => ({ text })),
    });
    expect(result.claims.map((c) => `${c.verdict}`)).toEqual(f.verdicts);
  });
});
