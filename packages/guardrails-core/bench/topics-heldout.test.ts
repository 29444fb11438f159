import { describe, expect, it } from "vitest";
import { generateTopicHeldout } from "./topics-heldout";

describe("second topic set", () => {
  it("has at least 150 texts, requests of each topic and hard negatives, fixed by its seed", () => {
    const set = generateTopicHeldout();
    expect(set.length).toBeGreaterThanOrEqual(150);
    for (const topic of ["medical_advice", "legal_advice", "financial_advice"]) {
      expect(set.filter((s) => s.topic === topic).length).toBeGreaterThanOrEqual(40);
    }
    expect(set.filter((s) => s.kind === "hard_negative").length).toBeGreaterThanOrEqual(30);
    expect(generateTopicHeldout()).toEqual(set);
    expect(generateTopicHeldout(7).map((s) => s.text)).not.toEqual(set.map((s) => s.text));
  });

  it("leaves no unfilled slot", () => {
    for (const s of generateTopicHeldout()) expect(s.text).not.toMatch(/[{}]/);
  });
});
