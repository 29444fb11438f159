import type { Database } from "../../db/database";
import { parseJson } from "../../db/sql";
import type { IngestContext, SpanRecord, TraceInput } from "./model";
import { summarize, type TraceSummary } from "./summary";
import {
  type ExistingTrace,
  kyselyWriter,
  type SpanRow,
  type TraceRow,
  type TraceWriter,
  writeSqlite,
} from "./trace-writers";

/**
 * Per-company processing every trace goes through before it is stored, whichever path it came
 * by (native, OTLP, import): PII redaction and compliance scanning plug in here.
 */
export type TraceProcessor = (
  context: IngestContext,
  trace: TraceInput,
) => TraceInput | Promise<TraceInput>;

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
}

/** The largest count a 32-bit integer column holds; sums past it are stored at it. */
const MAX_COUNT = 2_147_483_647;
const count = (n: number | null): number | null =>
  n === null ? null : Math.min(MAX_COUNT, Math.round(n));

/** Text without NUL characters, which PostgreSQL text columns refuse. */
function clean(text: string): string;
function clean(text: string | null): string | null;
function clean(text: string | null): string | null {
  return text?.includes("\u0000") ? text.replaceAll("\u0000", "") : text;
}

const json = (value: unknown): string | null =>
  value === undefined || value === null ? null : JSON.stringify(value);

function spanRow(companyId: string, traceId: string, span: SpanRecord): SpanRow {
  return {
    trace_id: traceId,
    id: clean(span.id),
    company_id: companyId,
    parent_span_id: clean(span.parentSpanId),
    name: clean(span.name),
    type: span.type,
    start_time: span.startTime,
    end_time: span.endTime,
    latency_ms: span.latencyMs,
    status: span.status,
    status_message: clean(span.statusMessage),
    model: clean(span.model),
    input: json(span.input),
    output: json(span.output),
    input_tokens: count(span.tokens.input),
    output_tokens: count(span.tokens.output),
    total_tokens: count(span.tokens.total),
    query: clean(span.query),
    documents: json(span.documents),
    metadata: JSON.stringify(span.metadata),
  };
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

/** Traces with the same id in one write become one; a span id given twice keeps its last copy. */
function mergeInputs(traces: readonly TraceInput[]): TraceInput[] {
  const byId = new Map<string, TraceInput>();
  for (const trace of traces) {
    const seen = byId.get(trace.id);
    if (!seen) {
      byId.set(trace.id, { ...trace, spans: [...trace.spans] });
      continue;
    }
    seen.spans.push(...trace.spans);
    seen.sessionId ??= trace.sessionId;
    seen.userId ??= trace.userId;
    seen.metadata = { ...trace.metadata, ...seen.metadata };
  }
  for (const trace of byId.values()) {
    trace.sessionId = clean(trace.sessionId);
    trace.userId = clean(trace.userId);
    const spans = new Map(trace.spans.map((span) => [span.id, span]));
    if (spans.size !== trace.spans.length) trace.spans = [...spans.values()];
  }
  return [...byId.values()];
}

/**
 * The ingest pipeline with the processing steps every server and CLI process runs. Build it
 * here, never with `new IngestPipeline()` elsewhere, so no write path skips a step.
 */
export function createIngestPipeline(): IngestPipeline {
  return new IngestPipeline();
}

/**
 * Writes traces and their spans: the single place every ingest path stores through. New traces
 * are summarised from their spans in memory; spans that join a stored trace (a trace split
 * across batches, or a batch sent twice) are added once each and the trace is summarised again
 * from all of its spans. One transaction per write: all of it is stored, or none.
 */
export class IngestPipeline {
  readonly #processors: TraceProcessor[] = [];

  /** Adds a processing step; steps run in the order added, before anything is stored. */
  use(processor: TraceProcessor): this {
    this.#processors.push(processor);
    return this;
  }

  async ingest(
    database: Database,
    context: IngestContext,
    input: readonly TraceInput[],
    now: Date,
  ): Promise<IngestResult> {
    let traces = mergeInputs(input);
    if (this.#processors.length > 0) {
      const processed: TraceInput[] = [];
      for (let trace of traces) {
        for (const processor of this.#processors) trace = await processor(context, trace);
        processed.push(trace);
      }
      traces = processed;
    }
    const run = (writer: TraceWriter) => write(writer, context, traces, now.toISOString());
    if (database.sqlite) return writeSqlite(database.sqlite, run);
    return database.db.transaction().execute((trx) => run(kyselyWriter(trx)));
  }
}

async function write(
  writer: TraceWriter,
  context: IngestContext,
  traces: readonly TraceInput[],
  now: string,
): Promise<IngestResult> {
  const result: IngestResult = { traces: [], acceptedSpans: 0, rejectedSpans: 0, rejections: [] };
  const existing = await writer.findTraces(traces.map((t) => t.id));
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
    if (trace.sessionId !== null && !sessions.has(trace.sessionId)) {
      sessions.set(trace.sessionId, trace.userId);
    }
    const rows = trace.spans.map((span) => spanRow(context.companyId, trace.id, span));
    const created = !stored && (await writer.insertTrace(newTraceRow(context, trace, now)));
    if (created) {
      await writer.insertSpans(rows);
      result.traces.push({ id: trace.id, spanCount: rows.length, created: true });
    } else {
      await writer.insertSpans(rows);
      await resummarize(
        writer,
        trace,
        stored ?? (await writer.findTraces([trace.id])).get(trace.id),
        now,
      );
      result.traces.push({ id: trace.id, spanCount: rows.length, created: false });
    }
    result.acceptedSpans += rows.length;
  }
  if (sessions.size > 0) await writer.ensureSessions(context.companyId, sessions, now);
  return result;
}

function newTraceRow(context: IngestContext, trace: TraceInput, now: string): TraceRow {
  const summary = summarize(trace.spans, trace.stated);
  return {
    id: trace.id,
    company_id: context.companyId,
    agent_id: trace.agentId,
    session_id: trace.sessionId,
    user_id: trace.userId,
    metadata: JSON.stringify(trace.metadata),
    source: context.source,
    updated_at: now,
    ...summaryColumns(summary, trace.receivedAt),
  };
}

/**
 * Summarises a stored trace again from all of its spans. A failure stays a failure, and the
 * messages already known are kept when the spans now stored say nothing better.
 */
async function resummarize(
  writer: TraceWriter,
  trace: TraceInput,
  stored: ExistingTrace | undefined,
  now: string,
): Promise<void> {
  const spans = (await writer.spansOf(trace.id)).map(fromRow);
  const summary = summarize(spans, trace.stated);
  const columns = summaryColumns(summary, trace.receivedAt);
  if (stored) {
    if (stored.outcome === "failure") columns.outcome = "failure";
    if (columns.user_message === "") columns.user_message = stored.user_message;
    if (columns.agent_response === "") columns.agent_response = stored.agent_response;
  }
  await writer.updateTrace(trace.id, {
    ...columns,
    session_id: stored?.session_id ?? trace.sessionId,
    user_id: stored?.user_id ?? trace.userId,
    updated_at: now,
  });
}
