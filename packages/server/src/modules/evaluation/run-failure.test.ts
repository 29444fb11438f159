import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventEnvelope } from "../../events/types";
import { TEST_DIALECTS } from "../../testing/databases";
import { evaluationWorld, type SuiteRunView as Run } from "../../testing/evaluation-world";
import { recordEvents } from "../../testing/failures";
import { type FakeLlm, startFakeLlm } from "../../testing/fake-llm";
import { createTestApp, dataOf, expectError, type TestApp } from "../../testing/harness";

/** A run an internal failure stops (here: the judge cache's table is gone). */
describe.each(TEST_DIALECTS)("a suite run stopped by an internal failure on %s", (dialect) => {
  let fake: FakeLlm;
  let t: TestApp;
  let events: EventEnvelope[];
  beforeAll(async () => {
    fake = await startFakeLlm({ rules: [{ reply: { score: 4, reasoning: "fine" } }] });
    t = await createTestApp({
      dialect,
      config: { creditsInitial: 10 },
      env: { VIGIL_LLM_BASE_URL: fake.url, VIGIL_LLM_MODEL: "fake-model" },
    });
    events = recordEvents(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("answers 500, records the run as failed with no results, charges nothing and emits run.failed", async () => {
    const world = evaluationWorld(t, `stopped-${dialect}`);
    const who = await world.company();
    const traceId = await world.trace(who, "It ships tomorrow.", 5);
    const id = await world.suiteId(who.key, [
      { name: "j", type: "llm_judge", prompt: "Rate", scale: { min: 1, max: 5 }, model: "m" },
    ]);
    await sql`drop table judge_cache`.execute(t.database.db);
    await expectError(
      await world.run(who.key, { suiteId: id, traceIds: [traceId] }),
      500,
      "INTERNAL_ERROR",
    );
    const stored = await dataOf<Run & { error: string | null }>(
      await t.call("GET", `/api/v1/evaluation/results?suiteId=${id}`, { key: who.key }),
    );
    expect(stored).toMatchObject({ status: "failed", results: [], creditsUsed: 0 });
    expect(stored.summary).toMatchObject({ totalTraces: 1, averageScore: null, passRate: 0 });
    expect(stored.error).toContain("internal error");
    expect(await world.balance(who.key)).toBe(10);
    await t.deps.jobs.drain();
    const failed = events.filter((e) => e.event === "run.failed" && e.data.runId === stored.runId);
    expect(failed).toHaveLength(1);
  });
});
