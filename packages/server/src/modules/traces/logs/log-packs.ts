/**
 * OTLP log records as stored: packed, one row per trace per write (per bound agent), not one
 * row per record. A logs export names a few records per trace (a GenAI call sends its prompt
 * and its choice), and a row costs about as much to insert as its content whatever its size:
 * a pack stores an export's ~400 records in ~60 rows. Each record keeps its own key (span id
 * and the digest of its content, as in logEventRow), and a write stores only the records no
 * pack of the trace holds yet, so a record sent twice is still stored once.
 */
import type { TraceLogEventsTable, TraceLogPacksTable } from "../schema";

/** One OTLP log record as the ingest path builds it (the shape a pack holds many of). */
export type LogEventRow = TraceLogEventsTable;
/** A stored log event without its content: enough to tell whether a merge can change a span. */
export type LogEventKind = Pick<LogEventRow, "trace_id" | "span_id" | "name" | "bound_agent_id">;

export type LogPackRow = TraceLogPacksTable;

/** A record's place in `record_keys`: what tells it apart, and what the merge reads first. */
type RecordKey = [id: string, spanId: string, name: string];
/** A record's content in `records`, at the same index as its key (attributes as stored JSON). */
type RecordBody = [
  time: string,
  observed: string,
  seq: number,
  severityNumber: number,
  severityText: string,
  attributes: unknown,
];

/** What tells a record apart within its trace (the old table's key: span id and digest). */
export const recordKey = (spanId: string, id: string) => `${spanId}\u0000${id}`;

/** The keys of a pack's records, as recordKey gives them. */
export function keysOfPack(recordKeys: string): string[] {
  return (JSON.parse(recordKeys) as RecordKey[]).map(([id, spanId]) => recordKey(spanId, id));
}

/** A pack's records without their content: enough for the merge to tell whether it can skip. */
export function kindsOfPack(
  pack: Pick<LogPackRow, "trace_id" | "bound_agent_id" | "record_keys">,
): LogEventKind[] {
  return (JSON.parse(pack.record_keys) as RecordKey[]).map(([, spanId, name]) => ({
    trace_id: pack.trace_id,
    span_id: spanId,
    name,
    bound_agent_id: pack.bound_agent_id,
  }));
}

/** A pack's records as rows, in the order they were packed. */
export function recordsOfPack(pack: LogPackRow): LogEventRow[] {
  const keys = JSON.parse(pack.record_keys) as RecordKey[];
  const bodies = JSON.parse(pack.records) as RecordBody[];
  return keys.map(([id, spanId, name], i) => {
    const [time, observed, seq, severityNumber, severityText, attributes] = bodies[i] as RecordBody;
    return {
      company_id: pack.company_id,
      trace_id: pack.trace_id,
      span_id: spanId,
      id,
      bound_agent_id: pack.bound_agent_id,
      name,
      time_unix_nano: time,
      observed_time_unix_nano: observed,
      seq: Number(seq),
      severity_number: Number(severityNumber),
      severity_text: severityText,
      // The text the record came with: JSON.stringify made it, and gives it again.
      attributes: JSON.stringify(attributes),
      created_at: pack.created_at,
    };
  });
}

/** The records of some packs, each once (the first pack to hold a record keeps it). */
export function recordsOfPacks(packs: readonly LogPackRow[]): LogEventRow[] {
  const seen = new Set<string>();
  const rows: LogEventRow[] = [];
  for (const pack of packs) {
    for (const row of recordsOfPack(pack)) {
      const key = `${row.trace_id}\u0000${recordKey(row.span_id, row.id)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push(row);
    }
  }
  return rows;
}

/** A pack and the records it holds. */
export interface Pack {
  row: LogPackRow;
  records: LogEventRow[];
}

/**
 * The packs that store some records: one per company, trace and bound agent, holding the
 * records that `stored` (record keys by `company_id \0 trace_id`) does not hold yet, each once.
 */
export function packRecords(
  rows: readonly LogEventRow[],
  stored: ReadonlyMap<string, ReadonlySet<string>>,
  now: string,
): Pack[] {
  const groups = new Map<string, LogEventRow[]>();
  // The keys packed so far, by trace (whatever the bound agent): a record is stored once.
  const packed = new Map<string, Set<string>>();
  // Rows of one trace mostly come together: the keys stored and packed and the group are
  // looked up once for each run of them, not once a row.
  let company: string | undefined;
  let trace: string | undefined;
  let agent: string | null | undefined;
  let held: ReadonlySet<string> | undefined;
  let seen = new Set<string>();
  let groupKey = "";
  let group: LogEventRow[] | undefined;
  for (const row of rows) {
    if (row.trace_id !== trace || row.company_id !== company || row.bound_agent_id !== agent) {
      const traceKey = `${row.company_id}\u0000${row.trace_id}`;
      if (row.trace_id !== trace || row.company_id !== company) {
        held = stored.get(traceKey);
        seen = packed.get(traceKey) ?? new Set<string>();
        packed.set(traceKey, seen);
      }
      company = row.company_id;
      trace = row.trace_id;
      agent = row.bound_agent_id;
      groupKey = `${traceKey}\u0000${agent ?? ""}`;
      group = groups.get(groupKey);
    }
    const key = recordKey(row.span_id, row.id);
    if (held?.has(key) || seen.has(key)) continue;
    seen.add(key);
    if (group) group.push(row);
    else {
      group = [row];
      groups.set(groupKey, group);
    }
  }
  const packs: Pack[] = [];
  for (const records of groups.values()) packs.push(packOf(records, now));
  return packs;
}

/**
 * One pack of records of one company, trace and bound agent, none of them in another pack of
 * the trace. Its id is its first record's key (digest and span id): no other pack holds that
 * record, so no other pack has that id, and no digest of the whole pack is needed.
 */
export function packOf(records: readonly LogEventRow[], now: string): Pack {
  const first = records[0] as LogEventRow;
  const keys: RecordKey[] = [];
  const bodies: string[] = [];
  for (const row of records) {
    keys.push([row.id, row.span_id, row.name]);
    // The attributes go in as the JSON they are, not as a string of it: nothing escaped twice,
    // and the text stays searchable as the old column was (erasure looks for an email in it).
    bodies.push(
      `[${JSON.stringify(row.time_unix_nano)},${JSON.stringify(row.observed_time_unix_nano)},${Number(row.seq)},${Number(row.severity_number)},${JSON.stringify(row.severity_text)},${row.attributes}]`,
    );
  }
  return {
    row: {
      company_id: first.company_id,
      trace_id: first.trace_id,
      id: `${first.id}.${first.span_id}`,
      bound_agent_id: first.bound_agent_id,
      record_count: records.length,
      record_keys: JSON.stringify(keys),
      records: `[${bodies.join(",")}]`,
      created_at: now,
    },
    records: [...records],
  };
}

/** The stored record keys of some packs, by `company_id \0 trace_id` (packRecords' `stored`). */
export function storedKeys(
  packs: readonly Pick<LogPackRow, "company_id" | "trace_id" | "record_keys">[],
): Map<string, Set<string>> {
  const stored = new Map<string, Set<string>>();
  for (const pack of packs) {
    const trace = `${pack.company_id}\u0000${pack.trace_id}`;
    const keys = stored.get(trace) ?? new Set<string>();
    stored.set(trace, keys);
    for (const key of keysOfPack(pack.record_keys)) keys.add(key);
  }
  return stored;
}
