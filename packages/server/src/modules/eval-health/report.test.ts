import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import { type EvalHealthWorld, evalHealthWorld } from "../../testing/eval-health-world";
import {
  createTestApp,
  dataOf,
  expectError,
  manualClock,
  type TestApp,
} from "../../testing/harness";

interface Metric {
  current: number | null;
  previous: number | null;
  trend: string;
  change: number | null;
  unit?: string;
}
interface Report {
  agentId: string;
  period: string;
  generatedAt: string;
  overallHealth: string;
  healthScore: number | null;
  metrics: Record<
    "passRate" | "averageScore" | "avgAccuracy" | "avgGroundedness" | "avgResponseTime",
    Metric
  >;
  runsInPeriod: number;
  totalExamplesEvaluated: number;
  alerts: { type: string; severity: string; message: string; affectedExamples: number }[];
}
interface Snapshot {
  date: string;
  passRate: number | null;
  averageScore: number | null;
  avgAccuracy: number | null;
  avgGroundedness: number | null;
  runsCount: number;
  examplesEvaluated: number;
}

const NOW = new Date("2026-03-31T12:00:00.000Z");
const DAY = 86_400_000;
const at = (ms: number) => new Date(NOW.getTime() + ms);

describe.each(TEST_DIALECTS)("evaluation health report and snapshots on %s", (dialect) => {
  const clock = manualClock(NOW);
  let t: TestApp;
  let key: string;
  let world: EvalHealthWorld;
  beforeAll(async () => {
    t = await createTestApp({ dialect, clock, config: { dev: true } });
    key = await t.key();
    world = await evalHealthWorld(t, clock, key);
  });
  afterAll(async () => {
    await t.close();
    await world.close();
  });

  const get = async <T>(path: string) => {
    clock.set(NOW);
    return dataOf<T>(await t.call("GET", path, { key }));
  };

  it("compares the period with the one before, counting runs on the period's edges", async () => {
    const agentId = await world.newAgent();
    const setId = await world.newSet(agentId, 20);
    // Just before the previous period: outside both (all wrong, so it would show).
    await world.run(setId, at(-14 * DAY - 1), () => true);
    // The previous period's first instant: all pass.
    await world.run(setId, at(-14 * DAY));
    // The current period's first instant: e1..e4 fail (4 down is not significant: p = 2/16).
    await world.run(setId, at(-7 * DAY), (n) => n <= 4);
    // After "now": not yet in any period.
    await world.run(setId, at(1), () => true);
    const r = await get<Report>(`/api/eval-health/report?agentId=${agentId}&period=7d`);
    expect(r).toMatchObject({
      agentId,
      period: "7d",
      generatedAt: NOW.toISOString(),
      runsInPeriod: 1,
      totalExamplesEvaluated: 20,
    });
    expect(r.metrics.passRate).toEqual({
      current: 0.8,
      previous: 1,
      trend: "declining",
      change: -0.2,
    });
    expect(r.metrics.averageScore).toMatchObject({ current: 0.8, previous: 1, trend: "declining" });
    expect(r.metrics.avgAccuracy).toMatchObject({ current: 0.8, previous: 1 });
    expect(r.metrics.avgGroundedness).toEqual({
      current: null,
      previous: null,
      trend: "stable",
      change: null,
    });
    expect(r.metrics.avgResponseTime.unit).toBe("ms");
    expect(typeof r.metrics.avgResponseTime.current).toBe("number");
    // A 20-point drop is critical; the pair (4 flips, p = 0.125) is no regression.
    expect(r.alerts.map((a) => [a.type, a.severity])).toEqual([["pass_rate_drop", "critical"]]);
    // 80 less 15 for the critical alert.
    expect(r.healthScore).toBe(65);
    expect(r.overallHealth).toBe("critical");
  });

  it("alerts a significant regression and answers unknown health with no runs", async () => {
    const agentId = await world.newAgent();
    const setId = await world.newSet(agentId, 30, "faq");
    await world.run(setId, at(-20 * DAY));
    await world.run(setId, at(-2 * DAY), (n) => n <= 12);
    const r = await get<Report>(`/api/eval-health/report?agentId=${agentId}`);
    expect(r.period).toBe("30d");
    const regression = r.alerts.filter((a) => a.type === "regression_detected");
    expect(regression).toHaveLength(2);
    expect(regression.every((a) => a.affectedExamples === 12 && a.severity === "critical")).toBe(
      true,
    );
    expect(regression[0]?.message).toContain('set "faq"');

    const idle = await world.newAgent();
    const empty = await get<Report>(`/api/eval-health/report?agentId=${idle}&period=90d`);
    expect(empty).toMatchObject({
      runsInPeriod: 0,
      totalExamplesEvaluated: 0,
      healthScore: null,
      overallHealth: "unknown",
    });
    expect(empty.alerts.map((a) => a.type)).toEqual(["no_runs"]);
    expect(empty.metrics.passRate).toEqual({
      current: null,
      previous: null,
      trend: "stable",
      change: null,
    });
  });

  it("buckets runs by UTC day, Monday-based week and month, empty buckets with nulls", async () => {
    const agentId = await world.newAgent();
    const setId = await world.newSet(agentId, 20);
    await world.run(setId, new Date("2026-03-02T00:00:00.000Z")); // a Monday
    await world.run(setId, new Date("2026-03-08T23:59:59.999Z"), (n) => n <= 10); // Sunday
    await world.run(setId, new Date("2026-03-09T00:00:00.000Z")); // next Monday
    const base = `/api/eval-health/snapshots?agentId=${agentId}`;
    const weekly = await get<{ granularity: string; snapshots: Snapshot[] }>(
      `${base}&granularity=weekly&startDate=2026-03-01&endDate=2026-03-16`,
    );
    expect(weekly.granularity).toBe("weekly");
    expect(weekly.snapshots.map((s) => [s.date.slice(0, 10), s.runsCount, s.passRate])).toEqual([
      ["2026-02-23", 0, null],
      ["2026-03-02", 2, 0.75],
      ["2026-03-09", 1, 1],
      ["2026-03-16", 0, null],
    ]);
    expect(weekly.snapshots[0]).toEqual({
      date: "2026-02-23T00:00:00.000Z",
      passRate: null,
      averageScore: null,
      avgAccuracy: null,
      avgGroundedness: null,
      runsCount: 0,
      examplesEvaluated: 0,
    });
    expect(weekly.snapshots[1]).toMatchObject({ examplesEvaluated: 40, avgAccuracy: 0.75 });

    // A plain endDate includes its whole day.
    const daily = await get<{ snapshots: Snapshot[] }>(
      `${base}&startDate=2026-03-07&endDate=2026-03-09`,
    );
    expect(daily.snapshots.map((s) => [s.date.slice(0, 10), s.runsCount, s.passRate])).toEqual([
      ["2026-03-07", 0, null],
      ["2026-03-08", 1, 0.5],
      ["2026-03-09", 1, 1],
    ]);
    const monthly = await get<{ snapshots: Snapshot[] }>(
      `${base}&granularity=monthly&startDate=2026-02-01&endDate=2026-03-31`,
    );
    expect(monthly.snapshots.map((s) => [s.date.slice(0, 10), s.runsCount, s.passRate])).toEqual([
      ["2026-02-01", 0, null],
      ["2026-03-01", 3, 0.8333],
    ]);
  });

  it("answers 400 VALIDATION_ERROR for bad input and 404 for an agent out of reach", async () => {
    const agentId = await world.newAgent();
    for (const path of ["report", "snapshots", "regressions", "saturation"]) {
      const missing = await expectError(
        await t.call("GET", `/api/eval-health/${path}`, { key }),
        400,
        "VALIDATION_ERROR",
      );
      expect(missing.details?.field).toBe("agentId");
    }
    const bad = [
      `report?agentId=${agentId}&period=14d`,
      `saturation?agentId=${agentId}&period=7d`,
      `regressions?agentId=${agentId}&threshold=2`,
      `regressions?agentId=${agentId}&threshold=x`,
      `snapshots?agentId=${agentId}&granularity=hourly`,
      `snapshots?agentId=${agentId}&startDate=yesterday`,
      `snapshots?agentId=${agentId}&startDate=2026-03-10&endDate=2026-03-01`,
      `snapshots?agentId=${agentId}&startDate=2000-01-01&endDate=2026-03-01`,
    ];
    for (const query of bad) {
      clock.set(NOW);
      await expectError(
        await t.call("GET", `/api/eval-health/${query}`, { key }),
        400,
        "VALIDATION_ERROR",
      );
    }
    const sibling = await world.newAgent();
    const bound = await t.key({ agentId: sibling });
    const other = await t.key({ companyId: "eval-health-other" });
    for (const path of ["report", "snapshots", "regressions", "saturation"]) {
      await expectError(
        await t.call("GET", `/api/eval-health/${path}?agentId=${agentId}`, { key: other }),
        404,
        "NOT_FOUND",
      );
      await expectError(
        await t.call("GET", `/api/eval-health/${path}?agentId=agent_missing`, { key }),
        404,
        "NOT_FOUND",
      );
      // A key bound to another agent of the same company does not reach this one.
      await expectError(
        await t.call("GET", `/api/eval-health/${path}?agentId=${agentId}`, { key: bound }),
        404,
        "NOT_FOUND",
      );
      await dataOf(
        await t.call("GET", `/api/eval-health/${path}?agentId=${sibling}`, { key: bound }),
      );
    }
  });
});
