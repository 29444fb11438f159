import { z } from "@hono/zod-openapi";
import { PageQuery } from "../../http/paging";

export const EVALUATION_SOURCES = ["api", "annotation", "eval", "guardrail"] as const;
export const DATA_TYPES = ["numeric", "boolean", "categorical"] as const;

export const TraceEvaluation = z
  .object({
    id: z.string().openapi({ example: "te_01JD3K5Q8X7W2N4M6P9R0S1T2V" }),
    traceId: z.string(),
    spanId: z.string().nullable(),
    name: z.string().openapi({ example: "helpfulness" }),
    dataType: z.enum(DATA_TYPES),
    value: z.number().nullable().openapi({ description: "The score; booleans are 1 or 0" }),
    label: z.string().nullable().openapi({ description: "The category, or true/false" }),
    comment: z.string().nullable(),
    source: z.enum(EVALUATION_SOURCES),
    evaluationId: z
      .string()
      .nullable()
      .openapi({ description: "The evaluation (run, suite, reviewer) that produced it" }),
    metadata: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
  })
  .openapi("TraceEvaluation");

export const CreateTraceEvaluationBody = z
  .object({
    traceId: z.string().min(1),
    spanId: z.string().min(1).max(64).optional().openapi({
      description: "A span of the trace the evaluation is about",
    }),
    name: z.string().min(1).max(200),
    value: z.union([z.number(), z.boolean()]).optional(),
    label: z.string().min(1).max(500).optional(),
    dataType: z.enum(DATA_TYPES).optional().openapi({
      description: "Default: boolean for a boolean value, numeric for a number, else categorical",
    }),
    comment: z.string().max(5_000).optional(),
    source: z.enum(EVALUATION_SOURCES).default("api"),
    evaluationId: z.string().min(1).max(200).optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
  })
  .strict()
  .refine((body) => body.value !== undefined || body.label !== undefined, {
    message: "give a value, a label, or both",
    path: ["value"],
  })
  .openapi("CreateTraceEvaluationBody");

export const ListTraceEvaluationsQuery = PageQuery.extend({
  traceId: z.string().optional().openapi({ description: "The trace whose evaluations to list" }),
  name: z.string().optional(),
  source: z.enum(EVALUATION_SOURCES).optional(),
  evaluationId: z.string().optional(),
});
