import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, expectError, type TestApp } from "../testing/harness";

describe("HTTP core", () => {
  let t: TestApp;
  let key: string;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ logLines });
    key = await t.key();
  });
  afterAll(() => t.close());

  it("answers an unknown route with 404 NOT_FOUND in the error envelope", async () => {
    const error = await expectError(await t.call("GET", "/api/nope", { key }), 404, "NOT_FOUND");
    expect(error.message).toContain("/api/nope");
  });

  it("answers malformed JSON with 400 VALIDATION_ERROR and stores nothing", async () => {
    const res = await t.call("POST", "/api/agents", { key, body: '{"name": "x",' });
    const error = await expectError(res, 400, "VALIDATION_ERROR");
    expect(error.details?.field).toBe("body");
    const list = (await (await t.call("GET", "/api/agents", { key })).json()) as {
      data: unknown[];
    };
    expect(list.data).toHaveLength(0);
  });

  it("answers a non-JSON content type with 400 VALIDATION_ERROR", async () => {
    const res = await t.app.request("/api/agents", {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "text/plain" },
      body: "name=x",
    });
    await expectError(res, 400, "VALIDATION_ERROR");
  });

  it("reports the first validation problem as field and reason, and all of them in issues[]", async () => {
    const res = await t.call("POST", "/api/agents", {
      key,
      body: { name: "", industry: "mining" },
    });
    const error = await expectError(res, 400, "VALIDATION_ERROR");
    expect(error.details?.field).toBe("name");
    expect(typeof error.details?.reason).toBe("string");
    const issues = error.details?.issues as { field: string }[];
    expect(issues.map((i) => i.field).sort()).toEqual(["industry", "name"]);
  });

  it("rejects unknown body fields", async () => {
    const error = await expectError(
      await t.call("POST", "/api/agents", { key, body: { name: "a", colour: "red" } }),
      400,
      "VALIDATION_ERROR",
    );
    expect(JSON.stringify(error.details)).toContain("colour");
  });

  it("answers a body over 1 MB with 413 PAYLOAD_TOO_LARGE", async () => {
    const body = JSON.stringify({ name: "big", description: "x".repeat(1024 * 1024) });
    await expectError(await t.call("POST", "/api/agents", { key, body }), 413, "PAYLOAD_TOO_LARGE");
  });

  it("echoes the caller's X-Request-ID", async () => {
    const res = await t.call("GET", "/api/health", {
      headers: { "x-request-id": "trace-abc-123" },
    });
    expect(res.headers.get("x-request-id")).toBe("trace-abc-123");
  });

  it("makes a new X-Request-ID when none (or a malformed one) is sent, on errors too", async () => {
    const res = await t.call("GET", "/api/nope", {
      headers: { "x-request-id": "bad id with spaces" },
    });
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const other = await t.call("GET", "/api/agents");
    expect(other.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("logs one JSON line per request with id, method, route, status and ms, never the key", async () => {
    t.deps.logger.flush();
    logLines.length = 0;
    const res = await t.call("GET", "/api/agents/agent_missing", {
      key,
      headers: { "x-request-id": "log-test-1" },
    });
    expect(res.status).toBe(404);
    t.deps.logger.flush();
    expect(logLines).toHaveLength(1);
    const line = JSON.parse(logLines[0] ?? "{}");
    expect(line).toMatchObject({
      msg: "request",
      requestId: "log-test-1",
      method: "GET",
      route: "/api/agents/:id",
      status: 404,
    });
    expect(typeof line.ms).toBe("number");
    expect(logLines[0]).not.toContain(key);
    expect(logLines[0]).not.toContain(key.slice(4));
  });

  it("logs the route that answered, not another one matching the same path", async () => {
    const routeOf = async (path: string) => {
      t.deps.logger.flush();
      logLines.length = 0;
      await t.call("GET", path, { key });
      t.deps.logger.flush();
      return JSON.parse(logLines[0] ?? "{}").route;
    };
    expect(await routeOf("/api/traces/stats")).toBe("/api/traces/stats");
    expect(await routeOf("/api/traces/tr_1")).toBe("/api/traces/:id");
    expect(await routeOf("/api/nope")).toBeNull();
  });

  it("answers an unexpected failure with 500 INTERNAL_ERROR without stack or SQL", async () => {
    const broken = await createTestApp();
    const brokenKey = await broken.key();
    await broken.database.db.schema.dropTable("agents").execute();
    const res = await broken.call("GET", "/api/agents", { key: brokenKey });
    const text = await res.clone().text();
    await expectError(res, 500, "INTERNAL_ERROR");
    expect(text).not.toMatch(/select|from|stack|at \w+ \(/i);
    await broken.close();
  });

  it("serves an OpenAPI 3.1 document where every operation has an id and non-public ones need a key", async () => {
    const res = await t.call("GET", "/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>>;
    };
    expect(doc.openapi).toBe("3.1.0");
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, op })),
    );
    expect(operations.length).toBeGreaterThan(25);
    const publicPaths = [
      "/api/health",
      "/api/health/live",
      "/api/health/ready",
      "/api/explainer/health",
      "/api/auth/config",
      "/api/auth/logout",
    ];
    for (const { path, op } of operations) {
      expect(op.operationId, path).toBeTruthy();
      if (publicPaths.includes(path)) continue;
      // Langfuse's own export path also takes the key through HTTP Basic, as its SDKs send it.
      const security =
        path === "/api/public/otel/v1/traces"
          ? [{ bearerAuth: [] }, { basicAuth: [] }]
          : [{ bearerAuth: [] }];
      expect(op.security, path).toEqual(security);
    }
    const ids = operations.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
