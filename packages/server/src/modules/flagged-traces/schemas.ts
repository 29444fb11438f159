import { z } from "@hono/zod-openapi";

export const FLAG_REASONS = [
  "hallucination",
  "poor_quality",
  "compliance_concern",
  "unexpected_behavior",
  "customer_complaint",
  "other",
] as const;
export type FlagReason = (typeof FLAG_REASONS)[number];
export const FLAG_STATUSES = ["open", "in_review", "resolved"] as const;

export const FlaggedTrace = z
  .object({
    id: z.string().openapi({ example: "flag_01JD3K5Q8X7W2N4M6P9R0S1T2V" }),
    traceId: z.string(),
    agentId: z.string(),
    reason: z.enum(FLAG_REASONS),
    status: z.enum(FLAG_STATUSES),
    notes: z.string().nullable(),
    flaggedBy: z.string(),
    assignedTo: z.string().nullable(),
    resolutionNotes: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    resolvedAt: z.string().nullable(),
  })
  .openapi("FlaggedTrace");

export const FlagReview = z
  .object({
    id: z.string(),
    userId: z.string(),
    action: z.enum(["created", "updated"]),
    fromStatus: z.enum(FLAG_STATUSES).nullable(),
    toStatus: z.enum(FLAG_STATUSES),
    assignedTo: z.string().nullable(),
    notes: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi("FlagReview");

export const FlagComment = z
  .object({
    id: z.string().openapi({ example: "cmt_01JD3K5Q8X7W2N4M6P9R0S1T2V" }),
    flagId: z.string(),
    userId: z.string(),
    content: z.string(),
    createdAt: z.string(),
  })
  .openapi("FlagComment");

export const FlaggedTraceDetail = FlaggedTrace.extend({
  reviewHistory: z.array(FlagReview),
  comments: z.array(FlagComment),
}).openapi("FlaggedTraceDetail");

export const FlagStats = z
  .object({ open: z.number().int(), in_review: z.number().int(), resolved: z.number().int() })
  .openapi("FlagStats");

export const FlagList = z
  .object({
    success: z.literal(true),
    data: z.array(FlaggedTrace),
    total: z.number().int(),
    stats: FlagStats,
    pagination: z.object({
      limit: z.number().int(),
      offset: z.number().int(),
      hasMore: z.boolean(),
    }),
  })
  .openapi("FlagList");

export const ListFlagsQuery = z.object({
  status: z.enum(FLAG_STATUSES).optional(),
  reason: z.enum(FLAG_REASONS).optional(),
  assignedTo: z.string().max(200).optional(),
  agentId: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
  sort: z.enum(["newest", "oldest"]).default("newest"),
});

export const CreateFlagBody = z
  .object({
    traceId: z.string().min(1).max(200),
    agentId: z.string().min(1).max(200),
    reason: z.enum(FLAG_REASONS),
    assignedTo: z.string().min(1).max(200).optional().openapi({
      description: "A user of your company",
    }),
    notes: z.string().max(2_000).optional(),
  })
  .strict()
  .openapi("CreateFlagBody");

export const UpdateFlagBody = z
  .object({
    status: z.enum(FLAG_STATUSES).optional(),
    assignedTo: z.string().min(1).max(200).nullable().optional(),
    resolutionNotes: z.string().max(5_000).optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, "give status, assignedTo or resolutionNotes")
  .openapi("UpdateFlagBody");

export const CreateCommentBody = z
  .object({ content: z.string().trim().min(1).max(5_000) })
  .strict()
  .openapi("CreateFlagCommentBody");

export const FlagIdParam = z.object({
  flagId: z
    .string()
    .max(100)
    .openapi({ param: { name: "flagId", in: "path" } }),
});
export const TraceIdParam = z.object({
  traceId: z
    .string()
    .max(200)
    .openapi({ param: { name: "traceId", in: "path" } }),
});
