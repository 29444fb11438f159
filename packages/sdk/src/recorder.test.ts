import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Vigil } from "./client";
import type { RecorderOptions } from "./core/batcher";
import {
  APIConnectionError,
  NotFoundError,
  TraceDroppedError,
  type VigilError,
} from "./core/errors";
import { startFlakyProxy } from "./testing/flaky-proxy";
import { startTestServer, type TestServer } from "./testing/test-server";
import type { TraceCreateParams } from "./types";

let server: TestServer;
let companies = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A company of its own: a key, an agent, and a direct client to read back what arrived. */
async function company() {
  const { key } = await server.createKey({ companyId: `recorder-${++companies}` });
  const reader = await server.client({ apiKey: key });
  const agentId = (await reader.agents.create({ name: "Recorded" })).id;
  return { key, reader, agentId };
}

/** Recorder options that collect what onError reports; no timer flush during a test. */
function collecting(options: RecorderOptions = {}) {
  const reported: { error: VigilError; trace: TraceCreateParams }[] = [];
  const recorder: RecorderOptions = {
    flushIntervalMs: 60_000,
    onError: (error, trace) => reported.push({ error, trace }),
    ...options,
  };
  return { reported, recorder };
}

async function closedPortUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}`;
}

describe("vigil.traces.start against the real server", () => {
  it("delivers parent and child spans with model, tokens and the trace's facts", async () => {
    const { key, reader, agentId } = await company();
    const { reported, recorder } = collecting();
    const vigil: Vigil = await server.client({ apiKey: key, recorder });

    const t = vigil.traces.start({ agentId, sessionId: "chat-7", userId: "alice", name: "answer" });
    expect(t.id).toMatch(/^tr_[0-9A-Z]{26}$/);
    const agent = t.startSpan({ name: "agent", type: "agent", input: "Where is my order?" });
    const searchId = t.span({
      name: "search",
      type: "retrieval",
      parentSpanId: agent.id,
      query: "order 42",
      documents: [{ id: "doc-1", content: "Ships tomorrow", score: 0.9 }],
    });
    t.span({
      name: "chat",
      type: "llm",
      parentSpanId: agent.id,
      model: "gpt-4o-mini",
      tokens: { input: 120, output: 30 },
      input: "Where is my order?",
      output: "It ships tomorrow.",
    });
    agent.end({ output: "It ships tomorrow." });
    t.setUserMessage("Where is my order?");
    await t.end({ agentResponse: "It ships tomorrow." });
    await vigil.flush();

    expect(reported).toEqual([]);
    const trace = await reader.traces.get(t.id);
    expect(trace).toMatchObject({
      id: t.id,
      agentId,
      name: "answer",
      sessionId: "chat-7",
      userId: "alice",
      outcome: "success",
      userMessage: "Where is my order?",
      agentResponse: "It ships tomorrow.",
      spanCount: 3,
      tokens: { input: 120, output: 30, total: 150 },
    });
    const root = trace.spans.find((s) => s.id === agent.id);
    expect(root).toMatchObject({ parentSpanId: null, type: "agent", output: "It ships tomorrow." });
    expect([...(root?.children ?? [])].sort()).toEqual(
      [searchId, trace.spans.find((s) => s.name === "chat")?.id].sort(),
    );
    expect(trace.spans.find((s) => s.name === "chat")).toMatchObject({
      parentSpanId: agent.id,
      model: "gpt-4o-mini",
      tokens: { input: 120, output: 30, total: 150 },
    });
  });

  it("states a failure, ends open spans with the trace and ignores spans after it", async () => {
    const { key, reader, agentId } = await company();
    const vigil = await server.client({ apiKey: key, recorder: collecting().recorder });
    const t = vigil.traces.start({ agentId });
    const open = t.startSpan({ name: "still running", type: "tool" });
    t.setOutcome("failure");
    await t.end();
    expect(open.ended).toBe(true);
    t.span({ name: "too late", type: "tool" });
    await t.end({ outcome: "success" });
    await vigil.flush();

    const trace = await reader.traces.get(t.id);
    expect(trace.outcome).toBe("failure");
    expect(trace.spans.map((s) => s.name)).toEqual(["still running"]);
  });

  it("returns from end() at once while the server is down, then reports the trace", async () => {
    const { reported, recorder } = collecting({ maxBatch: 1 });
    const vigil = await server.client({ baseUrl: await closedPortUrl(), maxRetries: 1, recorder });
    const t = vigil.traces.start({ agentId: "agent_1" });
    t.span({ name: "x", type: "tool" });

    const started = performance.now();
    await t.end();
    expect(performance.now() - started).toBeLessThan(100);
    expect(reported).toEqual([]);

    await vigil.flush();
    expect(reported).toHaveLength(1);
    expect(reported[0]?.error).toBeInstanceOf(APIConnectionError);
    expect(reported[0]?.trace).toMatchObject({ id: t.id, agentId: "agent_1" });
  });

  it("delivers the trace once the server answers after two 503s, with one idempotency key", async () => {
    const { key, reader, agentId } = await company();
    const proxy = await startFlakyProxy(server.url, 2);
    try {
      const { reported, recorder } = collecting({ maxBatch: 1 });
      const vigil = await server.client({ apiKey: key, baseUrl: proxy.url, recorder });
      const t = vigil.traces.start({ agentId });
      t.span({ name: "answer", type: "llm", model: "m", tokens: { input: 1, output: 2 } });
      await t.end();
      await vigil.flush();

      expect(reported).toEqual([]);
      expect(proxy.requests.map((r) => `${r.method} ${r.path}`)).toEqual(
        Array(3).fill("POST /api/traces"),
      );
      expect(new Set(proxy.requests.map((r) => r.idempotencyKey)).size).toBe(1);
      await expect(reader.traces.get(t.id)).resolves.toMatchObject({ spanCount: 1 });
    } finally {
      await proxy.close();
    }
  });

  it("sends queued traces on shutdown and reports traces ended after it", async () => {
    const { key, reader, agentId } = await company();
    const { reported, recorder } = collecting();
    const vigil = await server.client({ apiKey: key, recorder });
    const first = vigil.traces.start({ agentId });
    await first.end();
    await vigil.shutdown();
    await expect(reader.traces.get(first.id)).resolves.toMatchObject({ id: first.id });

    const late = vigil.traces.start({ agentId });
    await late.end();
    expect(reported.map((r) => r.trace.id)).toEqual([late.id]);
    expect(reported[0]?.error).toBeInstanceOf(TraceDroppedError);
  });

  it("drops the oldest trace past maxQueue, reports it and sends the rest", async () => {
    const { key, reader, agentId } = await company();
    const { reported, recorder } = collecting({ maxQueue: 2 });
    const vigil = await server.client({ apiKey: key, recorder });
    const handles = [1, 2, 3].map(() => vigil.traces.start({ agentId }));
    for (const t of handles) await t.end();
    await vigil.shutdown();

    const [oldest, ...kept] = handles.map((t) => t.id);
    expect(reported.map((r) => r.trace.id)).toEqual([oldest]);
    expect(reported[0]?.error).toBeInstanceOf(TraceDroppedError);
    await expect(reader.traces.get(oldest ?? "")).rejects.toBeInstanceOf(NotFoundError);
    for (const id of kept) await expect(reader.traces.get(id)).resolves.toMatchObject({ id });
  });

  it("reports a trace the server refuses, and a failing onError never reaches the caller", async () => {
    const { key } = await company();
    const seen: VigilError[] = [];
    const vigil = await server.client({
      apiKey: key,
      recorder: {
        flushIntervalMs: 60_000,
        onError: (error) => {
          seen.push(error);
          throw new Error("bug in the handler");
        },
      },
    });
    const t = vigil.traces.start({ agentId: "agent_of_nobody" });
    await expect(t.end()).resolves.toBeUndefined();
    await expect(vigil.flush()).resolves.toBeUndefined();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBeInstanceOf(NotFoundError);
  });

  it("reports a trace that cannot be serialized instead of throwing at the caller", async () => {
    const { key, agentId } = await company();
    const { reported, recorder } = collecting();
    const vigil = await server.client({ apiKey: key, recorder });
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const t = vigil.traces.start({ agentId });
    expect(() => t.span({ name: "loop", type: "tool", input: circular })).not.toThrow();
    await expect(t.end()).resolves.toBeUndefined();
    await vigil.flush();
    expect(reported[0]?.error).toBeInstanceOf(TraceDroppedError);
    expect(reported[0]?.error.cause).toBeInstanceOf(TypeError);
  });
});

describe("the recorder in a process of its own", () => {
  it("lets the process exit by itself and sends its trace on beforeExit", async () => {
    const { key, reader, agentId } = await company();
    const dir = await mkdtemp(join(tmpdir(), "vigil-recorder-"));
    try {
      const client = fileURLToPath(new URL("./client.ts", import.meta.url));
      const script = join(dir, "record.mts");
      await writeFile(
        script,
        [
          `import { Vigil } from ${JSON.stringify(client)};`,
          "const env = process.env as Record<string, string>;",
          "const vigil = new Vigil({ baseUrl: env.VIGIL_URL, apiKey: env.VIGIL_KEY,",
          "  recorder: { flushIntervalMs: 600_000 } });",
          "const t = vigil.traces.start({ agentId: env.VIGIL_AGENT });",
          't.span({ name: "exit", type: "tool" });',
          "await t.end();",
          "console.log(t.id);",
        ].join("\n"),
      );
      const tsx = fileURLToPath(new URL("../node_modules/.bin/tsx", import.meta.url));
      const { stdout } = await promisify(execFile)(tsx, [script], {
        env: { ...process.env, VIGIL_URL: server.url, VIGIL_KEY: key, VIGIL_AGENT: agentId },
        timeout: 20_000,
      });
      const traceId = stdout.trim();
      expect(traceId).toMatch(/^tr_/);
      await expect(reader.traces.get(traceId)).resolves.toMatchObject({ spanCount: 1 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
