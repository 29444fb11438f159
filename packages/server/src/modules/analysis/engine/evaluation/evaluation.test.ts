import { describe, expect, it } from "vitest";
import { analyzeRuleBased } from "../analyze";
import { ERROR_KINDS, generateEvaluationSet } from "./generate";
import { evaluate } from "./score";

const items = generateEvaluationSet();

describe("the labelled evaluation set", () => {
  it("is the same on every run", () => {
    expect(generateEvaluationSet(18, 20)).toEqual(items.slice(0, 20));
  });

  it("has ≥ 300 answers, half with exactly one planted error, the kinds in equal numbers", () => {
    expect(items.length).toBeGreaterThanOrEqual(300);
    const planted = items.filter((i) => i.planted !== null);
    expect(planted.length).toBe(items.length / 2);
    for (const item of items) {
      expect(item.claims.filter((c) => c.error !== null).length).toBe(item.planted ? 1 : 0);
    }
    const counts = ERROR_KINDS.map((k) => planted.filter((i) => i.planted === k).length);
    expect(new Set(counts).size).toBe(1);
    expect(new Set(items.map((i) => i.domain)).size).toBe(5);
  });

  it("paraphrases its faithful claims instead of copying the context", () => {
    for (const item of items) {
      const context = item.contexts.map((c) => c.text).join(" ");
      for (const c of item.claims)
        if (c.error === null && c.text) expect(context).not.toContain(c.text);
    }
  });
});

describe("the rule tier on the evaluation set", () => {
  it("reaches F1 ≥ 0.8 with false positives on ≤ 10% of faithful answers", () => {
    const figures = evaluate(items, (item) =>
      analyzeRuleBased({ question: item.question, answer: item.answer, contexts: item.contexts }),
    );
    expect(figures.f1).toBeGreaterThanOrEqual(0.8);
    expect(figures.falsePositiveRate).toBeLessThanOrEqual(0.1);
  });
});
