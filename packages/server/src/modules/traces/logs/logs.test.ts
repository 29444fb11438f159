import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../../testing/databases";
import { createTestAppOn, dataOf, SQLITE_FILE, type TestApp } from "../../../testing/harness";
import { countLogRecords } from "../../../testing/log-records";
import { isSettled } from "./events";

type Row = Record<string, unknown>;

const START_NS = 1_768_478_400_000_000_000n; // 2026-01-15T12:00:00Z
let serial = 0;
const hexId = (digits: number) => (++serial).toString(16).padStart(digits, "0");
const str = (key: string, stringValue: string) => ({ key, value: { stringValue } });
const int = (key: string, n: number) => ({ key, value: { intValue: String(n) } });
const kv = (values: Row[]) => ({ kvlistValue: { values } });

/** One trace as OpenTelemetry's own OpenAI instrumentation sends it: content only in logs. */
function world() {
  const traceId = hexId(32);
  const root = hexId(16);
  const chat = hexId(16);
  const span = (
    spanId: string,
    parentSpanId: string | undefined,
    name: string,
    attributes: Row[],
  ) => ({
    traceId,
    spanId,
    parentSpanId,
    name,
    kind: parentSpanId ? 3 : 1,
    startTimeUnixNano: String(START_NS),
    endTimeUnixNano: String(START_NS + 800_000_000n),
    attributes,
    status: { code: 0 },
  });
  const spans = {
    resourceSpans: [
      {
        resource: { attributes: [str("service.name", "log-agent")] },
        scopeSpans: [
          {
            scope: { name: "@opentelemetry/instrumentation-openai", version: "0.21.0" },
            spans: [
              span(root, undefined, "handle request", []),
              span(chat, root, "chat gpt-4o-mini", [
                str("gen_ai.operation.name", "chat"),
                str("gen_ai.system", "openai"),
                str("gen_ai.request.model", "gpt-4o-mini"),
                str("gen_ai.response.model", "gpt-4o-mini"),
                int("gen_ai.usage.input_tokens", 12),
                int("gen_ai.usage.output_tokens", 5),
              ]),
            ],
          },
        ],
      },
    ],
  };
  const record = (
    eventName: string,
    offsetNs: bigint,
    body: Row,
    spanId: string | null = chat,
  ) => ({
    timeUnixNano: String(START_NS + offsetNs),
    severityNumber: 9,
    eventName,
    body,
    attributes: [str("gen_ai.system", "openai")],
    traceId,
    ...(spanId ? { spanId } : {}),
  });
  const logs = {
    resourceLogs: [
      {
        resource: { attributes: [str("service.name", "log-agent")] },
        scopeLogs: [
          {
            scope: { name: "@opentelemetry/instrumentation-openai", version: "0.21.0" },
            logRecords: [
              record("gen_ai.system.message", 1n, kv([str("content", "Be brief.")])),
              record("gen_ai.user.message", 2n, kv([str("content", "What is 2+2?")])),
              record(
                "gen_ai.choice",
                3n,
                kv([
                  int("index", 0),
                  str("finish_reason", "stop"),
                  { key: "message", value: kv([str("content", "4")]) },
                ]),
              ),
              // Not a GenAI message: kept as the span's event.
              { ...record("app.note", 4n, {}), body: { stringValue: "cache miss" } },
            ],
          },
        ],
      },
    ],
  };
  return { traceId, root, chat, spans, logs, record };
}

describe.each([...TEST_DIALECTS, SQLITE_FILE])("POST /v1/logs on %s", (dialect) => {
  let t: TestApp;
  let key: string;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "vigil-logs-"));
    t = await createTestAppOn(dialect, join(dir, "vigil.db"));
    key = await t.key();
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const post = (path: string, body: unknown) =>
    t
      .call("POST", path, { key, body })
      .then(async (res) => ({ status: res.status, body: await res.json() }));

  async function stored(traceId: string) {
    const trace = await dataOf<Row & { spans: Row[] }>(
      await t.call("GET", `/api/traces/tr_${traceId}`, { key }),
    );
    const list = await dataOf<Row[]>(
      await t.call("GET", `/api/traces?agentId=${trace.agentId as string}&limit=100`, { key }),
    );
    const item = list.find((row) => row.id === `tr_${traceId}`)!;
    return { trace, item };
  }

  /** A stored trace with its ids replaced, so traces of different worlds compare. */
  function normalised(view: Row, w: ReturnType<typeof world>) {
    return JSON.parse(
      JSON.stringify(view)
        .replaceAll(w.traceId, "TRACE")
        .replaceAll(w.root, "ROOT")
        .replaceAll(w.chat, "CHAT"),
    ) as Row;
  }

  it("fills the llm span's input and output and the trace's messages from GenAI log events", async () => {
    const w = world();
    expect((await post("/v1/traces", w.spans)).body).toEqual({});
    expect((await post("/v1/logs", w.logs)).body).toEqual({});
    const { trace, item } = await stored(w.traceId);
    const chat = trace.spans.find((span) => span.id === w.chat)!;
    expect(chat.input).toEqual([
      { role: "system", content: "Be brief." },
      { role: "user", content: "What is 2+2?" },
    ]);
    expect(chat.output).toEqual([
      { role: "assistant", content: "4", index: 0, finish_reason: "stop" },
    ]);
    expect(chat.model).toBe("gpt-4o-mini");
    expect(item.userMessage).toBe("What is 2+2?");
    expect(item.agentResponse).toBe("4");
    const metadata = chat.metadata as Row;
    expect(metadata.logEvents).toEqual([
      {
        name: "app.note",
        time: "2026-01-15T12:00:00.000Z",
        attributes: { "gen_ai.system": "openai", body: "cache miss" },
      },
    ]);
  });

  it("stores the same trace whether logs come before spans, after them, or twice", async () => {
    const spansFirst = world();
    await post("/v1/traces", spansFirst.spans);
    await post("/v1/logs", spansFirst.logs);

    const logsFirst = world();
    expect((await post("/v1/logs", logsFirst.logs)).body).toEqual({});
    await post("/v1/traces", logsFirst.spans);

    const twice = world();
    await post("/v1/logs", twice.logs);
    await post("/v1/traces", twice.spans);
    await post("/v1/logs", twice.logs);
    await post("/v1/traces", twice.spans);
    await post("/v1/logs", twice.logs);

    const a = normalised(await stored(spansFirst.traceId), spansFirst);
    const b = normalised(await stored(logsFirst.traceId), logsFirst);
    const c = normalised(await stored(twice.traceId), twice);
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    expect(await countLogRecords(t.database, `tr_${twice.traceId}`)).toBe(4);
  });

  it("reads the single gen_ai.client.inference.operation.details event", async () => {
    const w = world();
    const details = {
      timeUnixNano: String(START_NS + 5n),
      eventName: "gen_ai.client.inference.operation.details",
      attributes: [
        {
          key: "gen_ai.input.messages",
          value: {
            stringValue: JSON.stringify([
              { role: "user", parts: [{ type: "text", content: "Hello?" }] },
            ]),
          },
        },
        {
          key: "gen_ai.output.messages",
          value: {
            stringValue: JSON.stringify([
              {
                role: "assistant",
                parts: [{ type: "text", content: "Hi there." }],
                finish_reason: "stop",
              },
            ]),
          },
        },
      ],
      traceId: w.traceId,
      spanId: w.chat,
    };
    await post("/v1/logs", { resourceLogs: [{ scopeLogs: [{ logRecords: [details] }] }] });
    await post("/v1/traces", w.spans);
    const { trace, item } = await stored(w.traceId);
    const chat = trace.spans.find((span) => span.id === w.chat)!;
    expect(chat.input).toEqual([{ role: "user", content: "Hello?" }]);
    expect(chat.output).toEqual([
      { role: "assistant", content: "Hi there.", finish_reason: "stop" },
    ]);
    expect(item.userMessage).toBe("Hello?");
    expect(item.agentResponse).toBe("Hi there.");
  });

  it("keeps span attributes over log events for the same content", async () => {
    const w = world();
    const chat = w.spans.resourceSpans[0]!.scopeSpans[0]!.spans[1]!;
    chat.attributes.push(
      str("gen_ai.input.messages", JSON.stringify([{ role: "user", content: "from span" }])),
    );
    await post("/v1/logs", w.logs);
    await post("/v1/traces", w.spans);
    const { trace } = await stored(w.traceId);
    const span = trace.spans.find((s) => s.id === w.chat)!;
    expect(span.input).toEqual([{ role: "user", content: "from span" }]);
    expect(span.output).toEqual([
      { role: "assistant", content: "4", index: 0, finish_reason: "stop" },
    ]);
  });

  it("keeps each trace's list of unsettled spans equal to its stored spans through every write", async () => {
    /** The stored list, checked against the spans' content as stored. */
    const unsettled = async (traceId: string) => {
      const spans = await t.database.db
        .selectFrom("spans")
        .select(["id", "input", "output", "metadata"])
        .where("trace_id", "=", `tr_${traceId}`)
        .execute();
      const row = await t.database.db
        .selectFrom("traces")
        .select("unsettled_span_ids")
        .where("id", "=", `tr_${traceId}`)
        .executeTakeFirstOrThrow();
      expect(spans.length).toBeGreaterThan(0);
      const ids = spans.filter((span) => !isSettled(span)).map((span) => span.id);
      expect((JSON.parse(row.unsettled_span_ids ?? "null") as string[]).sort()).toEqual(ids.sort());
      return ids;
    };
    const withContent = (w: ReturnType<typeof world>, spanIndex: number) => {
      const span = w.spans.resourceSpans[0]!.scopeSpans[0]!.spans[spanIndex]!;
      span.attributes.push(
        str("gen_ai.input.messages", JSON.stringify([{ role: "user", content: "own" }])),
        str("gen_ai.output.messages", JSON.stringify([{ role: "assistant", content: "own" }])),
      );
    };
    const only = (w: ReturnType<typeof world>, records: unknown[]) => ({
      resourceLogs: [
        {
          ...w.logs.resourceLogs[0]!,
          scopeLogs: [{ ...w.logs.resourceLogs[0]!.scopeLogs[0]!, logRecords: records }],
        },
      ],
    });

    // Every span with its own input and output: none listed. Message events leave it so; a
    // non-message event marks its span, and the flag clears.
    const own = world();
    withContent(own, 0);
    withContent(own, 1);
    await post("/v1/traces", own.spans);
    expect(await unsettled(own.traceId)).toEqual([]);
    const records = own.logs.resourceLogs[0]!.scopeLogs[0]!.logRecords;
    await post("/v1/logs", only(own, records.slice(0, 3)));
    expect(await unsettled(own.traceId)).toEqual([]);
    await post("/v1/logs", only(own, records.slice(3)));
    expect(await unsettled(own.traceId)).toEqual([own.chat]);
    // A message event after that is merged, not skipped.
    const later = own.record("gen_ai.user.message", 9n, kv([str("content", "And 3+3?")]));
    await post("/v1/logs", only(own, [later]));
    expect((await stored(own.traceId)).trace.spans.find((s) => s.id === own.chat)!.input).toEqual([
      { role: "user", content: "own" },
    ]);
    expect(await unsettled(own.traceId)).toEqual([own.chat]);

    // A span joining later without content is listed; so are spans filled from logs.
    const joined = world();
    withContent(joined, 0);
    withContent(joined, 1);
    const [root, chat] = joined.spans.resourceSpans[0]!.scopeSpans[0]!.spans;
    const batch = (spans: unknown[]) => ({
      resourceSpans: [
        {
          ...joined.spans.resourceSpans[0]!,
          scopeSpans: [{ ...joined.spans.resourceSpans[0]!.scopeSpans[0]!, spans }],
        },
      ],
    });
    await post("/v1/traces", batch([root, chat]));
    expect(await unsettled(joined.traceId)).toEqual([]);
    const bareChat = hexId(16);
    await post("/v1/traces", batch([{ ...chat, spanId: bareChat, attributes: [] }]));
    expect(await unsettled(joined.traceId)).toEqual([bareChat]);

    const bare = world();
    await post("/v1/logs", bare.logs);
    await post("/v1/traces", bare.spans);
    expect((await unsettled(bare.traceId)).sort()).toEqual([bare.root, bare.chat].sort());
    const late = bare.record("gen_ai.user.message", 9n, kv([str("content", "And 3+3?")]));
    await post("/v1/logs", only(bare, [late]));
    expect(
      (await stored(bare.traceId)).trace.spans.find((s) => s.id === bare.chat)!.input,
    ).toContainEqual({
      role: "user",
      content: "And 3+3?",
    });
    expect((await unsettled(bare.traceId)).sort()).toEqual([bare.root, bare.chat].sort());
  });

  it("refuses records without a trace id in partialSuccess and stores those with one", async () => {
    const w = world();
    const before = await countLogRecords(t.database);
    const noContext = {
      timeUnixNano: String(START_NS),
      eventName: "gen_ai.user.message",
      body: { stringValue: "lost?" },
    };
    const traceOnly = w.record(
      "gen_ai.user.message",
      9n,
      kv([str("content", "trace level")]),
      null,
    );
    const res = await post("/v1/logs", {
      resourceLogs: [{ scopeLogs: [{ logRecords: [noContext, traceOnly] }] }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      partialSuccess: {
        rejectedLogRecords: "1",
        errorMessage: expect.stringContaining("needs a traceId"),
      },
    });
    expect(await countLogRecords(t.database)).toBe(before + 1);
  });

  it("shows the trace's own records, and those of a span not stored yet, in the detail's logs", async () => {
    const w = world();
    const late = hexId(16);
    const traceOnly = {
      ...w.record("app.checkpoint", 5n, kv([str("step", "retrieval done")]), null),
      severityText: "INFO",
    };
    const forLateSpan = w.record("app.note", 6n, kv([str("note", "waiting")]), late);
    await post("/v1/traces", w.spans);
    const logs = { resourceLogs: [{ scopeLogs: [{ logRecords: [forLateSpan, traceOnly] }] }] };
    expect((await post("/v1/logs", logs)).body).toEqual({});
    const { trace } = await stored(w.traceId);
    expect(trace.logs).toEqual([
      {
        id: expect.any(String),
        spanId: null,
        name: "app.checkpoint",
        time: "2026-01-15T12:00:00.000Z",
        timeUnixNano: String(START_NS + 5n),
        severityNumber: 9,
        severityText: "INFO",
        attributes: { "gen_ai.system": "openai", step: "retrieval done" },
      },
      expect.objectContaining({
        spanId: late,
        name: "app.note",
        attributes: expect.objectContaining({ note: "waiting" }),
      }),
    ]);
    // The late span arrives: its record becomes its event, and leaves the trace's logs.
    const lateSpan = structuredClone(w.spans);
    const spans = lateSpan.resourceSpans[0]!.scopeSpans[0]!.spans;
    lateSpan.resourceSpans[0]!.scopeSpans[0]!.spans = [
      { ...spans[0]!, spanId: late, name: "late step", parentSpanId: w.root },
    ];
    await post("/v1/traces", lateSpan);
    const after = await stored(w.traceId);
    expect((after.trace.logs as Row[]).map((log) => log.name)).toEqual(["app.checkpoint"]);
    const span = after.trace.spans.find((s) => s.id === late)!;
    expect(JSON.stringify(span.metadata)).toContain("waiting");
  });

  it("answers 400 VALIDATION_ERROR for a malformed request and stores nothing", async () => {
    const before = await countLogRecords(t.database);
    const res = await post("/v1/logs", {
      resourceLogs: [{ scopeLogs: [{ logRecords: [{ timeUnixNano: "soon" }] }] }],
    });
    expect(res.status).toBe(400);
    expect((res.body as { error: { code: string; details: Row } }).error.code).toBe(
      "VALIDATION_ERROR",
    );
    expect((res.body as { error: { details: Row } }).error.details.field).toBe(
      "resourceLogs[0].scopeLogs[0].logRecords[0].timeUnixNano",
    );
    expect(await countLogRecords(t.database)).toBe(before);
  });

  it("accepts gzip and answers 401 without a key", async () => {
    const w = world();
    await post("/v1/traces", w.spans);
    const res = await t.app.request("/v1/logs", {
      method: "POST",
      headers: {
        authorization: `Bearer ${key}`,
        "content-type": "application/json",
        "content-encoding": "gzip",
      },
      body: gzipSync(JSON.stringify(w.logs)),
    });
    expect(res.status).toBe(200);
    const { item } = await stored(w.traceId);
    expect(item.agentResponse).toBe("4");
    const anonymous = await t.app.request("/v1/logs", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(w.logs),
    });
    expect(anonymous.status).toBe(401);
  });

  it("does not merge another company's log records into a trace", async () => {
    const w = world();
    const other = await t.key({ companyId: `other-${dialect}` });
    await t.call("POST", "/v1/logs", { key: other, body: w.logs });
    await post("/v1/traces", w.spans);
    const { trace, item } = await stored(w.traceId);
    expect(trace.spans.find((s) => s.id === w.chat)!.input).toBeNull();
    expect(trace.logs).toEqual([]);
    expect(item.userMessage).toBe("");
  });
});
