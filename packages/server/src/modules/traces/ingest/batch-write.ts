/** One ingest write on a TraceWriter: new traces from their spans, joined traces summarised again. */
import { parseJson } from "../../../db/sql";
import { dispatchJobRow, envelope } from "../../../events/bus";
import { jobRow } from "../../../jobs/queue";
import {
  type LogEventRow,
  mapLogEvents,
  mergeIsNoop,
  mergeIsSurelyNoop,
  mergeLogEvents,
} from "../logs/events";
import { logEventsToMerge } from "../logs/pending";
import { unsettledSpanIds } from "../logs/unsettled";
import {
  type IngestContext,
  MAX_TOKEN_COUNT,
  type SpanRecord,
  type TraceInput,
  withoutNul,
} from "../model";
import type { PreparedTrace } from "./prepared";
import { rootName, summarize, type TraceSummary } from "./summary";
import { mergeTraceMetadataText } from "./trace-metadata";
import {
  type ExistingTrace,
  type SpanRow,
  type SpanValues,
  spanColumnIndex,
  spanObject,
  type TraceRow,
  type TraceWriter,
} from "./trace-writer";

export type { PreparedTrace } from "./prepared";

export interface Rejection {
  traceId: string;
  spans: number;
  reason: string;
}

export interface IngestResult {
  /** Each trace written to, with how many of the given spans it now holds. */
  traces: { id: string; spanCount: number; created: boolean }[];
  acceptedSpans: number;
  rejectedSpans: number;
  rejections: Rejection[];
  /** Events emitted with the write (failure.detected for each trace that became a failure). */
  events: number;
  /** Follow-up jobs enqueued with the write (see TraceInput.followUps). */
  jobs: number;
}

/** Counts past a 32-bit integer column are stored at its largest value. */
const count = (n: number | null): number | null =>
  n === null ? null : Math.min(MAX_TOKEN_COUNT, Math.round(n));
const clean = withoutNul;

const json = (value: unknown): string | null =>
  value === undefined || value === null ? null : JSON.stringify(value);

/** A span's column values in SPAN_COLUMNS order: cheap to pass to the writer thread. */
function spanValues(companyId: string, traceId: string, span: SpanRecord): SpanValues {
  return [
    traceId,
    clean(span.id),
    companyId,
    clean(span.parentSpanId),
    clean(span.name),
    span.type,
    span.startTime,
    span.endTime,
    span.latencyMs,
    span.status,
    clean(span.statusMessage),
    clean(span.model),
    json(span.input),
    json(span.output),
    count(span.tokens.input),
    count(span.tokens.output),
    count(span.tokens.total),
    clean(span.query),
    json(span.documents),
    JSON.stringify(span.metadata),
  ];
}

/** The first error span's message, or its name: what a failure.detected event reports. */
function failureReasonOf(spans: readonly SpanRecord[]): string | null {
  const failed = spans.find((span) => span.status === "error");
  if (!failed) return null;
  return clean(failed.statusMessage) || `${clean(failed.name)} failed`;
}

export function prepare(companyId: string, traces: readonly TraceInput[]): PreparedTrace[] {
  return traces.map((trace) => ({
    id: trace.id,
    agentId: trace.agentId,
    sessionId: trace.sessionId,
    userId: trace.userId,
    stated: trace.stated,
    metadata: JSON.stringify(trace.metadata),
    receivedAt: trace.receivedAt,
    summary: summarize(trace.spans, trace.stated),
    failureReason: failureReasonOf(trace.spans),
    followUps: trace.followUps ?? [],
    spans: trace.spans.map((span) => spanValues(companyId, trace.id, span)),
  }));
}

/** A stored span, as far as the trace summary reads it. */
function fromRow(row: SpanRow) {
  return {
    id: row.id,
    parentSpanId: row.parent_span_id ?? null,
    name: row.name,
    type: row.type as SpanRecord["type"],
    startTime: row.start_time,
    endTime: row.end_time,
    status: row.status,
    input: parseJson<unknown>(row.input, null),
    output: parseJson<unknown>(row.output, null),
    tokens: {
      input: row.input_tokens ?? null,
      output: row.output_tokens ?? null,
      total: row.total_tokens ?? null,
    },
  };
}

function summaryColumns(summary: TraceSummary, fallbackTime: string) {
  return {
    name: clean(summary.name),
    outcome: summary.outcome,
    user_message: clean(summary.userMessage),
    agent_response: clean(summary.agentResponse),
    latency_ms: summary.latencyMs,
    token_count: count(summary.tokenCount) ?? 0,
    input_tokens: count(summary.inputTokens) ?? 0,
    output_tokens: count(summary.outputTokens) ?? 0,
    span_count: summary.spanCount,
    created_at: summary.startedAt ?? fallbackTime,
    ended_at: summary.endedAt,
  };
}

export async function write(
  writer: TraceWriter,
  context: IngestContext,
  traces: readonly PreparedTrace[],
  now: string,
): Promise<IngestResult> {
  const result: IngestResult = {
    traces: [],
    acceptedSpans: 0,
    rejectedSpans: 0,
    rejections: [],
    events: 0,
    jobs: 0,
  };
  const followUps = new Map<string, string[]>();
  const failed: { trace: PreparedTrace; agentId: string }[] = [];
  const ids = traces.map((t) => t.id);
  await writer.lockTraces(ids);
  const existing = await writer.findTraces(ids);
  const logEvents = await logEventsToMerge(writer, context.companyId, traces);
  const sessions = new Map<string, string | null>();
  for (const trace of traces) {
    const stored = existing.get(trace.id);
    if (stored) {
      // Another tenant's trace id, or another agent's trace for an agent-bound key or a
      // native write: the spans cannot join it, and saying more would tell what exists.
      // Spans of one distributed trace from several services (agents) do join it.
      const foreign = stored.company_id !== context.companyId;
      const otherAgent = stored.agent_id !== trace.agentId;
      if (foreign || (otherAgent && (context.agentBound || context.source !== "otlp"))) {
        result.rejectedSpans += trace.spans.length;
        result.rejections.push({
          traceId: trace.id,
          spans: trace.spans.length,
          reason: "trace id already in use",
        });
        continue;
      }
    }
    const logs = logEvents.get(trace.id);
    if (logs) applyLogEvents(trace, logs, stored?.agent_id ?? trace.agentId);
    if (trace.sessionId !== null && !sessions.has(trace.sessionId)) {
      sessions.set(trace.sessionId, trace.userId);
    }
    const rows = trace.spans;
    const created = !stored && (await writer.insertTrace(newTraceRow(context, trace, now)));
    if (created) {
      await writer.insertSpans(rows);
      result.traces.push({ id: trace.id, spanCount: rows.length, created: true });
      if (trace.summary.outcome === "failure") failed.push({ trace, agentId: trace.agentId });
    } else {
      await writer.insertSpans(rows);
      const before = stored ?? (await writer.findTraces([trace.id])).get(trace.id);
      const outcome = await resummarize(writer, trace, before, now);
      result.traces.push({ id: trace.id, spanCount: rows.length, created: false });
      if (outcome === "failure" && before?.outcome !== "failure") {
        failed.push({ trace, agentId: before?.agent_id ?? trace.agentId });
      }
    }
    result.acceptedSpans += rows.length;
    for (const type of trace.followUps) {
      const ids = followUps.get(type) ?? [];
      ids.push(trace.id);
      followUps.set(type, ids);
    }
  }
  if (sessions.size > 0) await writer.ensureSessions(context.companyId, sessions, now);
  if (followUps.size > 0) {
    const at = new Date(now);
    await writer.insertJobs(
      [...followUps].map(([type, traceIds]) =>
        jobRow({ type, companyId: context.companyId, payload: { traceIds, storedAt: now } }, at),
      ),
    );
    result.jobs = followUps.size;
  }
  if (failed.length > 0) {
    const at = new Date(now);
    const events = failed.map(({ trace, agentId }) =>
      envelope(
        {
          event: "failure.detected",
          data: {
            companyId: context.companyId,
            agentId,
            traceId: trace.id,
            failureReason: trace.failureReason ?? "trace failed",
            severity: "error",
            outcome: "failure",
          },
        },
        at,
      ),
    );
    await writer.insertJobs([dispatchJobRow(events, at)]);
    result.events = failed.length;
  }
  return result;
}

const COLUMN = {
  id: spanColumnIndex("id"),
  input: spanColumnIndex("input"),
  output: spanColumnIndex("output"),
  metadata: spanColumnIndex("metadata"),
};

/**
 * Log records that arrived before their spans: merged into the spans of this write (the same
 * merge as when they arrive after), and the summary made again from the merged spans.
 */
function applyLogEvents(trace: PreparedTrace, rows: readonly LogEventRow[], agentId: string) {
  const bySpan = new Map<string, LogEventRow[]>();
  for (const row of rows) {
    if (row.span_id === "" || (row.bound_agent_id !== null && row.bound_agent_id !== agentId)) {
      continue;
    }
    const group = bySpan.get(row.span_id);
    if (group) group.push(row);
    else bySpan.set(row.span_id, [row]);
  }
  let changed = false;
  for (const values of trace.spans) {
    const events = bySpan.get(values[COLUMN.id] as string);
    if (!events) continue;
    const stored = {
      input: values[COLUMN.input] as string | null,
      output: values[COLUMN.output] as string | null,
      metadata: values[COLUMN.metadata] as string,
    };
    if (mergeIsSurelyNoop(stored, events)) continue;
    const mapped = mapLogEvents(events);
    if (mergeIsNoop(stored, mapped)) continue;
    const merged = mergeLogEvents(
      {
        input: parseJson<unknown>(values[COLUMN.input] as string | null, null),
        output: parseJson<unknown>(values[COLUMN.output] as string | null, null),
        metadata: JSON.parse(values[COLUMN.metadata] as string) as Record<string, unknown>,
      },
      events,
      mapped,
    );
    values[COLUMN.input] = json(merged.input);
    values[COLUMN.output] = json(merged.output);
    values[COLUMN.metadata] = JSON.stringify(merged.metadata);
    changed = true;
  }
  if (changed) {
    trace.summary = summarize(
      trace.spans.map((values) => fromRow(spanObject(values))),
      trace.stated,
    );
  }
}

/**
 * Summarises a stored OTLP trace again from its spans after log events changed some of them:
 * as a joined write does, a failure stays a failure and known messages are kept.
 */
export async function resummarizeStored(
  writer: TraceWriter,
  stored: ExistingTrace,
  now: string,
): Promise<void> {
  const rows = await writer.spansOf(stored.id);
  const spans = rows.map(fromRow);
  // Log events change no span's name nor which spans there are: the name stays as stored
  // (a name a batch stated, Langfuse's langfuse.trace.name, is not the root span's).
  const { name: _name, ...columns } = summaryColumns(summarize(spans), now);
  if (stored.outcome === "failure") columns.outcome = "failure";
  if (columns.user_message === "") columns.user_message = stored.user_message;
  if (columns.agent_response === "") columns.agent_response = stored.agent_response;
  await writer.updateTrace(stored.id, {
    ...columns,
    unsettled_span_ids: unsettledSpanIds(rows),
    updated_at: now,
  });
}

function newTraceRow(context: IngestContext, trace: PreparedTrace, now: string): TraceRow {
  const summary = trace.summary;
  return {
    id: trace.id,
    company_id: context.companyId,
    agent_id: trace.agentId,
    session_id: trace.sessionId,
    user_id: trace.userId,
    metadata: trace.metadata,
    source: context.source,
    updated_at: now,
    ...summaryColumns(summary, trace.receivedAt),
    // Over every span of the batch, as applyLogEvents left them.
    unsettled_span_ids: unsettledSpanIds(
      trace.spans.map((values) => ({
        id: values[COLUMN.id] as string,
        input: values[COLUMN.input] as string | null,
        output: values[COLUMN.output] as string | null,
        metadata: values[COLUMN.metadata] as string,
      })),
    ),
  };
}

/**
 * The stored trace's name when an earlier batch stated it (Langfuse's langfuse.trace.name)
 * rather than took it from its root span: it differs from the name the spans stored before
 * this batch give. A root span arriving later then does not replace it, so the stated name
 * wins whichever batch came first; a name that was only the root's may still change.
 */
function statedName(
  stored: ExistingTrace,
  spans: readonly ReturnType<typeof fromRow>[],
  batch: PreparedTrace,
): string | null {
  if (stored.name === null) return null;
  const inBatch = new Set(batch.spans.map((values) => values[COLUMN.id] as string));
  const before = spans.filter((span) => !inBatch.has(span.id));
  return stored.name !== rootName(before) ? stored.name : null;
}

/**
 * Summarises a stored trace again from all of its spans. A failure stays a failure, and the
 * messages already known are kept when the spans now stored say nothing better.
 */
async function resummarize(
  writer: TraceWriter,
  trace: PreparedTrace,
  stored: ExistingTrace | undefined,
  now: string,
): Promise<TraceSummary["outcome"]> {
  const rows = await writer.spansOf(trace.id);
  const spans = rows.map(fromRow);
  const summary = summarize(spans, trace.stated);
  const columns = summaryColumns(summary, trace.receivedAt);
  if (stored) {
    if (stored.outcome === "failure") columns.outcome = "failure";
    if (columns.user_message === "") columns.user_message = stored.user_message;
    if (columns.agent_response === "") columns.agent_response = stored.agent_response;
    if (trace.stated.name == null) columns.name = statedName(stored, spans, trace) ?? columns.name;
  }
  // Tags and trace metadata sent in a later batch join the stored ones (Langfuse sends them
  // on whichever spans carry them), the same whichever batch came first.
  const metadata = stored ? mergeTraceMetadataText(stored.metadata, trace.metadata) : null;
  await writer.updateTrace(trace.id, {
    ...columns,
    session_id: stored?.session_id ?? trace.sessionId,
    user_id: stored?.user_id ?? trace.userId,
    ...(metadata === null ? {} : { metadata }),
    unsettled_span_ids: unsettledSpanIds(rows),
    updated_at: now,
  });
  return columns.outcome;
}
