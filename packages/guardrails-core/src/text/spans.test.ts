import fc from "fast-check";
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

describe("span order, few spans or many", () => {
  type Item = { id: number; start: number; end: number; priority: number };

  /** The rule, written out over a native stable sort: by start, outer first, then priority. */
  function reference(items: Item[]): Item[] {
    const sorted = [...items].sort(
      (a, b) => a.start - b.start || b.end - b.start - (a.end - a.start) || b.priority - a.priority,
    );
    const kept: Item[] = [];
    for (const item of sorted) {
      if (item.end <= item.start) continue;
      const last = kept.at(-1);
      if (!last || item.start >= last.end) kept.push(item);
      else if (item.end > last.end) {
        const a = item.end - item.start;
        const b = last.end - last.start;
        if (a > b || (a === b && item.priority > last.priority)) kept[kept.length - 1] = item;
      }
    }
    return kept;
  }

  it("resolves the same spans whatever their order, on both sides of the insertion-sort limit", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            start: fc.nat(60),
            length: fc.integer({ min: 0, max: 8 }),
            priority: fc.nat(2),
          }),
          { maxLength: 50, size: "max" },
        ),
        (raw) => {
          const items = raw.map((r, id) => ({
            id,
            start: r.start,
            end: r.start + r.length,
            priority: r.priority,
          }));
          expect(resolveOverlaps(items)).toEqual(reference(items));
          const reversed = [...items].reverse();
          expect(resolveOverlaps(reversed)).toEqual(reference(reversed));
        },
      ),
      { numRuns: 500 },
    );
  });
});
