/**
 * An OTLP ExportTraceServiceRequest after decoding, the same whichever encoding it came in
 * (protobuf or JSON): ids as lowercase hex, times as bigint nanoseconds, attribute values as
 * plain JS values.
 */

/** An OTLP AnyValue as a plain value: kvlist → object, array → array, bytes → base64 string. */
export type AttributeValue =
  | string
  | number
  | boolean
  | null
  | AttributeValue[]
  | { [key: string]: AttributeValue };

export type Attributes = Record<string, AttributeValue>;

export interface OtlpEvent {
  name: string;
  timeUnixNano: bigint;
  attributes: Attributes;
}

/** StatusCode: 0 unset, 1 ok, 2 error. */
export interface OtlpStatus {
  code: 0 | 1 | 2;
  message: string;
}

export interface OtlpSpan {
  /** 32 lowercase hex digits; "" when missing or not 16 bytes (such a span is rejected). */
  traceId: string;
  /** 16 lowercase hex digits; "" when missing or not 8 bytes (such a span is rejected). */
  spanId: string;
  /** 16 lowercase hex digits, or null for a root span (empty in the request). */
  parentSpanId: string | null;
  name: string;
  /** SpanKind: 0 unspecified, 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  startTimeUnixNano: bigint;
  endTimeUnixNano: bigint;
  attributes: Attributes;
  events: OtlpEvent[];
  status: OtlpStatus;
}

export interface OtlpScopeSpans {
  scope: { name: string; version: string };
  spans: OtlpSpan[];
}

export interface OtlpResourceSpans {
  resource: Attributes;
  scopeSpans: OtlpScopeSpans[];
}

export interface OtlpTraceRequest {
  resourceSpans: OtlpResourceSpans[];
}

/** A request that cannot be decoded at all: answered 400, nothing stored. */
export class OtlpDecodeError extends Error {
  constructor(
    message: string,
    /** Where in the request, e.g. `resourceSpans[0].scopeSpans[1].spans[3].startTimeUnixNano`. */
    readonly path: string,
  ) {
    super(message);
    this.name = "OtlpDecodeError";
  }
}

/** ExportTracePartialSuccess: how many spans were refused and why. */
export interface OtlpPartialSuccess {
  rejectedSpans: number;
  errorMessage: string;
}

/** ExportTraceServiceResponse; `partialSuccess` is absent when every span was accepted. */
export interface OtlpTraceResponse {
  partialSuccess?: OtlpPartialSuccess;
}

/** An OTLP LogRecord after decoding; ids as in spans ("" when absent or malformed). */
export interface OtlpLogRecord {
  timeUnixNano: bigint;
  observedTimeUnixNano: bigint;
  severityNumber: number;
  severityText: string;
  /** The body AnyValue as a plain value (null when absent). */
  body: AttributeValue;
  attributes: Attributes;
  traceId: string;
  spanId: string;
  /** `event_name` (field 12); "" when the sender used the `event.name` attribute or none. */
  eventName: string;
}

export interface OtlpScopeLogs {
  scope: { name: string; version: string };
  logRecords: OtlpLogRecord[];
}

export interface OtlpResourceLogs {
  resource: Attributes;
  scopeLogs: OtlpScopeLogs[];
}

/** An OTLP ExportLogsServiceRequest, the same whichever encoding it came in. */
export interface OtlpLogsRequest {
  resourceLogs: OtlpResourceLogs[];
}
