import { describe, expect, it } from "vitest";
import { isRetryable, retryDelayMs } from "./retry";

const now = Date.parse("2026-01-15T12:00:00.000Z");
const noJitter = () => 0;

describe("retry policy", () => {
  it("retries a dropped connection, 408, 409, 429 and 5xx, and nothing else", () => {
    expect(isRetryable({})).toBe(true);
    for (const status of [408, 409, 429, 500, 502, 503, 504]) {
      expect(isRetryable({ status })).toBe(true);
    }
    for (const status of [400, 401, 403, 404, 413, 422]) {
      expect(isRetryable({ status })).toBe(false);
    }
  });

  it("backs off 0.5 s·2ⁿ, capped at 8 s", () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => retryDelayMs(n, {}, now, noJitter))).toEqual([
      500, 1000, 2000, 4000, 8000, 8000,
    ]);
  });

  it("takes up to a quarter off the backoff as jitter", () => {
    expect(retryDelayMs(1, {}, now, () => 0.999_999)).toBe(750);
  });

  it("honours Retry-After in seconds and retry-after-ms", () => {
    expect(retryDelayMs(0, { "retry-after": "3" }, now, noJitter)).toBe(3000);
    expect(retryDelayMs(0, { "retry-after": "0" }, now, noJitter)).toBe(0);
    expect(retryDelayMs(0, { "retry-after-ms": "250", "retry-after": "3" }, now, noJitter)).toBe(
      250,
    );
  });

  it("honours Retry-After as an HTTP date", () => {
    const at = new Date(now + 5_000).toUTCString();
    expect(retryDelayMs(0, { "retry-after": at }, now, noJitter)).toBe(5000);
  });

  it("uses the backoff when Retry-After is over a minute, in the past or unreadable", () => {
    expect(retryDelayMs(0, { "retry-after": "3600" }, now, noJitter)).toBe(500);
    const past = new Date(now - 5_000).toUTCString();
    expect(retryDelayMs(0, { "retry-after": past }, now, noJitter)).toBe(500);
    expect(retryDelayMs(0, { "retry-after": "soon" }, now, noJitter)).toBe(500);
  });
});
