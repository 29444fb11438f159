import { z } from "@hono/zod-openapi";
import { PageQuery } from "../../http/paging";
import { Criterion, METRICS, SET_LIMITS } from "./schemas";

export const RUN_STATUSES = ["pending", "running", "completed", "failed", "cancelled"] as const;

export const RunConfig = z
  .object({
    metrics: z
      .array(z.enum(METRICS))
      .min(1)
      .default([...METRICS])
      .openapi({
        description:
          "Rule-based metrics to score: accuracy (answer vs expectedOutput), groundedness and faithfulness (answer vs context)",
      }),
    threshold: z.number().min(0).max(1).default(0.7).openapi({
      description:
        "An example passes when its weighted score reaches this and no deterministic criterion fails",
    }),
    graderModel: z.string().max(200).optional().openapi({
      description:
        "The model of llm_judge criteria that name none (default: the provider's VIGIL_LLM_MODEL)",
    }),
    criteria: z.array(Criterion).max(SET_LIMITS.criteria).optional().openapi({
      description:
        "Criteria of this run beside the set's (same shapes: rule, metric weight, llm_judge, jury); they score every example and replace a set criterion of the same name. Judge calls cost 0.5 credits each; a run whose worst case exceeds the balance is refused with 402.",
    }),
    concurrency: z.number().int().min(1).max(32).default(4),
    timeout: z.number().int().min(100).max(300_000).default(30_000).openapi({
      description: "Per-example timeout of the target call (and of each judge call), ms",
    }),
    trials: z.number().int().min(1).max(10).default(1).openapi({
      description:
        "Times each example is run; with more than 1, comparisons report pass@k and pass^k",
    }),
  })
  .strict()
  .openapi("EvalRunConfig");

export const Target = z
  .discriminatedUnion("type", [
    z.object({ type: z.literal("provider") }).strict(),
    z
      .object({
        type: z.literal("http"),
        url: z.string().min(1).max(2_000),
        headers: z.record(z.string().max(200), z.string().max(4_000)).optional().openapi({
          description: "Sent with every call (e.g. authorization); stored encrypted, never shown",
        }),
      })
      .strict(),
  ])
  .openapi("EvalTarget", {
    description:
      "provider: the agent's config record (system prompt, temperature) through the configured model provider; http: POST {input, context} to url, answer {output}. https and public addresses only, unless the server runs with --dev.",
  });

const Tags = z.array(z.string().trim().min(1).max(50)).max(20);

export const CreateRunBody = z
  .object({
    evalSetId: z.string().min(1),
    agentId: z.string().min(1).optional().openapi({ description: "Default: the set's agent" }),
    name: z.string().trim().min(1).max(200).optional(),
    config: RunConfig.default(RunConfig.parse({})),
    tags: Tags.default([]),
    target: Target.default({ type: "provider" }),
  })
  .strict()
  .openapi("CreateEvalRunBody");

export const UpdateRunBody = z
  .object({
    status: z.literal("cancelled").optional().openapi({
      description: "Cancels a pending or running run: work in flight stops, finished results stay",
    }),
    name: z.string().trim().min(1).max(200).optional(),
    tags: Tags.optional(),
  })
  .strict()
  .refine((b) => b.status !== undefined || b.name !== undefined || b.tags !== undefined, {
    message: "give status, name or tags",
  })
  .openapi("UpdateEvalRunBody");

export const RunSummary = z
  .object({
    passed: z.number().int(),
    failed: z.number().int(),
    errors: z.number().int().openapi({ description: "Results whose target call failed" }),
    passRate: z.number(),
    avgScore: z.number().nullable(),
    avgAccuracy: z.number().nullable(),
    avgGroundedness: z.number().nullable(),
    avgFaithfulness: z.number().nullable(),
  })
  .openapi("EvalRunSummary");

export const RunView = z
  .object({
    id: z.string().openapi({ example: "eval_run_01JD3K5Q8X7W2N4M6P9R0S1T2V" }),
    runId: z.string(),
    evalSetId: z.string(),
    agentId: z.string(),
    name: z.string(),
    status: z.enum(RUN_STATUSES),
    progress: z.object({ completed: z.number().int(), total: z.number().int() }),
    config: RunConfig.extend({
      target: z.object({
        type: z.enum(["provider", "http"]),
        url: z.string().optional(),
        headerNames: z.array(z.string()).optional(),
      }),
    }),
    tags: z.array(z.string()),
    passRate: z.number().nullable().openapi({ description: "null until the run ends" }),
    totalExamples: z.number().int(),
    passed: z.number().int(),
    failed: z.number().int(),
    summary: RunSummary.nullable(),
    error: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    startedAt: z.string().nullable(),
    completedAt: z.string().nullable(),
  })
  .openapi("EvalRun");

export const RunResult = z
  .object({
    exampleId: z.string(),
    trial: z.number().int(),
    input: z.string(),
    expectedOutput: z.string().nullable(),
    actualOutput: z.string(),
    passed: z.boolean(),
    score: z.number().nullable(),
    scores: z.record(z.string(), z.number()),
    reasoning: z.string(),
    latencyMs: z.number().int(),
    error: z.string().nullable(),
  })
  .openapi("EvalRunResult");

export const RunDetail = RunView.extend({ results: z.array(RunResult) }).openapi("EvalRunDetail");

export const StartedRun = z
  .object({
    runId: z.string(),
    status: z.enum(RUN_STATUSES),
    progress: z.object({ completed: z.number().int(), total: z.number().int() }),
    estimatedCompletionTime: z.string(),
  })
  .openapi("StartedEvalRun");

export const ListRunsQuery = PageQuery.extend({
  agentId: z.string().optional(),
  evalSetId: z.string().optional(),
  status: z.enum(RUN_STATUSES).optional(),
});

export const RunIdParam = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" } }),
});
export const RunIdPathParam = z.object({
  runId: z.string().openapi({ param: { name: "runId", in: "path" } }),
});
