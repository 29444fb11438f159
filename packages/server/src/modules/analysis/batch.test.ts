import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hexSignature } from "../../events/signing";
import { ANALYSIS_RULES } from "../../testing/analysis-fake";
import { postRetrievalTrace } from "../../testing/analysis-traces";
import { TEST_DIALECTS } from "../../testing/databases";
import { type FakeLlm, startFakeLlm } from "../../testing/fake-llm";
import { createTestApp, dataOf, expectError, type TestApp } from "../../testing/harness";
import { type Receiver, startReceiver } from "../../testing/receiver";
import { attemptOne, storeAttempts } from "./core";
import { loadStored } from "./trace-input";

describe.each(TEST_DIALECTS)("analyzer batches on %s", (dialect) => {
  let fake: FakeLlm;
  let t: TestApp;
  let key: string;
  let agentId: string;
  const traceIds: string[] = [];
  beforeAll(async () => {
    fake = await startFakeLlm({ rules: [...ANALYSIS_RULES] });
    t = await createTestApp({
      dialect,
      config: { creditsInitial: 10 },
      env: { VIGIL_LLM_BASE_URL: fake.url, VIGIL_LLM_MODEL: "fake-model" },
    });
    key = await t.key({ companyId: "batch" });
    agentId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key, body: { name: "b" } }),
        201,
      )
    ).id;
    for (const answer of ["Refunds take 14 days.", "Refunds take 30 days WRONG."]) {
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
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("queues a batch, runs it in the background and charges each completed trace", async () => {
    const batch = await dataOf<{
      batchId: string;
      status: string;
      estimatedCredits: number;
      pollUrl: string;
      progress: unknown;
    }>(
      await t.call("POST", "/api/v2/analyzer/batch", {
        key,
        body: { agentId, traceIds, config: { tier: "fast_llm" } },
      }),
      201,
    );
    expect(batch).toMatchObject({
      status: "queued",
      estimatedCredits: 1,
      progress: { completed: 0, failed: 0, pending: 2 },
    });
    expect(fake.requests).toHaveLength(0);
    await t.deps.jobs.drain();
    const run = await dataOf<{
      status: string;
      results: { traceId: string; status: string }[];
      creditsUsed: number;
    }>(await t.call("GET", batch.pollUrl, { key }));
    expect(run.status).toBe("completed");
    expect(run.results.map((r) => r.status)).toEqual(["completed", "completed"]);
    expect(run.creditsUsed).toBe(1);
    expect(fake.requests).toHaveLength(2);
    const balance = await dataOf<{ balance: number }>(
      await t.call("GET", "/api/credits/balance", { key }),
    );
    expect(balance.balance).toBe(9);
  });

  it("queues a high-priority batch ahead of a low-priority one", async () => {
    const queue = async (priority: string) =>
      (
        await dataOf<{ batchId: string }>(
          await t.call("POST", "/api/v2/analyzer/batch", {
            key,
            body: { agentId, traceIds, config: { tier: "rule_based", priority } },
          }),
          201,
        )
      ).batchId;
    const low = await queue("low");
    const high = await queue("high");
    const jobs = await t.database.db
      .selectFrom("jobs")
      .select(["ref", "run_at"])
      .where("ref", "in", [low, high])
      .orderBy("run_at")
      .execute();
    expect(jobs.map((j) => j.ref)).toEqual([high, low]);
    await t.deps.jobs.drain();
  });

  it("resumes a run that died after a committed slice without analysing or charging twice", async () => {
    const balance = async () =>
      (await dataOf<{ balance: number }>(await t.call("GET", "/api/credits/balance", { key })))
        .balance;
    const before = await balance();
    const batch = await dataOf<{ batchId: string; pollUrl: string }>(
      await t.call("POST", "/api/v2/analyzer/batch", {
        key,
        body: { agentId, traceIds, config: { tier: "fast_llm" } },
      }),
      201,
    );
    // What a first attempt left when it died: its first trace analysed, stored and charged.
    const scope = {
      keyId: "batch",
      companyId: "batch",
      userId: "batch",
      role: "member" as const,
      permissions: ["read" as const],
      agentId: null,
      tier: "unlimited" as const,
      expiresAt: null,
    };
    const first = (await loadStored(t.deps, scope, [traceIds[0] as string])).get(
      traceIds[0] as string,
    );
    if (!first) throw new Error("the first trace is stored");
    const attempt = await attemptOne(t.deps, "batch", first, "fast_llm");
    await storeAttempts(t.deps, "batch", [attempt], "fast_llm", batch.batchId);
    await t.deps.jobs.drain();
    const run = await dataOf<{
      status: string;
      results: { traceId: string }[];
      creditsUsed: number;
    }>(await t.call("GET", batch.pollUrl, { key }));
    expect(run.status).toBe("completed");
    expect(run.results.map((r) => r.traceId).sort()).toEqual([...traceIds].sort());
    expect(run.creditsUsed).toBe(1);
    const rows = await t.database.db
      .selectFrom("analyses")
      .select("trace_id")
      .where("run_id", "=", batch.batchId)
      .execute();
    expect(rows.map((r) => r.trace_id).sort()).toEqual([...traceIds].sort());
    expect(before - (await balance())).toBe(1);
  });

  it("answers 404 for another company's traces and 400 for over 500 ids", async () => {
    const other = await t.key({ companyId: "batch-other" });
    await expectError(
      await t.call("POST", "/api/v2/analyzer/batch", { key: other, body: { agentId, traceIds } }),
      404,
      "NOT_FOUND",
    );
    const many = Array.from({ length: 501 }, (_, i) => `tr_${i}`);
    await expectError(
      await t.call("POST", "/api/v2/analyzer/batch", { key, body: { agentId, traceIds: many } }),
      400,
      "VALIDATION_ERROR",
    );
    await expectError(
      await t.call("POST", "/api/v2/analyzer/batch", {
        key,
        body: { agentId, traceIds, config: { callbackUrl: "http://127.0.0.1:9/hook" } },
      }),
      400,
      "VALIDATION_ERROR",
    );
  });
});

describe("a batch's completion callback", () => {
  let t: TestApp;
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
    t = await createTestApp({ config: { dev: true } });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it("POSTs the batch's status and summary, signed with the secret shown at creation", async () => {
    const key = await t.key({ companyId: "cb" });
    const agentId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key, body: { name: "cb" } }),
        201,
      )
    ).id;
    const made = await dataOf<{ traceId: string }>(
      await t.call("POST", "/api/traces", {
        key,
        body: { agentId, userMessage: "Hi?", agentResponse: "Refunds take 14 days.", spans: [] },
      }),
      201,
    );
    const batch = await dataOf<{ batchId: string; callbackSecret: string }>(
      await t.call("POST", "/api/v2/analyzer/batch", {
        key,
        body: {
          agentId,
          traceIds: [made.traceId],
          config: { tier: "rule_based", callbackUrl: `${receiver.url}/done` },
        },
      }),
      201,
    );
    expect(batch.callbackSecret).toMatch(/^whsec_/);
    await t.deps.jobs.drain();
    const [hit] = await receiver.waitFor(1);
    expect(hit?.path).toBe("/done");
    expect(JSON.parse(hit?.body ?? "{}")).toMatchObject({
      batchId: batch.batchId,
      status: "completed",
      summary: { totalTraces: 1, completed: 1, failed: 0, creditsUsed: 0 },
    });
    expect(hit?.headers["x-service-signature"]).toBe(
      hexSignature(batch.callbackSecret, hit?.body ?? ""),
    );
  });
});
