import { describe, expect, it } from "vitest";
import { logGamma, pearson, regularizedIncompleteBeta, studentTTwoSidedP } from "./correlation";

describe("logGamma", () => {
  it("matches ln((n-1)!) and ln Γ(1/2) = ln √π", () => {
    expect(logGamma(1)).toBeCloseTo(0, 12);
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(logGamma(11)).toBeCloseTo(Math.log(3_628_800), 10);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
  });
});

describe("regularizedIncompleteBeta", () => {
  it("has the closed forms I_x(1,1) = x, I_x(a,1) = x^a, I_½(a,a) = ½", () => {
    expect(regularizedIncompleteBeta(0.3, 1, 1)).toBeCloseTo(0.3, 12);
    expect(regularizedIncompleteBeta(0.7, 3, 1)).toBeCloseTo(0.7 ** 3, 12);
    expect(regularizedIncompleteBeta(0.5, 4.5, 4.5)).toBeCloseTo(0.5, 12);
    expect(regularizedIncompleteBeta(0, 2, 3)).toBe(0);
    expect(regularizedIncompleteBeta(1, 2, 3)).toBe(1);
  });

  it("matches tabulated values (as scipy.special.betainc gives them)", () => {
    // I_0.4(2,3) = 1 - (1-x)^4 - 4x(1-x)^3 = 1 - 0.1296 - 0.3456 = 0.5248
    expect(regularizedIncompleteBeta(0.4, 2, 3)).toBeCloseTo(0.5248, 12);
    // I_0.3(½,½) = (2/π)·asin(√0.3) = 0.369010119565545
    expect(regularizedIncompleteBeta(0.3, 0.5, 0.5)).toBeCloseTo(0.369010119565545, 10);
    expect(regularizedIncompleteBeta(0.9, 5, 0.5)).toBeCloseTo(0.3166429150200122, 10);
    expect(regularizedIncompleteBeta(0.3, 10, 20)).toBeCloseTo(0.3640040810719437, 10);
  });

  it("refuses parameters outside its domain", () => {
    expect(() => regularizedIncompleteBeta(0.5, 0, 1)).toThrow(RangeError);
  });
});

describe("studentTTwoSidedP", () => {
  it("gives 0.05 at the t table's two-sided 5% critical values", () => {
    // t(0.975; df): 12.706 (1), 2.776 (4), 2.228 (10), 1.96 (large df)
    expect(studentTTwoSidedP(12.706, 1)).toBeCloseTo(0.05, 4);
    expect(studentTTwoSidedP(2.776, 4)).toBeCloseTo(0.05, 4);
    expect(studentTTwoSidedP(2.228, 10)).toBeCloseTo(0.05, 4);
    expect(studentTTwoSidedP(1.96, 1000)).toBeCloseTo(0.05027318, 6);
    expect(studentTTwoSidedP(-2.228, 10)).toBeCloseTo(studentTTwoSidedP(2.228, 10), 12);
  });

  it("gives 1 at t = 0 and 0 at an infinite t", () => {
    expect(studentTTwoSidedP(0, 7)).toBeCloseTo(1, 12);
    expect(studentTTwoSidedP(Number.POSITIVE_INFINITY, 7)).toBe(0);
  });
});

describe("pearson", () => {
  it("computes r and p for a small hand-worked example", () => {
    // x = 1..5 (mean 3), y = 2,4,5,4,5 (mean 4):
    // Sxy = (-2)(-2)+(-1)(0)+0(1)+1(0)+2(1) = 6, Sxx = 10, Syy = 4+0+1+0+1 = 6
    // r = 6/√60 = 0.7745967; t = r·√(3/(1−0.6)) = 2.1213203 with 3 df; p = 0.1240271
    const result = pearson([1, 2, 3, 4, 5], [2, 4, 5, 4, 5]);
    expect(result.r).toBeCloseTo(0.7745966692414835, 12);
    expect(result.pValue).toBeCloseTo(0.1240270626575546, 8);
    expect(result.n).toBe(5);
  });

  it("matches the textbook Anscombe quartet I: r = 0.816, p = 0.00217", () => {
    const x = [10, 8, 13, 9, 11, 14, 6, 4, 12, 7, 5];
    const y = [8.04, 6.95, 7.58, 8.81, 8.33, 9.96, 7.24, 4.26, 10.84, 4.82, 5.68];
    const result = pearson(x, y);
    expect(result.r).toBeCloseTo(0.8164205163448395, 10);
    expect(result.pValue).toBeCloseTo(0.0021696288730788152, 8);
  });

  it("gives exactly ±1 with p 0 for perfectly linear series", () => {
    expect(pearson([1, 2, 3, 4], [3, 5, 7, 9])).toEqual({ r: 1, pValue: 0, n: 4 });
    expect(pearson([1, 2, 3], [30, 20, 10])).toEqual({ r: -1, pValue: 0, n: 3 });
  });

  it("gives null r and p for a constant series and for fewer than 3 pairs", () => {
    expect(pearson([1, 2, 3, 4], [5, 5, 5, 5])).toEqual({
      r: null,
      pValue: null,
      n: 4,
      reason: "constant_series",
    });
    expect(pearson([1, 2], [3, 4])).toEqual({
      r: null,
      pValue: null,
      n: 2,
      reason: "too_few_points",
    });
    expect(() => pearson([1, 2, 3], [1, 2])).toThrow(RangeError);
  });
});
