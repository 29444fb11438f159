import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Vigil } from "../client";
import { AuthenticationError, NotFoundError } from "../core/errors";
import { startTestServer, type TestServer } from "../testing/test-server";

let server: TestServer;
let vigil: Vigil;

beforeAll(async () => {
  server = await startTestServer();
  vigil = await server.client();
});
afterAll(() => server.close());

describe("vigil.apiKeys against the real server", () => {
  it("creates a key that works, and reads it back without its value", async () => {
    const created = await vigil.apiKeys.create({ name: "ci", permissions: ["read"] });
    expect(created.key).toMatch(/^vgl_[0-9A-Za-z]{32}$/);
    expect(created).toMatchObject({
      name: "ci",
      permissions: ["read"],
      keyPrefix: created.key.slice(0, 8),
    });

    const fetched = await vigil.apiKeys.get(created.id);
    expect(fetched).toMatchObject({ id: created.id, name: "ci" });
    expect(fetched).not.toHaveProperty("key");

    const asCi = await server.client({ apiKey: created.key });
    await expect(asCi.auth.validateKey()).resolves.toMatchObject({
      permissions: { read: true, write: false, delete: false },
    });
  });

  it("lists keys page by page", async () => {
    const client = await server.client();
    await client.apiKeys.create({ name: "one" });
    await client.apiKeys.create({ name: "two" });
    const page = await client.apiKeys.list({ limit: 2 });
    expect(page.data).toHaveLength(2);
    expect(page.pagination).toMatchObject({ total: 3, hasMore: true });
    const names: string[] = [];
    for await (const key of client.apiKeys.list({ limit: 2 })) names.push(key.name);
    expect(names).toHaveLength(3);
    expect(names).toEqual(expect.arrayContaining(["one", "two"]));
  });

  it("updates a key's name and permissions", async () => {
    const created = await vigil.apiKeys.create({ name: "old" });
    const updated = await vigil.apiKeys.update(created.id, {
      name: "new",
      permissions: ["read", "write"],
    });
    expect(updated).toMatchObject({ name: "new", permissions: ["read", "write"] });
  });

  it("rotates a key: the new value works, the old one does not", async () => {
    const created = await vigil.apiKeys.create({ name: "rotating" });
    const rotated = await vigil.apiKeys.rotate(created.id);
    expect(rotated.key).not.toBe(created.key);
    expect(rotated.rotatedAt).not.toBeNull();

    const withOld = await server.client({ apiKey: created.key, maxRetries: 0 });
    await expect(withOld.auth.validateKey()).rejects.toBeInstanceOf(AuthenticationError);
    const withNew = await server.client({ apiKey: rotated.key });
    await expect(withNew.auth.validateKey()).resolves.toMatchObject({ valid: true });
  });

  it("tests a key's standing", async () => {
    const created = await vigil.apiKeys.create({ name: "tested", permissions: ["read"] });
    await expect(vigil.apiKeys.test(created.id)).resolves.toMatchObject({
      valid: true,
      permissions: ["read"],
      tier: "unlimited",
      rateLimit: null,
      expiresAt: null,
    });
  });

  it("reports a key's usage per endpoint", async () => {
    const { key, id } = await server.createKey({ companyId: "usage-co" });
    const client = await server.client({ apiKey: key });
    await client.agents.list();
    await client.agents.list();
    const usage = await client.apiKeys.usage(id);
    expect(usage.keyId).toBe(id);
    expect(usage.byEndpoint["GET /api/agents"]).toBe(2);
    expect(usage.totalRequests).toBeGreaterThanOrEqual(2);
    expect(usage.last24h).toBe(usage.totalRequests);
  });

  it("lists the keys bound to an agent", async () => {
    const agent = await vigil.agents.create({ name: "bound" });
    const bound = await vigil.apiKeys.create({ name: "agent key", agentId: agent.id });
    await vigil.apiKeys.create({ name: "unbound" });
    const page = await vigil.apiKeys.listForAgent(agent.id);
    expect(page.data.map((k) => k.id)).toEqual([bound.id]);
    expect(page.pagination.total).toBe(1);
    await expect(vigil.apiKeys.listForAgent("agent_missing")).rejects.toBeInstanceOf(NotFoundError);
  });

  it("deletes (revokes) a key so it stops working", async () => {
    const created = await vigil.apiKeys.create({ name: "doomed" });
    const deleted = await vigil.apiKeys.delete(created.id);
    expect(deleted.message).toContain(created.id);
    const revoked = await server.client({ apiKey: created.key });
    await expect(revoked.auth.validateKey()).rejects.toMatchObject({
      status: 401,
      code: "INVALID_API_KEY",
    });
  });
});
