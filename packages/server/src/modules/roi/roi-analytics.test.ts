import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import {
  createTestApp,
  dataOf,
  expectError,
  manualClock,
  type TestApp,
} from "../../testing/harness";
import { createAgent, postTrace } from "../../testing/roi-world";

const path = "/api/v1/roi-analytics";
// Thursday. The 30-day window is [2025-12-16T12:00Z, now]; the one before it
// [2025-11-16T12:00Z, 2025-12-16T12:00Z). The 7-day window starts 2026-01-08T12:00Z.
const NOW = new Date("2026-01-15T12:00:00.000Z");

/**
 * The hand-computed world. Settings: agent A overrides to 30/h × 10 min, so its
 * humanCostPerResolution is 30 × 10 / 60 = 5.00; agent B keeps the default 25 × 6 / 60 = 2.50.
 * overheadMultiplier 1.2; per-token prices 0.5 per 1k input, 1.5 per 1k output tokens.
 *
 * A (each trace 1,000 input + 500 output tokens, cost (1000·0.5 + 500·1.5)/1000 = 1.25):
 *   previous 30 days: 2025-12-01 success, failure          → previous success rate 0.5
 *   this 30 days: 01-05 success (60 s), 01-05 failure (60 s), 01-13 success (120 s),
 *                 01-14 success (120 s)                    → 4 interactions, 3 successes
 * B (each trace 2,000 input + 1,000 output tokens, cost (2000·0.5 + 1000·1.5)/1000 = 2.50):
 *   this 30 days: 2025-12-20 success, 01-14 success        → 2 interactions, 2 successes
 */
async function seedWorld(t: TestApp, key: string) {
  const a = await createAgent(t, key, "Agent A");
  const b = await createAgent(t, key, "Agent B");
  await dataOf(
    await t.call("POST", `${path}/configure`, {
      key,
      body: {
        overheadMultiplier: 1.2,
        costPer1kInputTokens: 0.5,
        costPer1kOutputTokens: 1.5,
        agentOverrides: [{ agentId: a, humanCostPerHour: 30, avgHumanHandlingMinutes: 10 }],
      },
    }),
  );
  const aTrace = { input: 1_000, output: 500 };
  const bTrace = { input: 2_000, output: 1_000 };
  for (const [at, outcome, latencyMs] of [
    ["2025-12-01T10:00:00Z", "success", 60_000],
    ["2025-12-01T11:00:00Z", "failure", 60_000],
    ["2026-01-05T10:00:00Z", "success", 60_000],
    ["2026-01-05T11:00:00Z", "failure", 60_000],
    ["2026-01-13T10:00:00Z", "success", 120_000],
    ["2026-01-14T10:00:00Z", "success", 120_000],
  ] as const) {
    await postTrace(t, key, a, { at, outcome, latencyMs, ...aTrace });
  }
  await postTrace(t, key, b, { at: "2025-12-20T10:00:00Z", outcome: "success", ...bTrace });
  await postTrace(t, key, b, { at: "2026-01-14T11:00:00Z", outcome: "success", ...bTrace });
  return { a, b };
}

describe.each(TEST_DIALECTS)("ROI analytics on %s", (dialect) => {
  let t: TestApp;
  let key: string;
  let a: string;
  let b: string;
  let otherAgent: string;

  beforeAll(async () => {
    t = await createTestApp({ dialect, clock: manualClock(NOW) });
    key = await t.key({ companyId: "roi-co" });
    ({ a, b } = await seedWorld(t, key));
    // Another company's traffic on the same days must count nowhere.
    const otherKey = await t.key({ companyId: "roi-other-co" });
    otherAgent = await createAgent(t, otherKey, "Theirs");
    await postTrace(t, otherKey, otherAgent, {
      at: "2026-01-14T09:00:00Z",
      outcome: "success",
      input: 9_999,
    });
  });
  afterAll(() => t.close());

  const get = <T>(query: string, as = key) =>
    t.call("GET", `${path}/${query}`, { key: as }).then((r) => dataOf<T>(r));

  it("computes the 30-day summary by hand", async () => {
    // A: wagesSaved 3 × 5 = 15; errorReduction (3 − 4 × 0.5) × 5 = 5; laborSavings 15 − 5 = 10;
    //    efficiencyGains 15 × 0.2 = 3; savings 15 × 1.2 = 18; cost 4 × 1.25 = 5.
    // B: wagesSaved 2 × 2.5 = 5; no previous traces: errorReduction 0; laborSavings 5;
    //    efficiencyGains 1; savings 6; cost 2 × 2.5 = 5.
    // totalSavings 24, totalCost 10, netROI 14, roiPercentage 14 / 10 × 100 = 140;
    // ticketsDeflected 5; avgCostPerResolution 10 / 5 = 2; humanCostPerResolution (15 + 5) / 5 = 4.
    expect(await get("summary")).toEqual({
      period: "30d",
      currency: "USD",
      totalSavings: 24,
      totalCost: 10,
      netROI: 14,
      roiPercentage: 140,
      ticketsDeflected: 5,
      avgCostPerResolution: 2,
      humanCostPerResolution: 4,
      agentCount: 2,
      breakdown: { laborSavings: 15, efficiencyGains: 4, errorReduction: 5 },
    });
  });

  it("narrows the summary to one agent and to 7 days", async () => {
    expect(await get(`summary?agentId=${b}`)).toMatchObject({
      totalSavings: 6,
      totalCost: 5,
      netROI: 1,
      roiPercentage: 20,
      ticketsDeflected: 2,
      humanCostPerResolution: 2.5,
      agentCount: 1,
    });
    // 7 days: A 01-13 and 01-14 (2 successes), B 01-14. A's previous 7 days hold 01-05
    // (1 of 2 succeeded): errorReduction (2 − 2 × 0.5) × 5 = 5.
    // Savings: A 2 × 5 × 1.2 = 12, B 2.5 × 1.2 = 3 → 15; cost 2 × 1.25 + 2.5 = 5.
    expect(await get("summary?period=7d")).toMatchObject({
      totalSavings: 15,
      totalCost: 5,
      netROI: 10,
      roiPercentage: 200,
      ticketsDeflected: 3,
      agentCount: 2,
      breakdown: { laborSavings: 7.5, efficiencyGains: 2.5, errorReduction: 5 },
    });
    // All time adds A's two December traces (one success): savings 24 + 6 = 30, cost 10 + 2.5.
    expect(await get("summary?period=all")).toMatchObject({
      totalSavings: 30,
      totalCost: 12.5,
      netROI: 17.5,
      ticketsDeflected: 6,
      breakdown: { errorReduction: 0 },
    });
  });

  it("answers zeros and nulls, never NaN, for a company without traces", async () => {
    const empty = await t.key({ companyId: "roi-empty-co" });
    expect(await get("summary?period=ytd", empty)).toEqual({
      period: "ytd",
      currency: "USD",
      totalSavings: 0,
      totalCost: 0,
      netROI: 0,
      roiPercentage: null,
      ticketsDeflected: 0,
      avgCostPerResolution: null,
      humanCostPerResolution: 2.5,
      agentCount: 0,
      breakdown: { laborSavings: 0, efficiencyGains: 0, errorReduction: 0 },
    });
    const trends = await get<{ dataPoints: Record<string, number>[]; changePercent: null }>(
      "trends?period=7d",
      empty,
    );
    expect(trends).toMatchObject({ trend: "stable", changePercent: null });
    expect(trends.dataPoints).toHaveLength(8);
    for (const point of trends.dataPoints) {
      expect(point).toMatchObject({ savings: 0, cost: 0, netROI: 0, interactions: 0 });
    }
  });

  it("computes one agent's figures by hand", async () => {
    // A: savings 18, cost 5, netROI 13, ROI 260%; 4 interactions, 3 successful (0.75);
    // latency (60 + 60 + 120 + 120) s / 4 = 90 s = 1.5 min; 3 × 10 min = 0.5 h saved.
    expect(await get(`by-agent/${a}`)).toEqual({
      agentId: a,
      agentName: "Agent A",
      period: "30d",
      currency: "USD",
      savings: 18,
      cost: 5,
      netROI: 13,
      roiPercentage: 260,
      interactions: 4,
      successRate: 0.75,
      avgHandlingTime: 1.5,
      humanHandlingTime: 10,
      timeSavedHours: 0.5,
    });
    const quiet = await createAgent(t, key, "Quiet");
    expect(await get(`by-agent/${quiet}`)).toMatchObject({
      savings: 0,
      cost: 0,
      netROI: 0,
      roiPercentage: null,
      interactions: 0,
      successRate: null,
      avgHandlingTime: null,
      humanHandlingTime: 6,
      timeSavedHours: 0,
    });
  });

  it("buckets trends by UTC day and compares netROI with the 7 days before", async () => {
    // 01-13: A success: savings 5 × 1.2 = 6, cost 1.25, netROI 4.75.
    // 01-14: A success (6, 1.25) + B success (2.5 × 1.2 = 3, 2.5): 9, 3.75, 5.25.
    // This period's netROI 10; the 7 days before hold A's 01-05 pair: 6 − 2.5 = 3.5.
    // changePercent (10 − 3.5) / 3.5 × 100 = 185.71.
    const trends = await get<{
      trend: string;
      changePercent: number;
      dataPoints: { timestamp: string }[];
    }>("trends?period=7d");
    expect(trends).toMatchObject({
      period: "7d",
      interval: "day",
      trend: "up",
      changePercent: 185.71,
    });
    expect(trends.dataPoints.map((p) => p.timestamp.slice(0, 10))).toEqual([
      "2026-01-08",
      "2026-01-09",
      "2026-01-10",
      "2026-01-11",
      "2026-01-12",
      "2026-01-13",
      "2026-01-14",
      "2026-01-15",
    ]);
    expect(trends.dataPoints[5]).toEqual({
      timestamp: "2026-01-13T00:00:00.000Z",
      savings: 6,
      cost: 1.25,
      netROI: 4.75,
      interactions: 1,
    });
    expect(trends.dataPoints[6]).toMatchObject({
      savings: 9,
      cost: 3.75,
      netROI: 5.25,
      interactions: 2,
    });
    expect(trends.dataPoints[0]).toMatchObject({ savings: 0, cost: 0, netROI: 0, interactions: 0 });
  });

  it("buckets trends by week from Monday", async () => {
    // Weeks of 2025-12-15 (B 12-20: 3, 2.5), 12-22, 12-29, 2026-01-05 (A's pair: 6, 2.5),
    // 01-12 (A 01-13, A 01-14, B 01-14: 15, 5).
    const trends = await get<{ dataPoints: Record<string, unknown>[] }>("trends?interval=week");
    expect(trends.dataPoints).toEqual([
      {
        timestamp: "2025-12-15T00:00:00.000Z",
        savings: 3,
        cost: 2.5,
        netROI: 0.5,
        interactions: 1,
      },
      { timestamp: "2025-12-22T00:00:00.000Z", savings: 0, cost: 0, netROI: 0, interactions: 0 },
      { timestamp: "2025-12-29T00:00:00.000Z", savings: 0, cost: 0, netROI: 0, interactions: 0 },
      {
        timestamp: "2026-01-05T00:00:00.000Z",
        savings: 6,
        cost: 2.5,
        netROI: 3.5,
        interactions: 2,
      },
      { timestamp: "2026-01-12T00:00:00.000Z", savings: 15, cost: 5, netROI: 10, interactions: 3 },
    ]);
  });

  it("prices per request and flat rate as configured", async () => {
    const own = await t.key({ companyId: "roi-models-co" });
    const agent = await createAgent(t, own, "Solo");
    for (const outcome of ["success", "success", "failure"] as const) {
      await postTrace(t, own, agent, { at: "2026-01-14T10:00:00Z", outcome, input: 100 });
    }
    await dataOf(
      await t.call("POST", `${path}/configure`, {
        key: own,
        body: { aiCostModel: "per-request", costPerRequest: 0.25 },
      }),
    );
    // 3 requests × 0.25 = 0.75; savings 2 × 2.5 = 5; netROI 4.25; ROI 566.67%.
    expect(await get("summary", own)).toMatchObject({
      totalSavings: 5,
      totalCost: 0.75,
      netROI: 4.25,
      roiPercentage: 566.67,
    });
    await dataOf(
      await t.call("POST", `${path}/configure`, {
        key: own,
        body: { aiCostModel: "flat-rate", flatRateMonthlyCost: 60 },
      }),
    );
    // One agent with traces: 60 a month × 7 days / 30 = 14; 30 days: 60.
    expect(await get("summary?period=7d", own)).toMatchObject({ totalCost: 14, netROI: -9 });
    expect(await get("summary", own)).toMatchObject({ totalCost: 60, roiPercentage: -91.67 });
  });

  it("prices tokens a trace states without an input/output split at the input price", async () => {
    const own = await t.key({ companyId: "roi-unsplit-co" });
    const agent = await createAgent(t, own, "Unsplit");
    await postTrace(t, own, agent, {
      at: "2026-01-14T10:00:00Z",
      outcome: "success",
      input: 1_000,
      output: 1_000,
      tokenCount: 3_000,
    });
    await dataOf(
      await t.call("POST", `${path}/configure`, {
        key: own,
        body: { costPer1kInputTokens: 1, costPer1kOutputTokens: 2 },
      }),
    );
    // (1,000 input + 1,000 unsplit) × 1 / 1000 + 1,000 output × 2 / 1000 = 4
    expect(await get("summary", own)).toMatchObject({ totalCost: 4, totalSavings: 2.5 });
  });

  it("refuses bad input on every analytics endpoint", async () => {
    const bad = async (query: string, field: string) => {
      const error = await expectError(
        await t.call("GET", `${path}/${query}`, { key }),
        400,
        "VALIDATION_ERROR",
      );
      expect(error.details?.field, query).toBe(field);
    };
    await bad("summary?period=1y", "period");
    await bad(`by-agent/${a}?period=week`, "period");
    await bad("predicted-impact?horizon=2y", "horizon");
    await bad("predicted-impact?scenario=wild", "scenario");
    await bad("correlation?metricX=traceCount", "metricY");
    await bad("trends?period=all", "period");
    await bad("trends?interval=hour", "interval");
    for (const query of [
      `summary?agentId=${otherAgent}`,
      `by-agent/${otherAgent}`,
      `predicted-impact?agentId=${otherAgent}`,
      `correlation?metricX=traceCount&metricY=cost&agentId=${otherAgent}`,
      `trends?agentId=${otherAgent}`,
    ]) {
      await expectError(await t.call("GET", `${path}/${query}`, { key }), 404, "NOT_FOUND");
    }
  });

  it("keeps a bound key to its agent", async () => {
    const bound = await t.key({ companyId: "roi-co", agentId: b });
    expect(await get("summary", bound)).toMatchObject({ totalSavings: 6, agentCount: 1 });
    await expectError(
      await t.call("GET", `${path}/by-agent/${a}`, { key: bound }),
      404,
      "NOT_FOUND",
    );
  });
});
