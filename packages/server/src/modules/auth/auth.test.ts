import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, dataOf, expectError, type TestApp } from "../../testing/harness";

describe("auth config and validate-key", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("serves the identity provider settings publicly as a bare object", async () => {
    const res = await t.call("GET", "/api/auth/config");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      domain: null,
      clientId: null,
      audience: null,
      sso: false,
      loginUrl: "/login",
      callbackUrl: null,
    });
  });

  it("validates the key in the Authorization header", async () => {
    const key = await t.key({ tier: "starter", permissions: ["read", "write"] });
    const result = await dataOf(await t.call("POST", "/api/v1/explainer/validate-key", { key }));
    expect(result).toMatchObject({
      valid: true,
      tier: "starter",
      rateLimit: 60,
      permissions: { read: true, write: true, delete: false },
      companyId: "default",
      agentId: null,
      expiresAt: null,
    });
    expect((result as { features: string[] }).features).toContain("traces");
  });

  it("answers 401 for a missing or invalid key", async () => {
    await expectError(await t.call("POST", "/api/v1/explainer/validate-key"), 401, "UNAUTHORIZED");
    await expectError(
      await t.call("POST", "/api/v1/explainer/validate-key", { key: "vgl_bad" }),
      401,
      "INVALID_API_KEY",
    );
  });

  it("needs only the read permission", async () => {
    const readOnly = await t.key({ permissions: ["read"] });
    expect((await t.call("POST", "/api/v1/explainer/validate-key", { key: readOnly })).status).toBe(
      200,
    );
    const writeOnly = await t.key({ permissions: ["write"] });
    await expectError(
      await t.call("POST", "/api/v1/explainer/validate-key", { key: writeOnly }),
      403,
      "FORBIDDEN",
    );
  });
});
