import { describe, expect, it } from "vitest";
import { mapWithLimit } from "./pool";

describe("mapWithLimit", () => {
  it("keeps at most `limit` items in flight and answers in the items' order", async () => {
    let inFlight = 0;
    let most = 0;
    const results = await mapWithLimit([5, 1, 4, 2, 3, 0], 2, async (n) => {
      inFlight++;
      most = Math.max(most, inFlight);
      // Yield a few turns, so the pool has the chance to start more than it should.
      for (let i = 0; i < n; i++) await Promise.resolve();
      inFlight--;
      return n * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 0]);
    expect(most).toBe(2);
  });

  it("answers an empty list without calling the work", async () => {
    expect(await mapWithLimit([], 4, async () => 1)).toEqual([]);
  });
});
