import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Vigil } from "../client";
import { BadRequestError, NotFoundError, PermissionDeniedError } from "../core/errors";
import { startTestServer, type TestServer } from "../testing/test-server";

let server: TestServer;
let vigil: Vigil;

beforeAll(async () => {
  server = await startTestServer();
  vigil = await server.client();
});
afterAll(() => server.close());

describe("vigil.agents against the real server", () => {
  it("creates, reads, updates and deletes an agent", async () => {
    const created = await vigil.agents.create({
      name: "Support bot",
      industry: "support",
      config: { primaryModel: "gpt-4o-mini", temperature: 0.3 },
    });
    expect(created).toMatchObject({
      name: "Support bot",
      industry: "support",
      description: "",
      departmentId: null,
      metrics: { totalTraces: 0, successRate: null, avgLatency: null },
    });
    expect(created.id).toMatch(/^agent_/);

    await expect(vigil.agents.get(created.id)).resolves.toMatchObject({ id: created.id });

    const updated = await vigil.agents.update(created.id, {
      description: "Answers tickets",
      config: { maxTokens: 512 },
    });
    expect(updated.description).toBe("Answers tickets");
    expect(updated.config).toMatchObject({ primaryModel: "gpt-4o-mini", maxTokens: 512 });

    const deleted = await vigil.agents.delete(created.id);
    expect(deleted.message).toContain(created.id);
    await expect(vigil.agents.get(created.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("lists agents with filters, sorting and the page envelope", async () => {
    const client = await server.client();
    await client.agents.create({ name: "b-fin", industry: "fintech" });
    await client.agents.create({ name: "a-fin", industry: "fintech" });
    await client.agents.create({ name: "c-edu", industry: "education" });

    const page = await client.agents.list({
      industry: "fintech",
      sortBy: "name",
      sortOrder: "asc",
    });
    expect(page.data.map((a) => a.name)).toEqual(["a-fin", "b-fin"]);
    expect(page.pagination).toEqual({ page: 1, limit: 20, total: 2, hasMore: false });
    expect(page.hasNextPage()).toBe(false);
  });

  it("iterates 45 agents across pages of 20", async () => {
    const client = await server.client();
    for (let i = 0; i < 45; i++) await client.agents.create({ name: `agent ${i}` });

    const first = await client.agents.list({ limit: 20 });
    expect(first.data).toHaveLength(20);
    expect(first.pagination).toMatchObject({ page: 1, total: 45, hasMore: true });
    const second = await first.getNextPage();
    expect(second.pagination.page).toBe(2);

    const ids = new Set<string>();
    for await (const agent of client.agents.list({ limit: 20 })) ids.add(agent.id);
    expect(ids.size).toBe(45);
  });

  it("creates one agent when the same idempotencyKey is sent twice", async () => {
    const client = await server.client();
    const first = await client.agents.create({ name: "once" }, { idempotencyKey: "create-once" });
    const again = await client.agents.create({ name: "once" }, { idempotencyKey: "create-once" });
    expect(again.id).toBe(first.id);
    expect((await client.agents.list()).pagination.total).toBe(1);
  });

  it("throws NotFoundError with code NOT_FOUND for an unknown agent", async () => {
    const error = await vigil.agents.get("agent_missing").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, code: "NOT_FOUND" });
  });

  it("throws NotFoundError for another company's agent", async () => {
    const other = await server.client();
    const theirs = await other.agents.create({ name: "not yours" });
    await expect(vigil.agents.get(theirs.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("throws BadRequestError with details.field for an invalid body", async () => {
    const error = await vigil.agents.create({ name: "" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
    expect((error as BadRequestError).details).toMatchObject({ field: "name" });
  });

  it("throws BadRequestError for a limit over 100", async () => {
    await expect(vigil.agents.list({ limit: 101 })).rejects.toMatchObject({
      status: 400,
      details: { field: "limit" },
    });
  });

  it("throws PermissionDeniedError when the key cannot write", async () => {
    const { key } = await server.createKey({ companyId: "readers", permissions: ["read"] });
    const reader = await server.client({ apiKey: key });
    const error = await reader.agents.create({ name: "nope" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PermissionDeniedError);
    expect(error).toMatchObject({ code: "FORBIDDEN" });
  });
});
