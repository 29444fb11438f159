import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRows, TEST_DIALECTS } from "../../testing/databases";
import { createTestApp, dataOf, expectError, type TestApp } from "../../testing/harness";

interface Flag {
  id: string;
  traceId: string;
  agentId: string;
  status: string;
  reason: string;
  assignedTo: string | null;
  flaggedBy: string;
}
interface Detail extends Flag {
  reviewHistory: { action: string; fromStatus: string | null; toStatus: string; userId: string }[];
  comments: { content: string; userId: string }[];
}
interface ListBody {
  data: Flag[];
  total: number;
  stats: { open: number; in_review: number; resolved: number };
  pagination: { limit: number; offset: number; hasMore: boolean };
}

const BASE = "/api/flagged-traces";

describe.each(TEST_DIALECTS)("flagged traces on %s", (dialect) => {
  let t: TestApp;
  let key: string;
  let colleague: string;
  let other: string;
  let agentId: string;

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    key = await t.key({ userId: "alice" });
    colleague = await t.key({ userId: "bob", role: "member" });
    other = await t.key({ companyId: "other", userId: "eve" });
    agentId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key, body: { name: "flags" } }),
        201,
      )
    ).id;
  });
  afterAll(() => t.close());

  let n = 0;
  const newTrace = async () => {
    const start = new Date(Date.UTC(2026, 0, 1, 0, n++)).toISOString();
    const body = {
      agentId,
      spans: [{ id: "s", name: "answer", type: "llm", startTime: start, endTime: start }],
    };
    return (
      await dataOf<{ traceId: string }>(await t.call("POST", "/api/traces", { key, body }), 201)
    ).traceId;
  };
  const flag = async (body: Record<string, unknown>, as = key) =>
    dataOf<Flag>(await t.call("POST", BASE, { key: as, body }), 201);

  it("creates an open flag, and a second active flag on the trace is 409 with the existing id", async () => {
    const traceId = await newTrace();
    const made = await flag({ traceId, agentId, reason: "hallucination", notes: "made up a date" });
    expect(made).toMatchObject({ traceId, agentId, status: "open", flaggedBy: "alice" });
    expect(made.id).toMatch(/^flag_[0-9A-Z]{26}$/);
    const error = await expectError(
      await t.call("POST", BASE, { key: colleague, body: { traceId, agentId, reason: "other" } }),
      409,
      "CONFLICT",
    );
    expect(error.details?.existingFlagId).toBe(made.id);
    expect(
      await dataOf<Flag>(await t.call("GET", `${BASE}/by-trace/${traceId}`, { key })),
    ).toMatchObject({ id: made.id });
    // Resolved, the trace may be flagged again.
    await t.call("PATCH", `${BASE}/${made.id}`, { key, body: { status: "resolved" } });
    await expectError(
      await t.call("GET", `${BASE}/by-trace/${traceId}`, { key }),
      404,
      "NOT_FOUND",
    );
    const again = await flag({ traceId, agentId, reason: "other" });
    expect(again.id).not.toBe(made.id);
    // Reopening the old one would make two active flags.
    await expectError(
      await t.call("PATCH", `${BASE}/${made.id}`, { key, body: { status: "open" } }),
      409,
      "CONFLICT",
    );
  });

  it("changes status and assignee, keeping the review history in the detail", async () => {
    const made = await flag({ traceId: await newTrace(), agentId, reason: "poor_quality" });
    await t.call("PATCH", `${BASE}/${made.id}`, {
      key: colleague,
      body: { status: "in_review", assignedTo: "bob" },
    });
    const resolved = await dataOf<Flag & { resolvedAt: string | null }>(
      await t.call("PATCH", `${BASE}/${made.id}`, {
        key,
        body: { status: "resolved", assignedTo: null, resolutionNotes: "fixed the prompt" },
      }),
    );
    expect(resolved).toMatchObject({ status: "resolved", assignedTo: null });
    expect(resolved.resolvedAt).not.toBeNull();
    const detail = await dataOf<Detail>(await t.call("GET", `${BASE}/${made.id}`, { key }));
    expect(detail.reviewHistory.map((r) => [r.action, r.fromStatus, r.toStatus, r.userId])).toEqual(
      [
        ["created", null, "open", "alice"],
        ["updated", "open", "in_review", "bob"],
        ["updated", "in_review", "resolved", "alice"],
      ],
    );
  });

  it("lists with filters, sort, stats and offset pagination", async () => {
    const a = await flag({ traceId: await newTrace(), agentId, reason: "customer_complaint" });
    const b = await flag({
      traceId: await newTrace(),
      agentId,
      reason: "customer_complaint",
      assignedTo: "bob",
    });
    const list = async (query: string) =>
      (await (await t.call("GET", `${BASE}?${query}`, { key })).json()) as ListBody;
    const newest = await list("reason=customer_complaint");
    expect(newest.data.map((f) => f.id)).toEqual([b.id, a.id]);
    expect(newest.total).toBe(2);
    expect((await list("reason=customer_complaint&sort=oldest")).data.map((f) => f.id)).toEqual([
      a.id,
      b.id,
    ]);
    expect((await list("assignedTo=bob&reason=customer_complaint")).data.map((f) => f.id)).toEqual([
      b.id,
    ]);
    const page = await list("limit=1&offset=0&reason=customer_complaint");
    expect(page.pagination).toEqual({ limit: 1, offset: 0, hasMore: true });
    const all = await list("");
    expect(all.stats.open + all.stats.in_review + all.stats.resolved).toBe(all.total);
    expect(all.stats.open).toBe(all.data.filter((f) => f.status === "open").length);
    expect((await list("status=open")).data.every((f) => f.status === "open")).toBe(true);
  });

  it("lets only the creator delete a flag (403 otherwise, 404 when missing)", async () => {
    const made = await flag({ traceId: await newTrace(), agentId, reason: "other" });
    await expectError(
      await t.call("DELETE", `${BASE}/${made.id}`, { key: colleague }),
      403,
      "FORBIDDEN",
    );
    const res = await t.call("DELETE", `${BASE}/${made.id}`, { key });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toContain(made.id);
    await expectError(await t.call("DELETE", `${BASE}/${made.id}`, { key }), 404, "NOT_FOUND");
  });

  it("adds comments of 1-5,000 characters, shown in the detail", async () => {
    const made = await flag({ traceId: await newTrace(), agentId, reason: "other" });
    const comment = await dataOf<{ id: string; content: string }>(
      await t.call("POST", `${BASE}/${made.id}/comments`, {
        key: colleague,
        body: { content: "Looking" },
      }),
      201,
    );
    expect(comment.id).toMatch(/^cmt_/);
    for (const content of ["", "  ", "c".repeat(5_001)]) {
      await expectError(
        await t.call("POST", `${BASE}/${made.id}/comments`, { key, body: { content } }),
        400,
        "VALIDATION_ERROR",
      );
    }
    const detail = await dataOf<Detail>(await t.call("GET", `${BASE}/${made.id}`, { key }));
    expect(detail.comments.map((c) => [c.userId, c.content])).toEqual([["bob", "Looking"]]);
  });

  it("answers 404 NOT_FOUND for another company's flag or trace, on every endpoint", async () => {
    const traceId = await newTrace();
    const made = await flag({ traceId, agentId, reason: "other" });
    const before = await countRows(t.database, "flagged_traces");
    await expectError(
      await t.call("POST", BASE, { key: other, body: { traceId, agentId, reason: "other" } }),
      404,
      "NOT_FOUND",
    );
    for (const [method, path, body] of [
      ["GET", `${BASE}/${made.id}`, undefined],
      ["GET", `${BASE}/by-trace/${traceId}`, undefined],
      ["PATCH", `${BASE}/${made.id}`, { status: "resolved" }],
      ["DELETE", `${BASE}/${made.id}`, undefined],
      ["POST", `${BASE}/${made.id}/comments`, { content: "hi" }],
    ] as const) {
      await expectError(await t.call(method, path, { key: other, body }), 404, "NOT_FOUND");
    }
    expect(((await (await t.call("GET", BASE, { key: other })).json()) as ListBody).total).toBe(0);
    expect(await countRows(t.database, "flagged_traces")).toBe(before);
    expect(await dataOf<Flag>(await t.call("GET", `${BASE}/${made.id}`, { key }))).toMatchObject({
      status: "open",
    });
  });

  it.each([
    ["a missing traceId", { reason: "other" }],
    ["an unknown reason", { reason: "boring" }],
    ["notes over 2,000 characters", { reason: "other", notes: "n".repeat(2_001) }],
    ["an assignee outside the company", { reason: "other", assignedTo: "eve" }],
    ["another agent than the trace's", { reason: "other", agentId: "agent_other" }],
    ["an unknown field", { reason: "other", severity: "high" }],
  ])("answers 400 VALIDATION_ERROR for %s and stores nothing", async (_name, extra) => {
    const traceId = await newTrace();
    const before = await countRows(t.database, "flagged_traces");
    const body = { traceId, agentId, ...extra };
    if (_name === "a missing traceId") delete (body as { traceId?: string }).traceId;
    await expectError(await t.call("POST", BASE, { key, body }), 400, "VALIDATION_ERROR");
    expect(await countRows(t.database, "flagged_traces")).toBe(before);
  });

  it("refuses bad updates and list queries with 400", async () => {
    const made = await flag({ traceId: await newTrace(), agentId, reason: "other" });
    for (const body of [
      {},
      { status: "closed" },
      { resolutionNotes: "r".repeat(5_001) },
      { assignedTo: "eve" },
    ]) {
      await expectError(
        await t.call("PATCH", `${BASE}/${made.id}`, { key, body }),
        400,
        "VALIDATION_ERROR",
      );
    }
    for (const query of ["limit=0", "limit=101", "offset=-1", "sort=random", "status=closed"]) {
      await expectError(await t.call("GET", `${BASE}?${query}`, { key }), 400, "VALIDATION_ERROR");
    }
    expect(await dataOf<Flag>(await t.call("GET", `${BASE}/${made.id}`, { key }))).toMatchObject({
      status: "open",
      assignedTo: null,
    });
  });

  it("allows 30 flags and 60 comments per 15 minutes per user, then 429 RATE_LIMITED", async () => {
    const busy = await t.key({ userId: "busy" });
    const traceId = await newTrace();
    let last: Flag | undefined;
    for (let i = 0; i < 30; i++) {
      if (last) await t.call("DELETE", `${BASE}/${last.id}`, { key: busy });
      last = await flag({ traceId, agentId, reason: "other" }, busy);
    }
    if (last) await t.call("DELETE", `${BASE}/${last.id}`, { key: busy });
    const before = await countRows(t.database, "flagged_traces");
    const limited = await t.call("POST", BASE, {
      key: busy,
      body: { traceId, agentId, reason: "other" },
    });
    expect(limited.headers.get("retry-after")).toBeTruthy();
    await expectError(limited, 429, "RATE_LIMITED");
    expect(await countRows(t.database, "flagged_traces")).toBe(before);
    // Another user is not limited by busy's flags.
    const made = await flag({ traceId, agentId, reason: "other" });
    for (let i = 0; i < 60; i++) {
      const res = await t.call("POST", `${BASE}/${made.id}/comments`, {
        key: busy,
        body: { content: `c${i}` },
      });
      expect(res.status).toBe(201);
    }
    await expectError(
      await t.call("POST", `${BASE}/${made.id}/comments`, {
        key: busy,
        body: { content: "one more" },
      }),
      429,
      "RATE_LIMITED",
    );
  });
});
