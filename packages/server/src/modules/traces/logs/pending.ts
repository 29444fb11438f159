/** Log events stored before their spans: which of them a span write has to merge in. */
import { groupBy } from "../../../lib/group-by";
import type { PreparedTrace } from "../ingest/prepared";
import {
  type LogEventKind,
  type LogEventRow,
  spanColumnIndex,
  type TraceWriter,
} from "../ingest/storage";
import { mergeIsSurelyNoop } from "./events";

const COLUMN = {
  id: spanColumnIndex("id"),
  input: spanColumnIndex("input"),
  output: spanColumnIndex("output"),
  metadata: spanColumnIndex("metadata"),
};

/** Whether some span of the trace may change with its stored events (see mergeIsSurelyNoop). */
function mayChange(trace: PreparedTrace, kinds: readonly LogEventKind[]): boolean {
  const bySpan = groupBy(
    kinds.filter((kind) => kind.span_id !== ""),
    (kind) => kind.span_id,
  );
  return trace.spans.some((values) => {
    const events = bySpan.get(values[COLUMN.id] as string);
    if (!events) return false;
    const stored = {
      input: values[COLUMN.input] as string | null,
      output: values[COLUMN.output] as string | null,
      metadata: values[COLUMN.metadata] as string,
    };
    return !mergeIsSurelyNoop(stored, events);
  });
}

/**
 * The stored log events of the traces in a span write that may change one of its spans, by
 * trace. First only the events' names are read (no content): a span with its own messages
 * whose events are all message events gains nothing, so its trace's events are not read; the
 * content is read for the other traces only. The agent filter is left to the merge: with more
 * events a merge is only less surely a no-op, never wrongly one.
 */
export async function logEventsToMerge(
  writer: TraceWriter,
  companyId: string,
  traces: readonly PreparedTrace[],
): Promise<Map<string, LogEventRow[]>> {
  const kinds = groupBy(
    await writer.logEventKindsOf(
      companyId,
      traces.map((trace) => trace.id),
    ),
    (kind) => kind.trace_id,
  );
  if (kinds.size === 0) return new Map();
  const needed = traces
    .filter((trace) => {
      const found = kinds.get(trace.id);
      return found !== undefined && mayChange(trace, found);
    })
    .map((trace) => trace.id);
  if (needed.length === 0) return new Map();
  return groupBy(await writer.logEventsOf(companyId, needed), (row) => row.trace_id);
}
