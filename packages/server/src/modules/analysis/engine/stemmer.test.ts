import { describe, expect, it } from "vitest";
import { stem } from "./stemmer";
import { contentStem } from "./text";

describe("stem", () => {
  it("reduces inflections to one stem, as in Porter's paper", () => {
    const cases: [string, string][] = [
      ["caresses", "caress"],
      ["ponies", "poni"],
      ["cats", "cat"],
      ["agreed", "agre"],
      ["plastered", "plaster"],
      ["motoring", "motor"],
      ["hopping", "hop"],
      ["filing", "file"],
      ["happy", "happi"],
      ["relational", "relat"],
      ["conditional", "condit"],
      ["digitizer", "digit"],
      ["hopefulness", "hope"],
      ["electrical", "electr"],
      ["adjustment", "adjust"],
      ["adoption", "adopt"],
      ["controlling", "control"],
      ["generalization", "gener"],
    ];
    for (const [word, expected] of cases) expect(stem(word), word).toBe(expected);
  });

  it("maps the forms of a word a claim and its source may use to the same stem", () => {
    expect(new Set(["refund", "refunds", "refunded", "refunding"].map(stem)).size).toBe(1);
    expect(stem("receiving")).toBe(stem("received"));
  });

  it("leaves short words and words with digits alone", () => {
    expect(stem("is")).toBe("is");
    expect(stem("v2beta")).toBe("v2beta");
  });
});

describe("contentStem", () => {
  it("reads a thesaurus member whose head is a stop-word as no content, as the head", () => {
    // "max" → "maximum", a stop-word the context's "maximum" never counts as content.
    expect(contentStem("maximum")).toBeNull();
    expect(contentStem("max")).toBeNull();
    expect(contentStem("refunded")).toBe(contentStem("refund"));
  });
});
