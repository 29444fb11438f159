// Langfuse SDK attributes (`langfuse.observation.*`, `langfuse.trace.*`), as the Langfuse JS
// and Python SDKs (v3+, OpenTelemetry based) set them on every observation's span.
import type { Attributes, AttributeValue } from "../../../otlp/types";
import type { SpanTokens, SpanType } from "../model";
import { type Ctx, isObj, type Obj, parseJsonText, put, toCount, toText } from "./attributes";

export const LANGFUSE = {
  type: "langfuse.observation.type",
  model: "langfuse.observation.model.name",
  usage: "langfuse.observation.usage_details",
  cost: "langfuse.observation.cost_details",
  modelParameters: "langfuse.observation.model.parameters",
  input: "langfuse.observation.input",
  output: "langfuse.observation.output",
  level: "langfuse.observation.level",
  statusMessage: "langfuse.observation.status_message",
  traceName: "langfuse.trace.name",
  traceTags: "langfuse.trace.tags",
  traceMetadata: "langfuse.trace.metadata",
} as const;

/** Observation types with a span type of their own; `span` and `event` say nothing more. */
export const LANGFUSE_TYPES = new Map<string, SpanType>([
  ["generation", "llm"],
  ["agent", "agent"],
  ["tool", "tool"],
  ["retriever", "retrieval"],
  ["chain", "chain"],
  ["embedding", "embedding"],
  ["evaluator", "evaluator"],
  ["guardrail", "guardrail"],
]);

/** Keys Langfuse and the providers it copies use in usage_details, per token count. */
const USAGE_KEYS = {
  input: ["input", "prompt_tokens", "promptTokens", "input_tokens"],
  output: ["output", "completion_tokens", "completionTokens", "output_tokens"],
  total: ["total", "total_tokens", "totalTokens"],
} as const;

function firstCount(usage: Obj, keys: readonly string[]): number | null {
  for (const key of keys) {
    const count = toCount(usage[key]);
    if (count !== null) return count;
  }
  return null;
}

/**
 * Tokens from `usage_details` JSON. The attribute is consumed only when the counts are all it
 * holds; details such as cached or reasoning tokens keep it in metadata.
 */
export function langfuseTokens(ctx: Ctx): SpanTokens | null {
  const usage = parseJsonText(ctx.attrs[LANGFUSE.usage]);
  if (!isObj(usage)) return null;
  const input = firstCount(usage, USAGE_KEYS.input);
  const output = firstCount(usage, USAGE_KEYS.output);
  const total = firstCount(usage, USAGE_KEYS.total);
  if (input === null && output === null && total === null) return null;
  const known = new Set<string>([...USAGE_KEYS.input, ...USAGE_KEYS.output, ...USAGE_KEYS.total]);
  if (Object.keys(usage).every((key) => known.has(key))) ctx.used.add(LANGFUSE.usage);
  const sum = input === null && output === null ? null : (input ?? 0) + (output ?? 0);
  return { input, output, total: total ?? sum };
}

/** The span type a Langfuse observation type names, consuming the attribute; else null. */
export function langfuseType(ctx: Ctx): SpanType | null {
  const value = ctx.attrs[LANGFUSE.type];
  const type = typeof value === "string" ? LANGFUSE_TYPES.get(value.toLowerCase()) : undefined;
  if (!type) return null;
  ctx.used.add(LANGFUSE.type);
  return type;
}

/**
 * Level ERROR or WARNING makes the observation failed, with `status_message` (else the level)
 * as its message, as Langfuse shows such an observation.
 */
export function langfuseFailure(ctx: Ctx): { failed: boolean; message: string | null } {
  const level = ctx.attrs[LANGFUSE.level];
  const upper = typeof level === "string" ? level.toUpperCase() : "";
  const message = toText(ctx.attrs[LANGFUSE.statusMessage]);
  if (upper !== "ERROR" && upper !== "WARNING") return { failed: false, message: null };
  if (message !== null) ctx.used.add(LANGFUSE.statusMessage);
  return { failed: true, message: message ?? `level ${upper}` };
}

/** JSON text attributes kept in metadata as the objects they are (cost, model parameters). */
export const LANGFUSE_JSON_KEYS = new Set<string>([
  LANGFUSE.usage,
  LANGFUSE.cost,
  LANGFUSE.modelParameters,
  LANGFUSE.traceMetadata,
]);

export function parsedAttribute(key: string, value: AttributeValue): unknown {
  return LANGFUSE_JSON_KEYS.has(key) ? parseJsonText(value) : value;
}

/** Trace-level facts: the trace's name, tags and metadata (JSON, or `metadata.<key>` each). */
export interface LangfuseTraceFacts {
  name?: string;
  tags?: string[];
  metadata?: Obj;
}

/** The facts the span states; absent keys when it states none (most spans). */
export function langfuseTraceFacts(attrs: Attributes): LangfuseTraceFacts {
  const rawTags = parseJsonText(attrs[LANGFUSE.traceTags]);
  const tags = Array.isArray(rawTags)
    ? rawTags.filter((tag): tag is string => typeof tag === "string")
    : typeof rawTags === "string" && rawTags !== ""
      ? [rawTags]
      : null;
  let metadata: Obj | null = null;
  const whole = parseJsonText(attrs[LANGFUSE.traceMetadata]);
  if (isObj(whole)) metadata = { ...whole };
  const prefix = `${LANGFUSE.traceMetadata}.`;
  for (const key of Object.keys(attrs)) {
    if (!key.startsWith(prefix)) continue;
    metadata ??= {};
    put(metadata, key.slice(prefix.length), parseJsonText(attrs[key]));
  }
  const facts: LangfuseTraceFacts = {};
  const name = toText(attrs[LANGFUSE.traceName]);
  if (name !== null) facts.name = name;
  if (tags !== null) facts.tags = tags;
  if (metadata !== null) facts.metadata = metadata;
  return facts;
}
