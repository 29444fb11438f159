import { parse } from "csv-parse/sync";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAudited } from "../../db/audit-scope";
import { TEST_DIALECTS } from "../../testing/databases";
import { createTestApp, dataOf, expectError, type TestApp } from "../../testing/harness";
import { verifyCompanyChain } from "./service";

interface LogList {
  logs: {
    id: string;
    sequence: number;
    userId: string;
    action: string;
    resourceType: string;
    resourceId: string | null;
    outcome: string;
    severity: string;
    details: Record<string, unknown>;
  }[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

describe.each(TEST_DIALECTS)("audit log on %s", (dialect) => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let reader: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    admin = await t.key({ companyId: "acme", userId: "alice" });
    member = await t.key({ companyId: "acme", userId: "bob", role: "member" });
    reader = await t.key({ companyId: "acme", userId: "carol", permissions: ["read"] });
    other = await t.key({ companyId: "globex", userId: "eve" });
  });
  afterAll(() => t.close());

  const logs = async (query = "", key = admin) => {
    const res = await t.call("GET", `/api/v1/compliance/audit-logs${query}`, { key });
    expect(res.status).toBe(200);
    return (await res.json()) as LogList;
  };
  const countRows = async () =>
    Number(
      (
        await t.database.db
          .selectFrom("audit_logs")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("records a successful change with the route's action, in the same commit", async () => {
    const before = await countRows();
    const dept = await dataOf<{ id: string }>(
      await t.call("POST", "/api/departments", {
        key: admin,
        body: { name: "Support" },
        headers: { "user-agent": "test-agent/1.0" },
      }),
      201,
    );
    await t.call("PATCH", `/api/departments/${dept.id}`, { key: admin, body: { name: "Help" } });
    expect(await countRows()).toBe(before + 2);
    const { logs: entries } = await logs();
    expect(entries[0]).toMatchObject({
      action: "departments.update",
      resourceType: "departments",
      resourceId: dept.id,
      userId: "alice",
      outcome: "success",
      details: { method: "PATCH", route: "/api/departments/:id" },
    });
    expect(entries[1]).toMatchObject({ action: "departments.create", userAgent: "test-agent/1.0" });
    // No body content reaches the entry.
    expect(JSON.stringify(entries)).not.toContain("Help");
  });

  it("records nothing for reads, refused input or a change that touched nothing", async () => {
    const before = await countRows();
    await t.call("GET", "/api/departments", { key: admin });
    await expectError(
      await t.call("POST", "/api/departments", { key: admin, body: { name: "" } }),
      400,
      "VALIDATION_ERROR",
    );
    await t.call("DELETE", "/api/departments/dept_01JD3K5Q8X7W2N4M6P9R0S1T2V", { key: admin });
    expect(await countRows()).toBe(before);
  });

  it("writes no entry when the change rolls back", async () => {
    const before = await countRows();
    const scope = {
      companyId: "acme",
      userId: "alice",
      keyId: null,
      method: "POST",
      route: "/api/test",
      params: {},
      ipAddress: null,
      userAgent: null,
      requestId: null,
      now: () => new Date(),
      written: 0,
    };
    await expect(
      runAudited(scope, () =>
        t.database.db.transaction().execute(async (trx) => {
          await trx
            .insertInto("departments")
            .values({
              id: "dept_rollback",
              company_id: "acme",
              name: "Gone",
              description: "",
              created_at: "2026-01-01T00:00:00.000Z",
              updated_at: "2026-01-01T00:00:00.000Z",
            })
            .execute();
          throw new Error("abort");
        }),
      ),
    ).rejects.toThrow("abort");
    expect(await countRows()).toBe(before);
  });

  it("records a permission denial as a failure", async () => {
    await expectError(
      await t.call("POST", "/api/departments", { key: reader, body: { name: "Nope" } }),
      403,
      "FORBIDDEN",
    );
    const { logs: denied } = await logs("?outcome=failure");
    expect(denied[0]).toMatchObject({
      action: "permission.denied",
      userId: "carol",
      outcome: "failure",
      severity: "warning",
    });
  });

  it("filters by action and pages with totalPages", async () => {
    for (const name of ["a", "b", "c"]) {
      await t.call("POST", "/api/departments", { key: admin, body: { name: `page-${name}` } });
    }
    const page = await logs("?action=departments.create&limit=2&page=2");
    expect(page.pagination).toMatchObject({ page: 2, limit: 2 });
    expect(page.pagination.total).toBeGreaterThanOrEqual(4);
    expect(page.pagination.totalPages).toBe(Math.ceil(page.pagination.total / 2));
    expect(page.logs.every((l) => l.action === "departments.create")).toBe(true);
    const future = await logs("?startDate=2999-01-01");
    expect(future.logs).toEqual([]);
  });

  it("keeps each company's log to itself", async () => {
    await t.call("POST", "/api/departments", { key: other, body: { name: "Globex dept" } });
    const mine = await logs();
    expect(mine.logs.some((l) => l.userId === "eve")).toBe(false);
    const theirs = await logs("", other);
    expect(theirs.logs.every((l) => l.userId === "eve" || l.userId === "operator")).toBe(true);
    expect(theirs.logs.some((l) => l.userId === "eve")).toBe(true);
  });

  it("answers 400 BAD_REQUEST for bad filters and 403 for a member", async () => {
    for (const query of ["?limit=101", "?outcome=maybe", "?startDate=yesterday", "?page=0"]) {
      await expectError(
        await t.call("GET", `/api/v1/compliance/audit-logs${query}`, { key: admin }),
        400,
        "BAD_REQUEST",
      );
    }
    await expectError(
      await t.call("GET", "/api/v1/compliance/audit-logs?startDate=2026-02-01&endDate=2026-01-01", {
        key: admin,
      }),
      400,
      "BAD_REQUEST",
    );
    await expectError(
      await t.call("GET", "/api/v1/compliance/audit-logs", { key: member }),
      403,
      "FORBIDDEN",
    );
    await expectError(
      await t.call("GET", "/api/v1/compliance/audit-logs/export", { key: member }),
      403,
      "FORBIDDEN",
    );
    // A role the handler refuses is recorded as a denial too.
    const { logs: denied } = await logs("?action=permission.denied&limit=100");
    expect(denied.filter((l) => l.userId === "bob").map((l) => l.details.route)).toEqual([
      "/api/v1/compliance/audit-logs/export",
      "/api/v1/compliance/audit-logs",
    ]);
  });

  it("exports CSV with the spec's columns and formula cells neutralised", async () => {
    // Formula-like text reaches a cell through a user id chosen by whoever made the key.
    const formulaUser = await t.key({ companyId: "acme", userId: "=cmd|'/C calc'!A0" });
    await t.call("POST", "/api/departments", { key: formulaUser, body: { name: "by formula" } });
    const res = await t.call("GET", "/api/v1/compliance/audit-logs/export?days=1", { key: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="audit-log-/);
    const rows = parse(await res.text(), { relax_quotes: false }) as string[][];
    expect(rows[0]).toEqual([
      "Timestamp",
      "User ID",
      "Action",
      "Resource Type",
      "Resource ID",
      "Severity",
      "IP Address",
    ]);
    expect(rows.slice(1).every((row) => row.length === 7)).toBe(true);
    const users = rows.slice(1).map((row) => row[1] ?? "");
    expect(users).toContain("'=cmd|'/C calc'!A0");
    for (const row of rows.slice(1)) {
      for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
    // The export is itself recorded.
    const { logs: entries } = await logs("?action=audit_log.export");
    expect(entries).toHaveLength(1);
  });

  it("records key create, rotate and revoke as security events, from the API and the CLI", async () => {
    const created = await dataOf<{ id: string }>(
      await t.call("POST", "/api/v2/api-keys", { key: admin, body: { name: "ci" } }),
      201,
    );
    await t.call("POST", `/api/v2/api-keys/${created.id}/rotate`, { key: admin });
    await t.call("DELETE", `/api/v2/api-keys/${created.id}`, { key: admin });
    const { logs: entries } = await logs("?limit=100");
    const forKey = entries.filter((l) => l.resourceId === created.id).map((l) => l.action);
    expect(forKey).toEqual(["api_key.revoke", "api_key.rotate", "api_key.create"]);
    expect(entries.find((l) => l.action === "api_key.create")?.severity).toBe("warning");
    // Keys made by `vigil keys create` (the harness makes them so) are recorded as the operator's.
    await t.key({ companyId: "acme", userId: "dave" });
    const { logs: latest } = await logs("?action=api_key.create&limit=1");
    expect(latest[0]).toMatchObject({ userId: "operator", details: { method: "CLI" } });
    // The new key's value never reaches the log.
    expect(JSON.stringify(entries)).not.toMatch(/vgl_[0-9A-Za-z]{32}/);
  });

  it("keeps the chain intact under concurrent changes of one company", async () => {
    const before = await countRows();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call("POST", "/api/departments", { key: admin, body: { name: `concurrent-${i}` } }),
      ),
    );
    const failed = results.filter((r) => r.status !== 201);
    expect(failed.length, await failed[0]?.text()).toBe(0);
    expect(await countRows()).toBe(before + 20);
    expect((await verifyCompanyChain(t.database, "acme")).intact).toBe(true);
  });

  it("verifies an intact chain and names the first tampered entry", async () => {
    const intact = await dataOrBare(
      await t.call("GET", "/api/v1/compliance/audit-logs/verify", { key: admin }),
    );
    expect(intact).toMatchObject({ intact: true, firstBroken: null });
    expect(intact.entries).toBeGreaterThan(5);
    const { logs: entries } = await logs("?limit=100");
    const victim = entries.at(-3);
    if (!victim) throw new Error("no entries");
    await sql`update audit_logs set action = 'departments.delete' where id = ${victim.id}`.execute(
      t.database.db,
    );
    const broken = await verifyCompanyChain(t.database, "acme");
    expect(broken.intact).toBe(false);
    expect(broken.firstBroken).toMatchObject({ id: victim.id, seq: victim.sequence });
    // The other company's chain is untouched.
    expect((await verifyCompanyChain(t.database, "globex")).intact).toBe(true);
  });

  async function dataOrBare(res: Response) {
    expect(res.status).toBe(200);
    return (await res.json()) as { intact: boolean; entries: number; firstBroken: unknown };
  }
});
