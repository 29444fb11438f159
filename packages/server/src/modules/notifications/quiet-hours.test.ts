import { describe, expect, it } from "vitest";
import { instantOf, isTimeZone, quietUntil } from "./quiet-hours";

const at = (iso: string) => new Date(iso);
const NIGHT_NY = { start: "22:00", end: "07:00", timeZone: "America/New_York" };

describe("quiet hours", () => {
  it("is outside a same-day range before its start and at its end", () => {
    const day = { start: "09:00", end: "17:00", timeZone: "UTC" };
    expect(quietUntil(at("2026-01-15T08:59:00Z"), day)).toBeNull();
    expect(quietUntil(at("2026-01-15T17:00:00Z"), day)).toBeNull();
    expect(quietUntil(at("2026-01-15T09:00:00Z"), day)).toEqual(at("2026-01-15T17:00:00Z"));
  });

  it("ends an overnight range tomorrow before midnight and today after it (New York)", () => {
    // 23:30 EST on the 14th → 07:00 EST on the 15th.
    expect(quietUntil(at("2026-01-15T04:30:00Z"), NIGHT_NY)).toEqual(at("2026-01-15T12:00:00Z"));
    // 05:00 EST on the 15th → 07:00 EST the same day.
    expect(quietUntil(at("2026-01-15T10:00:00Z"), NIGHT_NY)).toEqual(at("2026-01-15T12:00:00Z"));
    // 12:00 EST: not quiet.
    expect(quietUntil(at("2026-01-15T17:00:00Z"), NIGHT_NY)).toBeNull();
  });

  it("ends at 07:00 local on the night the clocks spring forward (DST)", () => {
    // 00:00 EST on 8 March 2026; at 02:00 the clocks go to 03:00 EDT, so 07:00 is 11:00Z.
    expect(quietUntil(at("2026-03-08T05:00:00Z"), NIGHT_NY)).toEqual(at("2026-03-08T11:00:00Z"));
  });

  it("ends at 07:00 local on the night the clocks fall back (DST)", () => {
    // 23:00 EDT on 31 October; 07:00 EST on 1 November is 12:00Z.
    expect(quietUntil(at("2026-11-01T03:00:00Z"), NIGHT_NY)).toEqual(at("2026-11-01T12:00:00Z"));
  });

  it("uses the wall clock of zones east of UTC", () => {
    const tokyo = { start: "22:00", end: "06:30", timeZone: "Asia/Tokyo" };
    // 23:00 JST on the 15th → 06:30 JST on the 16th = 21:30Z on the 15th.
    expect(quietUntil(at("2026-01-15T14:00:00Z"), tokyo)).toEqual(at("2026-01-15T21:30:00Z"));
  });

  it("converts a wall-clock time to its instant", () => {
    expect(instantOf({ year: 2026, month: 7, day: 1, minutes: 9 * 60 }, "Europe/Berlin")).toEqual(
      at("2026-07-01T07:00:00Z"),
    );
  });

  it("knows IANA zones and refuses unknown ones", () => {
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("America/New_York")).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
  });
});
