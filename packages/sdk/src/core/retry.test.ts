import { describe, expect, it } from "vitest";
import { backoffMs, decideRetry, isRetryableStatus, serverDelayMs } from "./retry";

const NOW = Date.parse("2026-01-15T12:00:00.000Z");
const headers = (init: Record<string, string>) => new Headers(init);
const response = (status: number, init: Record<string, string> = {}) =>
  ({ kind: "response", status, headers: headers(init) }) as const;

describe("isRetryableStatus", () => {
  it("retries 408, 429 and every 5xx", () => {
    for (const status of [408, 429, 500, 502, 503, 504, 599]) {
      expect(isRetryableStatus(status)).toBe(true);
    }
  });

  it("does not retry other 4xx, including a plain 409", () => {
    for (const status of [400, 401, 403, 404, 409, 413, 422]) {
      expect(isRetryableStatus(status)).toBe(false);
    }
  });

  it("retries a 409 that carries Retry-After (an Idempotency-Key still in progress)", () => {
    expect(isRetryableStatus(409, headers({ "retry-after": "1" }))).toBe(true);
    expect(isRetryableStatus(409, headers({}))).toBe(false);
    expect(decideRetry(response(409, { "retry-after": "1" }), 0, 2, NOW)).toEqual({
      retry: true,
      delayMs: 1000,
    });
  });
});

describe("backoffMs", () => {
  it("doubles from 0.5 s without jitter", () => {
    const noJitter = () => 0;
    expect([0, 1, 2, 3].map((n) => backoffMs(n, noJitter))).toEqual([500, 1000, 2000, 4000]);
  });

  it("caps the base at 8 s", () => {
    expect(backoffMs(4, () => 0)).toBe(8000);
    expect(backoffMs(20, () => 0)).toBe(8000);
  });

  it("applies jitter between 0.75 and 1.0 of the base", () => {
    expect(backoffMs(0, () => 1)).toBe(375);
    expect(backoffMs(0, () => 0.5)).toBe(437.5);
  });
});

describe("serverDelayMs", () => {
  it("reads retry-after-ms as milliseconds", () => {
    expect(serverDelayMs(503, headers({ "retry-after-ms": "10" }), NOW)).toBe(10);
  });

  it("prefers retry-after-ms over Retry-After", () => {
    const h = headers({ "retry-after-ms": "250", "retry-after": "30" });
    expect(serverDelayMs(503, h, NOW)).toBe(250);
  });

  it("reads Retry-After as seconds", () => {
    expect(serverDelayMs(429, headers({ "retry-after": "2" }), NOW)).toBe(2000);
  });

  it("reads Retry-After as an HTTP date", () => {
    const date = new Date(NOW + 3000).toUTCString();
    expect(serverDelayMs(503, headers({ "retry-after": date }), NOW)).toBe(3000);
  });

  it("treats a Retry-After date in the past as no wait", () => {
    const date = new Date(NOW - 5000).toUTCString();
    expect(serverDelayMs(503, headers({ "retry-after": date }), NOW)).toBe(0);
  });

  it("reads X-RateLimit-Reset (Unix seconds) on 429", () => {
    const reset = String((NOW + 4000) / 1000);
    expect(serverDelayMs(429, headers({ "x-ratelimit-reset": reset }), NOW)).toBe(4000);
  });

  it("prefers Retry-After over X-RateLimit-Reset", () => {
    const h = headers({ "retry-after": "1", "x-ratelimit-reset": String(NOW / 1000 + 50) });
    expect(serverDelayMs(429, h, NOW)).toBe(1000);
  });

  it("ignores X-RateLimit-Reset on statuses other than 429", () => {
    const reset = String((NOW + 4000) / 1000);
    expect(serverDelayMs(503, headers({ "x-ratelimit-reset": reset }), NOW)).toBeUndefined();
  });

  it("caps every requested delay at 60 s", () => {
    expect(serverDelayMs(429, headers({ "retry-after": "3600" }), NOW)).toBe(60_000);
    expect(serverDelayMs(503, headers({ "retry-after-ms": "999999" }), NOW)).toBe(60_000);
    const reset = String(NOW / 1000 + 600);
    expect(serverDelayMs(429, headers({ "x-ratelimit-reset": reset }), NOW)).toBe(60_000);
  });

  it("is undefined when no header is present or readable", () => {
    expect(serverDelayMs(503, headers({}), NOW)).toBeUndefined();
    expect(serverDelayMs(503, headers({ "retry-after": "soon" }), NOW)).toBeUndefined();
  });
});

describe("decideRetry", () => {
  const noJitter = () => 0;

  it("retries network errors and timeouts with backoff", () => {
    expect(decideRetry({ kind: "network-error" }, 0, 2, NOW, noJitter)).toEqual({
      retry: true,
      delayMs: 500,
    });
    expect(decideRetry({ kind: "timeout" }, 1, 2, NOW, noJitter)).toEqual({
      retry: true,
      delayMs: 1000,
    });
  });

  it("stops once maxRetries retries are done", () => {
    expect(decideRetry({ kind: "network-error" }, 2, 2, NOW, noJitter)).toEqual({ retry: false });
    expect(decideRetry(response(503), 0, 0, NOW, noJitter)).toEqual({ retry: false });
  });

  it("does not retry a 400", () => {
    expect(decideRetry(response(400), 0, 2, NOW, noJitter)).toEqual({ retry: false });
  });

  it("uses the server's delay when it gives one", () => {
    expect(decideRetry(response(429, { "retry-after": "1" }), 0, 2, NOW, noJitter)).toEqual({
      retry: true,
      delayMs: 1000,
    });
  });

  it("falls back to backoff for a 5xx without a delay header", () => {
    expect(decideRetry(response(502), 2, 3, NOW, noJitter)).toEqual({ retry: true, delayMs: 2000 });
  });
});
