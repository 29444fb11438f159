import { describe, expect, it } from "vitest";
import {
  mcnemarExact,
  pairedBootstrap,
  passAtK,
  passHatK,
  seededRandom,
  wilsonInterval,
} from "./comparison";

describe("mcnemarExact", () => {
  // Two-sided exact p = 2 · Σ_{i ≤ min(b,c)} C(b+c, i) / 2^(b+c), worked by hand.
  it.each([
    [1, 9, 22 / 1024],
    [9, 1, 22 / 1024],
    [2, 8, 112 / 1024],
    [0, 5, 2 / 32],
    [0, 6, 2 / 64],
    [3, 3, 1],
    [0, 1, 1],
    [0, 0, 1],
  ])("b=%i c=%i gives p=%f", (b, c, p) => {
    expect(mcnemarExact(b, c)).toBeCloseTo(p, 12);
  });

  it("stays finite and tiny for thousands of one-sided flips", () => {
    const p = mcnemarExact(0, 3_000);
    expect(p).toBeGreaterThanOrEqual(0);
    expect(p).toBeLessThan(1e-300);
    expect(mcnemarExact(1_500, 1_500)).toBe(1);
  });
});

describe("wilsonInterval", () => {
  // Published Wilson 95% bounds (e.g. Newcombe 1998, table I) to 4 decimals.
  it.each([
    [8, 10, 0.4902, 0.9433],
    [0, 10, 0, 0.2775],
    [10, 10, 0.7225, 1],
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
  ])("%i/%i is [%f, %f]", (x, n, lower, upper) => {
    const interval = wilsonInterval(x, n);
    expect(interval.lower).toBeCloseTo(lower, 4);
    expect(interval.upper).toBeCloseTo(upper, 4);
  });

  it("knows nothing with no trials", () => {
    expect(wilsonInterval(0, 0)).toEqual({ lower: 0, upper: 1 });
  });
});

describe("passAtK and passHatK", () => {
  it.each([
    // [n, c, k, pass@k = 1 − C(n−c,k)/C(n,k), pass^k = C(c,k)/C(n,k)]
    [5, 2, 3, 0.9, 0],
    [5, 4, 2, 1, 0.6],
    [10, 3, 1, 0.3, 0.3],
    [10, 3, 2, 1 - 21 / 45, 3 / 45],
    [4, 0, 2, 0, 0],
    [4, 4, 4, 1, 1],
    [6, 3, 3, 1 - 1 / 20, 1 / 20],
  ])("n=%i c=%i k=%i: pass@k=%f pass^k=%f", (n, c, k, at, hat) => {
    expect(passAtK(n, c, k)).toBeCloseTo(at, 12);
    expect(passHatK(n, c, k)).toBeCloseTo(hat, 12);
  });

  it("refuses impossible counts", () => {
    expect(() => passAtK(5, 6, 1)).toThrow(RangeError);
    expect(() => passAtK(5, 2, 6)).toThrow(RangeError);
    expect(() => passHatK(5, 2, 0)).toThrow(RangeError);
  });
});

describe("pairedBootstrap", () => {
  const before = Array.from({ length: 40 }, (_, i) => (i % 5) / 5);
  const after = before.map((b, i) => Math.min(1, b + (i % 3 === 0 ? 0.2 : 0.05)));

  it("is reproducible: the same seed gives the same interval", () => {
    const a = pairedBootstrap(before, after, { seed: 7 });
    const b = pairedBootstrap(before, after, { seed: 7 });
    expect(a).toEqual(b);
    // Continuous differences, so two seeds' percentiles cannot coincide by rounding.
    const jittered = after.map((x, i) => x + ((i * 7919) % 101) / 1_000);
    const d = pairedBootstrap(before, jittered, { seed: 7 });
    const c = pairedBootstrap(before, jittered, { seed: 8 });
    expect(c.mean).toBe(d.mean);
    expect([c.lower, c.upper]).not.toEqual([d.lower, d.upper]);
  });

  it("brackets the observed mean and excludes 0 for a consistent gain", () => {
    const r = pairedBootstrap(before, after, { seed: 1 });
    expect(r.pairs).toBe(40);
    expect(r.lower).toBeLessThanOrEqual(r.mean);
    expect(r.upper).toBeGreaterThanOrEqual(r.mean);
    expect(r.lower).toBeGreaterThan(0);
  });

  it("gives [0, 0] for a run against itself and for no pairs", () => {
    expect(pairedBootstrap(before, before)).toMatchObject({ mean: 0, lower: 0, upper: 0 });
    expect(pairedBootstrap([], [])).toEqual({ mean: 0, lower: 0, upper: 0, pairs: 0 });
  });

  it("includes 0 for symmetric noise", () => {
    const noise = before.map((b, i) => b + (i % 2 === 0 ? 0.1 : -0.1));
    const r = pairedBootstrap(before, noise, { seed: 3 });
    expect(r.lower).toBeLessThan(0);
    expect(r.upper).toBeGreaterThan(0);
  });

  it("draws uniformly from a seeded generator", () => {
    const random = seededRandom(123);
    const draws = Array.from({ length: 10_000 }, random);
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
    const mean = draws.reduce((s, d) => s + d, 0) / draws.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
  });
});
