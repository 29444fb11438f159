import { describe, expect, it } from "vitest";
import type { EvalItem } from "../src/modules/analysis/engine/evaluation/generate";
import {
  bad,
  buildItems,
  miscite,
  ok,
  refuse,
} from "../src/modules/analysis/engine/evaluation/held-out-2/build";
import type { RuleAnalysis } from "../src/modules/analysis/engine/types";
import { heldOutFigures } from "./analysis-heldout-table";

// The table's arithmetic on a tiny set and a fake analysis, so the held-out benches can be
// checked without running the engine (the third set is only ever scored by the lead).
const ITEMS = buildItems(
  "fake",
  [
    {
      question: "When is it ready?",
      contexts: ["Refills are ready within 24 hours.", "The counter opens at 8:00."],
      answer: [ok("Your refill is ready within a day.")],
      kind: null,
      tags: ["unit"],
    },
    {
      question: "When does it open?",
      contexts: ["Refills are ready within 24 hours.", "The counter opens at 8:00."],
      answer: [ok("The counter opens its doors at eight.")],
      kind: null,
      tags: ["spelled-number"],
    },
    {
      question: "When is it ready?",
      contexts: ["Refills are ready within 24 hours.", "The counter opens at 8:00."],
      answer: [bad("number", "Refills are ready within 48 hours.")],
      kind: "number",
    },
    {
      question: "What about both?",
      contexts: ["Refills are ready within 24 hours.", "The counter opens at 8:00."],
      answer: [ok("Refills take a day at most [1]."), miscite("The counter opens at eight [1].")],
      kind: "citation",
    },
    {
      question: "When does it open?",
      contexts: ["Refills are ready within 24 hours.", "The counter opens at 8:00."],
      answer: [refuse("Sorry, I don't know.")],
      kind: "over-refusal",
    },
  ],
  "fake",
);

/** Flags "48 hours" (caught) and "eight." (a false alarm); blames every second [n] marker. */
function fakeAnalyze(item: EvalItem): RuleAnalysis {
  const claims = item.claims.map((c) => ({
    text: c.text,
    verdict: /48 hours|eight\.$/.test(c.text) ? ("unsupported" as const) : ("supported" as const),
    reason: "fake",
  }));
  const citations = item.claims.flatMap((c, claimIndex) =>
    [...c.text.matchAll(/\[(\d+)\]/g)].map((m) => ({
      claimIndex,
      marker: Number(m[1]),
      correct: claimIndex === 0,
    })),
  );
  const findings = item.answer.startsWith("Sorry") ? [{ kind: "over_refusal" }] : [];
  return { claims, citations, findings } as unknown as RuleAnalysis;
}

describe("heldOutFigures", () => {
  it("prints precision, recall, false positives and the marker and refusal counts", () => {
    const lines: string[] = [];
    const figures = heldOutFigures(
      { title: "Fake set", tag: "fake", items: ITEMS },
      fakeAnalyze,
      (line) => lines.push(line),
      true,
    );
    const text = lines.join("\n");
    // Claim-level: the citation and over-refusal answers are left out; one true positive
    // ("48 hours"), one false alarm ("eight."), no miss.
    expect(figures.answers).toBe(3);
    expect(figures.truePositives).toBe(1);
    expect(figures.falsePositives).toBe(1);
    expect(figures.falseNegatives).toBe(0);
    expect(text).toContain("Fake set (written blind, never used for tuning): 5 answers");
    expect(text).toMatch(/precision \(flagged claims\)\s+50\.0%/);
    expect(text).toMatch(/recall \(planted errors\)\s+100\.0%/);
    expect(text).toMatch(/false positives \(faithful answers flagged\)\s+50\.0%/);
    expect(text).toMatch(/wrong \[n\] markers caught\s+1\/1/);
    expect(text).toMatch(/right \[n\] markers blamed\s+0\/1/);
    expect(text).toMatch(/over-refusals caught\s+1\/1/);
    expect(text).toMatch(/spelled-number\s+1\s+1\s+100\.0%/);
    expect(text).toMatch(/unit\s+1\s+0\s+0\.0%/);
    expect(text).toContain("fake false alarm: The counter opens its doors at eight.");
  });
});
