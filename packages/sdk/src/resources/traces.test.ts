import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Vigil } from "../client";
import { BadRequestError, NotFoundError } from "../core/errors";
import { startTestServer, type TestServer } from "../testing/test-server";
import type { TraceCreateParams } from "../types";

let server: TestServer;
let vigil: Vigil;
let agentId: string;

const at = (ms: number) => new Date(Date.UTC(2026, 0, 15, 10, 0, 0, ms)).toISOString();

/** A trace of three spans: a chain with a retrieval and an LLM call inside. */
function threeSpans(extra: Partial<TraceCreateParams> = {}): TraceCreateParams {
  return {
    agentId,
    spans: [
      { id: "root", name: "answer", type: "chain", startTime: at(0), endTime: at(1200) },
      {
        id: "search",
        parentSpanId: "root",
        name: "search",
        type: "retrieval",
        startTime: at(100),
        endTime: at(300),
        query: "order status",
        documents: [{ id: "doc-1", content: "Order 42 ships tomorrow", score: 0.91 }],
      },
      {
        id: "llm",
        parentSpanId: "root",
        name: "chat",
        type: "llm",
        startTime: at(300),
        endTime: at(1100),
        model: "gpt-4o-mini",
        tokens: { input: 120, output: 30 },
        input: "Where is my order?",
        output: "It ships tomorrow.",
      },
    ],
    ...extra,
  };
}

beforeAll(async () => {
  server = await startTestServer();
  vigil = await server.client();
  agentId = (await vigil.agents.create({ name: "Traced" })).id;
});
afterAll(() => server.close());

describe("vigil.traces against the real server", () => {
  it("creates a trace and reads it back with its spans", async () => {
    const created = await vigil.traces.create(threeSpans({ sessionId: "chat-1", userId: "alice" }));
    expect(created).toMatchObject({ spanCount: 3, ingested: true });
    expect(created.traceId).toMatch(/^tr_/);

    const trace = await vigil.traces.get(created.traceId);
    expect(trace).toMatchObject({
      id: created.traceId,
      agentId,
      outcome: "success",
      latencyMs: 1200,
      tokens: { input: 120, output: 30, total: 150 },
      sessionId: "chat-1",
      userId: "alice",
      source: "native",
      spanCount: 3,
    });
    expect(trace.spans.find((s) => s.id === "llm")).toMatchObject({
      model: "gpt-4o-mini",
      parentSpanId: "root",
      tokens: { input: 120, output: 30, total: 150 },
    });
  });

  it("lists a trace's spans with parentSpanId and children", async () => {
    const { traceId } = await vigil.traces.create(threeSpans());
    const spans = await vigil.traces.spans(traceId);
    expect(spans.map((s) => s.id).sort()).toEqual(["llm", "root", "search"]);
    expect([...(spans.find((s) => s.id === "root")?.children ?? [])].sort()).toEqual([
      "llm",
      "search",
    ]);
    expect(spans.find((s) => s.id === "search")).toMatchObject({
      type: "retrieval",
      documents: [{ id: "doc-1", score: 0.91 }],
    });
  });

  it("merges a trace sent twice with its id, adding each span once", async () => {
    const body = threeSpans({ id: "tr_sentTwice" });
    await vigil.traces.create(body);
    const again = await vigil.traces.create(body);
    expect(again.traceId).toBe("tr_sentTwice");
    expect((await vigil.traces.get("tr_sentTwice")).spans).toHaveLength(3);
  });

  it("deletes a trace, after which it is not found", async () => {
    const { traceId } = await vigil.traces.create(threeSpans());
    const deleted = await vigil.traces.delete(traceId);
    expect(deleted.message).toContain(traceId);
    await expect(vigil.traces.get(traceId)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("computes stats over a period for an agent", async () => {
    const client = await server.client();
    const agent = await client.agents.create({ name: "Stats" });
    for (const latencyMs of [10, 20, 30]) {
      await client.traces.create({ agentId: agent.id, spans: [], latencyMs, tokenCount: 100 });
    }
    await client.traces.create({ agentId: agent.id, spans: [], outcome: "failure" });
    const stats = await client.traces.stats({ agentId: agent.id, period: "24h" });
    expect(stats).toMatchObject({
      period: "24h",
      totalTraces: 4,
      successRate: 0.75,
      byOutcome: { success: 3, failure: 1 },
    });
    await expect(client.traces.stats()).resolves.toMatchObject({ period: "7d", totalTraces: 4 });
  });

  it("lists with filters and iterates 25 traces across pages of 10", async () => {
    const client = await server.client();
    const agent = await client.agents.create({ name: "Many" });
    for (let i = 0; i < 25; i++) {
      await client.traces.create({
        agentId: agent.id,
        spans: [],
        outcome: i < 5 ? "failure" : "success",
      });
    }
    const failures = await client.traces.list({ agentId: agent.id, outcome: "failure" });
    expect(failures.pagination).toMatchObject({ total: 5, hasMore: false });

    const first = await client.traces.list({ limit: 10 });
    expect(first.data).toHaveLength(10);
    expect(first.pagination).toMatchObject({ page: 1, total: 25, hasMore: true });

    const ids = new Set<string>();
    for await (const trace of client.traces.listAll({ limit: 10 })) ids.add(trace.id);
    expect(ids.size).toBe(25);

    // The next pages are fetched by the server's cursor, and still number 2 and 3.
    expect(first.pagination.nextCursor).toEqual(expect.any(String));
    const second = await first.getNextPage();
    expect(second.pagination).toMatchObject({ page: 2, hasMore: true });
    const third = await second.getNextPage();
    expect(third.pagination).toMatchObject({ page: 3, hasMore: false, nextCursor: null });
    expect(new Set([...first.data, ...second.data, ...third.data].map((t) => t.id)).size).toBe(25);
  });

  it("throws NotFoundError for an unknown trace on get, spans and delete", async () => {
    for (const call of [
      () => vigil.traces.get("tr_missing"),
      () => vigil.traces.spans("tr_missing"),
      () => vigil.traces.delete("tr_missing"),
    ]) {
      const error = await call().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NotFoundError);
      expect(error).toMatchObject({ status: 404, code: "NOT_FOUND" });
    }
  });

  it("throws NotFoundError when the agent is another company's", async () => {
    const other = await server.client();
    const theirs = await other.agents.create({ name: "not yours" });
    await expect(vigil.traces.create({ agentId: theirs.id, spans: [] })).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it("throws BadRequestError for a span ending before it starts", async () => {
    const error = await vigil.traces
      .create({
        agentId,
        spans: [{ name: "x", type: "tool", startTime: at(500), endTime: at(0) }],
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toMatchObject({ code: "VALIDATION_ERROR" });
  });
});
