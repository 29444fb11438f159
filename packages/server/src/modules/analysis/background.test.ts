import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANALYSIS_RULES } from "../../testing/analysis-fake";
import { postRetrievalTrace } from "../../testing/analysis-traces";
import { TEST_DIALECTS } from "../../testing/databases";
import { type FakeLlm, startFakeLlm } from "../../testing/fake-llm";
import { createTestApp, dataOf, type TestApp } from "../../testing/harness";
import { batchJob } from "./batch";

/** Runs that overlap never store or charge a trace twice (checked under the slice's write). */
describe.each(TEST_DIALECTS)("background runs that overlap on %s", (dialect) => {
  let fake: FakeLlm;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeLlm({ rules: [...ANALYSIS_RULES] });
    t = await createTestApp({
      dialect,
      config: { creditsInitial: 10 },
      env: { VIGIL_LLM_BASE_URL: fake.url, VIGIL_LLM_MODEL: "fake-model" },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** A company with an agent and two stored traces. */
  async function seed(companyId: string) {
    const key = await t.key({ companyId });
    const agentId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key, body: { name: "o" } }),
        201,
      )
    ).id;
    const traceIds: string[] = [];
    for (const answer of ["Refunds take 14 days.", "Refunds take 30 days."]) {
      traceIds.push(
        await postRetrievalTrace(t, key, {
          agentId,
          userMessage: "How long do refunds take?",
          agentResponse: answer,
          document: { content: "Refunds take 14 days." },
          at: "2026-01-15T12:00:00.000Z",
        }),
      );
    }
    const balance = async () =>
      (await dataOf<{ balance: number }>(await t.call("GET", "/api/credits/balance", { key })))
        .balance;
    return { key, agentId, traceIds, balance };
  }

  async function analysesOf(traceId: string) {
    return t.database.db
      .selectFrom("analyses")
      .select(["run_id", "status"])
      .where("trace_id", "=", traceId)
      .execute();
  }

  it("generate-all leaves out a trace explained after it was queued, and charges nothing for it", async () => {
    const { key, agentId, traceIds, balance } = await seed("overlap-gen");
    const before = await balance();
    const job = await dataOf<{ jobId: string; queued: number }>(
      await t.call("POST", `/api/v1/explainer/generate-all/${agentId}?tier=fast_llm`, { key }),
    );
    expect(job.queued).toBe(2);
    // Explained meanwhile, by a request of its own, before the run's job gets to it.
    await dataOf(
      await t.call("POST", "/api/v1/explainer/analyze", {
        key,
        body: { traces: [{ traceId: traceIds[0] }], options: { tier: "fast_llm" } },
      }),
    );
    await t.deps.jobs.drain();
    const run = await dataOf<{ status: string; results: { traceId: string }[] }>(
      await t.call("GET", `/api/v2/analyzer/results/${job.jobId}`, { key }),
    );
    expect(run.status).toBe("completed");
    expect(run.results.map((r) => r.traceId)).toEqual([traceIds[1]]);
    expect(await analysesOf(traceIds[0] as string)).toEqual([
      { run_id: null, status: "completed" },
    ]);
    // 0.5 for the request, 0.5 for the run's one trace: not 1.5.
    expect(before - (await balance())).toBe(1);
  });

  it("a batch whose job runs twice at once stores and charges each trace once", async () => {
    const { key, agentId, traceIds, balance } = await seed("overlap-batch");
    const before = await balance();
    const batch = await dataOf<{ batchId: string }>(
      await t.call("POST", "/api/v2/analyzer/batch", {
        key,
        body: { agentId, traceIds, config: { tier: "fast_llm" } },
      }),
      201,
    );
    // Two executions of one job (a lease that ran out while the first still worked).
    const handler = batchJob(t.deps);
    const job = { payload: { runId: batch.batchId } } as Parameters<typeof handler>[0];
    const context = { owner: "test", signal: new AbortController().signal };
    await Promise.all([handler(job, context), handler(job, context)]);
    for (const traceId of traceIds) {
      expect(await analysesOf(traceId)).toEqual([{ run_id: batch.batchId, status: "completed" }]);
    }
    expect(before - (await balance())).toBe(1);
  });
});
