import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import { createTestApp, dataOf, expectError, type TestApp } from "../../testing/harness";

interface SessionBody {
  id: string;
  name: string | null;
  userId: string | null;
  bookmarked: boolean;
  metadata: Record<string, unknown>;
  traceCount: number;
  failureCount: number;
  totalTokens: number;
  agentIds: string[];
  firstTraceAt: string | null;
  lastTraceAt: string | null;
  traces?: Array<{ id: string; createdAt: string }>;
}

describe.each(TEST_DIALECTS)("sessions and trace evaluations on %s", (dialect) => {
  let t: TestApp;
  let key: string;
  let agentId: string;
  let traceIds: string[] = [];

  const span = (minute: number, status = "ok") => ({
    id: "s1",
    name: "turn",
    type: "llm",
    startTime: new Date(Date.UTC(2026, 0, 15, 10, minute)).toISOString(),
    endTime: new Date(Date.UTC(2026, 0, 15, 10, minute, 2)).toISOString(),
    tokens: { input: 10, output: 5 },
    status,
  });

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    key = await t.key();
    agentId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key, body: { name: "Chat" } }),
        201,
      )
    ).id;
    traceIds = [];
    for (const [minute, status] of [
      [2, "ok"],
      [1, "error"],
      [3, "ok"],
    ] as const) {
      const created = await dataOf<{ traceId: string }>(
        await t.call("POST", "/api/traces", {
          key,
          body: { agentId, sessionId: "conv-1", userId: "alice", spans: [span(minute, status)] },
        }),
        201,
      );
      traceIds.push(created.traceId);
    }
  });
  afterAll(() => t.close());

  it("a trace's sessionId creates the session; it lists with totals", async () => {
    const res = await t.call("GET", "/api/sessions", { key });
    const body = (await res.json()) as { data: SessionBody[]; pagination: { total: number } };
    expect(res.status).toBe(200);
    expect(body.pagination.total).toBe(1);
    expect(body.data[0]).toMatchObject({
      id: "conv-1",
      userId: "alice",
      bookmarked: false,
      traceCount: 3,
      failureCount: 1,
      totalTokens: 45,
      agentIds: [agentId],
      firstTraceAt: "2026-01-15T10:01:00.000Z",
      lastTraceAt: "2026-01-15T10:03:00.000Z",
    });
  });

  it("gets a session with its traces in the order they happened", async () => {
    const session = await dataOf<SessionBody>(await t.call("GET", "/api/sessions/conv-1", { key }));
    expect(session.traces?.map((r) => r.createdAt)).toEqual([
      "2026-01-15T10:01:00.000Z",
      "2026-01-15T10:02:00.000Z",
      "2026-01-15T10:03:00.000Z",
    ]);
  });

  it("creates a session (409 when the id exists) and patches it", async () => {
    const created = await dataOf<SessionBody>(
      await t.call("POST", "/api/sessions", {
        key,
        body: { name: "Refund chat", userId: "bob", metadata: { channel: "web" } },
      }),
      201,
    );
    expect(created.id).toMatch(/^ses_/);
    expect(created).toMatchObject({ name: "Refund chat", traceCount: 0, firstTraceAt: null });
    await expectError(
      await t.call("POST", "/api/sessions", { key, body: { id: "conv-1" } }),
      409,
      "CONFLICT",
    );
    const patched = await dataOf<SessionBody>(
      await t.call("PATCH", `/api/sessions/${created.id}`, {
        key,
        body: { bookmarked: true, metadata: { priority: "high" } },
      }),
    );
    expect(patched).toMatchObject({
      bookmarked: true,
      name: "Refund chat",
      metadata: { channel: "web", priority: "high" },
    });
    const bookmarked = (await (
      await t.call("GET", "/api/sessions?bookmarked=true", { key })
    ).json()) as { data: SessionBody[] };
    expect(bookmarked.data.map((s) => s.id)).toEqual([created.id]);
    await expectError(
      await t.call("PATCH", "/api/sessions/nope", { key, body: { name: "x" } }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await t.call("POST", "/api/sessions", { key, body: { id: "bad id!" } }),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("hides sessions from other companies and from keys bound to other agents", async () => {
    const other = await t.key({ companyId: "elsewhere" });
    await expectError(
      await t.call("GET", "/api/sessions/conv-1", { key: other }),
      404,
      "NOT_FOUND",
    );
    const unrelated = await dataOf<{ id: string }>(
      await t.call("POST", "/api/agents", { key, body: { name: "Unrelated" } }),
      201,
    );
    const bound = await t.key({ agentId: unrelated.id });
    await expectError(
      await t.call("GET", "/api/sessions/conv-1", { key: bound }),
      404,
      "NOT_FOUND",
    );
  });

  it("attaches evaluations to a trace and a span, and lists them by trace", async () => {
    const [traceId] = traceIds;
    const numeric = await dataOf<Record<string, unknown>>(
      await t.call("POST", "/api/trace-evaluation", {
        key,
        body: { traceId, name: "helpfulness", value: 0.8, comment: "good", evaluationId: "run-7" },
      }),
      201,
    );
    expect(numeric).toMatchObject({
      traceId,
      spanId: null,
      name: "helpfulness",
      dataType: "numeric",
      value: 0.8,
      label: null,
      source: "api",
      evaluationId: "run-7",
    });
    const boolean = await dataOf<Record<string, unknown>>(
      await t.call("POST", "/api/trace-evaluation", {
        key,
        body: { traceId, spanId: "s1", name: "grounded", value: true, source: "eval" },
      }),
      201,
    );
    expect(boolean).toMatchObject({ dataType: "boolean", value: 1, label: "true", spanId: "s1" });
    const label = await dataOf<Record<string, unknown>>(
      await t.call("POST", "/api/trace-evaluation", {
        key,
        body: { traceId, name: "topic", label: "refunds", source: "annotation" },
      }),
      201,
    );
    expect(label).toMatchObject({ dataType: "categorical", value: null, label: "refunds" });

    const res = await t.call("GET", `/api/trace-evaluation?traceId=${traceId}`, { key });
    const body = (await res.json()) as {
      data: Array<{ name: string }>;
      pagination: { total: number };
    };
    expect(body.pagination.total).toBe(3);
    const bySource = (await (
      await t.call("GET", `/api/trace-evaluation?traceId=${traceId}&source=eval`, { key })
    ).json()) as { data: Array<{ name: string }> };
    expect(bySource.data.map((e) => e.name)).toEqual(["grounded"]);
  });

  it("refuses evaluations without a value or label, of unknown spans or invisible traces", async () => {
    const [traceId] = traceIds;
    await expectError(
      await t.call("POST", "/api/trace-evaluation", { key, body: { traceId, name: "x" } }),
      400,
      "VALIDATION_ERROR",
    );
    await expectError(
      await t.call("POST", "/api/trace-evaluation", {
        key,
        body: { traceId, name: "x", value: "high" },
      }),
      400,
      "VALIDATION_ERROR",
    );
    await expectError(
      await t.call("POST", "/api/trace-evaluation", {
        key,
        body: { traceId, spanId: "nope", name: "x", value: 1 },
      }),
      404,
      "NOT_FOUND",
    );
    const other = await t.key({ companyId: "elsewhere" });
    await expectError(
      await t.call("POST", "/api/trace-evaluation", {
        key: other,
        body: { traceId, name: "x", value: 1 },
      }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await t.call("GET", `/api/trace-evaluation?traceId=${traceId}`, { key: other }),
      404,
      "NOT_FOUND",
    );
  });

  it("deleting a trace removes its evaluations", async () => {
    const traceId = traceIds[0] as string;
    await t.call("DELETE", `/api/traces/${traceId}`, { key });
    const left = await t.database.db
      .selectFrom("trace_evaluations")
      .select("id")
      .where("trace_id", "=", traceId)
      .execute();
    expect(left).toEqual([]);
  });
});
