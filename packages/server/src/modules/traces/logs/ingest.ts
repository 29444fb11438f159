/** OTLP log export → stored log events, merged into their spans (POST /v1/logs, gRPC). */
import type { Principal } from "../../../http/principal";
import type { OtlpLogsRequest } from "../../../otlp/types";
import type { LogEventRow } from "../ingest/storage";
import type { TracesDeps } from "../service";
import { logEventRow } from "./events";

/** What a logs export answers: how many records were refused, and why. */
export interface OtlpLogsOutcome {
  acceptedLogRecords: number;
  rejectedLogRecords: number;
  errorMessage: string;
}

const NO_TRACE =
  "a log record needs a traceId to be stored: Vigil keeps log records as events of their trace or span";

/**
 * Stores the log records of an export request that carry a trace id: against their span when
 * they carry a span id too (GenAI events then fill the span's input and output), else against
 * their trace. Records without a trace id are refused and counted; the rest are stored in one
 * transaction, all or none.
 */
export async function ingestOtlpLogs(
  { database, clock, ingest }: Pick<TracesDeps, "database" | "clock" | "ingest">,
  principal: Principal,
  request: OtlpLogsRequest,
): Promise<OtlpLogsOutcome> {
  const at = clock.now();
  const now = at.toISOString();
  const reasons = new Set<string>();
  let total = 0;
  let rejected = 0;
  /** Records per trace as sent (identical records in one batch are stored once). */
  const sent = new Map<string, number>();
  const rows = new Map<string, LogEventRow>();
  for (const { scopeLogs } of request.resourceLogs) {
    for (const { logRecords } of scopeLogs) {
      for (const record of logRecords) {
        total++;
        if (record.traceId === "") {
          rejected++;
          reasons.add(NO_TRACE);
          continue;
        }
        const row = logEventRow(principal.companyId, principal.agentId, record, total, now);
        // The id digests the trace and span ids too: it alone tells a record sent twice.
        rows.set(row.id, row);
        sent.set(row.trace_id, (sent.get(row.trace_id) ?? 0) + 1);
      }
    }
  }
  if (rows.size > 0) {
    const result = await ingest.writeLogs(
      database,
      { companyId: principal.companyId, boundAgentId: principal.agentId, rows: [...rows.values()] },
      at,
    );
    for (const rejection of result.rejections) {
      rejected += sent.get(rejection.traceId) ?? 0;
      reasons.add(rejection.reason);
    }
  }
  return {
    acceptedLogRecords: total - rejected,
    rejectedLogRecords: rejected,
    errorMessage: [...reasons].join("; "),
  };
}
