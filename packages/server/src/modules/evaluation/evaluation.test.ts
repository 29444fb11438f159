import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { EventEnvelope } from "../../events/types";
import { TEST_DIALECTS } from "../../testing/databases";
import { recordEvents } from "../../testing/failures";
import { type FakeLlm, startFakeLlm } from "../../testing/fake-llm";
import { createTestApp, dataOf, expectError, type TestApp } from "../../testing/harness";

interface Outcome {
  score: number | null;
  passed: boolean;
  error?: string;
  cached?: boolean;
  detail?: string;
  dropped?: { model: string; reason: string }[];
}
interface Run {
  suiteId: string;
  runId: string;
  status: "completed" | "failed";
  summary: {
    totalTraces: number;
    averageScore: number | null;
    passRate: number;
    criteriaBreakdown: Record<string, { average: number | null; passRate: number }>;
    errors: number;
  };
  results: {
    traceId: string;
    scores: Record<string, number>;
    passed: boolean;
    errors: Record<string, string>;
    criteria: Record<string, Outcome>;
  }[];
  judgeCalls: number;
  cachedJudgeCalls: number;
  creditsUsed: number;
}

const DETERMINISTIC = [
  {
    name: "length",
    type: "deterministic",
    rule: "response_length_between",
    params: { min: 3, max: 40 },
  },
  {
    name: "mentions",
    type: "deterministic",
    rule: "contains_keywords",
    params: { keywords: ["ships"] },
  },
  { name: "json", type: "deterministic", rule: "json_valid" },
  { name: "digits", type: "deterministic", rule: "regex_match", params: { pattern: "\\d+" } },
  { name: "pii", type: "deterministic", rule: "no_pii" },
  { name: "fast", type: "deterministic", rule: "response_time_under", params: { maxMs: 1000 } },
];

describe.each(TEST_DIALECTS)("evaluation suites v1 on %s", (dialect) => {
  let fake: FakeLlm;
  let t: TestApp;
  let events: EventEnvelope[];
  let tenant = 0;
  beforeAll(async () => {
    fake = await startFakeLlm();
    t = await createTestApp({
      dialect,
      config: { creditsInitial: 10 },
      env: {
        VIGIL_LLM_BASE_URL: fake.url,
        VIGIL_LLM_MODEL: "fake-model",
        VIGIL_LLM_MAX_RETRIES: "0",
      },
    });
    events = recordEvents(t);
  });
  beforeEach(() => fake.reset());
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** A key of a fresh company, with one agent. */
  const company = async () => {
    const key = await t.key({ companyId: `eval-${dialect}-${++tenant}` });
    const agent = await dataOf<{ id: string }>(
      await t.call("POST", "/api/agents", { key, body: { name: "Support" } }),
      201,
    );
    return { key, agentId: agent.id };
  };
  const trace = async (
    who: { key: string; agentId: string },
    agentResponse: string,
    latencyMs: number,
  ) => {
    const start = "2026-01-15T11:00:00.000Z";
    const body = {
      agentId: who.agentId,
      userMessage: "Where is my order?",
      agentResponse,
      latencyMs,
      spans: [
        {
          id: "search",
          name: "search orders",
          type: "retrieval",
          startTime: start,
          endTime: "2026-01-15T11:00:00.200Z",
          documents: [{ id: "doc-1", content: "Order 42 ships tomorrow", score: 0.9 }],
        },
      ],
    };
    const created = await t.call("POST", "/api/traces", { key: who.key, body });
    return (await dataOf<{ traceId: string }>(created, 201)).traceId;
  };
  const createSuite = (key: string, criteria: unknown[], name = "support quality") =>
    t.call("POST", "/api/v1/evaluation/suites", { key, body: { name, criteria } });
  const suiteId = async (key: string, criteria: unknown[]) =>
    (await dataOf<{ id: string }>(await createSuite(key, criteria), 201)).id;
  const run = (key: string, body: unknown) =>
    t.call("POST", "/api/v1/evaluation/run", { key, body });
  const balance = async (key: string) =>
    (await dataOf<{ balance: number }>(await t.call("GET", "/api/credits/balance", { key })))
      .balance;

  it("creates a suite of every criterion type and answers it with a suite_ id", async () => {
    const { key } = await company();
    const criteria = [
      DETERMINISTIC[0],
      {
        name: "helpful",
        type: "llm_judge",
        prompt: "Is {{output}} helpful?",
        scale: { min: 1, max: 5 },
        model: "judge-a",
      },
      {
        name: "panel",
        type: "jury",
        prompt: "Rate it",
        judges: [
          { model: "judge-a", weight: 2 },
          { model: "judge-b", weight: 1 },
        ],
        aggregation: "weighted_average",
      },
      {
        name: "overall",
        type: "composite",
        components: [
          { criterion: "helpful", weight: 2 },
          { criterion: "panel", weight: 1 },
        ],
        threshold: 0.7,
      },
    ];
    const suite = await dataOf<{ id: string; name: string; criteria: unknown[] }>(
      await createSuite(key, criteria),
      201,
    );
    expect(suite.id).toMatch(/^suite_[0-9A-Z]{26}$/);
    expect(suite.criteria).toHaveLength(4);
    expect(suite.criteria[2]).toMatchObject({ aggregation: "weighted_average" });
  });

  it.each([
    [
      "an unknown rule",
      [{ name: "x", type: "deterministic", rule: "sentiment_positive" }],
      "criteria[0].rule",
    ],
    [
      "a rule's bad params",
      [{ name: "x", type: "deterministic", rule: "regex_match", params: {} }],
      "criteria[0].params",
    ],
    [
      "a scale whose min is not below its max",
      [{ name: "x", type: "llm_judge", prompt: "p", model: "m", scale: { min: 5, max: 1 } }],
      "criteria[0].scale",
    ],
    [
      "a jury judge of weight 0",
      [{ name: "x", type: "jury", prompt: "p", judges: [{ model: "m", weight: 0 }] }],
      "criteria[0].judges[0].weight",
    ],
    ["an unknown criterion type", [{ name: "x", type: "vibes" }], "criteria[0].type"],
    [
      "a composite naming a missing criterion",
      [
        DETERMINISTIC[0],
        { name: "c", type: "composite", components: [{ criterion: "nope", weight: 1 }] },
      ],
      "criteria[1].components[0].criterion",
    ],
    ["two criteria of one name", [DETERMINISTIC[0], DETERMINISTIC[0]], "criteria[1].name"],
    [
      "composites in a cycle",
      [
        { name: "a", type: "composite", components: [{ criterion: "b", weight: 1 }] },
        { name: "b", type: "composite", components: [{ criterion: "a", weight: 1 }] },
      ],
      "criteria[0].components",
    ],
  ])("refuses %s with 400 VALIDATION_ERROR naming the field", async (_what, criteria, field) => {
    const { key } = await company();
    const error = await expectError(await createSuite(key, criteria), 400, "VALIDATION_ERROR");
    expect(error.details?.field).toBe(field);
  });

  it("gives deterministic criteria the verdicts of /api/deterministic-graders/evaluate", async () => {
    const who = await company();
    const traces = [
      await trace(who, "Order 42 ships tomorrow.", 300),
      await trace(who, '{"status": "late"}', 2500),
      await trace(who, "Write to me at jane.doe@example.com", 10),
    ];
    const id = await suiteId(who.key, DETERMINISTIC);
    const result = await dataOf<Run>(await run(who.key, { suiteId: id, traceIds: traces }));
    expect(result.status).toBe("completed");
    expect(result.judgeCalls).toBe(0);
    for (const [i, traceId] of traces.entries()) {
      const stored = await dataOf<{ agentResponse: string }>(
        await t.call("GET", `/api/traces/${traceId}`, { key: who.key }),
      );
      const graded = await dataOf<{ results: { passed: boolean; detail: string }[] }>(
        await t.call("POST", "/api/deterministic-graders/evaluate", {
          key: who.key,
          body: {
            output: stored.agentResponse,
            rules: [
              { type: "length", config: { min: 3, max: 40 } },
              { type: "keywords", config: { required: ["ships"] } },
              { type: "json_valid" },
              { type: "regex", config: { pattern: "\\d+" } },
              { type: "no_pii" },
              { type: "response_time", config: { maxMs: 1000 } },
            ],
            metadata: { traceId },
          },
        }),
      );
      const mine = result.results[i];
      expect(mine?.traceId).toBe(traceId);
      const verdicts = DETERMINISTIC.map((c) => [
        mine?.criteria[c.name]?.passed,
        mine?.criteria[c.name]?.detail,
      ]);
      expect(verdicts).toEqual(graded.results.map((r) => [r.passed, r.detail]));
    }
    // Every rule passes on the first trace only.
    expect(result.results.map((r) => r.passed)).toEqual([false, false, false]);
    expect(result.summary.criteriaBreakdown.fast).toEqual({ average: 0.6667, passRate: 0.6667 });
  });

  it("runs judges, a jury with a failing judge and a composite; a re-run is identical, cached and free", async () => {
    const who = await company();
    const traces = [await trace(who, "It ships tomorrow.", 200), await trace(who, "No idea.", 200)];
    fake.script({ match: (b) => b.model === "judge-b", reply: { score: "n/a", reasoning: "?" } });
    fake.script({
      match: (b) => b.model === "judge-a",
      reply: (b) => {
        const good = JSON.stringify(b.messages).includes("ships tomorrow.");
        return {
          score: good ? 5 : 2,
          reasoning: good ? "answers it" : "does not answer",
          confidence: 0.9,
        };
      },
    });
    fake.script({ match: (b) => b.model === "judge-c", reply: { score: 8, reasoning: "fine" } });
    const criteria = [
      {
        name: "helpful",
        type: "llm_judge",
        prompt: "Is {{output}} helpful?",
        scale: { min: 1, max: 5 },
        model: "judge-a",
        temperature: 0.7,
      },
      {
        name: "panel",
        type: "jury",
        prompt: "Rate it",
        scale: { min: 0, max: 10 },
        judges: [
          { model: "judge-b", weight: 3 },
          { model: "judge-c", weight: 1 },
        ],
        temperature: 0.7,
      },
      {
        name: "overall",
        type: "composite",
        components: [
          { criterion: "helpful", weight: 1 },
          { criterion: "panel", weight: 1 },
        ],
        threshold: 0.7,
      },
    ];
    const id = await suiteId(who.key, criteria);
    const first = await dataOf<Run>(await run(who.key, { suiteId: id, traceIds: traces }));
    expect(first.status).toBe("completed");
    const [good, bad] = first.results;
    expect(good?.scores).toEqual({ helpful: 1, panel: 0.8, overall: 0.9 });
    expect(bad?.scores).toEqual({ helpful: 0.25, panel: 0.8, overall: 0.525 });
    expect(good?.passed).toBe(true);
    expect(bad?.passed).toBe(false);
    expect(good?.criteria.panel?.dropped).toEqual([
      expect.objectContaining({
        model: "judge-b",
        weight: 3,
        reason: expect.stringContaining("no usable score"),
      }),
    ]);
    expect(first.summary).toEqual({
      totalTraces: 2,
      averageScore: 0.7125,
      passRate: 0.5,
      criteriaBreakdown: {
        helpful: { average: 0.625, passRate: 0.5 },
        panel: { average: 0.8, passRate: 1 },
        overall: { average: 0.7125, passRate: 0.5 },
      },
      errors: 0,
    });
    // judge-a twice and judge-c twice answered; judge-b failed (not charged).
    expect(first.judgeCalls).toBe(4);
    expect(first.creditsUsed).toBe(2);
    expect(await balance(who.key)).toBe(8);

    fake.reset();
    const again = await dataOf<Run>(await run(who.key, { suiteId: id, traceIds: traces }));
    expect(again.results.map((r) => r.scores)).toEqual(first.results.map((r) => r.scores));
    expect(again.summary).toEqual(first.summary);
    expect(again).toMatchObject({ judgeCalls: 0, cachedJudgeCalls: 4, creditsUsed: 0 });
    expect(again.results[0]?.criteria.helpful?.cached).toBe(true);
    // Only the failing judge is asked again (failures are not cached), and it is not charged.
    expect(fake.requests.every((r) => r.body.model === "judge-b")).toBe(true);
    expect(await balance(who.key)).toBe(8);

    await t.deps.jobs.drain();
    const completed = events.filter((e) => e.event === "run.completed" && e.data.suiteId === id);
    expect(completed.map((e) => e.data.runId)).toEqual([first.runId, again.runId]);
  });

  it("refuses a run whose worst case exceeds the balance with 402, before any model call, charging nothing", async () => {
    const who = await company();
    const traces = [await trace(who, "a", 1), await trace(who, "b", 1), await trace(who, "c", 1)];
    const judges = Array.from({ length: 7 }, (_, i) => ({ model: `m${i}`, weight: 1 }));
    const id = await suiteId(who.key, [{ name: "panel", type: "jury", prompt: "Rate", judges }]);
    const error = await expectError(
      await run(who.key, { suiteId: id, traceIds: traces }),
      402,
      "INSUFFICIENT_CREDITS",
    );
    expect(error.details).toEqual({ required: 10.5, balance: 10 });
    expect(fake.requests).toHaveLength(0);
    expect(await balance(who.key)).toBe(10);
    await expectError(
      await t.call("GET", `/api/v1/evaluation/results?suiteId=${id}`, { key: who.key }),
      404,
      "NOT_FOUND",
    );
  });

  it("fails a criterion whose judge exceeds the timeout with a reason, and the run with run.failed", async () => {
    const who = await company();
    const traceId = await trace(who, "It ships tomorrow.", 5);
    fake.script({ reply: { score: 4, reasoning: "late" }, delayMs: 3_000 });
    const id = await suiteId(who.key, [
      DETERMINISTIC[1],
      {
        name: "slow",
        type: "llm_judge",
        prompt: "Rate",
        scale: { min: 1, max: 5 },
        model: "judge-slow",
      },
    ]);
    const result = await dataOf<Run>(
      await run(who.key, { suiteId: id, traceIds: [traceId], options: { timeout: 50 } }),
    );
    expect(result.status).toBe("failed");
    expect(result.results[0]?.errors.slow).toContain("did not answer in 50 ms");
    expect(result.results[0]?.scores).toEqual({ mentions: 1 });
    expect(result.results[0]?.passed).toBe(false);
    expect(result.summary.errors).toBe(1);
    expect(result.creditsUsed).toBe(0);
    expect(await balance(who.key)).toBe(10);
    await t.deps.jobs.drain();
    expect(
      events.filter((e) => e.event === "run.failed" && e.data.runId === result.runId),
    ).toHaveLength(1);
  });

  it("runs traces in parallel with bounded concurrency when asked", async () => {
    const who = await company();
    const traces = [];
    for (let i = 0; i < 4; i++) traces.push(await trace(who, `answer ${i}`, 5));
    fake.script({ reply: { score: 3, reasoning: "ok" }, delayMs: 100 });
    const id = await suiteId(who.key, [
      { name: "j", type: "llm_judge", prompt: "Rate", scale: { min: 1, max: 5 }, model: "judge-p" },
    ]);
    const result = await dataOf<Run>(
      await run(who.key, { suiteId: id, traceIds: traces, options: { parallel: true } }),
    );
    expect(result.results.map((r) => r.scores.j)).toEqual([0.5, 0.5, 0.5, 0.5]);
    expect(fake.maxInFlight).toBeGreaterThan(1);
    expect(fake.maxInFlight).toBeLessThanOrEqual(8);
  });

  it("answers the newest run of a suite, or the run runId names", async () => {
    const who = await company();
    const a = await trace(who, "Order 42 ships tomorrow.", 5);
    const b = await trace(who, "nothing", 5);
    const id = await suiteId(who.key, [DETERMINISTIC[1]]);
    const first = await dataOf<Run>(await run(who.key, { suiteId: id, traceIds: [a] }));
    const second = await dataOf<Run>(await run(who.key, { suiteId: id, traceIds: [a, b] }));
    const latest = await dataOf<Run>(
      await t.call("GET", `/api/v1/evaluation/results?suiteId=${id}`, { key: who.key }),
    );
    expect(latest).toEqual(second);
    expect(latest.summary).toMatchObject({ totalTraces: 2, passRate: 0.5, averageScore: 0.5 });
    const named = await dataOf<Run>(
      await t.call("GET", `/api/v1/evaluation/results?runId=${first.runId}`, { key: who.key }),
    );
    expect(named).toEqual(first);
    await expectError(
      await t.call("GET", "/api/v1/evaluation/results", { key: who.key }),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("answers 404 for another company's suite, run and traces", async () => {
    const owner = await company();
    const other = await company();
    const mine = await trace(owner, "Order 42 ships tomorrow.", 5);
    const theirs = await trace(other, "Order 42 ships tomorrow.", 5);
    const id = await suiteId(owner.key, [DETERMINISTIC[1]]);
    const done = await dataOf<Run>(await run(owner.key, { suiteId: id, traceIds: [mine] }));
    await expectError(await run(other.key, { suiteId: id, traceIds: [theirs] }), 404, "NOT_FOUND");
    await expectError(
      await run(owner.key, { suiteId: id, traceIds: [mine, theirs] }),
      404,
      "NOT_FOUND",
    );
    for (const query of [`suiteId=${id}`, `runId=${done.runId}`]) {
      await expectError(
        await t.call("GET", `/api/v1/evaluation/results?${query}`, { key: other.key }),
        404,
        "NOT_FOUND",
      );
    }
  });
});
