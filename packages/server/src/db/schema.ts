import type { LlmCacheTable, LlmUsageTable } from "../llm/schema";

/**
 * Row types of the tables the cross-cutting parts use (tenancy, keys, jobs, idempotency, rate
 * limits, webhook delivery), as stored: timestamps are ISO 8601 text, JSON is text, booleans
 * 0/1. Every module declares its own tables the same way, in its `schema.ts`.
 */

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

/**
 * Every table, by name. This file lists the cross-cutting tables; each module adds its own in
 * its `schema.ts` with `declare module "../../db/schema" { interface DB { … } }`, so the
 * database layer never imports a module and a new area touches only its own folder.
 */
export interface DB {
  llm_usage: LlmUsageTable;
  llm_cache: LlmCacheTable;
  companies: CompaniesTable;
  users: UsersTable;
  api_keys: ApiKeysTable;
  api_key_usage: ApiKeyUsageTable;
  idempotency_keys: IdempotencyKeysTable;
  rate_limit_buckets: RateLimitBucketsTable;
  jobs: JobsTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
}

/**
 * The tables that exist on SQLite only, each with why; everything else exists on every
 * dialect (db/database.test.ts holds the two schemas to this). Code reading one of these
 * checks `database.dialect` first.
 *
 * - `trace_day_counts` (traces, migration 0006): traces per company, agent, outcome and UTC
 *   day, kept by triggers so long-range totals read one row a day. SQLite's single writer
 *   makes the counter rows free; on PostgreSQL concurrent ingest transactions would queue
 *   (and could deadlock) on the same rows, so lists count the traces there.
 * - `analyses_fts` and its FTS5 shadow tables (analysis, migration 0009-analysis-search): the
 *   explainer's BM25 search index, kept by triggers; PostgreSQL has a tsvector column instead.
 */
export const SQLITE_ONLY_TABLES: readonly string[] = [
  "trace_day_counts",
  "analyses_fts",
  "analyses_fts_config",
  "analyses_fts_content",
  "analyses_fts_data",
  "analyses_fts_docsize",
  "analyses_fts_idx",
];
