import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import {
  DETERMINISTIC_CRITERIA as DETERMINISTIC,
  evaluationWorld,
  type SuiteRunView as Run,
} from "../../testing/evaluation-world";
import { createTestApp, dataOf, expectError, type TestApp } from "../../testing/harness";

/** Suites without judges: creation, validation, deterministic runs and reading results. */
describe.each(TEST_DIALECTS)("evaluation suites v1 on %s", (dialect) => {
  let t: TestApp;
  let world: ReturnType<typeof evaluationWorld>;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    world = evaluationWorld(t, `suites-${dialect}`);
  });
  afterAll(() => t.close());

  it("creates a suite of every criterion type and answers it with a suite_ id", async () => {
    const { key } = await world.company();
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
      await world.createSuite(key, criteria),
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
    const { key } = await world.company();
    const error = await expectError(
      await world.createSuite(key, criteria),
      400,
      "VALIDATION_ERROR",
    );
    expect(error.details?.field).toBe(field);
  });

  it("gives deterministic criteria the verdicts of /api/deterministic-graders/evaluate", async () => {
    const who = await world.company();
    const traces = [
      await world.trace(who, "Order 42 ships tomorrow.", 300),
      await world.trace(who, '{"status": "late"}', 2500),
      await world.trace(who, "Write to me at jane.doe@example.com", 10),
    ];
    const id = await world.suiteId(who.key, DETERMINISTIC);
    const result = await dataOf<Run>(await world.run(who.key, { suiteId: id, traceIds: traces }));
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

  it("answers the newest run of a suite, or the run runId names", async () => {
    const who = await world.company();
    const a = await world.trace(who, "Order 42 ships tomorrow.", 5);
    const b = await world.trace(who, "nothing", 5);
    const id = await world.suiteId(who.key, [DETERMINISTIC[1]]);
    const first = await dataOf<Run>(await world.run(who.key, { suiteId: id, traceIds: [a] }));
    const second = await dataOf<Run>(await world.run(who.key, { suiteId: id, traceIds: [a, b] }));
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
    const owner = await world.company();
    const other = await world.company();
    const mine = await world.trace(owner, "Order 42 ships tomorrow.", 5);
    const theirs = await world.trace(other, "Order 42 ships tomorrow.", 5);
    const id = await world.suiteId(owner.key, [DETERMINISTIC[1]]);
    const done = await dataOf<Run>(await world.run(owner.key, { suiteId: id, traceIds: [mine] }));
    await expectError(
      await world.run(other.key, { suiteId: id, traceIds: [theirs] }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await world.run(owner.key, { suiteId: id, traceIds: [mine, theirs] }),
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
  it("lets a key bound to one agent run only over that agent's traces (another's: 404)", async () => {
    const who = await world.company();
    const other = await dataOf<{ id: string }>(
      await t.call("POST", "/api/agents", { key: who.key, body: { name: "Sales" } }),
      201,
    );
    const own = await world.trace(who, "Order 42 ships tomorrow.", 5);
    const foreign = await world.trace({ key: who.key, agentId: other.id }, "ships", 5);
    const bound = await t.key({ companyId: who.companyId, agentId: who.agentId });
    const id = await world.suiteId(who.key, [DETERMINISTIC[1]]);
    await expectError(
      await world.run(bound, { suiteId: id, traceIds: [foreign] }),
      404,
      "NOT_FOUND",
    );
    const result = await dataOf<Run>(await world.run(bound, { suiteId: id, traceIds: [own] }));
    expect(result.results.map((r) => r.passed)).toEqual([true]);
  });
});
