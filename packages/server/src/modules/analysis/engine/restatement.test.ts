import { describe, expect, it } from "vitest";
import { analyzeRuleBased } from "./analyze";
import { RESTATEMENT_FIXTURES } from "./restatement-fixtures";

describe("restatement mechanisms: the restatement is supported, the look-alike flagged", () => {
  it.each(RESTATEMENT_FIXTURES.map((f) => [f.name, f] as const))("%s", (_, f) => {
    const result = analyzeRuleBased({
      question: f.question,
      answer: f.answer,
      contexts: f.contexts.map((text) => ({ text })),
    });
    expect(result.claims.map((c) => c.verdict)).toEqual(f.verdicts);
  });
});
