/** POST /api/shadow-execution: one trace, synchronously, through the real app and the fake provider. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import { dataOf, expectError } from "../../testing/harness";
import { createShadowWorld, GOOD, type ShadowWorld } from "../../testing/shadow-world";
import { executeShadow } from "./shadow-execution";

interface Execution {
  traceId: string;
  fixId: string;
  originalOutput: string;
  fixedOutput: string;
  verdict: string;
  originalScore: number;
  fixedScore: number;
  explanation: string;
  latencyMs: number;
  executedAt: string;
}

describe.each(TEST_DIALECTS)("shadow execution on %s", (dialect) => {
  let w: ShadowWorld;
  beforeAll(async () => {
    w = await createShadowWorld(dialect);
  });
  afterAll(() => w.close());
  beforeEach(() => {
    w.rescript();
    // The pairwise judge agrees with the rule score: the answer quoting the policy is better.
    w.fake.script({
      match: /comparing two responses/,
      reply: (body) => {
        const shown = (body.messages ?? []).map((m) => m.content).join("\n");
        const second = shown.slice(shown.indexOf("Second response:"));
        return { winner: second.includes(GOOD) ? "second" : "first", reasoning: "policy" };
      },
    });
  });

  const execute = (body: unknown, key = w.key) =>
    w.t.call("POST", "/api/shadow-execution", { key, body });
  const storedRows = async () => {
    const [tests, results] = await Promise.all([
      w.t.database.db.selectFrom("shadow_tests").select("id").execute(),
      w.t.database.db.selectFrom("shadow_test_results").select("test_id").execute(),
    ]);
    return tests.length + results.length;
  };

  it("answers both outputs, their scores and the verdict, and stores nothing", async () => {
    const before = await storedRows();
    const result = await dataOf<Execution>(await execute({ fixId: w.fixId, traceId: w.traces[0] }));
    expect(result).toMatchObject({
      traceId: w.traces[0],
      fixId: w.fixId,
      originalOutput: "Sorry, something went wrong.",
      fixedOutput: GOOD,
      verdict: "improved",
    });
    expect(result.originalScore).toBeLessThan(0.5);
    expect(result.fixedScore).toBeGreaterThanOrEqual(0.5);
    expect(result.explanation).toContain(
      "pairwise judge prefers the fixed answer (in both orders)",
    );
    expect(result.latencyMs).toBeGreaterThanOrEqual(0);
    expect(result.executedAt).toBe("2026-02-01T00:00:00.000Z");
    expect(await storedRows()).toBe(before);
  });

  it("answers a regression as regressed", async () => {
    const result = await dataOf<Execution>(await execute({ fixId: w.fixId, traceId: w.traces[4] }));
    expect(result.verdict).toBe("regressed");
    expect(result.fixedScore).toBeLessThan(result.originalScore);
  });

  it("answers 404 for another company's fix or trace, and 400 for a bad body", async () => {
    const other = await w.t.key({ companyId: "other-co" });
    await expectError(
      await execute({ fixId: w.fixId, traceId: w.traces[0] }, other),
      404,
      "NOT_FOUND",
    );
    await expectError(await execute({ fixId: "fix_nope", traceId: w.traces[0] }), 404, "NOT_FOUND");
    await expectError(await execute({ fixId: w.fixId, traceId: "tr_nope" }), 404, "NOT_FOUND");
    await expectError(await execute({ fixId: w.fixId }), 400, "VALIDATION_ERROR");
    await expectError(
      await execute({ fixId: w.fixId, traceId: w.traces[0], extra: 1 }),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("answers the provider's failure in the envelope", async () => {
    const res = await execute({ fixId: w.fixId, traceId: w.traces[6] });
    expect(res.status).toBe(502);
    const body = (await res.json()) as { success: boolean; error: { code: string } };
    expect(body.success).toBe(false);
    expect(body.error.code).toMatch(/^LLM_/);
  });

  it("answers 504 TIMEOUT past its limit, with nothing stored", async () => {
    const trace = await w.postTrace("C1", "Sorry, something went wrong.", 40);
    w.fake.reset();
    // Never answered unless a call waits for it: the limit must close the provider requests.
    w.fake.script({ reply: GOOD, delayMs: 600_000 });
    const before = await storedRows();
    const principal = { companyId: "acme", agentId: null, userId: "ops" } as Parameters<
      typeof executeShadow
    >[1];
    const failure = await executeShadow(
      w.t.deps,
      principal,
      { fixId: w.fixId, traceId: trace },
      50,
    ).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 504, code: "TIMEOUT", details: { timeoutMs: 50 } });
    expect(await storedRows()).toBe(before);
    // Whatever reached the provider before the limit was closed by it, not left running.
    for (const request of w.fake.requests) {
      expect((await w.fake.ended(request)).abandoned).toBe(true);
    }
    expect(w.fake.inFlight).toBe(0);
  });
});
