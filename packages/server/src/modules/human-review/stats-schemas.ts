import { z } from "@hono/zod-openapi";
import { PageQuery } from "../../http/paging";
import { ReviewStatus, Scores, Verdict } from "./schemas";

const userId = z.string().min(1).max(200);

export const CreateCalibrationBody = z
  .object({
    name: z.string().trim().min(1).max(200),
    reviewerIds: z
      .array(userId)
      .min(1)
      .max(50)
      .refine((ids) => new Set(ids).size === ids.length, "reviewerIds must not repeat"),
    examples: z
      .array(
        z
          .object({
            input: z.string().max(100_000),
            output: z.string().max(100_000),
            expectedScores: Scores.default({}),
            notes: z.string().max(5_000).optional(),
          })
          .strict(),
      )
      .min(1)
      .max(200),
  })
  .strict()
  .openapi("CreateCalibrationBody");

const CalibrationStatus = z.enum(["pending", "in_progress", "completed"]);

export const Calibration = z
  .object({
    calibrationId: z.string().openapi({ example: "cal_01JD3K5Q8X7W2N4M6P9R0S1T2V" }),
    name: z.string(),
    reviewerIds: z.array(z.string()),
    reviewerCount: z.number().int(),
    exampleCount: z.number().int(),
    status: CalibrationStatus.openapi({
      description: "pending until a review is submitted; completed when every item is",
    }),
    progress: z.object({ completed: z.number().int(), total: z.number().int() }),
    createdAt: z.string(),
  })
  .openapi("CalibrationSession");

export const RaterAgreement = z
  .object({
    method: z.enum(["cohen_kappa", "krippendorff_alpha"]).openapi({
      description: "Cohen's κ (weighted, quadratic, for scores) with 2 reviewers; α with more",
    }),
    value: z.number().nullable(),
    reason: z.string().nullable().openapi({ description: "Why value is null" }),
    units: z.number().int(),
    raters: z.number().int(),
  })
  .openapi("RaterAgreement");

export const CalibrationDetail = Calibration.extend({
  reviewers: z.array(
    z.object({
      reviewerId: z.string(),
      completed: z.number().int(),
      total: z.number().int(),
      calibrationScore: z.number().nullable().openapi({
        description: "1 − mean |score − expected| over the examples' expected scores (0-1)",
      }),
      verdictAgreementRate: z.number().nullable(),
      byCriterion: z.array(
        z.object({
          criterion: z.string(),
          n: z.number().int(),
          meanAbsoluteError: z.number().nullable(),
          weightedKappa: z.number().nullable(),
          weightedKappaReason: z.string().nullable(),
        }),
      ),
    }),
  ),
  interReviewer: z.object({
    verdict: RaterAgreement,
    byCriterion: z.array(z.object({ criterion: z.string(), agreement: RaterAgreement })),
  }),
  examples: z.array(
    z.object({
      index: z.number().int(),
      input: z.string(),
      output: z.string(),
      expectedScores: z.record(z.string(), z.number()),
      notes: z.string().nullable(),
      reviews: z.array(
        z.object({
          reviewId: z.string(),
          reviewerId: z.string().nullable(),
          status: ReviewStatus,
          verdict: Verdict.nullable(),
          scores: z.record(z.string(), z.number()).nullable(),
        }),
      ),
    }),
  ),
}).openapi("CalibrationSessionDetail");

export const CalibrationIdParam = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" } }),
});

export const ListCalibrationsQuery = PageQuery;

export const StatsQuery = z.object({
  reviewerId: userId.optional(),
  agentId: z.string().min(1).max(200).optional(),
  startDate: z.iso.datetime({ offset: true }).optional(),
  endDate: z.iso.datetime({ offset: true }).optional(),
});

export const ReviewStats = z
  .object({
    period: z.object({ start: z.string(), end: z.string() }),
    overview: z.object({
      totalReviews: z.number().int(),
      avgReviewTimeMs: z.number().nullable(),
      passRate: z.number().nullable(),
      interReviewerAgreement: z.number().nullable().openapi({
        description: "κ for 2 reviewers, α for more, on verdicts of items several labelled",
      }),
    }),
    interReviewerAgreementDetail: RaterAgreement,
    byReviewer: z.array(
      z.object({
        reviewerId: z.string(),
        name: z.string().nullable(),
        reviewsCompleted: z.number().int(),
        avgReviewTimeMs: z.number().nullable(),
        agreementRate: z.number().nullable(),
        calibrationScore: z.number().nullable(),
      }),
    ),
    byVerdict: z.object({
      pass: z.number().int(),
      fail: z.number().int(),
      borderline: z.number().int(),
    }),
    judgeAgreement: z.array(
      z.object({
        criterion: z.string(),
        items: z.number().int(),
        kappa: z.number().nullable(),
        kappaReason: z.string().nullable(),
        passFailAgreement: z.number().nullable(),
        meanAbsoluteDifference: z.number().nullable(),
      }),
    ),
  })
  .openapi("HumanReviewStats");
