import { describe, expect, it } from "vitest";
import { healthScore, metricTrend, overallHealth, periodMs, regressionSeverity } from "./policy";

describe("evaluation health policy", () => {
  it("reads a change inside the 0.02 dead band as stable, at its edge as a trend", () => {
    expect(metricTrend(0.81, 0.8).trend).toBe("stable");
    expect(metricTrend(0.82, 0.8)).toEqual({
      current: 0.82,
      previous: 0.8,
      trend: "improving",
      change: 0.02,
    });
    expect(metricTrend(0.7, 0.8).trend).toBe("declining");
  });

  it("treats a faster response time as improving, within 5% of the previous as stable", () => {
    expect(metricTrend(900, 1000, { lowerIsBetter: true, unit: "ms" })).toEqual({
      current: 900,
      previous: 1000,
      trend: "improving",
      change: -100,
      unit: "ms",
    });
    expect(metricTrend(1040, 1000, { lowerIsBetter: true }).trend).toBe("stable");
    expect(metricTrend(1050, 1000, { lowerIsBetter: true }).trend).toBe("declining");
  });

  it("gives no change and a stable trend when a period has no value", () => {
    expect(metricTrend(0.9, null)).toEqual({
      current: 0.9,
      previous: null,
      trend: "stable",
      change: null,
    });
  });

  it("scores health from the pass rate less the alerts, and names it", () => {
    expect(healthScore(0.95, [])).toBe(95);
    expect(overallHealth(95, [])).toBe("healthy");
    expect(healthScore(0.95, ["warning", "info"])).toBe(90);
    expect(overallHealth(90, ["warning", "info"])).toBe("warning");
    expect(healthScore(0.1, ["critical"])).toBe(0);
    expect(overallHealth(70, [])).toBe("warning");
    expect(overallHealth(49, [])).toBe("critical");
    expect(healthScore(null, ["warning"])).toBeNull();
    expect(overallHealth(null, ["warning"])).toBe("unknown");
  });

  it("grades regressions by drop and reads periods in days", () => {
    expect(regressionSeverity(0.05)).toBe("medium");
    expect(regressionSeverity(0.1)).toBe("high");
    expect(regressionSeverity(0.2)).toBe("critical");
    expect(periodMs("7d")).toBe(7 * 86_400_000);
  });
});
