import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import { type EvalAgent, startEvalAgent } from "../../testing/eval-agent";
import { createTestApp, dataOf, expectError, type TestApp } from "../../testing/harness";

interface Comparison {
  alpha: number;
  runs: {
    id: string;
    passRate: number;
    passRateInterval: { lower: number; upper: number };
    trials: number;
    passAtK: Record<string, number>;
    passHatK: Record<string, number>;
    flakyExamples: string[];
  }[];
  improvement: number;
  comparisons: {
    sharedExamples: number;
    passToFail: number;
    failToPass: number;
    mcnemarP: number;
    scoreChange: { mean: number; lower: number; upper: number };
    examples: { exampleId: string; delta: number | null }[];
  }[];
  significantChanges: { metric: string; direction: string; pValue?: number }[];
  regressions: { metric: string; direction: string; runId: string }[];
}

describe.each(TEST_DIALECTS)("comparing evaluation runs on %s", (dialect) => {
  let t: TestApp;
  let agent: EvalAgent;
  let key: string;
  let evalSetId: string;
  /** How the agent answers: "right", "wrong-10" (the first 10 wrong), or "flaky". */
  let mode = "right";
  const seen = new Map<string, number>();
  beforeAll(async () => {
    t = await createTestApp({ dialect, config: { dev: true } });
    agent = await startEvalAgent((input) => {
      const n = Number(input.slice(1));
      const calls = (seen.get(input) ?? 0) + 1;
      seen.set(input, calls);
      if (mode === "wrong-10" && n <= 10) return "nope";
      // Examples 1-4 pass one trial in three; the rest always pass.
      if (mode === "flaky" && n <= 4 && calls % 3 !== 1) return "nope";
      return `a${n}`;
    });
    key = await t.key();
    const agentId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key, body: { name: "x" } }),
        201,
      )
    ).id;
    const examples = Array.from({ length: 30 }, (_, i) => ({
      id: `e${i + 1}`,
      input: `q${i + 1}`,
      expectedOutput: `a${i + 1}`,
    }));
    evalSetId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/evaluation/sets", {
          key,
          body: { name: "s", agentId, examples },
        }),
        201,
      )
    ).id;
  });
  afterAll(async () => {
    await t.close();
    await agent.close();
  });

  async function run(as: string, trials = 1): Promise<string> {
    mode = as;
    seen.clear();
    const body = {
      evalSetId,
      config: { trials, concurrency: 1, metrics: ["accuracy"] },
      target: { type: "http", url: agent.url },
    };
    const { id } = await dataOf<{ id: string }>(
      await t.call("POST", "/api/eval-runs", { key, body }),
      201,
    );
    await t.deps.jobs.drain();
    return id;
  }
  const compare = async (ids: string[], seed = 42) =>
    dataOf<Comparison>(
      await t.call("GET", `/api/evaluation/compare?runIds=${ids.join(",")}&seed=${seed}`, { key }),
    );

  it("shows no regression for a run compared with itself", async () => {
    const a = await run("right");
    const c = await compare([a, a]);
    expect(c.alpha).toBe(0.05);
    expect(c.comparisons[0]).toMatchObject({
      sharedExamples: 30,
      passToFail: 0,
      failToPass: 0,
      mcnemarP: 1,
      scoreChange: { mean: 0, lower: 0, upper: 0 },
    });
    expect(c.significantChanges).toEqual([]);
    expect(c.regressions).toEqual([]);
    expect(c.improvement).toBe(0);
  });

  it("reports ten pass→fail flips as a significant regression (McNemar p = 2/1024)", async () => {
    const good = await run("right");
    const worse = await run("wrong-10");
    const c = await compare([good, worse]);
    expect(c.comparisons[0]).toMatchObject({ passToFail: 10, failToPass: 0 });
    expect(c.comparisons[0]?.mcnemarP).toBeCloseTo(2 / 1024, 12);
    expect(c.improvement).toBeCloseTo(-10 / 30, 4);
    expect(c.regressions.map((r) => r.metric).sort()).toEqual(["passRate", "score"]);
    expect(c.regressions.every((r) => r.runId === worse && r.direction === "worse")).toBe(true);
    expect(c.comparisons[0]?.examples.find((e) => e.exampleId === "e1")?.delta).toBe(-1);
    // Wilson 95% bounds of 20/30 and 30/30.
    expect(c.runs[1]?.passRateInterval.lower).toBeCloseTo(0.4878, 3);
    expect(c.runs[1]?.passRateInterval.upper).toBeCloseTo(0.8077, 3);
    expect(c.runs[0]?.passRateInterval.lower).toBeCloseTo(0.8865, 3);
    // The other way round it is an improvement, and no regression.
    const back = await compare([worse, good]);
    expect(back.regressions).toEqual([]);
    expect(back.significantChanges.every((s) => s.direction === "better")).toBe(true);
    // The bootstrap is reproducible by seed.
    expect((await compare([good, worse], 7)).comparisons[0]?.scoreChange).toEqual(
      (await compare([good, worse], 7)).comparisons[0]?.scoreChange,
    );
  });

  it("reports pass@k, pass^k and flaky examples for several trials", async () => {
    const id = await run("flaky", 3);
    const c = await compare([id, id]);
    const stats = c.runs[0];
    expect(stats?.trials).toBe(3);
    expect(stats?.flakyExamples.sort()).toEqual(["e1", "e2", "e3", "e4"]);
    // 4 examples with c=1 of n=3 and 26 with c=3: pass@1 = (4·1/3 + 26)/30, pass@2 = (4·2/3 + 26)/30.
    expect(stats?.passAtK["1"]).toBeCloseTo((4 / 3 + 26) / 30, 4);
    expect(stats?.passAtK["2"]).toBeCloseTo((8 / 3 + 26) / 30, 4);
    expect(stats?.passAtK["3"]).toBeCloseTo(1, 4);
    expect(stats?.passHatK["3"]).toBeCloseTo(26 / 30, 4);
  });

  it("answers 404 for another company's run and 400 for one id", async () => {
    const a = await run("right");
    const other = await t.key({ companyId: "elsewhere" });
    await expectError(
      await t.call("GET", `/api/evaluation/compare?runIds=${a},${a}`, { key: other }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await t.call("GET", `/api/evaluation/compare?runIds=${a}`, { key }),
      400,
      "VALIDATION_ERROR",
    );
  });
});
