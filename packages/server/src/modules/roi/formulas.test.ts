import { describe, expect, it } from "vitest";
import { ZERO_TOTALS } from "./aggregates";
import { costOf, humanCostPerResolution, money, roiPercentage, savingsOf } from "./formulas";
import { linearFit } from "./predicted-impact";
import { DEFAULT_SETTINGS, type Settings } from "./settings";
import { trendOf } from "./trends";

const settings = (changes: Partial<Settings> = {}): Settings => ({
  ...DEFAULT_SETTINGS,
  ...changes,
});

describe("ROI formulas", () => {
  it("prices tokens, with a total that has no input/output split at the input price", () => {
    // 1,000 input + 2,000 output + 500 unsplit: (1500 × 0.0005 + 2000 × 0.0015) / 1000
    const totals = {
      ...ZERO_TOTALS,
      interactions: 2,
      inputTokens: 1_000,
      outputTokens: 2_000,
      otherTokens: 500,
    };
    expect(costOf(totals, settings(), 30)).toBeCloseTo(0.00375, 12);
    expect(costOf(totals, settings({ aiCostModel: "per-request" }), 30)).toBeCloseTo(0.02, 12);
    const flat = settings({ aiCostModel: "flat-rate", flatRateMonthlyCost: 90 });
    expect(costOf(totals, flat, 10)).toBeCloseTo(30, 12);
    expect(costOf(ZERO_TOTALS, flat, 10)).toBe(0);
  });

  it("uses an agent's override for the human cost of a resolution", () => {
    const s = settings({ agentOverrides: [{ agentId: "agent_a", humanCostPerHour: 60 }] });
    expect(humanCostPerResolution(s, "agent_a")).toBe(6); // 60 × 6 / 60
    expect(humanCostPerResolution(s, "agent_b")).toBe(2.5); // 25 × 6 / 60
  });

  it("splits savings into labour, efficiency and error reduction that add up", () => {
    const s = settings({ overheadMultiplier: 1.5 });
    const now = { ...ZERO_TOTALS, interactions: 10, successes: 8 };
    const before = { ...ZERO_TOTALS, interactions: 20, successes: 10 };
    // wages 8 × 2.5 = 20; error reduction (8 − 10 × 0.5) × 2.5 = 7.5; labour 12.5; efficiency 10.
    expect(savingsOf(now, before, s, "x")).toEqual({
      wagesSaved: 20,
      laborSavings: 12.5,
      efficiencyGains: 10,
      errorReduction: 7.5,
      savings: 30,
    });
    // A worse period reduces: errorReduction is negative, labour keeps the previous rate's part.
    const worse = { ...ZERO_TOTALS, interactions: 10, successes: 2 };
    expect(savingsOf(worse, before, settings(), "x")).toMatchObject({
      errorReduction: -7.5,
      laborSavings: 12.5,
      savings: 5,
    });
    expect(savingsOf(now, { ...ZERO_TOTALS }, s, "x").errorReduction).toBe(0);
  });

  it("answers a null ROI percentage without cost, and rounds money without -0", () => {
    expect(roiPercentage(10, 0)).toBeNull();
    expect(roiPercentage(1, 3)).toBe(33.33);
    expect(Object.is(money(-0.00001), 0)).toBe(true);
  });

  it("calls a trend from netROI against the period before", () => {
    expect(trendOf(10, 3.5)).toEqual({ changePercent: 185.71, trend: "up" });
    expect(trendOf(-5, 10)).toEqual({ changePercent: -150, trend: "down" });
    expect(trendOf(102, 100)).toEqual({ changePercent: 2, trend: "stable" });
    // From a negative netROI to a smaller loss is up: the change is over |previous|.
    expect(trendOf(-2, -4)).toEqual({ changePercent: 50, trend: "up" });
    expect(trendOf(3, 0)).toEqual({ changePercent: null, trend: "up" });
    expect(trendOf(0, 0)).toEqual({ changePercent: null, trend: "stable" });
  });

  it("fits a least-squares line", () => {
    expect(linearFit([1, 2, 3])).toEqual({ mean: 2, slope: 1 });
    expect(linearFit([4])).toEqual({ mean: 4, slope: 0 });
    expect(linearFit([])).toEqual({ mean: 0, slope: 0 });
    // y = 2, 2, 5, 5 around x = 1.5: Sxy = (−1.5)(−1.5)+(−0.5)(−1.5)+(0.5)(1.5)+(1.5)(1.5) = 6, Sxx = 5
    expect(linearFit([2, 2, 5, 5]).slope).toBeCloseTo(1.2, 12);
  });
});
