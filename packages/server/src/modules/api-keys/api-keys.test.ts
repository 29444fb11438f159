import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "../../lib/hash";
import { TEST_DIALECTS } from "../../testing/databases";
import {
  createTestApp,
  dataOf,
  expectError,
  manualClock,
  type TestApp,
} from "../../testing/harness";

interface KeyBody {
  id: string;
  key?: string;
  name: string;
  keyPrefix: string;
  agentId: string | null;
  permissions: string[];
  tier: string;
  expiresAt: string | null;
  createdAt: string;
  rotatedAt: string | null;
}

describe.each(TEST_DIALECTS)("API keys on %s", (dialect) => {
  let t: TestApp;
  let admin: string;
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp({ dialect, clock });
    admin = await t.key({ tier: "professional" });
  });
  afterAll(() => t.close());

  const create = async (body: Record<string, unknown>, key = admin) =>
    dataOf<KeyBody>(await t.call("POST", "/api/v2/api-keys", { key, body }), 201);

  it("creates a key shown in full once, stored only as a hash", async () => {
    const created = await create({ name: "ci", permissions: ["read"], expiresIn: "30d" });
    expect(created.key).toMatch(/^vgl_[0-9A-Za-z]{32}$/);
    expect(created).toMatchObject({
      name: "ci",
      permissions: ["read"],
      agentId: null,
      tier: "professional",
      rotatedAt: null,
    });
    expect(created.expiresAt).toBe(new Date(clock.now().getTime() + 30 * 86_400_000).toISOString());
    const row = await t.database.db
      .selectFrom("api_keys")
      .selectAll()
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(sha256Hex(created.key ?? ""));
    expect(JSON.stringify(row)).not.toContain(created.key);
    const read = await dataOf<KeyBody>(
      await t.call("GET", `/api/v2/api-keys/${created.id}`, { key: admin }),
    );
    expect(read.key).toBeUndefined();
    expect(read.keyPrefix).toBe(created.key?.slice(0, 8));
    expect((await t.call("GET", "/api/agents", { key: created.key })).status).toBe(200);
  });

  it("validates expiresIn and permissions", async () => {
    await expectError(
      await t.call("POST", "/api/v2/api-keys", { key: admin, body: { expiresIn: "soon" } }),
      400,
      "VALIDATION_ERROR",
    );
    await expectError(
      await t.call("POST", "/api/v2/api-keys", { key: admin, body: { permissions: ["admin"] } }),
      400,
      "VALIDATION_ERROR",
    );
    await expectError(
      await t.call("POST", "/api/v2/api-keys", { key: admin, body: { permissions: [] } }),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("never grants more than the creator has", async () => {
    const limited = await t.key({ permissions: ["read", "write"] });
    await expectError(
      await t.call("POST", "/api/v2/api-keys", { key: limited, body: { permissions: ["delete"] } }),
      403,
      "FORBIDDEN",
    );
    const inherited = await create({ name: "inherit" }, limited);
    expect(inherited.permissions).toEqual(["read", "write"]);
  });

  it("binds a key to an agent; an agent-bound creator cannot leave its agent", async () => {
    const agent = await dataOf<{ id: string }>(
      await t.call("POST", "/api/agents", { key: admin, body: { name: "k-agent" } }),
      201,
    );
    const bound = await create({ name: "bound", agentId: agent.id });
    expect(bound.agentId).toBe(agent.id);
    const child = await create({ name: "child" }, bound.key);
    expect(child.agentId).toBe(agent.id);
    const other = await dataOf<{ id: string }>(
      await t.call("POST", "/api/agents", { key: admin, body: { name: "k-other" } }),
      201,
    );
    await expectError(
      await t.call("POST", "/api/v2/api-keys", { key: bound.key, body: { agentId: other.id } }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await t.call("POST", "/api/v2/api-keys", { key: admin, body: { agentId: "agent_nope" } }),
      404,
      "NOT_FOUND",
    );
    const scoped = await dataOf<KeyBody[]>(
      await t.call("GET", `/api/v2/agents/${agent.id}/api-keys`, { key: admin }),
    );
    expect(scoped.map((k) => k.id).sort()).toEqual([bound.id, child.id].sort());
    await expectError(
      await t.call("GET", `/api/v2/agents/${other.id}/api-keys`, { key: bound.key }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await t.call("GET", "/api/v2/agents/agent_nope/api-keys", { key: admin }),
      404,
      "NOT_FOUND",
    );
  });

  it("lists the company's keys for admins and only their own for members", async () => {
    const member = await t.key({ role: "member", userId: "mia" });
    const mine = await create({ name: "mia's" }, member);
    const memberView = await dataOf<KeyBody[]>(
      await t.call("GET", "/api/v2/api-keys?limit=100", { key: member }),
    );
    expect(memberView.map((k) => k.id)).toContain(mine.id);
    expect(memberView.every((k) => (k as unknown as { userId: string }).userId === "mia")).toBe(
      true,
    );
    const adminView = await dataOf<KeyBody[]>(
      await t.call("GET", "/api/v2/api-keys?limit=100", { key: admin }),
    );
    expect(adminView.length).toBeGreaterThan(memberView.length);
    const adminsKey = adminView.find(
      (k) => (k as unknown as { userId: string }).userId === "admin",
    );
    await expectError(
      await t.call("GET", `/api/v2/api-keys/${adminsKey?.id}`, { key: member }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await t.call("GET", "/api/v2/api-keys?limit=101", { key: admin }),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("renames a key and changes its permissions", async () => {
    const k = await create({ name: "before", permissions: ["read"] });
    const updated = await dataOf<KeyBody>(
      await t.call("PATCH", `/api/v2/api-keys/${k.id}`, {
        key: admin,
        body: { name: "after", permissions: ["read", "write"] },
      }),
    );
    expect(updated).toMatchObject({ name: "after", permissions: ["read", "write"] });
    expect(
      (await t.call("POST", "/api/agents", { key: k.key, body: { name: "now allowed" } })).status,
    ).toBe(201);
    await expectError(
      await t.call("PATCH", `/api/v2/api-keys/${k.id}`, {
        key: admin,
        body: { tier: "unlimited" },
      }),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("rotates: the new value works, the old one stops at once", async () => {
    const k = await create({ name: "rotating" });
    const rotated = await dataOf<KeyBody>(
      await t.call("POST", `/api/v2/api-keys/${k.id}/rotate`, { key: admin }),
    );
    expect(rotated.id).toBe(k.id);
    expect(rotated.key).not.toBe(k.key);
    expect(rotated.rotatedAt).toBe(clock.now().toISOString());
    await expectError(await t.call("GET", "/api/agents", { key: k.key }), 401, "INVALID_API_KEY");
    expect((await t.call("GET", "/api/agents", { key: rotated.key })).status).toBe(200);
  });

  it("tests a key: valid, permissions, rate limit and tier", async () => {
    const k = await create({ name: "tested", permissions: ["read"], expiresIn: "1h" });
    const result = await dataOf(
      await t.call("POST", `/api/v2/api-keys/${k.id}/test`, { key: admin }),
    );
    expect(result).toMatchObject({
      valid: true,
      permissions: ["read"],
      rateLimit: 300,
      tier: "professional",
    });
    clock.advance(3_600_001);
    expect(
      await dataOf(await t.call("POST", `/api/v2/api-keys/${k.id}/test`, { key: admin })),
    ).toMatchObject({ valid: false });
    const readOnly = await t.key({ permissions: ["read"] });
    expect((await t.call("POST", `/api/v2/api-keys/${k.id}/test`, { key: readOnly })).status).toBe(
      200,
    );
  });

  it("counts usage in total, last 24 h, last 7 days and per endpoint", async () => {
    const k = await create({ name: "busy" });
    for (let i = 0; i < 3; i++) await t.call("GET", "/api/agents", { key: k.key });
    await t.call("GET", "/api/agents/agent_x", { key: k.key });
    clock.advance(2 * 86_400_000);
    await t.call("GET", "/api/agents", { key: k.key });
    const usage = await dataOf<Record<string, unknown>>(
      await t.call("GET", `/api/v2/api-keys/${k.id}/usage`, { key: admin }),
    );
    expect(usage).toEqual({
      keyId: k.id,
      totalRequests: 5,
      last24h: 1,
      last7d: 5,
      byEndpoint: { "GET /api/agents": 4, "GET /api/agents/:id": 1 },
    });
  });

  it("revokes with DELETE: 404 afterwards, and needs the delete permission", async () => {
    const k = await create({ name: "revoked" });
    const noDelete = await t.key({ permissions: ["read", "write"] });
    await expectError(
      await t.call("DELETE", `/api/v2/api-keys/${k.id}`, { key: noDelete }),
      403,
      "FORBIDDEN",
    );
    const res = await t.call("DELETE", `/api/v2/api-keys/${k.id}`, { key: admin });
    expect(await res.json()).toEqual({ success: true, message: `API key ${k.id} revoked` });
    await expectError(
      await t.call("GET", `/api/v2/api-keys/${k.id}`, { key: admin }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await t.call("POST", `/api/v2/api-keys/${k.id}/rotate`, { key: admin }),
      404,
      "NOT_FOUND",
    );
  });

  it("hides another company's keys behind 404", async () => {
    const k = await create({ name: "hidden" });
    const other = await t.key({ companyId: "other-co" });
    for (const [method, path] of [
      ["GET", `/api/v2/api-keys/${k.id}`],
      ["PATCH", `/api/v2/api-keys/${k.id}`],
      ["DELETE", `/api/v2/api-keys/${k.id}`],
      ["POST", `/api/v2/api-keys/${k.id}/rotate`],
      ["POST", `/api/v2/api-keys/${k.id}/test`],
      ["GET", `/api/v2/api-keys/${k.id}/usage`],
    ] as const) {
      await expectError(
        await t.call(method, path, {
          key: other,
          ...(method === "PATCH" ? { body: { name: "x" } } : {}),
        }),
        404,
        "NOT_FOUND",
      );
    }
  });
});
