import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";

/**
 * An OTLP `AnyValue` in the OTLP/JSON encoding: exactly one of its fields is set. 64-bit
 * integers may be decimal strings, bytes are base64.
 */
export interface OtlpAnyValue {
  stringValue?: string;
  boolValue?: boolean;
  intValue?: string | number;
  doubleValue?: number;
  bytesValue?: string;
  arrayValue?: { values?: OtlpAnyValue[] };
  kvlistValue?: { values?: OtlpKeyValue[] };
}

/** An attribute: `{ key: "gen_ai.request.model", value: { stringValue: "gpt-4o" } }`. */
export interface OtlpKeyValue {
  key: string;
  value?: OtlpAnyValue;
}

/** An OTLP span in OTLP/JSON: ids in hex (32 digits for traces, 16 for spans), times in ns. */
export interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  traceState?: string;
  name: string;
  /** 0 unspecified, 1 internal, 2 server, 3 client, 4 producer, 5 consumer (or the enum name). */
  kind?: number | string;
  startTimeUnixNano: string | number;
  endTimeUnixNano: string | number;
  attributes?: OtlpKeyValue[];
  droppedAttributesCount?: number;
  events?: { timeUnixNano?: string | number; name?: string; attributes?: OtlpKeyValue[] }[];
  droppedEventsCount?: number;
  links?: { traceId?: string; spanId?: string; attributes?: OtlpKeyValue[] }[];
  droppedLinksCount?: number;
  /** `code`: 0 unset, 1 ok, 2 error (or the enum name). */
  status?: { code?: number | string; message?: string };
}

export interface OtlpScopeSpans {
  scope?: { name?: string; version?: string; attributes?: OtlpKeyValue[] };
  spans?: OtlpSpan[];
  schemaUrl?: string;
}

export interface OtlpResourceSpans {
  /** `service.name` names the agent unless the key is bound to one or `vigil.agent.id` is set. */
  resource?: { attributes?: OtlpKeyValue[]; droppedAttributesCount?: number };
  scopeSpans?: OtlpScopeSpans[];
  schemaUrl?: string;
}

/** An OTLP `ExportTraceServiceRequest` (opentelemetry-proto collector/trace/v1) as JSON. */
export interface OtlpExportTraceServiceRequest {
  resourceSpans?: OtlpResourceSpans[];
}

/** The `ExportTraceServiceResponse`: `{}` when every span was stored. */
export interface OtlpExportTraceServiceResponse {
  /** Present when spans were refused: how many (an int64 as a decimal string), and why. */
  partialSuccess?: { rejectedSpans?: string; errorMessage?: string };
}

/** An OTLP log record in OTLP/JSON: GenAI events carry their name in `eventName`. */
export interface OtlpLogRecord {
  timeUnixNano?: string | number;
  observedTimeUnixNano?: string | number;
  /** 1–24 (9 is INFO), or the enum name such as `SEVERITY_NUMBER_INFO`. */
  severityNumber?: number | string;
  severityText?: string;
  body?: OtlpAnyValue;
  attributes?: OtlpKeyValue[];
  droppedAttributesCount?: number;
  flags?: number;
  /** 32 hex digits; a record without one is refused. */
  traceId?: string;
  /** 16 hex digits: the record becomes an event of that span. */
  spanId?: string;
  /** e.g. `gen_ai.user.message`, `gen_ai.choice`, `gen_ai.client.inference.operation.details`. */
  eventName?: string;
}

export interface OtlpResourceLogs {
  resource?: { attributes?: OtlpKeyValue[]; droppedAttributesCount?: number };
  scopeLogs?: {
    scope?: { name?: string; version?: string; attributes?: OtlpKeyValue[] };
    logRecords?: OtlpLogRecord[];
    schemaUrl?: string;
  }[];
  schemaUrl?: string;
}

/** An OTLP `ExportLogsServiceRequest` (opentelemetry-proto collector/logs/v1) as JSON. */
export interface OtlpExportLogsServiceRequest {
  resourceLogs?: OtlpResourceLogs[];
}

/** The `ExportLogsServiceResponse`: `{}` when every record was stored. */
export interface OtlpExportLogsServiceResponse {
  /** Present when records were refused: how many (an int64 as a decimal string), and why. */
  partialSuccess?: { rejectedLogRecords?: string; errorMessage?: string };
}

/**
 * The OpenTelemetry endpoint, for sending OTLP/JSON without an OpenTelemetry exporter.
 * @example
 * const answer = await vigil.otlp.exportTraces({ resourceSpans: [{
 *   resource: { attributes: [{ key: "service.name", value: { stringValue: "support-bot" } }] },
 *   scopeSpans: [{ spans: [{ traceId, spanId, name: "chat", startTimeUnixNano, endTimeUnixNano }] }],
 * }] });
 * if (answer.partialSuccess) console.warn(answer.partialSuccess.errorMessage);
 */
export class OtlpResource extends APIResource {
  /**
   * POST /v1/traces as application/json. Trace ids become `tr_` + the 32 hex digits, so a
   * resent or split export merges; spans the server cannot store are counted in `partialSuccess`.
   */
  exportTraces(
    request: OtlpExportTraceServiceRequest,
    options?: RequestOptions,
  ): Promise<OtlpExportTraceServiceResponse> {
    return this.transport.request(
      { method: "POST", path: "/v1/traces", body: request, envelope: "bare" },
      options,
    );
  }

  /**
   * POST /api/public/otel/v1/traces as application/json: the same as exportTraces, on the path
   * Langfuse's SDKs export to (there the server also takes the key in HTTP Basic credentials,
   * as LANGFUSE_SECRET_KEY or LANGFUSE_PUBLIC_KEY; this client sends it as Bearer).
   */
  exportLangfuseTraces(
    request: OtlpExportTraceServiceRequest,
    options?: RequestOptions,
  ): Promise<OtlpExportTraceServiceResponse> {
    return this.transport.request(
      { method: "POST", path: "/api/public/otel/v1/traces", body: request, envelope: "bare" },
      options,
    );
  }

  /**
   * POST /v1/logs as application/json. Records with a span id become that span's events, and
   * GenAI events fill its input and output, whichever of spans and logs arrives first; a record
   * sent twice is stored once. Records without a trace id are counted in `partialSuccess`.
   * @example
   * await vigil.otlp.exportLogs({ resourceLogs: [{ scopeLogs: [{ logRecords: [{
   *   traceId, spanId, eventName: "gen_ai.user.message",
   *   body: { kvlistValue: { values: [{ key: "content", value: { stringValue: "Hi" } }] } },
   * }] }] }] });
   */
  exportLogs(
    request: OtlpExportLogsServiceRequest,
    options?: RequestOptions,
  ): Promise<OtlpExportLogsServiceResponse> {
    return this.transport.request(
      { method: "POST", path: "/v1/logs", body: request, envelope: "bare" },
      options,
    );
  }
}
