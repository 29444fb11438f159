/**
 * OTLP/protobuf for logs: decodes `ExportLogsServiceRequest` into the shared model. The answer,
 * `ExportLogsServiceResponse`, has the trace answer's wire shape (partial_success = 1 holding
 * rejected_log_records = 1 and error_message = 2), so encodeTraceResponseProtobuf encodes it.
 */
import { rethrowAt } from "./decode-helpers";
import {
  expectWireType,
  ProtoReader,
  readCachedString,
  readEnum,
  readFixed64,
  readId,
  readLengthEnd,
  readString,
  readTag,
  skipField,
  WIRE_I64,
  WIRE_LEN,
  WIRE_VARINT,
} from "./protobuf-reader";
import { decodeAnyValue, decodeAttributesOnly, decodeKeyValue } from "./protobuf-values";
import type {
  Attributes,
  OtlpLogRecord,
  OtlpLogsRequest,
  OtlpResourceLogs,
  OtlpScopeLogs,
} from "./types";

export { encodeTraceResponseProtobuf as encodeLogsResponseProtobuf } from "./protobuf-response";

/**
 * Decodes an OTLP/protobuf `ExportLogsServiceRequest` (`POST /v1/logs` with
 * `application/x-protobuf`, or a gRPC LogsService `Export` call).
 * @throws OtlpDecodeError when the bytes are not a well-formed request.
 * @example decodeLogsRequestProtobuf(new Uint8Array(await request.arrayBuffer()))
 */
export function decodeLogsRequestProtobuf(bytes: Uint8Array): OtlpLogsRequest {
  const r = new ProtoReader(bytes);
  const end = bytes.length;
  const resourceLogs: OtlpResourceLogs[] = [];
  let field = 0;
  try {
    while (r.pos < end) {
      field = 0;
      const tag = readTag(r, end);
      field = tag >>> 3;
      if (field === 1) {
        expectWireType(r, tag, WIRE_LEN);
        resourceLogs.push(decodeResourceLogs(r, readLengthEnd(r, end)));
      } else skipField(r, tag, end);
    }
  } catch (error) {
    rethrowAt(error, field === 1 ? `resourceLogs[${resourceLogs.length}]` : "");
  }
  return { resourceLogs };
}

function decodeResourceLogs(r: ProtoReader, end: number): OtlpResourceLogs {
  const resource: Attributes = {};
  const scopeLogs: OtlpScopeLogs[] = [];
  let field = 0;
  try {
    while (r.pos < end) {
      field = 0;
      const tag = readTag(r, end);
      field = tag >>> 3;
      if (field === 1) {
        expectWireType(r, tag, WIRE_LEN);
        decodeAttributesOnly(r, readLengthEnd(r, end), resource, 1);
      } else if (field === 2) {
        expectWireType(r, tag, WIRE_LEN);
        scopeLogs.push(decodeScopeLogs(r, readLengthEnd(r, end)));
      } else skipField(r, tag, end);
    }
  } catch (error) {
    rethrowAt(
      error,
      field === 1 ? "resource" : field === 2 ? `scopeLogs[${scopeLogs.length}]` : "",
    );
  }
  return { resource, scopeLogs };
}

function decodeScopeLogs(r: ProtoReader, end: number): OtlpScopeLogs {
  const scope = { name: "", version: "" };
  const logRecords: OtlpLogRecord[] = [];
  let field = 0;
  try {
    while (r.pos < end) {
      field = 0;
      const tag = readTag(r, end);
      field = tag >>> 3;
      if (field === 1) {
        expectWireType(r, tag, WIRE_LEN);
        decodeScope(r, readLengthEnd(r, end), scope);
      } else if (field === 2) {
        expectWireType(r, tag, WIRE_LEN);
        logRecords.push(decodeLogRecord(r, readLengthEnd(r, end)));
      } else skipField(r, tag, end);
    }
  } catch (error) {
    rethrowAt(error, field === 1 ? "scope" : field === 2 ? `logRecords[${logRecords.length}]` : "");
  }
  return { scope, logRecords };
}

function decodeScope(r: ProtoReader, end: number, scope: { name: string; version: string }) {
  while (r.pos < end) {
    const tag = readTag(r, end);
    const field = tag >>> 3;
    if (field === 1 || field === 2) {
      expectWireType(r, tag, WIRE_LEN);
      if (field === 1) scope.name = readCachedString(r, end);
      else scope.version = readCachedString(r, end);
    } else skipField(r, tag, end);
  }
}

/** LogRecord field names as OTLP/JSON spells them, for error paths. */
const LOG_FIELD_NAMES: Readonly<Record<number, string>> = {
  1: "timeUnixNano",
  2: "severityNumber",
  3: "severityText",
  5: "body",
  9: "traceId",
  10: "spanId",
  11: "observedTimeUnixNano",
  12: "eventName",
};

function decodeLogRecord(r: ProtoReader, end: number): OtlpLogRecord {
  const record: OtlpLogRecord = {
    timeUnixNano: 0n,
    observedTimeUnixNano: 0n,
    severityNumber: 0,
    severityText: "",
    body: null,
    attributes: {},
    traceId: "",
    spanId: "",
    eventName: "",
  };
  let attributeCount = 0;
  let field = 0;
  try {
    while (r.pos < end) {
      field = 0;
      const tag = readTag(r, end);
      field = tag >>> 3;
      switch (field) {
        case 1:
        case 11: {
          expectWireType(r, tag, WIRE_I64);
          const time = readFixed64(r, end);
          if (field === 1) record.timeUnixNano = time;
          else record.observedTimeUnixNano = time;
          break;
        }
        case 2:
          expectWireType(r, tag, WIRE_VARINT);
          record.severityNumber = readEnum(r, end);
          break;
        case 3:
          expectWireType(r, tag, WIRE_LEN);
          record.severityText = readString(r, end);
          break;
        case 5:
          expectWireType(r, tag, WIRE_LEN);
          record.body = decodeAnyValue(r, readLengthEnd(r, end), 0);
          break;
        case 6:
          expectWireType(r, tag, WIRE_LEN);
          decodeKeyValue(r, readLengthEnd(r, end), record.attributes, 0);
          attributeCount++;
          break;
        case 9:
          expectWireType(r, tag, WIRE_LEN);
          record.traceId = readId(r, end, 16);
          break;
        case 10:
          expectWireType(r, tag, WIRE_LEN);
          record.spanId = readId(r, end, 8);
          break;
        case 12:
          expectWireType(r, tag, WIRE_LEN);
          record.eventName = readCachedString(r, end);
          break;
        default:
          skipField(r, tag, end);
      }
    }
  } catch (error) {
    rethrowAt(
      error,
      field === 6 ? `attributes[${attributeCount}]` : (LOG_FIELD_NAMES[field] ?? ""),
    );
  }
  return record;
}
