/**
 * traces.unsettled_span_ids (see TracesTable): which of a trace's stored spans are not
 * settled, kept on the trace's row so a log write knows the others are without reading them.
 */
import { isSettled } from "./events";

/** More unsettled spans than this in a trace and the list is not kept (null: read the spans). */
export const MAX_UNSETTLED_IDS = 64;

/** A span's content as stored, or as a span row about to be (absent input/output: null). */
interface SpanContent {
  id: string;
  input?: string | null;
  output?: string | null;
  metadata: string;
}

/**
 * The column's value for a trace's spans: the ids of those not settled, as JSON text; null when
 * there are more than MAX_UNSETTLED_IDS. A span id listed twice (sent twice in one batch) is
 * listed once if either of its rows is unsettled, which only ever sends a log write to read it.
 */
export function unsettledSpanIds(spans: Iterable<SpanContent>): string | null {
  const ids = new Set<string>();
  for (const span of spans) {
    if (
      isSettled({ input: span.input ?? null, output: span.output ?? null, metadata: span.metadata })
    )
      continue;
    ids.add(span.id);
    if (ids.size > MAX_UNSETTLED_IDS) return null;
  }
  return JSON.stringify([...ids]);
}

/**
 * Whether a stored trace's row says its span `spanId` is settled: the row lists its unsettled
 * spans and this one is not among them. False when the row keeps no list (a trace stored
 * before migration 0013, or one with too many unsettled spans). `parsed` caches each row's list.
 */
export function settledByRow(
  trace: { id: string; unsettled_span_ids: string | null },
  spanId: string,
  parsed: Map<string, ReadonlySet<string> | null>,
): boolean {
  let unsettled = parsed.get(trace.id);
  if (unsettled === undefined) {
    unsettled =
      trace.unsettled_span_ids === null
        ? null
        : new Set(JSON.parse(trace.unsettled_span_ids) as string[]);
    parsed.set(trace.id, unsettled);
  }
  return unsettled !== null && !unsettled.has(spanId);
}
