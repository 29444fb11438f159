import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Attributes, AttributeValue, OtlpSpan } from "../../../otlp/types";
import { assistantText, mapOtlpSpan, userText } from "./span";

/** Fixtures keep spans in a readable form: flat attributes, nanosecond times as strings. */
interface FixtureSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string | null;
  name: string;
  kind: number;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes: Attributes;
  events?: Array<{ name: string; timeUnixNano: string; attributes?: Attributes }>;
  status?: { code: number; message?: string };
}
interface Fixture {
  resource: Attributes;
  scope: { name: string; version: string };
  spans: FixtureSpan[];
}

function toSpan(raw: FixtureSpan): OtlpSpan {
  const code = raw.status?.code ?? 0;
  if (code !== 0 && code !== 1 && code !== 2) throw new Error(`bad status code ${code}`);
  return {
    traceId: raw.traceId,
    spanId: raw.spanId,
    parentSpanId: raw.parentSpanId,
    name: raw.name,
    kind: raw.kind,
    startTimeUnixNano: BigInt(raw.startTimeUnixNano),
    endTimeUnixNano: BigInt(raw.endTimeUnixNano),
    attributes: raw.attributes,
    events: (raw.events ?? []).map((e) => ({
      name: e.name,
      timeUnixNano: BigInt(e.timeUnixNano),
      attributes: e.attributes ?? {},
    })),
    status: { code, message: raw.status?.message ?? "" },
  };
}

/** Maps span `index` of a fixture file, checking it is the span the test means. */
function mapFixture(file: string, index: number, name: string) {
  const fixture = JSON.parse(
    readFileSync(new URL(`./fixtures/${file}`, import.meta.url), "utf8"),
  ) as Fixture;
  const raw = fixture.spans[index];
  if (raw?.name !== name) throw new Error(`${file}[${index}] is ${raw?.name}, not ${name}`);
  return { ...mapOtlpSpan(toSpan(raw), fixture.resource, fixture.scope), fixture };
}

/** A span made inline, for conventions and edge cases too small for a fixture file. */
function inline(attributes: Attributes, extra: Partial<OtlpSpan> = {}) {
  const span: OtlpSpan = {
    traceId: "0123456789abcdef0123456789abcdef",
    spanId: "0123456789abcdef",
    parentSpanId: "fedcba9876543210",
    name: "span",
    kind: 1,
    startTimeUnixNano: 1_700_000_000_000_000_000n,
    endTimeUnixNano: 1_700_000_000_250_000_000n,
    attributes,
    events: [],
    status: { code: 0, message: "" },
    ...extra,
  };
  return mapOtlpSpan(span, {}, { name: "test", version: "1" });
}

const noTokens = { input: null, output: null, total: null };

describe("mapOtlpSpan: OpenTelemetry GenAI, current attribute names", () => {
  it("maps a chat span: JSON messages with system instructions, usage and the response model", () => {
    const { record, hints, fixture } = mapFixture("genai-current.json", 0, "chat gpt-4o-mini");
    expect(record).toEqual({
      id: "a1b2c3d4e5f60718",
      parentSpanId: "0f1e2d3c4b5a6978",
      name: "chat gpt-4o-mini",
      type: "llm",
      startTime: "2024-11-21T10:00:03.512Z",
      endTime: "2024-11-21T10:00:04.987Z",
      latencyMs: 1475.308643,
      status: "unset",
      statusMessage: null,
      model: "gpt-4o-mini-2024-07-18",
      input: [
        { role: "system", content: "You plan weekend trips. Answer in two sentences." },
        { role: "user", content: "Is Bergen worth a visit in March?" },
        {
          role: "assistant",
          content: null,
          tool_calls: [
            {
              id: "call_R8d2",
              name: "get_forecast",
              arguments: { city: "Bergen", month: "March" },
            },
          ],
        },
        { role: "tool", content: "rain most days, 3-7°C", tool_call_id: "call_R8d2" },
      ],
      output: [
        {
          role: "assistant",
          content:
            "Yes, if you pack for rain: March in Bergen is wet and around 5°C. The fish market and Fløyen are quieter than in summer.",
          finish_reason: "stop",
        },
      ],
      tokens: { input: 87, output: 41, total: 128 },
      query: null,
      documents: null,
      metadata: {
        attributes: {
          "gen_ai.operation.name": "chat",
          "gen_ai.provider.name": "openai",
          "gen_ai.request.model": "gpt-4o-mini",
          "gen_ai.request.temperature": 0.2,
          "gen_ai.request.max_tokens": 300,
          "gen_ai.response.id": "chatcmpl-9xQpL2mTfA7cD1eR4sK8vB3nW0yZ",
          "gen_ai.response.finish_reasons": ["stop"],
          "server.address": "api.openai.com",
          "server.port": 443,
        },
        events: [],
        resource: fixture.resource,
        scope: { name: "opentelemetry.instrumentation.openai_v2", version: "2.2b0" },
        kind: "client",
      },
    });
    expect(hints).toEqual({ sessionId: "conv_7Hq2LxP9", userId: null });
  });

  it("maps a retrieval span: query text and structured documents", () => {
    const { record } = inline({
      "gen_ai.operation.name": "retrieval",
      "gen_ai.data_source.id": "H7STPQYOND",
      "gen_ai.retrieval.query.text": "refund window for annual plans",
      "gen_ai.retrieval.documents": [
        { id: "doc_12", score: 0.94, content: "Annual plans: 30 days." },
        { id: "doc_40", score: 0.71 },
      ],
    });
    expect(record.type).toBe("retrieval");
    expect(record.query).toBe("refund window for annual plans");
    expect(record.input).toBe("refund window for annual plans");
    expect(record.documents).toEqual([
      { id: "doc_12", content: "Annual plans: 30 days.", score: 0.94 },
      { id: "doc_40", content: null, score: 0.71 },
    ]);
    expect(record.metadata.attributes).toEqual({
      "gen_ai.operation.name": "retrieval",
      "gen_ai.data_source.id": "H7STPQYOND",
    });
  });

  it("types agent, embedding and workflow operations", () => {
    expect(inline({ "gen_ai.operation.name": "invoke_agent" }).record.type).toBe("agent");
    expect(inline({ "gen_ai.operation.name": "create_agent" }).record.type).toBe("agent");
    expect(inline({ "gen_ai.operation.name": "embeddings" }).record.type).toBe("embedding");
    expect(inline({ "gen_ai.operation.name": "generate_content" }).record.type).toBe("llm");
    expect(inline({ "gen_ai.operation.name": "text_completion" }).record.type).toBe("llm");
    expect(inline({ "gen_ai.operation.name": "invoke_workflow" }).record.type).toBe("chain");
  });
});

describe("mapOtlpSpan: older GenAI names (indexed gen_ai.prompt.N / gen_ai.completion.N)", () => {
  it("builds message lists, lifts tool calls and reads prompt_tokens/completion_tokens", () => {
    const { record } = mapFixture("genai-legacy-indexed.json", 0, "openai.chat");
    expect(record.type).toBe("llm");
    expect(record.model).toBe("gpt-3.5-turbo-0125");
    expect(record.status).toBe("ok");
    expect(record.input).toEqual([
      {
        role: "system",
        content: "You report the weather. Use the tool when a city is named.",
      },
      { role: "user", content: "Do I need an umbrella in Oslo today?" },
    ]);
    expect(record.output).toEqual([
      {
        role: "assistant",
        content: null,
        finish_reason: "tool_calls",
        tool_calls: [{ id: "call_Zk41", name: "get_weather", arguments: '{"city": "Oslo"}' }],
      },
    ]);
    expect(record.tokens).toEqual({ input: 64, output: 17, total: 81 });
    expect(record.latencyMs).toBe(845.5);
    expect(record.metadata.attributes).toEqual({
      "llm.request.type": "chat",
      "gen_ai.system": "openai",
      "gen_ai.request.model": "gpt-3.5-turbo",
      "gen_ai.openai.api_base": "https://api.openai.com/v1/",
      "llm.is_streaming": false,
      "llm.headers": "None",
    });
  });

  it("keeps a tool message's tool_call_id and sums tokens when no total is given", () => {
    const { record } = mapFixture("genai-legacy-indexed.json", 1, "openai.chat");
    expect(record.input).toEqual([
      {
        role: "system",
        content: "You report the weather. Use the tool when a city is named.",
      },
      { role: "user", content: "Do I need an umbrella in Oslo today?" },
      {
        role: "assistant",
        content: null,
        tool_calls: [{ id: "call_Zk41", name: "get_weather", arguments: '{"city": "Oslo"}' }],
      },
      {
        role: "tool",
        content: '{"precipitation_mm": 6.5, "sky": "showers"}',
        tool_call_id: "call_Zk41",
      },
    ]);
    expect(record.tokens).toEqual({ input: 102, output: 19, total: 121 });
    expect(assistantText(record.output)).toBe(
      "Yes, take one: showers are expected in Oslo with about 6 mm of rain.",
    );
  });

  it("reads the single gen_ai.prompt / gen_ai.completion attributes", () => {
    const { record } = inline({
      "gen_ai.system": "anthropic",
      "gen_ai.request.model": "claude-3-haiku",
      "gen_ai.prompt": "Name a prime above 90.",
      "gen_ai.completion": '[{"role": "assistant", "content": "97"}]',
    });
    expect(record.input).toBe("Name a prime above 90.");
    expect(record.output).toEqual([{ role: "assistant", content: "97" }]);
    expect(record.type).toBe("llm");
  });
});

describe("mapOtlpSpan: GenAI content in span events", () => {
  it("reads gen_ai.system.message, gen_ai.user.message and a structured gen_ai.choice", () => {
    const { record } = mapFixture("genai-events.json", 0, "chat gpt-4o");
    expect(record.input).toEqual([
      { role: "system", content: "You answer questions about invoices." },
      { role: "user", content: "Why was I charged twice in October?" },
    ]);
    expect(record.output).toEqual([
      {
        role: "assistant",
        content: "The second charge is a pending authorisation; it drops off within five days.",
        index: 0,
        finish_reason: "stop",
      },
    ]);
    expect(record.tokens).toEqual({ input: 58, output: 23, total: 81 });
    // The events are wholly in input/output; gen_ai.system repeats the span's.
    expect(record.metadata.events).toEqual([]);
  });

  it("unpacks gen_ai.event.content JSON (Azure AI Inference)", () => {
    const { record } = mapFixture("genai-events.json", 1, "chat Mistral-large");
    expect(record.input).toEqual([{ role: "user", content: "Translate 'invoice' to German." }]);
    expect(record.output).toEqual([
      { role: "assistant", content: "Rechnung", finish_reason: "stop", index: 0 },
    ]);
    expect(record.model).toBe("mistral-large-2407");
    expect(record.metadata.events).toEqual([]);
  });

  it("reads gen_ai.client.inference.operation.details and keeps what it alone says", () => {
    const { record } = mapFixture("genai-events.json", 2, "chat claude-sonnet-4-5");
    expect(record.input).toEqual([
      { role: "system", content: "Summarise support tickets." },
      { role: "user", content: "Ticket 4411: printer offline after firmware update." },
    ]);
    expect(record.output).toEqual([
      {
        role: "assistant",
        content: "Printer went offline after a firmware update; needs a rollback.",
        finish_reason: "end_turn",
      },
    ]);
    expect(record.metadata.events).toEqual([
      {
        name: "gen_ai.client.inference.operation.details",
        time: "2024-11-21T14:40:06.500Z",
        attributes: { "gen_ai.request.temperature": 0.5 },
      },
    ]);
  });

  it("reads gen_ai.content.prompt / gen_ai.content.completion (Semantic Kernel)", () => {
    const { record } = mapFixture("genai-events.json", 3, "chat.completions gpt-4o");
    expect(record.input).toEqual([
      { role: "system", content: "Reply with one word." },
      { role: "user", content: "Opposite of early?" },
    ]);
    expect(record.output).toEqual([{ role: "assistant", content: "Late" }]);
    expect(record.type).toBe("llm"); // unknown operation name; the model says llm
    expect(record.tokens).toEqual({ input: 33, output: 9, total: 42 });
    expect(record.metadata.events).toEqual([]);
  });
});

describe("mapOtlpSpan: OpenInference", () => {
  it("maps an LLM span: flattened messages, multimodal contents, token counts, session and user", () => {
    const { record, hints } = mapFixture("openinference-llm.json", 0, "ChatCompletion");
    expect(record.type).toBe("llm");
    expect(record.model).toBe("gpt-4o-2024-08-06");
    expect(record.input).toEqual([
      { role: "system", content: "List the vegetarian dishes." },
      {
        role: "user",
        content: [
          { type: "text", text: "Which of these are vegetarian?" },
          {
            type: "image",
            image: { image: { url: "https://cdn.example.com/menus/trattoria.jpg" } },
          },
        ],
      },
    ]);
    expect(record.output).toEqual([
      { role: "assistant", content: "Margherita, funghi and the aubergine parmigiana." },
    ]);
    expect(record.tokens).toEqual({ input: 1129, output: 14, total: 1143 });
    expect(hints).toEqual({ sessionId: "sess-41d9", userId: "u-2207" });
    expect(userText(record.input)).toBe("Which of these are vegetarian?");
    // The raw request and response lost to the message lists stay, as do unmapped counts.
    const attributes = record.metadata.attributes as Attributes;
    expect(Object.keys(attributes).sort()).toEqual([
      "input.mime_type",
      "input.value",
      "llm.invocation_parameters",
      "llm.provider",
      "llm.system",
      "llm.token_count.prompt_details.cache_read",
      "metadata",
      "output.mime_type",
      "output.value",
    ]);
    expect(attributes["llm.token_count.prompt_details.cache_read"]).toBe(1024);
  });

  it("unwraps tool_call items in output messages", () => {
    const { record } = mapFixture("openinference-llm.json", 1, "ChatCompletion");
    expect(record.output).toEqual([
      {
        role: "assistant",
        content: null,
        tool_calls: [
          {
            id: "call_q7",
            function: { name: "lookup_order", arguments: '{"order_id": "A-1009"}' },
          },
        ],
      },
    ]);
    expect(record.tokens).toEqual({ input: 71, output: 18, total: 89 });
    expect(record.metadata.attributes).toEqual({});
  });

  it("maps a RETRIEVER span: documents from retrieval.documents.N and the query from input.value", () => {
    const { record, hints } = mapFixture("openinference-retriever.json", 0, "VectorStoreRetriever");
    expect(record.type).toBe("retrieval");
    expect(record.input).toBe("How do I rotate an API key?");
    expect(record.query).toBe("How do I rotate an API key?");
    expect(record.output).toBeNull();
    expect(record.documents).toEqual([
      {
        id: "kb-112#3",
        content:
          "Open Settings → API keys, choose Rotate, then update your clients within 24 hours.",
        score: 0.873,
      },
      {
        id: "4410",
        content: "Revoked keys stop working immediately; rotated keys keep a 24-hour grace period.",
        score: 0.791,
      },
    ]);
    expect(record.metadata.attributes).toEqual({
      metadata: '{"ls_retriever_name": "vectorstore", "ls_vector_store_provider": "Chroma"}',
      "retrieval.documents.0.document.metadata": '{"source": "docs/security/keys.md", "chunk": 3}',
      "retrieval.documents.1.document.metadata":
        '{"source": "docs/security/revocation.md", "chunk": 1}',
    });
    expect(hints.sessionId).toBe("sess-kb-0091");
  });

  it("parses application/json input and output of a CHAIN span", () => {
    const { record } = mapFixture("openinference-chain.json", 0, "RunnableSequence");
    expect(record.type).toBe("chain");
    expect(record.input).toEqual({ question: "How do I rotate an API key?", locale: "en" });
    expect(record.output).toEqual({
      answer: "Go to Settings → API keys and choose Rotate; old keys keep working for 24 hours.",
      sources: ["kb-112#3"],
    });
    expect(record.metadata.attributes).toEqual({ metadata: '{"thread_id": "t-77"}' });
    expect(userText(record.input)).toBe("How do I rotate an API key?");
    expect(assistantText(record.output)).toBe(
      "Go to Settings → API keys and choose Rotate; old keys keep working for 24 hours.",
    );
  });

  it("keeps a text/plain value as text even when it looks like JSON", () => {
    const { record } = mapFixture("openinference-chain.json", 1, "StrOutputParser");
    expect(record.output).toBe('{"looks": "like json"} but is text');
    expect(record.latencyMs).toBe(0.4);
    expect(record.metadata.attributes).toEqual({});
  });

  it("maps RERANKER, EMBEDDING, GUARDRAIL and EVALUATOR spans", () => {
    const reranker = inline({
      "openinference.span.kind": "RERANKER",
      "reranker.model_name": "cross-encoder/ms-marco-MiniLM-L-6-v2",
      "reranker.query": "late fee",
      "reranker.top_k": 1,
      "reranker.input_documents.0.document.id": "a",
      "reranker.input_documents.0.document.content": "Late fees are 2%.",
      "reranker.input_documents.1.document.id": "b",
      "reranker.input_documents.1.document.content": "Office hours 9-5.",
      "reranker.output_documents.0.document.id": "a",
      "reranker.output_documents.0.document.content": "Late fees are 2%.",
      "reranker.output_documents.0.document.score": 7.25,
    }).record;
    expect(reranker.type).toBe("reranker");
    expect(reranker.model).toBe("cross-encoder/ms-marco-MiniLM-L-6-v2");
    expect(reranker.query).toBe("late fee");
    expect(reranker.input).toEqual([
      { id: "a", content: "Late fees are 2%.", score: null },
      { id: "b", content: "Office hours 9-5.", score: null },
    ]);
    expect(reranker.documents).toEqual([{ id: "a", content: "Late fees are 2%.", score: 7.25 }]);
    expect(reranker.metadata.attributes).toEqual({ "reranker.top_k": 1 });

    const embedding = inline({
      "openinference.span.kind": "EMBEDDING",
      "embedding.model_name": "text-embedding-3-small",
      "embedding.embeddings.0.embedding.text": "hello",
      "embedding.embeddings.0.embedding.vector": [0.1, 0.2],
    }).record;
    expect(embedding.type).toBe("embedding");
    expect(embedding.input).toBe("hello");
    expect(embedding.metadata.attributes).toEqual({
      "embedding.embeddings.0.embedding.vector": [0.1, 0.2],
    });

    expect(inline({ "openinference.span.kind": "GUARDRAIL" }).record.type).toBe("guardrail");
    expect(inline({ "openinference.span.kind": "EVALUATOR" }).record.type).toBe("evaluator");
    expect(inline({ "openinference.span.kind": "AGENT" }).record.type).toBe("agent");
  });
});

describe("mapOtlpSpan: OpenLLMetry / Traceloop", () => {
  it("maps a workflow root: JSON entity input and output, association session and user", () => {
    const { record, hints } = mapFixture("openllmetry-workflow.json", 0, "plan_change.workflow");
    expect(record.type).toBe("chain");
    expect(record.parentSpanId).toBeNull();
    expect(record.input).toEqual({
      args: ["Can I switch to the annual plan mid-cycle?"],
      kwargs: {},
    });
    expect(record.output).toBe(
      "Yes. The switch takes effect now and the unused month is credited.",
    );
    expect(hints).toEqual({ sessionId: "chat-5521", userId: "cust-0193" });
    expect(record.metadata.attributes).toEqual({
      "traceloop.span.kind": "workflow",
      "traceloop.entity.name": "plan_change",
      "traceloop.workflow.name": "plan_change",
      "traceloop.association.properties.plan": "pro",
    });
    expect(userText(record.input)).toBe("Can I switch to the annual plan mid-cycle?");
  });

  it("keeps a LangChain task's {inputs}/{outputs} wrapper whole", () => {
    const { record } = mapFixture("openllmetry-workflow.json", 1, "RunnableSequence.task");
    expect(record.type).toBe("chain");
    expect(record.input).toEqual({
      inputs: { question: "Can I switch to the annual plan mid-cycle?" },
      tags: [],
      metadata: {},
      kwargs: { name: "RunnableSequence" },
    });
    expect(userText(record.input)).toBe("Can I switch to the annual plan mid-cycle?");
    expect(assistantText(record.output)).toBe(
      "Yes. The switch takes effect now and the unused month is credited.",
    );
  });

  it("maps the chat span: llm.request.type, gen_ai.prompt.N / gen_ai.completion.N, usage", () => {
    const { record, hints } = mapFixture("openllmetry-workflow.json", 2, "openai.chat");
    expect(record.type).toBe("llm");
    expect(record.model).toBe("gpt-4o-mini");
    expect(record.input).toEqual([
      { role: "system", content: "You answer billing questions for Acme Cloud." },
      { role: "user", content: "Can I switch to the annual plan mid-cycle?" },
    ]);
    expect(record.output).toEqual([
      {
        role: "assistant",
        content: "Yes. The switch takes effect now and the unused month is credited.",
        finish_reason: "stop",
      },
    ]);
    expect(record.tokens).toEqual({ input: 45, output: 16, total: 61 });
    expect(hints.sessionId).toBe("chat-5521");
    // request and response model agree, so both are in `model`
    expect(record.metadata.attributes).not.toHaveProperty("gen_ai.request.model");
    expect(record.metadata.attributes).toHaveProperty("llm.request.type", "chat");
  });

  it("types a vector-DB query as retrieval with documents from db.query.result events", () => {
    const { record } = mapFixture("openllmetry-vector-db.json", 0, "chroma.query");
    expect(record.type).toBe("retrieval");
    expect(record.documents).toEqual([
      {
        id: "policy-annual-7",
        content: "Plan changes apply immediately; unused time is credited to the account.",
        score: 0.91,
      },
      {
        id: "policy-refund-2",
        content: "Refunds for annual plans are pro-rated within 30 days.",
        score: null,
      },
    ]);
    // A distance is not a score: that event stays, with its id to tie it to the document.
    expect(record.metadata.events).toEqual([
      {
        name: "db.query.result",
        time: "2024-11-21T23:00:00.261Z",
        attributes: {
          "db.query.result.id": "policy-refund-2",
          "db.query.result.distance": 0.4182,
          "db.query.result.metadata": '{"section": "refunds"}',
        },
      },
    ]);
    expect(record.metadata.attributes).toHaveProperty("db.system", "chroma");
  });

  it("does not call a vector-DB write a retrieval", () => {
    const { record } = mapFixture("openllmetry-vector-db.json", 1, "chroma.add");
    expect(record.type).toBe("other");
    expect(record.documents).toBeNull();
  });
});

describe("mapOtlpSpan: tool spans", () => {
  it("maps GenAI execute_tool: arguments in, result out", () => {
    const { record } = mapFixture("tool-spans.json", 0, "execute_tool get_weather");
    expect(record.type).toBe("tool");
    expect(record.input).toEqual({ city: "Oslo", units: "metric" });
    expect(record.output).toEqual({ temp_c: 4, sky: "overcast" });
    expect(record.metadata.attributes).toEqual({
      "gen_ai.operation.name": "execute_tool",
      "gen_ai.tool.name": "get_weather",
      "gen_ai.tool.type": "function",
      "gen_ai.tool.description": "Current weather for a city",
      "gen_ai.tool.call.id": "call_VSP1",
    });
  });

  it("maps an OpenInference TOOL span", () => {
    const { record } = mapFixture("tool-spans.json", 1, "lookup_order");
    expect(record.type).toBe("tool");
    expect(record.status).toBe("ok");
    expect(record.input).toEqual({ order_id: "A-1009" });
    expect(record.output).toBe("Order A-1009 shipped on 12 Nov via DHL.");
    expect(record.metadata.attributes).toHaveProperty("tool.name", "lookup_order");
  });

  it("maps an OpenLLMetry @tool span", () => {
    const { record } = mapFixture("tool-spans.json", 2, "restart_service.tool");
    expect(record.type).toBe("tool");
    expect(record.input).toEqual({
      args: [],
      kwargs: { service: "billing-api", region: "eu-west-1" },
    });
    expect(record.output).toEqual({ restarted: true, took_s: 2.4 });
  });

  it("calls a span naming only a tool a tool", () => {
    expect(inline({ "tool.name": "search_web" }).record.type).toBe("tool");
  });
});

describe("mapOtlpSpan: status", () => {
  it("takes the message of the exception event when an error status has none", () => {
    const { record } = mapFixture("error-spans.json", 0, "chat gpt-4o-mini");
    expect(record.status).toBe("error");
    expect(record.statusMessage).toBe(
      "openai.RateLimitError: Error code: 429 - Rate limit reached for gpt-4o-mini",
    );
    expect(record.tokens).toEqual(noTokens);
    const events = record.metadata.events as Array<{ name: string; attributes: Attributes }>;
    expect(events).toHaveLength(1);
    expect(events[0]?.name).toBe("exception");
    expect(events[0]?.attributes["exception.stacktrace"]).toContain("Traceback");
    expect(record.metadata.attributes).toHaveProperty("error.type", "RateLimitError");
  });

  it("reports an error for an exception event under an unset status", () => {
    const { record } = mapFixture("error-spans.json", 1, "parse_itinerary");
    expect(record.status).toBe("error");
    expect(record.statusMessage).toBe("ValueError: unknown destination '???'");
  });

  it("reports an error for error.type alone, with it as the message", () => {
    const { record } = mapFixture("error-spans.json", 2, "embeddings text-embedding-3-small");
    expect(record.status).toBe("error");
    expect(record.statusMessage).toBe("timeout");
    expect(record.type).toBe("embedding");
    expect(record.latencyMs).toBe(0);
  });

  it("keeps the status message and never reports a negative latency", () => {
    const { record } = mapFixture("error-spans.json", 3, "book_hotel");
    expect(record.status).toBe("error");
    expect(record.statusMessage).toBe("hotel API returned 503");
    expect(record.latencyMs).toBe(0);
    expect(record.endTime).toBe("2024-11-21T10:00:12.999Z");
  });

  it("maps status codes 1 and 0 to ok and unset", () => {
    expect(inline({}, { status: { code: 1, message: "" } }).record.status).toBe("ok");
    const unset = inline({}).record;
    expect(unset.status).toBe("unset");
    expect(unset.statusMessage).toBeNull();
  });
});

describe("mapOtlpSpan: metadata and fallbacks", () => {
  it("keeps every unknown attribute, event, the resource, scope and kind", () => {
    const { record, hints, fixture } = mapFixture("unknown-attributes.json", 0, "POST /checkout");
    expect(record.type).toBe("chain"); // a root span with nothing else to go on
    expect(record.latencyMs).toBe(750.123456);
    expect(record.metadata).toEqual({
      attributes: {
        "http.request.method": "POST",
        "http.route": "/checkout",
        "http.response.status_code": 200,
        "app.cart.items": ["sku-1", "sku-7"],
        "app.feature_flags": { new_tax: true, beta_ui: false },
        "app.retry_count": 0,
        "gen_ai.prompt.template": "not an indexed prompt",
        "gen_ai.prompt.x.role": "not an index either",
      },
      events: [
        {
          name: "cache.miss",
          time: "2024-11-22T04:33:20.100Z",
          attributes: { "cache.key": "cart:8812", "cache.tier": "l2" },
        },
        { name: "payment.authorised", time: "2024-11-22T04:33:20.600Z", attributes: {} },
      ],
      resource: fixture.resource,
      scope: { name: "checkout-app", version: "3.1.0" },
      kind: "server",
    });
    expect(record.input).toBeNull();
    expect(record.output).toBeNull();
    expect(record.tokens).toEqual(noTokens);
    // span-level Langfuse keys win over the resource's session.id / enduser.id
    expect(hints).toEqual({ sessionId: "lf-sess-3", userId: "lf-user-8" });
  });

  it("falls back to other for a client span and chain for an internal one", () => {
    const client = mapFixture("unknown-attributes.json", 1, "GET inventory");
    expect(client.record.type).toBe("other");
    expect(client.record.metadata.kind).toBe("client");
    expect(client.hints).toEqual({ sessionId: "resource-session-1", userId: "resource-user-9" });
    const internal = mapFixture("unknown-attributes.json", 2, "apply_discounts");
    expect(internal.record.type).toBe("chain");
  });

  it("types a span with only a model or tokens as llm", () => {
    expect(inline({ "gen_ai.request.model": "gpt-4o" }, { kind: 3 }).record.type).toBe("llm");
    expect(inline({ "llm.token_count.total": 12 }, { kind: 3 }).record.type).toBe("llm");
  });

  it("names every span kind", () => {
    const kinds = [0, 1, 2, 3, 4, 5, 9].map((kind) => inline({}, { kind }).record.metadata.kind);
    expect(kinds).toEqual([
      "unspecified",
      "internal",
      "server",
      "client",
      "producer",
      "consumer",
      "unspecified",
    ]);
  });

  it("takes the first token count and keeps a disagreeing one", () => {
    const { record } = inline({
      "gen_ai.usage.input_tokens": 10,
      "llm.token_count.prompt": 12,
      "gen_ai.usage.output_tokens": 5,
      "llm.token_count.completion": 5,
    });
    expect(record.tokens).toEqual({ input: 10, output: 5, total: 15 });
    expect(record.metadata.attributes).toEqual({ "llm.token_count.prompt": 12 });
  });

  it("keeps a path that collides with another in metadata", () => {
    const { record } = inline({
      "llm.input_messages.0.message.role": "user",
      "llm.input_messages.0.message.content": "hi",
      "llm.input_messages.0.message.content.0.text": "clash",
    });
    expect(record.input).toEqual([{ role: "user", content: "hi" }]);
    expect(record.metadata.attributes).toEqual({
      "llm.input_messages.0.message.content.0.text": "clash",
    });
  });

  it("never mutates attribute values nor lets __proto__ reach a prototype", () => {
    const kvlist = { "0": "a", "1": "b" };
    const attributes = JSON.parse(
      '{"__proto__": {"polluted": true}, "gen_ai.prompt.0.__proto__": "x", "gen_ai.prompt.0.content": null}',
    ) as Attributes;
    attributes["gen_ai.prompt.1.content"] = kvlist;
    const { record } = inline(attributes);
    expect(kvlist).toEqual({ "0": "a", "1": "b" });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(record.metadata.attributes)).toBe(Object.prototype);
    expect(Object.hasOwn(record.metadata.attributes as object, "__proto__")).toBe(true);
    const input = record.input as Array<Record<string, unknown>>;
    expect(Object.hasOwn(input[0] ?? {}, "__proto__")).toBe(true);
    expect(input[1]).toEqual({ role: "user", content: { "0": "a", "1": "b" } });
  });
});

describe("userText", () => {
  it("returns the last user message of a message list", () => {
    expect(
      userText([
        { role: "system", content: "Be brief." },
        { role: "user", content: "First?" },
        { role: "assistant", content: "Yes." },
        { role: "user", content: [{ type: "text", text: "Second?" }] },
      ]),
    ).toBe("Second?");
    expect(
      userText([
        { role: "user", parts: [] },
        { role: "assistant", content: "x" },
      ]),
    ).toBeNull();
  });

  it("reads strings and input, query, question, prompt and message objects", () => {
    expect(userText("plain")).toBe("plain");
    expect(userText({ input: "a" })).toBe("a");
    expect(userText({ query: "b" })).toBe("b");
    expect(userText({ question: "c" })).toBe("c");
    expect(userText({ prompt: "d" })).toBe("d");
    expect(userText({ message: { role: "user", content: "e" } })).toBe("e");
    expect(userText({ messages: [{ role: "user", content: "f" }] })).toBe("f");
  });

  it("looks through OpenLLMetry and LangChain wrappers", () => {
    expect(userText({ args: [{ topic: "x" }, "g"], kwargs: {} })).toBe("g");
    expect(userText({ inputs: { question: "h" }, tags: [] })).toBe("h");
    expect(
      userText({
        messages: [
          [
            {
              lc: 1,
              type: "constructor",
              id: ["langchain", "schema", "messages", "HumanMessage"],
              kwargs: { content: "i", type: "human" },
            },
          ],
        ],
      }),
    ).toBe("i");
  });

  it("returns null when there is no user text", () => {
    expect(userText(null)).toBeNull();
    expect(userText("")).toBeNull();
    expect(userText(42)).toBeNull();
    expect(userText({ topic: "otters" })).toBeNull();
    expect(userText({ role: "assistant", content: "not the user" })).toBeNull();
  });
});

describe("assistantText", () => {
  it("returns the last assistant message or choice", () => {
    expect(
      assistantText([
        { role: "assistant", content: "first" },
        { role: "tool", content: "{}" },
        { role: "assistant", content: "second" },
      ]),
    ).toBe("second");
    expect(
      assistantText({ choices: [{ index: 0, message: { role: "assistant", content: "j" } }] }),
    ).toBe("j");
    expect(assistantText([{ type: "ai", content: "k" }])).toBe("k");
  });

  it("reads strings and output, answer, response, text and content objects", () => {
    expect(assistantText("plain")).toBe("plain");
    expect(assistantText({ output: "l" })).toBe("l");
    expect(assistantText({ answer: "m" })).toBe("m");
    expect(assistantText({ response: "n" })).toBe("n");
    expect(assistantText({ text: "o" })).toBe("o");
    expect(assistantText({ content: "p" })).toBe("p");
    expect(assistantText({ outputs: { output: "q" } })).toBe("q");
  });

  it("returns null when there is no assistant text", () => {
    expect(assistantText(undefined)).toBeNull();
    expect(assistantText([{ role: "user", content: "question only" }])).toBeNull();
    expect(
      assistantText([{ role: "assistant", content: null, tool_calls: [{ name: "f" }] }]),
    ).toBeNull();
    expect(assistantText({ restarted: true })).toBeNull();
  });
});

describe("mapOtlpSpan: message parts", () => {
  it("keeps parts it cannot fold into role and content as the list", () => {
    const parts: AttributeValue[] = [
      { type: "tool_call_response", id: "c1", result: "ok", cached: true },
      { type: "text", content: "and a note" },
    ];
    const { record } = inline({
      "gen_ai.input.messages": [
        { role: "tool", parts: [parts[0]!] },
        { role: "user", parts },
      ],
    });
    expect(record.input).toEqual([
      { role: "tool", content: [parts[0]] },
      { role: "user", content: parts },
    ]);
    expect(userText(record.input)).toBe("and a note");
  });
});
