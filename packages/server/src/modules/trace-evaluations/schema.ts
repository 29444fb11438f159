/** The trace-evaluations tables, as stored (db/schema.ts gives the storage conventions). */

export interface TraceEvaluationsTable {
  id: string;
  company_id: string;
  trace_id: string;
  span_id: string | null;
  name: string;
  data_type: "numeric" | "boolean" | "categorical";
  value: number | null;
  string_value: string | null;
  comment: string | null;
  source: "api" | "annotation" | "eval" | "guardrail";
  evaluation_id: string | null;
  metadata: string;
  created_at: string;
}

declare module "../../db/schema" {
  interface DB {
    trace_evaluations: TraceEvaluationsTable;
  }
}
