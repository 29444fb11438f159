import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import { createTestApp, dataOf, expectError, type TestApp } from "../../testing/harness";

interface DepartmentBody {
  id: string;
  name: string;
  description: string;
  agentCount: number;
  createdAt: string;
}

describe.each(TEST_DIALECTS)("departments on %s", (dialect) => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    key = await t.key();
  });
  afterAll(() => t.close());

  const create = async (body: Record<string, unknown>) =>
    dataOf<DepartmentBody>(await t.call("POST", "/api/departments", { key, body }), 201);

  it("creates a department with 201 and agentCount 0", async () => {
    const dept = await create({ name: "Support", description: "Tier 1" });
    expect(dept).toMatchObject({ name: "Support", description: "Tier 1", agentCount: 0 });
    expect(dept.id).toMatch(/^dept_[0-9A-Z]{26}$/);
  });

  it("counts the agents that carry its departmentId", async () => {
    const dept = await create({ name: "Sales" });
    for (const name of ["s1", "s2"]) {
      await t.call("POST", "/api/agents", { key, body: { name, departmentId: dept.id } });
    }
    const other = await dataOf<{ id: string }>(
      await t.call("POST", "/api/agents", { key, body: { name: "s3" } }),
      201,
    );
    await t.call("PATCH", `/api/agents/${other.id}`, { key, body: { departmentId: dept.id } });
    expect(
      (await dataOf<DepartmentBody>(await t.call("GET", `/api/departments/${dept.id}`, { key })))
        .agentCount,
    ).toBe(3);
    const listed = await dataOf<DepartmentBody[]>(await t.call("GET", "/api/departments", { key }));
    expect(listed.find((d) => d.id === dept.id)?.agentCount).toBe(3);
  });

  it("lists with page pagination and bounds", async () => {
    const res = await t.call("GET", "/api/departments?limit=1", { key });
    const body = (await res.json()) as {
      data: unknown[];
      pagination: { page: number; limit: number; total: number; hasMore: boolean };
    };
    expect(body.data).toHaveLength(1);
    expect(body.pagination).toMatchObject({ page: 1, limit: 1, hasMore: true });
    expect(body.pagination.total).toBeGreaterThanOrEqual(2);
    await expectError(
      await t.call("GET", "/api/departments?limit=101", { key }),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("answers 409 CONFLICT for a second department with the same name", async () => {
    await create({ name: "Unique" });
    await expectError(
      await t.call("POST", "/api/departments", { key, body: { name: "Unique" } }),
      409,
      "CONFLICT",
    );
  });

  it("updates name and description", async () => {
    const dept = await create({ name: "Old" });
    const updated = await dataOf<DepartmentBody>(
      await t.call("PATCH", `/api/departments/${dept.id}`, { key, body: { name: "New" } }),
    );
    expect(updated).toMatchObject({ name: "New", description: "" });
    await expectError(
      await t.call("PATCH", `/api/departments/${dept.id}`, { key, body: { name: "" } }),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("deletes a department and detaches its agents", async () => {
    const dept = await create({ name: "Temp" });
    const agent = await dataOf<{ id: string }>(
      await t.call("POST", "/api/agents", { key, body: { name: "t1", departmentId: dept.id } }),
      201,
    );
    expect((await t.call("DELETE", `/api/departments/${dept.id}`, { key })).status).toBe(200);
    expect(
      (
        await dataOf<{ departmentId: string | null }>(
          await t.call("GET", `/api/agents/${agent.id}`, { key }),
        )
      ).departmentId,
    ).toBeNull();
    await expectError(
      await t.call("DELETE", `/api/departments/${dept.id}`, { key }),
      404,
      "NOT_FOUND",
    );
  });

  it("hides another company's departments", async () => {
    const dept = await create({ name: "Private" });
    const other = await t.key({ companyId: "other-co" });
    await expectError(
      await t.call("GET", `/api/departments/${dept.id}`, { key: other }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await t.call("PATCH", `/api/departments/${dept.id}`, { key: other, body: { name: "x" } }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await t.call("DELETE", `/api/departments/${dept.id}`, { key: other }),
      404,
      "NOT_FOUND",
    );
    expect(
      await dataOf<unknown[]>(await t.call("GET", "/api/departments", { key: other })),
    ).toEqual([]);
    await expectError(
      await t.call("POST", "/api/agents", {
        key: other,
        body: { name: "x", departmentId: dept.id },
      }),
      404,
      "NOT_FOUND",
    );
  });
});
