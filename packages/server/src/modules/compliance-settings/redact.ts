/**
 * Redaction on ingest: every text a trace carries, PII replaced by typed placeholders
 * (`[EMAIL]`, `[SSN]`) before it is stored. Detection is guardrails-core's, as everywhere.
 */
import { detectPii, type PiiEntity } from "@vigil/guardrails-core";
import { parseJson } from "../../db/sql";
import type { LogEventRow } from "../traces/ingest/storage";
import type { SpanRecord, TraceInput } from "../traces/model";

function placeholder(type: string): string {
  return `[${type.toUpperCase().replace(/[^A-Z0-9]+/g, "_")}]`;
}

/** The text with each detected entity replaced; the same string when nothing was found. */
export function redactText(text: string, entities: readonly PiiEntity[]): string {
  const matches = detectPii(text, { entities }).sort((a, b) => a.start - b.start || b.end - a.end);
  if (matches.length === 0) return text;
  let out = "";
  let at = 0;
  for (const match of matches) {
    if (match.start < at) continue;
    out += text.slice(at, match.start) + placeholder(match.type);
    at = match.end;
  }
  return out + text.slice(at);
}

/**
 * Any JSON value with every string in it redacted (object keys are names, kept). A value with
 * nothing to redact comes back as the same object, so a clean trace costs no copies.
 */
export function redactValue(value: unknown, entities: readonly PiiEntity[]): unknown {
  if (typeof value === "string") return redactText(value, entities);
  if (Array.isArray(value)) {
    let out: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const item = redactValue(value[i], entities);
      if (item !== value[i]) {
        out ??= value.slice();
        out[i] = item;
      }
    }
    return out ?? value;
  }
  if (value !== null && typeof value === "object") {
    let out: Record<string, unknown> | null = null;
    for (const key in value) {
      const before = (value as Record<string, unknown>)[key];
      const item = redactValue(before, entities);
      if (item !== before) {
        out ??= { ...(value as Record<string, unknown>) };
        out[key] = item;
      }
    }
    return out ?? value;
  }
  return value;
}

const text = (value: string | null, entities: readonly PiiEntity[]) =>
  value === null ? null : redactText(value, entities);

function redactSpan(span: SpanRecord, entities: readonly PiiEntity[]): SpanRecord {
  return {
    ...span,
    name: redactText(span.name, entities),
    statusMessage: text(span.statusMessage, entities),
    input: redactValue(span.input, entities),
    output: redactValue(span.output, entities),
    query: text(span.query, entities),
    documents:
      span.documents?.map((doc) => ({ ...doc, content: text(doc.content, entities) })) ?? null,
    metadata: redactValue(span.metadata, entities) as Record<string, unknown>,
  };
}

/**
 * The trace with its texts redacted: span names, messages, inputs, outputs, queries, documents
 * and metadata, and the trace's stated messages and metadata. Ids (trace, span, session, user)
 * are kept: they join a trace's parts and its sessions.
 */
export function redactTrace(trace: TraceInput, entities: readonly PiiEntity[]): TraceInput {
  const stated = { ...trace.stated };
  if (stated.userMessage !== undefined)
    stated.userMessage = redactText(stated.userMessage, entities);
  if (stated.agentResponse !== undefined) {
    stated.agentResponse = redactText(stated.agentResponse, entities);
  }
  if (typeof stated.name === "string") stated.name = redactText(stated.name, entities);
  return {
    ...trace,
    stated,
    metadata: redactValue(trace.metadata, entities) as Record<string, unknown>,
    spans: trace.spans.map((span) => redactSpan(span, entities)),
  };
}

/**
 * OTLP log events with their texts redacted: the attributes (the record's body unpacked among
 * them: GenAI message content, tool arguments) as the span's input and output would be. The
 * row's id, a digest of the record as sent, stays: a record sent again is still one row.
 */
export function redactLogEvents(
  rows: LogEventRow[],
  entities: readonly PiiEntity[],
): LogEventRow[] {
  return rows.map((row) => {
    const attributes = parseJson<unknown>(row.attributes, null);
    const redacted = redactValue(attributes, entities);
    return redacted === attributes ? row : { ...row, attributes: JSON.stringify(redacted) };
  });
}
