/**
 * OTLP/JSON for traces: validates an already-parsed `ExportTraceServiceRequest` into the
 * shared model and shapes the response. Follows the protobuf JSON mapping as OTLP amends it:
 * lowerCamelCase names (snake_case accepted), hex ids, 64-bit integers as strings or
 * numbers, enums as integers or names. Unknown fields are ignored; null reads as absent.
 * Values of the wrong JSON type are refused with their path.
 */
import {
  int64Value,
  MAX_VALUE_DEPTH,
  rethrowAt,
  SPAN_KIND_NAMES,
  STATUS_CODE_NAMES,
  setAttribute,
  statusCode,
} from "./decode-helpers";
import {
  arrayField,
  asObject,
  enumField,
  fail,
  idField,
  type JsonObject,
  objectField,
  parseBase64,
  parseDouble,
  parseInteger,
  stringField,
  uint64Field,
  wrongType,
} from "./json-fields";
import type {
  Attributes,
  AttributeValue,
  OtlpEvent,
  OtlpPartialSuccess,
  OtlpResourceSpans,
  OtlpScopeSpans,
  OtlpSpan,
  OtlpStatus,
  OtlpTraceRequest,
} from "./types";

/** The OTLP/JSON `ExportTraceServiceResponse`; int64 travels as a string. */
export interface OtlpTraceResponseJson {
  partialSuccess?: { rejectedSpans: string; errorMessage: string };
}

/**
 * Decodes a parsed OTLP/JSON `ExportTraceServiceRequest` (the body of `POST /v1/traces`
 * with `application/json`).
 * @throws OtlpDecodeError naming the path of the first value of the wrong type.
 * @example decodeTraceRequestJson(await request.json())
 */
export function decodeTraceRequestJson(value: unknown): OtlpTraceRequest {
  const root = asObject(value, "");
  const items = arrayField(root, "resourceSpans", "resource_spans");
  const resourceSpans: OtlpResourceSpans[] = [];
  let i = 0;
  try {
    for (; i < items.length; i++) resourceSpans.push(decodeResourceSpans(items[i]));
  } catch (error) {
    rethrowAt(error, `resourceSpans[${i}]`);
  }
  return { resourceSpans };
}

/**
 * The OTLP/JSON answer to an export: `{}` when every span was accepted.
 * @example encodeTraceResponseJson({ rejectedSpans: 1, errorMessage: "span 0 lacks a trace id" })
 */
export function encodeTraceResponseJson(partial?: OtlpPartialSuccess): OtlpTraceResponseJson {
  if (partial === undefined || (partial.rejectedSpans === 0 && partial.errorMessage === "")) {
    return {};
  }
  return {
    partialSuccess: {
      rejectedSpans: String(partial.rejectedSpans),
      errorMessage: partial.errorMessage,
    },
  };
}

function decodeResourceSpans(value: unknown): OtlpResourceSpans {
  const obj = asObject(value, "");
  const resourceObj = objectField(obj, "resource");
  let resource: Attributes = {};
  if (resourceObj !== undefined) {
    try {
      resource = decodeAttributes(resourceObj);
    } catch (error) {
      rethrowAt(error, "resource");
    }
  }
  const items = arrayField(obj, "scopeSpans", "scope_spans");
  const scopeSpans: OtlpScopeSpans[] = [];
  let i = 0;
  try {
    for (; i < items.length; i++) scopeSpans.push(decodeScopeSpans(items[i]));
  } catch (error) {
    rethrowAt(error, `scopeSpans[${i}]`);
  }
  return { resource, scopeSpans };
}

function decodeScopeSpans(value: unknown): OtlpScopeSpans {
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
  const items = arrayField(obj, "spans");
  const spans: OtlpSpan[] = [];
  let i = 0;
  try {
    for (; i < items.length; i++) spans.push(decodeSpan(items[i]));
  } catch (error) {
    rethrowAt(error, `spans[${i}]`);
  }
  return { scope, spans };
}

function decodeSpan(value: unknown): OtlpSpan {
  const obj = asObject(value, "");
  const eventItems = arrayField(obj, "events");
  const events: OtlpEvent[] = [];
  let i = 0;
  try {
    for (; i < eventItems.length; i++) events.push(decodeEvent(eventItems[i]));
  } catch (error) {
    rethrowAt(error, `events[${i}]`);
  }
  const statusObj = objectField(obj, "status");
  const status: OtlpStatus = { code: 0, message: "" };
  if (statusObj !== undefined) {
    try {
      status.message = stringField(statusObj, "message");
      status.code = statusCode(enumField(statusObj, "code", STATUS_CODE_NAMES));
    } catch (error) {
      rethrowAt(error, "status");
    }
  }
  return {
    traceId: idField(obj, "traceId", "trace_id", 32),
    spanId: idField(obj, "spanId", "span_id", 16),
    parentSpanId: idField(obj, "parentSpanId", "parent_span_id", 16) || null,
    name: stringField(obj, "name"),
    kind: enumField(obj, "kind", SPAN_KIND_NAMES),
    startTimeUnixNano: uint64Field(obj, "startTimeUnixNano", "start_time_unix_nano"),
    endTimeUnixNano: uint64Field(obj, "endTimeUnixNano", "end_time_unix_nano"),
    attributes: decodeAttributes(obj),
    events,
    status,
  };
}

function decodeEvent(value: unknown): OtlpEvent {
  const obj = asObject(value, "");
  return {
    name: stringField(obj, "name"),
    timeUnixNano: uint64Field(obj, "timeUnixNano", "time_unix_nano"),
    attributes: decodeAttributes(obj),
  };
}

/** The `attributes` (repeated KeyValue) of a resource, span or event. */
export function decodeAttributes(obj: JsonObject): Attributes {
  const items = arrayField(obj, "attributes");
  const attributes: Attributes = {};
  let i = 0;
  try {
    for (; i < items.length; i++) decodeKeyValue(items[i], attributes, 0);
  } catch (error) {
    rethrowAt(error, `attributes[${i}]`);
  }
  return attributes;
}

function decodeKeyValue(value: unknown, into: Attributes, depth: number): void {
  const obj = asObject(value, "");
  const key = obj.key;
  if (typeof key !== "string") wrongType("a string", key, "key");
  let decoded: AttributeValue;
  try {
    decoded = decodeAnyValue(obj.value, depth);
  } catch (error) {
    rethrowAt(error, "value");
  }
  setAttribute(into, key, decoded);
}

/** AnyValue is a oneof: the first set member wins; none set (or `{}`) reads as null. */
export function decodeAnyValue(value: unknown, depth: number): AttributeValue {
  if (value === undefined || value === null) return null;
  if (depth >= MAX_VALUE_DEPTH) fail(`AnyValue nested deeper than ${MAX_VALUE_DEPTH} levels`, "");
  const obj = asObject(value, "");
  for (const key in obj) {
    const member = obj[key];
    if (member === undefined || member === null) continue;
    switch (key) {
      case "stringValue":
      case "string_value":
        if (typeof member === "string") return member;
        return wrongType("a string", member, "stringValue");
      case "boolValue":
      case "bool_value":
        if (typeof member === "boolean") return member;
        return wrongType("a boolean", member, "boolValue");
      case "intValue":
      case "int_value":
        // `+ 0` turns -0 into 0, as protobuf has no negative zero integer.
        if (typeof member === "number" && Number.isSafeInteger(member)) return member + 0;
        return int64Value(parseInteger(member, "intValue", true));
      case "doubleValue":
      case "double_value":
        return parseDouble(member);
      case "arrayValue":
      case "array_value":
        return decodeArrayValue(member, depth + 1);
      case "kvlistValue":
      case "kvlist_value":
        return decodeKeyValueList(member, depth + 1);
      case "bytesValue":
      case "bytes_value":
        return parseBase64(member);
    }
  }
  return null;
}

function decodeArrayValue(value: unknown, depth: number): AttributeValue[] {
  const values: AttributeValue[] = [];
  let i = -1;
  try {
    const items = arrayField(asObject(value, ""), "values");
    for (i = 0; i < items.length; i++) values.push(decodeAnyValue(items[i], depth));
  } catch (error) {
    rethrowAt(error, i < 0 ? "arrayValue" : `arrayValue.values[${i}]`);
  }
  return values;
}

function decodeKeyValueList(value: unknown, depth: number): Attributes {
  const values: Attributes = {};
  let i = -1;
  try {
    const items = arrayField(asObject(value, ""), "values");
    for (i = 0; i < items.length; i++) decodeKeyValue(items[i], values, depth);
  } catch (error) {
    rethrowAt(error, i < 0 ? "kvlistValue" : `kvlistValue.values[${i}]`);
  }
  return values;
}
