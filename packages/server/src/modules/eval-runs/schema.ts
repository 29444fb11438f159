/** The eval-runs tables, as stored (db/schema.ts gives the storage conventions). */

export interface EvalSetsTable {
  id: string;
  company_id: string;
  agent_id: string;
  name: string;
  description: string;
  /** JSON: the set's criteria [{name, weight, description, rule?}]. */
  criteria: string;
  example_count: number;
  created_at: string;
  updated_at: string;
}

export interface EvalSetExamplesTable {
  set_id: string;
  /** The example's id within its set (the caller's, or `ex-<position>`). */
  id: string;
  position: number;
  input: string;
  expected_output: string | null;
  /** JSON string[]: the retrieved context the answer should stay within. */
  context: string;
  /** JSON string[]: names of the set's criteria this example is scored by (empty: all). */
  criteria: string;
}

export type EvalRunStatus = "pending" | "running" | "completed" | "failed" | "cancelled";

export interface EvalRunsTable {
  id: string;
  company_id: string;
  agent_id: string;
  eval_set_id: string;
  name: string;
  status: EvalRunStatus;
  /** JSON: metrics, threshold, graderModel, concurrency, timeout, trials, target (headers sealed). */
  config: string;
  /** JSON string[]. */
  tags: string;
  /** Examples × trials: how many results the run will hold when it completes. */
  total: number;
  /** JSON summary, set when the run ends (also when cancelled, over the finished results). */
  summary: string | null;
  error: string | null;
  created_at: string;
  updated_at: string;
  started_at: string | null;
  completed_at: string | null;
}

export interface EvalRunResultsTable {
  run_id: string;
  example_id: string;
  /** 1-based trial number (config.trials runs every example several times). */
  trial: number;
  company_id: string;
  actual_output: string;
  passed: number;
  /** The weighted score over the example's criteria, 0-1; null when nothing could be scored. */
  score: number | null;
  /** JSON {<criterion or metric>: number}. */
  scores: string;
  reasoning: string;
  latency_ms: number;
  /** Why the target gave no answer (timeout, HTTP error), when it did not. */
  error: string | null;
  created_at: string;
}

declare module "../../db/schema" {
  interface DB {
    eval_sets: EvalSetsTable;
    eval_set_examples: EvalSetExamplesTable;
    eval_runs: EvalRunsTable;
    eval_run_results: EvalRunResultsTable;
  }
}
