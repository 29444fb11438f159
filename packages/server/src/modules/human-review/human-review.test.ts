import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRows, TEST_DIALECTS } from "../../testing/databases";
import {
  createTestApp,
  dataOf,
  expectError,
  manualClock,
  type TestApp,
} from "../../testing/harness";
import { seedAgent, seedTrace } from "../../testing/human-review-world";
import { enqueueReviewItem, needsHumanReview } from "./store";

interface Item {
  id: string;
  traceId: string | null;
  agentId: string | null;
  source: string;
  priority: string;
  status: string;
  input: string;
  output: string;
  flagReason: string | null;
  assignedTo: string | null;
  autoGraderScores: Record<string, number>;
}
interface Queue {
  items: Item[];
  pagination: { page: number; limit: number; total: number; hasMore: boolean };
  queueStats: { pending: number; inProgress: number; completedToday: number };
}

const BASE = "/api/human-review";

describe.each(TEST_DIALECTS)("human review queue on %s", (dialect) => {
  let t: TestApp;
  let key: string;
  let other: string;
  let agentId: string;
  let otherAgent: string;
  const clock = manualClock(new Date("2026-03-10T08:00:00.000Z"));

  beforeAll(async () => {
    t = await createTestApp({ dialect, clock });
    key = await t.key({ userId: "alice" });
    other = await t.key({ companyId: "other-co", userId: "eve" });
    agentId = await seedAgent(t.database, "default", clock.now().toISOString());
    otherAgent = await seedAgent(t.database, "other-co", clock.now().toISOString());
  });
  afterAll(() => t.close());

  const create = async (body: Record<string, unknown>, as = key) =>
    dataOf<Item>(await t.call("POST", `${BASE}/items`, { key: as, body }), 201);
  const queue = async (query = "", as = key) =>
    dataOf<Queue>(await t.call("GET", `${BASE}/queue${query}`, { key: as }));

  it("queues an input and output by hand as a pending review_ item", async () => {
    const item = await create({
      input: "q",
      output: "a",
      agentId,
      priority: "high",
      flagReason: "looks wrong",
      autoGraderScores: { accuracy: 0.2 },
    });
    expect(item.id).toMatch(/^review_[0-9A-Z]{26}$/);
    expect(item).toMatchObject({
      status: "pending",
      source: "manual",
      priority: "high",
      agentId,
      traceId: null,
      assignedTo: null,
      autoGraderScores: { accuracy: 0.2 },
    });
  });

  it("takes a trace's texts and agent from traceId, and 404s another company's trace", async () => {
    const traceId = await seedTrace(t.database, "default", agentId, clock.now().toISOString());
    const item = await create({ traceId });
    expect(item).toMatchObject({ traceId, agentId, input: "Where is my order?" });
    const foreign = await seedTrace(t.database, "other-co", otherAgent, clock.now().toISOString());
    await expectError(
      await t.call("POST", `${BASE}/items`, { key, body: { traceId: foreign } }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await t.call("POST", `${BASE}/items`, {
        key,
        body: { input: "q", output: "a", agentId: otherAgent },
      }),
      404,
      "NOT_FOUND",
    );
  });

  it("refuses bad items with 400 and stores nothing", async () => {
    const before = await countRows(t.database, "human_review_items");
    for (const body of [
      { input: "only input" },
      { input: "q", output: "a", priority: "urgent" },
      { input: "q", output: "a", autoGraderScores: { accuracy: 1.5 } },
      { input: "q", output: "a", unknown: true },
    ]) {
      await expectError(
        await t.call("POST", `${BASE}/items`, { key, body }),
        400,
        "VALIDATION_ERROR",
      );
    }
    expect(await countRows(t.database, "human_review_items")).toBe(before);
  });

  it("queues a flagged trace unless the flag is a compliance concern", async () => {
    const traceId = await seedTrace(t.database, "default", agentId, clock.now().toISOString());
    const flag = await dataOf<{ id: string }>(
      await t.call("POST", "/api/flagged-traces", {
        key,
        body: { traceId, agentId, reason: "hallucination", notes: "invented a date" },
      }),
      201,
    );
    const flagged = (await queue(`?agentId=${agentId}&limit=100`)).items.filter(
      (i) => i.source === "flag" && i.traceId === traceId,
    );
    expect(flagged).toHaveLength(1);
    expect(flagged[0]).toMatchObject({
      priority: "high",
      flagReason: "hallucination: invented a date",
      input: "Where is my order?",
    });
    expect(flag.id).toMatch(/^flag_/);

    const compliance = await seedTrace(t.database, "default", agentId, clock.now().toISOString());
    await dataOf(
      await t.call("POST", "/api/flagged-traces", {
        key,
        body: { traceId: compliance, agentId, reason: "compliance_concern" },
      }),
      201,
    );
    const all = (await queue("?limit=100")).items;
    expect(all.some((i) => i.traceId === compliance)).toBe(false);
  });

  it("enqueues an evaluation result once per (runId, exampleId)", async () => {
    const item = {
      companyId: "default",
      agentId,
      input: "2+2?",
      output: "5",
      autoGraderScores: { accuracy: 0 },
      origin: { type: "eval_run" as const, runId: "run_1", exampleId: "ex_1" },
    };
    const first = await enqueueReviewItem(t.deps, item);
    const again = await enqueueReviewItem(t.deps, { ...item, output: "changed" });
    expect(first.created).toBe(true);
    expect(again.created).toBe(false);
    expect(again.item.id).toBe(first.item.id);
    expect(again.item.output).toBe("5");
    expect(needsHumanReview({ passed: true, confidence: 0.59 })).toBe(true);
    expect(needsHumanReview({ passed: true, confidence: 0.6 })).toBe(false);
    expect(needsHumanReview({ passed: false })).toBe(true);
  });

  it("orders by priority then age, filters, pages and counts queueStats", async () => {
    const agent = await seedAgent(t.database, "default", clock.now().toISOString());
    const low = await create({ input: "1", output: "1", agentId: agent, priority: "low" });
    clock.advance(1_000);
    const critical = await create({
      input: "2",
      output: "2",
      agentId: agent,
      priority: "critical",
    });
    clock.advance(1_000);
    const medium1 = await create({ input: "3", output: "3", agentId: agent });
    clock.advance(1_000);
    const medium2 = await create({ input: "4", output: "4", agentId: agent });
    const page = await queue(`?agentId=${agent}`);
    expect(page.items.map((i) => i.id)).toEqual([critical.id, medium1.id, medium2.id, low.id]);
    expect(page.queueStats).toEqual({ pending: 4, inProgress: 0, completedToday: 0 });

    const paged = await t.call("GET", `${BASE}/queue?agentId=${agent}&limit=2&page=2`, { key });
    const body = (await paged.json()) as { data: Queue; pagination: Queue["pagination"] };
    expect(body.data.items.map((i) => i.id)).toEqual([medium2.id, low.id]);
    expect(body.pagination).toEqual({ page: 2, limit: 2, total: 4, hasMore: false });
    expect((await queue(`?agentId=${agent}&priority=low`)).items.map((i) => i.id)).toEqual([
      low.id,
    ]);

    await dataOf(
      await t.call("POST", `${BASE}/assign`, {
        key,
        body: { reviewId: medium1.id, reviewerId: "alice" },
      }),
    );
    await dataOf(
      await t.call("POST", `${BASE}/assign`, {
        key,
        body: { reviewId: low.id, reviewerId: "alice" },
      }),
    );
    await dataOf(
      await t.call("POST", `${BASE}/submit`, { key, body: { reviewId: low.id, verdict: "pass" } }),
    );
    const mine = await queue(`?agentId=${agent}&reviewerId=alice&status=in_progress`);
    expect(mine.items.map((i) => i.id)).toEqual([medium1.id]);
    expect(mine.queueStats).toEqual({ pending: 2, inProgress: 1, completedToday: 1 });

    // A completion of yesterday is not "today" (UTC).
    clock.advance(24 * 3_600_000);
    expect((await queue(`?agentId=${agent}`)).queueStats.completedToday).toBe(0);

    await expectError(
      await t.call("GET", `${BASE}/queue?limit=101`, { key }),
      400,
      "VALIDATION_ERROR",
    );
    await expectError(
      await t.call("GET", `${BASE}/queue?status=done`, { key }),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("shows another company nothing of this queue, and 404s its items", async () => {
    const item = await create({ input: "secret", output: "x" });
    const theirs = await queue("?limit=100", other);
    expect(theirs.items.some((i) => i.id === item.id)).toBe(false);
    expect(theirs.queueStats).toEqual({ pending: 0, inProgress: 0, completedToday: 0 });
    await expectError(
      await t.call("GET", `${BASE}/items/${item.id}`, { key: other }),
      404,
      "NOT_FOUND",
    );
    // Filters naming another company's agent or user are 404 too, not an empty page.
    for (const query of [`agentId=${otherAgent}`, "reviewerId=eve", "reviewerId=nobody"]) {
      await expectError(await t.call("GET", `${BASE}/queue?${query}`, { key }), 404, "NOT_FOUND");
    }
  });

  it("shows an agent-bound key only its agent's items", async () => {
    const bound = await t.key({ userId: "bot", agentId });
    const mineAgent = await create({ input: "q", output: "a", agentId });
    const elsewhere = await create({ input: "q", output: "a" });
    const seen = (await queue("?limit=100", bound)).items.map((i) => i.id);
    expect(seen).toContain(mineAgent.id);
    expect(seen).not.toContain(elsewhere.id);
    await expectError(
      await t.call("GET", `${BASE}/items/${elsewhere.id}`, { key: bound }),
      404,
      "NOT_FOUND",
    );
  });
});
