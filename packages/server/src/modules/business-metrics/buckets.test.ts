import { describe, expect, it } from "vitest";
import { bucketCount, bucketStart, bucketStarts, nextBucket } from "./buckets";

const at = (iso: string) => new Date(iso);
const iso = (d: Date) => d.toISOString();

describe("UTC buckets", () => {
  it("starts a week on Monday 00:00 UTC", () => {
    // 2026-01-11 is a Sunday, 2026-01-12 a Monday.
    expect(iso(bucketStart(at("2026-01-11T23:59:59.999Z"), "week"))).toBe(
      "2026-01-05T00:00:00.000Z",
    );
    expect(iso(bucketStart(at("2026-01-12T00:00:00.000Z"), "week"))).toBe(
      "2026-01-12T00:00:00.000Z",
    );
    expect(iso(bucketStart(at("2026-01-18T23:59:59.999Z"), "week"))).toBe(
      "2026-01-12T00:00:00.000Z",
    );
  });

  it("starts a month on its 1st, across year ends and leap days", () => {
    expect(iso(bucketStart(at("2025-12-31T23:59:59.999Z"), "month"))).toBe(
      "2025-12-01T00:00:00.000Z",
    );
    expect(iso(nextBucket(at("2025-12-01T00:00:00.000Z"), "month"))).toBe(
      "2026-01-01T00:00:00.000Z",
    );
    expect(iso(nextBucket(at("2028-02-01T00:00:00.000Z"), "month"))).toBe(
      "2028-03-01T00:00:00.000Z",
    );
  });

  it("floors hours and days", () => {
    expect(iso(bucketStart(at("2026-03-29T01:30:00.000Z"), "hour"))).toBe(
      "2026-03-29T01:00:00.000Z",
    );
    expect(iso(bucketStart(at("2026-03-29T01:30:00.000Z"), "day"))).toBe(
      "2026-03-29T00:00:00.000Z",
    );
  });

  it("counts and lists the buckets of a range, both ends included", () => {
    const from = at("2026-01-30T12:00:00Z");
    const to = at("2026-03-02T00:00:00Z");
    expect(bucketStarts(from, to, "month").map(iso)).toEqual([
      "2026-01-01T00:00:00.000Z",
      "2026-02-01T00:00:00.000Z",
      "2026-03-01T00:00:00.000Z",
    ]);
    for (const interval of ["hour", "day", "week", "month"] as const) {
      expect(bucketCount(from, to, interval)).toBe(bucketStarts(from, to, interval).length);
    }
    expect(bucketCount(to, from, "day")).toBe(0);
  });
});
