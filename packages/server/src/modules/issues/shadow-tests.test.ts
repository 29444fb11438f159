import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import { postFailures } from "../../testing/failures";
import { createTestApp, dataOf, expectError, type TestApp } from "../../testing/harness";

interface ShadowBody {
  id: string;
  fixId: string | null;
  issueId: string | null;
  status: string;
  traceCount: number;
  config: { comparisonMode: string };
  results: Record<string, unknown> | null;
  completedAt: string | null;
  traceIds: string[];
  traceResults: unknown[];
}

describe.each(TEST_DIALECTS)("shadow-test records on %s", (dialect) => {
  let t: TestApp;
  let key: string;
  let otherKey: string;
  let agentId: string;
  let traceIds: string[];
  let foreignTrace: string;

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    key = await t.key({ companyId: "acme" });
    otherKey = await t.key({ companyId: "other-co" });
    agentId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key, body: { name: "support" } }),
        201,
      )
    ).id;
    traceIds = await postFailures(t, key, agentId, [
      { message: "a" },
      { message: "b" },
      { message: "c" },
    ]);
    const theirs = await dataOf<{ id: string }>(
      await t.call("POST", "/api/agents", { key: otherKey, body: { name: "x" } }),
      201,
    );
    [foreignTrace] = (await postFailures(t, otherKey, theirs.id, [{ message: "x" }])) as [string];
  });
  afterAll(() => t.close());

  const newIssue = async () =>
    (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/v2/issues", {
          key,
          body: { title: "i", agentId, severity: "low", traceIds },
        }),
        201,
      )
    ).id;
  const newFix = async (issueId: string) =>
    (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/fixes", {
          key,
          body: { issueId, type: "config_change", description: "d", changes: { maxTokens: 300 } },
        }),
        201,
      )
    ).id;
  const newTest = async (fixId: string, extra: Record<string, unknown> = {}) =>
    dataOf<ShadowBody>(
      await t.call("POST", "/api/shadow-tests", { key, body: { fixId, traceIds, ...extra } }),
      201,
    );
  const patch = (id: string, body: Record<string, unknown>) =>
    t.call("PATCH", `/api/shadow-tests/${id}`, { key, body });
  const total = async () =>
    (
      (await (await t.call("GET", "/api/shadow-tests?limit=100", { key })).json()) as {
        pagination: { total: number };
      }
    ).pagination.total;

  it("creates a pending test with traceCount and side_by_side by default, and lists it", async () => {
    const fixId = await newFix(await newIssue());
    const test = await newTest(fixId);
    expect(test).toMatchObject({
      fixId,
      status: "pending",
      traceCount: 3,
      config: { comparisonMode: "side_by_side" },
    });
    expect(test.id).toMatch(/^st_[0-9A-Z]{26}$/);
    const automated = await newTest(fixId, { config: { comparisonMode: "automated" } });
    expect(automated.config.comparisonMode).toBe("automated");
    const listed = await dataOf<ShadowBody[]>(
      await t.call("GET", `/api/shadow-tests?fixId=${fixId}&status=pending`, { key }),
    );
    expect(listed.map((s) => s.id)).toEqual([automated.id, test.id]);
    const detail = await dataOf<ShadowBody>(
      await t.call("GET", `/api/shadow-tests/${test.id}`, { key }),
    );
    expect(detail).toMatchObject({ traceIds, traceResults: [], results: null });
    const fix = await dataOf<{ shadowTests: unknown[] }>(
      await t.call("GET", `/api/fixes/${fixId}`, { key }),
    );
    expect(fix.shadowTests).toEqual([
      { id: test.id, status: "pending", improvementRate: null },
      { id: automated.id, status: "pending", improvementRate: null },
    ]);
  });

  it("answers 404 for another company's trace or fix, 400 for bad input, and creates nothing", async () => {
    const fixId = await newFix(await newIssue());
    const before = await total();
    const error = await expectError(
      await t.call("POST", "/api/shadow-tests", {
        key,
        body: { fixId, traceIds: [traceIds[0], foreignTrace] },
      }),
      404,
      "NOT_FOUND",
    );
    expect(error.message).toContain(foreignTrace);
    await expectError(
      await t.call("POST", "/api/shadow-tests", {
        key: otherKey,
        body: { fixId, traceIds: [foreignTrace] },
      }),
      404,
      "NOT_FOUND",
    );
    for (const body of [
      { fixId, traceIds: [] },
      { fixId, traceIds, config: { comparisonMode: "vibes" } },
      { traceIds },
      { fixId, traceIds: [traceIds[0], traceIds[0]] },
    ]) {
      await expectError(
        await t.call("POST", "/api/shadow-tests", { key, body }),
        400,
        "VALIDATION_ERROR",
      );
    }
    await expectError(
      await t.call("GET", "/api/shadow-tests?limit=101", { key }),
      400,
      "VALIDATION_ERROR",
    );
    await expectError(
      await t.call("GET", "/api/shadow-tests?status=done", { key }),
      400,
      "VALIDATION_ERROR",
    );
    expect(await total()).toBe(before);
  });

  it("moves pending → running → completed with results and traceResults, then refuses more", async () => {
    const fixId = await newFix(await newIssue());
    const test = await newTest(fixId);
    await expectError(await patch(test.id, { status: "completed" }), 409, "CONFLICT");
    expect((await dataOf<ShadowBody>(await patch(test.id, { status: "running" }))).status).toBe(
      "running",
    );
    await expectError(await patch(test.id, { status: "completed" }), 400, "VALIDATION_ERROR");
    await expectError(
      await patch(test.id, {
        status: "completed",
        results: { improved: 3, unchanged: 1, regressed: 0, improvementRate: 1 },
      }),
      400,
      "VALIDATION_ERROR",
    );
    await expectError(
      await patch(test.id, {
        status: "completed",
        results: { improved: 1, unchanged: 1, regressed: 0, improvementRate: 0.5 },
        traceResults: [
          {
            traceId: foreignTrace,
            verdict: "improved",
            originalScore: 0.1,
            fixedScore: 0.9,
            explanation: "",
          },
        ],
      }),
      400,
      "VALIDATION_ERROR",
    );
    const traceResults = traceIds.map((traceId, i) => ({
      traceId,
      verdict: i === 0 ? "improved" : "unchanged",
      originalScore: 0.4,
      fixedScore: i === 0 ? 0.9 : 0.41,
      explanation: "judged",
    }));
    const done = await dataOf<ShadowBody>(
      await patch(test.id, {
        status: "completed",
        results: { improved: 1, unchanged: 2, regressed: 0, improvementRate: 1 / 3 },
        traceResults,
      }),
    );
    expect(done).toMatchObject({
      status: "completed",
      results: { improved: 1, improvementRate: 1 / 3 },
      traceResults,
    });
    expect(done.completedAt).not.toBeNull();
    await expectError(
      await patch(test.id, { status: "failed", results: { error: "late" } }),
      409,
      "CONFLICT",
    );
    await expectError(
      await patch(test.id, {
        results: { improved: 0, unchanged: 0, regressed: 0, improvementRate: 0 },
      }),
      409,
      "CONFLICT",
    );
    const legacy = await t.call("GET", `/api/shadow-tests/${test.id}/results`, { key });
    expect(legacy.headers.get("deprecation")).toBe("true");
    expect(await dataOf(legacy)).toEqual({
      testId: test.id,
      status: "completed",
      results: done.results,
    });
    const fix = await dataOf<{ shadowTests: unknown[] }>(
      await t.call("GET", `/api/fixes/${fixId}`, { key }),
    );
    expect(fix.shadowTests).toEqual([{ id: test.id, status: "completed", improvementRate: 1 / 3 }]);
  });

  it("keeps results.error on a failed test and refuses an error on any other status", async () => {
    const test = await newTest(await newFix(await newIssue()));
    await expectError(
      await patch(test.id, { status: "running", results: { error: "x" } }),
      400,
      "VALIDATION_ERROR",
    );
    const failed = await dataOf<ShadowBody>(
      await patch(test.id, { status: "failed", results: { error: "provider down" } }),
    );
    expect(failed).toMatchObject({ status: "failed", results: { error: "provider down" } });
    await expectError(await patch(test.id, { status: "running" }), 409, "CONFLICT");
  });

  it("blocks deleting an issue while its test is active (409), then detaches fixes and tests", async () => {
    const issueId = await newIssue();
    const fixId = await newFix(issueId);
    const test = await newTest(fixId);
    await expectError(
      await t.call("DELETE", `/api/v2/issues/${issueId}`, { key }),
      409,
      "CONFLICT",
    );
    await dataOf(await patch(test.id, { status: "running" }));
    await expectError(
      await t.call("DELETE", `/api/v2/issues/${issueId}`, { key }),
      409,
      "CONFLICT",
    );
    expect((await t.call("GET", `/api/v2/issues/${issueId}`, { key })).status).toBe(200);
    await dataOf(await patch(test.id, { status: "failed", results: { error: "stopped" } }));
    expect((await t.call("DELETE", `/api/v2/issues/${issueId}`, { key })).status).toBe(200);
    expect(
      await dataOf<{ issueId: string | null }>(await t.call("GET", `/api/fixes/${fixId}`, { key })),
    ).toMatchObject({
      issueId: null,
    });
    expect(
      await dataOf<ShadowBody>(await t.call("GET", `/api/shadow-tests/${test.id}`, { key })),
    ).toMatchObject({
      fixId,
      issueId: null,
      status: "failed",
    });
    for (const traceId of traceIds)
      expect((await t.call("GET", `/api/traces/${traceId}`, { key })).status).toBe(200);
  });

  it("hides tests across companies", async () => {
    const test = await newTest(await newFix(await newIssue()));
    for (const [method, path, body] of [
      ["GET", `/api/shadow-tests/${test.id}`],
      ["GET", `/api/shadow-tests/${test.id}/results`],
      ["PATCH", `/api/shadow-tests/${test.id}`, { status: "running" }],
    ] as const) {
      await expectError(await t.call(method, path, { key: otherKey, body }), 404, "NOT_FOUND");
    }
    expect(
      (await dataOf<ShadowBody>(await t.call("GET", `/api/shadow-tests/${test.id}`, { key })))
        .status,
    ).toBe("pending");
  });
});
