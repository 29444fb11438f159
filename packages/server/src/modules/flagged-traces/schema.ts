/** The flagged-trace tables, as stored (db/schema.ts gives the conventions). */

export interface FlaggedTracesTable {
  id: string;
  company_id: string;
  trace_id: string;
  agent_id: string;
  reason: string;
  status: "open" | "in_review" | "resolved";
  notes: string | null;
  flagged_by: string;
  assigned_to: string | null;
  resolution_notes: string | null;
  created_at: string;
  updated_at: string;
  resolved_at: string | null;
}

/** One step of a flag's review: its creation and every change of status, assignee or notes. */
export interface FlagReviewsTable {
  id: string;
  flag_id: string;
  company_id: string;
  user_id: string;
  action: "created" | "updated";
  from_status: string | null;
  to_status: string;
  assigned_to: string | null;
  notes: string | null;
  created_at: string;
}

export interface FlagCommentsTable {
  id: string;
  flag_id: string;
  company_id: string;
  user_id: string;
  content: string;
  created_at: string;
}

declare module "../../db/schema" {
  interface DB {
    flagged_traces: FlaggedTracesTable;
    flag_reviews: FlagReviewsTable;
    flag_comments: FlagCommentsTable;
  }
}
