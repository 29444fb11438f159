import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import {
  createTestApp,
  dataOf,
  expectError,
  manualClock,
  type TestApp,
} from "../../testing/harness";

interface ListBody {
  data: Array<Record<string, unknown> & { id: string }>;
  pagination: { page: number; limit: number; total: number; hasMore: boolean };
}

const at = (minutes: number) =>
  new Date(Date.UTC(2026, 0, 15, 11, 0) + minutes * 60_000).toISOString();

/** A native trace: a chain root with an llm child and a retrieval child. */
function nativeTrace(agentId: string, minutes: number, options: Record<string, unknown> = {}) {
  return {
    agentId,
    spans: [
      {
        id: "root",
        name: "answer",
        type: "chain",
        startTime: at(minutes),
        endTime: new Date(Date.parse(at(minutes)) + 1_200).toISOString(),
        input: "Where is my order?",
        output: "It ships tomorrow.",
      },
      {
        id: "search",
        parentSpanId: "root",
        name: "search orders",
        type: "retrieval",
        startTime: at(minutes),
        endTime: new Date(Date.parse(at(minutes)) + 200).toISOString(),
        query: "order status",
        documents: [{ id: "doc-1", content: "Order 42 ships tomorrow", score: 0.91 }],
      },
      {
        id: "llm",
        parentSpanId: "root",
        name: "chat gpt-4o-mini",
        type: "llm",
        startTime: new Date(Date.parse(at(minutes)) + 200).toISOString(),
        endTime: new Date(Date.parse(at(minutes)) + 1_100).toISOString(),
        model: "gpt-4o-mini",
        tokens: { input: 120, output: 30 },
        input: [{ role: "user", content: "Where is my order?" }],
        output: { role: "assistant", content: "It ships tomorrow." },
      },
    ],
    ...options,
  };
}

describe.each(TEST_DIALECTS)("traces on %s", (dialect) => {
  let t: TestApp;
  let key: string;
  let agentId: string;
  let otherAgentId: string;
  const clock = manualClock(new Date("2026-01-15T12:00:00.000Z"));

  beforeAll(async () => {
    t = await createTestApp({ dialect, clock });
    key = await t.key();
    agentId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key, body: { name: "Support" } }),
        201,
      )
    ).id;
    otherAgentId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key, body: { name: "Sales" } }),
        201,
      )
    ).id;
  });
  afterAll(() => t.close());

  const post = async (body: unknown) =>
    dataOf<{ traceId: string; spanCount: number; ingested: boolean }>(
      await t.call("POST", "/api/traces", { key, body }),
      201,
    );
  const list = async (query = "", as = key) => {
    const res = await t.call("GET", `/api/traces${query}`, { key: as });
    expect(res.status).toBe(200);
    return (await res.json()) as ListBody;
  };

  it("ingests a native trace and derives its fields from the spans", async () => {
    const created = await post(nativeTrace(agentId, 0, { sessionId: "chat-1", userId: "alice" }));
    expect(created).toMatchObject({ spanCount: 3, ingested: true });
    expect(created.traceId).toMatch(/^tr_[0-9A-Z]{26}$/);
    const trace = await dataOf<Record<string, unknown> & { spans: Array<Record<string, unknown>> }>(
      await t.call("GET", `/api/traces/${created.traceId}`, { key }),
    );
    expect(trace).toMatchObject({
      id: created.traceId,
      agentId,
      outcome: "success",
      userMessage: "Where is my order?",
      agentResponse: "It ships tomorrow.",
      latencyMs: 1200,
      tokenCount: 150,
      tokens: { input: 120, output: 30, total: 150 },
      sessionId: "chat-1",
      userId: "alice",
      name: "answer",
      spanCount: 3,
      source: "native",
      createdAt: at(0),
    });
    const root = trace.spans.find((s) => s.id === "root");
    expect(root).toMatchObject({ parentSpanId: null, type: "chain" });
    expect([...((root?.children as string[] | undefined) ?? [])].sort()).toEqual(["llm", "search"]);
    expect(trace.spans.find((s) => s.id === "search")).toMatchObject({
      type: "retrieval",
      query: "order status",
      documents: [{ id: "doc-1", content: "Order 42 ships tomorrow", score: 0.91 }],
      latencyMs: 200,
    });
    expect(trace.spans.find((s) => s.id === "llm")).toMatchObject({
      model: "gpt-4o-mini",
      tokens: { input: 120, output: 30, total: 150 },
      parentSpanId: "root",
    });
  });

  it("lists a trace's spans with parentSpanId and children", async () => {
    const { traceId } = await post(nativeTrace(agentId, 1));
    const spans = await dataOf<
      Array<{ id: string; parentSpanId: string | null; children: string[] }>
    >(await t.call("GET", `/api/traces/${traceId}/spans`, { key }));
    expect(spans.map((s) => s.id).sort()).toEqual(["llm", "root", "search"]);
    expect(spans.find((s) => s.id === "llm")?.parentSpanId).toBe("root");
  });

  it("a span with error status makes the trace a failure; a stated outcome wins", async () => {
    const trace = nativeTrace(agentId, 2);
    (trace.spans[2] as Record<string, unknown>).status = "error";
    const failed = await post(trace);
    const stated = await post(nativeTrace(agentId, 3, { outcome: "failure" }));
    for (const id of [failed.traceId, stated.traceId]) {
      const detail = await dataOf<{ outcome: string }>(
        await t.call("GET", `/api/traces/${id}`, { key }),
      );
      expect(detail.outcome).toBe("failure");
    }
  });

  it("refuses spans missing required fields, and stores nothing", async () => {
    const before = (await list()).pagination.total;
    for (const bad of [
      { agentId, spans: [{ type: "llm", startTime: at(0), endTime: at(1) }] },
      { agentId, spans: [{ name: "x", type: "llm", endTime: at(1) }] },
      { agentId, spans: [{ name: "x", type: "banana", startTime: at(0), endTime: at(1) }] },
      { agentId, spans: [{ name: "x", type: "llm", startTime: at(2), endTime: at(1) }] },
      { agentId, spans: [{ name: "x", type: "llm", startTime: "yesterday", endTime: at(1) }] },
      { spans: [] },
    ]) {
      const error = await expectError(
        await t.call("POST", "/api/traces", { key, body: bad }),
        400,
        "VALIDATION_ERROR",
      );
      expect(error.details?.field).toBeTruthy();
    }
    expect((await list()).pagination.total).toBe(before);
  });

  it("answers 404 for an agent of another company, and hides its traces", async () => {
    const other = await t.key({ companyId: "other-co" });
    await expectError(
      await t.call("POST", "/api/traces", { key: other, body: nativeTrace(agentId, 0) }),
      404,
      "NOT_FOUND",
    );
    const { traceId } = await post(nativeTrace(agentId, 4));
    await expectError(
      await t.call("GET", `/api/traces/${traceId}`, { key: other }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await t.call("GET", `/api/traces/${traceId}/spans`, { key: other }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await t.call("DELETE", `/api/traces/${traceId}`, { key: other }),
      404,
      "NOT_FOUND",
    );
    expect((await list("", other)).pagination.total).toBe(0);
  });

  it("an agent-bound key sees only its agent's traces", async () => {
    const bound = await t.key({ agentId: otherAgentId });
    const { traceId } = await post(nativeTrace(otherAgentId, 5));
    const seen = await list("", bound);
    expect(seen.data.map((r) => r.id)).toEqual([traceId]);
    const first = (await list(`?agentId=${agentId}&limit=1`)).data[0];
    await expectError(
      await t.call("GET", `/api/traces/${first?.id}`, { key: bound }),
      404,
      "NOT_FOUND",
    );
  });

  it("filters by agentId, outcome, date range and session; pages and sorts", async () => {
    const all = await list(`?agentId=${agentId}`);
    expect(all.data.every((r) => r.agentId === agentId)).toBe(true);
    expect(all.pagination).toMatchObject({ page: 1, limit: 20 });
    const failures = await list(`?agentId=${agentId}&outcome=failure`);
    expect(failures.data.length).toBe(2);
    expect(failures.data.every((r) => r.outcome === "failure")).toBe(true);
    const ranged = await list(`?startDate=${at(1)}&endDate=${at(3)}`);
    expect(ranged.data.map((r) => r.createdAt).sort()).toEqual([at(1), at(2), at(3)]);
    expect((await list("?endDate=2026-01-15")).pagination.total).toBe(all.pagination.total + 1);
    expect((await list("?endDate=2026-01-14")).pagination.total).toBe(0);
    const session = await list("?sessionId=chat-1");
    expect(session.data.length).toBe(1);
    const newestFirst = await list(`?agentId=${agentId}`);
    const times = newestFirst.data.map((r) => r.createdAt as string);
    expect(times).toEqual([...times].sort().reverse());
    const paged = await list(`?agentId=${agentId}&limit=2&page=2&sortBy=createdAt&sortOrder=asc`);
    expect(paged.data.map((r) => r.createdAt)).toEqual([at(2), at(3)]);
    expect(paged.pagination.hasMore).toBe(true);
    for (const bad of ["?limit=101", "?outcome=maybe", "?startDate=soon", "?sortBy=name"]) {
      await expectError(await t.call("GET", `/api/traces${bad}`, { key }), 400, "VALIDATION_ERROR");
    }
  });

  it("agent metrics follow the agent's traces", async () => {
    const agent = await dataOf<{
      metrics: { totalTraces: number; successRate: number; avgLatency: number };
    }>(await t.call("GET", `/api/agents/${agentId}`, { key }));
    expect(agent.metrics.totalTraces).toBe(5);
    expect(agent.metrics.successRate).toBeCloseTo(3 / 5);
    expect(agent.metrics.avgLatency).toBe(1200);
  });

  it("computes stats: counts, rates, exact percentiles and tokens over the period", async () => {
    const statsAgent = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key, body: { name: "Stats" } }),
        201,
      )
    ).id;
    // Latencies 10, 20, …, 100 ms; the 10th fails; one trace is 2 days old.
    for (let i = 1; i <= 10; i++) {
      await post({
        agentId: statsAgent,
        spans: [],
        latencyMs: i * 10,
        tokenCount: 100,
        outcome: i === 10 ? "failure" : "success",
      });
    }
    clock.advance(-2 * 86_400_000);
    await post({ agentId: statsAgent, spans: [], latencyMs: 5000, tokenCount: 7 });
    clock.advance(2 * 86_400_000);
    const day = await dataOf<Record<string, unknown>>(
      await t.call("GET", `/api/traces/stats?agentId=${statsAgent}&period=24h`, { key }),
    );
    expect(day).toMatchObject({
      period: "24h",
      totalTraces: 10,
      successRate: 0.9,
      failureRate: 0.1,
      avgLatencyMs: 55,
      p50LatencyMs: 55,
      p95LatencyMs: 95.5,
      p99LatencyMs: 99.1,
      tokenUsage: { total: 1000, avgPerTrace: 100 },
      byOutcome: { success: 9, failure: 1 },
    });
    const week = await dataOf<{ totalTraces: number; tokenUsage: { total: number } }>(
      await t.call("GET", `/api/traces/stats?agentId=${statsAgent}`, { key }),
    );
    expect(week.totalTraces).toBe(11);
    expect(week.tokenUsage.total).toBe(1007);
    await expectError(
      await t.call("GET", "/api/traces/stats?period=1y", { key }),
      400,
      "VALIDATION_ERROR",
    );
    const empty = await dataOf<Record<string, unknown>>(
      await t.call("GET", "/api/traces/stats?agentId=nobody", { key }),
    );
    expect(empty).toMatchObject({ totalTraces: 0, successRate: null, p50LatencyMs: null });
  });

  it("pages by cursor through the same rows, in the same order, as page numbers do", async () => {
    const cursorAgent = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key, body: { name: "Cursor" } }),
        201,
      )
    ).id;
    // Seven traces, three sharing one latency and two sharing one creation time, so the id
    // tie-break decides the order.
    for (const [i, latencyMs] of [30, 10, 30, 50, 30, 20, 40].entries()) {
      if (i !== 4) clock.advance(1_000);
      await post({ agentId: cursorAgent, spans: [], latencyMs, tokenCount: i });
    }
    type Page = ListBody & { pagination: { nextCursor: string | null } };
    for (const sort of ["", "&sortBy=latencyMs&sortOrder=asc", "&sortBy=tokenCount"]) {
      const base = `?agentId=${cursorAgent}&limit=3${sort}`;
      const byNumber: string[] = [];
      for (let page = 1; page <= 3; page++) {
        byNumber.push(...(await list(`${base}&page=${page}`)).data.map((row) => row.id));
      }
      const byCursor: string[] = [];
      const pages: number[] = [];
      let cursor: string | null = null;
      do {
        const body = (await list(
          cursor === null ? base : `${base}&cursor=${encodeURIComponent(cursor)}`,
        )) as Page;
        byCursor.push(...body.data.map((row) => row.id));
        pages.push(body.pagination.page);
        cursor = body.pagination.nextCursor;
      } while (cursor !== null);
      expect(byCursor, sort).toEqual(byNumber);
      expect(new Set(byCursor).size).toBe(7);
      expect(pages).toEqual([1, 2, 3]);
    }
    const first = (await list(`?agentId=${cursorAgent}&limit=3`)) as Page;
    const cursor = encodeURIComponent(first.pagination.nextCursor!);
    await expectError(
      await t.call(
        "GET",
        `/api/traces?agentId=${cursorAgent}&limit=3&sortBy=latencyMs&cursor=${cursor}`,
        { key },
      ),
      400,
      "VALIDATION_ERROR",
    );
    await expectError(
      await t.call("GET", "/api/traces?cursor=bm90LWEtY3Vyc29y", { key }),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("answers the period as a series of UTC buckets with every bucket present", async () => {
    const seriesAgent = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key, body: { name: "Series" } }),
        201,
      )
    ).id;
    await post({ agentId: seriesAgent, spans: [], latencyMs: 40, tokenCount: 30 });
    await post({
      agentId: seriesAgent,
      spans: [],
      latencyMs: 60,
      tokenCount: 20,
      outcome: "failure",
    });
    clock.advance(-2 * 86_400_000);
    const twoDaysAgo = clock.now().toISOString();
    await post({ agentId: seriesAgent, spans: [], latencyMs: 500, tokenCount: 7 });
    clock.advance(2 * 86_400_000);
    type Point = {
      timestamp: string;
      traces: number;
      failures: number;
      tokens: number;
      avgLatencyMs: number | null;
    };
    type Stats = { interval: string; series: Point[]; totalTraces: number };
    const sum = (points: Point[], field: "traces" | "failures" | "tokens") =>
      points.reduce((total, p) => total + p[field], 0);

    const day = await dataOf<Stats>(
      await t.call("GET", `/api/traces/stats?agentId=${seriesAgent}&period=24h`, { key }),
    );
    expect(day.interval).toBe("hour");
    expect(day.series.length).toBeGreaterThanOrEqual(24);
    expect(day.series.length).toBeLessThanOrEqual(25);
    for (const [i, point] of day.series.entries()) {
      expect(point.timestamp.endsWith(":00:00.000Z")).toBe(true);
      if (i > 0)
        expect(Date.parse(point.timestamp) - Date.parse(day.series[i - 1]!.timestamp)).toBe(
          3_600_000,
        );
    }
    expect([
      sum(day.series, "traces"),
      sum(day.series, "failures"),
      sum(day.series, "tokens"),
    ]).toEqual([2, 1, 50]);
    const busy = day.series.find((p) => p.traces > 0)!;
    expect(busy).toMatchObject({ traces: 2, failures: 1, tokens: 50, avgLatencyMs: 50 });
    expect(
      day.series
        .filter((p) => p.traces === 0)
        .every((p) => p.avgLatencyMs === null && p.tokens === 0),
    ).toBe(true);

    const week = await dataOf<Stats>(
      await t.call("GET", `/api/traces/stats?agentId=${seriesAgent}&period=7d&interval=day`, {
        key,
      }),
    );
    expect(week.interval).toBe("day");
    expect(week.series).toHaveLength(8);
    expect(sum(week.series, "traces")).toBe(week.totalTraces);
    const old = week.series.find((p) => p.timestamp === `${twoDaysAgo.slice(0, 10)}T00:00:00.000Z`);
    expect(old).toMatchObject({ traces: 1, tokens: 7, avgLatencyMs: 500 });
    expect(
      (await dataOf<Stats>(await t.call("GET", "/api/traces/stats?period=30d", { key }))).interval,
    ).toBe("day");
    await expectError(
      await t.call("GET", "/api/traces/stats?interval=minute", { key }),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("deletes a trace with its spans", async () => {
    const { traceId } = await post(nativeTrace(agentId, 6));
    const res = await t.call("DELETE", `/api/traces/${traceId}`, { key });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true });
    await expectError(await t.call("GET", `/api/traces/${traceId}`, { key }), 404, "NOT_FOUND");
    const left = await t.database.db
      .selectFrom("spans")
      .select("id")
      .where("trace_id", "=", traceId)
      .execute();
    expect(left).toEqual([]);
  });

  it("a native trace sent again with its id adds each span once", async () => {
    const body = nativeTrace(agentId, 7, { id: "tr_resent1" });
    await post(body);
    await post(body);
    const trace = await dataOf<{ spanCount: number; spans: unknown[]; tokenCount: number }>(
      await t.call("GET", "/api/traces/tr_resent1", { key }),
    );
    expect(trace.spans.length).toBe(3);
    expect(trace.spanCount).toBe(3);
    expect(trace.tokenCount).toBe(150);
  });

  it("stores text with NUL characters and odd token counts instead of failing", async () => {
    const { traceId } = await post({
      agentId,
      userMessage: "hi\u0000there",
      spans: [
        {
          name: "a\u0000b",
          type: "llm",
          model: "gpt\u0000",
          startTime: at(8),
          endTime: at(9),
          statusMessage: "bad\u0000",
        },
      ],
    });
    const trace = await dataOf<{
      userMessage: string;
      spans: Array<{ name: string; model: string }>;
    }>(await t.call("GET", `/api/traces/${traceId}`, { key }));
    expect(trace.userMessage).toBe("hithere");
    expect(trace.spans[0]).toMatchObject({ name: "ab", model: "gpt" });
    const attribute = (k: string, value: Record<string, unknown>) => ({ key: k, value });
    const res = await t.call("POST", "/v1/traces", {
      key,
      body: {
        resourceSpans: [
          {
            resource: {
              attributes: [attribute("service.name", { stringValue: "odd\u0000tokens" })],
            },
            scopeSpans: [
              {
                spans: [
                  {
                    traceId: "5b8efff798038103d269b633813fc60c",
                    spanId: "eee19b7ec3c1b174",
                    name: "chat",
                    startTimeUnixNano: "1768474800000000000",
                    endTimeUnixNano: "1768474801000000000",
                    attributes: [
                      attribute("gen_ai.request.model", { stringValue: "m\u0000" }),
                      attribute("gen_ai.usage.input_tokens", { doubleValue: 1.5 }),
                      attribute("gen_ai.usage.output_tokens", { intValue: "3000000000" }),
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    });
    expect(res.status).toBe(200);
    const span = await dataOf<Array<{ model: string; tokens: { input: number | null } }>>(
      await t.call("GET", "/api/traces/tr_5b8efff798038103d269b633813fc60c/spans", { key }),
    );
    expect(span[0]).toMatchObject({ model: "m", tokens: { input: 2 } });
  });
});
