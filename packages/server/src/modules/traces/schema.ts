import type { Generated } from "kysely";

/** The traces tables, as stored (db/schema.ts gives the storage conventions). */

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
  /**
   * JSON array of the ids of the trace's stored spans that are not settled (isSettled in
   * logs/events.ts: a settled span has its own input and output and no mark of a log merge),
   * written with the summary each time the trace's spans change (migration
   * 0013-trace-unsettled-spans; logs/unsettled.ts). A log write reads it with the trace's owner
   * and leaves the other spans alone without reading them when they gain only message events.
   * Null only ever means "read the spans": traces stored before the migration, and traces with
   * more than MAX_UNSETTLED_IDS unsettled spans.
   */
  unsettled_span_ids: string | null;
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

/**
 * An OTLP log record tied to a trace: a GenAI event that fills a span's input and output, or
 * any other record, kept as its span's (or trace's) event. Keyed by a hash of the record, so a
 * batch sent twice stores nothing new. Stored packed in `trace_log_packs` (see
 * logs/log-packs.ts); migration 0008-trace-logs stored one row per record in
 * `trace_log_events`, which 0012-trace-log-packs carried over and dropped.
 */
export interface TraceLogEventsTable {
  company_id: string;
  trace_id: string;
  /** "" for a record with a trace id only. */
  span_id: string;
  /** Hex SHA-256 prefix of the record's content. */
  id: string;
  /** The key's bound agent when one sent it: its records join only that agent's traces. */
  bound_agent_id: string | null;
  name: string;
  /** Decimal Unix nanoseconds (exact, and what the span mapping reads). */
  time_unix_nano: string;
  observed_time_unix_nano: string;
  /** The record's place in the request that first carried it: orders records of one time. */
  seq: number;
  severity_number: number;
  severity_text: string;
  /** JSON object: the record's attributes with its body unpacked, as a span event's would be. */
  attributes: string;
  created_at: string;
}

/**
 * A trace's OTLP log records stored by one write (migration 0012-trace-log-packs): one row per
 * trace, bound agent and write rather than one per record (see logs/log-packs.ts).
 */
export interface TraceLogPacksTable {
  company_id: string;
  trace_id: string;
  /** Its first record's key, `<id>.<spanId>`: that record is in no other pack of the trace. */
  id: string;
  /** The key's bound agent when one sent the records: they join only that agent's traces. */
  bound_agent_id: string | null;
  record_count: number;
  /** JSON `[[id, spanId, name], …]`: each record's key and name (spanId "" for the trace's). */
  record_keys: string;
  /**
   * JSON `[[timeUnixNano, observedTimeUnixNano, seq, severityNumber, severityText,
   * attributes], …]`, at the same index as its key in `record_keys`.
   */
  records: string;
  created_at: string;
}

declare module "../../db/schema" {
  interface DB {
    trace_log_packs: TraceLogPacksTable;
    traces: TracesTable;
    spans: SpansTable;
    trace_day_counts: TraceDayCountsTable;
  }
}
