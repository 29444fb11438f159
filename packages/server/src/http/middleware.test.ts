import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { buildConnector, Pool } from "undici";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../config";
import { type RunningServer, startServer } from "../server";
import { createOperatorKey, createTestApp, expectError } from "../testing/harness";
import { BODY_LIMITS, DRAIN_LIMITS } from "./middleware";

const MB = 1024 * 1024;

/** A body sent chunked (no Content-Length): 64 KB pieces of spaces. */
function chunked(bytes: number): Readable {
  return Readable.from(
    (function* () {
      for (let sent = 0; sent < bytes; sent += 64 * 1024) {
        yield Buffer.alloc(Math.min(64 * 1024, bytes - sent), 32);
      }
    })(),
  );
}

describe("over-limit bodies on one keep-alive connection (a real port)", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "vigil-body-limit-"));
  let server: RunningServer;
  let key: string;
  let pool: Pool;
  let connections = 0;
  const errors: string[] = [];

  beforeAll(async () => {
    server = await startServer(loadConfig({ port: 0, dataDir, logLevel: "silent" }, {}));
    key = (await createOperatorKey(server.deps, {})).key;
    const connect = buildConnector({});
    // One connection, kept alive: each request goes on the socket the previous one used.
    pool = new Pool(server.url, {
      connections: 1,
      pipelining: 1,
      connect: (options, callback) => {
        connections += 1;
        return connect(options, (error, socket) => {
          socket?.on("error", (e) => errors.push(String(e)));
          callback(error as Error, socket as never);
        });
      },
    });
  });
  afterAll(async () => {
    await pool.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  afterEach(() => {
    errors.length = 0;
  });

  const headers = () => ({ authorization: `Bearer ${key}`, "content-type": "application/json" });

  /** The over-limit request, then a small one, three times: every one must be answered. */
  async function roundTrips(path: string, limit: number, body: () => string | Readable) {
    let opened = Number.NaN;
    for (let round = 0; round < 3; round++) {
      const refused = await pool.request({
        method: "POST",
        path,
        headers: headers(),
        body: body(),
      });
      if (round === 0) opened = connections;
      expect(refused.statusCode).toBe(413);
      expect(await refused.body.json()).toEqual({
        success: false,
        error: {
          code: "PAYLOAD_TOO_LARGE",
          message: `Request body exceeds the limit of ${limit} bytes`,
          details: { limitBytes: limit },
        },
      });
      const next = await pool.request({ method: "GET", path: "/api/agents", headers: headers() });
      expect(next.statusCode).toBe(200);
      await next.body.dump();
    }
    expect(errors).toEqual([]);
    expect(connections).toBe(opened);
  }

  it("answers every request after 1.1 MB bodies sent with Content-Length", async () => {
    const big = JSON.stringify({ name: "x".repeat(1.1 * MB) });
    await roundTrips("/api/agents", BODY_LIMITS.default, () => big);
  });

  it("answers every request after 3 MB bodies sent chunked, without Content-Length", async () => {
    await roundTrips("/api/agents", BODY_LIMITS.default, () => chunked(3 * MB));
  });

  it("answers every request after bodies over the 100 KB guardrail limit", async () => {
    const big = JSON.stringify({ input: "x".repeat(600 * 1024) });
    await roundTrips("/v1/guardrails/scan", BODY_LIMITS.guardrails, () => big);
  });

  it("answers every request after bodies over the 16 MB OTLP limit", async () => {
    await roundTrips("/v1/traces", BODY_LIMITS.otlp, () => chunked(BODY_LIMITS.otlp + MB));
  });

  it("answers the next request after a 401 to a large body that was never read", async () => {
    const big = JSON.stringify({ name: "x".repeat(900 * 1024) });
    let opened = Number.NaN;
    for (let round = 0; round < 3; round++) {
      const refused = await pool.request({
        method: "POST",
        path: "/api/agents",
        headers: { ...headers(), authorization: "Bearer vgl_not_a_key" },
        body: big,
      });
      expect(refused.statusCode).toBe(401);
      await refused.body.dump();
      if (round === 0) opened = connections;
      const next = await pool.request({ method: "GET", path: "/api/agents", headers: headers() });
      expect(next.statusCode).toBe(200);
      await next.body.dump();
    }
    expect(errors).toEqual([]);
    expect(connections).toBe(opened);
  });
});

describe("an over-limit body that cannot be read to its end", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers 413 with Connection: close when the rest does not arrive in time", async () => {
    const t = await createTestApp();
    try {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      // 1.1 MB, then the client goes quiet without ending the body.
      const stalled = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new Uint8Array(1.1 * MB).fill(32));
        },
      });
      const answer = t.app.request("/api/agents", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: stalled,
        duplex: "half",
      } as RequestInit);
      await vi.advanceTimersByTimeAsync(DRAIN_LIMITS.ms);
      const res = await answer;
      expect(res.headers.get("connection")).toBe("close");
      await expectError(res, 413, "PAYLOAD_TOO_LARGE");
    } finally {
      vi.useRealTimers();
      await t.close();
    }
  });

  it("answers 413 with Connection: close at once when the declared length is past the drain bound", async () => {
    const t = await createTestApp();
    try {
      const never = new ReadableStream<Uint8Array>({});
      const res = await t.app.request("/api/agents", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "content-length": String(DRAIN_LIMITS.bytes + 1),
        },
        body: never,
        duplex: "half",
      } as RequestInit);
      expect(res.headers.get("connection")).toBe("close");
      await expectError(res, 413, "PAYLOAD_TOO_LARGE");
    } finally {
      await t.close();
    }
  });

  it("keeps the connection (no Connection: close) when the rest was read to its end", async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.request("/api/agents", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "x".repeat(1.1 * MB) }),
      });
      expect(res.headers.get("connection")).toBeNull();
      await expectError(res, 413, "PAYLOAD_TOO_LARGE");
    } finally {
      await t.close();
    }
  });
});
