/**
 * The shadow-test runner against the fake provider: scripted answers make the fix improve some
 * traces and regress others, and the counts, improvementRate and McNemar p are checked against
 * values worked out by hand.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import { dataOf } from "../../testing/harness";
import {
  BROKEN,
  CASES,
  contentOf,
  createShadowWorld,
  FIX_LINE,
  GOOD,
  type ShadowWorld,
} from "../../testing/shadow-world";
import { shadowTestJob } from "./shadow-job";

interface Test {
  id: string;
  status: string;
  results: Record<string, unknown> | null;
  traceResults: {
    traceId: string;
    verdict: string;
    originalScore: number | null;
    fixedScore: number | null;
    explanation: string;
  }[];
}

describe.each(TEST_DIALECTS)("the shadow-test runner on %s", (dialect) => {
  let w: ShadowWorld;
  beforeAll(async () => {
    w = await createShadowWorld(dialect);
  });
  afterAll(() => w.close());
  beforeEach(() => w.rescript());

  const create = async (traceIds: string[]) =>
    dataOf<{ id: string; status: string }>(
      await w.t.call("POST", "/api/shadow-tests", {
        key: w.key,
        body: { fixId: w.fixId, traceIds, config: { comparisonMode: "automated" } },
      }),
      201,
    );
  const read = async (id: string) =>
    dataOf<Test>(await w.t.call("GET", `/api/shadow-tests/${id}`, { key: w.key }));

  it("counts improved, regressed, unchanged and errored traces, with McNemar's p, as worked by hand", async () => {
    const created = await create(w.traces);
    expect(created.status).toBe("pending");
    const queued = await w.t.database.db
      .selectFrom("jobs")
      .select("type")
      .where("ref", "=", created.id)
      .execute();
    expect(queued.map((j) => j.type)).toEqual(["issues.shadow-test"]);

    await w.t.deps.jobs.drain();
    const test = await read(created.id);
    expect(test.status).toBe("completed");
    // 4 improved, 1 regressed, 1 unchanged, 1 errored: improvementRate = 4 / (7 − 1) = 0.6667.
    // Flips at score 0.5: fail→pass 4 (A1–A4), pass→fail 1 (A5). McNemar exact, two-sided:
    // 2 · P(X ≤ 1 | n = 5, ½) = 2 · (1 + 5) / 32 = 0.375.
    expect(test.results).toEqual({
      improved: 4,
      unchanged: 1,
      regressed: 1,
      errored: 1,
      improvementRate: 0.6667,
      mcnemarPValue: 0.375,
    });
    expect(test.traceResults.map((r) => r.traceId)).toEqual(w.traces);
    expect(test.traceResults.map((r) => r.verdict)).toEqual([
      "improved",
      "improved",
      "improved",
      "improved",
      "regressed",
      "unchanged",
      "error",
    ]);
    const first = test.traceResults[0] as Test["traceResults"][number];
    expect(first.originalScore).toBeLessThan(0.5);
    expect(first.fixedScore).toBeGreaterThanOrEqual(0.5);
    expect(first.explanation).toContain("original = stored response");
    expect((test.traceResults[6] as Test["traceResults"][number]).explanation).toMatch(/^error: /);
    // The config was unchanged since the traces: only the fixed side reached the model.
    const chats = w.fake.requests.filter((r) => r.path.endsWith("/chat/completions"));
    expect(chats).toHaveLength(CASES.length);
    expect(chats.every((r) => contentOf(r.body).includes(FIX_LINE))).toBe(true);
  });

  it("replays several traces at once, never more than the provider's concurrency", async () => {
    w.fake.reset();
    // Each answer takes a while, so replays that run side by side overlap at the provider.
    w.fake.script({
      match: (body) => contentOf(body).includes(FIX_LINE),
      reply: GOOD,
      delayMs: 150,
    });
    const fresh: string[] = [];
    for (const [i, order] of ["P1", "P2", "P3", "P4", "P5", "P6"].entries()) {
      fresh.push(await w.postTrace(order, BROKEN, 40 + i));
    }
    const created = await create(fresh);
    await w.t.deps.jobs.drain();
    const test = await read(created.id);
    expect(test.status).toBe("completed");
    expect(test.results).toMatchObject({ improved: 6, errored: 0 });
    // Results keep the test's order, whatever order the replays finished in.
    expect(test.traceResults.map((r) => r.traceId)).toEqual(fresh);
    expect(w.fake.requests).toHaveLength(6);
    expect(w.fake.maxInFlight).toBeGreaterThan(1);
    expect(w.fake.maxInFlight).toBeLessThanOrEqual(w.t.deps.config.llm.concurrency);
  });

  it("resumes after a restart without replaying or counting a stored trace twice", async () => {
    const created = await create(w.traces.slice(0, 3));
    // As if the job had stored the first trace and then the process died.
    await w.t.database.db
      .insertInto("shadow_test_results")
      .values({
        test_id: created.id,
        trace_id: w.traces[0] as string,
        company_id: "acme",
        verdict: "improved",
        original_score: 0.1,
        fixed_score: 0.9,
        explanation: "stored before the restart",
        created_at: "2026-02-01T00:00:00.000Z",
      })
      .execute();
    await w.t.database.db
      .updateTable("shadow_tests")
      .set({ status: "running" })
      .where("id", "=", created.id)
      .execute();
    // While it runs, the detail shows the traces finished so far.
    const midway = await read(created.id);
    expect(midway.results).toBeNull();
    expect(midway.traceResults.map((r) => r.traceId)).toEqual([w.traces[0]]);
    await w.t.deps.jobs.drain();
    const test = await read(created.id);
    expect(test.status).toBe("completed");
    expect(test.results).toMatchObject({ improved: 3, unchanged: 0, regressed: 0, errored: 0 });
    expect(test.traceResults[0]?.explanation).toBe("stored before the restart");
    const asked = w.fake.requests.filter((r) => contentOf(r.body).includes("order A1"));
    expect(asked).toHaveLength(0);
  });

  it("a shutdown stops the replays in flight and stores none of them; the job then resumes", async () => {
    w.fake.reset();
    w.fake.script({
      match: (body) => contentOf(body).includes(FIX_LINE),
      reply: GOOD,
      delayMs: 400,
    });
    const fresh = [await w.postTrace("S1", BROKEN, 50), await w.postTrace("S2", BROKEN, 51)];
    const created = await create(fresh);
    const stopping = new AbortController();
    const job = {
      id: "job_shutdown",
      type: "issues.shadow-test",
      companyId: "acme",
      payload: { testId: created.id },
      attempt: 1,
      maxAttempts: 5,
      leaseUntil: new Date(Date.now() + 60_000),
    };
    const run = shadowTestJob(w.t.deps)(job, { owner: "test", signal: stopping.signal });
    // Both replays are at the provider when the process is told to stop.
    while (w.fake.requests.length < fresh.length) await new Promise((r) => setTimeout(r, 5));
    stopping.abort();
    await expect(run).rejects.toThrow(/interrupted; it resumes/);
    const stored = await w.t.database.db
      .selectFrom("shadow_test_results")
      .select("trace_id")
      .where("test_id", "=", created.id)
      .execute();
    expect(stored).toEqual([]);
    expect((await read(created.id)).status).toBe("running");

    await w.t.deps.jobs.drain();
    const test = await read(created.id);
    expect(test.status).toBe("completed");
    expect(test.results).toMatchObject({ improved: 2, errored: 0 });
  });

  it("fails with results.error when the provider fails on every trace", async () => {
    w.fake.reset();
    w.fake.script({ status: 503 });
    // Traces never replayed before: answers at temperature 0 are cached, so known ones would not fail.
    const fresh = [await w.postTrace("B1", BROKEN, 30), await w.postTrace("B2", GOOD, 31)];
    const created = await create(fresh);
    await w.t.deps.jobs.drain();
    const test = await read(created.id);
    expect(test.status).toBe("failed");
    expect(String((test.results as { error: string }).error)).toMatch(
      /^every trace's replay failed: error: /,
    );
    expect(test.traceResults.map((r) => r.verdict)).toEqual(["error", "error"]);
  });

  // Last: it rewrites the agent's prompt, which the tests above rely on.
  it("fails with results.error when the fix no longer applies to the agent's prompt", async () => {
    await dataOf(
      await w.t.call("PUT", `/api/agent-configs/${w.agentId}`, {
        key: w.key,
        body: { systemPrompt: "A different prompt.", model: "m-1" },
      }),
    );
    const created = await create(w.traces.slice(0, 1));
    await w.t.deps.jobs.drain();
    const test = await read(created.id);
    expect(test.status).toBe("failed");
    expect(String((test.results as { error: string }).error)).toMatch(
      /^the fix cannot be replayed: /,
    );
    expect(w.fake.requests).toHaveLength(0);
  });
});
