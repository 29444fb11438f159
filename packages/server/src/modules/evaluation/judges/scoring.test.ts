import { describe, expect, it } from "vitest";
import { aggregateJury, normaliseScore, pairwiseOutcome } from "./scoring";

describe("normaliseScore", () => {
  it.each([
    [4, { min: 1, max: 5 }, 0.75],
    [1, { min: 1, max: 5 }, 0],
    [5, { min: 1, max: 5 }, 1],
    [7, { min: 0, max: 10 }, 0.7],
    [0, { min: 0, max: 10 }, 0],
    [-2, { min: -5, max: 5 }, 0.3],
  ])("maps %d on %j to %d", (raw, scale, expected) => {
    expect(normaliseScore(raw, scale)).toBeCloseTo(expected, 10);
  });

  it("clamps a score outside the scale to 0–1", () => {
    expect(normaliseScore(6, { min: 1, max: 5 })).toBe(1);
    expect(normaliseScore(0, { min: 1, max: 5 })).toBe(0);
  });

  it("refuses a scale whose min is not below its max", () => {
    expect(() => normaliseScore(3, { min: 5, max: 5 })).toThrow(RangeError);
  });
});

describe("aggregateJury", () => {
  it("is Σ wᵢsᵢ / Σ wᵢ when every judge answered", () => {
    const outcome = aggregateJury([
      { model: "a", weight: 2, score: 1 },
      { model: "b", weight: 1, score: 0.4 },
    ]);
    expect(outcome.score).toBeCloseTo(0.8, 10);
    expect(outcome.dropped).toEqual([]);
  });

  it("drops a judge without a score, renormalises the others' weights and reports the drop", () => {
    const outcome = aggregateJury([
      { model: "a", weight: 1, score: 0.5 },
      { model: "b", weight: 2, score: null, reason: "timeout" },
      { model: "c", weight: 3, score: 1 },
    ]);
    expect(outcome.score).toBeCloseTo((0.5 + 3) / 4, 10);
    expect(outcome.weights.map((w) => w.weight)).toEqual([0.25, 0.75]);
    expect(outcome.dropped).toEqual([{ model: "b", weight: 2, reason: "timeout" }]);
  });

  it("has no score when no judge answered", () => {
    const outcome = aggregateJury([{ model: "a", weight: 1, score: null, reason: "x" }]);
    expect(outcome.score).toBeNull();
    expect(outcome.dropped).toHaveLength(1);
  });
});

describe("pairwiseOutcome", () => {
  it("names the answer both orders preferred", () => {
    expect(pairwiseOutcome("first", "second")).toBe("a");
    expect(pairwiseOutcome("second", "first")).toBe("b");
  });

  it("is a tie when the verdict follows the position, or either order says tie", () => {
    expect(pairwiseOutcome("first", "first")).toBe("tie");
    expect(pairwiseOutcome("second", "second")).toBe("tie");
    expect(pairwiseOutcome("first", "tie")).toBe("tie");
    expect(pairwiseOutcome("tie", "tie")).toBe("tie");
  });
});
