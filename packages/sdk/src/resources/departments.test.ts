import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Vigil } from "../client";
import { ConflictError, NotFoundError } from "../core/errors";
import { startTestServer, type TestServer } from "../testing/test-server";

let server: TestServer;
let vigil: Vigil;

beforeAll(async () => {
  server = await startTestServer();
  vigil = await server.client();
});
afterAll(() => server.close());

describe("vigil.departments against the real server", () => {
  it("creates, reads, updates and deletes a department", async () => {
    const created = await vigil.departments.create({ name: "Support" });
    expect(created).toMatchObject({ name: "Support", description: "", agentCount: 0 });
    expect(created.id).toMatch(/^dept_/);

    await expect(vigil.departments.get(created.id)).resolves.toMatchObject({ id: created.id });
    const updated = await vigil.departments.update(created.id, { description: "Tier 1" });
    expect(updated.description).toBe("Tier 1");

    const deleted = await vigil.departments.delete(created.id);
    expect(deleted.message).toContain(created.id);
    await expect(vigil.departments.get(created.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("counts a department's agents", async () => {
    const dept = await vigil.departments.create({ name: "Sales" });
    await vigil.agents.create({ name: "closer", departmentId: dept.id });
    await vigil.agents.create({ name: "opener", departmentId: dept.id });
    await expect(vigil.departments.get(dept.id)).resolves.toMatchObject({ agentCount: 2 });
    const inDept = await vigil.agents.list({ departmentId: dept.id });
    expect(inDept.pagination.total).toBe(2);
  });

  it("lists departments sorted by name", async () => {
    const client = await server.client();
    for (const name of ["Ops", "Legal", "Marketing"]) await client.departments.create({ name });
    const page = await client.departments.list({ sortBy: "name", sortOrder: "asc", limit: 2 });
    expect(page.data.map((d) => d.name)).toEqual(["Legal", "Marketing"]);
    expect(page.pagination).toEqual({ page: 1, limit: 2, total: 3, hasMore: true });
    const names: string[] = [];
    for await (const d of client.departments.list({ sortBy: "name", sortOrder: "asc", limit: 2 })) {
      names.push(d.name);
    }
    expect(names).toEqual(["Legal", "Marketing", "Ops"]);
  });

  it("throws ConflictError for a taken name", async () => {
    await vigil.departments.create({ name: "Finance" });
    const error = await vigil.departments.create({ name: "Finance" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ status: 409, code: "CONFLICT" });
  });
});
