import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import { postFailures } from "../../testing/failures";
import { createTestApp, dataOf, expectError, type TestApp } from "../../testing/harness";

describe.each(TEST_DIALECTS)("the deprecated case interface on %s", (dialect) => {
  let t: TestApp;
  let key: string;
  let agentId: string;
  let traceIds: string[];

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    key = await t.key({ companyId: "acme" });
    agentId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key, body: { name: "support" } }),
        201,
      )
    ).id;
    traceIds = await postFailures(t, key, agentId, [
      { message: "a", userId: "u1" },
      { message: "b", userId: "u2" },
    ]);
  });
  afterAll(() => t.close());

  const deprecated = (res: Response) => {
    expect(res.headers.get("deprecation")).toBe("true");
    return res;
  };

  it("creates, reads, lists, patches and deletes issues as cases, each answer marked deprecated", async () => {
    const created = await dataOf<{ id: string; status: string; traceCount: number }>(
      deprecated(
        await t.call("POST", "/api/v1/cases", {
          key,
          body: { title: "Timeouts", description: "slow", agentId, severity: "high", traceIds },
        }),
      ),
      201,
    );
    expect(created).toMatchObject({ status: "open", traceCount: 2 });
    const asIssue = await dataOf<{ title: string; metadata: { affectedCustomers: number } }>(
      await t.call("GET", `/api/v2/issues/${created.id}`, { key }),
    );
    expect(asIssue).toMatchObject({ title: "Timeouts", metadata: { affectedCustomers: 2 } });
    expect(
      (
        await dataOf<{ id: string }>(
          deprecated(await t.call("GET", `/api/v1/cases/${created.id}`, { key })),
        )
      ).id,
    ).toBe(created.id);
    const listed = await dataOf<{ id: string }[]>(
      deprecated(
        await t.call("GET", `/api/v1/cases?agentId=${agentId}&status=open&severity=high`, { key }),
      ),
    );
    expect(listed.map((c) => c.id)).toEqual([created.id]);
    const patched = await dataOf<{ status: string; severity: string }>(
      deprecated(
        await t.call("PATCH", `/api/v1/cases/${created.id}`, { key, body: { status: "closed" } }),
      ),
    );
    expect(patched).toMatchObject({ status: "closed", severity: "high" });
    await expectError(
      deprecated(
        await t.call("PATCH", `/api/v1/cases/${created.id}`, { key, body: { status: "testing" } }),
      ),
      409,
      "CONFLICT",
    );
    expect(deprecated(await t.call("DELETE", `/api/v1/cases/${created.id}`, { key })).status).toBe(
      200,
    );
    await expectError(
      await t.call("GET", `/api/v2/issues/${created.id}`, { key }),
      404,
      "NOT_FOUND",
    );
  });

  it("answers bad input in the envelope, still marked deprecated, creating nothing", async () => {
    await expectError(
      deprecated(
        await t.call("POST", "/api/v1/cases", {
          key,
          body: { title: "x", agentId, severity: "bad" },
        }),
      ),
      400,
      "VALIDATION_ERROR",
    );
    await expectError(
      deprecated(await t.call("GET", "/api/v1/cases?limit=101", { key })),
      400,
      "VALIDATION_ERROR",
    );
    expect(await dataOf<unknown[]>(await t.call("GET", "/api/v1/cases", { key }))).toEqual([]);
  });
});
