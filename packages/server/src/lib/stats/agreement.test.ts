import { describe, expect, it } from "vitest";
import {
  cohenKappa,
  krippendorffAlpha,
  type LabelPair,
  percentAgreement,
  weightedKappa,
} from "./agreement";

/** Expands a contingency table (rows: rater A, columns: rater B) into one pair per item. */
function pairsOf<L extends string | number>(
  categories: readonly L[],
  table: readonly (readonly number[])[],
): [L, L][] {
  const pairs: [L, L][] = [];
  table.forEach((row, i) => {
    row.forEach((count, j) => {
      for (let k = 0; k < count; k++) pairs.push([categories[i] as L, categories[j] as L]);
    });
  });
  return pairs;
}

describe("Cohen's kappa", () => {
  it("matches Cohen (1960), Table 1: 200 items, pₒ = .70, pₑ = .41, κ = .492", () => {
    // J. Cohen, "A coefficient of agreement for nominal scales", Educational and
    // Psychological Measurement 20(1), 1960, Table 1: proportions .44 .07 .09 / .05 .20 .05 /
    // .01 .03 .06 of N = 200, marginals A .60 .30 .10 and B .50 .30 .20.
    const pairs = pairsOf(
      ["a", "b", "c"],
      [
        [88, 14, 18],
        [10, 40, 10],
        [2, 6, 12],
      ],
    );
    expect(percentAgreement(pairs).value).toBeCloseTo(0.7, 10);
    const kappa = cohenKappa(pairs);
    expect(kappa.value).toBeCloseTo((0.7 - 0.41) / (1 - 0.41), 10);
    expect(kappa.value).toBeCloseTo(0.492, 3);
    expect(kappa.n).toBe(200);
  });

  it("is 1 for perfect agreement and 0 when agreement is what chance predicts", () => {
    expect(
      cohenKappa([
        ["x", "x"],
        ["y", "y"],
      ]).value,
    ).toBe(1);
    // Each rater says yes half the time, independently: pₒ = pₑ = 0.5.
    const chance = pairsOf(
      ["yes", "no"],
      [
        [1, 1],
        [1, 1],
      ],
    );
    expect(cohenKappa(chance).value).toBeCloseTo(0, 12);
  });

  it("answers null with a reason, never NaN, for one category or fewer than 2 items", () => {
    const one = cohenKappa([
      ["pass", "pass"],
      ["pass", "pass"],
    ]);
    expect(one.value).toBeNull();
    expect(one.reason).toMatch(/single category/);
    expect(cohenKappa([["pass", "fail"]]).value).toBeNull();
    expect(cohenKappa([]).reason).toMatch(/at least 2 items/);
    expect(percentAgreement([]).value).toBeNull();
  });
});

describe("weighted kappa", () => {
  // Hand-computed 3 × 3 table, N = 40: row sums 15 13 12, column sums 13 15 12.
  // Linear:    Σwo = 1·(5+2+3+2) + 2·(0+1) = 14;  Σwe = (730 + 2·336) / 40 = 35.05
  //            κ = 1 − 14 / 35.05 = 0.600571
  // Quadratic: Σwo = 12 + 4·1 = 16;               Σwe = (730 + 4·336) / 40 = 51.85
  //            κ = 1 − 16 / 51.85 = 0.691418
  // (730 = 15·15 + 13·13 + 13·12 + 12·15, the one-step cells; 336 = 15·12 + 12·13.)
  const table = [
    [10, 5, 0],
    [2, 8, 3],
    [1, 2, 9],
  ];
  const pairs = pairsOf([1, 2, 3], table);

  it("computes linear and quadratic weights on a hand-computed ordinal table", () => {
    expect(weightedKappa(pairs, "linear").value).toBeCloseTo(1 - 14 / 35.05, 10);
    expect(weightedKappa(pairs, "quadratic").value).toBeCloseTo(1 - 16 / 51.85, 10);
    // Unweighted on the same table: pₒ = 27/40, pₑ = 534/1600.
    expect(cohenKappa(pairs).value).toBeCloseTo((27 / 40 - 534 / 1600) / (1 - 534 / 1600), 10);
  });

  it("equals unweighted kappa for two categories", () => {
    const binary = pairsOf(
      [0, 1],
      [
        [20, 5],
        [10, 15],
      ],
    );
    // The usual 50-item example: pₒ = .70, pₑ = .50, κ = .40.
    expect(cohenKappa(binary).value).toBeCloseTo(0.4, 12);
    expect(weightedKappa(binary, "linear").value).toBeCloseTo(0.4, 12);
    expect(weightedKappa(binary, "quadratic").value).toBeCloseTo(0.4, 12);
  });

  it("uses the full scale when given, so unused categories still count as distance", () => {
    const gappy: [number, number][] = [
      [1, 1],
      [5, 5],
      [1, 5],
      [5, 1],
      [1, 1],
    ];
    // Ranks on 1..5 are 0 and 4, on the seen values 0 and 1: the ratio is the same.
    expect(weightedKappa(gappy, "linear", [1, 2, 3, 4, 5]).value).toBeCloseTo(
      weightedKappa(gappy, "linear").value as number,
      12,
    );
    expect(() =>
      weightedKappa(
        [
          [1, 6],
          [1, 1],
        ],
        "linear",
        [1, 2, 3],
      ),
    ).toThrow(RangeError);
  });

  it("answers null for one category or fewer than 2 items", () => {
    expect(
      weightedKappa(
        [
          [3, 3],
          [3, 3],
        ],
        "quadratic",
      ).value,
    ).toBeNull();
    expect(weightedKappa([[1, 2]], "linear").reason).toMatch(/at least 2 items/);
  });
});

describe("Krippendorff's alpha", () => {
  // K. Krippendorff, "Computing Krippendorff's Alpha-Reliability" (2011), section C: four
  // observers, 12 units, values 1-5, with missing data (null). Published: α nominal = 0.743,
  // α interval = 0.849. Unit 12 has one value only and is not pairable.
  const observers: (number | null)[][] = [
    [1, 2, 3, 3, 2, 1, 4, 1, 2, null, null, null],
    [1, 2, 3, 3, 2, 2, 4, 1, 2, 5, null, 3],
    [null, 3, 3, 3, 2, 3, 4, 2, 2, 5, 1, null],
    [1, 2, 3, 3, 2, 4, 4, 1, 2, 5, 1, null],
  ];
  const units = (observers[0] as (number | null)[]).map((_, u) =>
    observers.map((row) => row[u] ?? null),
  );

  it("reproduces the 2011 worked example: nominal 0.743 and interval 0.849", () => {
    const nominal = krippendorffAlpha(units, "nominal");
    expect(nominal.value).toBeCloseTo(0.743, 3);
    expect(nominal.n).toBe(11);
    expect(krippendorffAlpha(units, "interval").value).toBeCloseTo(0.849, 3);
  });

  it("agrees with Scott's π corrected for sample size on complete two-rater data", () => {
    // Two raters, 10 units, no missing values: α = 1 − (n − 1)·Dₒ/Σ nc·nk·δ by hand:
    // 6 agreements, 4 disagreements → o(a,b) = o(b,a) = 4; totals a = 10, b = 10, n = 20.
    // α = 1 − 19·8 / (2·10·10) = 1 − 152/200 = 0.24.
    const data: [string, string][] = [
      ["a", "a"],
      ["a", "a"],
      ["a", "a"],
      ["b", "b"],
      ["b", "b"],
      ["b", "b"],
      ["a", "b"],
      ["a", "b"],
      ["b", "a"],
      ["b", "a"],
    ];
    expect(krippendorffAlpha(data, "nominal").value).toBeCloseTo(0.24, 12);
  });

  it("answers null with a reason when nothing is pairable or every value is the same", () => {
    const lonely = krippendorffAlpha(
      [
        [1, null],
        [null, 2],
      ],
      "nominal",
    );
    expect(lonely.value).toBeNull();
    expect(lonely.reason).toMatch(/at least 2 raters/);
    const same = krippendorffAlpha(
      [
        ["x", "x"],
        ["x", "x", "x"],
      ],
      "nominal",
    );
    expect(same.value).toBeNull();
    expect(same.reason).toMatch(/same/);
    expect(Number.isNaN(same.value)).toBe(false);
  });

  it("refuses non-numbers at the interval level", () => {
    expect(() => krippendorffAlpha([["a", "b"]], "interval")).toThrow(RangeError);
  });

  it("accepts label pairs typed as LabelPair", () => {
    const pairs: LabelPair[] = [
      ["pass", "pass"],
      ["fail", "fail"],
    ];
    expect(krippendorffAlpha(pairs, "nominal").value).toBe(1);
  });
});
