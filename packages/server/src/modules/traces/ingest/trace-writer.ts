/**
 * The storage contract of an ingest write: the rows it stores, the TraceWriter steps each
 * dialect implements (sqlite-writer.ts, kysely-writer.ts), and the column lists and id chunks
 * both writers share.
 */
import type { Insertable } from "kysely";
import type { JobsTable } from "../../../db/schema";
import type { LogEventKind, LogEventRow } from "../logs/log-packs";
import type { SpansTable, TracesTable } from "../schema";

export type SpanRow = Insertable<SpansTable>;
export type TraceRow = Insertable<TracesTable>;
export type JobRow = Insertable<JobsTable>;
export type { LogEventKind, LogEventRow };
/** What a merge of log events changes in a stored span. */
export interface SpanContentColumns {
  input: string | null;
  output: string | null;
  metadata: string;
}
/** Where a span is stored: its trace and its own id. */
export interface SpanKey {
  traceId: string;
  id: string;
}
/** A span row's values in SPAN_COLUMNS order. */
export type SpanValues = unknown[];

export interface ExistingTrace {
  id: string;
  company_id: string;
  agent_id: string;
  /** What a joining write keeps when a batch stated it (see statedName in batch-write.ts). */
  name: string | null;
  outcome: "success" | "failure";
  user_message: string;
  agent_response: string;
  session_id: string | null;
  user_id: string | null;
  /** JSON text: what a joining write's trace metadata merges into. */
  metadata: string;
}

/**
 * Whose a stored trace is, and which of its spans are not settled (traces.unsettled_span_ids):
 * all a log write needs to know of most of its traces.
 */
export type TraceOwner = Pick<ExistingTrace, "id" | "company_id" | "agent_id"> & {
  unsettled_span_ids: string | null;
};

/** The storage steps of a write, on one dialect, inside one transaction. */
export interface TraceWriter {
  findTraces(ids: readonly string[]): Promise<Map<string, ExistingTrace>>;
  /** findTraces with only the owner columns: no text of the traces is read. */
  traceOwnersOf(ids: readonly string[]): Promise<Map<string, TraceOwner>>;
  /** False when the id already exists (another writer got there first). */
  insertTrace(row: TraceRow): Promise<boolean>;
  /** Inserts the spans not stored yet; answers how many were new. */
  insertSpans(rows: readonly SpanValues[]): Promise<number>;
  spansOf(traceId: string): Promise<SpanRow[]>;
  updateTrace(id: string, changes: Partial<TraceRow>): Promise<void>;
  ensureSessions(
    companyId: string,
    sessions: Map<string, string | null>,
    now: string,
  ): Promise<void>;
  /** Jobs (event dispatches) committed with the write. */
  insertJobs(rows: readonly JobRow[]): Promise<void>;
  /**
   * Serialises this transaction with every other writer of these traces (spans or logs), so
   * a span and its log records written at once on two replicas still meet. No-op on SQLite,
   * whose write transactions are serial already.
   */
  lockTraces(ids: readonly string[]): Promise<void>;
  /** The stored log events of a company's traces. */
  logEventsOf(companyId: string, traceIds: readonly string[]): Promise<LogEventRow[]>;
  /** What the merge needs to know of a company's stored log events: where they are, their names. */
  logEventKindsOf(companyId: string, traceIds: readonly string[]): Promise<LogEventKind[]>;
  /** Inserts the log events not stored yet; answers those (the rows that were new). */
  insertLogEvents(rows: readonly LogEventRow[]): Promise<LogEventRow[]>;
  updateSpanContent(traceId: string, spanId: string, changes: SpanContentColumns): Promise<void>;
  /** Whether each of some spans (those stored) is settled (see isSettled), in one read. */
  spanMergeStatesOf(spans: readonly SpanKey[]): Promise<(SpanKey & { settled: boolean })[]>;
  /** The content columns of some of a trace's spans (those stored). */
  spanContentOf(
    traceId: string,
    spanIds: readonly string[],
  ): Promise<(SpanContentColumns & { id: string })[]>;
}

/** A log record's fields, in the order the trip to the writer thread packs them. */
export const LOG_EVENT_COLUMNS = [
  "company_id",
  "trace_id",
  "span_id",
  "id",
  "bound_agent_id",
  "name",
  "time_unix_nano",
  "observed_time_unix_nano",
  "seq",
  "severity_number",
  "severity_text",
  "attributes",
  "created_at",
] as const satisfies readonly (keyof LogEventRow)[];

/** The companies of some log rows, each with the traces its rows name. */
export function tracesByCompany(rows: readonly LogEventRow[]): Map<string, string[]> {
  const traces = new Map<string, Set<string>>();
  for (const row of rows) {
    const ids = traces.get(row.company_id) ?? new Set<string>();
    traces.set(row.company_id, ids);
    ids.add(row.trace_id);
  }
  return new Map([...traces].map(([company, ids]) => [company, [...ids]]));
}

export const OWNER_COLUMNS = ["id", "company_id", "agent_id", "unsettled_span_ids"] as const;

export const TRACE_COLUMNS = [
  "id",
  "company_id",
  "agent_id",
  "name",
  "outcome",
  "user_message",
  "agent_response",
  "session_id",
  "user_id",
  "metadata",
] as const;

export const SPAN_COLUMNS = [
  "trace_id",
  "id",
  "company_id",
  "parent_span_id",
  "name",
  "type",
  "start_time",
  "end_time",
  "latency_ms",
  "status",
  "status_message",
  "model",
  "input",
  "output",
  "input_tokens",
  "output_tokens",
  "total_tokens",
  "query",
  "documents",
  "metadata",
] as const satisfies readonly (keyof SpanRow)[];

/** Where a span column sits in SpanValues. */
export const spanColumnIndex = (column: (typeof SPAN_COLUMNS)[number]) =>
  SPAN_COLUMNS.indexOf(column);

export const TABLES_WRITTEN = [
  "traces",
  "spans",
  "trace_sessions",
  "jobs",
  "trace_log_packs",
] as const;
/** Ids per `in (…)` list: well under every dialect's parameter limit. */
export const ID_CHUNK = 500;

export function spanObject(values: SpanValues): SpanRow {
  return Object.fromEntries(SPAN_COLUMNS.map((column, i) => [column, values[i]])) as SpanRow;
}
