import { describe, expect, it } from "vitest";
import { applyReplacements, resolveOverlaps } from "./spans";

describe("resolveOverlaps", () => {
  it("drops a span contained in another (outer wins)", () => {
    const kept = resolveOverlaps([
      { start: 10, end: 20, id: "inner" },
      { start: 0, end: 40, id: "outer" },
    ]);
    expect(kept.map((k) => k.id)).toEqual(["outer"]);
  });

  it("keeps the longer of two partially overlapping spans", () => {
    const kept = resolveOverlaps([
      { start: 0, end: 10, id: "short" },
      { start: 5, end: 30, id: "long" },
    ]);
    expect(kept.map((k) => k.id)).toEqual(["long"]);
  });

  it("breaks ties on equal spans by priority", () => {
    const kept = resolveOverlaps([
      { start: 0, end: 10, id: "generic", priority: 0 },
      { start: 0, end: 10, id: "specific", priority: 3 },
    ]);
    expect(kept.map((k) => k.id)).toEqual(["specific"]);
  });

  it("keeps disjoint spans sorted by start and drops empty ones", () => {
    const kept = resolveOverlaps([
      { start: 20, end: 25 },
      { start: 0, end: 5 },
      { start: 7, end: 7 },
    ]);
    expect(kept).toEqual([
      { start: 0, end: 5 },
      { start: 20, end: 25 },
    ]);
  });
});

describe("applyReplacements", () => {
  it("replaces spans right to left without shifting offsets", () => {
    expect(
      applyReplacements("a bob@x.io b 10.0.0.1", [
        { start: 2, end: 10, replacement: "[EMAIL]" },
        { start: 13, end: 21, replacement: "[IP]" },
      ]),
    ).toBe("a [EMAIL] b [IP]");
  });

  it("merges overlapping spans into their union so no covered character survives", () => {
    expect(
      applyReplacements("0123456789", [
        { start: 2, end: 6, replacement: "[A]" },
        { start: 4, end: 8, replacement: "[B]" },
      ]),
    ).toBe("01[A]89");
  });

  it("returns the text unchanged without replacements", () => {
    expect(applyReplacements("same", [])).toBe("same");
  });
});
