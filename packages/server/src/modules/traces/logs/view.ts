/** The log records a trace's detail shows beside its spans (GET /api/traces/:id → logs). */
import type { Database } from "../../../db/database";
import { parseJson } from "../../../db/sql";
import { isoFromNanos } from "../mapping/attributes";
import type { TraceLogEventsTable } from "../schema";
import { recordsOfPacks } from "./log-packs";

export interface TraceLogView {
  id: string;
  /** The span the record names, when that span is not stored (yet); null for the trace's own. */
  spanId: string | null;
  name: string;
  time: string;
  timeUnixNano: string;
  severityNumber: number;
  severityText: string;
  attributes: Record<string, unknown>;
}

/** Records in the order they happened, as the merge orders a span's events. */
function inOrder(a: TraceLogEventsTable, b: TraceLogEventsTable): number {
  const ta = BigInt(a.time_unix_nano);
  const tb = BigInt(b.time_unix_nano);
  if (ta !== tb) return ta < tb ? -1 : 1;
  const oa = BigInt(a.observed_time_unix_nano);
  const ob = BigInt(b.observed_time_unix_nano);
  if (oa !== ob) return oa < ob ? -1 : 1;
  if (a.seq !== b.seq) return a.seq - b.seq;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The trace's log records that no stored span shows: those sent with the trace id only, and
 * those naming a span that has not arrived (they join it, as events, when it does). Records
 * sent with a key bound to another agent than the trace's are not the trace's, as in the merge.
 */
export async function traceLogsOf(
  database: Database,
  trace: { id: string; company_id: string; agent_id: string },
  spanIds: ReadonlySet<string>,
): Promise<TraceLogView[]> {
  const packs = await database.db
    .selectFrom("trace_log_packs")
    .selectAll()
    .where("company_id", "=", trace.company_id)
    .where("trace_id", "=", trace.id)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return recordsOfPacks(packs)
    .filter(
      (row) =>
        !spanIds.has(row.span_id) &&
        (row.bound_agent_id === null || row.bound_agent_id === trace.agent_id),
    )
    .sort(inOrder)
    .map((row) => ({
      id: row.id,
      spanId: row.span_id === "" ? null : row.span_id,
      name: row.name,
      time: isoFromNanos(BigInt(row.time_unix_nano)),
      timeUnixNano: row.time_unix_nano,
      severityNumber: Number(row.severity_number),
      severityText: row.severity_text,
      attributes: parseJson<Record<string, unknown>>(row.attributes, {}),
    }));
}
