import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import { type EvalAgent, startEvalAgent } from "../../testing/eval-agent";
import { type FakeLlm, type FakeRequestBody, startFakeLlm } from "../../testing/fake-llm";
import { createTestApp, dataOf, expectError, type TestApp } from "../../testing/harness";
import { balanceOf } from "../credits/service";

interface Detail {
  id: string;
  status: string;
  progress: { completed: number; total: number };
  results: {
    exampleId: string;
    passed: boolean;
    score: number | null;
    scores: Record<string, number>;
    reasoning: string;
    error: string | null;
  }[];
}

const ANSWERS: Record<string, string> = {
  "Capital of France?": "Paris",
  "Capital of Germany?": "Berlin",
  "Capital of Italy?": "Milan",
};

const userText = (body: FakeRequestBody) =>
  (body.messages ?? [])
    .filter((m) => m.role === "user")
    .map((m) => m.content)
    .join("\n");

describe.each(TEST_DIALECTS)("LLM-judge criteria in evaluation runs on %s", (dialect) => {
  let t: TestApp;
  let fake: FakeLlm;
  let agent: EvalAgent;
  let companies = 0;

  beforeAll(async () => {
    // The judge: 5 for a right capital, 1 for Milan; "judge-down" is unreachable for Germany,
    // "judge-slow" never answers for Germany.
    fake = await startFakeLlm({
      rules: [
        {
          match: (body) => body.model === "judge-down" && userText(body).includes("Germany"),
          status: 500,
        },
        {
          // Never answered unless a call waits for it: the judge's timeout must close it.
          match: (body) => body.model === "judge-slow" && userText(body).includes("Germany"),
          delayMs: 600_000,
        },
        {
          reply: (body) => {
            const wrong = userText(body).includes("Milan");
            return { score: wrong ? 1 : 5, reasoning: wrong ? "Milan is not it" : "correct" };
          },
        },
      ],
    });
    t = await createTestApp({
      dialect,
      config: { dev: true },
      env: {
        VIGIL_LLM_BASE_URL: fake.url,
        VIGIL_LLM_MODEL: "default-model",
        VIGIL_LLM_MAX_RETRIES: "0",
        VIGIL_CREDITS_INITIAL: "5",
      },
    });
    agent = await startEvalAgent((input) => ANSWERS[input] ?? "?");
  });
  afterAll(async () => {
    await t.close();
    await agent.close();
    await fake.close();
  });

  /** A fresh company (5 credits, an empty judge cache), its key, agent and a 3-example set. */
  async function setUp(criteria: object[]) {
    const companyId = `judged-${dialect}-${++companies}`;
    const key = await t.key({ companyId });
    const agentId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key, body: { name: "geo" } }),
        201,
      )
    ).id;
    const examples = Object.keys(ANSWERS).map((input, i) => ({ id: `q${i + 1}`, input }));
    const set = await dataOf<{ id: string }>(
      await t.call("POST", "/api/evaluation/sets", {
        key,
        body: { name: "Capitals", agentId, examples, criteria },
      }),
      201,
    );
    return { companyId, key, evalSetId: set.id };
  }
  async function run(key: string, body: object): Promise<Detail> {
    const created = await dataOf<{ id: string }>(
      await t.call("POST", "/api/eval-runs", {
        key,
        body: { target: { type: "http", url: agent.url }, ...body },
      }),
      201,
    );
    await t.deps.jobs.drain();
    return dataOf<Detail>(await t.call("GET", `/api/evaluation/runs/${created.id}`, { key }));
  }
  const helpful = {
    name: "helpful",
    type: "llm_judge",
    prompt: "Is {{output}} the right answer to {{input}}?",
    scale: { min: 1, max: 5 },
    model: "judge-a",
    weight: 2,
  };

  it("scores with the judge (0-1), keeps its reasoning, charges per call, and a re-run is free", async () => {
    const { companyId, key, evalSetId } = await setUp([helpful]);
    const before = fake.requests.length;
    const first = await run(key, { evalSetId, config: { threshold: 0.7, metrics: ["accuracy"] } });
    expect(first.status).toBe("completed");
    const byId = new Map(first.results.map((r) => [r.exampleId, r]));
    expect(byId.get("q1")).toMatchObject({ passed: true, score: 1, scores: { helpful: 1 } });
    expect(byId.get("q3")).toMatchObject({ passed: false, score: 0, scores: { helpful: 0 } });
    expect(byId.get("q3")?.reasoning).toContain("Milan is not it");
    const judged = fake.requests.slice(before);
    expect(judged).toHaveLength(3);
    expect(judged.every((r) => r.body.model === "judge-a")).toBe(true);
    // 3 judge calls at 0.5 credits each.
    expect(await balanceOf(t.deps, companyId)).toBe(3.5);

    const again = await run(key, { evalSetId, config: { threshold: 0.7, metrics: ["accuracy"] } });
    expect(fake.requests.length).toBe(before + 3);
    expect(again.results.map((r) => [r.exampleId, r.score, r.passed])).toEqual(
      first.results.map((r) => [r.exampleId, r.score, r.passed]),
    );
    expect(await balanceOf(t.deps, companyId)).toBe(3.5);
  });

  it("a judge that fails fails its criterion for that example only, reported, and is not charged", async () => {
    const { companyId, key, evalSetId } = await setUp([
      { ...helpful, model: "judge-down" },
      { name: "short", rule: { type: "length", config: { max: 40, unit: "chars" } } },
    ]);
    const done = await run(key, { evalSetId, config: { threshold: 0.5, metrics: ["accuracy"] } });
    expect(done.status).toBe("completed");
    const germany = done.results.find((r) => r.exampleId === "q2");
    expect(germany).toMatchObject({ passed: false, error: null, scores: { short: 1 } });
    expect(germany?.scores.helpful).toBeUndefined();
    expect(germany?.reasoning).toMatch(/helpful gave no score \(judge-down: .*500/);
    expect(done.results.find((r) => r.exampleId === "q1")).toMatchObject({ passed: true });
    // Two judge answers charged; the failed call is not.
    expect(await balanceOf(t.deps, companyId)).toBe(4);
  });

  it("a judge that times out fails that example's criterion only, and its request is closed", async () => {
    const { companyId, key, evalSetId } = await setUp([{ ...helpful, model: "judge-slow" }]);
    const before = fake.requests.length;
    const done = await run(key, {
      evalSetId,
      config: { threshold: 0.5, metrics: ["accuracy"], timeout: 1_000 },
    });
    expect(done.status).toBe("completed");
    const germany = done.results.find((r) => r.exampleId === "q2");
    expect(germany).toMatchObject({ passed: false, error: null });
    expect(germany?.reasoning).toMatch(/helpful gave no score \(judge-slow: .*did not answer/);
    expect(done.results.find((r) => r.exampleId === "q1")).toMatchObject({ passed: true });
    expect(done.results.find((r) => r.exampleId === "q3")).toMatchObject({ passed: false });
    const slow = fake.requests
      .slice(before)
      .filter((r) => r.body.model === "judge-slow" && userText(r.body).includes("Germany"));
    expect(slow).toHaveLength(1);
    expect((await fake.ended(slow[0] as (typeof slow)[number])).abandoned).toBe(true);
    // The two answers are charged; the timed-out call is not.
    expect(await balanceOf(t.deps, companyId)).toBe(4);
  });

  it("takes judge criteria from the run's config, with graderModel, and juries with a dropped judge", async () => {
    const { key, evalSetId } = await setUp([]);
    const before = fake.requests.length;
    const done = await run(key, {
      evalSetId,
      config: {
        graderModel: "judge-g",
        metrics: ["accuracy"],
        criteria: [
          { name: "tone", type: "llm_judge", prompt: "Polite?", scale: { min: 0, max: 10 } },
          {
            name: "panel",
            type: "jury",
            prompt: "Right?",
            judges: [
              { model: "judge-a", weight: 1 },
              { model: "judge-down", weight: 3 },
            ],
          },
        ],
      },
    });
    const models = fake.requests.slice(before).map((r) => r.body.model);
    expect(models.filter((m) => m === "judge-g")).toHaveLength(3);
    const germany = done.results.find((r) => r.exampleId === "q2");
    // judge-down failed on Germany: the jury is judge-a's score alone, the drop reported.
    expect(germany).toMatchObject({ passed: true, scores: { tone: 0.5, panel: 1 } });
    expect(germany?.reasoning).toContain("judge-down dropped");
  });

  it("refuses with 402 a run whose worst case exceeds the balance: nothing stored, charged or asked", async () => {
    const jury = {
      name: "panel",
      type: "jury",
      prompt: "Right?",
      judges: ["a", "b", "c", "d"].map((m) => ({ model: `judge-${m}`, weight: 1 })),
    };
    const { companyId, key, evalSetId } = await setUp([jury]);
    const runsBefore = await t.database.db.selectFrom("eval_runs").select("id").execute();
    const before = fake.requests.length;
    // 3 examples × 4 judges = 12 calls = 6 credits > 5.
    const error = await expectError(
      await t.call("POST", "/api/eval-runs", {
        key,
        body: { evalSetId, target: { type: "http", url: agent.url } },
      }),
      402,
      "INSUFFICIENT_CREDITS",
    );
    expect(error.details).toMatchObject({ required: 6, balance: 5 });
    await expectError(
      await t.call("POST", "/api/eval-runs", {
        key,
        body: {
          evalSetId,
          target: { type: "http", url: agent.url },
          config: { criteria: [{ ...helpful, scale: { min: 5, max: 1 } }] },
        },
      }),
      400,
      "VALIDATION_ERROR",
    );
    await t.deps.jobs.drain();
    expect(await t.database.db.selectFrom("eval_runs").select("id").execute()).toHaveLength(
      runsBefore.length,
    );
    expect(fake.requests.length).toBe(before);
    expect(await balanceOf(t.deps, companyId)).toBe(5);
  });
});
