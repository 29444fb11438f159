import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import { type EvalHealthWorld, evalHealthWorld } from "../../testing/eval-health-world";
import { createTestApp, dataOf, manualClock, type TestApp } from "../../testing/harness";

interface RegressionsView {
  regressionsDetected: number;
  threshold: number;
  regressions: {
    id: string;
    metric: string;
    test: string;
    category: string;
    baselineRunId: string;
    runId: string;
    previousScore: number;
    currentScore: number;
    drop: number;
    pValue: number;
    severity: string;
    sharedExamples: number;
    firstDetected: string;
    possibleCause: string;
    affectedExamples: {
      id: string;
      input: string;
      previousScore: number;
      currentScore: number;
      scoreDrop: number;
    }[];
  }[];
  comparisons: {
    baselineRunId: string;
    runId: string;
    sharedExamples: number;
    scoreDrop: number;
    signTestP: number;
    mcnemarP: number;
    verdict: string;
  }[];
}

interface SaturationView {
  windowRuns: number;
  alertAt: number;
  saturatedSets: number;
  sets: {
    evalSetId: string;
    runsConsidered: number;
    examples: number;
    alwaysPassing: number;
    alwaysFailing: number;
    alwaysPassingShare: number;
    alwaysFailingShare: number;
    status: string;
    saturated: boolean;
    message: string;
  }[];
}

const NOW = new Date("2026-03-31T12:00:00.000Z");
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);

describe.each(TEST_DIALECTS)("evaluation regressions and saturation on %s", (dialect) => {
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

  const regressions = async (agentId: string, query = "") => {
    clock.set(NOW);
    const res = await t.call("GET", `/api/eval-health/regressions?agentId=${agentId}${query}`, {
      key,
    });
    return dataOf<RegressionsView>(res);
  };
  const saturation = async (agentId: string) => {
    clock.set(NOW);
    const res = await t.call("GET", `/api/eval-health/saturation?agentId=${agentId}`, { key });
    return dataOf<SaturationView>(res);
  };

  it("finds a significant drop with the hand-computed sign test and McNemar p", async () => {
    const agentId = await world.newAgent();
    const setId = await world.newSet(agentId, 30, "billing");
    // Before: e29 and e30 fail. After: e1..e12 fail, e29 and e30 pass. 12 down, 2 up, 16 ties.
    const before = await world.run(setId, hoursAgo(48), (n) => n >= 29);
    const after = await world.run(setId, hoursAgo(24), (n) => n <= 12);
    const r = await regressions(agentId);
    // Two-sided exact binomial on 14 discordant pairs: 2·(C(14,0)+C(14,1)+C(14,2))/2¹⁴ = 212/16384.
    const p = 212 / 16_384;
    expect(r.comparisons).toHaveLength(1);
    expect(r.comparisons[0]).toMatchObject({
      baselineRunId: before,
      runId: after,
      sharedExamples: 30,
      verdict: "regression",
    });
    expect(r.comparisons[0]?.signTestP).toBeCloseTo(p, 12);
    expect(r.comparisons[0]?.mcnemarP).toBeCloseTo(p, 12);
    expect(r.regressionsDetected).toBe(2);
    expect(r.regressions.map((g) => [g.metric, g.test]).sort()).toEqual([
      ["averageScore", "sign"],
      ["passRate", "mcnemar"],
    ]);
    for (const g of r.regressions) {
      expect(g).toMatchObject({
        id: `${after}:${g.metric}`,
        category: "billing",
        baselineRunId: before,
        runId: after,
        sharedExamples: 30,
        severity: "critical",
        firstDetected: hoursAgo(24).toISOString(),
      });
      // 28 of 30 passed (score 1) before, 18 of 30 after.
      expect(g.previousScore).toBeCloseTo(28 / 30, 4);
      expect(g.currentScore).toBeCloseTo(18 / 30, 4);
      expect(g.drop).toBeCloseTo(10 / 30, 4);
      expect(g.pValue).toBeCloseTo(p, 12);
      expect(g.possibleCause).toContain("12 example(s) went from pass to fail");
      expect(g.affectedExamples.map((e) => e.id).sort()).toEqual(
        Array.from({ length: 12 }, (_, i) => `e${i + 1}`).sort(),
      );
      expect(g.affectedExamples.find((e) => e.id === "e7")).toEqual({
        id: "e7",
        input: "q7",
        previousScore: 1,
        currentScore: 0,
        scoreDrop: 1,
      });
    }
  });

  it("reports a drop at or above the threshold that is not significant as no regression", async () => {
    const agentId = await world.newAgent();
    const setId = await world.newSet(agentId, 20);
    await world.run(setId, hoursAgo(48));
    await world.run(setId, hoursAgo(24), (n) => n <= 3);
    const r = await regressions(agentId);
    expect(r.regressionsDetected).toBe(0);
    // 3 down, 0 up: 2·(1/8) = 0.25.
    expect(r.comparisons[0]).toMatchObject({ sharedExamples: 20, verdict: "not_significant" });
    expect(r.comparisons[0]?.scoreDrop).toBeCloseTo(0.15, 4);
    expect(r.comparisons[0]?.signTestP).toBeCloseTo(0.25, 12);
  });

  it("calls no regression over fewer than 20 shared examples, however large the drop", async () => {
    const agentId = await world.newAgent();
    const setId = await world.newSet(agentId, 15);
    await world.run(setId, hoursAgo(48));
    await world.run(setId, hoursAgo(24), () => true);
    const r = await regressions(agentId);
    expect(r.regressionsDetected).toBe(0);
    expect(r.comparisons[0]).toMatchObject({ sharedExamples: 15, verdict: "too_few_examples" });
    // Significant on its own (2/2¹⁵), but 15 examples are too few to call it.
    expect(r.comparisons[0]?.signTestP).toBeCloseTo(2 / 32_768, 12);
  });

  it("keeps a significant drop below the threshold out, and only pairs inside the period", async () => {
    const agentId = await world.newAgent();
    const setId = await world.newSet(agentId, 30);
    await world.run(setId, hoursAgo(24 * 40));
    await world.run(setId, hoursAgo(24 * 39), (n) => n <= 12);
    await world.run(setId, hoursAgo(48));
    await world.run(setId, hoursAgo(24), (n) => n <= 12);
    const wide = await regressions(agentId, "&threshold=0.5&period=90d");
    expect(wide.threshold).toBe(0.5);
    expect(wide.comparisons.map((c) => c.verdict)).toEqual([
      "below_threshold",
      "below_threshold",
      "below_threshold",
    ]);
    const recent = await regressions(agentId, "&period=7d");
    expect(recent.comparisons).toHaveLength(2);
    expect(recent.regressionsDetected).toBe(2);
  });

  it("shows no regression for a set run twice with the same answers", async () => {
    const agentId = await world.newAgent();
    const setId = await world.newSet(agentId, 25);
    await world.run(setId, hoursAgo(48), (n) => n % 5 === 0);
    await world.run(setId, hoursAgo(24), (n) => n % 5 === 0);
    const r = await regressions(agentId);
    expect(r.comparisons[0]).toMatchObject({ scoreDrop: 0, signTestP: 1, mcnemarP: 1 });
    expect(r.regressionsDetected).toBe(0);
  });

  it("alerts saturation at exactly 0.9 of the examples passing the last 5 runs", async () => {
    const agentId = await world.newAgent();
    const saturated = await world.newSet(agentId, 20, "easy");
    // An older run where everything failed falls outside the last 5.
    await world.run(saturated, hoursAgo(24 * 10), () => true);
    for (let i = 5; i >= 1; i--) {
      // e19 always fails; e20 alternates; e1..e18 always pass: 18/20 = 0.9.
      await world.run(saturated, hoursAgo(24 * i), (n) => n === 19 || (n === 20 && i % 2 === 0));
    }
    const young = await world.newSet(agentId, 20, "new");
    await world.run(young, hoursAgo(24));
    await world.run(young, hoursAgo(12));
    const s = await saturation(agentId);
    expect(s).toMatchObject({ windowRuns: 5, alertAt: 0.9, saturatedSets: 1 });
    const easy = s.sets.find((x) => x.evalSetId === saturated);
    expect(easy).toMatchObject({
      runsConsidered: 5,
      examples: 20,
      alwaysPassing: 18,
      alwaysFailing: 1,
      alwaysPassingShare: 0.9,
      alwaysFailingShare: 0.05,
      status: "saturated",
      saturated: true,
    });
    expect(easy?.message).toContain("no longer discriminates");
    const fresh = s.sets.find((x) => x.evalSetId === young);
    expect(fresh).toMatchObject({
      runsConsidered: 2,
      alwaysPassingShare: 1,
      status: "insufficient_runs",
      saturated: false,
    });
    expect(fresh?.message).toContain("Only 2 completed run(s)");
  });

  it("does not alert saturation one example below 0.9", async () => {
    const agentId = await world.newAgent();
    const setId = await world.newSet(agentId, 20);
    for (let i = 5; i >= 1; i--) await world.run(setId, hoursAgo(24 * i), (n) => n >= 19 - (i % 2));
    const s = await saturation(agentId);
    // e18 fails in runs with i odd, e19 and e20 always: 17/20 always pass.
    expect(s.sets[0]).toMatchObject({ alwaysPassing: 17, alwaysFailing: 2, status: "ok" });
    expect(s.saturatedSets).toBe(0);
  });
});
