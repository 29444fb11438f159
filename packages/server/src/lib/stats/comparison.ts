/**
 * Statistics for comparing evaluation runs: pure functions, no I/O. Paired tests because two
 * runs over one evaluation set score the same examples: the example's difficulty cancels out.
 */

/** z for a two-sided 95% interval (the 0.975 quantile of the standard normal). */
export const Z_95 = 1.959963984540054;

/**
 * McNemar's exact test, two-sided: under H0 a discordant pair (pass→fail or fail→pass) is a
 * fair coin, so the smaller count is binomial(b + c, ½). Answers 1 when nothing flipped.
 * @example mcnemarExact(1, 9) // 0.021484375 (= 22/1024)
 */
export function mcnemarExact(passToFail: number, failToPass: number): number {
  const n = passToFail + failToPass;
  if (n === 0) return 1;
  const k = Math.min(passToFail, failToPass);
  // Binomial terms in log space, so thousands of flips neither overflow nor underflow.
  let logTerm = -n * Math.LN2;
  let tail = 0;
  for (let i = 0; i <= k; i++) {
    tail += Math.exp(logTerm);
    logTerm += Math.log(n - i) - Math.log(i + 1);
  }
  return Math.min(1, 2 * tail);
}

export interface Interval {
  lower: number;
  upper: number;
}

/**
 * Wilson score interval for a proportion `successes / n` (better than the normal interval near 0
 * and 1 and for small n). With n = 0 nothing is known: [0, 1].
 * @example wilsonInterval(8, 10) // { lower: 0.4902, upper: 0.9433 } (rounded)
 */
export function wilsonInterval(successes: number, n: number, z = Z_95): Interval {
  if (n === 0) return { lower: 0, upper: 1 };
  const p = successes / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { lower: Math.max(0, center - half), upper: Math.min(1, center + half) };
}

/**
 * A small seeded PRNG (mulberry32): the bootstrap must give the same interval for the same seed,
 * so a comparison is reproducible. Answers floats in [0, 1).
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return function next() {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface BootstrapOptions {
  /** Resamples (default 2,000). */
  resamples?: number;
  /** The PRNG seed (default 42): same seed, same interval. */
  seed?: number;
  /** 1 − confidence (default 0.05: a 95% interval). */
  alpha?: number;
}

export interface MeanDifference extends Interval {
  /** The observed mean of `after − before` over the pairs. */
  mean: number;
  pairs: number;
}

/**
 * Seeded paired bootstrap percentile interval for the mean of `after[i] − before[i]`.
 * Resamples pairs (not the two runs separately), which keeps the pairing. No pairs: all zeros.
 * @example pairedBootstrap([0.5, 0.6], [0.7, 0.8], { seed: 1 }) // { mean: 0.2, lower: 0.2, upper: 0.2, pairs: 2 }
 */
export function pairedBootstrap(
  before: readonly number[],
  after: readonly number[],
  options: BootstrapOptions = {},
): MeanDifference {
  if (before.length !== after.length) throw new RangeError("paired samples differ in length");
  const n = before.length;
  if (n === 0) return { mean: 0, lower: 0, upper: 0, pairs: 0 };
  const { resamples = 2_000, seed = 42, alpha = 0.05 } = options;
  const diffs = before.map((b, i) => (after[i] ?? 0) - b);
  const mean = diffs.reduce((s, d) => s + d, 0) / n;
  const random = seededRandom(seed);
  const means = new Float64Array(resamples);
  for (let r = 0; r < resamples; r++) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += diffs[Math.floor(random() * n)] ?? 0;
    means[r] = sum / n;
  }
  means.sort();
  return {
    mean,
    lower: quantile(means, alpha / 2),
    upper: quantile(means, 1 - alpha / 2),
    pairs: n,
  };
}

/** The q-quantile of sorted values, by linear interpolation between order statistics. */
function quantile(sorted: Float64Array, q: number): number {
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  const a = sorted[low] ?? 0;
  const b = sorted[high] ?? a;
  return a + (b - a) * (position - low);
}

/**
 * pass@k, the unbiased estimator of Chen et al. (2021): the chance that at least one of k
 * trials drawn without replacement from n (c of them passing) passes: 1 − C(n−c, k) / C(n, k).
 * Computed as a product, so large n does not overflow.
 * @example passAtK(5, 2, 3) // 0.9
 */
export function passAtK(n: number, c: number, k: number): number {
  assertTrials(n, c, k);
  if (n - c < k) return 1;
  let allFail = 1;
  for (let i = n - c + 1; i <= n; i++) allFail *= 1 - k / i;
  return 1 - allFail;
}

/**
 * pass^k: the chance that all k trials drawn without replacement pass, C(c, k) / C(n, k); the
 * reliability counterpart of pass@k (τ-bench).
 * @example passHatK(5, 4, 2) // 0.6
 */
export function passHatK(n: number, c: number, k: number): number {
  assertTrials(n, c, k);
  if (c < k) return 0;
  let all = 1;
  for (let i = 0; i < k; i++) all *= (c - i) / (n - i);
  return all;
}

function assertTrials(n: number, c: number, k: number): void {
  if (!(Number.isInteger(n) && Number.isInteger(c) && Number.isInteger(k))) {
    throw new RangeError("n, c and k must be integers");
  }
  if (n < 1 || c < 0 || c > n || k < 1 || k > n) {
    throw new RangeError(`need 0 ≤ c ≤ n and 1 ≤ k ≤ n (n=${n}, c=${c}, k=${k})`);
  }
}
