import { describe, expect, it } from "vitest";
import type { EvalItem } from "../src/modules/analysis/engine/evaluation/generate";
import {
  bad,
  buildItems,
  miscite,
  ok,
  refuse,
} from "../src/modules/analysis/engine/evaluation/held-out-2/build";
import { HELD_OUT_3 } from "../src/modules/analysis/engine/evaluation/held-out-3";
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

  it("scores an oracle that reports exactly the third set's labels as perfect", () => {
    // Not the engine: an analysis read off the labels, so every labelled claim, marker and
    // over-refusal must reach the scorer as the set means it (a mislabelled item would not).
    const byAnswer = new Map(HELD_OUT_3.map((i) => [i.answer, i]));
    const oracle = (item: EvalItem): RuleAnalysis => {
      const labelled = byAnswer.get(item.answer)!;
      return {
        claims: labelled.claims.map((c) => ({
          text: c.text,
          verdict: c.error === null ? "supported" : "unsupported",
          reason: "oracle",
        })),
        citations: labelled.citations.map((c) => ({ ...c })),
        findings: labelled.kind === "over-refusal" ? [{ kind: "over_refusal" }] : [],
      } as unknown as RuleAnalysis;
    };
    const lines: string[] = [];
    const figures = heldOutFigures(
      { title: "Held-out set 3", tag: "held-out-3", items: HELD_OUT_3 },
      oracle,
      (line) => lines.push(line),
    );
    const text = lines.join("\n");
    const count = (kind: string) => HELD_OUT_3.filter((i) => i.kind === kind).length;
    expect(figures.falseNegatives).toBe(0);
    expect(figures.falsePositives).toBe(0);
    expect(figures.truePositives).toBe(HELD_OUT_3.filter((i) => i.planted !== null).length);
    expect(text).toContain(
      `Held-out set 3 (written blind, never used for tuning): ${HELD_OUT_3.length} answers`,
    );
    expect(text).toMatch(/F1\s+1\.000/);
    expect(text).toMatch(/false positives \(faithful answers flagged\)\s+0\.0%/);
    expect(text).toMatch(
      new RegExp(`wrong \\[n\\] markers caught\\s+${count("citation")}/${count("citation")}`),
    );
    expect(text).toMatch(/right \[n\] markers blamed\s+0\/\d+/);
    expect(text).toMatch(
      new RegExp(`over-refusals caught\\s+${count("over-refusal")}/${count("over-refusal")}`),
    );
  });
});
