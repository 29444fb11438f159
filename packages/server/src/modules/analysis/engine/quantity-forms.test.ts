import { describe, expect, it } from "vitest";
import { extractFacts } from "./facts";
import { describeNumberCases } from "./fixture-checks";
import { derivation, extractQuantities, sameQuantity } from "./numbers";

const one = (text: string) => {
  const qs = extractQuantities(text);
  expect(qs, text).toHaveLength(1);
  return qs[0]!;
};
const same = (a: string, b: string) => sameQuantity(one(a), one(b), 0.005);

describe("quantity forms of paraphrases", () => {
  it("reads clock times in 12- and 24-hour forms as one clock value", () => {
    expect(same("at 6 pm", "at 18:00")).toBe(true);
    expect(same("at 9:30 a.m.", "at 09:30")).toBe(true);
    expect(same("at noon", "at 12 pm")).toBe(true);
    expect(same("at 6 pm", "at 19:00")).toBe(false);
    expect(same("at 6 am", "at 6 pm")).toBe(false);
  });

  it("reads a fraction of a unit of time as a duration, not a percentage", () => {
    expect(same("after a quarter of an hour", "15 minutes")).toBe(true);
    expect(same("three quarters of an hour", "45 minutes")).toBe(true);
    expect(same("after a quarter of an hour", "25 minutes")).toBe(false);
  });

  it("reads 'twice' as two and a hyphenated 'two-week' as a duration", () => {
    expect(same("twice", "two times")).toBe(true);
    expect(same("twice", "three times")).toBe(false);
    expect(same("a two-week trial", "14 days")).toBe(true);
  });

  it("adds a half to a duration and reads 'half an hour'", () => {
    expect(same("for an hour and a half", "90 minutes")).toBe(true);
    expect(same("half an hour", "30 minutes")).toBe(true);
    expect(same("for an hour and a half", "60 minutes")).toBe(false);
  });

  it("compares data sizes in powers of 1000 or of 1024", () => {
    expect(same("2 GB", "2048 MB")).toBe(true);
    expect(same("2 GB", "2000 MB")).toBe(true);
    expect(same("2 GB", "1024 MB")).toBe(false);
  });

  it("lets months and years differ by calendar length only", () => {
    expect(same("one year", "12 months")).toBe(true);
    expect(same("for a month", "30 days")).toBe(true);
    expect(same("one year", "11 months")).toBe(false);
    expect(same("2 days", "3 days")).toBe(false);
  });

  it("reads 'up to a month' as a duration", () => {
    expect(one("for up to a month").value).toBe(one("1 month").value);
  });

  it("reads a fraction before 'of' as a percentage a share can be derived from", () => {
    const pool = extractQuantities("Half of the 40 seats are reserved.");
    expect(pool.map((q) => [q.value, q.dimension])).toEqual([
      [50, "percent"],
      [40, "none"],
    ]);
    expect(derivation(one("20"), pool, "20 of the 40 seats")).not.toBeNull();
    expect(derivation(one("25"), pool, "25 of the 40 seats")).toBeNull();
    // "second" is read only as a weak ordinal (never a claim's fact), and "half" not at all.
    expect(extractQuantities("the second half").map((q) => [q.dimension, q.weak])).toEqual([
      ["ordinal", true],
    ]);
    expect(one("half the price").value).toBe(50);
  });
});

describe("rates and context-only forms", () => {
  it("compares rates over different periods per second, and tells apart equal numbers over different periods", () => {
    expect(same("$120 a year", "$10 a month")).toBe(true);
    expect(same("$20 per user per month", "$240 per user per year")).toBe(true);
    expect(same("$10 a year", "$10 a month")).toBe(false);
    expect(same("3 days per week", "3 days a month")).toBe(false);
    // A rate against a bare amount compares as before.
    expect(same("$10 a month", "$10")).toBe(true);
  });

  it("reads 'first' and frequency words only as weak quantities, never as a claim's facts", () => {
    const weak = extractQuantities("the first invoice is sent quarterly");
    expect(weak.map((q) => [q.dimension, q.weak])).toEqual([
      ["ordinal", true],
      ["time", true],
    ]);
    expect(extractFacts("The first invoice is sent quarterly.", new Set())).toEqual([]);
    const [quarterly] = extractQuantities("billed quarterly");
    expect(sameQuantity(one("3 months"), quarterly!, 0.005)).toBe(true);
  });
});

describeNumberCases("fractions hyphenated, a part after a duration, working weeks", [
  {
    name: "three-quarters of an hour",
    context: ["A bike service at the Spoke Shed takes 45 minutes."],
    faithful: "A bike service at the Spoke Shed takes three-quarters of an hour.",
    wrong: "A bike service at the Spoke Shed takes two-thirds of an hour.",
  },
  {
    name: "a three-quarter-hour session joined",
    context: ["Each climbing taster session lasts 45 minutes and costs £18."],
    faithful: "A climbing taster is a three-quarter-hour session for £18.",
    wrong: "A climbing taster is a half-hour session for £18.",
  },
  {
    name: "a duration and a smaller one after and",
    context: ["Library books not returned within 22 days are charged as lost."],
    faithful: "Books kept longer than three weeks and a day are charged as lost.",
    wrong: "Books kept longer than three weeks and two days are charged as lost.",
  },
  {
    name: "working weeks as five working days",
    context: ["Planning decisions are issued within 40 working days of a valid application."],
    faithful: "Planning decisions are issued within eight working weeks of a valid application.",
    wrong: "Planning decisions are issued within six working weeks of a valid application.",
  },
]);
