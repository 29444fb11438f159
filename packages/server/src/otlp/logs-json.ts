/**
 * OTLP/JSON for logs: validates a parsed `ExportLogsServiceRequest` into the shared model and
 * shapes the response, with the same field rules as the trace decoder (json.ts).
 */
import { rethrowAt } from "./decode-helpers";
import { decodeAnyValue, decodeAttributes } from "./json";
import {
  arrayField,
  asObject,
  enumField,
  idField,
  objectField,
  stringField,
  uint64Field,
} from "./json-fields";
import type {
  AttributeValue,
  OtlpLogRecord,
  OtlpLogsRequest,
  OtlpPartialSuccess,
  OtlpResourceLogs,
  OtlpScopeLogs,
} from "./types";

/** The OTLP/JSON `ExportLogsServiceResponse`; int64 travels as a string. */
export interface OtlpLogsResponseJson {
  partialSuccess?: { rejectedLogRecords: string; errorMessage: string };
}

const SEVERITY_LEVELS = ["TRACE", "DEBUG", "INFO", "WARN", "ERROR", "FATAL"];

/** SeverityNumber names (SEVERITY_NUMBER_INFO2 …) for JSON senders that spell them out. */
export const SEVERITY_NUMBER_NAMES: Readonly<Record<string, number>> = Object.fromEntries([
  ["SEVERITY_NUMBER_UNSPECIFIED", 0],
  ...SEVERITY_LEVELS.flatMap((level, i) =>
    [1, 2, 3, 4].map((n) => [`SEVERITY_NUMBER_${level}${n === 1 ? "" : n}`, i * 4 + n]),
  ),
]);

/**
 * Decodes a parsed OTLP/JSON `ExportLogsServiceRequest` (the body of `POST /v1/logs`).
 * @throws OtlpDecodeError naming the path of the first value of the wrong type.
 * @example decodeLogsRequestJson(await request.json())
 */
export function decodeLogsRequestJson(value: unknown): OtlpLogsRequest {
  const root = asObject(value, "");
  const items = arrayField(root, "resourceLogs", "resource_logs");
  const resourceLogs: OtlpResourceLogs[] = [];
  let i = 0;
  try {
    for (; i < items.length; i++) resourceLogs.push(decodeResourceLogs(items[i]));
  } catch (error) {
    rethrowAt(error, `resourceLogs[${i}]`);
  }
  return { resourceLogs };
}

/**
 * The OTLP/JSON answer to a logs export: `{}` when every record was accepted.
 * @example encodeLogsResponseJson({ rejectedSpans: 1, errorMessage: "a record needs a trace id" })
 */
export function encodeLogsResponseJson(partial?: OtlpPartialSuccess): OtlpLogsResponseJson {
  if (partial === undefined || (partial.rejectedSpans === 0 && partial.errorMessage === "")) {
    return {};
  }
  return {
    partialSuccess: {
      rejectedLogRecords: String(partial.rejectedSpans),
      errorMessage: partial.errorMessage,
    },
  };
}

function decodeResourceLogs(value: unknown): OtlpResourceLogs {
  const obj = asObject(value, "");
  const resourceObj = objectField(obj, "resource");
  let resource = {};
  if (resourceObj !== undefined) {
    try {
      resource = decodeAttributes(resourceObj);
    } catch (error) {
      rethrowAt(error, "resource");
    }
  }
  const items = arrayField(obj, "scopeLogs", "scope_logs");
  const scopeLogs: OtlpScopeLogs[] = [];
  let i = 0;
  try {
    for (; i < items.length; i++) scopeLogs.push(decodeScopeLogs(items[i]));
  } catch (error) {
    rethrowAt(error, `scopeLogs[${i}]`);
  }
  return { resource, scopeLogs };
}

function decodeScopeLogs(value: unknown): OtlpScopeLogs {
  const obj = asObject(value, "");
  const scopeObj = objectField(obj, "scope");
  const scope = { name: "", version: "" };
  if (scopeObj !== undefined) {
    try {
      scope.name = stringField(scopeObj, "name");
      scope.version = stringField(scopeObj, "version");
    } catch (error) {
      rethrowAt(error, "scope");
    }
  }
  const items = arrayField(obj, "logRecords", "log_records");
  const logRecords: OtlpLogRecord[] = [];
  let i = 0;
  try {
    for (; i < items.length; i++) logRecords.push(decodeLogRecord(items[i]));
  } catch (error) {
    rethrowAt(error, `logRecords[${i}]`);
  }
  return { scope, logRecords };
}

function decodeLogRecord(value: unknown): OtlpLogRecord {
  const obj = asObject(value, "");
  let body: AttributeValue = null;
  try {
    body = decodeAnyValue(obj.body, 0);
  } catch (error) {
    rethrowAt(error, "body");
  }
  return {
    timeUnixNano: uint64Field(obj, "timeUnixNano", "time_unix_nano"),
    observedTimeUnixNano: uint64Field(obj, "observedTimeUnixNano", "observed_time_unix_nano"),
    severityNumber: enumField(obj, "severityNumber", SEVERITY_NUMBER_NAMES),
    severityText: stringField(obj, "severityText"),
    body,
    attributes: decodeAttributes(obj),
    traceId: idField(obj, "traceId", "trace_id", 32),
    spanId: idField(obj, "spanId", "span_id", 16),
    eventName: stringField(obj, "eventName"),
  };
}
