import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as grpc from "@grpc/grpc-js";
import { context, SpanKind, trace } from "@opentelemetry/api";
import { OTLPLogExporter } from "@opentelemetry/exporter-logs-otlp-proto";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-proto";
import { ProtobufLogsSerializer } from "@opentelemetry/otlp-transformer";
import { resourceFromAttributes } from "@opentelemetry/resources";
import {
  InMemoryLogRecordExporter,
  LoggerProvider,
  type ReadableLogRecord,
  SimpleLogRecordProcessor,
} from "@opentelemetry/sdk-logs";
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
} from "@opentelemetry/sdk-trace-base";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../config";
import { LOGS_EXPORT_PATH } from "../../../otlp/grpc";
import { decodeTraceResponseProtobuf } from "../../../otlp/protobuf";
import { type RunningServer, startServer } from "../../../server";
import { createOperatorKey, dataOf } from "../../../testing/harness";

type Row = Record<string, unknown>;
type TraceView = Row & { agentId: string; spans: Array<Row & { id: string }> };

const T0 = Date.UTC(2026, 0, 15, 12, 0, 0);
/** ExportResultCode.SUCCESS of @opentelemetry/core. */
const SUCCESS = 0;

let server: RunningServer;
let dataDir: string;
let key: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "vigil-log-exporters-"));
  server = await startServer(
    loadConfig({ port: 0, otlpGrpcPort: 0, dataDir, logLevel: "silent" }, {}),
  );
  key = (await createOperatorKey(server.deps, { name: "log-exporters", tier: "unlimited" })).key;
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A chat span and its GenAI log events, as the OpenTelemetry SDKs record them. */
async function recordChat(
  service: string,
): Promise<{ spans: ReadableSpan[]; logs: ReadableLogRecord[] }> {
  const resource = resourceFromAttributes({ "service.name": service });
  const spanMemory = new InMemorySpanExporter();
  const tracer = new BasicTracerProvider({
    resource,
    spanProcessors: [new SimpleSpanProcessor(spanMemory)],
  }).getTracer("vigil-test");
  const logMemory = new InMemoryLogRecordExporter();
  const loggerProvider = new LoggerProvider({
    resource,
    processors: [new SimpleLogRecordProcessor({ exporter: logMemory })],
  });
  const logger = loggerProvider.getLogger("vigil-test");
  const span = tracer.startSpan("chat gpt-4o-mini", {
    kind: SpanKind.CLIENT,
    startTime: T0,
    attributes: {
      "gen_ai.operation.name": "chat",
      "gen_ai.request.model": "gpt-4o-mini",
      "gen_ai.usage.input_tokens": 7,
      "gen_ai.usage.output_tokens": 3,
    },
  });
  const inSpan = trace.setSpan(context.active(), span);
  logger.emit({
    eventName: "gen_ai.user.message",
    body: { content: "Is the shop open?" },
    attributes: { "gen_ai.system": "openai" },
    timestamp: T0 + 1,
    context: inSpan,
  });
  logger.emit({
    eventName: "gen_ai.choice",
    body: { index: 0, finish_reason: "stop", message: { content: "Yes, until six." } },
    attributes: { "gen_ai.system": "openai" },
    timestamp: T0 + 2,
    context: inSpan,
  });
  // No span and no trace: refused in partialSuccess.
  logger.emit({ eventName: "gen_ai.user.message", body: { content: "orphan" }, timestamp: T0 });
  span.end(T0 + 400);
  // The simple processor hands records to its exporter on a later tick.
  await loggerProvider.forceFlush();
  return { spans: spanMemory.getFinishedSpans(), logs: logMemory.getFinishedLogRecords() };
}

async function api<T = Row>(path: string): Promise<T> {
  return dataOf<T>(
    await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${key}` } }),
  );
}

async function chatOf(traceId: string) {
  const detail = await api<TraceView>(`/api/traces/tr_${traceId}`);
  const list = await api<Row[]>(`/api/traces?agentId=${detail.agentId}`);
  return { span: detail.spans[0]!, item: list.find((row) => row.id === `tr_${traceId}`)! };
}

describe("OTLP logs from the OpenTelemetry SDK's own exporters", () => {
  it("merges GenAI log events sent with the protobuf exporter and gzip before their span", async () => {
    const { spans, logs } = await recordChat("proto-logs");
    const logExporter = new OTLPLogExporter({
      url: `${server.url}/v1/logs`,
      headers: { Authorization: `Bearer ${key}` },
      compression: "gzip" as never,
    });
    const logged = await new Promise<{ code: number }>((resolve) =>
      logExporter.export(logs, resolve),
    );
    expect(logged.code).toBe(SUCCESS);
    await logExporter.shutdown();
    const spanExporter = new OTLPTraceExporter({
      url: `${server.url}/v1/traces`,
      headers: { Authorization: `Bearer ${key}` },
    });
    const sent = await new Promise<{ code: number }>((resolve) =>
      spanExporter.export(spans, resolve),
    );
    expect(sent.code).toBe(SUCCESS);
    await spanExporter.shutdown();

    const { span, item } = await chatOf(spans[0]!.spanContext().traceId);
    expect(span.input).toEqual([{ role: "user", content: "Is the shop open?" }]);
    expect(span.output).toEqual([
      { role: "assistant", content: "Yes, until six.", index: 0, finish_reason: "stop" },
    ]);
    expect(item).toMatchObject({
      userMessage: "Is the shop open?",
      agentResponse: "Yes, until six.",
    });
  });

  it("serves the OTLP/gRPC LogsService with partialSuccess for records without a trace", async () => {
    const { spans, logs } = await recordChat("grpc-logs");
    const spanExporter = new OTLPTraceExporter({
      url: `${server.url}/v1/traces`,
      headers: { Authorization: `Bearer ${key}` },
    });
    await new Promise((resolve) => spanExporter.export(spans, resolve));
    await spanExporter.shutdown();

    const client = new grpc.Client(
      `127.0.0.1:${server.grpcPort}`,
      grpc.credentials.createInsecure(),
    );
    const metadata = new grpc.Metadata();
    metadata.set("authorization", `Bearer ${key}`);
    const answer = await new Promise<Buffer>((resolve, reject) =>
      client.makeUnaryRequest(
        LOGS_EXPORT_PATH,
        (bytes: Uint8Array) => Buffer.from(bytes),
        (bytes: Buffer) => bytes,
        ProtobufLogsSerializer.serializeRequest(logs)!,
        metadata,
        (error, value) => (error ? reject(error) : resolve(value!)),
      ),
    );
    client.close();
    const decoded = decodeTraceResponseProtobuf(answer);
    expect(decoded.partialSuccess?.rejectedSpans).toBe(1);
    expect(decoded.partialSuccess?.errorMessage).toContain("needs a traceId");
    const { item } = await chatOf(spans[0]!.spanContext().traceId);
    expect(item).toMatchObject({
      userMessage: "Is the shop open?",
      agentResponse: "Yes, until six.",
    });
  });

  it("answers UNAUTHENTICATED on gRPC without a key", async () => {
    const client = new grpc.Client(
      `127.0.0.1:${server.grpcPort}`,
      grpc.credentials.createInsecure(),
    );
    const error = await new Promise<grpc.ServiceError>((resolve) =>
      client.makeUnaryRequest(
        LOGS_EXPORT_PATH,
        (bytes: Uint8Array) => Buffer.from(bytes),
        (bytes: Buffer) => bytes,
        new Uint8Array(0),
        new grpc.Metadata(),
        (e) => resolve(e!),
      ),
    );
    client.close();
    expect(error.code).toBe(grpc.status.UNAUTHENTICATED);
  });

  it("answers INVALID_ARGUMENT on gRPC for a malformed logs export, decoded on the writer thread", async () => {
    const client = new grpc.Client(
      `127.0.0.1:${server.grpcPort}`,
      grpc.credentials.createInsecure(),
    );
    const metadata = new grpc.Metadata();
    metadata.set("authorization", `Bearer ${key}`);
    // Field 1 (resource_logs) as a length-delimited field claiming 100 bytes where 2 follow.
    const error = await new Promise<grpc.ServiceError>((resolve) =>
      client.makeUnaryRequest(
        LOGS_EXPORT_PATH,
        (bytes: Uint8Array) => Buffer.from(bytes),
        (bytes: Buffer) => bytes,
        Uint8Array.from([0x0a, 100, 1, 2]),
        metadata,
        (e) => resolve(e!),
      ),
    );
    client.close();
    expect(error.code).toBe(grpc.status.INVALID_ARGUMENT);
    expect(error.details).toMatch(/Invalid OTLP request/);
  });
});
