import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventEnvelope } from "../../events/types";
import { TEST_DIALECTS } from "../../testing/databases";
import { postFailures, recordEvents } from "../../testing/failures";
import { createTestApp, dataOf, expectError, type TestApp } from "../../testing/harness";

interface IssueBody {
  id: string;
  title: string;
  severity: string;
  status: string;
  traceCount: number;
  agentId: string;
  agentName: string | null;
  tags: string[];
  clusterId: string | null;
  traceIds: string[];
  fixes: unknown[];
  metadata: {
    firstSeenAt: string | null;
    lastSeenAt: string | null;
    affectedCustomers: number;
    clusterConfidence: number | null;
  };
}
interface Page<T> {
  data: T[];
  pagination: { page: number; limit: number; total: number; hasMore: boolean };
}

describe.each(TEST_DIALECTS)("issues on %s", (dialect) => {
  let t: TestApp;
  let key: string;
  let otherKey: string;
  let agentId: string;
  let traceIds: string[];
  let foreignTrace: string;
  let events: EventEnvelope[];

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    events = recordEvents(t);
    key = await t.key({ companyId: "acme" });
    otherKey = await t.key({ companyId: "other-co" });
    agentId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key, body: { name: "support" } }),
        201,
      )
    ).id;
    traceIds = await postFailures(t, key, agentId, [
      { message: "timeout A", userId: "u1", minutes: 0 },
      { message: "timeout B", userId: "u2", minutes: 5 },
      { message: "timeout C", userId: "u1", minutes: 9 },
    ]);
    const otherAgent = await dataOf<{ id: string }>(
      await t.call("POST", "/api/agents", { key: otherKey, body: { name: "theirs" } }),
      201,
    );
    [foreignTrace] = (await postFailures(t, otherKey, otherAgent.id, [{ message: "x" }])) as [
      string,
    ];
  });
  afterAll(() => t.close());

  const create = async (body: Record<string, unknown>, as = key) =>
    dataOf<IssueBody>(await t.call("POST", "/api/v2/issues", { key: as, body }), 201);
  const count = async (as = key) =>
    (
      (await (
        await t.call("GET", "/api/v2/issues?limit=100", { key: as })
      ).json()) as Page<IssueBody>
    ).pagination.total;

  it("opens an issue (status open) with traceCount, agentName, tags, metadata and case.created", async () => {
    const issue = await create({
      title: "Order lookups time out",
      description: "Upstream is slow",
      agentId,
      severity: "high",
      traceIds,
      tags: ["orders"],
    });
    expect(issue).toMatchObject({
      status: "open",
      severity: "high",
      traceCount: 3,
      agentName: "support",
      tags: ["orders"],
      traceIds,
      fixes: [],
      clusterId: null,
    });
    expect(issue.id).toMatch(/^iss_[0-9A-Z]{26}$/);
    expect(issue.metadata).toEqual({
      firstSeenAt: "2026-01-15T11:00:00.000Z",
      lastSeenAt: "2026-01-15T11:09:00.000Z",
      affectedCustomers: 2,
      clusterConfidence: null,
    });
    await t.deps.jobs.drain();
    const created = events.find((e) => e.event === "case.created" && e.data.issueId === issue.id);
    expect(created?.data).toMatchObject({
      companyId: "acme",
      agentId,
      severity: "high",
      traceCount: 3,
    });
    const detail = await dataOf<IssueBody>(
      await t.call("GET", `/api/v2/issues/${issue.id}`, { key }),
    );
    expect(detail).toEqual(issue);
  });

  it("answers 404 naming another company's trace, and creates nothing", async () => {
    const before = await count();
    const error = await expectError(
      await t.call("POST", "/api/v2/issues", {
        key,
        body: { title: "x", agentId, severity: "low", traceIds: [traceIds[0], foreignTrace] },
      }),
      404,
      "NOT_FOUND",
    );
    expect(error.message).toContain(foreignTrace);
    expect(await count()).toBe(before);
  });

  it("answers 400 for bad enums, missing fields, repeated traces and limits over 100", async () => {
    const before = await count();
    const bad = [
      { title: "x", agentId, severity: "urgent" },
      { agentId, severity: "low" },
      { title: "x", severity: "low" },
      { title: "x", agentId, severity: "low", traceIds: [traceIds[0], traceIds[0]] },
      { title: "x", agentId, severity: "low", unknown: 1 },
    ];
    for (const body of bad) {
      await expectError(
        await t.call("POST", "/api/v2/issues", { key, body }),
        400,
        "VALIDATION_ERROR",
      );
    }
    for (const query of [
      "limit=101",
      "status=done",
      "severity=urgent",
      "sortBy=title",
      "sortOrder=up",
    ]) {
      await expectError(
        await t.call("GET", `/api/v2/issues?${query}`, { key }),
        400,
        "VALIDATION_ERROR",
      );
    }
    expect(await count()).toBe(before);
  });

  it("answers 404 for another company's agent and hides issues across companies", async () => {
    const issue = await create({ title: "mine", agentId, severity: "low" });
    const otherAgent = await dataOf<{ id: string }[]>(
      await t.call("GET", "/api/agents", { key: otherKey }),
    );
    await expectError(
      await t.call("POST", "/api/v2/issues", {
        key,
        body: { title: "x", agentId: otherAgent[0]?.id, severity: "low" },
      }),
      404,
      "NOT_FOUND",
    );
    for (const [method, body] of [["GET"], ["PATCH", { severity: "low" }], ["DELETE"]] as const) {
      await expectError(
        await t.call(method, `/api/v2/issues/${issue.id}`, { key: otherKey, body }),
        404,
        "NOT_FOUND",
      );
    }
    expect(await count(otherKey)).toBe(0);
  });

  it("filters, sorts severity by rank and traceCount, and pages", async () => {
    const sorter = await dataOf<{ id: string }>(
      await t.call("POST", "/api/agents", { key, body: { name: "sorter" } }),
      201,
    );
    for (const [severity, n] of [
      ["medium", 0],
      ["critical", 2],
      ["low", 1],
      ["high", 3],
    ] as const) {
      await create({
        title: severity,
        agentId: sorter.id,
        severity,
        traceIds: traceIds.slice(0, n),
      });
    }
    const list = async (query: string) =>
      (await (
        await t.call("GET", `/api/v2/issues?agentId=${sorter.id}&${query}`, { key })
      ).json()) as Page<IssueBody>;
    expect((await list("sortBy=severity&sortOrder=desc")).data.map((i) => i.severity)).toEqual([
      "critical",
      "high",
      "medium",
      "low",
    ]);
    expect((await list("sortBy=severity&sortOrder=asc")).data.map((i) => i.severity)).toEqual([
      "low",
      "medium",
      "high",
      "critical",
    ]);
    expect((await list("sortBy=traceCount&sortOrder=asc")).data.map((i) => i.traceCount)).toEqual([
      0, 1, 2, 3,
    ]);
    expect((await list("severity=critical")).data.map((i) => i.title)).toEqual(["critical"]);
    const page = await list("limit=3&page=2");
    expect(page.data).toHaveLength(1);
    expect(page.pagination).toEqual({ page: 2, limit: 3, total: 4, hasMore: false });
    expect((await list("status=closed")).data).toEqual([]);
  });

  it("patches only supplied fields and enforces status moves with 409", async () => {
    const issue = await create({
      title: "p",
      agentId,
      severity: "low",
      tags: ["a"],
      traceIds: [traceIds[1]],
    });
    const patched = await dataOf<IssueBody>(
      await t.call("PATCH", `/api/v2/issues/${issue.id}`, { key, body: { severity: "critical" } }),
    );
    expect(patched).toMatchObject({
      severity: "critical",
      status: "open",
      tags: ["a"],
      traceCount: 1,
    });
    const closed = await dataOf<IssueBody>(
      await t.call("PATCH", `/api/v2/issues/${issue.id}`, { key, body: { status: "closed" } }),
    );
    expect(closed.status).toBe("closed");
    const error = await expectError(
      await t.call("PATCH", `/api/v2/issues/${issue.id}`, {
        key,
        body: { status: "testing", tags: ["b"] },
      }),
      409,
      "CONFLICT",
    );
    expect(error.details).toMatchObject({ status: "closed", allowed: ["open"] });
    const after = await dataOf<IssueBody>(
      await t.call("GET", `/api/v2/issues/${issue.id}`, { key }),
    );
    expect(after).toMatchObject({ status: "closed", tags: ["a"] });
    await expectError(
      await t.call("PATCH", `/api/v2/issues/${issue.id}`, { key, body: { status: "gone" } }),
      400,
      "VALIDATION_ERROR",
    );
    expect(
      (
        await dataOf<IssueBody>(
          await t.call("PATCH", `/api/v2/issues/${issue.id}`, { key, body: { status: "open" } }),
        )
      ).status,
    ).toBe("open");
  });

  it("deletes an issue and keeps its traces", async () => {
    const issue = await create({ title: "d", agentId, severity: "low", traceIds: [traceIds[2]] });
    expect((await t.call("DELETE", `/api/v2/issues/${issue.id}`, { key })).status).toBe(200);
    await expectError(await t.call("GET", `/api/v2/issues/${issue.id}`, { key }), 404, "NOT_FOUND");
    expect((await t.call("GET", `/api/traces/${traceIds[2]}`, { key })).status).toBe(200);
  });
  it("limits a key bound to one agent to that agent's issues and traces", async () => {
    const other = await dataOf<{ id: string }>(
      await t.call("POST", "/api/agents", { key, body: { name: "billing" } }),
      201,
    );
    const theirs = await create({ title: "billing issue", agentId: other.id, severity: "low" });
    const bound = await t.key({ companyId: "acme", agentId });
    await expectError(
      await t.call("GET", `/api/v2/issues/${theirs.id}`, { key: bound }),
      404,
      "NOT_FOUND",
    );
    const listed = await dataOf<IssueBody[]>(
      await t.call("GET", "/api/v2/issues?limit=100", { key: bound }),
    );
    expect(listed.every((issue) => issue.agentId === agentId)).toBe(true);
    await expectError(
      await t.call("POST", "/api/v2/issues", {
        key: bound,
        body: { title: "x", agentId: other.id, severity: "low" },
      }),
      404,
      "NOT_FOUND",
    );
  });
});
