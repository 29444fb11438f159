/**
 * OTLP/protobuf for traces: decodes `ExportTraceServiceRequest` into the shared model and
 * encodes `ExportTraceServiceResponse`. Hand-written over the wire format (no codegen, no
 * dependency); fields the model does not keep are skipped by wire type, so newer senders
 * still decode.
 */
import { rethrowAt, statusCode } from "./decode-helpers";
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
  WIRE_I32,
  WIRE_I64,
  WIRE_LEN,
  WIRE_VARINT,
} from "./protobuf-reader";
import { decodeAttributesOnly, decodeKeyValue } from "./protobuf-values";
import type {
  Attributes,
  OtlpEvent,
  OtlpResourceSpans,
  OtlpScopeSpans,
  OtlpSpan,
  OtlpStatus,
  OtlpTraceRequest,
} from "./types";

export { decodeTraceResponseProtobuf, encodeTraceResponseProtobuf } from "./protobuf-response";

/**
 * Decodes an OTLP/protobuf `ExportTraceServiceRequest` (the body of `POST /v1/traces` with
 * `application/x-protobuf`, or a gRPC `Export` call).
 * @throws OtlpDecodeError when the bytes are not a well-formed request.
 * @example decodeTraceRequestProtobuf(new Uint8Array(await request.arrayBuffer()))
 */
export function decodeTraceRequestProtobuf(bytes: Uint8Array): OtlpTraceRequest {
  const r = new ProtoReader(bytes);
  const end = bytes.length;
  const resourceSpans: OtlpResourceSpans[] = [];
  let field = 0;
  try {
    while (r.pos < end) {
      field = 0;
      const tag = readTag(r, end);
      field = tag >>> 3;
      if (field === 1) {
        expectWireType(r, tag, WIRE_LEN);
        resourceSpans.push(decodeResourceSpans(r, readLengthEnd(r, end)));
      } else skipField(r, tag, end);
    }
  } catch (error) {
    rethrowAt(error, field === 1 ? `resourceSpans[${resourceSpans.length}]` : "");
  }
  return { resourceSpans };
}

function decodeResourceSpans(r: ProtoReader, end: number): OtlpResourceSpans {
  const resource: Attributes = {};
  const scopeSpans: OtlpScopeSpans[] = [];
  let field = 0;
  try {
    while (r.pos < end) {
      field = 0;
      const tag = readTag(r, end);
      field = tag >>> 3;
      if (field === 1) {
        expectWireType(r, tag, WIRE_LEN);
        // Resource: only its attributes (field 1) are kept.
        decodeAttributesOnly(r, readLengthEnd(r, end), resource, 1);
      } else if (field === 2) {
        expectWireType(r, tag, WIRE_LEN);
        scopeSpans.push(decodeScopeSpans(r, readLengthEnd(r, end)));
      } else skipField(r, tag, end);
    }
  } catch (error) {
    rethrowAt(
      error,
      field === 1 ? "resource" : field === 2 ? `scopeSpans[${scopeSpans.length}]` : "",
    );
  }
  return { resource, scopeSpans };
}

function decodeScopeSpans(r: ProtoReader, end: number): OtlpScopeSpans {
  const scope = { name: "", version: "" };
  const spans: OtlpSpan[] = [];
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
        spans.push(decodeSpan(r, readLengthEnd(r, end)));
      } else skipField(r, tag, end);
    }
  } catch (error) {
    rethrowAt(error, field === 1 ? "scope" : field === 2 ? `spans[${spans.length}]` : "");
  }
  return { scope, spans };
}

/** InstrumentationScope: name (1) and version (2); its attributes are not kept. */
function decodeScope(r: ProtoReader, end: number, scope: { name: string; version: string }) {
  let field = 0;
  try {
    while (r.pos < end) {
      field = 0;
      const tag = readTag(r, end);
      field = tag >>> 3;
      if (field === 1 || field === 2) {
        expectWireType(r, tag, WIRE_LEN);
        if (field === 1) scope.name = readCachedString(r, end);
        else scope.version = readCachedString(r, end);
      } else skipField(r, tag, end);
    }
  } catch (error) {
    rethrowAt(error, field === 1 ? "name" : field === 2 ? "version" : "");
  }
}

/** Wire type of each Span field by number; the unkept ones are still checked, then skipped. */
const SPAN_WIRE_TYPES = [
  -1, // 0 is not a field
  WIRE_LEN, // 1 trace_id
  WIRE_LEN, // 2 span_id
  WIRE_LEN, // 3 trace_state
  WIRE_LEN, // 4 parent_span_id
  WIRE_LEN, // 5 name
  WIRE_VARINT, // 6 kind
  WIRE_I64, // 7 start_time_unix_nano
  WIRE_I64, // 8 end_time_unix_nano
  WIRE_LEN, // 9 attributes
  WIRE_VARINT, // 10 dropped_attributes_count
  WIRE_LEN, // 11 events
  WIRE_VARINT, // 12 dropped_events_count
  WIRE_LEN, // 13 links
  WIRE_VARINT, // 14 dropped_links_count
  WIRE_LEN, // 15 status
  WIRE_I32, // 16 flags
];

/** Span field names as OTLP/JSON spells them, for error paths. */
const SPAN_FIELD_NAMES = [
  "",
  "traceId",
  "spanId",
  "traceState",
  "parentSpanId",
  "name",
  "kind",
  "startTimeUnixNano",
  "endTimeUnixNano",
  "attributes",
  "droppedAttributesCount",
  "events",
  "droppedEventsCount",
  "links",
  "droppedLinksCount",
  "status",
  "flags",
];

function decodeSpan(r: ProtoReader, end: number): OtlpSpan {
  let traceId = "";
  let spanId = "";
  let parentSpanId: string | null = null;
  let name = "";
  let kind = 0;
  let startTimeUnixNano = 0n;
  let endTimeUnixNano = 0n;
  const attributes: Attributes = {};
  let attributeCount = 0;
  const events: OtlpEvent[] = [];
  const status: OtlpStatus = { code: 0, message: "" };
  let field = 0;
  try {
    while (r.pos < end) {
      field = 0;
      const tag = readTag(r, end);
      field = tag >>> 3;
      const wireType = SPAN_WIRE_TYPES[field];
      if (wireType === undefined) {
        skipField(r, tag, end);
        continue;
      }
      expectWireType(r, tag, wireType);
      switch (field) {
        case 1:
          traceId = readId(r, end, 16);
          break;
        case 2:
          spanId = readId(r, end, 8);
          break;
        case 4:
          parentSpanId = readId(r, end, 8) || null;
          break;
        case 5:
          name = readCachedString(r, end);
          break;
        case 6:
          kind = readEnum(r, end);
          break;
        case 7:
          startTimeUnixNano = readFixed64(r, end);
          break;
        case 8:
          endTimeUnixNano = readFixed64(r, end);
          break;
        case 9:
          decodeKeyValue(r, readLengthEnd(r, end), attributes, 0);
          attributeCount++;
          break;
        case 11:
          events.push(decodeEvent(r, readLengthEnd(r, end)));
          break;
        case 15:
          decodeStatus(r, readLengthEnd(r, end), status);
          break;
        default:
          skipField(r, tag, end);
      }
    }
  } catch (error) {
    rethrowAt(
      error,
      field === 9
        ? `attributes[${attributeCount}]`
        : field === 11
          ? `events[${events.length}]`
          : (SPAN_FIELD_NAMES[field] ?? ""),
    );
  }
  return {
    traceId,
    spanId,
    parentSpanId,
    name,
    kind,
    startTimeUnixNano,
    endTimeUnixNano,
    attributes,
    events,
    status,
  };
}

function decodeEvent(r: ProtoReader, end: number): OtlpEvent {
  let name = "";
  let timeUnixNano = 0n;
  const attributes: Attributes = {};
  let attributeCount = 0;
  let field = 0;
  try {
    while (r.pos < end) {
      field = 0;
      const tag = readTag(r, end);
      field = tag >>> 3;
      if (field === 1) {
        expectWireType(r, tag, WIRE_I64);
        timeUnixNano = readFixed64(r, end);
      } else if (field === 2) {
        expectWireType(r, tag, WIRE_LEN);
        name = readCachedString(r, end);
      } else if (field === 3) {
        expectWireType(r, tag, WIRE_LEN);
        decodeKeyValue(r, readLengthEnd(r, end), attributes, 0);
        attributeCount++;
      } else skipField(r, tag, end);
    }
  } catch (error) {
    rethrowAt(
      error,
      field === 1
        ? "timeUnixNano"
        : field === 2
          ? "name"
          : field === 3
            ? `attributes[${attributeCount}]`
            : "",
    );
  }
  return { name, timeUnixNano, attributes };
}

/** Status: message (2) and code (3); field 1 is the long-deprecated code and is skipped. */
function decodeStatus(r: ProtoReader, end: number, status: OtlpStatus): void {
  let field = 0;
  try {
    while (r.pos < end) {
      field = 0;
      const tag = readTag(r, end);
      field = tag >>> 3;
      if (field === 2) {
        expectWireType(r, tag, WIRE_LEN);
        status.message = readString(r, end);
      } else if (field === 3) {
        expectWireType(r, tag, WIRE_VARINT);
        status.code = statusCode(readEnum(r, end));
      } else skipField(r, tag, end);
    }
  } catch (error) {
    rethrowAt(error, field === 2 ? "message" : field === 3 ? "code" : "");
  }
}
