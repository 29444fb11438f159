import { z } from "@hono/zod-openapi";

/** The significance level of every test in a comparison. */
export const ALPHA = 0.05;

export const CompareQuery = z.object({
  runIds: z
    .string()
    .min(1)
    .transform((s) =>
      s
        .split(",")
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string()).min(2).max(5))
    .openapi({
      description: "2 to 5 run ids, comma-separated; the first is the baseline",
      example: "eval_run_01JD…,eval_run_01JE…",
    }),
  seed: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31)
    .default(42)
    .openapi({
      description: "Seed of the bootstrap: the same seed gives the same intervals",
    }),
});

const Interval = z.object({ lower: z.number(), upper: z.number() });

export const ComparedRun = z
  .object({
    id: z.string(),
    name: z.string(),
    status: z.string(),
    examples: z.number().int(),
    trials: z.number().int(),
    passRate: z.number(),
    passRateInterval: Interval.openapi({ description: "Wilson 95% interval of the pass rate" }),
    avgScore: z.number().nullable(),
    avgAccuracy: z.number().nullable(),
    avgGroundedness: z.number().nullable(),
    avgFaithfulness: z.number().nullable(),
    completedAt: z.string().nullable(),
    passAtK: z.record(z.string(), z.number()).openapi({
      description: "k → mean unbiased pass@k over examples (when trials > 1)",
    }),
    passHatK: z.record(z.string(), z.number()).openapi({
      description: "k → mean pass^k over examples: all k trials pass (when trials > 1)",
    }),
    flakyExamples: z.array(z.string()).openapi({
      description: "Examples that passed some trials and failed others (0 < c < n)",
    }),
  })
  .openapi("ComparedRun");

export const Change = z
  .object({
    runId: z.string(),
    baselineRunId: z.string(),
    metric: z.enum(["passRate", "score"]),
    change: z.number(),
    direction: z.enum(["better", "worse"]),
    pValue: z.number().optional().openapi({ description: "McNemar exact p (passRate)" }),
    interval: Interval.optional().openapi({ description: "Paired bootstrap 95% interval (score)" }),
  })
  .openapi("EvalRunChange");

export const PairComparison = z
  .object({
    baselineRunId: z.string(),
    runId: z.string(),
    sharedExamples: z.number().int(),
    passToFail: z.number().int(),
    failToPass: z.number().int(),
    mcnemarP: z.number(),
    passRateChange: z.number(),
    scoreChange: z.object({ mean: z.number(), lower: z.number(), upper: z.number() }),
    examples: z.array(
      z.object({
        exampleId: z.string(),
        baseline: z.object({ passed: z.boolean(), score: z.number().nullable() }),
        candidate: z.object({ passed: z.boolean(), score: z.number().nullable() }),
        delta: z.number().nullable(),
      }),
    ),
  })
  .openapi("EvalRunPairComparison");

export const Comparison = z
  .object({
    alpha: z.number(),
    seed: z.number().int(),
    runs: z.array(ComparedRun),
    improvement: z.number().openapi({
      description: "Pass-rate change of the last run against the baseline, over shared examples",
    }),
    comparisons: z.array(PairComparison),
    significantChanges: z.array(Change),
    regressions: z.array(Change),
  })
  .openapi("EvalRunComparison", {
    description: `Each run after the first is compared with the first over the examples both scored. A pass/fail change is significant when McNemar's exact p < ${ALPHA}; a score change when the seeded paired bootstrap 95% interval excludes 0. significantChanges lists only significant ones; regressions those that got worse. With several trials an example passes when at least half of its trials pass, and scores their mean.`,
  });
