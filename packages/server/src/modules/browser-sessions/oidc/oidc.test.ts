import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asBrowser, cookiePair, TEST_ORIGIN } from "../../../testing/browser-session";
import { TEST_DIALECTS } from "../../../testing/databases";
import {
  createTestApp,
  dataOf,
  expectError,
  manualClock,
  type TestApp,
} from "../../../testing/harness";
import { type AccountClaims, type OidcIssuer, startOidcIssuer } from "../../../testing/oidc-issuer";

const accounts: Record<string, AccountClaims> = {
  alice: {
    name: "Alice Admin",
    email: "alice@acme.example",
    vigil_company: "acme",
    vigil_role: ["viewer", "admin"],
  },
  bob: { name: "Bob", email: "bob@example.com" },
  mallory: { vigil_company: "not a company id!" },
};

let issuer: OidcIssuer;
beforeAll(async () => {
  issuer = await startOidcIssuer(`${TEST_ORIGIN}/login/callback`, accounts);
});
afterAll(() => issuer.close());

interface Who {
  authMethod: string;
  user: { id: string; companyId: string; role: string; name: string | null; email: string | null };
}

describe.each(TEST_DIALECTS)("OpenID Connect login on %s", (dialect) => {
  let t: TestApp;
  const clock = manualClock(new Date());
  beforeAll(async () => {
    t = await createTestApp({
      dialect,
      clock,
      config: { dev: true, sessionIdleTimeout: "1h", sessionMaxAge: "1d" },
      env: {
        VIGIL_OIDC_ISSUER: issuer.issuer,
        VIGIL_OIDC_CLIENT_ID: issuer.clientId,
        VIGIL_OIDC_CLIENT_SECRET: issuer.clientSecret,
        VIGIL_OIDC_AUDIENCE: "https://vigil.example/api",
      },
    });
  });
  afterAll(() => t.close());

  /** GET /login: the redirect to the provider and the state cookie. */
  async function start(next = "/traces") {
    const res = await t.app.request(`/login?next=${encodeURIComponent(next)}`);
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get("location") ?? "");
    return { location, stateCookie: cookiePair(res.headers.get("set-cookie")) };
  }

  /** The whole flow as a browser does it; returns the callback's answer. */
  async function login(account: string, next = "/traces"): Promise<Response> {
    const { location, stateCookie } = await start(next);
    const callback = await issuer.signIn(location.toString(), account);
    return t.app.request(`${callback.pathname}${callback.search}`, {
      headers: { cookie: stateCookie },
    });
  }

  async function sessionOf(res: Response): Promise<string> {
    expect(res.status).toBe(303);
    const cookies = res.headers.getSetCookie();
    const session = cookies.find((line) => line.startsWith("session="));
    return cookiePair(session ?? null);
  }

  it("answers GET /api/auth/config with what a browser client needs", async () => {
    const res = await t.call("GET", "/api/auth/config");
    expect(await res.json()).toEqual({
      domain: issuer.issuer,
      clientId: issuer.clientId,
      audience: "https://vigil.example/api",
      sso: true,
      loginUrl: "/login",
      callbackUrl: `${TEST_ORIGIN}/login/callback`,
    });
  });

  it("sends /login to the provider with PKCE (S256), state and nonce", async () => {
    const { location, stateCookie } = await start();
    expect(location.origin).toBe(issuer.issuer);
    const params = location.searchParams;
    expect(params.get("client_id")).toBe(issuer.clientId);
    expect(params.get("response_type")).toBe("code");
    expect(params.get("redirect_uri")).toBe(`${TEST_ORIGIN}/login/callback`);
    expect(params.get("code_challenge_method")).toBe("S256");
    expect(params.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get("scope")).toBe("openid profile email");
    expect(params.get("audience")).toBe("https://vigil.example/api");
    expect(stateCookie).toBe(`vigil_oidc_state=${params.get("state")}`);
    // The verifier and nonce are stored sealed, the state only as a hash.
    const stored = JSON.stringify(
      await t.database.db.selectFrom("oidc_logins").selectAll().execute(),
    );
    expect(stored).not.toContain(params.get("nonce"));
    expect(stored).not.toContain(params.get("state"));
  });

  it("logs a user in end to end, mapping company and role from the claims", async () => {
    const res = await login("alice");
    expect(res.headers.get("location")).toBe("/traces");
    const cookie = await sessionOf(res);
    const who = await dataOf<Who>(await asBrowser(t, cookie, "GET", "/api/auth/session"));
    expect(who.authMethod).toBe("session");
    expect(who.user).toMatchObject({
      companyId: "acme",
      role: "admin",
      name: "Alice Admin",
      email: "alice@acme.example",
    });
    expect(who.user.id).toMatch(/^user_[0-9A-Z]{26}$/);
    expect((await asBrowser(t, cookie, "GET", "/api/departments")).status).toBe(200);
  });

  it("matches a returning user by (issuer, subject); the company stays the first one", async () => {
    const first = await dataOf<Who>(
      await asBrowser(t, await sessionOf(await login("alice")), "GET", "/api/auth/session"),
    );
    accounts.alice = { ...accounts.alice, vigil_company: "elsewhere", vigil_role: "member" };
    const again = await dataOf<Who>(
      await asBrowser(t, await sessionOf(await login("alice")), "GET", "/api/auth/session"),
    );
    expect(again.user).toMatchObject({ id: first.user.id, companyId: "acme", role: "member" });
    accounts.alice = { ...accounts.alice, vigil_company: "acme", vigil_role: "admin" };
  });

  it("puts a user without claims in the default company as a member", async () => {
    const who = await dataOf<Who>(
      await asBrowser(t, await sessionOf(await login("bob")), "GET", "/api/auth/session"),
    );
    expect(who.user).toMatchObject({
      companyId: "default",
      role: "member",
      email: "bob@example.com",
    });
  });

  it("refuses a company claim that is not a company id", async () => {
    const error = await expectError(await login("mallory"), 401, "UNAUTHORIZED");
    expect(error.details).toEqual({ reason: "claims_invalid" });
  });

  it("refuses a callback that did not start in this browser (no state cookie)", async () => {
    const { location } = await start();
    const callback = await issuer.signIn(location.toString(), "alice");
    const res = await t.app.request(`${callback.pathname}${callback.search}`);
    const error = await expectError(res, 401, "UNAUTHORIZED");
    expect(error.details).toEqual({ reason: "state_mismatch" });
  });

  it("refuses a replayed callback", async () => {
    const { location, stateCookie } = await start();
    const callback = await issuer.signIn(location.toString(), "alice");
    const path = `${callback.pathname}${callback.search}`;
    await sessionOf(await t.app.request(path, { headers: { cookie: stateCookie } }));
    const again = await t.app.request(path, { headers: { cookie: stateCookie } });
    expect((await expectError(again, 401, "UNAUTHORIZED")).details).toEqual({
      reason: "login_expired",
    });
  });

  it("refuses a callback that comes back after ten minutes", async () => {
    const { location, stateCookie } = await start();
    const callback = await issuer.signIn(location.toString(), "alice");
    clock.advance(10 * 60_000 + 1);
    const res = await t.app.request(`${callback.pathname}${callback.search}`, {
      headers: { cookie: stateCookie },
    });
    expect((await expectError(res, 401, "UNAUTHORIZED")).details).toEqual({
      reason: "login_expired",
    });
  });

  it("expires an SSO session: 401 SESSION_EXPIRED after the idle timeout", async () => {
    const cookie = await sessionOf(await login("alice"));
    expect((await asBrowser(t, cookie, "GET", "/api/auth/session")).status).toBe(200);
    clock.advance(60 * 60_000 + 1);
    await expectError(
      await asBrowser(t, cookie, "GET", "/api/auth/session"),
      401,
      "SESSION_EXPIRED",
    );
  });

  it("refuses a cross-origin state change with the SSO cookie, then logs out", async () => {
    const cookie = await sessionOf(await login("alice"));
    const forged = await asBrowser(t, cookie, "POST", "/api/departments", {
      body: { name: "Forged" },
      origin: "https://evil.example",
    });
    expect((await expectError(forged, 403, "FORBIDDEN")).details).toMatchObject({
      reason: "cross_origin",
    });
    const made = await asBrowser(t, cookie, "POST", "/api/departments", {
      body: { name: `Made ${dialect}` },
    });
    expect(made.status).toBe(201);
    const out = await asBrowser(t, cookie, "POST", "/api/auth/logout");
    expect(await dataOf(out)).toEqual({ loggedOut: true });
    await expectError(await asBrowser(t, cookie, "GET", "/api/auth/session"), 401, "UNAUTHORIZED");
  });

  it("still accepts a one-time login link while SSO is on", async () => {
    const { create } = await import("../operator");
    const { url } = await create({ database: t.database, clock }, { baseUrl: TEST_ORIGIN });
    const res = await t.app.request(new URL(url).pathname + new URL(url).search);
    expect(res.status).toBe(303);
  });
});

describe("OpenID Connect settings", () => {
  it("refuses an http:// issuer without --dev (503, nothing stored)", async () => {
    const t = await createTestApp({
      env: { VIGIL_OIDC_ISSUER: issuer.issuer, VIGIL_OIDC_CLIENT_ID: issuer.clientId },
    });
    try {
      const error = await expectError(await t.app.request("/login"), 503, "SERVICE_UNAVAILABLE");
      expect(error.details).toMatchObject({ reason: "oidc_issuer_insecure" });
      expect(await t.database.db.selectFrom("oidc_logins").selectAll().execute()).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it("answers 404 on the callback when SSO is off", async () => {
    const t = await createTestApp();
    try {
      await expectError(await t.app.request("/login/callback?code=x&state=y"), 404, "NOT_FOUND");
    } finally {
      await t.close();
    }
  });
});
