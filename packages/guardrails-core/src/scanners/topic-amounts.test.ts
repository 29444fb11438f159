import { describe, expect, it } from "vitest";
import { NO_DEADLINE } from "../deadline";
import { foldText } from "../text/normalize";
import { amountEnd } from "./topic-amounts";
import { findTermHits, indexTerms } from "./topic-matcher";

/** The sum read at the start of `text` (folded as the scanner folds it), or null. */
function sumAt(text: string): string | null {
  const folded = text.toLowerCase();
  const end = amountEnd(folded, 0);
  return end < 0 ? null : text.slice(0, end);
}

function hits(terms: string[], text: string): Array<[string, string]> {
  const index = indexTerms(terms.map((term) => ({ term, weight: 1, group: "t" })));
  return findTermHits(foldText(text, true), index, NO_DEADLINE).map((h) => [
    h.keyword,
    text.slice(h.start, h.end),
  ]);
}

describe("sums of money in topic text", () => {
  it("reads a sum whole: symbol either side, ',' '.' grouping, suffixes, currency words", () => {
    expect(sumAt("$5,000 for")).toBe("$5,000");
    expect(sumAt("€1.200,50 now")).toBe("€1.200,50");
    expect(sumAt("£30,000.")).toBe("£30,000");
    expect(sumAt("5k in")).toBe("5k");
    expect(sumAt("$2.5M")).toBe("$2.5M");
    expect(sumAt("3bn")).toBe("3bn");
    expect(sumAt("1.500 € x")).toBe("1.500 €");
    expect(sumAt("500€")).toBe("500€");
    // the currency word stays a word of its own; the number before it is the sum
    expect(sumAt("2,500 dollars")).toBe("2,500");
    expect(sumAt("10 grand")).toBe("10");
  });

  it("leaves numbers without a currency mark, and other words led by digits, alone", () => {
    expect(sumAt("2.5 mg")).toBeNull();
    expect(sumAt("5,000 people")).toBeNull();
    expect(sumAt("403b")).toBeNull();
    expect(sumAt("3rd")).toBeNull();
    expect(sumAt("5kg")).toBeNull();
    expect(sumAt("$ 5")).toBeNull();
    expect(sumAt("$x")).toBeNull();
  });

  it("lets a term name any sum with {amount}, and keeps terms that spell digits", () => {
    const terms = ["way to grow * {amount}", "{amount} in savings", "401k", "401 k", "5 mg"];
    expect(hits(terms, "best way to grow $5,000 fast")).toEqual([
      ["way to grow * {amount}", "way to grow $5,000"],
    ]);
    expect(hits(terms, "way to grow my €1.200,50?")).toEqual([
      ["way to grow * {amount}", "way to grow my €1.200,50"],
    ]);
    expect(hits(terms, "I have 20k in savings")).toEqual([
      ["{amount} in savings", "20k in savings"],
    ]);
    expect(hits(terms, "my 401k and my 401(k), 2.5 mg")).toEqual([
      ["401k", "401k"],
      ["401 k", "401(k"],
      ["5 mg", "5 mg"],
    ]);
    // a number is no sum, and the literal word of the placeholder is no sum either
    expect(hits(terms, "way to grow 5,000 tomatoes; way to grow __amount__")).toEqual([]);
  });
});
