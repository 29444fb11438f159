import { describe, expect, it } from "vitest";
import { newSpanId, newTraceId, ulid } from "./ids";

describe("ulid", () => {
  it("is 26 Crockford base32 characters", () => {
    expect(ulid()).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
  });

  it("encodes the time in its first 10 characters, so ids sort by creation", () => {
    expect(ulid(0).slice(0, 10)).toBe("0000000000");
    expect(ulid(1_469_918_176_385).slice(0, 10)).toBe("01ARYZ6S41");
    expect(ulid(1000) < ulid(2000)).toBe(true);
  });

  it("differs between calls in the same millisecond", () => {
    const ids = new Set(Array.from({ length: 1000 }, () => ulid(5)));
    expect(ids.size).toBe(1000);
  });
});

describe("trace and span ids", () => {
  it("match the server's id patterns", () => {
    expect(newTraceId()).toMatch(/^tr_[0-9A-Za-z]{26}$/);
    expect(newSpanId()).toMatch(/^sp_[0-9A-Za-z]{26}$/);
  });
});
