import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRows, TEST_DIALECTS } from "../../testing/databases";
import {
  createTestApp,
  dataOf,
  expectError,
  manualClock,
  type TestApp,
} from "../../testing/harness";
import { deletionPlan } from "../privacy/erasure/trace-deletion";
import { purgeBatch } from "./retention";

const PATH = "/api/v1/compliance/settings";
const DAY = 86_400_000;

describe.each(TEST_DIALECTS)("compliance settings and retention on %s", (dialect) => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let agentId: string;
  const clock = manualClock(new Date("2026-06-01T00:00:00.000Z"));

  beforeAll(async () => {
    t = await createTestApp({ dialect, clock });
    admin = await t.key();
    member = await t.key({ role: "member", userId: "m" });
    agentId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key: admin, body: { name: "retained" } }),
        201,
      )
    ).id;
  });
  afterAll(() => t.close());

  const traceAt = async (daysAgo: number, key = admin) => {
    const start = new Date(clock.now().getTime() - daysAgo * DAY).toISOString();
    const body = {
      agentId,
      spans: [{ id: "s", name: "answer", type: "llm", startTime: start, endTime: start }],
    };
    return (
      await dataOf<{ traceId: string }>(await t.call("POST", "/api/traces", { key, body }), 201)
    ).traceId;
  };

  it("answers the defaults, then what an admin set (bare objects)", async () => {
    const res = await t.call("GET", PATH, { key: admin });
    expect(await res.json()).toEqual({ retentionDays: null, redactOnIngest: [], updatedAt: null });
    const put = await t.call("PUT", PATH, { key: admin, body: { redactOnIngest: ["email"] } });
    expect(await put.json()).toMatchObject({ retentionDays: null, redactOnIngest: ["email"] });
    await t.call("PUT", PATH, { key: admin, body: { redactOnIngest: [] } });
  });

  it("refuses members with 403 and bad bodies with 400 BAD_REQUEST, changing nothing", async () => {
    await expectError(await t.call("GET", PATH, { key: member }), 403, "FORBIDDEN");
    await expectError(
      await t.call("PUT", PATH, { key: member, body: { retentionDays: 1 } }),
      403,
      "FORBIDDEN",
    );
    for (const body of [
      {},
      { retentionDays: 0 },
      { retentionDays: 3_651 },
      { retentionDays: 1.5 },
      { retentionDays: "30" },
      { redactOnIngest: ["email", "email"] },
      { redactOnIngest: ["shoe_size"] },
      { redactOnIngest: "email" },
      { retention: 30 },
    ]) {
      await expectError(await t.call("PUT", PATH, { key: admin, body }), 400, "BAD_REQUEST");
    }
    expect(await countRows(t.database, "jobs")).toBeGreaterThanOrEqual(0);
    const now = (await (await t.call("GET", PATH, { key: admin })).json()) as Record<
      string,
      unknown
    >;
    expect(now).toMatchObject({ retentionDays: null, redactOnIngest: [] });
  });

  it("purges in bounded batches every table that carries the traces' ids", async () => {
    const other = await t.key({ companyId: "batch-co" });
    const otherAgent = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key: other, body: { name: "b" } }),
        201,
      )
    ).id;
    const start = new Date(clock.now().getTime() - 400 * DAY).toISOString();
    for (let i = 0; i < 5; i++) {
      await t.call("POST", "/api/traces", {
        key: other,
        body: {
          agentId: otherAgent,
          spans: [{ id: "s", name: "x", type: "llm", startTime: start, endTime: start }],
        },
      });
    }
    const plan = await deletionPlan(t.database);
    expect(plan.traceTables).toEqual(expect.arrayContaining(["spans", "flagged_traces"]));
    const cutoff = new Date(clock.now().getTime() - 30 * DAY);
    const first = await purgeBatch(t.deps, "batch-co", cutoff, plan, 2);
    expect(first.traces).toBe(2);
    expect(first.rows).toMatchObject({ traces: 2, spans: 2 });
    expect((await purgeBatch(t.deps, "batch-co", cutoff, plan, 2)).traces).toBe(2);
    expect((await purgeBatch(t.deps, "batch-co", cutoff, plan, 2)).traces).toBe(1);
    expect((await purgeBatch(t.deps, "batch-co", cutoff, plan, 2)).traces).toBe(0);
  });

  it("purges the company's traces past retentionDays with their spans and flags, by a scheduled job", async () => {
    const old = await traceAt(45);
    const recent = await traceAt(5);
    const otherKey = await t.key({ companyId: "elsewhere" });
    const otherAgent = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key: otherKey, body: { name: "o" } }),
        201,
      )
    ).id;
    const start = new Date(clock.now().getTime() - 45 * DAY).toISOString();
    const foreignOld = (
      await dataOf<{ traceId: string }>(
        await t.call("POST", "/api/traces", {
          key: otherKey,
          body: {
            agentId: otherAgent,
            spans: [{ id: "s", name: "x", type: "llm", startTime: start, endTime: start }],
          },
        }),
        201,
      )
    ).traceId;
    await dataOf(
      await t.call("POST", "/api/flagged-traces", {
        key: admin,
        body: { traceId: old, agentId, reason: "other" },
      }),
      201,
    );
    const put = await t.call("PUT", PATH, { key: admin, body: { retentionDays: 30 } });
    expect(put.status).toBe(200);
    await t.deps.jobs.drain();
    const exists = async (table: "traces" | "spans" | "flagged_traces", id: string) =>
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .where(table === "traces" ? "id" : "trace_id", "=", id)
          .executeTakeFirstOrThrow()
      ).n;
    expect(Number(await exists("traces", old))).toBe(0);
    expect(Number(await exists("spans", old))).toBe(0);
    expect(Number(await exists("flagged_traces", old))).toBe(0);
    expect(await countRows(t.database, "flag_reviews")).toBe(0);
    expect(Number(await exists("traces", recent))).toBe(1);
    expect(Number(await exists("spans", recent))).toBe(1);
    // Another company's settings are its own.
    expect(Number(await exists("traces", foreignOld))).toBe(1);
    // The job looks again later: a trace that ages past the period goes then.
    clock.advance(26 * DAY);
    await t.deps.jobs.drain();
    expect(Number(await exists("traces", recent))).toBe(0);
    // Retention off: the planned job is dropped and nothing more is purged.
    await t.call("PUT", PATH, { key: admin, body: { retentionDays: null } });
    const kept = await traceAt(400);
    clock.advance(2 * 3_600_000);
    await t.deps.jobs.drain();
    expect(Number(await exists("traces", kept))).toBe(1);
  });
});
