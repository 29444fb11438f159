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
 * The records of one export request that carry a trace id, as rows to store, and what the
 * answer needs of the rest: how many were sent per trace, how many refused and why.
 */
export interface LogsExport {
  rows: LogEventRow[];
  total: number;
  rejected: number;
  reasons: Set<string>;
  /** Records per trace as sent (identical records in one batch are stored once). */
  sent: Map<string, number>;
}

/**
 * The rows of an export request: each record that carries a trace id, against its span when
 * it carries a span id too (GenAI events then fill the span's input and output), else
 * against its trace. Records without a trace id are refused and counted.
 */
export function logsExportOf(
  companyId: string,
  boundAgentId: string | null,
  request: OtlpLogsRequest,
  now: string,
): LogsExport {
  const reasons = new Set<string>();
  let total = 0;
  let rejected = 0;
  const sent = new Map<string, number>();
  const rows = new Map<string, LogEventRow>();
  // A trace's records mostly come together: its stored id is made once for them, and the
  // same string then keys the map, which hashes it once.
  let lastTrace = "";
  let traceId = "";
  for (const { scopeLogs } of request.resourceLogs) {
    for (const { logRecords } of scopeLogs) {
      for (const record of logRecords) {
        total++;
        if (record.traceId === "") {
          rejected++;
          reasons.add(NO_TRACE);
          continue;
        }
        if (record.traceId !== lastTrace) {
          lastTrace = record.traceId;
          traceId = `tr_${lastTrace}`;
        }
        const row = logEventRow(companyId, boundAgentId, record, total, now, traceId);
        // The id digests the trace and span ids too: it alone tells a record sent twice.
        rows.set(row.id, row);
        sent.set(traceId, (sent.get(traceId) ?? 0) + 1);
      }
    }
  }
  return { rows: [...rows.values()], total, rejected, reasons, sent };
}

/** What an export answers once its rows are stored (`result`; null when it had none). */
export function logsOutcome(batch: LogsExport, result: LogWriteResult | null): OtlpLogsOutcome {
  let rejected = batch.rejected;
  const reasons = new Set(batch.reasons);
  for (const rejection of result?.rejections ?? []) {
    rejected += batch.sent.get(rejection.traceId) ?? 0;
    reasons.add(rejection.reason);
  }
  return {
    acceptedLogRecords: batch.total - rejected,
    rejectedLogRecords: rejected,
    errorMessage: [...reasons].join("; "),
  };
}

/** Stores an export's rows in one transaction (by `store`), all or none, and answers it. */
async function storeExport(batch: LogsExport, store: StoreLogRows): Promise<OtlpLogsOutcome> {
  const result = batch.rows.length > 0 ? await store(batch.rows) : null;
  return logsOutcome(batch, result);
}

/** The rows of an OTLP/HTTP logs body; a malformed body throws the 400 decodeOtlpBody names. */
export function decodeLogsBody(body: LogsBody, now: string): LogsExport {
  const request = decodeOtlpBody(body.bytes, body.protobuf, LOG_DECODERS);
  return logsExportOf(body.companyId, body.boundAgentId, request, now);
}

/**
 * storeLogsRequest for a body not decoded yet: a malformed body throws the 400 that
 * decodeOtlpBody names. The trace writer thread decodes bodies itself (decodeLogsBody), so
 * the main thread neither decodes the records nor clones hundreds of rows for the thread.
 */
export async function storeLogsBody(
  body: LogsBody,
  now: string,
  store: StoreLogRows,
): Promise<OtlpLogsOutcome> {
  // async: a malformed body rejects the promise, it never throws at the caller.
  return storeExport(decodeLogsBody(body, now), store);
}
