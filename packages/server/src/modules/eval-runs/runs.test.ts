import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import { type EvalAgent, startEvalAgent } from "../../testing/eval-agent";
import { eventually } from "../../testing/eventually";
import { type FakeLlm, startFakeLlm } from "../../testing/fake-llm";
import { createTestApp, dataOf, expectError, type TestApp } from "../../testing/harness";
import { RUN_JOB, runJob } from "./run-job";

interface Run {
  id: string;
  status: string;
  progress: { completed: number; total: number };
  passRate: number | null;
  passed: number;
  failed: number;
  summary: { passed: number; failed: number; errors: number; avgAccuracy: number | null } | null;
  config: { target: { type: string; url?: string; headerNames?: string[] }; concurrency: number };
  error: string | null;
}
interface Detail extends Run {
  results: {
    exampleId: string;
    passed: boolean;
    actualOutput: string;
    scores: Record<string, number>;
    reasoning: string;
    error: string | null;
  }[];
}

const CAPITALS: Record<string, string> = {
  "Capital of France?": "Paris",
  "Capital of Germany?": "Berlin",
  "Capital of Italy?": "Rome",
  "Capital of Spain?": "Madrid",
};

describe.each(TEST_DIALECTS)("evaluation runs on %s", (dialect) => {
  let t: TestApp;
  let fake: FakeLlm;
  let agent: EvalAgent;
  let key: string;
  let agentId: string;
  beforeAll(async () => {
    fake = await startFakeLlm({ rules: [{ match: /France/, reply: "The answer is Paris." }] });
    t = await createTestApp({
      dialect,
      config: { dev: true },
      env: {
        VIGIL_LLM_BASE_URL: fake.url,
        VIGIL_LLM_MODEL: "fake-model",
        VIGIL_LLM_MAX_RETRIES: "0",
      },
    });
    // Italy is answered wrongly, so a completed run has one failure to show.
    agent = await startEvalAgent((input) =>
      input.includes("Italy") ? "Milan" : (CAPITALS[input] ?? "?"),
    );
    key = await t.key();
    agentId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key, body: { name: "geo" } }),
        201,
      )
    ).id;
  });
  afterAll(async () => {
    await t.close();
    await agent.close();
    await fake.close();
  });

  async function makeSet(count = 4): Promise<string> {
    const inputs = Object.keys(CAPITALS);
    const examples = Array.from({ length: count }, (_, i) => {
      const input = inputs[i % inputs.length] as string;
      return { id: `q${i + 1}`, input, expectedOutput: CAPITALS[input] };
    });
    const body = {
      name: "Capitals",
      agentId,
      examples,
      criteria: [{ name: "short", rule: { type: "length", config: { max: 40, unit: "chars" } } }],
    };
    return (
      await dataOf<{ id: string }>(await t.call("POST", "/api/evaluation/sets", { key, body }), 201)
    ).id;
  }
  const getRun = async (id: string) =>
    dataOf<Run>(await t.call("GET", `/api/eval-runs/${id}`, { key }));
  const detail = async (id: string) =>
    dataOf<Detail>(await t.call("GET", `/api/evaluation/runs/${id}`, { key }));

  it("creates a pending run, scores every example through the http target and completes", async () => {
    const evalSetId = await makeSet();
    const created = await dataOf<Run>(
      await t.call("POST", "/api/eval-runs", {
        key,
        body: {
          evalSetId,
          name: "nightly",
          tags: ["ci"],
          config: { concurrency: 2, metrics: ["accuracy"] },
          target: { type: "http", url: agent.url, headers: { authorization: "Bearer s3cret" } },
        },
      }),
      201,
    );
    expect(created.id).toMatch(/^eval_run_[0-9A-Z]{26}$/);
    expect(created).toMatchObject({
      status: "pending",
      progress: { completed: 0, total: 4 },
      passRate: null,
    });
    expect(created.config.target).toEqual({
      type: "http",
      url: agent.url,
      headerNames: ["authorization"],
    });
    expect(JSON.stringify(created)).not.toContain("s3cret");
    await t.deps.jobs.drain();
    const run = await detail(created.id);
    expect(run).toMatchObject({
      status: "completed",
      progress: { completed: 4, total: 4 },
      passed: 3,
      failed: 1,
      passRate: 0.75,
    });
    expect(run.summary).toMatchObject({ passed: 3, failed: 1, errors: 0 });
    const italy = run.results.find((r) => r.exampleId === "q3");
    expect(italy).toMatchObject({
      passed: false,
      actualOutput: "Milan",
      scores: { accuracy: 0, short: 1 },
    });
    expect(italy?.reasoning).toContain("accuracy 0");
    // The failed example waits in the human review queue with its scores; the passes do not.
    const queue = (await (
      await t.call("GET", `/api/human-review/queue?agentId=${agentId}&limit=100`, { key })
    ).json()) as {
      data: { items: Array<{ input: string; output: string; autoGraderScores: object }> };
    };
    const queued = queue.data.items.filter((item) => item.output === "Milan");
    expect(queued).toHaveLength(1);
    expect(queued[0]?.autoGraderScores).toEqual({ accuracy: 0, short: 1 });
    expect(queue.data.items.filter((item) => item.output === "Paris")).toHaveLength(0);
    const events = await t.database.db
      .selectFrom("jobs")
      .select("payload")
      .where("type", "=", "event.dispatch")
      .execute();
    const completed = events.map(
      (e) => JSON.parse(e.payload) as { event: string; data: { runId: string; passRate: number } },
    );
    expect(completed.find((e) => e.data.runId === created.id)).toMatchObject({
      event: "run.completed",
      data: { passRate: 0.75 },
    });
  });

  it("starts a run through /api/evaluation/run with status running and lists it by filters", async () => {
    const evalSetId = await makeSet(2);
    const started = await dataOf<{
      runId: string;
      status: string;
      progress: { completed: number; total: number };
      estimatedCompletionTime: string;
    }>(
      await t.call("POST", "/api/evaluation/run", {
        key,
        body: { evalSetId, agentId, target: { type: "http", url: agent.url } },
      }),
      201,
    );
    expect(started).toMatchObject({ status: "running", progress: { completed: 0, total: 2 } });
    await t.deps.jobs.drain();
    expect((await getRun(started.runId)).status).toBe("completed");
    const page = (await (
      await t.call("GET", `/api/eval-runs?evalSetId=${evalSetId}&status=completed`, { key })
    ).json()) as { data: Run[] };
    expect(page.data.map((r) => r.id)).toEqual([started.runId]);
  });

  it("cancels a run midway: calls in flight are aborted, finished results are kept", async () => {
    const evalSetId = await makeSet(12);
    // Two quick answers, then every call hangs for a minute: only an abort ends them sooner.
    const first = agent.calls.length;
    agent.delayMs = (call) => (call - first <= 2 ? 0 : 60_000);
    t.deps.jobs.start();
    try {
      const run = await dataOf<Run>(
        await t.call("POST", "/api/eval-runs", {
          key,
          body: { evalSetId, config: { concurrency: 2 }, target: { type: "http", url: agent.url } },
        }),
        201,
      );
      await eventually(() => agent.calls.length - first >= 4 && agent.inFlight === 2, 20_000);
      for (let i = 0; i < 400 && (await getRun(run.id)).progress.completed < 2; i++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const cancelled = await dataOf<Run>(
        await t.call("PATCH", `/api/eval-runs/${run.id}`, {
          key,
          body: { status: "cancelled", name: "stopped" },
        }),
      );
      expect(cancelled.status).toBe("cancelled");
      // The two hanging calls were closed by the server, long before their minute was up.
      await eventually(() => agent.inFlight === 0, 10_000);
      expect(agent.abandoned.length).toBeGreaterThanOrEqual(2);
      const after = await detail(run.id);
      expect(after).toMatchObject({
        status: "cancelled",
        name: "stopped",
        progress: { completed: 2, total: 12 },
      });
      expect(after.results.map((r) => r.exampleId)).toEqual(["q1", "q2"]);
      expect(after.summary).toMatchObject({ passed: 2, failed: 0 });
      await expectError(
        await t.call("PATCH", `/api/eval-runs/${run.id}`, { key, body: { status: "cancelled" } }),
        409,
        "CONFLICT",
      );
    } finally {
      await t.deps.jobs.stop(2_000);
      agent.delayMs = 0;
    }
  });

  it("answers through the fake provider with the agent's config record", async () => {
    await dataOf(
      await t.call("POST", "/api/agent-configs", {
        key,
        body: {
          agentId,
          systemPrompt: "Answer briefly.",
          model: "agent-model-7",
          temperature: 0.3,
          maxTokens: 64,
        },
      }),
      201,
    );
    const evalSetId = await makeSet(1);
    const run = await dataOf<Run>(
      await t.call("POST", "/api/eval-runs", {
        key,
        body: { evalSetId, target: { type: "provider" } },
      }),
      201,
    );
    await t.deps.jobs.drain();
    const done = await detail(run.id);
    expect(done.status).toBe("completed");
    expect(done.results[0]).toMatchObject({ actualOutput: "The answer is Paris.", passed: true });
    const call = fake.requests.find((r) =>
      r.body.messages?.some((m) => m.content.includes("Capital of France?")),
    );
    expect(call?.body.messages?.[0]).toEqual({ role: "system", content: "Answer briefly." });
    // The agent's own model and settings, not the provider's default model.
    expect(call?.body.model).toBe("agent-model-7");
    expect(call?.body.temperature).toBe(0.3);
    expect(call?.body.max_tokens).toBe(64);
  });

  it("fails the run, with run.failed, when the target never answers", async () => {
    const down = await startEvalAgent(() => ({ status: 500 }));
    const evalSetId = await makeSet(2);
    const run = await dataOf<Run>(
      await t.call("POST", "/api/eval-runs", {
        key,
        body: { evalSetId, target: { type: "http", url: down.url } },
      }),
      201,
    );
    await t.deps.jobs.drain();
    await down.close();
    const failed = await detail(run.id);
    expect(failed.status).toBe("failed");
    expect(failed.results.every((r) => r.error === "the target answered HTTP 500")).toBe(true);
    const events = await t.database.db
      .selectFrom("jobs")
      .select("payload")
      .where("type", "=", "event.dispatch")
      .execute();
    expect(
      events.some((e) => e.payload.includes('"run.failed"') && e.payload.includes(run.id)),
    ).toBe(true);
  });

  it("retries a run whose job fails, and fails the run (run.failed) after the last attempt", async () => {
    const evalSetId = await makeSet(1);
    const run = await dataOf<Run>(
      await t.call("POST", "/api/eval-runs", {
        key,
        body: { evalSetId, target: { type: "http", url: agent.url } },
      }),
      201,
    );
    // A set whose stored criteria no longer parse: every attempt of the job throws.
    await t.database.db
      .updateTable("eval_sets")
      .set({ criteria: "{" })
      .where("id", "=", evalSetId)
      .execute();
    const handler = runJob(t.deps);
    const job = (attempt: number) => ({
      id: "job_test",
      type: RUN_JOB,
      companyId: null,
      payload: { runId: run.id },
      attempt,
      maxAttempts: 5,
      leaseUntil: new Date(),
    });
    const context = { owner: "test", signal: new AbortController().signal };
    await expect(handler(job(1), context)).rejects.toThrow();
    expect((await getRun(run.id)).status).toBe("running");
    await handler(job(5), context);
    const failed = await getRun(run.id);
    expect(failed.status).toBe("failed");
    expect(failed.error).toMatch(/^the run's job gave up after 5 attempts: /);
    const events = await t.database.db
      .selectFrom("jobs")
      .select("payload")
      .where("type", "=", "event.dispatch")
      .execute();
    expect(
      events.some((e) => e.payload.includes('"run.failed"') && e.payload.includes(run.id)),
    ).toBe(true);
  });

  it("refuses bad targets and bad ids with nothing stored", async () => {
    const evalSetId = await makeSet(1);
    const before = await t.database.db.selectFrom("eval_runs").select("id").execute();
    const other = await t.key({ companyId: "other-co" });
    await expectError(
      await t.call("POST", "/api/eval-runs", { key: other, body: { evalSetId } }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await t.call("POST", "/api/eval-runs", { key, body: { evalSetId: "eval_set_nope" } }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await t.call("POST", "/api/eval-runs", {
        key,
        body: { evalSetId, target: { type: "http", url: "ftp://x" } },
      }),
      400,
      "VALIDATION_ERROR",
    );
    await expectError(
      await t.call("POST", "/api/eval-runs", {
        key,
        body: { evalSetId, config: { concurrency: 0 } },
      }),
      400,
      "VALIDATION_ERROR",
    );
    await expectError(
      await t.call("PATCH", "/api/eval-runs/eval_run_nope", { key, body: { name: "x" } }),
      404,
      "NOT_FOUND",
    );
    const after = await t.database.db.selectFrom("eval_runs").select("id").execute();
    expect(after.length).toBe(before.length);
  });
});

describe("evaluation run targets without --dev or a provider", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("refuses loopback http targets (SSRF rules) and the provider target without a model", async () => {
    const key = await t.key();
    const agentId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key, body: { name: "a" } }),
        201,
      )
    ).id;
    const evalSetId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/evaluation/sets", {
          key,
          body: { name: "s", agentId, examples: [{ input: "x", expectedOutput: "y" }] },
        }),
        201,
      )
    ).id;
    const error = await expectError(
      await t.call("POST", "/api/eval-runs", {
        key,
        body: { evalSetId, target: { type: "http", url: "http://127.0.0.1:9/answer" } },
      }),
      400,
      "VALIDATION_ERROR",
    );
    expect(error.details?.field).toBe("target.url");
    const unavailable = await expectError(
      await t.call("POST", "/api/eval-runs", { key, body: { evalSetId } }),
      503,
      "SERVICE_UNAVAILABLE",
    );
    expect(unavailable.details?.reason).toBe("llm_provider_not_configured");
  });
});
