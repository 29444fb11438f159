/** The human-review tables, as stored (db/schema.ts gives the conventions). */

/** Where an item came from; `source_key` makes enqueueing idempotent per source. */
export type ReviewSource = "manual" | "flag" | "eval_run" | "calibration";

export type ReviewStatus = "pending" | "in_progress" | "completed" | "skipped";

export interface HumanReviewItemsTable {
  id: string;
  company_id: string;
  /** Null for items not about one agent (calibration examples, hand-made without one). */
  agent_id: string | null;
  trace_id: string | null;
  source: ReviewSource;
  /** Unique per company: `manual:<id>`, `flag:<flagId>`, `eval:<runId>:<exampleId>`, … */
  source_key: string;
  calibration_id: string | null;
  /**
   * What several reviewers may label: items with the same unit key are the same thing (a
   * calibration example, or a trace reviewed twice), so their verdicts measure agreement.
   */
  unit_key: string;
  priority: "low" | "medium" | "high" | "critical";
  /** 0 critical … 3 low: the queue orders by it, then by age. */
  priority_rank: number;
  status: ReviewStatus;
  input: string;
  output: string;
  /** JSON object criterion → 0-1 score, from the judge or grader that produced the item. */
  auto_grader_scores: string;
  flag_reason: string | null;
  /** JSON object criterion → 0-1 score a calibration example expects; null elsewhere. */
  expected_scores: string | null;
  example_notes: string | null;
  assigned_to: string | null;
  assigned_at: string | null;
  due_by: string | null;
  assign_notes: string | null;
  skip_reason: string | null;
  previous_reviewer: string | null;
  verdict: "pass" | "fail" | "borderline" | null;
  /** JSON object criterion → 0-1 score the reviewer gave. */
  scores: string | null;
  feedback: string | null;
  tags: string | null;
  suggested_output: string | null;
  reviewer_id: string | null;
  review_duration_ms: number | null;
  completed_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Every step of an item: created, assigned, skipped, submitted; who, from whom, why. */
export interface HumanReviewEventsTable {
  id: string;
  item_id: string;
  company_id: string;
  action: "created" | "assigned" | "skipped" | "submitted";
  actor_id: string;
  from_status: ReviewStatus | null;
  to_status: ReviewStatus;
  reviewer_id: string | null;
  previous_reviewer: string | null;
  notes: string | null;
  created_at: string;
}

export interface HumanReviewCalibrationsTable {
  id: string;
  company_id: string;
  name: string;
  /** JSON array of user ids, in the order given. */
  reviewer_ids: string;
  example_count: number;
  created_by: string;
  created_at: string;
}

declare module "../../db/schema" {
  interface DB {
    human_review_items: HumanReviewItemsTable;
    human_review_events: HumanReviewEventsTable;
    human_review_calibrations: HumanReviewCalibrationsTable;
  }
}
