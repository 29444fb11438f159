import { gzipSync } from "node:zlib";
import { JsonTraceSerializer, ProtobufTraceSerializer } from "@opentelemetry/otlp-transformer";
import { resourceFromAttributes } from "@opentelemetry/resources";
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
} from "@opentelemetry/sdk-trace-base";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRows, TEST_DIALECTS } from "../testing/databases";
import { createTestApp, dataOf, expectError, type TestApp } from "../testing/harness";
import { decodeTraceResponseProtobuf } from "./protobuf";

type Row = Record<string, unknown>;
type TraceView = Row & { spans: Array<Row & { id: string }> };

const INVALID_IDS = "a span needs a 16-byte traceId and an 8-byte spanId";
const START_NS = 1_768_478_400_000_000_000n; // 2026-01-15T12:00:00Z

let serial = 0;
/** A fresh id of `digits` hex digits, so every test writes its own traces. */
const hexId = (digits: number) => (++serial).toString(16).padStart(digits, "0");

/** KeyValue builders of the OTLP/JSON encoding (int64 as a decimal string). */
const str = (key: string, stringValue: string) => ({ key, value: { stringValue } });
const int = (key: string, n: number) => ({ key, value: { intValue: String(n) } });
const dbl = (key: string, doubleValue: number) => ({ key, value: { doubleValue } });

function jsonSpan(fields: Row = {}): Row {
  return {
    traceId: hexId(32),
    spanId: hexId(16),
    name: "chat gpt-4o-mini",
    kind: 3,
    startTimeUnixNano: String(START_NS),
    endTimeUnixNano: String(START_NS + 500_000_000n),
    attributes: [str("gen_ai.response.model", "gpt-4o-mini"), int("gen_ai.usage.input_tokens", 9)],
    status: { code: 1 },
    ...fields,
  };
}

function jsonRequest(service: string, ...spans: Row[]) {
  return {
    resourceSpans: [
      {
        resource: { attributes: [str("service.name", service)] },
        scopeSpans: [{ scope: { name: "vigil-test", version: "1.0.0" }, spans }],
      },
    ],
  };
}

/** Spans recorded by the OpenTelemetry SDK, for protobuf bodies. */
function sdkSpans(service: string): ReadableSpan[] {
  const memory = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ "service.name": service }),
    spanProcessors: [new SimpleSpanProcessor(memory)],
  });
  const span = provider.getTracer("vigil-test").startSpan("chat", {
    attributes: { "gen_ai.request.model": "gpt-4o-mini", "gen_ai.usage.output_tokens": 4 },
  });
  span.end();
  return memory.getFinishedSpans();
}

/**
 * Recorded OpenInference (openinference-instrumentation-langchain) export: a CHAIN root with a
 * RETRIEVER (query in input.value, retrieval.documents.N.document.*) and an LLM child.
 */
const OPENINFERENCE_RAG = {
  resourceSpans: [
    {
      resource: {
        attributes: [str("service.name", "kb-assistant"), str("openinference.project.name", "kb")],
      },
      scopeSpans: [
        {
          scope: { name: "openinference.instrumentation.langchain", version: "0.1.29" },
          spans: [
            {
              traceId: "d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6",
              spanId: "1213141516171819",
              parentSpanId: "",
              name: "RetrievalQA",
              kind: 1,
              startTimeUnixNano: "1732220000000000000",
              endTimeUnixNano: "1732220002400000000",
              attributes: [
                str("openinference.span.kind", "CHAIN"),
                str("input.value", "How do I rotate an API key?"),
                str("input.mime_type", "text/plain"),
                str("output.value", "Open Settings → API keys and choose Rotate."),
                str("output.mime_type", "text/plain"),
                str("session.id", "sess-kb-0091"),
              ],
              status: { code: 1 },
            },
            {
              traceId: "d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6",
              spanId: "0a0b0c0d0e0f1011",
              parentSpanId: "1213141516171819",
              name: "VectorStoreRetriever",
              kind: 1,
              startTimeUnixNano: "1732220000005000000",
              endTimeUnixNano: "1732220000125500000",
              attributes: [
                str("openinference.span.kind", "RETRIEVER"),
                str("input.value", "How do I rotate an API key?"),
                str("retrieval.documents.0.document.id", "kb-112#3"),
                str(
                  "retrieval.documents.0.document.content",
                  "Open Settings → API keys, choose Rotate, then update your clients within 24 hours.",
                ),
                dbl("retrieval.documents.0.document.score", 0.873),
                str("retrieval.documents.0.document.metadata", '{"source": "docs/keys.md"}'),
                int("retrieval.documents.1.document.id", 4410),
                str(
                  "retrieval.documents.1.document.content",
                  "Revoked keys stop working immediately; rotated keys keep a 24-hour grace period.",
                ),
                dbl("retrieval.documents.1.document.score", 0.791),
              ],
              status: { code: 1 },
            },
            {
              traceId: "d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6",
              spanId: "2a2b2c2d2e2f3031",
              parentSpanId: "1213141516171819",
              name: "ChatOpenAI",
              kind: 1,
              startTimeUnixNano: "1732220000130000000",
              endTimeUnixNano: "1732220002390000000",
              attributes: [
                str("openinference.span.kind", "LLM"),
                str("llm.provider", "openai"),
                str("llm.model_name", "gpt-4o-2024-08-06"),
                str("llm.invocation_parameters", '{"model": "gpt-4o", "temperature": 0}'),
                str("llm.input_messages.0.message.role", "system"),
                str("llm.input_messages.0.message.content", "Answer from the documents only."),
                str("llm.input_messages.1.message.role", "user"),
                str("llm.input_messages.1.message.content", "How do I rotate an API key?"),
                str("llm.output_messages.0.message.role", "assistant"),
                str(
                  "llm.output_messages.0.message.content",
                  "Open Settings → API keys and choose Rotate.",
                ),
                int("llm.token_count.prompt", 241),
                int("llm.token_count.completion", 27),
                int("llm.token_count.total", 268),
              ],
              status: { code: 1 },
            },
          ],
        },
      ],
    },
  ],
};

const WEATHER_SYSTEM = "You report the weather.";
const WEATHER_QUESTION = "Do I need an umbrella in Oslo today?";
const WEATHER_ANSWER = "Yes: showers are expected in Oslo this afternoon.";
const content = (body: unknown) => str("gen_ai.event.content", JSON.stringify(body));

/**
 * Recorded older GenAI conventions: an OpenLLMetry workflow with one chat span in indexed
 * gen_ai.prompt.N / gen_ai.completion.N attributes (prompt_tokens, completion_tokens,
 * llm.usage.total_tokens) and one with the message events of semconv 1.26-1.28.
 */
const OLDER_GENAI = {
  resourceSpans: [
    {
      resource: { attributes: [str("service.name", "weather-bot")] },
      scopeSpans: [
        {
          scope: { name: "opentelemetry.instrumentation.openai.v1", version: "0.33.9" },
          spans: [
            {
              traceId: "0c9b8a7f6e5d4c3b2a1908f7e6d5c4b3",
              spanId: "99aabbccddeeff00",
              name: "weather_assistant.workflow",
              kind: "SPAN_KIND_INTERNAL",
              startTimeUnixNano: "1732190000000000000",
              endTimeUnixNano: "1732190002000000000",
              attributes: [
                str("traceloop.span.kind", "workflow"),
                str("traceloop.workflow.name", "weather_assistant"),
              ],
            },
            {
              traceId: "0c9b8a7f6e5d4c3b2a1908f7e6d5c4b3",
              spanId: "1122334455667788",
              parentSpanId: "99aabbccddeeff00",
              name: "openai.chat",
              kind: "SPAN_KIND_CLIENT",
              startTimeUnixNano: "1732190000100000000",
              endTimeUnixNano: "1732190000845500000",
              attributes: [
                str("llm.request.type", "chat"),
                str("gen_ai.system", "openai"),
                str("gen_ai.request.model", "gpt-3.5-turbo"),
                str("gen_ai.response.model", "gpt-3.5-turbo-0125"),
                str("gen_ai.prompt.0.role", "system"),
                str("gen_ai.prompt.0.content", WEATHER_SYSTEM),
                str("gen_ai.prompt.1.role", "user"),
                str("gen_ai.prompt.1.content", WEATHER_QUESTION),
                str("gen_ai.completion.0.role", "assistant"),
                str("gen_ai.completion.0.finish_reason", "tool_calls"),
                str("gen_ai.completion.0.tool_calls.0.id", "call_Zk41"),
                str("gen_ai.completion.0.tool_calls.0.name", "get_weather"),
                str("gen_ai.completion.0.tool_calls.0.arguments", '{"city": "Oslo"}'),
                int("gen_ai.usage.prompt_tokens", 64),
                int("gen_ai.usage.completion_tokens", 17),
                int("llm.usage.total_tokens", 81),
              ],
              status: { code: "STATUS_CODE_OK" },
            },
            {
              traceId: "0c9b8a7f6e5d4c3b2a1908f7e6d5c4b3",
              spanId: "2233445566778899",
              parentSpanId: "99aabbccddeeff00",
              name: "chat gpt-3.5-turbo",
              kind: "SPAN_KIND_CLIENT",
              startTimeUnixNano: "1732190001200000000",
              endTimeUnixNano: "1732190001900250000",
              attributes: [
                str("gen_ai.system", "openai"),
                str("gen_ai.request.model", "gpt-3.5-turbo"),
                int("gen_ai.usage.prompt_tokens", 110),
                int("gen_ai.usage.completion_tokens", 22),
              ],
              events: [
                {
                  name: "gen_ai.system.message",
                  timeUnixNano: "1732190001200000000",
                  attributes: [
                    str("gen_ai.system", "openai"),
                    content({ content: WEATHER_SYSTEM }),
                  ],
                },
                {
                  name: "gen_ai.user.message",
                  timeUnixNano: "1732190001200000000",
                  attributes: [content({ content: WEATHER_QUESTION })],
                },
                {
                  name: "gen_ai.tool.message",
                  timeUnixNano: "1732190001200000000",
                  attributes: [content({ content: '{"sky": "showers"}', id: "call_Zk41" })],
                },
                {
                  name: "gen_ai.choice",
                  timeUnixNano: "1732190001900000000",
                  attributes: [
                    content({
                      index: 0,
                      finish_reason: "stop",
                      message: { role: "assistant", content: WEATHER_ANSWER },
                    }),
                  ],
                },
              ],
              status: { code: 0 },
            },
          ],
        },
      ],
    },
  ],
};

/** A body that inflates past the 64 MB limit, made once. */
let bomb: Buffer | undefined;
const gzipBomb = () => {
  bomb ??= gzipSync(Buffer.alloc(64 * 1024 * 1024 + 1, 32));
  return bomb;
};

describe.each(TEST_DIALECTS)("POST /v1/traces on %s", (dialect) => {
  let t: TestApp;
  let key: string;

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    key = await t.key();
  });
  afterAll(() => t.close());

  function post(
    body: RequestInit["body"],
    headers: Record<string, string> = {},
    as: string | null = key,
  ): Promise<Response> {
    const auth: Record<string, string> = as === null ? {} : { authorization: `Bearer ${as}` };
    return Promise.resolve(
      t.app.request("/v1/traces", {
        method: "POST",
        headers: { "content-type": "application/json", ...auth, ...headers },
        body,
      }),
    );
  }
  const postJson = (request: unknown) => post(JSON.stringify(request));

  async function stored() {
    const [traces, spans, agents] = await Promise.all([
      countRows(t.database, "traces"),
      countRows(t.database, "spans"),
      countRows(t.database, "agents"),
    ]);
    return { traces, spans, agents };
  }

  /** Sends a request that must be refused with `status` and `code`, and stores nothing. */
  async function refused(send: () => Promise<Response>, status: number, code: string) {
    const before = await stored();
    const error = await expectError(await send(), status, code);
    expect(await stored()).toEqual(before);
    return error;
  }

  const getTrace = async (traceId: string) =>
    dataOf<TraceView>(await t.call("GET", `/api/traces/tr_${traceId}`, { key }));

  describe("refuses bad input and stores nothing", () => {
    it.each([
      ["a truncated message", [0x0a, 0x05, 0x01]],
      ["an invalid wire type", [0x0f, 0x01, 0x02, 0x03]],
      ["text", [...Buffer.from("hello world, this is not protobuf")]],
    ])("answers 400 for malformed protobuf: %s", async (_, bytes) => {
      const valid = ProtobufTraceSerializer.serializeRequest(sdkSpans("garbage-protobuf"))!;
      for (const body of [Uint8Array.from(bytes), Uint8Array.from([...valid, ...bytes])]) {
        await refused(
          () => post(body, { "content-type": "application/x-protobuf" }),
          400,
          "VALIDATION_ERROR",
        );
      }
    });

    const SPAN = "resourceSpans[0].scopeSpans[0].spans[1]";
    it.each([
      ["resourceSpans not an array", () => ({ resourceSpans: {} }), "resourceSpans"],
      [
        "attributes an object",
        () => jsonRequest("wrong-types", jsonSpan(), jsonSpan({ attributes: { a: "b" } })),
        `${SPAN}.attributes`,
      ],
      [
        "startTimeUnixNano an object",
        () => jsonRequest("wrong-types", jsonSpan(), jsonSpan({ startTimeUnixNano: { n: 1 } })),
        `${SPAN}.startTimeUnixNano`,
      ],
      [
        "an intValue that is no integer",
        () => jsonRequest("wrong-types", jsonSpan(), jsonSpan({ attributes: [int("n", 1.5)] })),
        `${SPAN}.attributes[0].value.intValue`,
      ],
      [
        "traceId a number",
        () => jsonRequest("wrong-types", jsonSpan(), jsonSpan({ traceId: 42 })),
        `${SPAN}.traceId`,
      ],
    ])("answers 400 naming the path for OTLP/JSON with %s", async (_, request, field) => {
      const error = await refused(() => postJson(request()), 400, "VALIDATION_ERROR");
      expect(error.details).toMatchObject({ field });
      expect(error.message).toMatch(/^Invalid OTLP request: expected /);
    });

    it("answers 400 for malformed JSON", async () => {
      const error = await refused(
        () => post('{"resourceSpans": [{"scopeSpans": ['),
        400,
        "VALIDATION_ERROR",
      );
      expect(error.details).toMatchObject({ field: "body", reason: "Malformed JSON" });
    });

    it("answers 400 for a body that is not valid gzip", async () => {
      const valid = JSON.stringify(jsonRequest("bad-gzip", jsonSpan()));
      const corrupt = gzipSync(valid).subarray(0, 20);
      for (const body of [valid, corrupt]) {
        const error = await refused(
          () => post(body, { "content-encoding": "gzip" }),
          400,
          "VALIDATION_ERROR",
        );
        expect(error.details).toMatchObject({ field: "body", reason: "invalid gzip" });
      }
    });

    it("answers 400 for a Content-Encoding other than gzip", async () => {
      const body = JSON.stringify(jsonRequest("brotli", jsonSpan()));
      const error = await refused(
        () => post(body, { "content-encoding": "br" }),
        400,
        "VALIDATION_ERROR",
      );
      expect(error.details).toMatchObject({ field: "Content-Encoding" });
    });

    it.each(["text/plain", "application/xml", "application/grpc"])(
      "answers 400 for Content-Type %s",
      async (contentType) => {
        const body = JSON.stringify(jsonRequest("content-type", jsonSpan()));
        const error = await refused(
          () => post(body, { "content-type": contentType }),
          400,
          "VALIDATION_ERROR",
        );
        expect(error.details).toMatchObject({ field: "Content-Type" });
      },
    );

    it("answers 413 PAYLOAD_TOO_LARGE for a body over 16 MB", async () => {
      const body = new Uint8Array(16 * 1024 * 1024 + 1).fill(32);
      const error = await refused(() => post(body), 413, "PAYLOAD_TOO_LARGE");
      expect(error.details).toEqual({ limitBytes: 16 * 1024 * 1024 });
    });

    it("answers 413 PAYLOAD_TOO_LARGE for gzip that inflates past 64 MB", async () => {
      await refused(
        () => post(new Uint8Array(gzipBomb()), { "content-encoding": "gzip" }),
        413,
        "PAYLOAD_TOO_LARGE",
      );
    });

    it("answers 401 UNAUTHORIZED without a key", async () => {
      const body = JSON.stringify(jsonRequest("no-key", jsonSpan()));
      await refused(() => post(body, {}, null), 401, "UNAUTHORIZED");
    });

    it("answers 401 INVALID_API_KEY for an unknown key", async () => {
      const body = JSON.stringify(jsonRequest("unknown-key", jsonSpan()));
      await refused(() => post(body, {}, `vgl_${"0".repeat(32)}`), 401, "INVALID_API_KEY");
    });

    it("answers 403 FORBIDDEN for a read-only key", async () => {
      const readOnly = await t.key({ permissions: ["read"] });
      const body = JSON.stringify(jsonRequest("read-only", jsonSpan()));
      await refused(() => post(body, {}, readOnly), 403, "FORBIDDEN");
    });
  });

  describe("partial success", () => {
    it("counts a span with invalid ids and stores the valid span of the request", async () => {
      const valid = jsonSpan();
      const before = await stored();
      const res = await postJson(jsonRequest("partial", valid, jsonSpan({ traceId: "xyz" })));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        partialSuccess: { rejectedSpans: "1", errorMessage: INVALID_IDS },
      });
      expect(await stored()).toEqual({
        traces: before.traces + 1,
        spans: before.spans + 1,
        agents: before.agents + 1,
      });
      const trace = await getTrace(valid.traceId as string);
      expect(trace).toMatchObject({ spanCount: 1, tokenCount: 9, source: "otlp" });
      expect(trace.spans[0]).toMatchObject({ id: valid.spanId, model: "gpt-4o-mini" });
    });

    it("refuses every kind of invalid id: short, non-hex, all-zero, missing", async () => {
      const valid = jsonSpan();
      const res = await postJson(
        jsonRequest(
          "invalid-ids",
          jsonSpan({ traceId: "abc123" }),
          jsonSpan({ traceId: "zz".repeat(16) }),
          jsonSpan({ spanId: "0".repeat(16) }),
          jsonSpan({ traceId: "0".repeat(32) }),
          jsonSpan({ spanId: undefined }),
          jsonSpan({ traceId: null }),
          valid,
        ),
      );
      expect(await res.json()).toEqual({
        partialSuccess: { rejectedSpans: "6", errorMessage: INVALID_IDS },
      });
      expect((await getTrace(valid.traceId as string)).spanCount).toBe(1);
    });
  });

  describe("answers in the request's encoding", () => {
    it("OTLP/JSON: {} when every span is stored", async () => {
      const span = jsonSpan();
      const res = await post(JSON.stringify(jsonRequest("json-answer", span)), {
        "content-type": "application/json; charset=utf-8",
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({});
      expect((await getTrace(span.traceId as string)).spanCount).toBe(1);
    });

    it("OTLP/JSON with gzip, as the SDK serialises it", async () => {
      const spans = sdkSpans("json-gzip");
      const body = gzipSync(JsonTraceSerializer.serializeRequest(spans)!);
      const res = await post(new Uint8Array(body), { "content-encoding": "gzip" });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({});
      const trace = await getTrace(spans[0]!.spanContext().traceId);
      expect(trace.spans[0]).toMatchObject({ model: "gpt-4o-mini", tokens: { output: 4 } });
    });

    it.each(["application/x-protobuf", "application/protobuf"])(
      "%s: an empty ExportTraceServiceResponse when every span is stored",
      async (contentType) => {
        const spans = sdkSpans(`protobuf-${contentType}`);
        const res = await post(new Uint8Array(ProtobufTraceSerializer.serializeRequest(spans)!), {
          "content-type": contentType,
        });
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe("application/x-protobuf");
        const bytes = new Uint8Array(await res.arrayBuffer());
        expect(bytes).toHaveLength(0);
        expect(decodeTraceResponseProtobuf(bytes)).toEqual({});
        expect((await getTrace(spans[0]!.spanContext().traceId)).spanCount).toBe(1);
      },
    );

    it("protobuf with gzip: partialSuccess for a span with a short trace id", async () => {
      const [good] = sdkSpans("protobuf-partial");
      const [bad] = sdkSpans("protobuf-partial");
      const tampered = Object.assign(Object.create(bad!), {
        spanContext: () => ({ ...bad!.spanContext(), traceId: "abcd" }),
      }) as ReadableSpan;
      const body = gzipSync(ProtobufTraceSerializer.serializeRequest([good!, tampered])!);
      const res = await post(new Uint8Array(body), {
        "content-type": "application/x-protobuf",
        "content-encoding": "gzip",
      });
      expect(res.status).toBe(200);
      expect(decodeTraceResponseProtobuf(new Uint8Array(await res.arrayBuffer()))).toEqual({
        partialSuccess: { rejectedSpans: 1, errorMessage: INVALID_IDS },
      });
      expect((await getTrace(good!.spanContext().traceId)).spanCount).toBe(1);
    });
  });

  describe("recorded instrumentation payloads", () => {
    const agentOf = async (name: string) => {
      const agents = await dataOf<Array<{ id: string; name: string }>>(
        await t.call("GET", "/api/agents?limit=100", { key }),
      );
      return agents.find((a) => a.name === name);
    };

    it("maps OpenInference CHAIN → RETRIEVER + LLM spans: documents, query, model, tokens", async () => {
      const res = await postJson(OPENINFERENCE_RAG);
      expect(await res.json()).toEqual({});
      const trace = await getTrace("d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6");
      expect(trace).toMatchObject({
        agentId: (await agentOf("kb-assistant"))?.id,
        name: "RetrievalQA",
        outcome: "success",
        userMessage: "How do I rotate an API key?",
        agentResponse: "Open Settings → API keys and choose Rotate.",
        latencyMs: 2400,
        tokenCount: 268,
        tokens: { input: 241, output: 27, total: 268 },
        sessionId: "sess-kb-0091",
        spanCount: 3,
      });
      const [root, retriever, llm] = trace.spans;
      expect(root).toMatchObject({
        id: "1213141516171819",
        type: "chain",
        children: ["0a0b0c0d0e0f1011", "2a2b2c2d2e2f3031"],
      });
      expect(retriever).toMatchObject({
        parentSpanId: "1213141516171819",
        type: "retrieval",
        query: "How do I rotate an API key?",
        documents: [
          { id: "kb-112#3", content: expect.stringMatching(/^Open Settings/), score: 0.873 },
          { id: "4410", content: expect.stringMatching(/^Revoked keys/), score: 0.791 },
        ],
        metadata: {
          attributes: { "retrieval.documents.0.document.metadata": '{"source": "docs/keys.md"}' },
        },
      });
      expect(llm).toMatchObject({
        type: "llm",
        model: "gpt-4o-2024-08-06",
        tokens: { input: 241, output: 27, total: 268 },
        input: [
          { role: "system", content: "Answer from the documents only." },
          { role: "user", content: "How do I rotate an API key?" },
        ],
        output: [{ role: "assistant", content: "Open Settings → API keys and choose Rotate." }],
      });
    });

    it("maps the older GenAI conventions: indexed prompts, message events, prompt_tokens", async () => {
      const res = await postJson(OLDER_GENAI);
      expect(await res.json()).toEqual({});
      const trace = await getTrace("0c9b8a7f6e5d4c3b2a1908f7e6d5c4b3");
      expect(trace).toMatchObject({
        agentId: (await agentOf("weather-bot"))?.id,
        userMessage: WEATHER_QUESTION,
        agentResponse: WEATHER_ANSWER,
        latencyMs: 2000,
        tokenCount: 81 + 132,
        tokens: { input: 64 + 110, output: 17 + 22, total: 213 },
      });
      const [root, indexed, events] = trace.spans;
      expect(root).toMatchObject({ type: "chain", children: [indexed?.id, events?.id] });
      expect(indexed).toMatchObject({
        type: "llm",
        model: "gpt-3.5-turbo-0125",
        tokens: { input: 64, output: 17, total: 81 },
        status: "ok",
        input: [
          { role: "system", content: WEATHER_SYSTEM },
          { role: "user", content: WEATHER_QUESTION },
        ],
        output: [
          {
            role: "assistant",
            content: null,
            finish_reason: "tool_calls",
            tool_calls: [{ id: "call_Zk41", name: "get_weather", arguments: '{"city": "Oslo"}' }],
          },
        ],
        metadata: { attributes: { "gen_ai.request.model": "gpt-3.5-turbo" }, kind: "client" },
      });
      expect(events).toMatchObject({
        type: "llm",
        model: "gpt-3.5-turbo",
        tokens: { input: 110, output: 22, total: 132 },
        input: [
          { role: "system", content: WEATHER_SYSTEM },
          { role: "user", content: WEATHER_QUESTION },
          { role: "tool", content: '{"sky": "showers"}', id: "call_Zk41" },
        ],
        output: [{ role: "assistant", content: WEATHER_ANSWER, finish_reason: "stop", index: 0 }],
        metadata: { events: [] },
      });
    });
  });
});
