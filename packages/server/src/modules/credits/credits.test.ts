import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { countRows, TEST_DIALECTS } from "../../testing/databases";
import { createTestApp, dataOf, expectError, type TestApp } from "../../testing/harness";
import { estimate } from "./pricing";
import {
  assertAffordable,
  type BalanceView,
  balanceOf,
  charge,
  grant,
  InsufficientCreditsError,
} from "./service";

describe("credit pricing", () => {
  it("prices traces by tier, counterfactuals and judge calls exactly", () => {
    expect(estimate({ tier: "rule_based", traces: 100 })).toBe(0);
    expect(estimate({ tier: "fast_llm", traces: 3 })).toBe(1.5);
    expect(estimate({ tier: "full_llm", traces: 2, counterfactuals: 1 })).toBe(4);
    expect(estimate({ tier: "deep", traces: 1, judgeCalls: 3 })).toBe(3.5);
    expect(estimate({ tier: "fast_llm", traces: 0 })).toBe(0);
  });

  it("reads VIGIL_CREDITS_INITIAL, defaulting to 1000", () => {
    expect(loadConfig({}, {}).creditsInitial).toBe(1000);
    expect(loadConfig({}, { VIGIL_CREDITS_INITIAL: "25" }).creditsInitial).toBe(25);
    expect(() => loadConfig({}, { VIGIL_CREDITS_INITIAL: "-1" })).toThrow(/creditsInitial/);
  });

  it("answers 402 INSUFFICIENT_CREDITS with required and balance", async () => {
    const res = new InsufficientCreditsError(2, 1.5).getResponse();
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({
      success: false,
      error: { code: "INSUFFICIENT_CREDITS", details: { required: 2, balance: 1.5 } },
    });
  });
});

describe.each(TEST_DIALECTS)("credits on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect, config: { creditsInitial: 10 } });
  });
  afterAll(() => t.close());

  const balance = async (key: string, query = "") =>
    dataOf<BalanceView>(await t.call("GET", `/api/credits/balance${query}`, { key }));
  const chargeIn = (companyId: string, amount: number, ref = "tr_x") =>
    t.database.db
      .transaction()
      .execute((trx) => charge(trx, t.deps, { companyId, amount, reason: "test", ref }));

  it("starts a company at the initial credits with nothing used", async () => {
    const key = await t.key({ companyId: "fresh" });
    expect(await balance(key)).toEqual({
      companyId: "fresh",
      balance: 10,
      used: 0,
      initial: 10,
      ledger: [],
    });
  });

  it("charges inside the caller's transaction and lists the entry first", async () => {
    const key = await t.key({ companyId: "charged" });
    expect(await chargeIn("charged", 0.5, "tr_a")).toBe(9.5);
    expect(await chargeIn("charged", 1, "tr_b")).toBe(8.5);
    const view = await balance(key);
    expect(view).toMatchObject({ balance: 8.5, used: 1.5 });
    expect(view.ledger.map((e) => [e.kind, e.amount, e.balanceAfter, e.ref])).toEqual([
      ["charge", -1, 8.5, "tr_b"],
      ["charge", -0.5, 9.5, "tr_a"],
      ["initial", 10, 10, null],
    ]);
    expect((await balance(key, "?limit=1")).ledger).toHaveLength(1);
  });

  it("rolls the charge back with the caller's transaction", async () => {
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await charge(trx, t.deps, { companyId: "rolled", amount: 2, reason: "test" });
        throw new Error("the result failed to store");
      }),
    ).rejects.toThrow("the result failed to store");
    expect(await balanceOf(t.deps, "rolled")).toBe(10);
    const ledger = await t.database.db
      .selectFrom("credit_ledger")
      .select("id")
      .where("company_id", "=", "rolled")
      .execute();
    expect(ledger).toEqual([]);
  });

  it("refuses work that would overdraw before it starts, with required and balance", async () => {
    await chargeIn("poor", 9);
    const refused = await assertAffordable(t.deps, "poor", 1.5).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(InsufficientCreditsError);
    expect((refused as InsufficientCreditsError).details).toEqual({ required: 1.5, balance: 1 });
    expect(await assertAffordable(t.deps, "poor", 1)).toBe(1);
  });

  it("never overdraws when charges race, and charges nothing for the refused ones", async () => {
    const ledgerBefore = await countRows(t.database, "credit_ledger");
    await chargeIn("racing", 9); // 1 credit left: room for exactly two charges of 0.5
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => chargeIn("racing", 0.5, `tr_${i}`)),
    );
    const succeeded = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter(
      (r) => r.status === "rejected" && r.reason instanceof InsufficientCreditsError,
    );
    expect(succeeded).toHaveLength(2);
    expect(refused).toHaveLength(6);
    expect(await balanceOf(t.deps, "racing")).toBe(0);
    // initial + the 9-credit charge + two 0.5 charges
    expect((await countRows(t.database, "credit_ledger")) - ledgerBefore).toBe(4);
  });

  it("adds granted credits as a ledger entry", async () => {
    await chargeIn("granted", 10);
    expect(await grant(t.deps, "granted", 2.5)).toBe(2.5);
    const key = await t.key({ companyId: "granted" });
    const view = await balance(key);
    expect(view).toMatchObject({ balance: 2.5, used: 10 });
    expect(view.ledger[0]).toMatchObject({ kind: "grant", amount: 2.5, balanceAfter: 2.5 });
    await expect(grant(t.deps, "granted", 0)).rejects.toThrow(RangeError);
  });

  it("shows each company only its own balance and ledger", async () => {
    await chargeIn("tenant-a", 3, "tr_secret");
    const keyB = await t.key({ companyId: "tenant-b" });
    const view = await balance(keyB);
    expect(view).toMatchObject({ companyId: "tenant-b", balance: 10, used: 0, ledger: [] });
  });

  it("validates the ledger limit", async () => {
    const key = await t.key({ companyId: "limits" });
    const error = await expectError(
      await t.call("GET", "/api/credits/balance?limit=101", { key }),
      400,
      "VALIDATION_ERROR",
    );
    expect(error.details).toMatchObject({ field: "limit" });
  });
});
