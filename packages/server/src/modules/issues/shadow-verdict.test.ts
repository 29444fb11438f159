/** How Δ and the pairwise judge make a verdict, and how verdicts add up: pure functions. */
import { describe, expect, it } from "vitest";
import { summarize } from "./shadow-job";
import { combineVerdict } from "./shadow-replay";

describe("a shadow verdict", () => {
  it("follows Δ alone at the ±0.05 boundaries when there is no judge", () => {
    expect(combineVerdict(0.05, null)).toBe("improved");
    expect(combineVerdict(0.049, null)).toBe("unchanged");
    expect(combineVerdict(-0.049, null)).toBe("unchanged");
    expect(combineVerdict(-0.05, null)).toBe("regressed");
  });

  it("lets the judge decide a near-tie, and turns a conflict into unchanged", () => {
    expect(combineVerdict(0.01, "b")).toBe("improved");
    expect(combineVerdict(0.01, "a")).toBe("regressed");
    expect(combineVerdict(0.01, "tie")).toBe("unchanged");
    expect(combineVerdict(0.3, "b")).toBe("improved");
    expect(combineVerdict(0.3, "tie")).toBe("improved");
    expect(combineVerdict(0.3, "a")).toBe("unchanged");
    expect(combineVerdict(-0.3, "b")).toBe("unchanged");
    expect(combineVerdict(-0.3, "a")).toBe("regressed");
  });
});

describe("a shadow test's results", () => {
  const row = (
    verdict: "improved" | "unchanged" | "regressed" | "error",
    o: number | null,
    f: number | null,
  ) => ({
    verdict,
    original_score: o,
    fixed_score: f,
  });

  it("leaves errored traces out of the rate and of McNemar's flips", () => {
    // Flips at 0.5: fail→pass 2 (0.4→0.9, 0.49→0.5), pass→fail 1 (0.6→0.3); 0.2→0.45 is no flip.
    // improvementRate = 3 / (5 − 1) = 0.75; McNemar: 2 · P(X ≤ 1 | n = 3) = 2 · 4/8 = 1.
    const results = summarize([
      row("improved", 0.4, 0.9),
      row("improved", 0.49, 0.5),
      row("improved", 0.2, 0.45),
      row("regressed", 0.6, 0.3),
      row("error", null, null),
    ]);
    expect(results).toEqual({
      improved: 3,
      unchanged: 0,
      regressed: 1,
      errored: 1,
      improvementRate: 0.75,
      mcnemarPValue: 1,
    });
  });

  it("answers rate 0 and no p when every trace errored, never NaN", () => {
    expect(summarize([row("error", null, null)])).toMatchObject({
      improvementRate: 0,
      mcnemarPValue: null,
    });
  });
});
