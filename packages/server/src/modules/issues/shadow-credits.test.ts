/**
 * Credits for shadow tests (shadow-credits.ts): side_by_side charges its pairwise judge calls
 * (0.5 each, two per trace) as they reach a model; automated and cached answers are free; a test
 * whose worst case exceeds the balance is refused with 402 before anything is created.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRows, TEST_DIALECTS } from "../../testing/databases";
import type { FakeRequestBody } from "../../testing/fake-llm";
import { dataOf, expectError } from "../../testing/harness";
import {
  BROKEN,
  contentOf,
  createShadowWorld,
  FIX_LINE,
  GOOD,
  type ShadowWorld,
} from "../../testing/shadow-world";
import { balanceOf, charge } from "../credits/service";
import { shadowTestEstimate } from "./shadow-credits";

describe("shadow test estimate", () => {
  it("prices two judge calls per side_by_side trace and nothing for automated", () => {
    expect(shadowTestEstimate(3, "side_by_side")).toBe(3);
    expect(shadowTestEstimate(1, "side_by_side")).toBe(1);
    expect(shadowTestEstimate(50, "automated")).toBe(0);
  });
});

describe.each(TEST_DIALECTS)("shadow-test credits on %s", (dialect) => {
  let w: ShadowWorld;
  beforeAll(async () => {
    w = await createShadowWorld(dialect);
  });
  afterAll(() => w.close());

  /** The judge prefers the fixed answer in both orders; the fixed prompt answers GOOD. */
  const script = (judgeFailsWhen?: (body: FakeRequestBody) => boolean) => {
    w.fake.reset();
    if (judgeFailsWhen) w.fake.script({ match: judgeFailsWhen, status: 500 });
    w.fake.script({
      match: (body) => contentOf(body).includes("comparing two responses"),
      reply: (body) => {
        const shown = contentOf(body);
        const second = shown.slice(shown.indexOf("Second response:"));
        return { winner: second.includes(GOOD) ? "second" : "first", reasoning: "policy" };
      },
    });
    w.fake.script({ match: (body) => contentOf(body).includes(FIX_LINE), reply: GOOD });
  };
  const create = (traceIds: string[], comparisonMode: string) =>
    w.t.call("POST", "/api/shadow-tests", {
      key: w.key,
      body: { fixId: w.fixId, traceIds, config: { comparisonMode } },
    });
  const balance = () => balanceOf(w.t.deps, "acme");
  const ledger = (ref: string) =>
    w.t.database.db
      .selectFrom("credit_ledger")
      .select(["amount_milli", "reason"])
      .where("ref", "=", ref)
      .execute();

  it("charges 0.5 per judge call that reached a model, and nothing for cached ones", async () => {
    script();
    const traces = [
      await w.postTrace("C1", BROKEN, 50),
      await w.postTrace("C2", BROKEN, 51),
      await w.postTrace("C3", BROKEN, 52),
    ];
    const before = await balance();
    const test = await dataOf<{ id: string }>(await create(traces, "side_by_side"), 201);
    await w.t.deps.jobs.drain();
    const done = await dataOf<{ status: string; results: { improved: number } }>(
      await w.t.call("GET", `/api/shadow-tests/${test.id}`, { key: w.key }),
    );
    expect(done).toMatchObject({ status: "completed", results: { improved: 3 } });
    // 3 traces × 2 orders × 0.5 credits.
    expect(await balance()).toBe(before - 3);
    const entries = await ledger(test.id);
    expect(entries.map((e) => [Number(e.amount_milli), e.reason])).toEqual([
      [-1000, "shadow test judges"],
      [-1000, "shadow test judges"],
      [-1000, "shadow test judges"],
    ]);
    // The same comparison again: the judge's answers come from its cache, so nothing is charged.
    const again = await dataOf<{ id: string }>(await create(traces, "side_by_side"), 201);
    await w.t.deps.jobs.drain();
    expect(await balance()).toBe(before - 3);
    expect(await ledger(again.id)).toEqual([]);
  });

  it("charges nothing for an automated test", async () => {
    script();
    const traces = [await w.postTrace("D1", BROKEN, 53)];
    const before = await balance();
    const test = await dataOf<{ id: string }>(await create(traces, "automated"), 201);
    await w.t.deps.jobs.drain();
    expect(await balance()).toBe(before);
    expect(await ledger(test.id)).toEqual([]);
  });

  it("charges one credit for a shadow execution's two judge calls", async () => {
    script();
    const traceId = await w.postTrace("E1", BROKEN, 54);
    const before = await balance();
    const result = await dataOf<{ verdict: string }>(
      await w.t.call("POST", "/api/shadow-execution", {
        key: w.key,
        body: { fixId: w.fixId, traceId },
      }),
    );
    expect(result.verdict).toBe("improved");
    expect(result).not.toHaveProperty("judgeCalls");
    expect(await balance()).toBe(before - 1);
  });

  it("charges the judge order that answered when the other order fails", async () => {
    // The judge fails when the fixed answer is shown first (rules before script()'s win).
    script((body) => {
      const shown = contentOf(body);
      return (
        shown.includes("comparing two responses") && shown.includes(`First response:\n${GOOD}`)
      );
    });
    const traceId = await w.postTrace("E2", BROKEN, 57);
    const before = await balance();
    const result = await dataOf<{ verdict: string; explanation: string }>(
      await w.t.call("POST", "/api/shadow-execution", {
        key: w.key,
        body: { fixId: w.fixId, traceId },
      }),
    );
    expect(result.explanation).toContain("pairwise judge failed");
    // One answered judge call at 0.5 credits; the failed one is free.
    expect(await balance()).toBe(before - 0.5);
  });

  it("refuses a side_by_side test over the balance with 402 and creates nothing", async () => {
    const traces = [await w.postTrace("F1", BROKEN, 55), await w.postTrace("F2", BROKEN, 56)];
    const left = await balance();
    // Leave 1.5 credits: two traces need 2.
    await w.t.database.db
      .transaction()
      .execute((trx) =>
        charge(trx, w.t.deps, { companyId: "acme", amount: left - 1.5, reason: "test" }),
      );
    const tests = await countRows(w.t.database, "shadow_tests");
    const jobs = await countRows(w.t.database, "jobs");
    const fixBefore = await dataOf<{ status: string }>(
      await w.t.call("GET", `/api/fixes/${w.fixId}`, { key: w.key }),
    );
    const error = await expectError(
      await create(traces, "side_by_side"),
      402,
      "INSUFFICIENT_CREDITS",
    );
    expect(error.details).toEqual({ required: 2, balance: 1.5 });
    expect(error.message).toContain("automated");
    expect(await countRows(w.t.database, "shadow_tests")).toBe(tests);
    expect(await countRows(w.t.database, "jobs")).toBe(jobs);
    expect(
      await dataOf<{ status: string }>(
        await w.t.call("GET", `/api/fixes/${w.fixId}`, { key: w.key }),
      ),
    ).toMatchObject({ status: fixBefore.status });
    expect(await balance()).toBe(1.5);
    // Automated asks no judge, so it fits any balance.
    await dataOf(await create(traces, "automated"), 201);
  });
});
