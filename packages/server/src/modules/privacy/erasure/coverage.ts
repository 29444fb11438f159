/**
 * Every table of the database, and how deleting traces and erasing a data subject reach it.
 * coverage.test.ts reads the real schema (sqlite_master / information_schema) and fails when
 * a table is missing here, or when a table with a trace_id column is not marked as going with
 * its traces: a module that adds a table must decide, in this file, what erasure does with it.
 *
 * - `traces`: its rows that belong to deleted traces go (trace-deletion.ts).
 * - `subject`: the erasure job deletes or rewrites the subject's own rows (subject-rows.ts).
 * - `none`: holds no personal data and no text from traces, with why.
 */
export interface Coverage {
  traces?: string;
  subject?: string;
  none?: string;
}

export const ERASURE_COVERAGE: Readonly<Record<string, Coverage>> = {
  // Traces and what is derived from them.
  traces: { traces: "the traces themselves", subject: "found by user id and by email in text" },
  spans: { traces: "trace_id", subject: "text searched for the email" },
  trace_log_packs: {
    traces: "trace_id",
    subject: "records (their attributes) searched for the email",
  },
  trace_day_counts: { traces: "decremented by the traces' delete trigger (SQLite)" },
  trace_sessions: { traces: "deleted when left without traces", subject: "user_id" },
  trace_evaluations: { traces: "trace_id" },
  analyses: { traces: "trace_id (PostgreSQL's tsvector column goes with the row)" },
  analyses_fts: { traces: "the analyses' delete trigger; optimised after an erasure" },
  analyses_fts_config: { none: "FTS5 settings" },
  analyses_fts_content: { traces: "FTS5 content rows go with analyses_fts" },
  analyses_fts_data: { traces: "FTS5 segments, merged by 'optimize' after an erasure" },
  analyses_fts_docsize: { traces: "FTS5 sizes go with analyses_fts" },
  analyses_fts_idx: { traces: "FTS5 segment index, rebuilt by 'optimize'" },
  analysis_runs: { none: "run settings, trace ids and counts only" },
  flagged_traces: { traces: "trace_id", subject: "notes searched for the email; actor ids" },
  flag_reviews: { traces: "through the flag", subject: "actor ids" },
  flag_comments: { traces: "through the flag", subject: "the subject's own comments" },
  compliance_violations: { traces: "trace_id" },
  guardrail_scans: { none: "finding types and counts, never the scanned text" },
  pattern_members: { traces: "trace_id; clusters recounted", subject: "user_id via its traces" },
  pattern_pending: { traces: "trace_id" },
  pattern_clusters: { traces: "recomputed from remaining members, or deleted" },
  pattern_signatures: { traces: "recounted (occurrences, sample) or deleted" },
  pattern_signature_agents: { traces: "recounted with their signature" },
  pattern_state: { none: "hashed term buckets and document counts, no text" },
  webhook_deliveries: { traces: "payloads naming the traces", subject: "payloads with the email" },
  notifications: { traces: "texts naming the traces", subject: "user_id; texts with the email" },
  idempotency_keys: {
    traces: "stored responses naming the traces",
    subject: "stored responses with the email",
  },
  jobs: { traces: "finished jobs' payloads naming the traces", subject: "payloads with the email" },
  llm_cache: { subject: "the company's cached model answers (they may quote trace text)" },
  llm_usage: { none: "token counts and models" },
  judge_cache: { subject: "the company's cached judge answers (their reasoning may quote traces)" },
  // Work built on traces.
  human_review_items: {
    traces: "trace_id (the input and output copied from the trace go with the row)",
    subject: "assigned_to and reviewer ids pseudonymised",
  },
  human_review_events: { traces: "go with their item", subject: "actor ids pseudonymised" },
  issue_traces: { traces: "trace_id; the issues' trace_count recounted" },
  issues: { traces: "trace_count recounted", subject: "created_by pseudonymised" },
  shadow_tests: {
    traces: "tests naming the traces go (their results hold replayed outputs)",
    subject: "created_by pseudonymised",
  },
  shadow_test_results: { traces: "trace_id (the replayed outputs go with the row)" },
  evaluation_suite_runs: { traces: "runs whose results name the traces go" },
  // Authored by the team, not taken from traces.
  fixes: { subject: "author pseudonymised" },
  fix_applications: { subject: "applied_by and rolled_back_by pseudonymised" },
  evaluation_suites: { none: "criteria the team writes" },
  eval_sets: { none: "evaluation sets the team writes" },
  eval_set_examples: { none: "examples the team writes or imports, not trace rows" },
  eval_runs: { none: "run settings and summaries" },
  eval_run_results: { none: "the agent's answers to the team's examples" },
  human_review_calibrations: { subject: "created_by pseudonymised" },
  business_metrics: { none: "values the company reports about its agents" },
  roi_settings: { none: "cost settings" },
  // The subject as a user of Vigil.
  users: { subject: "the user's row" },
  api_keys: { subject: "the user's keys" },
  api_key_usage: { subject: "usage of the user's keys" },
  browser_sessions: { subject: "the user's sessions" },
  login_tokens: { subject: "the user's login links" },
  oidc_identities: { subject: "the user's single sign-on identities" },
  oidc_logins: { none: "logins in flight, hashed state, minutes long" },
  consents: { subject: "the user's consents" },
  dsrs: { subject: "the subject's identifiers and free text rewritten; requester pseudonymised" },
  exports: { subject: "the user's exports, their files removed from disk" },
  notification_preferences: { subject: "the user's preferences" },
  notification_rules: { subject: "created_by pseudonymised" },
  webhooks: { subject: "created_by pseudonymised" },
  baa_agreements: { subject: "created_by pseudonymised" },
  compliance_settings: { subject: "updated_by pseudonymised" },
  // Audit: kept under the legal-obligation exemption (GDPR art. 17(3)(b)); entries hold ids
  // and counts, never texts, and the chain forbids rewriting them.
  audit_logs: { none: "actor ids and counts only; append-only and hash-chained" },
  audit_chain_heads: { none: "hashes" },
  // Configuration and accounting without personal data.
  companies: { none: "tenants" },
  agents: { none: "agent configuration" },
  agent_configs: { none: "agent configuration" },
  departments: { none: "organisation structure" },
  guardrail_policies: { none: "policy configuration" },
  compliance_scan_rules: { none: "rule configuration" },
  notification_channels: { none: "channel configuration, sealed" },
  credit_balances: { none: "balances" },
  credit_ledger: { none: "amounts and run ids" },
  rate_limit_buckets: { none: "token counts per key" },
  compliance_risk_snapshots: { none: "scores and counts per day" },
  kysely_migration: { none: "migration names" },
  kysely_migration_lock: { none: "migration lock" },
};

/** Columns that name a Vigil user as the actor of a row kept for the company's records. */
export const ACTOR_COLUMNS: readonly { table: string; column: string }[] = [
  { table: "flagged_traces", column: "flagged_by" },
  { table: "flagged_traces", column: "assigned_to" },
  { table: "flag_reviews", column: "user_id" },
  { table: "flag_reviews", column: "assigned_to" },
  { table: "notification_rules", column: "created_by" },
  { table: "webhooks", column: "created_by" },
  { table: "baa_agreements", column: "created_by" },
  { table: "compliance_settings", column: "updated_by" },
  { table: "dsrs", column: "verified_by" },
  { table: "dsrs", column: "requester_id" },
  { table: "human_review_items", column: "assigned_to" },
  { table: "human_review_items", column: "reviewer_id" },
  { table: "human_review_items", column: "previous_reviewer" },
  { table: "human_review_events", column: "actor_id" },
  { table: "human_review_events", column: "reviewer_id" },
  { table: "human_review_events", column: "previous_reviewer" },
  { table: "human_review_calibrations", column: "created_by" },
  { table: "issues", column: "created_by" },
  { table: "fixes", column: "author" },
  { table: "fix_applications", column: "applied_by" },
  { table: "fix_applications", column: "rolled_back_by" },
  { table: "shadow_tests", column: "created_by" },
];
