/**
 * An agent instrumented with the OpenTelemetry Node SDK. One conversation turn becomes GenAI
 * spans (invoke_agent → retrieval → chat → execute_tool) that an OTLP exporter sends to Vigil,
 * which files the trace under the agent named like service.name.
 *
 * Configured by the standard OpenTelemetry variables, as any instrumented service is:
 *   OTEL_SERVICE_NAME             the agent (default otel-node-support-agent)
 *   OTEL_RESOURCE_ATTRIBUTES      more resource attributes, e.g. vigil.agent.id=agent_01…
 *   OTEL_EXPORTER_OTLP_ENDPOINT   default http://127.0.0.1:4318 (Vigil's default port)
 *   OTEL_EXPORTER_OTLP_HEADERS    Authorization=Bearer vgl_…
 *   OTEL_EXPORTER_OTLP_PROTOCOL   http/protobuf (default), http/json or grpc
 * and, as shortcuts, VIGIL_API_KEY (the Authorization header) and VIGIL_URL (the full traces URL).
 *
 * The model and the order service are stand-ins: swap in real calls and keep the attributes.
 */
import {
  DiagConsoleLogger,
  DiagLogLevel,
  diag,
  SpanKind,
  SpanStatusCode,
  trace,
} from "@opentelemetry/api";
import { detectResources, envDetector, resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, NodeTracerProvider } from "@opentelemetry/sdk-trace-node";

const env = process.env;
const apiKey = env.VIGIL_API_KEY;
const headersGiven = /(^|,)\s*authorization\s*=/i.test(env.OTEL_EXPORTER_OTLP_HEADERS ?? "");
if (!apiKey && !headersGiven) {
  console.error(
    "Set VIGIL_API_KEY (or OTEL_EXPORTER_OTLP_HEADERS=Authorization=Bearer vgl_…): create a key with `vigil keys create --name otel-node`",
  );
  process.exit(1);
}

const protocol = (
  env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ||
  env.OTEL_EXPORTER_OTLP_PROTOCOL ||
  "http/protobuf"
).trim();
const EXPORTERS = {
  "http/protobuf": "@opentelemetry/exporter-trace-otlp-proto",
  "http/json": "@opentelemetry/exporter-trace-otlp-http",
  grpc: "@opentelemetry/exporter-trace-otlp-grpc",
};
if (!EXPORTERS[protocol]) {
  console.error(
    `OTEL_EXPORTER_OTLP_PROTOCOL=${protocol} is not one of ${Object.keys(EXPORTERS).join(", ")}`,
  );
  process.exit(1);
}
const { OTLPTraceExporter } = await import(EXPORTERS[protocol]);

// The exporter reads OTEL_EXPORTER_OTLP_* itself (headers become gRPC metadata too), and options
// given in code would override those variables: so the VIGIL_API_KEY shortcut is set as the
// standard variable, and only VIGIL_URL, when set, as an option.
if (apiKey && !headersGiven) env.OTEL_EXPORTER_OTLP_HEADERS = `Authorization=Bearer ${apiKey}`;
const exporterOptions = env.VIGIL_URL ? { url: env.VIGIL_URL } : {};

// The SDK reports failed and partly refused exports through diag; without a logger they pass silently.
diag.setLogger(new DiagConsoleLogger(), DiagLogLevel.WARN);

// Defaults first; OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES (envDetector) win over them.
const resource = resourceFromAttributes({
  "service.name": "otel-node-support-agent",
  "service.version": "1.0.0",
}).merge(detectResources({ detectors: [envDetector] }));

const provider = new NodeTracerProvider({
  resource,
  spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter(exporterOptions))],
});
// Installs the async context manager, so spans started inside an active span nest under it.
provider.register();
const tracer = trace.getTracer("otel-node-example", "1.0.0");

const MODEL = "gpt-4o-mini";
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const text = (content) => [{ type: "text", content }];

/** Runs `work` in an active span that ends with it, recording a thrown error on the span. */
function inSpan(name, options, work) {
  return tracer.startActiveSpan(name, options, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: String(error?.message ?? error) });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** A stand-in for a vector search: the passages and their similarity scores. */
const KNOWLEDGE_BASE = [
  {
    id: "kb-7",
    content: "Orders ship within 2 business days; tracking links go out by e-mail.",
    score: 0.82,
  },
  { id: "kb-12", content: "Use the lookup_order tool for the status of an order.", score: 0.64 },
];

async function retrieve(query) {
  const attributes = {
    "gen_ai.operation.name": "retrieval",
    "gen_ai.data_source.id": "support-kb",
    "gen_ai.retrieval.query.text": query,
  };
  return inSpan("retrieval support-kb", { kind: SpanKind.CLIENT, attributes }, async (span) => {
    await sleep(15);
    const documents = KNOWLEDGE_BASE;
    span.setAttribute("gen_ai.retrieval.documents", JSON.stringify(documents));
    return documents;
  });
}

/** A stand-in for a chat completion: the model answers with a call of the order tool. */
async function chat(instructions, messages) {
  const attributes = {
    "gen_ai.operation.name": "chat",
    "gen_ai.provider.name": "openai",
    "gen_ai.request.model": MODEL,
    "gen_ai.request.temperature": 0,
    "gen_ai.system_instructions": JSON.stringify(text(instructions)),
    "gen_ai.input.messages": JSON.stringify(messages),
  };
  return inSpan(`chat ${MODEL}`, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    await sleep(40);
    const reply = {
      role: "assistant",
      parts: [
        { type: "text", content: "Let me look that order up." },
        { type: "tool_call", id: "call_1", name: "lookup_order", arguments: { orderId: "42" } },
      ],
      finish_reason: "tool_call",
    };
    span.setAttributes({
      "gen_ai.response.model": "gpt-4o-mini-2024-07-18",
      "gen_ai.response.finish_reasons": ["tool_call"],
      "gen_ai.usage.input_tokens": 182,
      "gen_ai.usage.output_tokens": 24,
      "gen_ai.output.messages": JSON.stringify([reply]),
    });
    return reply;
  });
}

async function lookupOrder(call) {
  const attributes = {
    "gen_ai.operation.name": "execute_tool",
    "gen_ai.tool.name": call.name,
    "gen_ai.tool.call.id": call.id,
    "gen_ai.tool.call.arguments": JSON.stringify(call.arguments),
  };
  return inSpan(`execute_tool ${call.name}`, { attributes }, async (span) => {
    await sleep(10);
    const order = { orderId: call.arguments.orderId, status: "shipped", eta: "tomorrow" };
    span.setAttribute("gen_ai.tool.call.result", JSON.stringify(order));
    return order;
  });
}

const question = "Where is my order 42?";
const rootAttributes = {
  "gen_ai.operation.name": "invoke_agent",
  "gen_ai.agent.name": "support-agent",
  "gen_ai.conversation.id": "conv-0001",
  "gen_ai.input.messages": JSON.stringify([{ role: "user", parts: text(question) }]),
};
const traceId = await inSpan(
  "invoke_agent support-agent",
  { kind: SpanKind.SERVER, attributes: rootAttributes },
  async (span) => {
    const documents = await retrieve(question);
    const instructions = `Answer from these notes:\n${documents.map((d) => d.content).join("\n")}`;
    const reply = await chat(instructions, [{ role: "user", parts: text(question) }]);
    const order = await lookupOrder(reply.parts.find((part) => part.type === "tool_call"));
    const answer = `Order ${order.orderId} has ${order.status}; it arrives ${order.eta}.`;
    span.setAttribute(
      "gen_ai.output.messages",
      JSON.stringify([{ role: "assistant", parts: text(answer), finish_reason: "stop" }]),
    );
    return span.spanContext().traceId;
  },
);

// Flushes the batch: without it the process could end before the spans are sent.
try {
  await provider.shutdown();
} catch (error) {
  console.error(`Could not export to Vigil: ${error.message} ${error.data ?? ""}`.trim());
  process.exit(1);
}

console.log(`tr_${traceId}`);
console.log(
  `Read it back: curl -s ${apiBase()}/api/traces/tr_${traceId} -H "Authorization: Bearer $VIGIL_API_KEY"`,
);

/** Where Vigil's HTTP API is: the OTLP/HTTP endpoint's origin (gRPC has its own port). */
function apiBase() {
  if (env.VIGIL_URL) return env.VIGIL_URL.replace(/\/v1\/traces\/?$/, "");
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (endpoint && protocol !== "grpc") return endpoint.replace(/\/+$/, "");
  return "http://127.0.0.1:4318";
}
