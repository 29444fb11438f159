import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shannonEntropy } from "./entropy";

/** The definition: counts of each code point in a Map, over the UTF-16 length. */
function reference(text: string): number {
  if (text.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const ch of text) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let entropy = 0;
  for (const count of counts.values())
    entropy -= (count / text.length) * Math.log2(count / text.length);
  return entropy;
}

describe("shannonEntropy", () => {
  it("is 0 for one repeated character and log2(n) for n distinct ones", () => {
    expect(shannonEntropy("")).toBe(0);
    expect(shannonEntropy("aaaa")).toBe(0);
    expect(shannonEntropy("abcd")).toBeCloseTo(2, 12);
    expect(shannonEntropy("ab")).toBeCloseTo(1, 12);
  });

  it("matches the definition on any text, call after call (the ASCII table is reset)", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(fc.string(), fc.string({ unit: "grapheme" }), fc.string({ unit: "binary" })),
          { maxLength: 4 },
        ),
        (texts) => {
          for (const text of texts) expect(shannonEntropy(text)).toBeCloseTo(reference(text), 9);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("gives, on ASCII texts, the very sum of p·log2(p) in first-occurrence order (tabled terms)", () => {
    const direct = (text: string): number => {
      const counts = new Map<string, number>();
      for (const ch of text) counts.set(ch, (counts.get(ch) ?? 0) + 1);
      let entropy = 0;
      for (const count of counts.values()) {
        const p = count / text.length;
        entropy -= p * Math.log2(p);
      }
      return entropy;
    };
    const ascii = fc.string({
      unit: fc.integer({ min: 0, max: 127 }).map((c) => String.fromCharCode(c)),
      maxLength: 300,
    });
    fc.assert(
      fc.property(
        ascii,
        fc.constantFrom("", "ab", "a1B2c3D4e5F6g7H8", "x".repeat(40)),
        (text, tail) => {
          const t = text + tail;
          expect(shannonEntropy(t)).toBe(direct(t));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("leaves no counts behind when a text turns out not to be ASCII", () => {
    const after = shannonEntropy("abcd");
    shannonEntropy("aaab\u00e9");
    expect(shannonEntropy("abcd")).toBe(after);
  });
});
