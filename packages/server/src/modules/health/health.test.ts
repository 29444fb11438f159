import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, dataOf, expectError, type TestApp } from "../../testing/harness";

describe("health", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(["/api/health", "/api/health/live"])("answers %s without a key", async (path) => {
    const data = await dataOf(await t.call("GET", path));
    expect(data).toMatchObject({
      status: "ok",
      version: expect.any(String),
      uptimeSeconds: expect.any(Number),
    });
  });

  it("reports readiness after checking the database", async () => {
    const data = await dataOf(await t.call("GET", "/api/health/ready"));
    expect(data).toMatchObject({
      status: "ready",
      checks: { database: { status: "ok", dialect: "sqlite" } },
    });
  });

  it("answers 503 SERVICE_UNAVAILABLE when the database is gone", async () => {
    const broken = await createTestApp();
    await broken.database.close();
    await expectError(await broken.call("GET", "/api/health/ready"), 503, "SERVICE_UNAVAILABLE");
  });

  it("reports which analysis tiers can run without a model provider", async () => {
    const data = await dataOf(await t.call("GET", "/api/explainer/health"));
    expect(data).toEqual({
      status: "ok",
      llmProvider: { configured: false, model: null },
      tiers: ["rule_based"],
    });
  });
});
