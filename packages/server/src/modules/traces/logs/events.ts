/**
 * OTLP log records as span events: the stored form of a record (keyed by a digest of what
 * it stores), and the merge of a span's log events into its input, output and metadata. The
 * merge is a pure function of the span's own content and the set of its log events, so it
 * gives the same span whichever arrived first, and a record sent twice changes nothing.
 */
import { hash } from "node:crypto";
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
 * The stored row of a record with a trace id. Its id is a digest of everything the stored
 * event says (ids, time, severity, name and the attributes as stored, the body unpacked among
 * them), so the same record sent again (a retried export, another replica) is the same row.
 * The digest reads the attributes' JSON made for the row anyway, in one one-shot hash: no
 * second serialisation of the record, no hash object per record. `traceId` is the stored
 * trace id (`tr_` and the record's), passed by a caller that has it made already.
 */
export function logEventRow(
  companyId: string,
  boundAgentId: string | null,
  record: OtlpLogRecord,
  seq: number,
  now: string,
  traceId = `tr_${record.traceId}`,
): LogEventRow {
  const name = eventNameOf(record) || (record.severityText === "" ? "log" : record.severityText);
  const time = (
    record.timeUnixNano !== 0n ? record.timeUnixNano : record.observedTimeUnixNano
  ).toString();
  const attributes = JSON.stringify(eventAttributes(name, record));
  // Newlines separate the fields: none occurs in ids, times or numbers, and JSON escapes them.
  const id = hash(
    "sha256",
    `${record.traceId}\n${record.spanId}\n${time}\n${record.severityNumber}\n${JSON.stringify(record.severityText)}\n${JSON.stringify(name)}\n${attributes}`,
    "hex",
  ).slice(0, 32);
  return {
    company_id: companyId,
    trace_id: traceId,
    span_id: record.spanId,
    id,
    bound_agent_id: boundAgentId,
    name,
    time_unix_nano: time,
    observed_time_unix_nano: record.observedTimeUnixNano.toString(),
    seq,
    severity_number: record.severityNumber,
    severity_text: record.severityText,
    attributes,
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

/** Stored input or output the merge leaves alone: present, and not an empty string. */
const filled = (column: string | null) => column !== null && column !== '""';

/** Every event is a message event (taken whole, so none is kept beside the messages). */
export const onlyMessageEvents = (events: readonly { name: string }[]) =>
  events.every((event) => MESSAGE_EVENTS.has(event.name));

/**
 * A stored span that message events leave unchanged: it has its own input and output, and no
 * earlier merge left its marks (so its earlier events changed nothing either).
 */
export function isSettled(stored: {
  input: string | null;
  output: string | null;
  metadata: string;
}): boolean {
  return (
    filled(stored.input) &&
    filled(stored.output) &&
    !stored.metadata.includes(`"${LOG_EVENTS_KEY}"`) &&
    !stored.metadata.includes(`"${FROM_LOGS_KEY}"`)
  );
}

/**
 * isSettled as an SQL expression (1 or 0) over a spans row, for SQLite and PostgreSQL: read
 * in the database, the span's content never reaches JavaScript. LIKE may ignore case, which
 * only ever calls a span unsettled (it is then merged in full, correctly).
 */
export const SETTLED_SQL = `case when input is not null and input <> '""' and output is not null and output <> '""' and metadata not like '%"${LOG_EVENTS_KEY}"%' and metadata not like '%"${FROM_LOGS_KEY}"%' then 1 else 0 end`;

/**
 * Whether merging surely changes nothing, decided from the events' names alone (no stored
 * event read, nothing mapped or parsed): the span is settled and every event is a message
 * event. With an unmarked span the names of the new events suffice: the span's earlier events
 * changed nothing, and message events beside them change nothing either.
 */
export function mergeIsSurelyNoop(
  stored: { input: string | null; output: string | null; metadata: string },
  events: readonly { name: string }[],
): boolean {
  return isSettled(stored) && onlyMessageEvents(events);
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
    filled(stored.input) &&
    filled(stored.output) &&
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
