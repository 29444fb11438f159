import { describe, expect, it } from "vitest";
import { analyzeRuleBased } from "../analyze";
import { PARAPHRASE_CHECKS } from "./paraphrase-checks";
import { evaluate } from "./score";

describe("the rule tier on the paraphrase checks (a regression guard, not a held-out set)", () => {
  it("keeps F1 ≥ 0.8, recall ≥ 0.85 and false positives ≤ 10% of faithful answers", () => {
    const figures = evaluate(PARAPHRASE_CHECKS, (item) =>
      analyzeRuleBased({ question: item.question, answer: item.answer, contexts: item.contexts }),
    );
    expect(figures.f1).toBeGreaterThanOrEqual(0.8);
    expect(figures.recall).toBeGreaterThanOrEqual(0.85);
    expect(figures.falsePositiveRate).toBeLessThanOrEqual(0.1);
  });
});
