import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  asBrowser,
  browserLogin,
  cookiePair,
  loginPath,
  TEST_ORIGIN,
} from "../../testing/browser-session";
import { TEST_DIALECTS } from "../../testing/databases";
import {
  createTestApp,
  dataOf,
  expectError,
  manualClock,
  type TestApp,
} from "../../testing/harness";

const MINUTE = 60_000;

describe.each(TEST_DIALECTS)("browser sessions on %s", (dialect) => {
  let t: TestApp;
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp({
      dialect,
      clock,
      config: { sessionIdleTimeout: "30m", sessionMaxAge: "2h" },
    });
  });
  afterAll(() => t.close());

  it("follows a login link: sets the session cookie and redirects to next", async () => {
    const res = await t.app.request(`${await loginPath(t)}&next=/traces?outcome=failure`);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/traces?outcome=failure");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain(`Max-Age=${2 * 3600}`);
  });

  it("redirects to / when next is missing or not a local path", async () => {
    for (const next of ["", "//evil.example/x", "https://evil.example/", "/\\evil.example", "x"]) {
      const res = await t.app.request(`${await loginPath(t)}&next=${encodeURIComponent(next)}`);
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/");
    }
  });

  it("lets the session cookie call the API as the link's user, company and role", async () => {
    const cookie = await browserLogin(t, { companyId: "acme", userId: "alice", role: "member" });
    const who = await dataOf(await asBrowser(t, cookie, "GET", "/api/auth/session"));
    expect(who).toEqual({
      authMethod: "session",
      user: { id: "alice", companyId: "acme", role: "member", name: null, email: null },
      permissions: ["read", "write", "delete"],
      agentId: null,
      expiresAt: new Date(clock.now().getTime() + 2 * 3600_000).toISOString(),
      idleTimeoutSeconds: 1800,
    });
    const created = await asBrowser(t, cookie, "POST", "/api/departments", {
      body: { name: "Support" },
    });
    expect(created.status).toBe(201);
    expect((await asBrowser(t, cookie, "GET", "/api/departments")).status).toBe(200);
  });

  it("answers who a key is on GET /api/auth/session too", async () => {
    const key = await t.key({ companyId: "acme", userId: "bob", role: "admin" });
    const who = await dataOf(await t.call("GET", "/api/auth/session", { key }));
    expect(who).toMatchObject({ authMethod: "api_key", user: { id: "bob", companyId: "acme" } });
  });

  it("never shows a session another company's data (404 NOT_FOUND)", async () => {
    const key = await t.key({ companyId: "first" });
    const dept = await dataOf<{ id: string }>(
      await t.call("POST", "/api/departments", { key, body: { name: "Private" } }),
      201,
    );
    const other = await browserLogin(t, { companyId: "second" });
    await expectError(
      await asBrowser(t, other, "GET", `/api/departments/${dept.id}`),
      404,
      "NOT_FOUND",
    );
    const mine = await browserLogin(t, { companyId: "first" });
    expect((await asBrowser(t, mine, "GET", `/api/departments/${dept.id}`)).status).toBe(200);
  });

  it("records a login in its company's audit log, and nothing for a refused one", async () => {
    const logins = () =>
      t.database.db
        .selectFrom("audit_logs")
        .select(["company_id", "user_id", "action", "resource_type", "details"])
        .where("action", "=", "session.login")
        .where("company_id", "=", "audited")
        .execute();
    const path = await loginPath(t, { companyId: "audited", userId: "ada" });
    expect((await t.app.request(path)).status).toBe(303);
    expect((await t.app.request(path)).status).toBe(401);
    expect((await t.app.request("/login?token=nope")).status).toBe(401);
    const rows = await logins();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      company_id: "audited",
      user_id: "ada",
      resource_type: "browser_session",
    });
    expect(rows[0]?.details).not.toContain(new URL(path, TEST_ORIGIN).searchParams.get("token"));
    const orphans = await t.database.db
      .selectFrom("audit_logs")
      .select("id")
      .where("company_id", "=", "")
      .execute();
    expect(orphans).toEqual([]);
  });

  it("refuses a used login link with a clear JSON error", async () => {
    const path = await loginPath(t);
    expect((await t.app.request(path)).status).toBe(303);
    const again = await t.app.request(path);
    expect(again.headers.get("set-cookie")).toBeNull();
    const error = await expectError(again, 401, "UNAUTHORIZED");
    expect(error.details).toEqual({ reason: "used_token" });
    expect(error.message).toContain("vigil login-link");
  });

  it("refuses an expired login link, as an HTML page for a browser", async () => {
    const path = await loginPath(t);
    clock.advance(15 * MINUTE + 1);
    const res = await t.app.request(path, { headers: { accept: "text/html,*/*" } });
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain("has expired");
    expect(html).toContain("vigil login-link");
    // Expired is final: it does not work later either.
    await expectError(await t.app.request(path), 401, "UNAUTHORIZED");
  });

  it("refuses an unknown or missing login token", async () => {
    const unknown = await expectError(
      await t.app.request("/login?token=nope"),
      401,
      "UNAUTHORIZED",
    );
    expect(unknown.details).toEqual({ reason: "unknown_token" });
    const missing = await expectError(await t.app.request("/login"), 401, "UNAUTHORIZED");
    expect(missing.details).toEqual({ reason: "missing_token" });
  });

  it("stores login tokens and sessions only as hashes", async () => {
    const path = await loginPath(t, { companyId: "hashed" });
    const token = new URL(path, TEST_ORIGIN).searchParams.get("token") ?? "";
    const res = await t.app.request(path);
    const session = cookiePair(res.headers.get("set-cookie")).slice("session=".length);
    const tokens = await t.database.db.selectFrom("login_tokens").selectAll().execute();
    const sessions = await t.database.db.selectFrom("browser_sessions").selectAll().execute();
    const stored = JSON.stringify([tokens, sessions]);
    expect(token.length).toBeGreaterThan(40);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(session);
  });

  it("answers 401 SESSION_EXPIRED after the idle timeout", async () => {
    const cookie = await browserLogin(t);
    clock.advance(29 * MINUTE);
    expect((await asBrowser(t, cookie, "GET", "/api/departments")).status).toBe(200);
    clock.advance(29 * MINUTE); // active 29 minutes ago: still alive
    expect((await asBrowser(t, cookie, "GET", "/api/departments")).status).toBe(200);
    clock.advance(31 * MINUTE);
    await expectError(
      await asBrowser(t, cookie, "GET", "/api/departments"),
      401,
      "SESSION_EXPIRED",
    );
  });

  it("answers 401 SESSION_EXPIRED after the absolute expiry, however active", async () => {
    const cookie = await browserLogin(t);
    for (let i = 0; i < 5; i++) {
      clock.advance(20 * MINUTE);
      expect((await asBrowser(t, cookie, "GET", "/api/departments")).status).toBe(200);
    }
    clock.advance(21 * MINUTE); // idle 21 of 30 minutes, but 2 h 1 min after login
    await expectError(
      await asBrowser(t, cookie, "GET", "/api/departments"),
      401,
      "SESSION_EXPIRED",
    );
  });

  it("answers 401 UNAUTHORIZED for an unknown session cookie", async () => {
    await expectError(
      await asBrowser(t, "session=forged", "GET", "/api/departments"),
      401,
      "UNAUTHORIZED",
    );
  });

  it("refuses a cookie-authenticated state change from another origin (403)", async () => {
    const cookie = await browserLogin(t);
    const body = { name: "Forged" };
    for (const origin of ["https://evil.example", "http://localhost:8080", "null", null]) {
      const error = await expectError(
        await asBrowser(t, cookie, "POST", "/api/departments", { body, origin }),
        403,
        "FORBIDDEN",
      );
      expect(error.details).toMatchObject({ reason: "cross_origin" });
    }
    const fromReferer = await asBrowser(t, cookie, "POST", "/api/departments", {
      body: { name: "Via referer" },
      origin: null,
      headers: { referer: `${TEST_ORIGIN}/departments` },
    });
    expect(fromReferer.status).toBe(201);
    const foreignReferer = await asBrowser(t, cookie, "POST", "/api/departments", {
      body,
      origin: null,
      headers: { referer: "https://evil.example/page" },
    });
    await expectError(foreignReferer, 403, "FORBIDDEN");
    // Nothing was created by the refused requests.
    const list = await dataOf<{ name: string }[]>(
      await asBrowser(t, cookie, "GET", "/api/departments"),
    );
    expect(list.map((d) => d.name)).not.toContain("Forged");
  });

  it("does not apply the origin check to API-key requests", async () => {
    const key = await t.key();
    const res = await t.call("POST", "/api/departments", {
      key,
      body: { name: "From a script" },
      headers: { origin: "https://elsewhere.example" },
    });
    expect(res.status).toBe(201);
  });

  it("logs out: the session ends and the cookie is cleared", async () => {
    const cookie = await browserLogin(t);
    const refused = await asBrowser(t, cookie, "POST", "/api/auth/logout", {
      origin: "https://evil.example",
    });
    await expectError(refused, 403, "FORBIDDEN");
    expect((await asBrowser(t, cookie, "GET", "/api/auth/session")).status).toBe(200);
    const res = await asBrowser(t, cookie, "POST", "/api/auth/logout");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: { loggedOut: true } });
    expect(res.headers.get("set-cookie")).toMatch(/^session=;.*Max-Age=0/);
    await expectError(await asBrowser(t, cookie, "GET", "/api/auth/session"), 401, "UNAUTHORIZED");
  });
});

describe("browser sessions and the request log", () => {
  it("never writes a login token or a session cookie to the log", async () => {
    const logLines: string[] = [];
    const t = await createTestApp({ logLines });
    try {
      const path = await loginPath(t);
      const res = await t.app.request(path);
      const session = cookiePair(res.headers.get("set-cookie")).slice("session=".length);
      await asBrowser(t, `session=${session}`, "GET", "/api/auth/session");
      const token = new URL(path, TEST_ORIGIN).searchParams.get("token") ?? "";
      t.deps.logger.flush();
      expect(logLines.length).toBeGreaterThan(0);
      expect(logLines.join("\n")).not.toContain(token);
      expect(logLines.join("\n")).not.toContain(session);
    } finally {
      await t.close();
    }
  });
});

describe("browser sessions with --dev", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { dev: true } });
  });
  afterAll(() => t.close());

  it("leaves Secure off the cookie so plain http on localhost works", async () => {
    const res = await t.app.request(await loginPath(t));
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toContain("HttpOnly");
    expect(cookie).not.toContain("Secure");
  });
});
