import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Vigil } from "../client";
import { startTestServer, type TestServer } from "../testing/test-server";

let server: TestServer;
let vigil: Vigil;

beforeAll(async () => {
  server = await startTestServer();
  vigil = new Vigil({ baseUrl: server.url });
});
afterAll(() => server.close());

describe("vigil.health against the real server, without an API key", () => {
  it("checks the service", async () => {
    const health = await vigil.health.check();
    expect(health).toMatchObject({ status: "ok" });
    expect(typeof health.version).toBe("string");
  });

  it("checks liveness", async () => {
    await expect(vigil.health.live()).resolves.toMatchObject({ status: "ok" });
  });

  it("checks readiness with the database", async () => {
    await expect(vigil.health.ready()).resolves.toMatchObject({
      status: "ready",
      checks: { database: { status: "ok", dialect: "sqlite" } },
    });
  });

  it("reports the analysis tiers", async () => {
    await expect(vigil.health.explainer()).resolves.toMatchObject({
      status: "ok",
      tiers: expect.arrayContaining(["rule_based"]),
    });
  });
});
