import type { Generated } from "kysely";

/** Row types of every table, as stored: timestamps are ISO 8601 text, JSON is text, booleans 0/1. */

export interface CompaniesTable {
  id: string;
  name: string;
  created_at: string;
}

export interface UsersTable {
  company_id: string;
  id: string;
  role: "admin" | "member";
  name: string | null;
  email: string | null;
  created_at: string;
}

export interface ApiKeysTable {
  id: string;
  company_id: string;
  user_id: string;
  name: string;
  key_hash: string;
  key_prefix: string;
  agent_id: string | null;
  role: "admin" | "member";
  permissions: string;
  tier: string;
  expires_at: string | null;
  created_at: string;
  updated_at: string;
  rotated_at: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface ApiKeyUsageTable {
  key_id: string;
  endpoint: string;
  hour: string;
  count: number;
}

export interface DepartmentsTable {
  id: string;
  company_id: string;
  name: string;
  description: string;
  created_at: string;
  updated_at: string;
}

export interface AgentsTable {
  id: string;
  company_id: string;
  department_id: string | null;
  name: string;
  description: string;
  industry: string;
  config: string;
  created_at: string;
  updated_at: string;
}

export interface AgentConfigsTable {
  agent_id: string;
  company_id: string;
  system_prompt: string;
  model: string;
  temperature: number | null;
  max_tokens: number | null;
  tools: string;
  created_at: string;
  updated_at: string;
}

export interface TracesTable {
  id: string;
  company_id: string;
  agent_id: string;
  outcome: "success" | "failure";
  user_message: string;
  agent_response: string;
  latency_ms: number;
  token_count: number;
  metadata: string;
  /** When the trace started (its first span); what date filters and stats read. */
  created_at: string;
  name: string | null;
  session_id: string | null;
  user_id: string | null;
  ended_at: string | null;
  span_count: Generated<number>;
  input_tokens: Generated<number>;
  output_tokens: Generated<number>;
  source: Generated<"native" | "otlp" | "import">;
  updated_at: string | null;
}

export interface SpansTable {
  trace_id: string;
  id: string;
  company_id: string;
  parent_span_id: string | null;
  name: string;
  type: string;
  start_time: string;
  end_time: string;
  latency_ms: number;
  status: "ok" | "error" | "unset";
  status_message: string | null;
  model: string | null;
  /** JSON text of any value. */
  input: string | null;
  output: string | null;
  input_tokens: number | null;
  output_tokens: number | null;
  total_tokens: number | null;
  query: string | null;
  /** JSON array of {id, content, score}. */
  documents: string | null;
  metadata: string;
}

export interface TraceSessionsTable {
  company_id: string;
  id: string;
  name: string | null;
  user_id: string | null;
  bookmarked: Generated<number>;
  metadata: string;
  created_at: string;
  updated_at: string;
}

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

export interface IdempotencyKeysTable {
  scope: string;
  idempotency_key: string;
  request_hash: string;
  method: string;
  path: string;
  status_code: number | null;
  response_body: string | null;
  created_at: string;
  expires_at: string;
}

export interface RateLimitBucketsTable {
  bucket_key: string;
  tokens: number;
  updated_ms: number;
}

export interface GuardrailPoliciesTable {
  id: string;
  company_id: string;
  name: string;
  description: string;
  /** JSON: [{scanner, config}] */
  scanners: string;
  /** JSON: {timeout, failOpen, shortCircuit} */
  options: string;
  is_default: number;
  active: number;
  created_at: string;
  updated_at: string;
}

export interface GuardrailScansTable {
  id: string;
  company_id: string;
  key_id: string;
  agent_id: string | null;
  policy_id: string | null;
  action: "pass" | "flag" | "redact" | "block";
  /** JSON: {<scanner>: findings count} for every scanner that ran */
  scanner_findings: string;
  /** JSON: {<finding type>: count} */
  finding_types: string;
  latency_ms: number;
  created_at: string;
}

export type JobState = "queued" | "running" | "completed" | "dead";

export interface JobsTable {
  id: string;
  company_id: string | null;
  type: string;
  /** What the job is about (a webhook id for its deliveries), to find its jobs. */
  ref: string | null;
  /** JSON */
  payload: string;
  state: JobState;
  /** Leases since the job last made progress (a success or a reschedule resets it). */
  attempts: number;
  max_attempts: number;
  run_at: string;
  lease_owner: string | null;
  lease_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface WebhooksTable {
  id: string;
  company_id: string;
  /** "canonical" (/api/v1/explainer/webhooks) or "legacy" (the deprecated variant) */
  variant: "canonical" | "legacy";
  name: string;
  url: string;
  /** JSON: string[] */
  events: string;
  /** JSON: {agentIds?, minSeverity?, outcomes?} */
  filters: string;
  is_active: number;
  /** Sealed (secret box) */
  secret: string;
  /** Sealed; signs too until previous_secret_until (graceful rotation) */
  previous_secret: string | null;
  previous_secret_until: string | null;
  consecutive_failures: number;
  circuit_breaker_until: string | null;
  /** While set and in the future, one half-open probe delivery is in flight. */
  probe_until: string | null;
  last_triggered_at: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
}

export type DeliveryStatus = "pending" | "delivered" | "failed" | "dead_letter";

export interface WebhookDeliveriesTable {
  id: string;
  webhook_id: string;
  company_id: string;
  event_id: string;
  event_type: string;
  /** The exact body sent, every attempt (and replay) */
  payload: string;
  status: DeliveryStatus;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  response_time_ms: number | null;
  next_attempt_at: string | null;
  replay_of: string | null;
  created_at: string;
  updated_at: string;
  delivered_at: string | null;
}

export interface NotificationChannelsTable {
  id: string;
  company_id: string;
  channel: "slack" | "email" | "pagerduty" | "webhook";
  is_enabled: number;
  /** Sealed JSON config */
  config: string;
  is_verified: number;
  created_at: string;
  updated_at: string;
}

export interface NotificationRulesTable {
  id: string;
  company_id: string;
  agent_id: string;
  name: string;
  description: string | null;
  /** JSON */
  conditions: string;
  channel: string;
  /** JSON */
  recipients: string;
  cooldown_minutes: number;
  last_triggered: string | null;
  is_active: number;
  created_by: string;
  created_at: string;
  updated_at: string;
}

export interface NotificationPreferencesTable {
  company_id: string;
  user_id: string;
  email_enabled: number;
  slack_enabled: number;
  in_app_enabled: number;
  webhook_enabled: number;
  pagerduty_enabled: number;
  min_severity: string;
  quiet_hours_start: string | null;
  quiet_hours_end: string | null;
  quiet_hours_timezone: string;
  updated_at: string;
}

export interface NotificationsTable {
  id: string;
  company_id: string;
  rule_id: string | null;
  user_id: string | null;
  channel: string;
  event_id: string;
  event_type: string;
  severity: string;
  /** sent | held | suppressed | failed */
  status: string;
  subject: string;
  /** JSON */
  body: string;
  error: string | null;
  created_at: string;
  sent_at: string | null;
}

/**
 * Traces per company, agent, outcome and UTC day (`YYYY-MM-DD`) and the sum of their
 * latencies, kept exact by triggers on `traces`. SQLite only (migration 0006): PostgreSQL has
 * no such table.
 */
export interface TraceDayCountsTable {
  company_id: string;
  agent_id: string;
  outcome: "success" | "failure";
  day: string;
  traces: number;
  latency_ms: number;
}

export interface DB {
  companies: CompaniesTable;
  users: UsersTable;
  api_keys: ApiKeysTable;
  api_key_usage: ApiKeyUsageTable;
  departments: DepartmentsTable;
  agents: AgentsTable;
  agent_configs: AgentConfigsTable;
  traces: TracesTable;
  spans: SpansTable;
  trace_day_counts: TraceDayCountsTable;
  trace_sessions: TraceSessionsTable;
  trace_evaluations: TraceEvaluationsTable;
  idempotency_keys: IdempotencyKeysTable;
  rate_limit_buckets: RateLimitBucketsTable;
  guardrail_policies: GuardrailPoliciesTable;
  guardrail_scans: GuardrailScansTable;
  jobs: JobsTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  notification_channels: NotificationChannelsTable;
  notification_rules: NotificationRulesTable;
  notification_preferences: NotificationPreferencesTable;
  notifications: NotificationsTable;
}
