import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../testing/databases";
import { createTestApp, dataOf, expectError, manualClock, type TestApp } from "../testing/harness";

describe.each(TEST_DIALECTS)("authentication and tenancy on %s", (dialect) => {
  let t: TestApp;
  const clock = manualClock();
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect, clock });
    admin = await t.key();
  });
  afterAll(() => t.close());

  it("answers 401 UNAUTHORIZED without credentials", async () => {
    await expectError(await t.call("GET", "/api/agents"), 401, "UNAUTHORIZED");
  });

  it("answers 401 UNAUTHORIZED for a non-Bearer Authorization header", async () => {
    await expectError(
      await t.call("GET", "/api/agents", { headers: { authorization: `Basic ${admin}` } }),
      401,
      "UNAUTHORIZED",
    );
  });

  it("answers 401 INVALID_API_KEY for a malformed or unknown key", async () => {
    await expectError(await t.call("GET", "/api/agents", { key: "nope" }), 401, "INVALID_API_KEY");
    await expectError(
      await t.call("GET", "/api/agents", { key: `vgl_${"a".repeat(32)}` }),
      401,
      "INVALID_API_KEY",
    );
  });

  it("answers 401 INVALID_API_KEY for an expired key", async () => {
    const key = await t.key({ expiresAt: new Date(clock.now().getTime() + 60_000).toISOString() });
    expect((await t.call("GET", "/api/agents", { key })).status).toBe(200);
    clock.advance(61_000);
    const error = await expectError(
      await t.call("GET", "/api/agents", { key }),
      401,
      "INVALID_API_KEY",
    );
    expect(error.message).toMatch(/expired/);
  });

  it("answers 401 INVALID_API_KEY for a revoked key", async () => {
    const key = await t.key();
    const keys = await dataOf<{ id: string; keyPrefix: string }[]>(
      await t.call("GET", "/api/v2/api-keys?limit=100", { key: admin }),
    );
    const mine = keys.find((k) => k.keyPrefix === key.slice(0, 8));
    expect((await t.call("DELETE", `/api/v2/api-keys/${mine?.id}`, { key: admin })).status).toBe(
      200,
    );
    await expectError(await t.call("GET", "/api/agents", { key }), 401, "INVALID_API_KEY");
  });

  it("answers 403 FORBIDDEN when the key lacks the method's permission", async () => {
    const readOnly = await t.key({ permissions: ["read"] });
    expect((await t.call("GET", "/api/agents", { key: readOnly })).status).toBe(200);
    const error = await expectError(
      await t.call("POST", "/api/agents", { key: readOnly, body: { name: "x" } }),
      403,
      "FORBIDDEN",
    );
    expect(error.details?.required).toBe("write");
    const writer = await t.key({ permissions: ["read", "write"] });
    const agent = await dataOf<{ id: string }>(
      await t.call("POST", "/api/agents", { key: writer, body: { name: "x" } }),
      201,
    );
    await expectError(
      await t.call("DELETE", `/api/agents/${agent.id}`, { key: writer }),
      403,
      "FORBIDDEN",
    );
    const writeOnly = await t.key({ permissions: ["write"] });
    await expectError(await t.call("GET", "/api/agents", { key: writeOnly }), 403, "FORBIDDEN");
  });

  it("hides another company's resources behind 404 NOT_FOUND", async () => {
    const mine = await dataOf<{ id: string }>(
      await t.call("POST", "/api/agents", { key: admin, body: { name: "mine" } }),
      201,
    );
    const other = await t.key({ companyId: "other-co" });
    await expectError(
      await t.call("GET", `/api/agents/${mine.id}`, { key: other }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await t.call("PATCH", `/api/agents/${mine.id}`, { key: other, body: { name: "stolen" } }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await t.call("DELETE", `/api/agents/${mine.id}`, { key: other }),
      404,
      "NOT_FOUND",
    );
    const theirs = await dataOf<unknown[]>(await t.call("GET", "/api/agents", { key: other }));
    expect(theirs).toEqual([]);
  });

  it("answers 403 FORBIDDEN for a companyId that is not the caller's", async () => {
    await expectError(
      await t.call("GET", "/api/agents?companyId=other-co", { key: admin }),
      403,
      "FORBIDDEN",
    );
    await expectError(
      await t.call("POST", "/api/agents", {
        key: admin,
        body: { name: "x", companyId: "other-co" },
      }),
      403,
      "FORBIDDEN",
    );
    expect((await t.call("GET", "/api/agents?companyId=default", { key: admin })).status).toBe(200);
  });

  it("limits an agent-bound key to its agent: others answer 404", async () => {
    const a = await dataOf<{ id: string }>(
      await t.call("POST", "/api/agents", { key: admin, body: { name: "bound-a" } }),
      201,
    );
    const b = await dataOf<{ id: string }>(
      await t.call("POST", "/api/agents", { key: admin, body: { name: "bound-b" } }),
      201,
    );
    const bound = await t.key({ agentId: a.id });
    expect((await t.call("GET", `/api/agents/${a.id}`, { key: bound })).status).toBe(200);
    await expectError(await t.call("GET", `/api/agents/${b.id}`, { key: bound }), 404, "NOT_FOUND");
    const listed = await dataOf<{ id: string }[]>(
      await t.call("GET", "/api/agents", { key: bound }),
    );
    expect(listed.map((x) => x.id)).toEqual([a.id]);
    await expectError(
      await t.call("POST", "/api/agents", { key: bound, body: { name: "new" } }),
      403,
      "FORBIDDEN",
    );
  });
});

describe.each(TEST_DIALECTS)("rate limits on %s", (dialect) => {
  let t: TestApp;
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp({ dialect, clock });
  });
  afterAll(() => t.close());

  it("sends X-RateLimit-* headers and answers 429 RATE_LIMITED with Retry-After past the burst", async () => {
    const key = await t.key({ tier: "free" });
    const first = await t.call("GET", "/api/agents", { key });
    expect(first.headers.get("x-ratelimit-limit")).toBe("10");
    expect(first.headers.get("x-ratelimit-remaining")).toBe("19");
    expect(Number(first.headers.get("x-ratelimit-reset"))).toBeGreaterThanOrEqual(
      Math.floor(clock.now().getTime() / 1000),
    );
    for (let i = 0; i < 19; i++)
      expect((await t.call("GET", "/api/agents", { key })).status).toBe(200);
    const limited = await t.call("GET", "/api/agents", { key });
    expect(limited.headers.get("retry-after")).toBe("6");
    expect(limited.headers.get("x-ratelimit-remaining")).toBe("0");
    await expectError(limited, 429, "RATE_LIMITED");
    clock.advance(6_000);
    expect((await t.call("GET", "/api/agents", { key })).status).toBe(200);
  });

  it("keeps a bucket per key", async () => {
    const a = await t.key({ tier: "free" });
    const b = await t.key({ tier: "free" });
    for (let i = 0; i < 20; i++) await t.call("GET", "/api/agents", { key: a });
    expect((await t.call("GET", "/api/agents", { key: a })).status).toBe(429);
    expect((await t.call("GET", "/api/agents", { key: b })).status).toBe(200);
  });

  it("sends no rate headers for the unlimited tier", async () => {
    const key = await t.key({ tier: "unlimited" });
    const res = await t.call("GET", "/api/agents", { key });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-ratelimit-limit")).toBeNull();
  });
});
