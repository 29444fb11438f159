import { describe, expect, it } from "vitest";
import { analyzeRuleBased } from "./analyze";
import { claimClauses } from "./clause-support";
import { describeVerdictFixtures } from "./fixture-checks";
import { synonymous } from "./synonyms";
import { words } from "./text";
import {
  ANTONYM_FIXTURES,
  BORROWED_WORD_FIXTURES,
  CHATTER_FIXTURES,
  CLAUSE_FIXTURES,
  CONTRADICTION_SCOPE_FIXTURES,
  DAY_GROUP_FIXTURES,
  DROPPED_THRESHOLD_FIXTURES,
  EARLY_FIXTURES,
  HEDGED_MAY_FIXTURES,
  LENT_FEATURE_FIXTURES,
  ONLY_SCOPE_FIXTURES,
  PRICE_AND_EXCEPTION_FIXTURES,
  REGISTER_FIXTURES,
} from "./word-fixtures";

describeVerdictFixtures(
  "word mechanisms (fourth round): the restatement is supported, the look-alike flagged",
  [
    ...CONTRADICTION_SCOPE_FIXTURES,
    ...REGISTER_FIXTURES,
    ...CLAUSE_FIXTURES,
    ...ANTONYM_FIXTURES,
    ...BORROWED_WORD_FIXTURES,
    ...CHATTER_FIXTURES,
    ...HEDGED_MAY_FIXTURES,
    ...DAY_GROUP_FIXTURES,
    ...DROPPED_THRESHOLD_FIXTURES,
    ...ONLY_SCOPE_FIXTURES,
    ...PRICE_AND_EXCEPTION_FIXTURES,
    ...EARLY_FIXTURES,
    ...LENT_FEATURE_FIXTURES,
  ],
);

describe("register lexicon", () => {
  it("pairs everyday words with formal ones that WordNet leaves apart", () => {
    expect(synonymous("jab", "injection")).toBe(true);
    expect(synonymous("parcel", "delivery")).toBe(true);
    expect(synonymous("fitting", "installation")).toBe(true);
    expect(synonymous("belongings", "goods")).toBe(true);
  });
  it("never pairs words of different meaning across groups", () => {
    expect(synonymous("jab", "parcel")).toBe(false);
    expect(synonymous("voucher", "invoice")).toBe(false);
  });
  it("reads an everyday phrase as one word ('grown-up' is not 'grow')", () => {
    expect(words("a grown-up must attend")).toContain("grownup");
    expect(words("fitting costs you nothing")).toEqual(["fitting", "free"]);
  });
  it("reads an amount 'off' as a discount, and a switch 'off' as written (eighth round)", () => {
    expect(words("20% off all wines")).toEqual(["20", "discount", "all", "wines"]);
    expect(words("£10 off, or half off in January")).toEqual([
      "10",
      "discount",
      "or",
      "half",
      "discount",
      "in",
      "january",
    ]);
    expect(words("after 7 off-peak fares apply")).toEqual([
      "after",
      "7",
      "off",
      "peak",
      "fares",
      "apply",
    ]);
    expect(words("switch it off after 2 days off")).toEqual([
      "switch",
      "it",
      "off",
      "after",
      "2",
      "days",
      "off",
    ]);
  });
  it("keeps 'rather than' before a noun a comparison, before a participle a negation", () => {
    expect(words("credited rather than refunded")).toContain("not");
    expect(words("five years rather than the usual ten")).not.toContain("not");
  });
});

describe("claimClauses", () => {
  it("joins a fragment to its neighbour and keeps whole clauses apart", () => {
    expect(
      claimClauses(
        "With a gift receipt, the recipient can swap the item, and store credit never expires.",
      ),
    ).toEqual([
      "With a gift receipt the recipient can swap the item",
      "store credit never expires.",
    ]);
  });
  it("keeps names joined by 'and' in one clause", () => {
    expect(
      claimClauses("Night trams run on Friday and Saturday nights, and the standard fare applies."),
    ).toEqual(["Night trams run on Friday and Saturday nights", "the standard fare applies."]);
  });
  it("is null for a single clause", () => {
    expect(claimClauses("Refunds are issued within 14 days of the return arriving.")).toBeNull();
  });
});

/**
 * Fabrications made of a context's own words and their everyday forms (register lexicon):
 * none may read as supported. Written for this round, in a domain no labelled set uses.
 */
describe("look-alike fabrications in everyday words stay flagged", () => {
  const contexts = [
    "Tenants must report a power cut to the landlord within 24 hours.",
    "The deposit is returned within 10 days of the end of the tenancy.",
    "Pets are allowed only with written permission from the landlord.",
    "Rent is due on the first working day of each month.",
  ].map((text) => ({ text }));
  it.each([
    "Renters get their deposit back within 24 hours of a blackout.",
    "The landlord pays the rent for renters with pets.",
    "Renters with pets must report a blackout to the deposit office.",
    "A blackout means the rent is returned within 10 days.",
    "Pets are allowed only when the rent is paid within 10 days.",
  ])("%s", (answer) => {
    const [claim] = analyzeRuleBased({ answer, contexts }).claims;
    expect(claim?.verdict).not.toBe("supported");
  });
});
