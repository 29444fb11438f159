import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { apiKeys, loadConfig, type RunningServer, startServer } from "@vigil/server";
import { afterAll, beforeAll, expect, it } from "vitest";

type Row = Record<string, unknown>;

const here = fileURLToPath(new URL(".", import.meta.url));
let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "vigil-otel-node-"));
  server = await startServer(
    loadConfig({ port: 0, otlpGrpcPort: 0, dataDir, logLevel: "silent" }, {}),
  );
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The example as a user runs it: only the variables given, none of ours inherited. */
function runExample(vars: Record<string, string>) {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(OTEL_|VIGIL_)/.test(name)),
  );
  return promisify(execFile)("node", [join(here, "index.mjs")], { env: { ...inherited, ...vars } });
}

async function readTrace(key: string, traceId: string) {
  const res = await fetch(`${server.url}/api/traces/${traceId}`, {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Row & { agentId: string; spanCount: number } }).data;
}

async function agentNamed(key: string, name: string) {
  const res = await fetch(`${server.url}/api/agents?limit=100`, {
    headers: { authorization: `Bearer ${key}` },
  });
  const agents = ((await res.json()) as { data: Array<{ id: string; name: string }> }).data;
  return agents.find((agent) => agent.name === name);
}

it("honours OTEL_SERVICE_NAME and OTEL_EXPORTER_OTLP_ENDPOINT, _HEADERS and _PROTOCOL (http/json)", async () => {
  const { key } = await apiKeys.create(server.deps, { name: "otel-env" });
  const { stdout, stderr } = await runExample({
    OTEL_SERVICE_NAME: "support-bot",
    OTEL_EXPORTER_OTLP_ENDPOINT: server.url,
    OTEL_EXPORTER_OTLP_HEADERS: `Authorization=Bearer ${key}`,
    OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
  });
  expect(stderr).toBe("");
  const [traceId, hint] = stdout.trim().split("\n");
  expect(hint).toContain(`curl -s ${server.url}/api/traces/${traceId} `);
  const trace = await readTrace(key, traceId ?? "");
  expect(trace.spanCount).toBe(4);
  expect(trace.agentId).toBe((await agentNamed(key, "support-bot"))?.id);
});

it("exports over OTLP/gRPC and files the trace under OTEL_RESOURCE_ATTRIBUTES' vigil.agent.id", async () => {
  const { key } = await apiKeys.create(server.deps, { name: "otel-grpc" });
  const created = await fetch(`${server.url}/api/agents`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify({ name: "Named by id" }),
  });
  const agent = ((await created.json()) as { data: { id: string } }).data;
  const { stdout, stderr } = await runExample({
    VIGIL_API_KEY: key,
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${server.grpcPort}`,
    OTEL_EXPORTER_OTLP_PROTOCOL: "grpc",
    OTEL_RESOURCE_ATTRIBUTES: `vigil.agent.id=${agent.id},deployment.environment=test`,
  });
  expect(stderr).toBe("");
  const [traceId] = stdout.trim().split("\n");
  const trace = await readTrace(key, traceId ?? "");
  expect(trace).toMatchObject({ agentId: agent.id, spanCount: 4 });
});

it("refuses an unknown OTEL_EXPORTER_OTLP_PROTOCOL, naming the ones it knows", async () => {
  const failed = await runExample({
    VIGIL_API_KEY: "vgl_x",
    OTEL_EXPORTER_OTLP_PROTOCOL: "thrift",
  }).then(
    () => null,
    (error: { code: number; stderr: string }) => error,
  );
  expect(failed?.code).toBe(1);
  expect(failed?.stderr).toMatch(/thrift is not one of http\/protobuf, http\/json, grpc/);
});

it("exports a GenAI turn with the OpenTelemetry SDK that Vigil reads back", async () => {
  const { key } = await apiKeys.create(server.deps, { name: "otel-node" });
  const { stdout, stderr } = await promisify(execFile)("node", [join(here, "index.mjs")], {
    env: { ...process.env, VIGIL_API_KEY: key, VIGIL_URL: `${server.url}/v1/traces` },
  });
  expect(stderr).toBe("");
  const [traceId, hint] = stdout.trim().split("\n");
  expect(traceId).toMatch(/^tr_[0-9a-f]{32}$/);
  expect(hint).toBe(
    `Read it back: curl -s ${server.url}/api/traces/${traceId} -H "Authorization: Bearer $VIGIL_API_KEY"`,
  );

  const get = async (path: string) => {
    const res = await fetch(`${server.url}${path}`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(res.status, path).toBe(200);
    return ((await res.json()) as { data: unknown }).data;
  };
  const agents = (await get("/api/agents")) as Array<Row & { id: string }>;
  const agent = agents.find((a) => a.name === "otel-node-support-agent");
  const trace = (await get(`/api/traces/${traceId}`)) as Row & {
    spans: Array<Row & { id: string }>;
  };
  expect(trace).toMatchObject({
    agentId: agent?.id,
    name: "invoke_agent support-agent",
    outcome: "success",
    userMessage: "Where is my order 42?",
    agentResponse: "Order 42 has shipped; it arrives tomorrow.",
    tokenCount: 206,
    tokens: { input: 182, output: 24, total: 206 },
    sessionId: "conv-0001",
    spanCount: 4,
    source: "otlp",
  });
  expect(trace.latencyMs).toBeGreaterThan(0);

  // Spans come by start time; the root and its first child may share a millisecond.
  const ofType = (type: string) => trace.spans.find((s) => s.type === type);
  const [root, retrieval, llm, tool] = ["agent", "retrieval", "llm", "tool"].map(ofType);
  expect(root).toMatchObject({
    type: "agent",
    parentSpanId: null,
    children: [retrieval?.id, llm?.id, tool?.id],
  });
  expect(retrieval).toMatchObject({
    type: "retrieval",
    parentSpanId: root?.id,
    query: "Where is my order 42?",
    documents: [
      { id: "kb-7", content: expect.stringMatching(/^Orders ship/), score: 0.82 },
      { id: "kb-12", content: expect.stringMatching(/lookup_order/), score: 0.64 },
    ],
  });
  expect(llm).toMatchObject({
    type: "llm",
    parentSpanId: root?.id,
    model: "gpt-4o-mini-2024-07-18",
    tokens: { input: 182, output: 24, total: 206 },
    input: [
      { role: "system", content: expect.stringMatching(/^Answer from these notes/) },
      { role: "user", content: "Where is my order 42?" },
    ],
    output: [
      {
        role: "assistant",
        content: "Let me look that order up.",
        tool_calls: [{ id: "call_1", name: "lookup_order", arguments: { orderId: "42" } }],
      },
    ],
  });
  expect(tool).toMatchObject({
    type: "tool",
    parentSpanId: root?.id,
    input: { orderId: "42" },
    output: { orderId: "42", status: "shipped", eta: "tomorrow" },
  });
});
