import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NO_DEADLINE } from "../deadline";
import { foldText } from "../text/normalize";
import { findTermHits, indexTerms } from "./topic-matcher";

function hits(terms: string[], text: string): Array<[string, string]> {
  const index = indexTerms(terms.map((term) => ({ term, weight: 1, group: "t" })));
  return findTermHits(foldText(text, true), index, NO_DEADLINE).map((h) => [
    h.keyword,
    text.slice(h.start, h.end),
  ]);
}

describe("topic term matcher", () => {
  it("matches a stem at the start of a word, in any inflection", () => {
    expect(hits(["antibiotic*"], "Antibiotics, antibiotic and antibiotically")).toEqual([
      ["antibiotic*", "Antibiotics"],
      ["antibiotic*", "antibiotic"],
      ["antibiotic*", "antibiotically"],
    ]);
    expect(hits(["antibiotic*"], "nonantibiotic")).toEqual([]);
  });

  it("matches plain words whole only", () => {
    expect(hits(["sue", "mg"], "pursue the suede among us")).toEqual([]);
    expect(hits(["sue", "mg"], "can I sue? 200 mg")).toEqual([
      ["sue", "sue"],
      ["mg", "mg"],
    ]);
  });

  it("matches a phrase across spaces, hyphens, apostrophes and brackets, not across a sentence", () => {
    expect(hits(["401 k", "side effect*"], "my 401(k) has side-effects")).toEqual([
      ["401 k", "401(k"],
      ["side effect*", "side-effects"],
    ]);
    expect(hits(["side effect*"], "on my side. Effects were")).toEqual([]);
  });

  it("lets a lone * stand for up to three words", () => {
    const terms = ["how much * should i take"];
    expect(hits(terms, "how much should I take")).toHaveLength(1);
    expect(hits(terms, "how much of the syrup should I take")).toHaveLength(1);
    expect(hits(terms, "how much of that cherry syrup should I take")).toEqual([]);
  });

  it("corrects one slip inside a long word: swap, doubled or dropped letter", () => {
    const terms = ["custody", "should i", "consequences"];
    expect(hits(terms, "custoyd")).toEqual([["custody", "custoyd"]]);
    expect(hits(terms, "shhould i")).toEqual([["should i", "shhould i"]]);
    expect(hits(terms, "legal consquences")).toEqual([["consequences", "consquences"]]);
  });

  it("does not correct towards a word by its first or last letter, a substitution or a short word", () => {
    expect(hits(["rights", "estate"], "right now, the state")).toEqual([]);
    expect(hits(["leases"], "autumn leaves")).toEqual([]);
    expect(hits(["strep"], "srtep")).toEqual([]);
  });

  it("maps spans back through folding (full-width letters, homoglyphs)", () => {
    const text = "my ｄｏｓａｇｅ of ibuprоfen";
    expect(hits(["dosage", "ibuprofen"], text)).toEqual([
      ["dosage", "ｄｏｓａｇｅ"],
      ["ibuprofen", "ibuprоfen"],
    ]);
  });

  it("finds a term wherever it stands among other words, and nothing inside a longer word", () => {
    const filler = fc.constantFrom("the", "class", "opens", "at", "nine", "and", "closes", "late");
    const term = fc.constantFrom("probate", "index fund", "blood pressure", "roth");
    fc.assert(
      fc.property(fc.array(filler), fc.array(filler), term, (before, after, t) => {
        const text = [...before, t, ...after].join(" ");
        const found = hits([t], text);
        expect(found).toEqual([[t, t]]);
        expect(hits([t], [...before, `x${t}`, ...after].join(" "))).toEqual([]);
      }),
    );
  });
});
