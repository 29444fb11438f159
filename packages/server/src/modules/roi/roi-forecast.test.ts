import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import { createTestApp, dataOf, manualClock, type TestApp } from "../../testing/harness";
import { createAgent, postTrace } from "../../testing/roi-world";

const path = "/api/v1/roi-analytics";
const NOW = new Date("2026-01-15T12:00:00.000Z");
const day = (n: number, hour = 10) => new Date(Date.UTC(2026, 0, n, hour)).toISOString(); // 2026-01-n at hour:00 UTC

interface Impact {
  predictedSavings: number;
  predictedCost: number;
  predictedNetROI: number;
  confidence: number;
  projections: { month: number; savings: number; cost: number }[];
  assumptions: string[];
}
interface Correlation {
  correlation: number | null;
  pValue: number | null;
  significance: string;
  dataPoints: number;
  points: { date: string; x: number; y: number }[];
  summary: string;
}

describe.each(TEST_DIALECTS)("ROI forecasts and correlations on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect, clock: manualClock(NOW) });
  });
  afterAll(() => t.close());

  const get = async <T>(key: string, query: string) =>
    dataOf<T>(await t.call("GET", `${path}/${query}`, { key }));
  const metric = async (key: string, name: string, value: number, timestamp: string) =>
    dataOf(await t.call("POST", "/api/metrics", { key, body: { name, value, timestamp } }), 201);

  it("projects a flat history month by month, bent by the scenario", async () => {
    const key = await t.key({ companyId: "flat-co" });
    const agent = await createAgent(t, key, "Steady");
    // 10 whole days (01-05 … 01-14), each 1 success and 1 failure of 1,000 + 1,000 tokens.
    for (let n = 5; n <= 14; n++) {
      for (const outcome of ["success", "failure"] as const) {
        await postTrace(t, key, agent, { at: day(n), outcome, input: 1_000, output: 1_000 });
      }
    }
    // Default settings: 25/h × 6 min = 2.50 per resolution; a trace costs
    // (1000 × 0.0005 + 1000 × 0.0015) / 1000 = 0.002. 2 a day, no slope: 60 a month,
    // 30 resolved: savings 75, cost 0.12 a month. Confidence: 10 / 30 days × 0.8 = 0.27.
    const baseline = await get<Impact>(key, "predicted-impact");
    expect(baseline).toMatchObject({
      horizon: "90d",
      scenario: "baseline",
      predictedSavings: 225,
      predictedCost: 0.36,
      predictedNetROI: 224.64,
      confidence: 0.27,
    });
    expect(baseline.projections).toEqual([
      { month: 1, savings: 75, cost: 0.12 },
      { month: 2, savings: 75, cost: 0.12 },
      { month: 3, savings: 75, cost: 0.12 },
    ]);
    expect(baseline.assumptions.length).toBeGreaterThanOrEqual(4);
    expect(baseline.assumptions.join(" ")).toContain("50% of interactions are resolved");
    // Optimistic: 55% resolved (82.5 a month), cost 10% lower (0.108 a month).
    expect(
      await get<Impact>(key, "predicted-impact?scenario=optimistic&horizon=30d"),
    ).toMatchObject({ predictedSavings: 82.5, predictedCost: 0.108, confidence: 0.3 });
    // Conservative: 45% resolved (67.5 a month), cost 10% higher (0.132), over 12 months.
    const year = await get<Impact>(key, "predicted-impact?scenario=conservative&horizon=1y");
    expect(year).toMatchObject({ predictedSavings: 810, predictedCost: 1.584, confidence: 0.17 });
    expect(year.projections).toHaveLength(12);
  });

  it("follows the least-squares line of a growing history", async () => {
    const key = await t.key({ companyId: "growth-co" });
    const agent = await createAgent(t, key, "Growing");
    // 1, 2 and 3 successes on 01-12, 01-13, 01-14: mean 2, slope 1 a day, 3 a day at 01-14.
    for (const [n, count] of [
      [12, 1],
      [13, 2],
      [14, 3],
    ] as const) {
      for (let i = 0; i < count; i++)
        await postTrace(t, key, agent, { at: day(n, 8 + i), outcome: "success" });
    }
    await dataOf(
      await t.call("POST", `${path}/configure`, {
        key,
        body: { aiCostModel: "per-request", costPerRequest: 0.1 },
      }),
    );
    // Month 1's mean day is 15.5 days on: 3 + 1 × 15.5 = 18.5 a day, 555 a month, all resolved:
    // savings 555 × 2.5 = 1387.5, cost 555 × 0.1 = 55.5.
    expect(await get<Impact>(key, "predicted-impact?horizon=30d")).toMatchObject({
      predictedSavings: 1387.5,
      predictedCost: 55.5,
      predictedNetROI: 1332,
    });
    // Optimistic growth 1.25 a day: 3 + 1.25 × 15.5 = 22.375 a day, 671.25 a month;
    // savings 671.25 × 2.5 = 1678.125, cost 671.25 × 0.09 = 60.4125.
    expect(
      await get<Impact>(key, "predicted-impact?horizon=30d&scenario=optimistic"),
    ).toMatchObject({ predictedSavings: 1678.125, predictedCost: 60.4125 });
  });

  it("predicts nothing, with confidence 0, without history", async () => {
    const key = await t.key({ companyId: "new-co" });
    const impact = await get<Impact>(key, "predicted-impact?horizon=6m");
    expect(impact).toMatchObject({
      predictedSavings: 0,
      predictedCost: 0,
      predictedNetROI: 0,
      confidence: 0,
    });
    expect(impact.projections).toHaveLength(6);
    expect(impact.assumptions[0]).toContain("No traces");
  });

  it("correlates two business metrics' daily means: r and p by hand", async () => {
    const key = await t.key({ companyId: "corr-co" });
    // x = 1..5, y = 2,4,5,4,5 on 01-10 … 01-14 (x on 01-10 is the mean of 0.5 and 1.5).
    // Sxy = 6, Sxx = 10, Syy = 6: r = 6/√60 = 0.774597; t = 2.12132 with 3 df: p = 0.124027.
    const ys = [2, 4, 5, 4, 5];
    await metric(key, "mx", 0.5, day(10, 1));
    await metric(key, "mx", 1.5, day(10, 2));
    for (let i = 1; i < 5; i++) await metric(key, "mx", i + 1, day(10 + i));
    for (let i = 0; i < 5; i++) await metric(key, "my", ys[i] as number, day(10 + i, 15));
    await metric(key, "mx", 100, day(9)); // no y that day: not aligned
    const result = await get<Correlation>(key, "correlation?metricX=mx&metricY=my");
    expect(result).toMatchObject({
      metricX: "mx",
      metricY: "my",
      period: "30d",
      correlation: 0.774597,
      pValue: 0.124027,
      significance: "not_significant",
      dataPoints: 5,
    });
    expect(result.points[0]).toEqual({ date: "2026-01-10", x: 1, y: 2 });
    expect(result.summary).toContain("Strong positive correlation");
  });

  it("correlates a trace aggregate with a metric: exactly 1 with p 0", async () => {
    const key = await t.key({ companyId: "corr-traces-co" });
    const agent = await createAgent(t, key, "Busy");
    // 1, 2, 3 traces on 01-11 … 01-13 against load 10, 20, 30: r = 1 exactly.
    for (const [n, count] of [
      [11, 1],
      [12, 2],
      [13, 3],
    ] as const) {
      for (let i = 0; i < count; i++)
        await postTrace(t, key, agent, { at: day(n, 8 + i), outcome: "success" });
      await metric(key, "load", count * 10, day(n));
    }
    const result = await get<Correlation>(
      key,
      "correlation?metricX=traceCount&metricY=load&period=7d",
    );
    // traceCount is 0 on the other days, but load has no value there: 3 aligned days.
    expect(result).toMatchObject({
      correlation: 1,
      pValue: 0,
      significance: "significant",
      dataPoints: 3,
    });
  });

  it("answers r and p null, saying why, for a constant series and too few days", async () => {
    const key = await t.key({ companyId: "corr-null-co" });
    for (const n of [11, 12, 13]) {
      await metric(key, "flat", 5, day(n));
      await metric(key, "moving", n, day(n));
    }
    await metric(key, "sparse", 1, day(11));
    await metric(key, "sparse", 2, day(12));
    const constant = await get<Correlation>(key, "correlation?metricX=flat&metricY=moving");
    expect(constant).toMatchObject({
      correlation: null,
      pValue: null,
      significance: "insufficient_data",
      dataPoints: 3,
    });
    expect(constant.summary).toContain("flat does not vary");
    const few = await get<Correlation>(key, "correlation?metricX=sparse&metricY=moving");
    expect(few).toMatchObject({ correlation: null, pValue: null, dataPoints: 2 });
    expect(few.summary).toContain("Only 2 days");
    const none = await get<Correlation>(key, "correlation?metricX=nothing&metricY=moving");
    expect(none).toMatchObject({ correlation: null, dataPoints: 0 });
    expect(none.summary).toContain("nothing has no value in the period");
  });
});
