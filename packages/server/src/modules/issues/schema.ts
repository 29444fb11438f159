/** The issues tables (issues, their traces, fixes, applications, shadow tests), as stored. */

export type IssueStatus = "open" | "proposed_fix" | "testing" | "closed";
export type IssueSeverity = "low" | "medium" | "high" | "critical";
export type FixType = "prompt_update" | "config_change" | "retrieval_update" | "guardrail";
export type FixStatus = "draft" | "proposed" | "testing" | "applied" | "rejected";
export type ShadowTestStatus = "pending" | "running" | "completed" | "failed";

export interface IssuesTable {
  id: string;
  company_id: string;
  agent_id: string;
  title: string;
  description: string;
  severity: IssueSeverity;
  status: IssueStatus;
  /** JSON string[] */
  tags: string;
  /** traceIds.length at create: traces are only linked then. */
  trace_count: number;
  /** The cluster it was opened from, if any. */
  cluster_id: string | null;
  /** Mean similarity of the cluster's members to it (0-1) when opened from a cluster. */
  cluster_confidence: number | null;
  created_by: string;
  created_at: string;
  updated_at: string;
}

/** The traces an issue groups; removed with the issue, the traces themselves stay. */
export interface IssueTracesTable {
  issue_id: string;
  trace_id: string;
  company_id: string;
  position: number;
}

export interface FixesTable {
  id: string;
  company_id: string;
  /** null once its issue is deleted (detached, kept). */
  issue_id: string | null;
  /** The agent whose config the fix changes: copied from the issue, so a detached fix still applies. */
  agent_id: string;
  type: FixType;
  status: FixStatus;
  description: string;
  /** JSON: the type's changes object. */
  changes: string;
  author: string;
  applied_at: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * One apply of a fix: what it wrote and what was there before, so a rollback restores the
 * previous version exactly. The open one (rolled_back_at null) is the fix's current application.
 */
export interface FixApplicationsTable {
  id: string;
  company_id: string;
  fix_id: string;
  /** "agent_config" (agent_configs row), "agent" (agents.config) or "guardrail_policy". */
  target: "agent_config" | "agent" | "guardrail_policy";
  target_id: string;
  /** JSON: the target's columns before the apply. */
  previous: string;
  /** JSON: the target's columns after the apply. */
  applied: string;
  applied_by: string;
  applied_at: string;
  rolled_back_by: string | null;
  rolled_back_at: string | null;
}

/**
 * A replay of historical traces against a fix. A runner fills trace_results and results and
 * moves the status (pending → running → completed | failed).
 */
export interface ShadowTestsTable {
  id: string;
  company_id: string;
  fix_id: string | null;
  /** The fix's issue at creation (blocks deleting it while active); null once detached. */
  issue_id: string | null;
  agent_id: string;
  status: ShadowTestStatus;
  /** JSON string[] */
  trace_ids: string;
  trace_count: number;
  /** JSON {comparisonMode} */
  config: string;
  /** JSON {improved, unchanged, regressed, improvementRate, …} or {error}; null until then. */
  results: string | null;
  /** JSON [{traceId, verdict, originalScore, fixedScore, explanation}]; null until run. */
  trace_results: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

/**
 * One trace's outcome in a shadow test's run, written as the trace finishes; keyed by
 * (test_id, trace_id) so a job that runs again after a restart skips what is stored.
 */
export interface ShadowTestResultsTable {
  test_id: string;
  trace_id: string;
  company_id: string;
  verdict: "improved" | "unchanged" | "regressed" | "error";
  original_score: number | null;
  fixed_score: number | null;
  explanation: string;
  created_at: string;
}

declare module "../../db/schema" {
  interface DB {
    shadow_test_results: ShadowTestResultsTable;
    issues: IssuesTable;
    issue_traces: IssueTracesTable;
    fixes: FixesTable;
    fix_applications: FixApplicationsTable;
    shadow_tests: ShadowTestsTable;
  }
}
