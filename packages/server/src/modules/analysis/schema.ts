/** The analysis tables, as stored (db/schema.ts gives the storage conventions). */

/**
 * One analysis of one trace at one tier: what the explainer, the analyzer, batches and
 * generate-all store. `result` is the Explanation as JSON text; a failed analysis keeps its
 * error and costs nothing. Rows expire about three months after they are made.
 */
export interface AnalysesTable {
  id: string;
  company_id: string;
  agent_id: string | null;
  trace_id: string;
  /** The analyzer v2 request or batch this result belongs to, when it belongs to one. */
  run_id: string | null;
  tier: "rule_based" | "fast_llm" | "full_llm" | "deep";
  status: "completed" | "failed";
  error: string | null;
  outcome: "success" | "failure" | "unknown";
  overall_score: number | null;
  /** 0 or 1. */
  hallucination_detected: number;
  user_message: string;
  agent_response: string;
  result: string;
  credits_used_milli: number;
  created_at: string;
  expires_at: string;
  /**
   * JSON array: the embedding of the message, response and summary, for hybrid search; null
   * without an embedding model (migration 0010-analysis-embeddings).
   */
  embedding: string | null;
}

/** An analyzer v2 request (`analyze`) or batch: a group of analyses with its totals. */
export interface AnalysisRunsTable {
  id: string;
  company_id: string;
  agent_id: string | null;
  kind: "analyze" | "batch" | "generate_all" | "quality_batch";
  tier: AnalysesTable["tier"];
  status: "queued" | "processing" | "completed" | "failed";
  /** JSON: the modules asked for, the trace ids of a batch, its callbackUrl and priority. */
  config: string;
  trace_count: number;
  completed_count: number;
  failed_count: number;
  avg_score: number | null;
  credits_used_milli: number;
  created_at: string;
  completed_at: string | null;
}

declare module "../../db/schema" {
  interface DB {
    analyses: AnalysesTable;
    analysis_runs: AnalysisRunsTable;
  }
}
