import type { HrTime } from "@opentelemetry/api";
import { ProtobufLogsSerializer } from "@opentelemetry/otlp-transformer";
import type { ReadableLogRecord } from "@opentelemetry/sdk-logs";
import type { ReadableSpan } from "@opentelemetry/sdk-trace-base";

/**
 * The GenAI log records OpenTelemetry's OpenAI instrumentation sends for a batch's chat spans
 * (content capture on): per chat span the user message and the choice. The bench's chat spans
 * carry their messages as attributes too, so the span's own content wins; the merge still runs
 * (both orders) and, when the logs come first, the span batch merges them in.
 */

const SCOPE = { name: "@opentelemetry/instrumentation-openai", version: "0.21.0" };
export const LOG_RECORDS_PER_CHAT = 2;

const later = ([seconds, nanos]: HrTime, micros: number): HrTime => [
  seconds,
  nanos + micros * 1000,
];

function record(span: ReadableSpan, eventName: string, body: unknown, offset: number) {
  const time = later(span.startTime, offset);
  return {
    hrTime: time,
    hrTimeObserved: time,
    spanContext: span.spanContext(),
    severityNumber: 9,
    severityText: "INFO",
    body,
    eventName,
    attributes: { "gen_ai.system": "openai" },
    droppedAttributesCount: 0,
    resource: span.resource,
    instrumentationScope: SCOPE,
  } as unknown as ReadableLogRecord;
}

/** The chat spans' log records of one batch, encoded as an ExportLogsServiceRequest. */
export function encodeLogBatch(spans: readonly ReadableSpan[]): {
  bytes: Uint8Array;
  records: number;
} {
  const records: ReadableLogRecord[] = [];
  for (const span of spans) {
    if (span.attributes["gen_ai.operation.name"] !== "chat") continue;
    const question = String(span.attributes["gen_ai.input.messages"] ?? "");
    const answer = String(span.attributes["gen_ai.output.messages"] ?? "");
    records.push(
      record(span, "gen_ai.user.message", { content: question }, 1),
      record(
        span,
        "gen_ai.choice",
        { index: 0, finish_reason: "stop", message: { content: answer } },
        2,
      ),
    );
  }
  const bytes = ProtobufLogsSerializer.serializeRequest(records);
  if (!bytes) throw new Error("the logs serializer produced nothing");
  return { bytes, records: records.length };
}
