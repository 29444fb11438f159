import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { EventEnvelope } from "../../events/types";
import { TEST_DIALECTS } from "../../testing/databases";
import {
  DETERMINISTIC_CRITERIA as DETERMINISTIC,
  evaluationWorld,
  type SuiteRunView as Run,
} from "../../testing/evaluation-world";
import { recordEvents } from "../../testing/failures";
import { type FakeLlm, startFakeLlm } from "../../testing/fake-llm";
import { createTestApp, dataOf, expectError, type TestApp } from "../../testing/harness";

/** Suite runs with judges, against the fake provider: scores, the cache, credits, timeouts. */
describe.each(TEST_DIALECTS)("evaluation suite runs with judges on %s", (dialect) => {
  let fake: FakeLlm;
  let t: TestApp;
  let events: EventEnvelope[];
  let world: ReturnType<typeof evaluationWorld>;
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
    world = evaluationWorld(t, `runs-${dialect}`);
  });
  beforeEach(() => fake.reset());
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("runs judges, a jury with a failing judge and a composite; a re-run is identical, cached and free", async () => {
    const who = await world.company();
    const traces = [
      await world.trace(who, "It ships tomorrow.", 200),
      await world.trace(who, "No idea.", 200),
    ];
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
    const id = await world.suiteId(who.key, criteria);
    const first = await dataOf<Run>(await world.run(who.key, { suiteId: id, traceIds: traces }));
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
    expect(await world.balance(who.key)).toBe(8);

    fake.reset();
    const again = await dataOf<Run>(await world.run(who.key, { suiteId: id, traceIds: traces }));
    expect(again.results.map((r) => r.scores)).toEqual(first.results.map((r) => r.scores));
    expect(again.summary).toEqual(first.summary);
    expect(again).toMatchObject({ judgeCalls: 0, cachedJudgeCalls: 4, creditsUsed: 0 });
    expect(again.results[0]?.criteria.helpful?.cached).toBe(true);
    // Only the failing judge is asked again (failures are not cached), and it is not charged.
    expect(fake.requests.every((r) => r.body.model === "judge-b")).toBe(true);
    expect(await world.balance(who.key)).toBe(8);

    await t.deps.jobs.drain();
    const completed = events.filter((e) => e.event === "run.completed" && e.data.suiteId === id);
    expect(completed.map((e) => e.data.runId)).toEqual([first.runId, again.runId]);
    expect(completed[0]?.data).toMatchObject({ agentId: who.agentId, passRate: 0.5, errors: 0 });
  });

  it("refuses a run whose worst case exceeds the balance with 402, before any model call, charging nothing", async () => {
    const who = await world.company();
    const traces = [
      await world.trace(who, "a", 1),
      await world.trace(who, "b", 1),
      await world.trace(who, "c", 1),
    ];
    const judges = Array.from({ length: 7 }, (_, i) => ({ model: `m${i}`, weight: 1 }));
    const id = await world.suiteId(who.key, [
      { name: "panel", type: "jury", prompt: "Rate", judges },
    ]);
    const error = await expectError(
      await world.run(who.key, { suiteId: id, traceIds: traces }),
      402,
      "INSUFFICIENT_CREDITS",
    );
    expect(error.details).toEqual({ required: 10.5, balance: 10 });
    expect(error.message).toContain("21 judge calls");
    expect(fake.requests).toHaveLength(0);
    expect(await world.balance(who.key)).toBe(10);
    await expectError(
      await t.call("GET", `/api/v1/evaluation/results?suiteId=${id}`, { key: who.key }),
      404,
      "NOT_FOUND",
    );
  });

  it("fails a criterion whose judge exceeds the timeout with a reason, and the run with run.failed", async () => {
    const who = await world.company();
    const traceId = await world.trace(who, "It ships tomorrow.", 5);
    fake.script({ reply: { score: 4, reasoning: "late" }, delayMs: 3_000 });
    const id = await world.suiteId(who.key, [
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
      await world.run(who.key, { suiteId: id, traceIds: [traceId], options: { timeout: 50 } }),
    );
    expect(result.status).toBe("failed");
    expect(result.results[0]?.errors.slow).toContain("did not answer in 50 ms");
    expect(result.results[0]?.scores).toEqual({ mentions: 1 });
    expect(result.results[0]?.passed).toBe(false);
    expect(result.summary.errors).toBe(1);
    expect(result.creditsUsed).toBe(0);
    expect(await world.balance(who.key)).toBe(10);
    await t.deps.jobs.drain();
    expect(
      events.filter((e) => e.event === "run.failed" && e.data.runId === result.runId),
    ).toHaveLength(1);
  });

  it("runs traces in parallel with bounded concurrency when asked", async () => {
    const who = await world.company();
    const traces = [];
    for (let i = 0; i < 4; i++) traces.push(await world.trace(who, `answer ${i}`, 5));
    fake.script({ reply: { score: 3, reasoning: "ok" }, delayMs: 100 });
    const id = await world.suiteId(who.key, [
      { name: "j", type: "llm_judge", prompt: "Rate", scale: { min: 1, max: 5 }, model: "judge-p" },
    ]);
    const result = await dataOf<Run>(
      await world.run(who.key, { suiteId: id, traceIds: traces, options: { parallel: true } }),
    );
    expect(result.results.map((r) => r.scores.j)).toEqual([0.5, 0.5, 0.5, 0.5]);
    // Some of this run's judge calls were in flight together (started before another ended).
    const spans = fake.requests.map((r) => [r.startedAt, r.endedAt ?? Number.POSITIVE_INFINITY]);
    const overlapping = spans.some(([start], i) =>
      spans.some(
        ([from, to], j) => j !== i && (from ?? 0) <= (start ?? 0) && (start ?? 0) < (to ?? 0),
      ),
    );
    expect(overlapping).toBe(true);
  });

  it("asks one judge at a time without parallel", async () => {
    const who = await world.company();
    const traces = [await world.trace(who, "one", 5), await world.trace(who, "two", 5)];
    fake.script({ reply: { score: 3, reasoning: "ok" }, delayMs: 20 });
    const judge = { type: "llm_judge", prompt: "Rate", scale: { min: 1, max: 5 } };
    const id = await world.suiteId(who.key, [
      { name: "a", model: "judge-1", ...judge },
      { name: "b", model: "judge-2", ...judge },
    ]);
    const result = await dataOf<Run>(await world.run(who.key, { suiteId: id, traceIds: traces }));
    expect(result.judgeCalls).toBe(4);
    expect(fake.requests).toHaveLength(4);
    // Each request started after the one before it was answered (the fake may still be
    // answering an earlier test's abandoned call, so its in-flight count is not ours alone).
    const spans = fake.requests.map((r) => [r.startedAt, r.endedAt ?? Number.POSITIVE_INFINITY]);
    for (let i = 1; i < spans.length; i++) {
      expect(spans[i]?.[0]).toBeGreaterThanOrEqual(spans[i - 1]?.[1] ?? 0);
    }
  });
});
