import { z } from "@hono/zod-openapi";
import { PagePagination } from "../../http/envelope";
import { PageQuery } from "../../http/paging";

export const PRIORITIES = ["critical", "high", "medium", "low"] as const;
export const STATUSES = ["pending", "in_progress", "completed", "skipped"] as const;
export const VERDICTS = ["pass", "fail", "borderline"] as const;

export const Priority = z.enum(PRIORITIES);
export const ReviewStatus = z.enum(STATUSES);
export const Verdict = z.enum(VERDICTS);

const id = (example: string) => z.string().min(1).max(200).openapi({ example });
const userId = z.string().min(1).max(200).openapi({ example: "alice" });
const longText = z.string().max(100_000);

/**
 * Scores per criterion on the 0-1 scale judges are normalised to, so a human's score and a
 * judge's compare directly (pass at ≥ 0.5).
 */
export const Scores = z
  .record(z.string().min(1).max(100), z.number().min(0).max(1))
  .refine((value) => Object.keys(value).length <= 50, "at most 50 criteria")
  .openapi("ReviewScores", { example: { accuracy: 0.8, tone: 1 } });

export const Review = z
  .object({
    verdict: Verdict,
    scores: z.record(z.string(), z.number()),
    feedback: z.string().nullable(),
    tags: z.array(z.string()),
    suggestedOutput: z.string().nullable(),
    reviewerId: z.string(),
    reviewDurationMs: z.number().int().nullable(),
    completedAt: z.string(),
  })
  .openapi("SubmittedReview");

export const ReviewItem = z
  .object({
    id: id("review_01JD3K5Q8X7W2N4M6P9R0S1T2V"),
    traceId: z.string().nullable(),
    agentId: z.string().nullable(),
    source: z.enum(["manual", "flag", "eval_run", "calibration"]),
    calibrationId: z.string().nullable(),
    priority: Priority,
    status: ReviewStatus,
    input: z.string(),
    output: z.string(),
    autoGraderScores: z.record(z.string(), z.number()),
    flagReason: z.string().nullable(),
    assignedTo: z.string().nullable(),
    assignedAt: z.string().nullable(),
    dueBy: z.string().nullable(),
    skipReason: z.string().nullable(),
    previousReviewer: z.string().nullable(),
    review: Review.nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("HumanReviewItem");

export const ReviewHistoryEntry = z
  .object({
    action: z.enum(["created", "assigned", "skipped", "submitted"]),
    actorId: z.string(),
    fromStatus: ReviewStatus.nullable(),
    toStatus: ReviewStatus,
    reviewerId: z.string().nullable(),
    previousReviewer: z.string().nullable(),
    notes: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi("HumanReviewHistoryEntry");

export const ReviewItemDetail = ReviewItem.extend({
  history: z.array(ReviewHistoryEntry),
}).openapi("HumanReviewItemDetail");

export const CreateReviewItemBody = z
  .object({
    traceId: id("tr_01JD3K5Q8X7W2N4M6P9R0S1T2V").optional(),
    input: longText.optional(),
    output: longText.optional(),
    agentId: id("agent_01JD3K5Q8X7W2N4M6P9R0S1T2V").optional(),
    priority: Priority.default("medium"),
    flagReason: z.string().min(1).max(2_000).optional(),
    autoGraderScores: Scores.optional(),
  })
  .strict()
  .refine((b) => b.traceId !== undefined || (b.input !== undefined && b.output !== undefined), {
    message: "give traceId, or both input and output",
    path: ["traceId"],
  })
  .openapi("CreateHumanReviewItemBody");

export const QueueQuery = PageQuery.extend({
  reviewerId: userId.optional(),
  status: ReviewStatus.optional(),
  priority: Priority.optional(),
  agentId: z.string().min(1).max(200).optional(),
});

export const QueueStats = z
  .object({
    pending: z.number().int(),
    inProgress: z.number().int(),
    completedToday: z.number().int().openapi({ description: "Completed since 00:00 UTC" }),
  })
  .openapi("HumanReviewQueueStats");

export const Queue = z
  .object({ items: z.array(ReviewItem), pagination: PagePagination, queueStats: QueueStats })
  .openapi("HumanReviewQueue");

export const QueueEnvelope = z.object({
  success: z.literal(true),
  data: Queue,
  pagination: PagePagination,
});

export const ReviewIdParam = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" } }),
});

export const AssignBody = z
  .object({
    reviewId: id("review_01JD3K5Q8X7W2N4M6P9R0S1T2V"),
    reviewerId: userId,
    priority: Priority.optional(),
    dueBy: z.iso.datetime({ offset: true }).optional(),
    notes: z.string().max(2_000).optional(),
  })
  .strict()
  .openapi("AssignHumanReviewBody");

export const Assignment = z
  .object({
    reviewId: z.string(),
    assignedTo: z.string(),
    status: ReviewStatus,
    priority: Priority,
    dueBy: z.string().nullable(),
    assignedAt: z.string(),
  })
  .openapi("HumanReviewAssignment");

export const SkipBody = z
  .object({
    reviewId: id("review_01JD3K5Q8X7W2N4M6P9R0S1T2V"),
    reviewerId: userId.optional(),
    reason: z.string().trim().min(1).max(2_000),
    reassignTo: userId.optional(),
  })
  .strict()
  .openapi("SkipHumanReviewBody");

export const Skip = z
  .object({
    reviewId: z.string(),
    previousReviewer: z.string().nullable(),
    assignedTo: z.string().nullable(),
    skipReason: z.string(),
    status: ReviewStatus,
  })
  .openapi("HumanReviewSkip");

export const SubmitBody = z
  .object({
    reviewId: id("review_01JD3K5Q8X7W2N4M6P9R0S1T2V"),
    reviewerId: userId.optional(),
    verdict: Verdict,
    scores: Scores.default({}),
    feedback: z.string().max(10_000).optional(),
    tags: z.array(z.string().min(1).max(100)).max(50).default([]),
    suggestedOutput: longText.optional(),
  })
  .strict()
  .openapi("SubmitHumanReviewBody");

export const Submission = z
  .object({
    reviewId: z.string(),
    status: ReviewStatus,
    verdict: Verdict,
    reviewerId: z.string(),
    completedAt: z.string(),
    reviewDurationMs: z.number().int().nullable(),
  })
  .openapi("HumanReviewSubmission");
