import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sortNumbers } from "./sort-numbers";

describe("sortNumbers", () => {
  it("sorts in place as the native numeric sort does, short lists and long", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 }), { maxLength: 80 }), (numbers) => {
        const copy = [...numbers];
        const expected = [...numbers].sort((a, b) => a - b);
        expect(sortNumbers(copy)).toBe(copy);
        expect(copy).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });
});
