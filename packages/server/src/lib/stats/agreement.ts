/**
 * Agreement between raters: percent agreement, Cohen's κ, weighted κ (linear and quadratic)
 * and Krippendorff's α (nominal and interval, any number of raters, missing values).
 *
 * Every function answers `{ value, reason, n }`: `value` is a finite number, or null with a
 * `reason` saying why the statistic is undefined for this input (fewer than two items, a
 * single category, no pairable values). It never answers NaN or Infinity, so callers can put
 * the result straight into JSON.
 */

/** A statistic, or null with why it is undefined; `n` is how many items (units) it used. */
export interface AgreementResult {
  value: number | null;
  reason: string | null;
  n: number;
}

/** A label of one rater on one item: a category name, or a score for ordinal/interval use. */
export type Label = string | number;

/** The two labels of one item rated by two raters. */
export type LabelPair = readonly [Label, Label];

export type KappaWeights = "linear" | "quadratic";

export type AlphaLevel = "nominal" | "interval";

function result(value: number, n: number): AgreementResult {
  // Rounding noise can push a perfect agreement a hair above 1; the statistic is at most 1.
  return { value: Math.min(1, value), reason: null, n };
}

function undefinedResult(reason: string, n: number): AgreementResult {
  return { value: null, reason, n };
}

function tooFew(n: number): AgreementResult | null {
  return n < 2 ? undefinedResult(`needs at least 2 items rated by both raters, got ${n}`, n) : null;
}

/**
 * The share of items on which the two raters gave the same label.
 * @example percentAgreement([["pass", "pass"], ["pass", "fail"]]).value // 0.5
 */
export function percentAgreement(pairs: readonly LabelPair[]): AgreementResult {
  if (pairs.length === 0) return undefinedResult("no items rated by both raters", 0);
  const same = pairs.filter(([a, b]) => a === b).length;
  return result(same / pairs.length, pairs.length);
}

/** Counts of each label per rater, over the categories both raters used. */
function marginals(pairs: readonly LabelPair[]) {
  const rowCounts = new Map<Label, number>();
  const colCounts = new Map<Label, number>();
  for (const [a, b] of pairs) {
    rowCounts.set(a, (rowCounts.get(a) ?? 0) + 1);
    colCounts.set(b, (colCounts.get(b) ?? 0) + 1);
  }
  const categories = new Set<Label>([...rowCounts.keys(), ...colCounts.keys()]);
  return { rowCounts, colCounts, categories };
}

/**
 * Cohen's κ for two raters and nominal labels: (pₒ − pₑ) / (1 − pₑ), where pₑ is the
 * agreement expected from each rater's own label frequencies (Cohen 1960).
 * @example cohenKappa([["a", "a"], ["b", "b"], ["a", "b"], ["b", "b"]]).value // 0.5
 */
export function cohenKappa(pairs: readonly LabelPair[]): AgreementResult {
  const n = pairs.length;
  const few = tooFew(n);
  if (few) return few;
  const { rowCounts, colCounts, categories } = marginals(pairs);
  if (categories.size < 2) {
    return undefinedResult("every rating is the same single category: chance agreement is 1", n);
  }
  const observed = pairs.filter(([a, b]) => a === b).length / n;
  let expected = 0;
  for (const category of categories) {
    expected += ((rowCounts.get(category) ?? 0) / n) * ((colCounts.get(category) ?? 0) / n);
  }
  if (expected >= 1) {
    return undefinedResult("chance agreement is 1: each rater used one category only", n);
  }
  return result((observed - expected) / (1 - expected), n);
}

/**
 * Weighted κ for two raters and ordinal scores (Cohen 1968): 1 − Σ wᵢⱼ oᵢⱼ / Σ wᵢⱼ eᵢⱼ, with
 * disagreement weights |i − j| (linear) or (i − j)² (quadratic) between the ranks of the
 * categories. The categories are `categories` when given (the full scale, in order), else
 * the distinct scores seen, in numeric order.
 * @example weightedKappa([[1, 1], [2, 3], [3, 3], [1, 2]], "quadratic").value
 */
export function weightedKappa(
  pairs: readonly (readonly [number, number])[],
  weights: KappaWeights,
  categories?: readonly number[],
): AgreementResult {
  const n = pairs.length;
  const few = tooFew(n);
  if (few) return few;
  const scale = categories ? [...categories] : [...new Set(pairs.flat())].sort((a, b) => a - b);
  const rank = new Map(scale.map((value, index) => [value, index]));
  for (const [a, b] of pairs) {
    if (!rank.has(a) || !rank.has(b)) {
      throw new RangeError(`score ${rank.has(a) ? b : a} is not one of the categories`);
    }
  }
  if (scale.length < 2) {
    return undefinedResult("every rating is the same single category: chance agreement is 1", n);
  }
  const weight = (i: number, j: number) =>
    weights === "linear" ? Math.abs(i - j) : (i - j) * (i - j);
  const rows = new Array<number>(scale.length).fill(0);
  const cols = new Array<number>(scale.length).fill(0);
  let observed = 0;
  for (const [a, b] of pairs) {
    const i = rank.get(a) ?? 0;
    const j = rank.get(b) ?? 0;
    rows[i] = (rows[i] ?? 0) + 1;
    cols[j] = (cols[j] ?? 0) + 1;
    observed += weight(i, j);
  }
  let expected = 0;
  for (let i = 0; i < scale.length; i++) {
    for (let j = 0; j < scale.length; j++) {
      expected += (weight(i, j) * (rows[i] ?? 0) * (cols[j] ?? 0)) / n;
    }
  }
  if (expected === 0) {
    return undefinedResult("chance disagreement is 0: each rater used one category only", n);
  }
  return result(1 - observed / expected, n);
}

/** A rating that is absent: the rater did not rate this unit. */
type Missing = null | undefined;

function isPresent<V>(value: V | Missing): value is V {
  return value !== null && value !== undefined;
}

/**
 * Krippendorff's α over reliability data: one row per unit (item), one entry per rater, null
 * or undefined where that rater gave no value. Units with fewer than two values are not
 * pairable and are left out; any number of raters. α = 1 − Dₒ / Dₑ from the coincidence
 * matrix (Krippendorff 2011, "Computing Krippendorff's Alpha-Reliability"), with δ² = 0/1
 * (nominal) or (c − k)² (interval; values must be numbers).
 * @example krippendorffAlpha([[1, 1], [2, 2], [1, 2]], "nominal").value
 */
export function krippendorffAlpha(
  units: readonly (readonly (Label | Missing)[])[],
  level: AlphaLevel,
): AgreementResult {
  const pairable = units.map((unit) => unit.filter(isPresent)).filter((v) => v.length >= 2);
  const unitCount = pairable.length;
  if (unitCount === 0) return undefinedResult("no unit has values from at least 2 raters", 0);
  if (level === "interval") {
    for (const values of pairable) {
      for (const value of values) {
        if (typeof value !== "number" || !Number.isFinite(value)) {
          throw new RangeError(`interval α needs numbers, got ${JSON.stringify(value)}`);
        }
      }
    }
  }
  const delta = (c: Label, k: Label) =>
    level === "nominal" ? (c === k ? 0 : 1) : ((c as number) - (k as number)) ** 2;

  // Observed disagreement: each ordered pair of values within a unit weighs 1 / (mᵤ − 1).
  let observedSum = 0;
  const totals = new Map<Label, number>();
  for (const values of pairable) {
    const m = values.length;
    for (let i = 0; i < m; i++) {
      const c = values[i] as Label;
      totals.set(c, (totals.get(c) ?? 0) + 1);
      for (let j = 0; j < m; j++) {
        if (i !== j) observedSum += delta(c, values[j] as Label) / (m - 1);
      }
    }
  }
  const n = [...totals.values()].reduce((a, b) => a + b, 0);
  if (totals.size < 2) {
    return undefinedResult("every value is the same: expected disagreement is 0", unitCount);
  }
  const entries = [...totals.entries()];
  let expectedSum = 0;
  for (const [c, nc] of entries) {
    for (const [k, nk] of entries) expectedSum += nc * nk * delta(c, k);
  }
  if (expectedSum === 0) {
    return undefinedResult("expected disagreement is 0", unitCount);
  }
  // α = 1 − Dₒ/Dₑ with Dₒ = observedSum / n and Dₑ = expectedSum / (n (n − 1)).
  return result(1 - ((n - 1) * observedSum) / expectedSum, unitCount);
}
