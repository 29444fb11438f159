import { describe, expect, it } from "vitest";
import { analyzeRuleBased } from "./analyze";
import { forgetAnalysis, memoised } from "./memo";

describe("analysis memo tables", () => {
  it("keeps a result per key until the analysis ends, then reads it again", () => {
    let reads = 0;
    const lengthOf = memoised((tokens: string[]) => {
      reads++;
      return tokens.length;
    });
    const key = ["refunds", "take", "14", "days"];
    expect(lengthOf(key)).toBe(4);
    expect(lengthOf(key)).toBe(4);
    expect(reads).toBe(1);
    forgetAnalysis();
    expect(lengthOf(key)).toBe(4);
    expect(reads).toBe(2);
  });

  it("ends with every analysis, which gives the same verdicts when repeated", () => {
    let reads = 0;
    const count = memoised((_: object) => ++reads);
    const key = {};
    count(key);
    const input = {
      question: "How long do refunds take?",
      answer: "Refunds are issued within 14 days. Every order ships free.",
      contexts: [{ text: "We issue refunds within two weeks. Some orders ship free." }],
    };
    const first = analyzeRuleBased(input);
    // The analysis dropped the table this memo kept too.
    expect(count(key)).toBe(2);
    const again = analyzeRuleBased(input);
    expect(again.claims.map((c) => c.verdict)).toEqual(first.claims.map((c) => c.verdict));
    expect(first.claims.map((c) => c.verdict)).toEqual(["supported", "contradicted"]);
  });
});
