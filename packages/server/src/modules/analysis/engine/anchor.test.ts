import { describe, expect, it } from "vitest";
import { factWeight } from "./anchor";
import { ANCHOR_FIXTURES, DERIVED_FIXTURES, SCOPE_FIXTURES } from "./anchor-fixtures";
import { extractFacts } from "./facts";
import { describeVerdictFixtures } from "./fixture-checks";

describeVerdictFixtures(
  "verdicts around hard facts: the restatement is supported, the look-alike flagged",
  [...ANCHOR_FIXTURES, ...SCOPE_FIXTURES, ...DERIVED_FIXTURES],
);

describe("factWeight", () => {
  const weights = (text: string) => extractFacts(text, new Set()).map(factWeight);
  it("weighs a small bare count and a short acronym half, a figure with a unit fully", () => {
    expect(weights("Bring 2 forms of ID and pay $40.")).toEqual([0.5, 1, 0.5]);
  });
  it("weighs an id more than a figure", () => {
    expect(weights("Order ORD-4821 shipped on 3 March 2027.")).toEqual([1, 1.5]);
  });
});
