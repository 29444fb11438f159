import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anyFound } from "./detector";

const word = fc.stringMatching(/^[a-z_]{1,6}$/);

describe("anyFound", () => {
  it("is true exactly when some trigger is in the found set, whichever side is smaller", () => {
    fc.assert(
      fc.property(
        fc.array(word, { maxLength: 120 }),
        fc.array(word, { maxLength: 20 }),
        (triggers, found) => {
          const set = new Set(found);
          expect(anyFound(triggers, set)).toBe(triggers.some((t) => set.has(t)));
        },
      ),
      { numRuns: 500 },
    );
  });

  it("walks the found set when it is much smaller than the trigger list", () => {
    const many = Array.from({ length: 90 }, (_, i) => `t${i}`);
    expect(anyFound(many, new Set(["t89"]))).toBe(true);
    expect(anyFound(many, new Set(["x", "t0"]))).toBe(true);
    expect(anyFound(many, new Set(["x"]))).toBe(false);
    expect(anyFound(many, new Set())).toBe(false);
    expect(anyFound([], new Set(["x"]))).toBe(false);
  });
});
