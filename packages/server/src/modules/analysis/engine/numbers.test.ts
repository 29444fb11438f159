import { describe, expect, it } from "vitest";
import { derivation, extractQuantities, sameQuantity } from "./numbers";

const one = (text: string) => {
  const qs = extractQuantities(text);
  expect(qs, text).toHaveLength(1);
  return qs[0]!;
};

describe("extractQuantities", () => {
  it("converts units so that restatements compare equal", () => {
    expect(sameQuantity(one("within 14 days"), one("within two weeks"), 0.005)).toBe(true);
    expect(sameQuantity(one("90 minutes"), one("1.5 hours"), 0.005)).toBe(true);
    expect(sameQuantity(one("1200 mg"), one("1.2 g"), 0.005)).toBe(true);
    expect(sameQuantity(one("$1,200"), one("$1.2k"), 0.005)).toBe(true);
    expect(sameQuantity(one("15%"), one("15 percent"), 0.005)).toBe(true);
    expect(sameQuantity(one("14 days"), one("three weeks"), 0.005)).toBe(false);
  });

  it("reads number words, and 'a week' only where it is a duration", () => {
    expect(one("twenty-four hours").value).toBe(86_400);
    expect(one("within a week").value).toBe(604_800);
    expect(extractQuantities("$29 a month").map((q) => q.text)).toEqual(["$29"]);
    expect(extractQuantities("one of the plans")).toEqual([]);
  });

  it("reads kilos, pounds of weight and imperial lengths as the units they are", () => {
    expect(sameQuantity(one("fifteen kilos"), one("15 kg"), 0.005)).toBe(true);
    expect(sameQuantity(one("6 ft"), one("72 inches"), 0.005)).toBe(true);
    expect(sameQuantity(one("3 feet"), one("1 yard"), 0.005)).toBe(true);
    expect(one("2 lbs").dimension).toBe("mass");
    expect(sameQuantity(one("6 ft"), one("6 m"), 0.005)).toBe(false);
  });

  it("reads m as metres after a number of extent, and as million after money or before a count", () => {
    expect(sameQuantity(one("1.8 m wide"), one("1.8 metres"), 0.005)).toBe(true);
    expect(sameQuantity(one("30m tall"), one("30 meters"), 0.005)).toBe(true);
    expect(one("The mast is 12 m.").dimension).toBe("length");
    expect(one("$1.8m").value).toBe(1_800_000);
    expect(one("USD 2m").value).toBe(2_000_000);
    expect(one("2m users").value).toBe(2_000_000);
    expect(one("1.8m wide").value).toBe(1.8);
  });

  it("reads ordinals as ordinals, and skips ids and masked spans", () => {
    expect(extractQuantities("the 3rd time, version v2").map((q) => [q.text, q.dimension])).toEqual(
      [["3rd", "ordinal"]],
    );
    expect(extractQuantities("ticket 4821", [[7, 11]])).toEqual([]);
  });
});

describe("derivation", () => {
  const pool = extractQuantities("Premium costs $30 and Basic costs $10; a 15% discount on $200.");

  it("accepts a difference, a total or a share only when the claim announces it", () => {
    expect(derivation(one("$20"), pool, "Premium costs $20 more than Basic")).toBe("$30 − $10");
    expect(derivation(one("$20"), pool, "Premium costs $20")).toBeNull();
    expect(derivation(one("$40"), pool, "together they cost $40")).toBe("$30 + $10");
    expect(derivation(one("$30"), pool, "the discount saves $30")).not.toBeNull();
  });

  it("rounds a derived percentage to the claim's precision", () => {
    expect(derivation(one("33%"), pool, "Basic is 33% of the Premium price")).toBe(
      "$10 as a percentage of $30",
    );
    expect(derivation(one("34%"), pool, "Basic is 34% of the Premium price")).toBeNull();
  });
});
