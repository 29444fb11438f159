import { z } from "@hono/zod-openapi";
import { PageQuery } from "../../http/paging";
import { GraderRule } from "../deterministic-graders/schemas";
import { JuryCriterion, LlmJudgeCriterion } from "../evaluation/schemas";

/** The built-in rule-based metrics a run can score (config.metrics). */
export const METRICS = ["accuracy", "groundedness", "faithfulness"] as const;
export type MetricName = (typeof METRICS)[number];

/** Documented limits of an evaluation set (the request body is also capped at 1 MB). */
export const SET_LIMITS = {
  examples: 5_000,
  textChars: 20_000,
  contextItems: 20,
  criteria: 20,
} as const;

const text = z.string().max(SET_LIMITS.textChars);

/** A rule-based criterion: a deterministic grader, or (without a rule) a metric's weight. */
export const RuleCriterion = z
  .object({
    name: z.string().trim().min(1).max(100),
    weight: z.number().min(0).max(100).default(1),
    description: z.string().max(2_000).default(""),
    rule: GraderRule.optional().openapi({
      description:
        "A deterministic grader (guardrails-core) that scores this criterion 1 or 0. Without a rule, the name must be a metric (accuracy, groundedness, faithfulness), whose weight it sets.",
    }),
  })
  .strict()
  .openapi("EvalCriterion");

/** What every judge criterion of a set or run adds to the suite's shape: its weight. */
const judgeExtras = {
  weight: z.number().min(0).max(100).default(1),
  description: z.string().max(2_000).default(""),
};

/**
 * The suites' llm_judge criterion (same fields, same judge library and cache) with a weight;
 * `model` may be left out: the run's `graderModel`, else the provider's default model.
 */
export const JudgeCriterion = LlmJudgeCriterion.extend({
  ...judgeExtras,
  model: z.string().min(1).max(200).optional().openapi({
    description: "The judge's model; default the run's graderModel, else VIGIL_LLM_MODEL",
  }),
})
  .strict()
  .openapi("EvalJudgeCriterion", {
    description:
      "Scored by one model on `scale`, normalised to 0-1; with a threshold, an example below it fails. 0.5 credits per judge call that reaches the model.",
  });

/** The suites' jury criterion with a weight. */
export const JudgeJuryCriterion = JuryCriterion.extend(judgeExtras)
  .strict()
  .openapi("EvalJuryCriterion", {
    description:
      "Σ wᵢsᵢ / Σ wᵢ over the judges that answered (a failed judge dropped and reported). 0.5 credits per judge call that reaches a model.",
  });

export const Criterion = z
  .union([RuleCriterion, JudgeCriterion, JudgeJuryCriterion])
  .openapi("EvalSetCriterion");

export const Example = z
  .object({
    id: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .optional()
      .openapi({ description: "Unique within the set; `ex-<position>` (1-based) when omitted" }),
    input: text.min(1),
    expectedOutput: text.nullable().optional(),
    context: z
      .union([text, z.array(text).max(SET_LIMITS.contextItems)])
      .optional()
      .openapi({ description: "The retrieved context (a string or up to 20 strings)" }),
    criteria: z.array(z.string().min(1).max(100)).max(SET_LIMITS.criteria).default([]).openapi({
      description: "Names of the set's criteria that score this example; empty means all of them",
    }),
  })
  .strict()
  .openapi("EvalExample");

export const CreateSetBody = z
  .object({
    name: z.string().trim().min(1).max(200),
    description: z.string().max(5_000).default(""),
    agentId: z.string().min(1),
    examples: z.array(Example).min(1).max(SET_LIMITS.examples),
    criteria: z.array(Criterion).max(SET_LIMITS.criteria).default([]),
  })
  .strict()
  .openapi("CreateEvalSetBody", {
    description: `At most ${SET_LIMITS.examples} examples, texts of at most ${SET_LIMITS.textChars} characters, ${SET_LIMITS.contextItems} context strings per example, ${SET_LIMITS.criteria} criteria; the body at most 1 MB.`,
  });

export const ExampleView = z
  .object({
    id: z.string(),
    input: z.string(),
    expectedOutput: z.string().nullable(),
    context: z.array(z.string()),
    criteria: z.array(z.string()),
  })
  .openapi("EvalExampleView");

export const EvalSet = z
  .object({
    id: z.string().openapi({ example: "eval_set_01JD3K5Q8X7W2N4M6P9R0S1T2V" }),
    name: z.string(),
    description: z.string(),
    agentId: z.string(),
    exampleCount: z.number().int(),
    criteria: z.array(Criterion),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("EvalSet");

export const EvalSetDetail = EvalSet.extend({ examples: z.array(ExampleView) }).openapi(
  "EvalSetDetail",
);

export const CreatedSet = z
  .object({
    id: z.string(),
    name: z.string(),
    exampleCount: z.number().int(),
    createdAt: z.string(),
  })
  .openapi("CreatedEvalSet");

export const ListSetsQuery = PageQuery.extend({ agentId: z.string().optional() });

export const SetIdParam = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" } }),
});
