/**
 * A world for testing GenAI instrumentation libraries end to end: a real Vigil server on a
 * port, the fake OpenAI-compatible provider, and OpenTelemetry span and log exporters sending
 * OTLP/HTTP protobuf to Vigil, as a user's application would with default settings.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { OTLPLogExporter } from "@opentelemetry/exporter-logs-otlp-proto";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-proto";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { LoggerProvider, SimpleLogRecordProcessor } from "@opentelemetry/sdk-logs";
import { NodeTracerProvider, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-node";
import type OpenAI from "openai";
import { loadConfig } from "../config";
import { create as createOperatorKey } from "../modules/api-keys/operator";
import { type RunningServer, startServer } from "../server";
import { type FakeLlm, startFakeLlm } from "./fake-llm";
import { dataOf } from "./harness";

/** What the fake provider reports for every successful call. */
export const FAKE_USAGE = { prompt_tokens: 13, completion_tokens: 7 } as const;
export const MODEL = "gpt-4o-mini";
export const QUESTION = "Which plan includes SSO?";
export const ANSWER = "The Enterprise plan includes SSO.";
/** A question the fake provider answers 400 to. */
export const FAILING_QUESTION = "Please fail this request.";

type Row = Record<string, unknown>;
export type SpanView = Row & {
  id: string;
  type: string;
  model: string | null;
  tokens: { input: number | null; output: number | null; total: number | null };
  status?: string;
  input: unknown;
  output: unknown;
};
export type TraceView = Row & { id: string; agentId: string; outcome: string; spans: SpanView[] };
export type TraceItem = Row & {
  id: string;
  outcome: string;
  userMessage: string;
  agentResponse: string;
};

export interface GenAiWorld {
  server: RunningServer;
  fake: FakeLlm;
  key: string;
  tracerProvider: NodeTracerProvider;
  loggerProvider: LoggerProvider;
  /** The Vigil URL and header a user configures an OTLP exporter with. */
  otlp: { url: string; headers: Record<string, string> };
  /** The CommonJS `openai` module, loaded after the instrumentation hooked the loader. */
  loadOpenAI(): typeof import("openai");
  client(): OpenAI;
  /** Sends what the SDKs hold to Vigil. */
  flush(): Promise<void>;
  /** The agent named like service.name, its traces as listed, and each trace's detail. */
  traces(): Promise<{ agentId: string; items: TraceItem[]; details: Map<string, TraceView> }>;
  close(): Promise<void>;
}

export async function startGenAiWorld(service: string): Promise<GenAiWorld> {
  const dataDir = mkdtempSync(join(tmpdir(), "vigil-genai-"));
  const server = await startServer(loadConfig({ port: 0, dataDir, logLevel: "silent" }, {}));
  const key = (await createOperatorKey(server.deps, { name: service, tier: "unlimited" })).key;
  const fake = await startFakeLlm({
    rules: [
      { match: /Please fail/, status: 400 },
      { match: /SSO/, reply: ANSWER, usage: FAKE_USAGE },
    ],
  });
  const headers = { Authorization: `Bearer ${key}` };
  const resource = resourceFromAttributes({ "service.name": service });
  const tracerProvider = new NodeTracerProvider({
    resource,
    spanProcessors: [
      new SimpleSpanProcessor(new OTLPTraceExporter({ url: `${server.url}/v1/traces`, headers })),
    ],
  });
  tracerProvider.register();
  const loggerProvider = new LoggerProvider({
    resource,
    processors: [
      new SimpleLogRecordProcessor({
        exporter: new OTLPLogExporter({ url: `${server.url}/v1/logs`, headers }),
      }),
    ],
  });
  const require = createRequire(import.meta.url);
  const loadOpenAI = () => require("openai") as typeof import("openai");
  async function api<T>(path: string): Promise<T> {
    return dataOf<T>(
      await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${key}` } }),
    );
  }
  return {
    server,
    fake,
    key,
    tracerProvider,
    loggerProvider,
    otlp: { url: server.url, headers },
    loadOpenAI,
    client() {
      const { OpenAI: Client } = loadOpenAI();
      return new Client({ apiKey: "sk-test", baseURL: fake.url, maxRetries: 0 });
    },
    async flush() {
      await tracerProvider.forceFlush();
      await loggerProvider.forceFlush();
    },
    async traces() {
      const agents = await api<Array<Row & { id: string; name: string }>>("/api/agents?limit=100");
      const agent = agents.find((a) => a.name === service);
      if (!agent) throw new Error(`no agent named ${service}`);
      const items = await api<TraceItem[]>(`/api/traces?agentId=${agent.id}&limit=100`);
      const details = new Map<string, TraceView>();
      for (const item of items)
        details.set(item.id, await api<TraceView>(`/api/traces/${item.id}`));
      return { agentId: agent.id, items, details };
    },
    async close() {
      await tracerProvider.shutdown();
      await loggerProvider.shutdown();
      await fake.close();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Text anywhere in a span's input or output (message lists, objects or text). */
export function textOf(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value ?? null);
}

/** The user's two calls: one answered, one the provider refuses. */
export async function callOpenAiTwice(openai: OpenAI): Promise<void> {
  await openai.chat.completions.create({
    model: MODEL,
    messages: [
      { role: "system", content: "You answer questions about plans." },
      { role: "user", content: QUESTION },
    ],
  });
  await openai.chat.completions
    .create({ model: MODEL, messages: [{ role: "user", content: FAILING_QUESTION }] })
    .catch(() => {});
}

/**
 * What Vigil stored of the two calls: the answered trace with its llm span, and the failed
 * one when the library exported a span for it.
 */
export async function storedTurns(world: GenAiWorld) {
  const { items, details } = await world.traces();
  const answered = items.find((item) => item.userMessage === QUESTION);
  const failed = items.find((item) => item.userMessage === FAILING_QUESTION);
  if (!answered) throw new Error(`no answered call in ${JSON.stringify([...details.values()])}`);
  const llm = details.get(answered.id)?.spans.find((span) => span.type === "llm");
  if (!llm) throw new Error(`no llm span in ${answered.id}`);
  return { items, answered, failed, llm, details };
}

export const EXPECTED_TOKENS = {
  input: FAKE_USAGE.prompt_tokens,
  output: FAKE_USAGE.completion_tokens,
  total: FAKE_USAGE.prompt_tokens + FAKE_USAGE.completion_tokens,
};
