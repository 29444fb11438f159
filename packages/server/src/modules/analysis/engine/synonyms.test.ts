import { describe, expect, it } from "vitest";
import { describeVerdictFixtures } from "./fixture-checks";
import type { Fixture } from "./fixtures";
import { SYNONYM_TABLE } from "./synonym-table";
import { synonymous } from "./synonyms";

/**
 * The WordNet synonym table (synonyms.ts): pairs written for it, not taken from the
 * evaluation sets. A claim word the context lacks meets its synonym; antonyms, names and the
 * words contradiction checks read never do.
 */
const SYNONYM_FIXTURES: Fixture[] = [
  {
    name: "an everyday noun for the context's formal one is supported",
    contexts: ["Residents may park one car in the garage overnight."],
    answer: "Residents may leave one automobile in the garage overnight.",
    verdicts: ["supported"],
  },
  {
    name: "a different object in the same frame is still flagged",
    contexts: ["Residents may park one car in the garage overnight."],
    answer: "Residents may leave one bicycle in the garage overnight.",
    verdicts: ["unverifiable"],
  },
  {
    name: "a noun swapped for its synonym in a longer claim is supported",
    contexts: ["Damaged parcels are replaced free of charge by the courier."],
    answer: "Damaged packages are replaced free of charge by the courier.",
    verdicts: ["supported"],
  },
  {
    name: "a made-up object on the synonym's subject is still flagged",
    contexts: ["Damaged parcels are replaced free of charge by the courier."],
    answer: "Damaged packages are insured for their full value by the retailer.",
    verdicts: ["unsupported"],
  },
];

describeVerdictFixtures(
  "synonym table: the restatement is supported, the look-alike flagged",
  SYNONYM_FIXTURES,
);

describe("synonym table", () => {
  it("joins the common senses of everyday and formal words", () => {
    expect(synonymous("package", "parcel")).toBe(true);
    expect(synonymous("automobile", "car")).toBe(true);
    expect(synonymous("attorney", "lawyer")).toBe(true);
    expect(synonymous("couch", "sofa")).toBe(true);
    expect(synonymous("photo", "photograph")).toBe(true);
  });

  it("reaches a noun one hypernym step away, not a sibling", () => {
    expect(synonymous("sedan", "car")).toBe(true);
    expect(synonymous("puppy", "dog")).toBe(true);
    expect(synonymous("bicycle", "car")).toBe(false);
  });

  it("keeps WordNet's antonyms apart", () => {
    expect(synonymous("noisy", "quiet")).toBe(false);
    expect(synonymous("sell", "buy")).toBe(false);
    expect(synonymous("undamaged", "damaged")).toBe(false);
    expect(synonymous("juvenile", "adult")).toBe(false);
  });

  it("never stands in for a quantifier, modal, direction or permission word", () => {
    expect(synonymous("normally", "usually")).toBe(false);
    expect(synonymous("sure", "certain")).toBe(false);
    expect(synonymous("subsequently", "later")).toBe(false);
    expect(synonymous("let", "allow")).toBe(false);
  });

  it("holds no names and stays compact", () => {
    expect(/[A-Z]/.test(SYNONYM_TABLE)).toBe(false);
    expect(SYNONYM_TABLE.length).toBeLessThan(300 * 1024);
  });
});
