import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIUserAbortError,
  BadRequestError,
  InternalServerError,
  VigilError,
} from "./errors";
import { type ClientOptions, Transport } from "./transport";

/** What the scripted server answers: a response, a dropped connection, or nothing at all. */
type Reply = { status: number; headers?: Record<string, string>; body?: unknown } | "drop" | "hang";

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const ok = (data: unknown): Reply => ({ status: 200, body: { success: true, data } });
const failure = (status: number, code: string, headers: Record<string, string> = {}): Reply => ({
  status,
  headers,
  body: { success: false, error: { code, message: `${code} happened` } },
});

let server: Server;
let baseUrl: string;
let replies: Reply[] = [];
let received: Received[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      const reply = replies.length > 1 ? replies.shift()! : replies[0]!;
      if (reply === "drop") return req.socket.destroy();
      if (reply === "hang") return;
      res.writeHead(reply.status, { "content-type": "application/json", ...reply.headers });
      res.end(reply.body === undefined ? "" : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  replies = [];
  received = [];
});

const transport = (options: Partial<ClientOptions> = {}) =>
  new Transport({ baseUrl, apiKey: "vgl_test", ...options });

describe("Transport retries", () => {
  it("retries a 503 and keeps the Idempotency-Key across attempts", async () => {
    replies = [failure(503, "SERVICE_UNAVAILABLE", { "retry-after-ms": "10" }), ok({ id: "a1" })];
    const result = await transport().post("/api/agents", { name: "x" });
    expect(result).toEqual({ id: "a1" });
    expect(received).toHaveLength(2);
    const [first, second] = received.map((r) => r.headers["idempotency-key"]);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
    expect(received[1]?.body).toBe(JSON.stringify({ name: "x" }));
  });

  it("retries a 429 after its Retry-After", async () => {
    replies = [failure(429, "RATE_LIMITED", { "retry-after": "0" }), ok({ fine: true })];
    await expect(transport().get("/api/agents")).resolves.toEqual({ fine: true });
    expect(received).toHaveLength(2);
  });

  it("retries a 408", async () => {
    replies = [failure(408, "TIMEOUT", { "retry-after-ms": "1" }), ok(1)];
    await expect(transport().get("/x")).resolves.toBe(1);
    expect(received).toHaveLength(2);
  });

  it("does not retry a 400", async () => {
    replies = [failure(400, "VALIDATION_ERROR"), ok("never")];
    await expect(transport().post("/api/agents", {})).rejects.toBeInstanceOf(BadRequestError);
    expect(received).toHaveLength(1);
  });

  it("does not retry a 409", async () => {
    replies = [failure(409, "CONFLICT", { "retry-after-ms": "1" }), ok("never")];
    await expect(transport().post("/x", {})).rejects.toMatchObject({ status: 409 });
    expect(received).toHaveLength(1);
  });

  it("gives up after maxRetries and throws the last error", async () => {
    replies = [failure(503, "SERVICE_UNAVAILABLE", { "retry-after-ms": "1" })];
    const error = await transport({ maxRetries: 3 })
      .get("/x")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InternalServerError);
    expect(error).toMatchObject({ status: 503, code: "SERVICE_UNAVAILABLE" });
    expect(received).toHaveLength(4);
  });

  it("lets a call override maxRetries", async () => {
    replies = [failure(500, "INTERNAL_ERROR", { "retry-after-ms": "1" })];
    await expect(transport().get("/x", { maxRetries: 0 })).rejects.toBeInstanceOf(
      InternalServerError,
    );
    expect(received).toHaveLength(1);
  });

  it("retries a dropped connection", async () => {
    replies = ["drop", ok("back")];
    await expect(transport().get("/x")).resolves.toBe("back");
    expect(received).toHaveLength(2);
  });

  it("throws APIConnectionError when the connection keeps failing", async () => {
    replies = ["drop"];
    const error = await transport({ maxRetries: 1 })
      .get("/x")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(error).not.toBeInstanceOf(APIConnectionTimeoutError);
    expect(received).toHaveLength(2);
  });

  it("throws APIConnectionError when nothing listens", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const client = new Transport({ baseUrl: `http://127.0.0.1:${port}`, maxRetries: 0 });
    await expect(client.get("/x")).rejects.toBeInstanceOf(APIConnectionError);
  });

  it("throws APIConnectionTimeoutError when no answer comes in time", async () => {
    replies = ["hang"];
    // Long enough for the request to reach the local server on a loaded machine, so the
    // count below sees it; the timeout still fires because the server never answers.
    const error = await transport({ timeoutMs: 500, maxRetries: 0 })
      .get("/x")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIConnectionTimeoutError);
    expect(received).toHaveLength(1);
  });

  it("retries a timeout", async () => {
    replies = ["hang", ok("late but fine")];
    await expect(transport({ maxRetries: 1 }).get("/x", { timeoutMs: 500 })).resolves.toBe(
      "late but fine",
    );
    expect(received).toHaveLength(2);
  });

  it("does not retry when the caller aborts", async () => {
    replies = ["hang"];
    const controller = new AbortController();
    const pending = transport().get("/x", { signal: controller.signal });
    while (received.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(APIUserAbortError);
    expect(received).toHaveLength(1);
  });

  it("aborts the wait before a retry", async () => {
    replies = [failure(503, "SERVICE_UNAVAILABLE", { "retry-after": "30" })];
    const controller = new AbortController();
    const pending = transport().get("/x", { signal: controller.signal });
    while (received.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(APIUserAbortError);
    expect(received).toHaveLength(1);
  });
});

describe("Transport requests", () => {
  it("sends the caller's idempotencyKey on POST", async () => {
    replies = [ok({})];
    await transport().post("/x", { a: 1 }, { idempotencyKey: "my-key" });
    expect(received[0]?.headers["idempotency-key"]).toBe("my-key");
  });

  it("sends a new Idempotency-Key for each POST and none for other methods", async () => {
    replies = [ok({})];
    const t = transport();
    await t.post("/x", {});
    await t.post("/x", {});
    await t.get("/x");
    await t.patch("/x", {});
    const keys = received.map((r) => r.headers["idempotency-key"]);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBeUndefined();
    expect(keys[3]).toBeUndefined();
  });

  it("sends the key, JSON headers, default and per-call headers", async () => {
    replies = [ok({})];
    await transport({ defaultHeaders: { "x-team": "a", "x-trace": "d" } }).patch(
      "/x",
      { b: 2 },
      { headers: { "x-trace": "call" } },
    );
    const { headers, method } = received[0]!;
    expect(method).toBe("PATCH");
    expect(headers.authorization).toBe("Bearer vgl_test");
    expect(headers["content-type"]).toBe("application/json");
    expect(headers.accept).toBe("application/json");
    expect(headers["x-team"]).toBe("a");
    expect(headers["x-trace"]).toBe("call");
  });

  it("drops undefined query values and strips the base URL's trailing slash", async () => {
    replies = [ok([])];
    await new Transport({ baseUrl: `${baseUrl}/` }).get("/api/agents", undefined, {
      limit: 5,
      industry: undefined,
      sortOrder: "asc",
    });
    expect(received[0]?.url).toBe("/api/agents?limit=5&sortOrder=asc");
  });

  it("resolves a delete to the server's message", async () => {
    replies = [{ status: 200, body: { success: true, message: "Agent a deleted" } }];
    await expect(transport().delete("/api/agents/a")).resolves.toEqual({
      message: "Agent a deleted",
    });
  });

  it("uses the fetch it is given", async () => {
    const urls: string[] = [];
    const client = new Transport({
      baseUrl: "https://vigil.example",
      fetch: async (url) => {
        urls.push(url);
        return new Response(JSON.stringify({ success: true, data: 7 }), {
          headers: { "content-type": "application/json" },
        });
      },
    });
    await expect(client.get("/api/health")).resolves.toBe(7);
    expect(urls).toEqual(["https://vigil.example/api/health"]);
  });

  it("rejects a baseUrl that is not http(s) and out-of-range numbers", () => {
    expect(() => new Transport({ baseUrl: "localhost:4318" })).toThrow(VigilError);
    expect(() => new Transport({ baseUrl, maxRetries: -1 })).toThrow("maxRetries");
    expect(() => new Transport({ baseUrl, timeoutMs: 1.5 })).toThrow("timeoutMs");
    expect(() => new Transport({ baseUrl, timeoutMs: 0 })).toThrow("timeoutMs");
  });
});
