/**
 * A trace's OTLP log records (stored packed, trace_log_packs) in an export line, and back to
 * rows on import.
 *
 * Shape (version 1), on a native line beside `spans`, only when the trace has records:
 *   "logs": { "version": 1, "records": [{ id, spanId, name, timeUnixNano,
 *     observedTimeUnixNano, seq, severityNumber, severityText, attributes, agentBound }] }
 * `spanId` is null for a record sent with the trace id only; times are decimal Unix
 * nanoseconds; `attributes` is the stored object (the body unpacked among them); `agentBound`
 * says the record was sent with a key bound to the trace's agent, so on import it stays bound
 * to the importing trace's agent. A line without `logs` (an export made before logs were
 * carried) imports as before.
 */
import { z } from "@hono/zod-openapi";
import { parseJson } from "../../../db/sql";
import type { LogEventRow } from "../ingest/storage";
import { withoutNul } from "../model";

/** The version of the `logs` shape this build writes and reads. */
export const LOGS_FORMAT_VERSION = 1;

const NANOS = z.string().regex(/^\d{1,20}$/, "decimal Unix nanoseconds");

export const TransferLogRecord = z
  .object({
    /** The stored record's key (a digest of its content): importing it twice stores it once. */
    id: z.string().regex(/^[0-9a-f]{1,64}$/, "the record's hex id"),
    spanId: z
      .string()
      .regex(/^[0-9a-f]{16}$/, "16 hex digits")
      .nullable(),
    name: z.string(),
    timeUnixNano: NANOS,
    observedTimeUnixNano: NANOS,
    seq: z.number().int().min(0).max(2_147_483_647),
    // Any int32, as the OTLP decoders accept: a record stored once must import again.
    severityNumber: z.number().int().min(-2_147_483_648).max(2_147_483_647),
    severityText: z.string(),
    attributes: z.record(z.string(), z.unknown()),
    agentBound: z.boolean(),
  })
  .strict();

export type TransferLogRecord = z.infer<typeof TransferLogRecord>;

export const TransferLogs = z
  .object({
    version: z.literal(LOGS_FORMAT_VERSION),
    records: z.array(TransferLogRecord),
  })
  .strict();

export type TransferLogs = z.infer<typeof TransferLogs>;

/**
 * Why a line's `logs` cannot be read when it names a version other than this build's: a newer
 * file needs a newer Vigil, and dropping its records silently would lose them.
 */
export function unsupportedVersion(logs: unknown): string | null {
  if (typeof logs !== "object" || logs === null || !("version" in logs)) return null;
  const { version } = logs;
  if (version === LOGS_FORMAT_VERSION) return null;
  return `logs.version ${JSON.stringify(version)} is not one this Vigil reads (${LOGS_FORMAT_VERSION}): import the file with the Vigil version that exported it, or a newer one`;
}

/** A stored row as an export record; the caller keeps only the rows that join the trace. */
export function logRecordOf(row: LogEventRow): TransferLogRecord {
  return {
    id: row.id,
    spanId: row.span_id === "" ? null : row.span_id,
    name: row.name,
    timeUnixNano: row.time_unix_nano,
    observedTimeUnixNano: row.observed_time_unix_nano,
    seq: Number(row.seq),
    severityNumber: Number(row.severity_number),
    severityText: row.severity_text,
    attributes: parseJson<Record<string, unknown>>(row.attributes, {}),
    agentBound: row.bound_agent_id !== null,
  };
}

/** An export record as the row to store under the importing company's trace. */
export function logRowOf(
  record: TransferLogRecord,
  target: { companyId: string; traceId: string; agentId: string },
  now: string,
): LogEventRow {
  return {
    company_id: target.companyId,
    trace_id: target.traceId,
    span_id: record.spanId ?? "",
    id: record.id,
    bound_agent_id: record.agentBound ? target.agentId : null,
    name: withoutNul(record.name),
    time_unix_nano: record.timeUnixNano,
    observed_time_unix_nano: record.observedTimeUnixNano,
    seq: record.seq,
    severity_number: record.severityNumber,
    severity_text: withoutNul(record.severityText),
    attributes: JSON.stringify(record.attributes),
    created_at: now,
  };
}
