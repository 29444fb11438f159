/** The write of log events: stored once each, merged into the spans stored already. */

import { parseJson } from "../../../db/sql";
import { groupBy } from "../../../lib/group-by";
import type { Rejection } from "../ingest/batch-write";
import { resummarizeStored } from "../ingest/batch-write";
import type {
  LogEventRow,
  SpanContentColumns,
  SpanKey,
  TraceOwner,
  TraceWriter,
} from "../ingest/storage";
import {
  mapLogEvents,
  mergeIsNoop,
  mergeIsSurelyNoop,
  mergeLogEvents,
  onlyMessageEvents,
} from "./events";
import { settledByRow } from "./unsettled";

export interface LogWriteResult {
  accepted: number;
  rejected: number;
  rejections: Rejection[];
  /** Spans whose content changed with this write. */
  spansChanged: number;
}

/** A span that gained log events in this write, and what is stored of it. */
interface Touched {
  traceId: string;
  content: SpanContentColumns & { id: string };
}

/**
 * Stores log events (a record already stored is not stored again) and merges them into the
 * stored spans, in a few statements per batch rather than per record: the spans that gained a
 * new event are read by id; a span that has its own messages and gained only message events
 * is left alone without reading anything more (the common case: an instrumentation that sends
 * its content both ways); only the traces with a span to merge for real have their stored
 * events read, once; and each trace whose spans changed is summarised again once. Records for
 * a trace that another tenant holds, or that another agent holds when the key is bound to one
 * agent, are refused. Runs inside one transaction, after the traces are locked.
 */
export async function writeLogEvents(
  writer: TraceWriter,
  companyId: string,
  boundAgentId: string | null,
  rows: readonly LogEventRow[],
  now: string,
): Promise<LogWriteResult> {
  const result: LogWriteResult = { accepted: 0, rejected: 0, rejections: [], spansChanged: 0 };
  const byTrace = groupBy(rows, (row) => row.trace_id);
  const ids = [...byTrace.keys()];
  await writer.lockTraces(ids);
  // Only whose each trace is: the few traces a merge changes are read whole below.
  const existing = await writer.traceOwnersOf(ids);
  const accepted: LogEventRow[] = [];
  for (const [traceId, group] of byTrace) {
    const stored = existing.get(traceId);
    const foreign = stored !== undefined && stored.company_id !== companyId;
    const otherAgent =
      stored !== undefined && boundAgentId !== null && stored.agent_id !== boundAgentId;
    if (foreign || otherAgent) {
      result.rejected += group.length;
      result.rejections.push({ traceId, spans: group.length, reason: "trace id already in use" });
      continue;
    }
    accepted.push(...group);
  }
  // Only records stored now can change a span: a batch sent again merges nothing.
  const fresh = await writer.insertLogEvents(accepted);
  result.accepted = accepted.length;
  const toMerge = await spansToMerge(writer, existing, fresh);
  if (toMerge.length === 0) return result;
  const traceIds = [...new Set(toMerge.map((span) => span.traceId))];
  const allEvents = groupBy(await writer.logEventsOf(companyId, traceIds), (row) => row.trace_id);
  const changedIn = new Set<string>();
  for (const { traceId, content } of toMerge) {
    const stored = existing.get(traceId)!;
    const events = (allEvents.get(traceId) ?? []).filter(
      (row) =>
        row.span_id === content.id &&
        (row.bound_agent_id === null || row.bound_agent_id === stored.agent_id),
    );
    const columns = mergedColumns(content, events);
    if (!columns) continue;
    await writer.updateSpanContent(traceId, content.id, columns);
    changedIn.add(traceId);
    result.spansChanged++;
  }
  const changed = await writer.findTraces([...changedIn]);
  for (const stored of changed.values()) await resummarizeStored(writer, stored, now);
  return result;
}

/**
 * The stored spans that gained events in this write and whose content may change, with their
 * content: a settled span that gained only message events is surely unchanged (see
 * mergeIsSurelyNoop). The trace's row, read with its owner, names its unsettled spans
 * (traces.unsettled_span_ids): the others are left alone without reading anything. Where a row
 * keeps no list, a flag the database computes for the spans in one read tells them apart, and
 * their content is not read.
 */
async function spansToMerge(
  writer: TraceWriter,
  existing: ReadonlyMap<string, TraceOwner>,
  fresh: readonly LogEventRow[],
): Promise<Touched[]> {
  const keyOf = (traceId: string, spanId: string) => `${traceId}\u0000${spanId}`;
  const eventsOf = new Map<string, LogEventRow[]>();
  const named: SpanKey[] = [];
  for (const row of fresh) {
    const stored = existing.get(row.trace_id);
    if (!stored || row.span_id === "") continue;
    if (row.bound_agent_id !== null && row.bound_agent_id !== stored.agent_id) continue;
    const key = keyOf(row.trace_id, row.span_id);
    const events = eventsOf.get(key);
    if (events) events.push(row);
    else {
      eventsOf.set(key, [row]);
      named.push({ traceId: row.trace_id, id: row.span_id });
    }
  }
  const parsed = new Map<string, ReadonlySet<string> | null>();
  const unknown = named.filter(
    (span) =>
      !onlyMessageEvents(eventsOf.get(keyOf(span.traceId, span.id)) ?? []) ||
      !settledByRow(existing.get(span.traceId)!, span.id, parsed),
  );
  if (unknown.length === 0) return [];
  const unsettled = (await writer.spanMergeStatesOf(unknown)).filter(
    (span) => !span.settled || !onlyMessageEvents(eventsOf.get(keyOf(span.traceId, span.id)) ?? []),
  );
  const touched: Touched[] = [];
  for (const [traceId, spans] of groupBy(unsettled, (span) => span.traceId)) {
    const ids = spans.map((span) => span.id);
    for (const content of await writer.spanContentOf(traceId, ids)) {
      touched.push({ traceId, content });
    }
  }
  return touched;
}

/** A span's content columns with all of its events merged in; null when nothing changes. */
function mergedColumns(
  content: SpanContentColumns,
  events: readonly LogEventRow[],
): SpanContentColumns | null {
  if (mergeIsSurelyNoop(content, events)) return null;
  const mapped = mapLogEvents(events);
  if (mergeIsNoop(content, mapped)) return null;
  const merged = mergeLogEvents(
    {
      input: parseJson<unknown>(content.input, null),
      output: parseJson<unknown>(content.output, null),
      metadata: parseJson<Record<string, unknown>>(content.metadata, {}),
    },
    events,
    mapped,
  );
  const columns = {
    input:
      merged.input === null || merged.input === undefined ? null : JSON.stringify(merged.input),
    output:
      merged.output === null || merged.output === undefined ? null : JSON.stringify(merged.output),
    metadata: JSON.stringify(merged.metadata),
  };
  const same =
    columns.input === content.input &&
    columns.output === content.output &&
    columns.metadata === content.metadata;
  return same ? null : columns;
}
