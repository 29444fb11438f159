import { describe, expect, it } from "vitest";
import { isoFromNanos, toCount } from "./attributes";

describe("isoFromNanos", () => {
  it("formats like Date#toISOString, ms truncated, across many times", () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    for (let i = 0; i < 5_000; i++) {
      const ms = Math.floor(next() * 253_402_300_799_999);
      const ns = BigInt(ms) * 1_000_000n + BigInt(Math.floor(next() * 1e6));
      expect(isoFromNanos(ns)).toBe(new Date(ms).toISOString());
    }
    expect(isoFromNanos(0n)).toBe("1970-01-01T00:00:00.000Z");
    expect(isoFromNanos(1_768_474_800_999_999_999n)).toBe("2026-01-15T11:00:00.999Z");
    expect(isoFromNanos(1_768_474_801_005_000_000n)).toBe("2026-01-15T11:00:01.005Z");
    expect(isoFromNanos(-5n)).toBe("1970-01-01T00:00:00.000Z");
  });
});

describe("toCount", () => {
  it("keeps whole counts up to a 32-bit integer, rounds fractions, refuses the rest", () => {
    expect(toCount(12)).toBe(12);
    expect(toCount("40")).toBe(40);
    expect(toCount(1.5)).toBe(2);
    expect(toCount(3_000_000_000)).toBeNull();
    expect(toCount(-1)).toBeNull();
    expect(toCount("many")).toBeNull();
  });
});
