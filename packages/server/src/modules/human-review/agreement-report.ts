/**
 * Agreement figures over completed reviews, as pure functions of the rows: inter-reviewer
 * agreement on verdicts (κ for two reviewers, α for more), each reviewer's agreement with the
 * others and with calibration expectations, and judge-to-human agreement per criterion.
 */
import {
  type AgreementResult,
  cohenKappa,
  krippendorffAlpha,
  type LabelPair,
  percentAgreement,
  weightedKappa,
} from "../../lib/stats/agreement";

/** What the figures read of a completed item. */
export interface CompletedReview {
  unitKey: string;
  reviewerId: string;
  verdict: string;
  scores: Record<string, number>;
  autoGraderScores: Record<string, number>;
  expectedScores: Record<string, number> | null;
  completedAt: string;
}

export interface RaterAgreement {
  method: "cohen_kappa" | "krippendorff_alpha";
  value: number | null;
  reason: string | null;
  /** Units (items labelled by several reviewers) the figure used. */
  units: number;
  raters: number;
}

/** A judge's score passes at this value, as a human's does. */
export const PASS_AT = 0.5;

const round = (value: number | null, digits = 4) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Per unit, each reviewer's latest label: the units labelled by at least two reviewers, as
 * unit key → reviewer → review.
 */
export function sharedUnits(reviews: readonly CompletedReview[]) {
  const units = new Map<string, Map<string, CompletedReview>>();
  for (const review of [...reviews].sort((a, b) => a.completedAt.localeCompare(b.completedAt))) {
    const unit = units.get(review.unitKey) ?? new Map<string, CompletedReview>();
    unit.set(review.reviewerId, review);
    units.set(review.unitKey, unit);
  }
  return new Map([...units].filter(([, byReviewer]) => byReviewer.size >= 2));
}

/**
 * Agreement among reviewers on one label of each shared unit: Cohen's κ when exactly two
 * reviewers labelled the shared units, Krippendorff's α when more did (α copes with who
 * labelled what being uneven). `label` picks the label; undefined means not labelled.
 */
export function raterAgreement(
  shared: Map<string, Map<string, CompletedReview>>,
  label: (review: CompletedReview) => string | number | undefined,
  level: "nominal" | "interval" = "nominal",
): RaterAgreement {
  const raters = [...new Set([...shared.values()].flatMap((unit) => [...unit.keys()]))].sort();
  const rows = [...shared.values()].map((unit) =>
    raters.map((rater) => {
      const review = unit.get(rater);
      return review ? label(review) : undefined;
    }),
  );
  if (raters.length === 2) {
    const pairs = rows.filter(
      (row): row is [string | number, string | number] =>
        row[0] !== undefined && row[1] !== undefined,
    );
    const figure =
      level === "interval"
        ? weightedKappa(pairs as [number, number][], "quadratic")
        : cohenKappa(pairs as LabelPair[]);
    return agreementOf("cohen_kappa", figure, raters.length);
  }
  const figure = krippendorffAlpha(rows, level);
  return agreementOf("krippendorff_alpha", figure, raters.length);
}

function agreementOf(
  method: RaterAgreement["method"],
  figure: AgreementResult,
  raters: number,
): RaterAgreement {
  const none = figure.n === 0 || raters < 2;
  return {
    method,
    value: round(figure.value),
    reason: none ? "no item was labelled by several reviewers" : figure.reason,
    units: figure.n,
    raters,
  };
}

/** The share of a reviewer's verdicts on shared units that match each other reviewer's. */
export function agreementRate(
  shared: Map<string, Map<string, CompletedReview>>,
  reviewerId: string,
): number | null {
  let pairs = 0;
  let same = 0;
  for (const unit of shared.values()) {
    const mine = unit.get(reviewerId);
    if (!mine) continue;
    for (const [other, review] of unit) {
      if (other === reviewerId) continue;
      pairs++;
      if (review.verdict === mine.verdict) same++;
    }
  }
  return pairs === 0 ? null : round(same / pairs);
}

/** Absolute differences between a reviewer's scores and what each example expected. */
function expectationGaps(reviews: readonly CompletedReview[]) {
  const gaps: { criterion: string; expected: number; given: number }[] = [];
  for (const review of reviews) {
    for (const [criterion, expected] of Object.entries(review.expectedScores ?? {})) {
      const given = review.scores[criterion];
      if (given !== undefined) gaps.push({ criterion, expected, given });
    }
  }
  return gaps;
}

/**
 * 1 − the mean absolute difference between a reviewer's scores and the expected scores of
 * the calibration examples they labelled (scores are 0-1): 1 is perfect; null without any.
 */
export function calibrationScore(reviews: readonly CompletedReview[]): number | null {
  const gaps = expectationGaps(reviews);
  if (gaps.length === 0) return null;
  const mad = gaps.reduce((sum, g) => sum + Math.abs(g.given - g.expected), 0) / gaps.length;
  return round(1 - mad);
}

/** Per criterion, a reviewer against the expected scores: n, mean abs. error, weighted κ. */
export function expectationByCriterion(reviews: readonly CompletedReview[]) {
  const byCriterion = new Map<string, [number, number][]>();
  for (const gap of expectationGaps(reviews)) {
    const pairs = byCriterion.get(gap.criterion) ?? [];
    pairs.push([gap.expected, gap.given]);
    byCriterion.set(gap.criterion, pairs);
  }
  return [...byCriterion].map(([criterion, pairs]) => {
    const kappa = weightedKappa(pairs, "quadratic");
    return {
      criterion,
      n: pairs.length,
      meanAbsoluteError: round(pairs.reduce((s, [e, g]) => s + Math.abs(g - e), 0) / pairs.length),
      weightedKappa: round(kappa.value),
      weightedKappaReason: kappa.reason,
    };
  });
}

/**
 * Judge against human per criterion, over reviews whose autoGraderScores and human scores
 * both have it: κ on pass/fail at 0.5, raw agreement, and the mean absolute difference.
 */
export function judgeAgreement(reviews: readonly CompletedReview[]) {
  const byCriterion = new Map<string, [number, number][]>();
  for (const review of reviews) {
    for (const [criterion, judge] of Object.entries(review.autoGraderScores)) {
      const human = review.scores[criterion];
      if (human === undefined) continue;
      const pairs = byCriterion.get(criterion) ?? [];
      pairs.push([judge, human]);
      byCriterion.set(criterion, pairs);
    }
  }
  return [...byCriterion]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([criterion, pairs]) => {
      const passFail: LabelPair[] = pairs.map(([j, h]) => [
        j >= PASS_AT ? "pass" : "fail",
        h >= PASS_AT ? "pass" : "fail",
      ]);
      const kappa = cohenKappa(passFail);
      return {
        criterion,
        items: pairs.length,
        kappa: round(kappa.value),
        kappaReason: kappa.reason,
        passFailAgreement: round(percentAgreement(passFail).value),
        meanAbsoluteDifference: round(
          pairs.reduce((s, [j, h]) => s + Math.abs(j - h), 0) / pairs.length,
        ),
      };
    });
}
