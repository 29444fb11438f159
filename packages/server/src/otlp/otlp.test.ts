import { context, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { JsonTraceSerializer, ProtobufTraceSerializer } from "@opentelemetry/otlp-transformer";
import { resourceFromAttributes } from "@opentelemetry/resources";
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
} from "@opentelemetry/sdk-trace-base";
import { describe, expect, it } from "vitest";
import { decodeTraceRequestJson, encodeTraceResponseJson } from "./json";
import {
  decodeTraceRequestProtobuf,
  decodeTraceResponseProtobuf,
  encodeTraceResponseProtobuf,
} from "./protobuf";
import type { OtlpTraceRequest } from "./types";

const T0 = 1_700_000_000;
const NS = 1_000_000_000n;
const BIG = 2 ** 60;

/** Two services, three scopes, a parent/child chain crossing them; fixed times. */
function recordSpans(): ReadableSpan[] {
  const exporter = new InMemorySpanExporter();
  const processors = [new SimpleSpanProcessor(exporter)];
  const agentProvider = new BasicTracerProvider({
    resource: resourceFromAttributes({
      "service.name": "support-agent",
      "service.version": "2.3.0",
      "deployment.replicas": 3,
    }),
    spanProcessors: processors,
  });
  const workerProvider = new BasicTracerProvider({
    resource: resourceFromAttributes({ "service.name": "tool-worker" }),
    spanProcessors: processors,
  });
  const agent = agentProvider.getTracer("vigil-agent", "0.4.2");
  const llm = agentProvider.getTracer("vigil-llm", "1.0.0");
  const worker = workerProvider.getTracer("tool-worker");

  const root = agent.startSpan("agent.run", {
    kind: SpanKind.SERVER,
    startTime: [T0, 0],
    attributes: {
      "agent.name": "héllo ✓ 🎉",
      "agent.debug": false,
      "retry.count": 3,
      "balance.delta": -42,
      "bytes.total": BIG,
      "bytes.deficit": -BIG,
      temperature: 0.7,
      tags: ["billing", "refund"],
      scores: [0.5, 1.5],
      checks: [true, false],
      sizes: [1, 2, 3],
      sparse: ["x", null, "z"],
      empty: "",
    },
  });
  const call = llm.startSpan(
    "llm.chat",
    { kind: SpanKind.CLIENT, startTime: [T0, 250_000_000] },
    trace.setSpan(context.active(), root),
  );
  call.setAttribute("llm.model", "gpt-4o");
  call.addEvent("llm.first_token", { "llm.tokens": 1, "llm.latency_ms": 182.5 }, [T0, 432_000_001]);
  call.addEvent("llm.retry", [T0 + 1, 7]);
  call.setStatus({ code: SpanStatusCode.ERROR, message: "rate limited" });
  call.end([T0 + 1, 999_999_999]);
  const job = worker.startSpan(
    "tool.search",
    { kind: SpanKind.CONSUMER, startTime: [T0 + 2, 1] },
    trace.setSpan(context.active(), call),
  );
  job.setStatus({ code: SpanStatusCode.OK });
  job.end([T0 + 3, 0]);
  root.end([T0 + 4, 500]);
  return exporter.getFinishedSpans();
}

function expectedRequest(spans: ReadableSpan[]): OtlpTraceRequest {
  const [call, job, root] = spans;
  if (!call || !job || !root) throw new Error("expected three finished spans");
  const traceId = root.spanContext().traceId;
  return {
    resourceSpans: [
      {
        resource: {
          "service.name": "support-agent",
          "service.version": "2.3.0",
          "deployment.replicas": 3,
        },
        scopeSpans: [
          {
            scope: { name: "vigil-llm", version: "1.0.0" },
            spans: [
              {
                traceId,
                spanId: call.spanContext().spanId,
                parentSpanId: root.spanContext().spanId,
                name: "llm.chat",
                kind: 3,
                startTimeUnixNano: BigInt(T0) * NS + 250_000_000n,
                endTimeUnixNano: BigInt(T0 + 1) * NS + 999_999_999n,
                attributes: { "llm.model": "gpt-4o" },
                events: [
                  {
                    name: "llm.first_token",
                    timeUnixNano: BigInt(T0) * NS + 432_000_001n,
                    attributes: { "llm.tokens": 1, "llm.latency_ms": 182.5 },
                  },
                  { name: "llm.retry", timeUnixNano: BigInt(T0 + 1) * NS + 7n, attributes: {} },
                ],
                status: { code: 2, message: "rate limited" },
              },
            ],
          },
          {
            scope: { name: "vigil-agent", version: "0.4.2" },
            spans: [
              {
                traceId,
                spanId: root.spanContext().spanId,
                parentSpanId: null,
                name: "agent.run",
                kind: 2,
                startTimeUnixNano: BigInt(T0) * NS,
                endTimeUnixNano: BigInt(T0 + 4) * NS + 500n,
                attributes: {
                  "agent.name": "héllo ✓ 🎉",
                  "agent.debug": false,
                  "retry.count": 3,
                  "balance.delta": -42,
                  "bytes.total": "1152921504606846976",
                  "bytes.deficit": "-1152921504606846976",
                  temperature: 0.7,
                  tags: ["billing", "refund"],
                  scores: [0.5, 1.5],
                  checks: [true, false],
                  sizes: [1, 2, 3],
                  sparse: ["x", null, "z"],
                  empty: "",
                },
                events: [],
                status: { code: 0, message: "" },
              },
            ],
          },
        ],
      },
      {
        resource: { "service.name": "tool-worker" },
        scopeSpans: [
          {
            scope: { name: "tool-worker", version: "" },
            spans: [
              {
                traceId,
                spanId: job.spanContext().spanId,
                parentSpanId: call.spanContext().spanId,
                name: "tool.search",
                kind: 5,
                startTimeUnixNano: BigInt(T0 + 2) * NS + 1n,
                endTimeUnixNano: BigInt(T0 + 3) * NS,
                attributes: {},
                events: [],
                status: { code: 1, message: "" },
              },
            ],
          },
        ],
      },
    ],
  };
}

const spans = recordSpans();
const protobufBody = ProtobufTraceSerializer.serializeRequest(spans);
const jsonBody = JsonTraceSerializer.serializeRequest(spans);
if (!protobufBody || !jsonBody) throw new Error("the OpenTelemetry serializers produced nothing");

describe("decoding what the OpenTelemetry SDK exports", () => {
  it("reads every field of an OTLP/protobuf request", () => {
    expect(decodeTraceRequestProtobuf(protobufBody)).toEqual(expectedRequest(spans));
  });

  it("reads every field of an OTLP/JSON request", () => {
    const parsed: unknown = JSON.parse(Buffer.from(jsonBody).toString("utf8"));
    expect(decodeTraceRequestJson(parsed)).toEqual(expectedRequest(spans));
  });

  it("gives the same model for both encodings", () => {
    const fromProtobuf = decodeTraceRequestProtobuf(protobufBody);
    const fromJson = decodeTraceRequestJson(JSON.parse(Buffer.from(jsonBody).toString("utf8")));
    expect(fromJson).toStrictEqual(fromProtobuf);
  });

  it("reads ids as lowercase hex and times as bigint nanoseconds", () => {
    const span = decodeTraceRequestProtobuf(protobufBody).resourceSpans[0]?.scopeSpans[0]?.spans[0];
    expect(span?.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(span?.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(span?.parentSpanId).toMatch(/^[0-9a-f]{16}$/);
    expect(typeof span?.startTimeUnixNano).toBe("bigint");
  });

  it("decodes a request read from a larger buffer at an offset", () => {
    const padded = new Uint8Array(protobufBody.length + 10);
    padded.set(protobufBody, 7);
    const view = padded.subarray(7, 7 + protobufBody.length);
    expect(decodeTraceRequestProtobuf(view)).toEqual(expectedRequest(spans));
  });
});

describe("export responses", () => {
  it("are empty when every span was accepted", () => {
    expect(encodeTraceResponseProtobuf()).toHaveLength(0);
    expect(encodeTraceResponseProtobuf({ rejectedSpans: 0, errorMessage: "" })).toHaveLength(0);
    expect(decodeTraceResponseProtobuf(encodeTraceResponseProtobuf())).toEqual({});
    expect(encodeTraceResponseJson()).toEqual({});
    expect(encodeTraceResponseJson({ rejectedSpans: 0, errorMessage: "" })).toEqual({});
  });

  it("round-trip a partial success through protobuf", () => {
    const partial = { rejectedSpans: 300, errorMessage: "2 spans lack a trace id ✗" };
    const bytes = encodeTraceResponseProtobuf(partial);
    expect(decodeTraceResponseProtobuf(bytes)).toEqual({ partialSuccess: partial });
    expect(ProtobufTraceSerializer.deserializeResponse(bytes)).toEqual({ partialSuccess: partial });
  });

  it("carry a warning with nothing rejected", () => {
    const partial = { rejectedSpans: 0, errorMessage: "attributes truncated" };
    const bytes = encodeTraceResponseProtobuf(partial);
    expect(decodeTraceResponseProtobuf(bytes)).toEqual({ partialSuccess: partial });
    expect(encodeTraceResponseJson(partial)).toEqual({
      partialSuccess: { rejectedSpans: "0", errorMessage: "attributes truncated" },
    });
  });

  it("write rejectedSpans as an int64 string in JSON", () => {
    expect(encodeTraceResponseJson({ rejectedSpans: 4, errorMessage: "bad ids" })).toEqual({
      partialSuccess: { rejectedSpans: "4", errorMessage: "bad ids" },
    });
  });

  it("refuse a negative or fractional rejectedSpans", () => {
    expect(() => encodeTraceResponseProtobuf({ rejectedSpans: -1, errorMessage: "" })).toThrow(
      RangeError,
    );
    expect(() => encodeTraceResponseProtobuf({ rejectedSpans: 1.5, errorMessage: "" })).toThrow(
      RangeError,
    );
  });
});
