/**
 * The shadow-test runner against the fake provider: scripted answers make the fix improve some
 * traces and regress others, and the counts, improvementRate and McNemar p are checked against
 * values worked out by hand.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import { type FakeLlm, type FakeRequestBody, startFakeLlm } from "../../testing/fake-llm";
import { createTestApp, dataOf, manualClock, type TestApp } from "../../testing/harness";

const PROMPT = "You answer refund questions.\nBe brief.";
const FIX_LINE = "Quote the refund policy exactly.";
const DIFF = [
  "--- a/systemPrompt",
  "+++ b/systemPrompt",
  "@@ -1,2 +1,3 @@",
  " You answer refund questions.",
  `+${FIX_LINE}`,
  " Be brief.",
  "\\ No newline at end of file",
  "",
].join("\n");
const POLICY =
  "Refunds are issued within 14 days of the return. Shipping is free on orders over 50 euros.";
const GOOD = "Refunds are issued within 14 days of the return.";
const WRONG = "Refunds take 90 days and require a 20 euro fee.";
const BROKEN = "Sorry, something went wrong.";

/** Per order number: the stored (original) answer and what the fixed prompt answers. */
const CASES: { order: string; stored: string; fixed: string | "down" }[] = [
  { order: "A1", stored: BROKEN, fixed: GOOD }, // improved, fail → pass
  { order: "A2", stored: BROKEN, fixed: GOOD }, // improved, fail → pass
  { order: "A3", stored: BROKEN, fixed: GOOD }, // improved, fail → pass
  { order: "A4", stored: BROKEN, fixed: GOOD }, // improved, fail → pass
  { order: "A5", stored: GOOD, fixed: WRONG }, // regressed, pass → fail
  { order: "A6", stored: GOOD, fixed: GOOD }, // unchanged, pass → pass
  { order: "A7", stored: GOOD, fixed: "down" }, // the provider fails: errored
];

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

const contentOf = (body: FakeRequestBody) => (body.messages ?? []).map((m) => m.content).join("\n");
const fixedFor = (order: string) => (body: FakeRequestBody) =>
  contentOf(body).includes(FIX_LINE) && contentOf(body).includes(`order ${order}`);

describe.each(TEST_DIALECTS)("the shadow-test runner on %s", (dialect) => {
  let t: TestApp;
  let fake: FakeLlm;
  let key: string;
  let agentId: string;
  let fixId: string;
  let traces: string[];

  beforeAll(async () => {
    fake = await startFakeLlm();
    // The config is written on Jan 1; the traces start on Jan 15, so it is unchanged since them
    // and each trace's stored response is its original output.
    const clock = manualClock(new Date("2026-01-01T00:00:00.000Z"));
    t = await createTestApp({
      dialect,
      clock,
      env: {
        VIGIL_LLM_BASE_URL: fake.url,
        VIGIL_LLM_MODEL: "fake-model",
        VIGIL_LLM_MAX_RETRIES: "0",
      },
    });
    key = await t.key({ companyId: "acme", userId: "ops" });
    agentId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key, body: { name: "refunds" } }),
        201,
      )
    ).id;
    await dataOf(
      await t.call("POST", "/api/agent-configs", {
        key,
        body: { agentId, systemPrompt: PROMPT, model: "m-1" },
      }),
      201,
    );
    traces = [];
    for (const [i, c] of CASES.entries()) traces.push(await postTrace(c.order, c.stored, i));
    clock.set(new Date("2026-02-01T00:00:00.000Z"));
    const issue = await dataOf<{ id: string }>(
      await t.call("POST", "/api/v2/issues", {
        key,
        body: { title: "Wrong refund times", agentId, severity: "high", traceIds: traces },
      }),
      201,
    );
    fixId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/fixes", {
          key,
          body: {
            issueId: issue.id,
            type: "prompt_update",
            description: "Quote the policy",
            changes: { promptDiff: DIFF },
          },
        }),
        201,
      )
    ).id;
  });
  /** A refund question about `order` answered `stored`, on Jan 15 at 10:`minute`. */
  const postTrace = async (order: string, stored: string, minute: number) => {
    const start = new Date(Date.UTC(2026, 0, 15, 10, minute)).toISOString();
    const end = new Date(Date.UTC(2026, 0, 15, 10, minute, 1)).toISOString();
    const created = await dataOf<{ traceId: string }>(
      await t.call("POST", "/api/traces", {
        key,
        body: {
          agentId,
          userMessage: `How long do refunds take for order ${order}?`,
          agentResponse: stored,
          spans: [
            {
              name: "search",
              type: "retrieval",
              startTime: start,
              endTime: end,
              documents: [{ id: "policy", content: POLICY }],
            },
          ],
        },
      }),
      201,
    );
    return created.traceId;
  };
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.reset();
    for (const c of CASES) {
      fake.script(
        c.fixed === "down"
          ? { match: fixedFor(c.order), status: 500 }
          : { match: fixedFor(c.order), reply: c.fixed },
      );
    }
  });

  const create = async (traceIds: string[]) =>
    dataOf<{ id: string; status: string }>(
      await t.call("POST", "/api/shadow-tests", {
        key,
        body: { fixId, traceIds, config: { comparisonMode: "automated" } },
      }),
      201,
    );
  const read = async (id: string) =>
    dataOf<Test>(await t.call("GET", `/api/shadow-tests/${id}`, { key }));

  it("counts improved, regressed, unchanged and errored traces, with McNemar's p, as worked by hand", async () => {
    const created = await create(traces);
    expect(created.status).toBe("pending");
    const queued = await t.database.db
      .selectFrom("jobs")
      .select("type")
      .where("ref", "=", created.id)
      .execute();
    expect(queued.map((j) => j.type)).toEqual(["issues.shadow-test"]);

    await t.deps.jobs.drain();
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
    expect(test.traceResults.map((r) => r.traceId)).toEqual(traces);
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
    const chats = fake.requests.filter((r) => r.path.endsWith("/chat/completions"));
    expect(chats).toHaveLength(CASES.length);
    expect(chats.every((r) => contentOf(r.body).includes(FIX_LINE))).toBe(true);
  });

  it("resumes after a restart without replaying or counting a stored trace twice", async () => {
    const created = await create(traces.slice(0, 3));
    // As if the job had stored the first trace and then the process died.
    await t.database.db
      .insertInto("shadow_test_results")
      .values({
        test_id: created.id,
        trace_id: traces[0] as string,
        company_id: "acme",
        verdict: "improved",
        original_score: 0.1,
        fixed_score: 0.9,
        explanation: "stored before the restart",
        created_at: "2026-02-01T00:00:00.000Z",
      })
      .execute();
    await t.deps.jobs.drain();
    const test = await read(created.id);
    expect(test.status).toBe("completed");
    expect(test.results).toMatchObject({ improved: 3, unchanged: 0, regressed: 0, errored: 0 });
    expect(test.traceResults[0]?.explanation).toBe("stored before the restart");
    const asked = fake.requests.filter((r) => contentOf(r.body).includes("order A1"));
    expect(asked).toHaveLength(0);
  });

  it("fails with results.error when the provider fails on every trace", async () => {
    fake.reset();
    fake.script({ status: 503 });
    // Traces never replayed before: answers at temperature 0 are cached, so known ones would not fail.
    const fresh = [await postTrace("B1", BROKEN, 30), await postTrace("B2", GOOD, 31)];
    const created = await create(fresh);
    await t.deps.jobs.drain();
    const test = await read(created.id);
    expect(test.status).toBe("failed");
    expect(String((test.results as { error: string }).error)).toMatch(
      /^every trace's replay failed: error: /,
    );
    expect(test.traceResults.map((r) => r.verdict)).toEqual(["error", "error"]);
  });
});
