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
  server = await startServer(loadConfig({ port: 0, dataDir, logLevel: "silent" }, {}));
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
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
