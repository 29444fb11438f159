import { describe, expect, it } from "vitest";
import { newScanId } from "./scan-id";

describe("newScanId", () => {
  it("gives distinct v4 UUIDs across refills of its random pool", () => {
    const ids = Array.from({ length: 2500 }, () => newScanId());
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("uses every hex digit in every free position (no position stuck)", () => {
    const seen = Array.from({ length: 36 }, () => new Set<string>());
    for (let n = 0; n < 2000; n++) {
      const id = newScanId();
      for (let i = 0; i < id.length; i++) seen[i]?.add(id.charAt(i));
    }
    seen.forEach((chars, i) => {
      if ([8, 13, 18, 23].includes(i)) expect([...chars]).toEqual(["-"]);
      else if (i === 14) expect([...chars]).toEqual(["4"]);
      else if (i === 19) expect([...chars].sort()).toEqual(["8", "9", "a", "b"]);
      else expect(chars.size).toBe(16);
    });
  });
});
