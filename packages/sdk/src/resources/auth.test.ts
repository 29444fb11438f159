import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Vigil } from "../client";
import { AuthenticationError } from "../core/errors";
import { startTestServer, type TestServer } from "../testing/test-server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("vigil.auth against the real server", () => {
  it("reads the identity provider config without a key", async () => {
    const vigil = new Vigil({ baseUrl: server.url });
    await expect(vigil.auth.config()).resolves.toEqual({
      domain: null,
      clientId: null,
      audience: null,
      sso: false,
      loginUrl: "/login",
      callbackUrl: null,
    });
  });

  it("validates the client's key", async () => {
    const { key } = await server.createKey({ companyId: "acme", tier: "starter" });
    const vigil = await server.client({ apiKey: key });
    await expect(vigil.auth.validateKey()).resolves.toMatchObject({
      valid: true,
      tier: "starter",
      rateLimit: 60,
      companyId: "acme",
      permissions: { read: true, write: true, delete: true },
    });
  });

  it("tells who the caller is", async () => {
    const { key } = await server.createKey({ companyId: "acme", userId: "carol", role: "member" });
    const vigil = await server.client({ apiKey: key });
    await expect(vigil.auth.session()).resolves.toMatchObject({
      authMethod: "api_key",
      user: { id: "carol", companyId: "acme", role: "member" },
      idleTimeoutSeconds: null,
    });
  });

  it("logs out without a session cookie as a no-op", async () => {
    const vigil = new Vigil({ baseUrl: server.url });
    await expect(vigil.auth.logout()).resolves.toEqual({ loggedOut: false });
  });

  it("throws AuthenticationError with INVALID_API_KEY and a request id for a bad key", async () => {
    const vigil = new Vigil({ baseUrl: server.url, apiKey: `vgl_${"x".repeat(32)}` });
    const error = await vigil.agents.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({ status: 401, code: "INVALID_API_KEY" });
    const { requestId, headers } = error as AuthenticationError;
    expect(requestId).toMatch(/\S+/);
    expect(requestId).toBe(headers.get("x-request-id"));
  });

  it("throws AuthenticationError with UNAUTHORIZED without a key", async () => {
    const vigil = new Vigil({ baseUrl: server.url });
    await expect(vigil.auth.validateKey()).rejects.toMatchObject({
      status: 401,
      code: "UNAUTHORIZED",
    });
  });

  it("keeps the caller's X-Request-ID", async () => {
    const vigil = new Vigil({ baseUrl: server.url, apiKey: "vgl_bad" });
    const error = await vigil.agents
      .get("agent_x", { headers: { "X-Request-ID": "trace-me-42" } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, requestId: "trace-me-42" });
  });
});
