/**
 * Suites v1: request and response schemas. The criterion shapes are the spec's, plus
 * `threshold` (the pass bar of a scored criterion) and the composite, which the spec leaves
 * open: `{name, type: "composite", components: [{criterion, weight}]}` naming other criteria
 * of the same suite, scored Σ wᵢsᵢ / Σ wᵢ.
 */
import { z } from "@hono/zod-openapi";

export const MAX_CRITERIA = 50;
export const MAX_RUN_TRACES = 100;
export const MAX_JURY_JUDGES = 10;
/** The pass bar of llm_judge, jury and composite criteria without a threshold. */
export const DEFAULT_THRESHOLD = 0.5;
/** A jury's scale when it names none. */
export const DEFAULT_JURY_SCALE = { min: 1, max: 5 } as const;

const name = z.string().trim().min(1).max(100).openapi({ description: "Unique within the suite" });
const description = z.string().max(2_000).optional();
const threshold = z
  .number()
  .min(0)
  .max(1)
  .optional()
  .openapi({
    description: `The pass bar on the 0–1 score (score ≥ threshold passes); default ${DEFAULT_THRESHOLD}`,
  });
const temperature = z.number().min(0).max(2).optional().openapi({
  description: "The judges' temperature, default 0; cached answers keep re-runs identical anyway",
});
const prompt = z.string().min(1).max(20_000).openapi({
  description:
    "The judge's instruction; may name {{input}}, {{output}}, {{context}} and {{expected}} (parts not named are shown below it)",
});

export const Scale = z
  .object({ min: z.number(), max: z.number() })
  .strict()
  .refine((s) => s.min < s.max, { message: "scale.min must be below scale.max" })
  .openapi("JudgeScale", { description: "The judge's scale; scores are normalised to 0–1" });

export const DeterministicCriterion = z
  .object({
    name,
    type: z.literal("deterministic"),
    rule: z.string().openapi({
      description:
        "response_length_between (min, max, unit), contains_keywords (keywords[]), json_valid (schema), regex_match (pattern, shouldMatch), no_pii (categories[]), response_time_under (maxMs)",
    }),
    params: z.record(z.string(), z.unknown()).optional(),
    description,
  })
  .strict()
  .openapi("DeterministicCriterion", {
    description: "Scored 1 when the rule passes, else 0 (the deterministic graders' rules)",
  });

export const LlmJudgeCriterion = z
  .object({
    name,
    type: z.literal("llm_judge"),
    prompt,
    scale: Scale,
    model: z.string().min(1).max(200),
    threshold,
    temperature,
    description,
  })
  .strict()
  .openapi("LlmJudgeCriterion");

export const JuryCriterion = z
  .object({
    name,
    type: z.literal("jury"),
    judges: z
      .array(
        z.object({ model: z.string().min(1).max(200), weight: z.number().positive() }).strict(),
      )
      .min(1)
      .max(MAX_JURY_JUDGES),
    aggregation: z.literal("weighted_average").default("weighted_average"),
    prompt,
    scale: Scale.optional().openapi({ description: "Default {min: 1, max: 5}" }),
    threshold,
    temperature,
    description,
  })
  .strict()
  .openapi("JuryCriterion", {
    description:
      "Σ wᵢsᵢ / Σ wᵢ over the judges that answered; a judge that fails is dropped (reported) and the others' weights renormalised",
  });

export const CompositeCriterion = z
  .object({
    name,
    type: z.literal("composite"),
    components: z
      .array(z.object({ criterion: z.string().min(1), weight: z.number().positive() }).strict())
      .min(1)
      .max(MAX_CRITERIA),
    threshold,
    description,
  })
  .strict()
  .openapi("CompositeCriterion", {
    description:
      "Σ wᵢsᵢ / Σ wᵢ over the named criteria of the same suite (composites may nest, without cycles); no score when a component has none",
  });

export const Criterion = z
  .discriminatedUnion("type", [
    DeterministicCriterion,
    LlmJudgeCriterion,
    JuryCriterion,
    CompositeCriterion,
  ])
  .openapi("EvaluationCriterion");

export const CreateSuiteBody = z
  .object({
    name: z.string().trim().min(1).max(200),
    description: z.string().max(2_000).default(""),
    criteria: z.array(Criterion).min(1).max(MAX_CRITERIA),
  })
  .strict()
  .openapi("CreateEvaluationSuiteBody");

export const Suite = z
  .object({
    id: z.string().openapi({ example: "suite_01JD2Q8Z4J4X8K6Y3V7W1N5M2P" }),
    name: z.string(),
    description: z.string(),
    criteria: z.array(Criterion),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("EvaluationSuite");

export const RunSuiteBody = z
  .object({
    suiteId: z.string().min(1),
    traceIds: z.array(z.string().min(1)).min(1).max(MAX_RUN_TRACES),
    options: z
      .object({
        parallel: z.boolean().default(false).openapi({
          description: "Evaluate several traces (and a trace's judges) at once, at most 8 traces",
        }),
        timeout: z.number().int().min(1).max(600_000).optional().openapi({
          description:
            "ms per judge call; a criterion whose judge takes longer fails with a reason",
        }),
      })
      .strict()
      .default({ parallel: false }),
  })
  .strict()
  .openapi("RunEvaluationSuiteBody");

export const CriterionOutcome = z
  .object({
    type: z.string(),
    score: z.number().nullable(),
    passed: z.boolean(),
    threshold: z.number().nullable(),
    reasoning: z.string().nullable().optional(),
    confidence: z.number().nullable().optional(),
    cached: z.boolean().optional(),
    detail: z.string().optional(),
    error: z.string().optional(),
    votes: z.array(z.record(z.string(), z.unknown())).optional(),
    dropped: z
      .array(z.object({ model: z.string(), weight: z.number(), reason: z.string() }))
      .optional(),
  })
  .openapi("EvaluationCriterionOutcome");

export const TraceResult = z
  .object({
    traceId: z.string(),
    scores: z.record(z.string(), z.number()).openapi({
      description: "0–1 per criterion that got a score (a failed criterion is in errors)",
    }),
    passed: z.boolean().openapi({ description: "Every criterion of the suite passed" }),
    errors: z.record(z.string(), z.string()).openapi({
      description: "Criteria that could not be scored, with the reason; they count as not passed",
    }),
    criteria: z.record(z.string(), CriterionOutcome),
  })
  .openapi("EvaluationTraceResult");

export const ResultSummary = z
  .object({
    totalTraces: z.number().int(),
    averageScore: z.number().nullable().openapi({
      description: "Mean over traces of each trace's mean criterion score",
    }),
    passRate: z.number().openapi({ description: "Share of traces that passed every criterion" }),
    criteriaBreakdown: z.record(
      z.string(),
      z.object({ average: z.number().nullable(), passRate: z.number() }),
    ),
    errors: z.number().int().openapi({ description: "Criterion evaluations that got no score" }),
  })
  .openapi("EvaluationResultSummary");

export const SuiteRunResult = z
  .object({
    suiteId: z.string(),
    runId: z.string(),
    status: z.enum(["completed", "failed"]).openapi({
      description: "failed when any criterion of any trace could not be scored (see errors)",
    }),
    summary: ResultSummary,
    results: z.array(TraceResult),
    judgeCalls: z.number().int().openapi({ description: "Judge answers that reached the model" }),
    cachedJudgeCalls: z.number().int().openapi({ description: "Judge answers from the cache" }),
    creditsUsed: z.number(),
    error: z.string().nullable().openapi({
      description:
        "Why the run stopped before evaluating every trace (then results is empty and nothing was charged); else null",
    }),
    createdAt: z.string(),
    completedAt: z.string(),
  })
  .openapi("EvaluationSuiteRunResult");

export const ResultsQuery = z
  .object({
    suiteId: z
      .string()
      .optional()
      .openapi({ description: "The suite whose newest run is answered" }),
    runId: z
      .string()
      .optional()
      .openapi({ description: "A run of the caller's; wins over suiteId" }),
  })
  .refine((q) => q.suiteId !== undefined || q.runId !== undefined, {
    message: "give suiteId or runId",
    path: ["suiteId"],
  });
