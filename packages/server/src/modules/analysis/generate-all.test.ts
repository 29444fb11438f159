import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import { createTestApp, dataOf, expectError, type TestApp } from "../../testing/harness";

interface Job {
  jobId: string | null;
  status: string;
  queued: number;
  skipped: number;
  estimatedCredits: number;
  remainingCredits: number;
}

describe.each(TEST_DIALECTS)("explainer generate-all on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
  });
  afterAll(() => t.close());

  it("queues the agent's unexplained traces, then skips them once explained", async () => {
    const key = await t.key({ companyId: "gen" });
    const agentId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key, body: { name: "g" } }),
        201,
      )
    ).id;
    for (const outcome of ["success", "failure", "failure"]) {
      await dataOf(
        await t.call("POST", "/api/traces", {
          key,
          body: {
            agentId,
            outcome,
            userMessage: "Refund time?",
            agentResponse: "Refunds take 14 days.",
            spans: [],
          },
        }),
        201,
      );
    }
    const path = `/api/v1/explainer/generate-all/${agentId}?tier=rule_based&outcomeFilter=failure`;
    const first = await dataOf<Job>(await t.call("POST", path, { key }));
    expect(first).toMatchObject({ status: "queued", queued: 2, skipped: 0, estimatedCredits: 0 });
    await t.deps.jobs.drain();
    const run = await dataOf<{ status: string; results: unknown[] }>(
      await t.call("GET", `/api/v2/analyzer/results/${first.jobId}`, { key }),
    );
    expect(run).toMatchObject({ status: "completed" });
    expect(run.results).toHaveLength(2);
    const again = await dataOf<Job>(
      await t.call("POST", `/api/v1/explainer/generate-all/${agentId}?tier=rule_based`, { key }),
    );
    expect(again).toMatchObject({ queued: 1, skipped: 2 });
    await t.deps.jobs.drain();
    const done = await dataOf<Job>(
      await t.call("POST", `/api/v1/explainer/generate-all/${agentId}?tier=rule_based`, { key }),
    );
    expect(done).toMatchObject({ jobId: null, status: "completed", queued: 0, skipped: 3 });

    const other = await t.key({ companyId: "gen-other" });
    await expectError(
      await t.call("POST", `/api/v1/explainer/generate-all/${agentId}`, { key: other }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await t.call("POST", `/api/v1/explainer/generate-all/${agentId}?limit=501`, { key }),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("reaches older unexplained traces on later calls, and never queues one twice", async () => {
    const key = await t.key({ companyId: "gen-pages" });
    const agentId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key, body: { name: "p" } }),
        201,
      )
    ).id;
    for (let i = 0; i < 7; i++) {
      await dataOf(
        await t.call("POST", "/api/traces", {
          key,
          body: {
            agentId,
            outcome: "success",
            userMessage: `Refund time ${i}?`,
            agentResponse: "Refunds take 14 days.",
            spans: [],
          },
        }),
        201,
      );
    }
    const path = `/api/v1/explainer/generate-all/${agentId}?tier=rule_based&limit=3`;
    const traceIdsOf = async (jobId: string | null) =>
      (
        await dataOf<{ results: { traceId: string }[] }>(
          await t.call("GET", `/api/v2/analyzer/results/${jobId}`, { key }),
        )
      ).results.map((r) => r.traceId);

    // Two calls before either runs: the second takes the next three, not the same three.
    const first = await dataOf<Job>(await t.call("POST", path, { key }));
    const second = await dataOf<Job>(await t.call("POST", path, { key }));
    expect(first).toMatchObject({ queued: 3, skipped: 0 });
    expect(second).toMatchObject({ queued: 3, skipped: 3 });
    await t.deps.jobs.drain();
    const firstIds = await traceIdsOf(first.jobId);
    const secondIds = await traceIdsOf(second.jobId);
    expect(firstIds).toHaveLength(3);
    expect(secondIds).toHaveLength(3);
    expect(new Set([...firstIds, ...secondIds]).size).toBe(6);

    // The newest six are explained now: the seventh, the oldest, is still reached.
    const third = await dataOf<Job>(await t.call("POST", path, { key }));
    expect(third).toMatchObject({ status: "queued", queued: 1, skipped: 6 });
    await t.deps.jobs.drain();
    const thirdIds = await traceIdsOf(third.jobId);
    expect(thirdIds).toHaveLength(1);
    expect([...firstIds, ...secondIds]).not.toContain(thirdIds[0]);
    const done = await dataOf<Job>(await t.call("POST", path, { key }));
    expect(done).toMatchObject({ jobId: null, queued: 0, skipped: 7 });
  });

  it("takes only traces created since startDate (vigil analyze --since)", async () => {
    const key = await t.key({ companyId: "gen-since" });
    const agentId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key, body: { name: "s" } }),
        201,
      )
    ).id;
    await dataOf(
      await t.call("POST", "/api/traces", {
        key,
        body: {
          agentId,
          outcome: "success",
          userMessage: "Hi?",
          agentResponse: "Hello.",
          spans: [],
        },
      }),
      201,
    );
    const base = `/api/v1/explainer/generate-all/${agentId}?tier=rule_based`;
    const future = await dataOf<Job>(
      await t.call("POST", `${base}&startDate=2999-01-01T00:00:00Z`, { key }),
    );
    expect(future).toMatchObject({ jobId: null, queued: 0, skipped: 0 });
    const past = await dataOf<Job>(
      await t.call("POST", `${base}&startDate=2000-01-01T00:00:00Z`, { key }),
    );
    expect(past).toMatchObject({ status: "queued", queued: 1 });
    await expectError(
      await t.call("POST", `${base}&startDate=yesterday`, { key }),
      400,
      "VALIDATION_ERROR",
    );
  });
});
