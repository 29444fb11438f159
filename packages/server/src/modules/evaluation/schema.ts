/** The evaluation (suites v1) tables, as stored (db/schema.ts gives the storage conventions). */

/** A suite: its criteria as validated at creation (JSON text of Criterion[]). */
export interface EvaluationSuitesTable {
  /** `suite_<ULID>`. */
  id: string;
  company_id: string;
  name: string;
  description: string;
  criteria: string;
  created_at: string;
  updated_at: string;
}

/** One run of a suite over traces; the newest is what GET /results answers by default. */
export interface EvaluationSuiteRunsTable {
  /** `run_<ULID>`. */
  id: string;
  company_id: string;
  suite_id: string;
  status: "completed" | "failed";
  /** JSON text: the options the run was asked with. */
  options: string;
  /** JSON text: the summary of the results. */
  summary: string;
  /** JSON text: the per-trace results. */
  results: string;
  /** Judge calls that reached the model (charged) and answers served from the judge cache. */
  judge_calls: number;
  cached_calls: number;
  credits_used_milli: number;
  /** Why the run stopped before it evaluated every trace (an internal failure); else null. */
  error: string | null;
  created_at: string;
  completed_at: string;
}

/**
 * Judge answers by a hash of (company, model, prompt template, rendered request, temperature),
 * so a re-run of a criterion on the same example gets the same score even at temperature > 0.
 */
export interface JudgeCacheTable {
  key: string;
  company_id: string;
  /** `score` or `pairwise`. */
  kind: string;
  model: string;
  /** JSON text: the parsed answer (raw score, reasoning, confidence; or a preference). */
  answer: string;
  created_at: string;
}

declare module "../../db/schema" {
  interface DB {
    evaluation_suites: EvaluationSuitesTable;
    evaluation_suite_runs: EvaluationSuiteRunsTable;
    judge_cache: JudgeCacheTable;
  }
}
