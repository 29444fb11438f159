import { describe, expect, it } from "vitest";
import { memoryRateLimiter, takeToken } from "./rate-limit";

const rule = { perMinute: 60, burst: 3 };

describe("takeToken", () => {
  it("starts full and takes one token per request", () => {
    const { state, decision } = takeToken(undefined, rule, 0);
    expect(state.tokens).toBe(2);
    expect(decision).toMatchObject({ allowed: true, limit: 60, remaining: 2, retryAfter: 0 });
  });

  it("refuses when empty and says when one token is back", () => {
    let state = takeToken(undefined, rule, 0).state;
    state = takeToken(state, rule, 0).state;
    state = takeToken(state, rule, 0).state;
    const { decision } = takeToken(state, rule, 0);
    expect(decision.allowed).toBe(false);
    expect(decision.retryAfter).toBe(1);
  });

  it("refills at perMinute/60 per second, never above the burst", () => {
    const empty = { tokens: 0, updatedMs: 0 };
    expect(takeToken(empty, rule, 2_000).decision).toMatchObject({ allowed: true, remaining: 1 });
    expect(takeToken(empty, rule, 3_600_000).state.tokens).toBe(2);
  });

  it("reports the reset as the Unix second when the bucket is full again", () => {
    const { decision } = takeToken({ tokens: 0, updatedMs: 10_000 }, rule, 10_000);
    expect(decision.resetAt).toBe(13);
  });
});

describe("memoryRateLimiter", () => {
  it("keeps one bucket per key", () => {
    const limiter = memoryRateLimiter();
    for (let i = 0; i < 3; i++) limiter.take("a", rule, 0);
    expect((limiter.take("a", rule, 0) as { allowed: boolean }).allowed).toBe(false);
    expect((limiter.take("b", rule, 0) as { allowed: boolean }).allowed).toBe(true);
  });

  it("forgets the oldest bucket beyond its capacity", () => {
    const limiter = memoryRateLimiter(2);
    for (let i = 0; i < 3; i++) limiter.take("a", rule, 0);
    limiter.take("b", rule, 0);
    limiter.take("c", rule, 0);
    expect((limiter.take("a", rule, 0) as { allowed: boolean }).allowed).toBe(true);
  });
});
