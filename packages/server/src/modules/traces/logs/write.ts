/** The write of log events: stored once each, merged into the spans stored already. */
import { parseJson } from "../../../db/sql";
import type { Rejection } from "../ingest/batch-write";
import { resummarizeStored } from "../ingest/batch-write";
import type { LogEventRow, TraceWriter } from "../ingest/storage";
import { mapLogEvents, mergeIsNoop, mergeIsSurelyNoop, mergeLogEvents } from "./events";

export interface LogWriteResult {
  accepted: number;
  rejected: number;
  rejections: Rejection[];
  /** Spans whose content changed with this write. */
  spansChanged: number;
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/**
 * Stores log events (a record already stored is not stored again) and merges each trace's
 * events into its stored spans, summarising the trace again when a span changed. Records for a
 * trace that another tenant holds, or that another agent holds when the key is bound to one
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
  const existing = await writer.findTraces(ids);
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
  await writer.insertLogEvents(accepted);
  result.accepted = accepted.length;
  const touched = [...new Set(accepted.map((row) => row.trace_id))].filter((id) =>
    existing.has(id),
  );
  if (touched.length === 0) return result;
  const allEvents = groupBy(await writer.logEventsOf(companyId, touched), (row) => row.trace_id);
  for (const traceId of touched) {
    const stored = existing.get(traceId)!;
    const events = (allEvents.get(traceId) ?? []).filter(
      (row) =>
        row.span_id !== "" &&
        (row.bound_agent_id === null || row.bound_agent_id === stored.agent_id),
    );
    const bySpan = groupBy(events, (row) => row.span_id);
    // Only the spans with events are read; all of them only when one changed (the summary).
    let changed = 0;
    for (const span of await writer.spanContentOf(traceId, [...bySpan.keys()])) {
      const spanEvents = bySpan.get(span.id);
      if (!spanEvents) continue;
      const content = {
        input: span.input ?? null,
        output: span.output ?? null,
        metadata: span.metadata,
      };
      if (mergeIsSurelyNoop(content, spanEvents)) continue;
      const mapped = mapLogEvents(spanEvents);
      if (mergeIsNoop(content, mapped)) continue;
      const merged = mergeLogEvents(
        {
          input: parseJson<unknown>(content.input, null),
          output: parseJson<unknown>(content.output, null),
          metadata: parseJson<Record<string, unknown>>(content.metadata, {}),
        },
        spanEvents,
        mapped,
      );
      const columns = {
        input:
          merged.input === null || merged.input === undefined ? null : JSON.stringify(merged.input),
        output:
          merged.output === null || merged.output === undefined
            ? null
            : JSON.stringify(merged.output),
        metadata: JSON.stringify(merged.metadata),
      };
      if (
        columns.input === content.input &&
        columns.output === content.output &&
        columns.metadata === content.metadata
      ) {
        continue;
      }
      await writer.updateSpanContent(traceId, span.id, columns);
      changed++;
    }
    if (changed > 0) await resummarizeStored(writer, stored, now);
    result.spansChanged += changed;
  }
  return result;
}
