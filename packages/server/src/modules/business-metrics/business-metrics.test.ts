import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRows, TEST_DIALECTS } from "../../testing/databases";
import {
  createTestApp,
  dataOf,
  expectError,
  manualClock,
  type TestApp,
} from "../../testing/harness";

interface Metric {
  id: string;
  name: string;
  value: number;
  agentId: string | null;
  timestamp: string;
  metadata: Record<string, unknown>;
  createdAt: string;
}
interface History {
  name: string;
  agentId: string | null;
  interval: string;
  dataPoints: { timestamp: string; value: number | null; count: number }[];
}
interface Page {
  data: Metric[];
  pagination: { page: number; limit: number; total: number; hasMore: boolean };
}

// 2026-01-15 is a Thursday; 2026-01-11 a Sunday and 2026-01-12 a Monday.
const NOW = new Date("2026-01-15T12:00:00.000Z");

describe.each(TEST_DIALECTS)("business metrics on %s", (dialect) => {
  let t: TestApp;
  let key: string;
  let otherKey: string;
  let agentId: string;
  let otherAgentId: string;

  beforeAll(async () => {
    t = await createTestApp({ dialect, clock: manualClock(NOW) });
    key = await t.key();
    otherKey = await t.key({ companyId: "other-co" });
    agentId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key, body: { name: "Support" } }),
        201,
      )
    ).id;
    otherAgentId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key: otherKey, body: { name: "Theirs" } }),
        201,
      )
    ).id;
  });
  afterAll(() => t.close());

  const record = async (body: Record<string, unknown>, as = key) =>
    dataOf<Metric>(await t.call("POST", "/api/metrics", { key: as, body }), 201);
  const historyOf = async (query: string) =>
    dataOf<History>(await t.call("GET", `/api/metrics/history?${query}`, { key }));

  it("records a value with 201, a metric_ id and the timestamp defaulting to now", async () => {
    const metric = await record({ name: "csat", value: 4.5, metadata: { survey: "q1" } });
    expect(metric.id).toMatch(/^metric_[0-9A-Z]{26}$/);
    expect(metric).toMatchObject({
      name: "csat",
      value: 4.5,
      agentId: null,
      timestamp: NOW.toISOString(),
      metadata: { survey: "q1" },
      createdAt: NOW.toISOString(),
    });
  });

  it("stores a timestamp with an offset as UTC", async () => {
    const metric = await record({
      name: "offset-check",
      value: 1,
      agentId,
      timestamp: "2026-01-12T01:00:00+02:00",
    });
    expect(metric).toMatchObject({ agentId, timestamp: "2026-01-11T23:00:00.000Z" });
  });

  it("answers 404 NOT_FOUND for another company's agent and stores nothing", async () => {
    const before = await countRows(t.database, "business_metrics");
    await expectError(
      await t.call("POST", "/api/metrics", {
        key,
        body: { name: "csat", value: 1, agentId: otherAgentId },
      }),
      404,
      "NOT_FOUND",
    );
    expect(await countRows(t.database, "business_metrics")).toBe(before);
  });

  it("answers 400 VALIDATION_ERROR naming every bad field, storing nothing", async () => {
    const before = await countRows(t.database, "business_metrics");
    const error = await expectError(
      await t.call("POST", "/api/metrics", {
        key,
        body: { name: "", value: "high", timestamp: "yesterday", metadata: [] },
      }),
      400,
      "VALIDATION_ERROR",
    );
    const fields = ((error.details?.issues ?? []) as { field: string }[])
      .map((i) => i.field)
      .sort();
    expect(fields).toEqual(["metadata", "name", "timestamp", "value"]);
    expect(error.details?.field).toBeTypeOf("string");
    expect(error.details?.reason).toBeTypeOf("string");
    await expectError(
      await t.call("POST", "/api/metrics", { key, body: { value: 1 } }),
      400,
      "VALIDATION_ERROR",
    );
    await expectError(
      await t.call("POST", "/api/metrics", { key, body: { name: "x", value: 1, extra: true } }),
      400,
      "VALIDATION_ERROR",
    );
    expect(await countRows(t.database, "business_metrics")).toBe(before);
  });

  it("lists the latest value of each name, paginated by name", async () => {
    await record({ name: "latest-a", value: 1, timestamp: "2026-01-10T00:00:00Z" });
    await record({ name: "latest-a", value: 3, timestamp: "2026-01-14T00:00:00Z" });
    await record({ name: "latest-a", value: 2, timestamp: "2026-01-12T00:00:00Z" });
    await record({ name: "latest-b", value: 7, agentId, timestamp: "2026-01-13T00:00:00Z" });
    const one = (await (await t.call("GET", "/api/metrics?name=latest-a", { key })).json()) as Page;
    expect(one.data.map((m) => m.value)).toEqual([3]);
    expect(one.pagination).toMatchObject({ page: 1, total: 1, hasMore: false });

    const all = (await (await t.call("GET", "/api/metrics?limit=100", { key })).json()) as Page;
    const names = all.data.map((m) => m.name);
    expect(names).toEqual([...names].sort());
    expect(new Set(names).size).toBe(names.length);
    expect(all.data.find((m) => m.name === "latest-b")?.value).toBe(7);

    const page = (await (
      await t.call("GET", "/api/metrics?limit=1&page=2", { key })
    ).json()) as Page;
    expect(page.data).toHaveLength(1);
    expect(page.pagination).toMatchObject({ page: 2, limit: 1, total: all.pagination.total });
    expect(page.pagination.hasMore).toBe(all.pagination.total > 2);

    const ofAgent = (await (
      await t.call("GET", `/api/metrics?agentId=${agentId}&limit=100`, { key })
    ).json()) as Page;
    expect(ofAgent.data.every((m) => m.agentId === agentId)).toBe(true);
    expect(ofAgent.data.map((m) => m.name)).toContain("latest-b");
    expect(ofAgent.data.map((m) => m.name)).not.toContain("latest-a");
  });

  it("refuses bad list queries: limit over 100, another company's agent", async () => {
    await expectError(
      await t.call("GET", "/api/metrics?limit=101", { key }),
      400,
      "VALIDATION_ERROR",
    );
    await expectError(await t.call("GET", "/api/metrics?page=0", { key }), 400, "VALIDATION_ERROR");
    await expectError(
      await t.call("GET", `/api/metrics?agentId=${otherAgentId}`, { key }),
      404,
      "NOT_FOUND",
    );
  });

  it("keeps each company's metrics apart", async () => {
    const mine = await record({ name: "private", value: 9 });
    const theirs = (await (
      await t.call("GET", "/api/metrics?name=private", { key: otherKey })
    ).json()) as Page;
    expect(theirs.data).toEqual([]);
    expect(
      (
        await dataOf<History>(
          await t.call("GET", "/api/metrics/history?name=private&from=2026-01-15T00:00:00Z", {
            key: otherKey,
          }),
        )
      ).dataPoints.every((p) => p.count === 0 && p.value === null),
    ).toBe(true);
    await expectError(
      await t.call("DELETE", `/api/metrics/${mine.id}`, { key: otherKey }),
      404,
      "NOT_FOUND",
    );
  });

  it("buckets by UTC day: mean and count, empty days null and 0", async () => {
    await record({ name: "daily", value: 2, timestamp: "2026-01-01T00:00:00Z" });
    await record({ name: "daily", value: 4, timestamp: "2026-01-01T23:59:59.999Z" });
    await record({ name: "daily", value: 9, timestamp: "2026-01-03T12:00:00Z" });
    const h = await historyOf("name=daily&from=2026-01-01T00:00:00Z&to=2026-01-04T00:00:00Z");
    expect(h).toMatchObject({ name: "daily", agentId: null, interval: "day" });
    expect(h.dataPoints).toEqual([
      // (2 + 4) / 2 = 3
      { timestamp: "2026-01-01T00:00:00.000Z", value: 3, count: 2 },
      { timestamp: "2026-01-02T00:00:00.000Z", value: null, count: 0 },
      { timestamp: "2026-01-03T00:00:00.000Z", value: 9, count: 1 },
      { timestamp: "2026-01-04T00:00:00.000Z", value: null, count: 0 },
    ]);
  });

  it("buckets by hour", async () => {
    await record({ name: "hourly", value: 1, timestamp: "2026-01-15T10:00:00Z" });
    await record({ name: "hourly", value: 2, timestamp: "2026-01-15T10:59:59.999Z" });
    await record({ name: "hourly", value: 5, timestamp: "2026-01-15T12:00:00Z" });
    const h = await historyOf(
      "name=hourly&interval=hour&from=2026-01-15T10:30:00Z&to=2026-01-15T12:00:00Z",
    );
    // 10:00 was recorded before `from` (10:30): only the 10:59 value counts in that bucket.
    expect(h.dataPoints).toEqual([
      { timestamp: "2026-01-15T10:00:00.000Z", value: 2, count: 1 },
      { timestamp: "2026-01-15T11:00:00.000Z", value: null, count: 0 },
      { timestamp: "2026-01-15T12:00:00.000Z", value: 5, count: 1 },
    ]);
  });

  it("starts weeks on Monday 00:00 UTC: Sunday 23:59 and Monday 00:00 fall apart", async () => {
    await record({ name: "weekly", value: 10, timestamp: "2026-01-11T23:59:00Z" }); // Sunday
    await record({ name: "weekly", value: 20, timestamp: "2026-01-12T00:00:00Z" }); // Monday
    await record({ name: "weekly", value: 40, timestamp: "2026-01-14T08:00:00Z" }); // Wednesday
    // 01:00 at +02:00 is Sunday 23:00 UTC: the week before.
    await record({ name: "weekly", value: 30, timestamp: "2026-01-12T01:00:00+02:00" });
    const h = await historyOf(
      "name=weekly&interval=week&from=2026-01-05T00:00:00Z&to=2026-01-25T00:00:00Z",
    );
    expect(h.dataPoints).toEqual([
      // Sunday 23:59 (10) and Sunday 23:00 (30): (10 + 30) / 2 = 20
      { timestamp: "2026-01-05T00:00:00.000Z", value: 20, count: 2 },
      // Monday 00:00 (20) and Wednesday (40): 30
      { timestamp: "2026-01-12T00:00:00.000Z", value: 30, count: 2 },
      // 2026-01-25 is a Sunday: still the week of Monday the 19th, which is empty.
      { timestamp: "2026-01-19T00:00:00.000Z", value: null, count: 0 },
    ]);
  });

  it("buckets by calendar month in UTC", async () => {
    await record({ name: "monthly", value: 1, timestamp: "2026-01-31T23:59:59.999Z" });
    await record({ name: "monthly", value: 3, timestamp: "2026-02-01T00:00:00.000Z" });
    await record({ name: "monthly", value: 5, timestamp: "2026-02-28T23:00:00Z" });
    const h = await historyOf(
      "name=monthly&interval=month&from=2026-01-01T00:00:00Z&to=2026-04-15T00:00:00Z",
    );
    expect(h.dataPoints).toEqual([
      { timestamp: "2026-01-01T00:00:00.000Z", value: 1, count: 1 },
      { timestamp: "2026-02-01T00:00:00.000Z", value: 4, count: 2 },
      { timestamp: "2026-03-01T00:00:00.000Z", value: null, count: 0 },
      { timestamp: "2026-04-01T00:00:00.000Z", value: null, count: 0 },
    ]);
  });

  it("filters history by agent", async () => {
    await record({ name: "per-agent", value: 100, timestamp: "2026-01-14T00:00:00Z" });
    await record({ name: "per-agent", value: 50, agentId, timestamp: "2026-01-14T01:00:00Z" });
    const all = await historyOf("name=per-agent&from=2026-01-14T00:00:00Z&to=2026-01-14T23:00:00Z");
    expect(all.dataPoints).toEqual([
      { timestamp: "2026-01-14T00:00:00.000Z", value: 75, count: 2 },
    ]);
    const one = await historyOf(
      `name=per-agent&agentId=${agentId}&from=2026-01-14T00:00:00Z&to=2026-01-14T23:00:00Z`,
    );
    expect(one).toMatchObject({ agentId });
    expect(one.dataPoints).toEqual([
      { timestamp: "2026-01-14T00:00:00.000Z", value: 50, count: 1 },
    ]);
  });

  it("defaults history to the last 30 days by day, ending now", async () => {
    const h = await historyOf("name=nothing-here");
    expect(h.dataPoints).toHaveLength(31);
    expect(h.dataPoints.at(-1)?.timestamp).toBe("2026-01-15T00:00:00.000Z");
    expect(h.dataPoints.every((p) => p.value === null && p.count === 0)).toBe(true);
  });

  it("refuses bad history queries", async () => {
    const bad = async (query: string, field: string, status = 400, code = "VALIDATION_ERROR") => {
      const error = await expectError(
        await t.call("GET", `/api/metrics/history?${query}`, { key }),
        status,
        code,
      );
      if (field) expect(error.details?.field).toBe(field);
    };
    await bad("interval=day", "name");
    await bad("name=x&interval=year", "interval");
    await bad("name=x&from=soon", "from");
    await bad("name=x&from=2026-01-10T00:00:00Z&to=2026-01-09T00:00:00Z", "from");
    await bad("name=x&interval=hour&from=2025-01-01T00:00:00Z&to=2026-01-01T00:00:00Z", "interval");
    await bad(`name=x&agentId=${otherAgentId}`, "", 404, "NOT_FOUND");
  });

  it("deletes a value; a second delete is 404", async () => {
    const metric = await record({ name: "doomed", value: 1 });
    expect((await t.call("DELETE", `/api/metrics/${metric.id}`, { key })).status).toBe(200);
    await expectError(
      await t.call("DELETE", `/api/metrics/${metric.id}`, { key }),
      404,
      "NOT_FOUND",
    );
    const left = (await (await t.call("GET", "/api/metrics?name=doomed", { key })).json()) as Page;
    expect(left.data).toEqual([]);
  });

  it("keeps a key bound to an agent to that agent's metrics", async () => {
    const bound = await t.key({ agentId });
    const own = await record({ name: "bound-metric", value: 2 }, bound);
    expect(own.agentId).toBe(agentId);
    const companyWide = await record({ name: "bound-metric", value: 5 });
    const seen = (await (
      await t.call("GET", "/api/metrics?name=bound-metric", { key: bound })
    ).json()) as Page;
    expect(seen.data.map((m) => m.id)).toEqual([own.id]);
    await expectError(
      await t.call("DELETE", `/api/metrics/${companyWide.id}`, { key: bound }),
      404,
      "NOT_FOUND",
    );
  });
});
