import { describe, expect, it } from "vitest";
import { atLeast, isSeverityName, SEVERITY_NAMES, severityRank } from "./types";

describe("the severity scale", () => {
  it("puts both vocabularies on one order: info = low < warning = medium < error = high < critical", () => {
    expect(SEVERITY_NAMES.map((name) => [name, severityRank(name)])).toEqual([
      ["info", 0],
      ["low", 0],
      ["warning", 1],
      ["medium", 1],
      ["error", 2],
      ["high", 2],
      ["critical", 3],
    ]);
  });

  it("compares across vocabularies, an event without a severity counting as info", () => {
    expect(atLeast("high", "error")).toBe(true);
    expect(atLeast("error", "high")).toBe(true);
    expect(atLeast("medium", "high")).toBe(false);
    expect(atLeast("critical", "high")).toBe(true);
    expect(atLeast(undefined, "low")).toBe(true);
    expect(atLeast(undefined, "warning")).toBe(false);
  });

  it("knows only the names of the two vocabularies", () => {
    expect(isSeverityName("high")).toBe(true);
    expect(isSeverityName("fatal")).toBe(false);
    expect(isSeverityName("toString")).toBe(false);
    expect(isSeverityName(2)).toBe(false);
  });
});
