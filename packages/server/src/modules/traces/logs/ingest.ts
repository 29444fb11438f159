/** OTLP log export → stored log events, merged into their spans (POST /v1/logs, gRPC). */
import { decodeOtlpBody, type OtlpDecoders } from "../../../otlp/body";
import { decodeLogsRequestJson } from "../../../otlp/logs-json";
import { decodeLogsRequestProtobuf } from "../../../otlp/logs-protobuf";
import type { OtlpLogsRequest } from "../../../otlp/types";
import type { LogEventRow } from "../ingest/storage";
import { logEventRow } from "./events";
import type { LogWriteResult } from "./write";

/** What a logs export answers: how many records were refused, and why. */
export interface OtlpLogsOutcome {
  acceptedLogRecords: number;
  rejectedLogRecords: number;
  errorMessage: string;
}

/** An OTLP/HTTP logs body as it came (inflated), with whom it came from. */
export interface LogsBody {
  companyId: string;
  boundAgentId: string | null;
  bytes: Uint8Array;
  protobuf: boolean;
}

/** Writes the rows of one export in one transaction (the pipeline's writeLogs). */
export type StoreLogRows = (rows: LogEventRow[]) => Promise<LogWriteResult>;

export const LOG_DECODERS: OtlpDecoders<OtlpLogsRequest> = {
  protobuf: decodeLogsRequestProtobuf,
  json: decodeLogsRequestJson,
};

const NO_TRACE =
  "a log record needs a traceId to be stored: Vigil keeps log records as events of their trace or span";

/**
 * Stores the log records of an export request that carry a trace id: against their span when
 * they carry a span id too (GenAI events then fill the span's input and output), else against
 * their trace. Records without a trace id are refused and counted; the rest are stored in one
 * transaction (by `store`), all or none.
 */
export async function storeLogsRequest(
  companyId: string,
  boundAgentId: string | null,
  request: OtlpLogsRequest,
  now: string,
  store: StoreLogRows,
): Promise<OtlpLogsOutcome> {
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
        const row = logEventRow(companyId, boundAgentId, record, total, now);
        // The id digests the trace and span ids too: it alone tells a record sent twice.
        rows.set(row.id, row);
        sent.set(row.trace_id, (sent.get(row.trace_id) ?? 0) + 1);
      }
    }
  }
  if (rows.size > 0) {
    const result = await store([...rows.values()]);
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

/**
 * storeLogsRequest for a body not decoded yet: a malformed body throws the 400 that
 * decodeOtlpBody names. The trace writer thread runs this whole, so the main thread neither
 * decodes the records nor clones hundreds of rows for the thread (see writeLogsBody).
 */
export async function storeLogsBody(
  body: LogsBody,
  now: string,
  store: StoreLogRows,
): Promise<OtlpLogsOutcome> {
  // async: a malformed body rejects the promise, it never throws at the caller.
  const request = decodeOtlpBody(body.bytes, body.protobuf, LOG_DECODERS);
  return storeLogsRequest(body.companyId, body.boundAgentId, request, now, store);
}
