import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as grpc from "@grpc/grpc-js";
import { context, SpanKind, SpanStatusCode, type Tracer, trace } from "@opentelemetry/api";
import { OTLPTraceExporter as GrpcExporter } from "@opentelemetry/exporter-trace-otlp-grpc";
import { OTLPTraceExporter as JsonExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { OTLPTraceExporter as ProtoExporter } from "@opentelemetry/exporter-trace-otlp-proto";
import { JsonTraceSerializer, ProtobufTraceSerializer } from "@opentelemetry/otlp-transformer";
import { resourceFromAttributes } from "@opentelemetry/resources";
import {
  BasicTracerProvider,
  BatchSpanProcessor,
  InMemorySpanExporter,
  NodeTracerProvider,
  type ReadableSpan,
  SimpleSpanProcessor,
  type SpanExporter,
} from "@opentelemetry/sdk-trace-node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { type RunningServer, startServer } from "../server";
import { createOperatorKey, dataOf } from "../testing/harness";
import { TRACE_EXPORT_PATH } from "./grpc";

type Row = Record<string, unknown>;
type SpanView = Row & { id: string; parentSpanId: string | null; children: string[] };
type TraceView = Row & { id: string; spans: SpanView[] };

const TRANSPORTS = ["http/json", "http/protobuf", "grpc"] as const;
type Transport = (typeof TRANSPORTS)[number];
type Compression = NonNullable<
  NonNullable<ConstructorParameters<typeof JsonExporter>[0]>["compression"]
>;
const NONE = "none" as Compression;
const GZIP = "gzip" as Compression;
/** ExportResultCode.SUCCESS and FAILED of @opentelemetry/core. */
const SUCCESS = 0;

/** Fixed span times (ms since the epoch), so latencies are exact. */
const T0 = Date.UTC(2026, 0, 15, 12, 0, 0);

let server: RunningServer;
let dataDir: string;
let key: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "vigil-exporters-"));
  server = await startServer(
    loadConfig({ port: 0, otlpGrpcPort: 0, dataDir, logLevel: "silent" }, {}),
  );
  key = (await createOperatorKey(server.deps, { name: "exporters", tier: "unlimited" })).key;
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function exporterFor(transport: Transport, compression = NONE, as = key): SpanExporter {
  if (transport === "grpc") {
    const metadata = new grpc.Metadata();
    metadata.set("authorization", `Bearer ${as}`);
    return new GrpcExporter({ url: `http://127.0.0.1:${server.grpcPort}`, metadata, compression });
  }
  const options = {
    url: `${server.url}/v1/traces`,
    headers: { Authorization: `Bearer ${as}` },
    compression,
  };
  return transport === "http/json" ? new JsonExporter(options) : new ProtoExporter(options);
}

/** One export call through a real exporter; the exporter is shut down afterwards. */
async function exportWith(exporter: SpanExporter, spans: ReadableSpan[]) {
  const result = await new Promise<{ code: number; error?: Error }>((resolve) =>
    exporter.export(spans, resolve),
  );
  await exporter.shutdown();
  return result;
}

async function api<T = Row>(path: string, as = key): Promise<T> {
  return dataOf<T>(
    await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${as}` } }),
  );
}

async function agentNamed(name: string): Promise<Row & { id: string }> {
  const agents = await api<Array<Row & { id: string; name: string }>>("/api/agents?limit=100");
  const matching = agents.filter((a) => a.name === name);
  expect(matching, `agents named ${name}`).toHaveLength(1);
  return matching[0]!;
}

async function noAgentNamed(name: string) {
  const agents = await api<Array<{ name: string }>>("/api/agents?limit=100");
  expect(agents.map((a) => a.name)).not.toContain(name);
}

async function tracesOf(agentId: string) {
  return api<Array<Row & { id: string }>>(`/api/traces?agentId=${agentId}`);
}

interface Turn {
  traceId: string;
  root: string;
  chat: string;
  tool: string;
}

/**
 * One conversation turn with the GenAI conventions: an invoke_agent root, a chat call with
 * models, usage and messages, and a tool call (with error status when `failing`).
 */
function recordTurn(tracer: Tracer, failing = false): Turn {
  const root = tracer.startSpan("invoke_agent support", {
    kind: SpanKind.SERVER,
    startTime: T0,
    attributes: { "gen_ai.operation.name": "invoke_agent", "gen_ai.agent.name": "support" },
  });
  const parent = trace.setSpan(context.active(), root);
  const chat = tracer.startSpan(
    "chat gpt-4o-mini",
    {
      kind: SpanKind.CLIENT,
      startTime: T0 + 100,
      attributes: {
        "gen_ai.operation.name": "chat",
        "gen_ai.provider.name": "openai",
        "gen_ai.request.model": "gpt-4o-mini",
        "gen_ai.response.model": "gpt-4o-mini-2024-07-18",
        "gen_ai.usage.input_tokens": 120,
        "gen_ai.usage.output_tokens": 30,
        "gen_ai.input.messages": JSON.stringify([
          { role: "system", parts: [{ type: "text", content: "You help with orders." }] },
          { role: "user", parts: [{ type: "text", content: "Where is my order?" }] },
        ]),
        "gen_ai.output.messages": JSON.stringify([
          {
            role: "assistant",
            parts: [{ type: "text", content: "It ships tomorrow." }],
            finish_reason: "stop",
          },
        ]),
      },
    },
    parent,
  );
  chat.end(T0 + 900);
  const tool = tracer.startSpan(
    "execute_tool lookup_order",
    {
      startTime: T0 + 950,
      attributes: {
        "gen_ai.operation.name": "execute_tool",
        "gen_ai.tool.name": "lookup_order",
        "gen_ai.tool.call.arguments": '{"orderId":"42"}',
        "gen_ai.tool.call.result": '{"status":"shipped"}',
      },
    },
    parent,
  );
  if (failing) tool.setStatus({ code: SpanStatusCode.ERROR, message: "order service timed out" });
  tool.end(T0 + 1200);
  root.end(T0 + 1500);
  const id = (span: typeof root) => span.spanContext().spanId;
  return { traceId: root.spanContext().traceId, root: id(root), chat: id(chat), tool: id(tool) };
}

/** A turn's finished spans, recorded in memory (to export them by hand, in any order). */
function recordedTurn(resource: Record<string, string>, failing = false) {
  const memory = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes(resource),
    spanProcessors: [new SimpleSpanProcessor(memory)],
  });
  const turn = recordTurn(provider.getTracer("support-bot", "1.0.0"), failing);
  return { turn, spans: memory.getFinishedSpans() };
}

const byId = (t: TraceView) => new Map(t.spans.map((s) => [s.id, s]));

/** The trace of a turn as the HTTP API answers it, checked span by span. */
async function expectTurn(agentId: string, turn: Turn, failing = false): Promise<TraceView> {
  const listed = await tracesOf(agentId);
  expect(listed.map((t) => t.id)).toEqual([`tr_${turn.traceId}`]);
  const detail = await api<TraceView>(`/api/traces/tr_${turn.traceId}`);
  expect(detail).toMatchObject({
    agentId,
    name: "invoke_agent support",
    outcome: failing ? "failure" : "success",
    userMessage: "Where is my order?",
    agentResponse: "It ships tomorrow.",
    latencyMs: 1500,
    tokenCount: 150,
    tokens: { input: 120, output: 30, total: 150 },
    spanCount: 3,
    source: "otlp",
    createdAt: new Date(T0).toISOString(),
  });
  expect(detail.spans).toHaveLength(3);
  const spans = byId(detail);
  expect(spans.get(turn.root)).toMatchObject({
    parentSpanId: null,
    children: [turn.chat, turn.tool],
    type: "agent",
    latencyMs: 1500,
  });
  expect(spans.get(turn.chat)).toMatchObject({
    parentSpanId: turn.root,
    children: [],
    type: "llm",
    model: "gpt-4o-mini-2024-07-18",
    tokens: { input: 120, output: 30, total: 150 },
    input: [
      { role: "system", content: "You help with orders." },
      { role: "user", content: "Where is my order?" },
    ],
    output: [{ role: "assistant", content: "It ships tomorrow.", finish_reason: "stop" }],
    metadata: { attributes: { "gen_ai.request.model": "gpt-4o-mini" }, kind: "client" },
  });
  expect(spans.get(turn.tool)).toMatchObject({
    parentSpanId: turn.root,
    type: "tool",
    input: { orderId: "42" },
    output: { status: "shipped" },
    status: failing ? "error" : "unset",
    statusMessage: failing ? "order service timed out" : null,
  });
  return detail;
}

describe.each(TRANSPORTS.flatMap((transport) => [NONE, GZIP].map((c) => [transport, c] as const)))(
  "the OpenTelemetry %s exporter, compression %s",
  (transport, compression) => {
    it("stores a GenAI turn under the agent named like service.name", async () => {
      const service = `exporter-${transport}-${compression}`;
      await noAgentNamed(service);
      const processor = new BatchSpanProcessor(exporterFor(transport, compression));
      const provider = new NodeTracerProvider({
        resource: resourceFromAttributes({ "service.name": service }),
        spanProcessors: [processor],
      });
      const turn = recordTurn(provider.getTracer("support-bot", "1.0.0"));
      await provider.forceFlush();
      await provider.shutdown();
      const agent = await agentNamed(service);
      const detail = await expectTurn(agent.id, turn);
      expect(detail.metadata).toMatchObject({ resource: { "service.name": service } });
    });
  },
);

describe.each(TRANSPORTS)("resent and split exports over %s", (transport) => {
  it("exporting the same spans twice stores each span once", async () => {
    const service = `resent-${transport}`;
    const { turn, spans } = recordedTurn({ "service.name": service });
    expect(await exportWith(exporterFor(transport), spans)).toMatchObject({ code: SUCCESS });
    expect(await exportWith(exporterFor(transport), spans)).toMatchObject({ code: SUCCESS });
    await expectTurn((await agentNamed(service)).id, turn);
  });

  it("a trace split across two exports, children first, becomes one trace", async () => {
    const service = `split-${transport}`;
    const { turn, spans } = recordedTurn({ "service.name": service });
    const children = spans.filter((s) => s.spanContext().spanId !== turn.root);
    const root = spans.filter((s) => s.spanContext().spanId === turn.root);
    expect(await exportWith(exporterFor(transport), children)).toMatchObject({ code: SUCCESS });
    const agent = await agentNamed(service);
    const partial = await api<TraceView>(`/api/traces/tr_${turn.traceId}`);
    expect(partial.spanCount).toBe(2);
    expect(await exportWith(exporterFor(transport), root)).toMatchObject({ code: SUCCESS });
    await expectTurn(agent.id, turn);
  });
});

it("a span with error status makes the trace a failure", async () => {
  const service = "exporter-failing-tool";
  const { turn, spans } = recordedTurn({ "service.name": service }, true);
  expect(await exportWith(exporterFor("http/protobuf", GZIP), spans)).toMatchObject({
    code: SUCCESS,
  });
  await expectTurn((await agentNamed(service)).id, turn, true);
});

describe("routing to an agent", () => {
  const createAgent = async (name: string) =>
    dataOf<{ id: string }>(
      await fetch(`${server.url}/api/agents`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify({ name }),
      }),
      201,
    );
  it("resource attribute vigil.agent.id wins over service.name", async () => {
    const agent = await createAgent("Routed by id");
    const service = "ignored-for-vigil-agent-id";
    const { turn, spans } = recordedTurn({ "service.name": service, "vigil.agent.id": agent.id });
    expect(await exportWith(exporterFor("http/json"), spans)).toMatchObject({ code: SUCCESS });
    await expectTurn(agent.id, turn);
    await noAgentNamed(service);
  });

  it("an unknown vigil.agent.id refuses the spans in partialSuccess", async () => {
    const { turn, spans } = recordedTurn({ "vigil.agent.id": "agent_nope" });
    const res = await fetch(`${server.url}/v1/traces`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JsonTraceSerializer.serializeRequest(spans) as Uint8Array<ArrayBuffer>,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      partialSuccess: { rejectedSpans: "3", errorMessage: 'unknown vigil.agent.id "agent_nope"' },
    });
    const missing = await fetch(`${server.url}/api/traces/tr_${turn.traceId}`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(missing.status).toBe(404);
  });

  it("a key bound to an agent stores under that agent whatever the resource says", async () => {
    const agent = await createAgent("Bound agent");
    const bound = (await createOperatorKey(server.deps, { agentId: agent.id, tier: "unlimited" }))
      .key;
    const service = "ignored-for-bound-key";
    const { turn, spans } = recordedTurn({ "service.name": service });
    expect(await exportWith(exporterFor("grpc", NONE, bound), spans)).toMatchObject({
      code: SUCCESS,
    });
    await expectTurn(agent.id, turn);
    await noAgentNamed(service);
  });
});

describe("OTLP/gRPC authentication", () => {
  /** A raw TraceService/Export call with @grpc/grpc-js: the status code it ends with. */
  async function rawExport(metadata: grpc.Metadata, body: Uint8Array): Promise<grpc.status> {
    const client = new grpc.Client(
      `127.0.0.1:${server.grpcPort}`,
      grpc.credentials.createInsecure(),
    );
    try {
      return await new Promise((resolve) => {
        client.makeUnaryRequest(
          TRACE_EXPORT_PATH,
          (b: Buffer) => b,
          (b: Buffer) => b,
          Buffer.from(body),
          metadata,
          (error) => resolve(error ? error.code : grpc.status.OK),
        );
      });
    } finally {
      client.close();
    }
  }
  const withAuthorization = (value: string) => {
    const metadata = new grpc.Metadata();
    metadata.set("authorization", value);
    return metadata;
  };

  it("answers UNAUTHENTICATED without a key and with a wrong key, storing nothing", async () => {
    const service = "grpc-unauthenticated";
    const { spans } = recordedTurn({ "service.name": service });
    const body = ProtobufTraceSerializer.serializeRequest(spans)!;
    expect(await rawExport(new grpc.Metadata(), body)).toBe(grpc.status.UNAUTHENTICATED);
    expect(await rawExport(withAuthorization(`Bearer vgl_${"0".repeat(32)}`), body)).toBe(
      grpc.status.UNAUTHENTICATED,
    );
    expect(await rawExport(withAuthorization("Basic abc"), body)).toBe(grpc.status.UNAUTHENTICATED);
    await noAgentNamed(service);
    expect(await rawExport(withAuthorization(`Bearer ${key}`), body)).toBe(grpc.status.OK);
  });
});

it.each(TRANSPORTS)(
  "the %s exporter reports a failed export for a wrong key",
  async (transport) => {
    const service = `wrong-key-${transport}`;
    const { spans } = recordedTurn({ "service.name": service });
    const result = await exportWith(exporterFor(transport, NONE, `vgl_${"1".repeat(32)}`), spans);
    expect(result.code).not.toBe(SUCCESS);
    // OTLPExporterError carries the HTTP status; the gRPC error its status code.
    expect(result.error).toMatchObject(
      transport === "grpc" ? { code: grpc.status.UNAUTHENTICATED } : { code: 401 },
    );
    await noAgentNamed(service);
  },
);
