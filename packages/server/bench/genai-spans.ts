import { type Context, context, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { resourceFromAttributes } from "@opentelemetry/resources";
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
} from "@opentelemetry/sdk-trace-base";

/**
 * Realistic GenAI agent traces made with the OpenTelemetry SDK, as an instrumented agent
 * exports them: an `invoke_agent` root with `chat`, `retrieval` and `execute_tool` children,
 * each span with about ten `gen_ai.*` attributes and short input/output messages; about one
 * trace in ten fails in a tool call. Deterministic for a given seed.
 */

export const AGENT_NAMES = ["support-agent", "billing-agent", "shipping-agent", "returns-agent"];

/** The ids a batch's spans get, so the bench can find and re-stamp them in the encoded bytes. */
export interface IdPlan {
  traceId(traceIndex: number): string;
  spanId(spanIndex: number): string;
}

export interface BatchShape {
  traces: number;
  spansPerTrace: number;
  /** The service (agent) the batch's resource names. */
  service: string;
  /** Epoch ms of the first trace's start; traces follow each other 250 ms apart. */
  startMs: number;
  random: () => number;
  ids: IdPlan;
}

const QUESTIONS = [
  "Where is my order #48213? It was supposed to arrive on Monday.",
  "I was charged twice for my subscription this month, can you fix it?",
  "How do I change the delivery address for an order that has already shipped?",
  "Can I return a pair of shoes I bought 40 days ago?",
  "My discount code SPRING20 is not working at checkout.",
  "Please cancel my order, I ordered the wrong size.",
  "What is the warranty on the X200 headphones?",
  "I never received the refund for my returned jacket.",
];
const ANSWERS = [
  "Your order #48213 left our warehouse yesterday and should arrive by Thursday.",
  "I found the duplicate charge and refunded it; you will see it within 5 business days.",
  "I have asked the carrier to redirect the parcel to your new address.",
  "Returns are accepted within 30 days, but I can offer store credit for these shoes.",
  "SPRING20 expired on March 31; I applied a 15% code to your cart instead.",
  "Your order is cancelled and the payment authorisation has been released.",
  "The X200 headphones come with a two-year limited warranty.",
  "The refund was issued on the 12th; it can take up to 10 days to appear.",
];
const MODELS = ["gpt-4o-mini", "gpt-4o", "claude-3-5-haiku", "gemini-2.0-flash"];
const TOOLS = [
  { name: "lookup_order", description: "Finds an order by number or customer e-mail" },
  { name: "issue_refund", description: "Refunds a payment, fully or in part" },
  { name: "update_address", description: "Changes the shipping address of an open order" },
  { name: "check_inventory", description: "Checks stock of a product in every warehouse" },
];
/** The children of the root, in order; a trace of n spans takes the first n - 1. */
const CHILD_KINDS = [
  "chat",
  "retrieval",
  "tool",
  "chat",
  "tool",
  "retrieval",
  "chat",
  "tool",
  "chat",
];

const pickOf = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;
const between = (random: () => number, low: number, high: number) =>
  Math.round(low + random() * (high - low));
const hr = (ms: number): [number, number] => [
  Math.floor(ms / 1000),
  Math.round((ms % 1000) * 1_000_000),
];
const text = (role: string, content: string) =>
  JSON.stringify([{ role, parts: [{ type: "text", content }] }]);

/** A seeded generator (mulberry32): the same seed gives the same batches in every process. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface TraceScript {
  question: string;
  answer: string;
  model: string;
  failAt: number;
  conversation: string;
  user: string;
}

function childSpan(
  shape: BatchShape,
  tracer: ReturnType<BasicTracerProvider["getTracer"]>,
  parent: Context,
  kind: string,
  at: number,
  script: TraceScript,
  failed: boolean,
): { end: number; tokens: [number, number] } {
  const { random } = shape;
  let attributes: Record<string, string | number | string[]>;
  let duration: number;
  let tokens: [number, number] = [0, 0];
  let name: string;
  let spanKind = SpanKind.CLIENT;
  if (kind === "chat") {
    tokens = [between(random, 200, 2400), between(random, 20, 400)];
    duration = between(random, 300, 2500);
    name = `chat ${script.model}`;
    attributes = {
      "gen_ai.operation.name": "chat",
      "gen_ai.provider.name": script.model.startsWith("claude") ? "anthropic" : "openai",
      "gen_ai.request.model": script.model,
      "gen_ai.response.model": `${script.model}-2024-07-18`,
      "gen_ai.response.id": `chatcmpl-${Math.floor(random() * 1e12).toString(36)}`,
      "gen_ai.request.temperature": 0.2,
      "gen_ai.response.finish_reasons": ["stop"],
      "gen_ai.usage.input_tokens": tokens[0],
      "gen_ai.usage.output_tokens": tokens[1],
      "gen_ai.input.messages": text("user", script.question),
      "gen_ai.output.messages": text("assistant", script.answer),
    };
  } else if (kind === "retrieval") {
    duration = between(random, 20, 180);
    name = "retrieval support-kb";
    attributes = {
      "gen_ai.operation.name": "retrieval",
      "gen_ai.data_source.id": "support-kb",
      "gen_ai.request.top_k": 3,
      "gen_ai.retrieval.query.text": script.question,
      "gen_ai.retrieval.documents": JSON.stringify([
        { id: `kb-${between(random, 100, 999)}`, content: pickOf(random, ANSWERS), score: 0.82 },
        { id: `kb-${between(random, 100, 999)}`, content: pickOf(random, ANSWERS), score: 0.71 },
      ]),
      "db.system.name": "qdrant",
      "db.collection.name": "support_articles",
      "server.address": "qdrant.internal",
    };
  } else {
    const tool = pickOf(random, TOOLS);
    duration = between(random, 40, 600);
    name = `execute_tool ${tool.name}`;
    spanKind = SpanKind.INTERNAL;
    attributes = {
      "gen_ai.operation.name": "execute_tool",
      "gen_ai.tool.name": tool.name,
      "gen_ai.tool.description": tool.description,
      "gen_ai.tool.type": "function",
      "gen_ai.tool.call.id": `call_${Math.floor(random() * 1e12).toString(36)}`,
      "gen_ai.tool.call.arguments": JSON.stringify({ order: between(random, 10000, 99999) }),
      "gen_ai.tool.call.result": JSON.stringify({ status: failed ? "error" : "ok" }),
    };
    if (failed) attributes["error.type"] = "UpstreamTimeout";
  }
  const span = tracer.startSpan(name, { kind: spanKind, startTime: hr(at), attributes }, parent);
  if (failed) {
    span.addEvent(
      "exception",
      { "exception.type": "UpstreamTimeout", "exception.message": "order service timed out" },
      hr(at + duration),
    );
    span.setStatus({ code: SpanStatusCode.ERROR, message: "order service timed out" });
  }
  span.end(hr(at + duration));
  return { end: at + duration, tokens };
}

/** One batch: `shape.traces` traces of `shape.spansPerTrace` spans, one resource, one scope. */
export function genaiBatch(shape: BatchShape): ReadableSpan[] {
  const { random, ids } = shape;
  let traceIndex = 0;
  let spanIndex = 0;
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({
      "service.name": shape.service,
      "service.version": "2.4.1",
      "deployment.environment.name": "production",
      "telemetry.sdk.language": "nodejs",
      "telemetry.sdk.name": "opentelemetry",
      "telemetry.sdk.version": "2.12.0",
    }),
    spanProcessors: [new SimpleSpanProcessor(exporter)],
    idGenerator: {
      generateTraceId: () => ids.traceId(traceIndex++),
      generateSpanId: () => ids.spanId(spanIndex++),
    },
  });
  const tracer = provider.getTracer("vigil-bench-genai", "1.0.0");
  for (let t = 0; t < shape.traces; t++) {
    const pick = Math.floor(random() * QUESTIONS.length);
    const script: TraceScript = {
      question: QUESTIONS[pick] as string,
      answer: ANSWERS[pick] as string,
      model: pickOf(random, MODELS),
      // About one trace in ten fails in its first tool call.
      failAt: random() < 0.1 ? CHILD_KINDS.indexOf("tool") : -1,
      conversation: `conv_${Math.floor(random() * 1e9).toString(36)}`,
      user: `user_${between(random, 1, 5000)}`,
    };
    const start = shape.startMs + t * 250;
    const root = tracer.startSpan(`invoke_agent ${shape.service}`, {
      kind: SpanKind.INTERNAL,
      startTime: hr(start),
    });
    const parent = trace.setSpan(context.active(), root);
    let at = start + between(random, 5, 40);
    const tokens: [number, number] = [0, 0];
    for (let c = 0; c < shape.spansPerTrace - 1; c++) {
      const kind = CHILD_KINDS[c % CHILD_KINDS.length] as string;
      const done = childSpan(shape, tracer, parent, kind, at, script, c === script.failAt);
      tokens[0] += done.tokens[0];
      tokens[1] += done.tokens[1];
      at = done.end + between(random, 1, 15);
    }
    root.setAttributes({
      "gen_ai.operation.name": "invoke_agent",
      "gen_ai.agent.name": shape.service,
      "gen_ai.agent.id": `asst_${shape.service}`,
      "gen_ai.conversation.id": script.conversation,
      "gen_ai.provider.name": "openai",
      "gen_ai.request.model": script.model,
      "gen_ai.usage.input_tokens": tokens[0],
      "gen_ai.usage.output_tokens": tokens[1],
      "gen_ai.input.messages": text("user", script.question),
      "gen_ai.output.messages": text("assistant", script.answer),
      "user.id": script.user,
    });
    if (script.failAt >= 0) root.setStatus({ code: SpanStatusCode.ERROR, message: "tool failed" });
    root.end(hr(at));
  }
  return exporter.getFinishedSpans();
}
