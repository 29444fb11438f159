/**
 * OTLP log records as span events: the stored form of a record (keyed by a hash of its
 * content), and the merge of a span's log events into its input, output and metadata. The
 * merge is a pure function of the span's own content and the set of its log events, so it
 * gives the same span whichever arrived first, and a record sent twice changes nothing.
 */
import { createHash } from "node:crypto";
import type { Attributes, AttributeValue, OtlpEvent, OtlpLogRecord } from "../../../otlp/types";
import { put } from "../mapping/attributes";
import { mapOtlpSpan } from "../mapping/span";
import type { TraceLogEventsTable } from "../schema";

export type LogEventRow = TraceLogEventsTable;

/** Attributes the span already states: repeating them in each message says nothing. */
const SPAN_LEVEL_KEYS = new Set(["event.name", "gen_ai.system", "gen_ai.provider.name"]);

/** The event name: OTLP's `event_name` field, else the older `event.name` attribute. */
export function eventNameOf(record: OtlpLogRecord): string {
  if (record.eventName !== "") return record.eventName;
  const attribute = record.attributes["event.name"];
  return typeof attribute === "string" ? attribute : "";
}

/**
 * A record's attributes as a span event's: the body unpacked beside them (an object's keys, or
 * `content` for a GenAI event's text, else `body`), as GenAI span events carry them.
 */
function eventAttributes(name: string, record: OtlpLogRecord): Attributes {
  const attributes: Attributes = {};
  const genai = name.startsWith("gen_ai.");
  for (const key of Object.keys(record.attributes)) {
    if (genai && SPAN_LEVEL_KEYS.has(key)) continue;
    if (key === "event.name") continue;
    put(attributes, key, record.attributes[key]);
  }
  const body = record.body;
  if (body !== null && typeof body === "object" && !Array.isArray(body)) {
    for (const key of Object.keys(body)) {
      if (!Object.hasOwn(attributes, key)) put(attributes, key, body[key] as AttributeValue);
    }
  } else if (body !== null && body !== "") {
    put(attributes, genai ? "content" : "body", body);
  }
  return attributes;
}

/**
 * The stored row of a record with a trace id. Its id hashes everything the record says, so the
 * same record sent again (a retried export, another replica) is the same row.
 */
export function logEventRow(
  companyId: string,
  boundAgentId: string | null,
  record: OtlpLogRecord,
  seq: number,
  now: string,
): LogEventRow {
  const name = eventNameOf(record) || (record.severityText === "" ? "log" : record.severityText);
  const time = record.timeUnixNano !== 0n ? record.timeUnixNano : record.observedTimeUnixNano;
  const attributes = eventAttributes(name, record);
  const id = createHash("sha256")
    .update(
      // Attribute values hold no bigint: plain JSON, no replacer (it costs a call per value).
      JSON.stringify([
        record.traceId,
        record.spanId,
        time.toString(),
        record.severityNumber,
        record.severityText,
        name,
        record.body,
        record.attributes,
      ]),
    )
    .digest("hex")
    .slice(0, 32);
  return {
    company_id: companyId,
    trace_id: `tr_${record.traceId}`,
    span_id: record.spanId,
    id,
    bound_agent_id: boundAgentId,
    name,
    time_unix_nano: time.toString(),
    observed_time_unix_nano: record.observedTimeUnixNano.toString(),
    seq,
    severity_number: record.severityNumber,
    severity_text: record.severityText,
    attributes: JSON.stringify(attributes),
    created_at: now,
  };
}

/** What the merge reads and writes of a span. */
export interface SpanContent {
  input: unknown;
  output: unknown;
  metadata: Record<string, unknown>;
}

/** Metadata keys the merge owns: recomputed from the log events each time. */
const LOG_EVENTS_KEY = "logEvents";
const FROM_LOGS_KEY = "fromLogs";

/** The span as its own spans said it, without what earlier log events added. */
function ownContent(span: SpanContent): SpanContent {
  const fromLogs = span.metadata[FROM_LOGS_KEY];
  const taken = Array.isArray(fromLogs) ? fromLogs : [];
  const { [LOG_EVENTS_KEY]: _events, [FROM_LOGS_KEY]: _from, ...metadata } = span.metadata;
  return {
    input: taken.includes("input") ? null : span.input,
    output: taken.includes("output") ? null : span.output,
    metadata,
  };
}

/**
 * Records in the order they happened: by time, then observed time, then their place in the
 * request (instrumentations give a prompt's messages one timestamp), then id.
 */
function byTimeThenId(a: LogEventRow, b: LogEventRow): number {
  const ta = BigInt(a.time_unix_nano);
  const tb = BigInt(b.time_unix_nano);
  if (ta !== tb) return ta < tb ? -1 : 1;
  const oa = BigInt(a.observed_time_unix_nano);
  const ob = BigInt(b.observed_time_unix_nano);
  if (oa !== ob) return oa < ob ? -1 : 1;
  if (a.seq !== b.seq) return a.seq - b.seq;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === "";

/** What a span's log events say, mapped as the same events on a span would be. */
export interface MappedLogEvents {
  input: unknown;
  output: unknown;
  /** Events that are no message, as `metadata.events` entries. */
  kept: unknown[];
}

/** Maps log events (sorted by time) as events of an otherwise empty span. */
export function mapLogEvents(rows: readonly LogEventRow[]): MappedLogEvents {
  const events: OtlpEvent[] = [...rows].sort(byTimeThenId).map((row) => ({
    name: row.name,
    timeUnixNano: BigInt(row.time_unix_nano),
    attributes: JSON.parse(row.attributes) as Attributes,
  }));
  const { record } = mapOtlpSpan(
    {
      traceId: "",
      spanId: "",
      parentSpanId: null,
      name: "",
      kind: 0,
      startTimeUnixNano: 0n,
      endTimeUnixNano: 0n,
      attributes: {},
      events,
      status: { code: 0, message: "" },
    },
    {},
    { name: "", version: "" },
  );
  return { input: record.input, output: record.output, kept: record.metadata.events as unknown[] };
}

/** Events that become messages whole: a span with its own messages gains nothing from them. */
const MESSAGE_EVENTS = new Set([
  "gen_ai.system.message",
  "gen_ai.user.message",
  "gen_ai.assistant.message",
  "gen_ai.tool.message",
  "gen_ai.choice",
]);

/**
 * Whether merging surely changes nothing, decided without mapping or parsing anything: the
 * span has its own input and output, no earlier merge left its marks, and every event is a
 * message event (taken whole, so none is kept beside the messages).
 */
export function mergeIsSurelyNoop(
  stored: { input: string | null; output: string | null; metadata: string },
  rows: readonly LogEventRow[],
): boolean {
  return (
    stored.input !== null &&
    stored.output !== null &&
    rows.every((row) => MESSAGE_EVENTS.has(row.name)) &&
    !stored.metadata.includes(`"${LOG_EVENTS_KEY}"`) &&
    !stored.metadata.includes(`"${FROM_LOGS_KEY}"`)
  );
}

/**
 * Whether merging changes nothing, read from the stored text without parsing it: the span has
 * its own input and output, no earlier merge left its marks, and every event was a message.
 */
export function mergeIsNoop(
  stored: { input: string | null; output: string | null; metadata: string },
  mapped: MappedLogEvents,
): boolean {
  return (
    mapped.kept.length === 0 &&
    stored.input !== null &&
    stored.output !== null &&
    !stored.metadata.includes(`"${LOG_EVENTS_KEY}"`) &&
    !stored.metadata.includes(`"${FROM_LOGS_KEY}"`)
  );
}

/**
 * A span with its log events merged: GenAI message events fill its input and output where its
 * own attributes said nothing (exactly as the same events on the span would), and the other
 * events are kept in `metadata.logEvents`. `metadata.fromLogs` names the fields the logs
 * filled, so a later merge with more events starts again from the span's own content.
 *
 * @example
 * const merged = mergeLogEvents({ input: null, output: null, metadata: {} }, rows);
 * merged.input; // [{ role: "user", content: "Hi" }]
 */
export function mergeLogEvents(
  span: SpanContent,
  rows: readonly LogEventRow[],
  mapped: MappedLogEvents = mapLogEvents(rows),
): SpanContent {
  const own = ownContent(span);
  if (rows.length === 0) return own;
  const fromLogs: string[] = [];
  let { input, output } = own;
  if (isEmpty(input) && !isEmpty(mapped.input)) {
    input = mapped.input;
    fromLogs.push("input");
  }
  if (isEmpty(output) && !isEmpty(mapped.output)) {
    output = mapped.output;
    fromLogs.push("output");
  }
  const metadata: Record<string, unknown> = { ...own.metadata };
  if (mapped.kept.length > 0) metadata[LOG_EVENTS_KEY] = mapped.kept;
  if (fromLogs.length > 0) metadata[FROM_LOGS_KEY] = fromLogs;
  return { input, output, metadata };
}
