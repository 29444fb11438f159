/**
 * Pearson correlation with its two-sided p-value from Student's t distribution, and the
 * special functions that takes: the log-gamma function and the regularized incomplete beta
 * function. No dependency: each is a few lines of a textbook method.
 */

/** Lanczos coefficients (g = 7, n = 9): log-gamma to about 15 significant digits. */
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
  -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
  1.5056327351493116e-7,
];

/**
 * ln Γ(x) for x > 0 (Lanczos approximation; reflection below 0.5).
 * @example logGamma(5) // ln 24 ≈ 3.1780538
 */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS[0] as number;
  for (let i = 1; i < LANCZOS.length; i++) sum += (LANCZOS[i] as number) / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

const EPSILON = 1e-15;
const TINY = 1e-300;
const MAX_ITERATIONS = 500;

/** The continued fraction of I_x(a, b), by the modified Lentz method (Numerical Recipes 6.4). */
function betaContinuedFraction(x: number, a: number, b: number): number {
  const qab = a + b;
  const qap = a + 1;
  const qam = a - 1;
  let c = 1;
  let d = 1 - (qab * x) / qap;
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= MAX_ITERATIONS; m++) {
    const m2 = 2 * m;
    // the even step
    let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    // the odd step
    aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < EPSILON) return h;
  }
  return h;
}

/**
 * The regularized incomplete beta function I_x(a, b) = B(x; a, b) / B(a, b), for 0 ≤ x ≤ 1
 * and a, b > 0. The continued fraction converges fast for x < (a + 1) / (a + b + 2); above
 * that the symmetry I_x(a, b) = 1 − I_{1−x}(b, a) is used.
 * @example regularizedIncompleteBeta(0.4, 2, 3) // 0.5248
 */
export function regularizedIncompleteBeta(x: number, a: number, b: number): number {
  if (!(a > 0 && b > 0) || Number.isNaN(x)) throw new RangeError("need a > 0, b > 0 and a real x");
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(
    logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x),
  );
  if (x < (a + 1) / (a + b + 2)) return (front * betaContinuedFraction(x, a, b)) / a;
  return 1 - (front * betaContinuedFraction(1 - x, b, a)) / b;
}

/**
 * The two-sided p-value of a t statistic with `df` degrees of freedom:
 * P(|T| ≥ |t|) = I_{df/(df+t²)}(df/2, 1/2).
 * @example studentTTwoSidedP(2.228, 10) // ≈ 0.05
 */
export function studentTTwoSidedP(t: number, df: number): number {
  if (!(df > 0)) throw new RangeError("degrees of freedom must be positive");
  if (!Number.isFinite(t)) return 0;
  return regularizedIncompleteBeta(df / (df + t * t), df / 2, 0.5);
}

export interface CorrelationResult {
  /** Pearson's r, or null when it is undefined (fewer than 3 pairs, or a constant series). */
  r: number | null;
  /** Two-sided p-value of H0: ρ = 0 (t test with n − 2 df), or null when r is. */
  pValue: number | null;
  /** How many pairs were used. */
  n: number;
  /** Why r is null; absent when it is a number. */
  reason?: "too_few_points" | "constant_series";
}

/**
 * Pearson's r of paired values and its two-sided p-value, t = r·√((n−2)/(1−r²)) with n − 2
 * degrees of freedom. |r| = 1 gives p = 0. Fewer than 3 pairs, or a series with no variance,
 * gives r and p null with the reason.
 * @example pearson([1, 2, 3, 4, 5], [2, 4, 5, 4, 5]) // { r: 0.7746, pValue: 0.124, n: 5 }
 */
export function pearson(xs: readonly number[], ys: readonly number[]): CorrelationResult {
  if (xs.length !== ys.length) throw new RangeError("x and y must pair up");
  const n = xs.length;
  if (n < 3) return { r: null, pValue: null, n, reason: "too_few_points" };
  let meanX = 0;
  let meanY = 0;
  for (let i = 0; i < n; i++) {
    meanX += xs[i] as number;
    meanY += ys[i] as number;
  }
  meanX /= n;
  meanY /= n;
  // Centred sums: steadier than the one-pass formula when values are large and close.
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (xs[i] as number) - meanX;
    const dy = (ys[i] as number) - meanY;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx === 0 || syy === 0) return { r: null, pValue: null, n, reason: "constant_series" };
  const r = Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)));
  if (Math.abs(r) === 1) return { r, pValue: 0, n };
  const df = n - 2;
  const t = r * Math.sqrt(df / (1 - r * r));
  return { r, pValue: studentTTwoSidedP(t, df), n };
}
