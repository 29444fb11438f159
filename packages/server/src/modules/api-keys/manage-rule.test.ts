import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import {
  createTestApp,
  dataOf,
  expectError,
  manualClock,
  type TestApp,
} from "../../testing/harness";
import { type CreateKeyOptions, create as createOperatorKey } from "./operator";

/** Every endpoint that acts on an existing key, with what it sends. */
const ENDPOINTS = [
  {
    name: "GET /api/v2/api-keys/:id",
    method: "GET",
    path: (id: string) => `/api/v2/api-keys/${id}`,
  },
  {
    name: "PATCH /api/v2/api-keys/:id",
    method: "PATCH",
    path: (id: string) => `/api/v2/api-keys/${id}`,
    body: { name: "renamed" },
  },
  {
    name: "DELETE /api/v2/api-keys/:id",
    method: "DELETE",
    path: (id: string) => `/api/v2/api-keys/${id}`,
  },
  {
    name: "POST /api/v2/api-keys/:id/rotate",
    method: "POST",
    path: (id: string) => `/api/v2/api-keys/${id}/rotate`,
  },
  {
    name: "POST /api/v2/api-keys/:id/test",
    method: "POST",
    path: (id: string) => `/api/v2/api-keys/${id}/test`,
  },
  {
    name: "GET /api/v2/api-keys/:id/usage",
    method: "GET",
    path: (id: string) => `/api/v2/api-keys/${id}/usage`,
  },
] as const;

type Endpoint = (typeof ENDPOINTS)[number];

describe.each(TEST_DIALECTS)("who may act on an API key, on %s", (dialect) => {
  let t: TestApp;
  const clock = manualClock();
  let agentA: string;
  let agentB: string;
  /** A key straight in the database, as `vigil keys create` makes it. */
  const seed = async (options: CreateKeyOptions) => {
    const { key, record } = await createOperatorKey(
      { database: t.database, clock },
      { tier: "unlimited", ...options },
    );
    return { id: record.id, key };
  };
  const act = (endpoint: Endpoint, id: string, key: string) =>
    t.call(endpoint.method, endpoint.path(id), {
      key,
      ...("body" in endpoint ? { body: endpoint.body } : {}),
    });
  const works = async (key: string) => (await t.call("GET", "/api/agents", { key })).status;

  beforeAll(async () => {
    t = await createTestApp({ dialect, clock });
    const operator = await t.key();
    const agent = async (name: string) =>
      (
        await dataOf<{ id: string }>(
          await t.call("POST", "/api/agents", { key: operator, body: { name } }),
          201,
        )
      ).id;
    agentA = await agent("rule-a");
    agentB = await agent("rule-b");
  });
  afterAll(() => t.close());

  it("refuses an admin read,write free key rotating another user's read,write,delete unlimited key with 403 FORBIDDEN; that key keeps working", async () => {
    const weakAdmin = await seed({ userId: "ann", permissions: ["read", "write"], tier: "free" });
    const strong = await seed({
      userId: "olga",
      permissions: ["read", "write", "delete"],
      tier: "unlimited",
    });
    const error = await expectError(
      await t.call("POST", `/api/v2/api-keys/${strong.id}/rotate`, { key: weakAdmin.key }),
      403,
      "FORBIDDEN",
    );
    expect(error.message).toContain("the delete permission");
    expect(error.message).toContain("tier unlimited (yours is free)");
    expect(await works(strong.key)).toBe(200);
    const row = await t.database.db
      .selectFrom("api_keys")
      .select(["rotated_at", "revoked_at"])
      .where("id", "=", strong.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ rotated_at: null, revoked_at: null });
  });

  it("refuses rotating a key that holds a permission the caller lacks", async () => {
    const caller = await seed({ userId: "ann", permissions: ["read", "write"] });
    const target = await seed({ userId: "olga", permissions: ["read", "delete"] });
    const error = await expectError(
      await t.call("POST", `/api/v2/api-keys/${target.id}/rotate`, { key: caller.key }),
      403,
      "FORBIDDEN",
    );
    expect(error.details).toMatchObject({ field: "id", beyond: ["the delete permission"] });
    expect(await works(target.key)).toBe(200);
  });

  it("refuses rotating a key of a higher tier than the caller's", async () => {
    const caller = await seed({ userId: "ann", tier: "starter" });
    const target = await seed({ userId: "olga", tier: "professional" });
    const error = await expectError(
      await t.call("POST", `/api/v2/api-keys/${target.id}/rotate`, { key: caller.key }),
      403,
      "FORBIDDEN",
    );
    expect(error.details).toMatchObject({ beyond: ["tier professional (yours is starter)"] });
    expect(await works(target.key)).toBe(200);
  });

  it("refuses a member rotating their own stronger key into their hands", async () => {
    const member = await seed({
      role: "member",
      userId: "mia",
      permissions: ["read", "write"],
      tier: "free",
    });
    const own = await seed({
      role: "member",
      userId: "mia",
      permissions: ["read", "write", "delete"],
      tier: "unlimited",
    });
    await expectError(
      await t.call("POST", `/api/v2/api-keys/${own.id}/rotate`, { key: member.key }),
      403,
      "FORBIDDEN",
    );
    expect(await works(own.key)).toBe(200);
  });

  it("refuses a member rotating an admin-role key of their own", async () => {
    const member = await seed({ role: "member", userId: "max" });
    const adminOfMax = await seed({ role: "admin", userId: "max" });
    const error = await expectError(
      await t.call("POST", `/api/v2/api-keys/${adminOfMax.id}/rotate`, { key: member.key }),
      403,
      "FORBIDDEN",
    );
    expect(error.details).toMatchObject({ beyond: ["the admin role"] });
  });

  it("rotates a key with no more rights than the caller's; the new value works, the old one stops", async () => {
    const caller = await seed({ userId: "ann", permissions: ["read", "write"], tier: "starter" });
    const weaker = await seed({ userId: "olga", permissions: ["read"], tier: "free" });
    const rotated = await dataOf<{ id: string; key: string }>(
      await t.call("POST", `/api/v2/api-keys/${weaker.id}/rotate`, { key: caller.key }),
    );
    expect(rotated.id).toBe(weaker.id);
    expect(await works(rotated.key)).toBe(200);
    expect(await works(weaker.key)).toBe(401);
  });

  it("lets a key rotate itself", async () => {
    const self = await seed({ role: "member", userId: "sam", tier: "free" });
    const rotated = await dataOf<{ key: string }>(
      await t.call("POST", `/api/v2/api-keys/${self.id}/rotate`, { key: self.key }),
    );
    expect(await works(rotated.key)).toBe(200);
  });

  it("lets an admin read, test, count, rename and revoke a stronger key of its company: only rotation hands out rights", async () => {
    const admin = await seed({ userId: "ann", tier: "free" });
    const strong = await seed({ userId: "olga", tier: "unlimited" });
    for (const endpoint of ENDPOINTS) {
      if (endpoint.method === "DELETE" || endpoint.name.endsWith("rotate")) continue;
      expect((await act(endpoint, strong.id, admin.key)).status, endpoint.name).toBe(200);
    }
    expect(
      (await t.call("DELETE", `/api/v2/api-keys/${strong.id}`, { key: admin.key })).status,
    ).toBe(200);
  });

  describe.each(ENDPOINTS)("$name", (endpoint) => {
    it("answers 404 NOT_FOUND to a member for another user's key", async () => {
      const member = await seed({ role: "member", userId: "mia" });
      const others = await seed({ role: "member", userId: "olga", tier: "free" });
      await expectError(await act(endpoint, others.id, member.key), 404, "NOT_FOUND");
      expect(await works(others.key)).toBe(200);
    });

    it("serves a member on their own key", async () => {
      const member = await seed({ role: "member", userId: "mia" });
      const own = await seed({ role: "member", userId: "mia", tier: "free" });
      expect((await act(endpoint, own.id, member.key)).status).toBe(200);
    });

    it("answers 404 NOT_FOUND to an agent-bound key for a key of another agent", async () => {
      const bound = await seed({ userId: "ann", agentId: agentA });
      const elsewhere = await seed({ userId: "ann", agentId: agentB, tier: "free" });
      await expectError(await act(endpoint, elsewhere.id, bound.key), 404, "NOT_FOUND");
      expect(await works(elsewhere.key)).toBe(200);
    });

    it("answers 404 NOT_FOUND to an agent-bound key for an unbound key", async () => {
      const bound = await seed({ userId: "ann", agentId: agentA });
      const unbound = await seed({ userId: "ann", tier: "free" });
      await expectError(await act(endpoint, unbound.id, bound.key), 404, "NOT_FOUND");
    });

    it("serves an agent-bound key on a key of its own agent", async () => {
      const bound = await seed({ userId: "ann", agentId: agentA });
      const sibling = await seed({ userId: "ann", agentId: agentA, tier: "free" });
      expect((await act(endpoint, sibling.id, bound.key)).status).toBe(200);
    });
  });
});
