// Attribute key lists, indexed families, span-type tables, the mapping context, value helpers.
import { jsonNestsDeeperThan } from "../../../lib/json-depth";
import type { Attributes, AttributeValue, OtlpEvent } from "../../../otlp/types";
import { MAX_TOKEN_COUNT, type SpanType } from "../model";

export type Obj = Record<string, unknown>;

export const KIND_NAMES = ["unspecified", "internal", "server", "client", "producer", "consumer"];

// `OPENINFERENCE_TYPES` maps one-to-one (the attribute is consumed); the others say more
// than the type, so their attributes stay in metadata.
export const OPENINFERENCE_TYPES = new Map<string, SpanType>([
  ["LLM", "llm"],
  ["CHAIN", "chain"],
  ["RETRIEVER", "retrieval"],
  ["TOOL", "tool"],
  ["AGENT", "agent"],
  ["EMBEDDING", "embedding"],
  ["RERANKER", "reranker"],
  ["GUARDRAIL", "guardrail"],
  ["EVALUATOR", "evaluator"],
]);
export const LOOSE_TYPES: ReadonlyArray<readonly [string, ReadonlyMap<string, SpanType>]> = [
  ["openinference.span.kind", new Map([["PROMPT", "chain"]])],
  [
    "gen_ai.operation.name",
    new Map<string, SpanType>([
      ["chat", "llm"],
      ["text_completion", "llm"],
      ["generate_content", "llm"],
      ["embeddings", "embedding"],
      ["execute_tool", "tool"],
      ["invoke_agent", "agent"],
      ["create_agent", "agent"],
      ["retrieval", "retrieval"],
      ["search_memory", "retrieval"],
      ["invoke_workflow", "chain"],
      ["rerank", "reranker"],
    ]),
  ],
  [
    "traceloop.span.kind",
    new Map<string, SpanType>([
      ["workflow", "chain"],
      ["task", "chain"],
      ["agent", "agent"],
      ["tool", "tool"],
    ]),
  ],
  [
    // Vercel AI SDK telemetry: the call, its provider round trips, tool calls.
    "ai.operationId",
    new Map<string, SpanType>([
      ["ai.generateText", "chain"],
      ["ai.streamText", "chain"],
      ["ai.generateObject", "chain"],
      ["ai.streamObject", "chain"],
      ["ai.generateText.doGenerate", "llm"],
      ["ai.streamText.doStream", "llm"],
      ["ai.generateObject.doGenerate", "llm"],
      ["ai.streamObject.doStream", "llm"],
      ["ai.toolCall", "tool"],
      ["ai.embed", "chain"],
      ["ai.embedMany", "chain"],
      ["ai.embed.doEmbed", "embedding"],
      ["ai.embedMany.doEmbed", "embedding"],
    ]),
  ],
  [
    "llm.request.type",
    new Map<string, SpanType>([
      ["chat", "llm"],
      ["completion", "llm"],
      ["embedding", "embedding"],
      ["rerank", "reranker"],
    ]),
  ],
];

export const MODEL_KEYS = [
  "gen_ai.response.model",
  "llm.response.model_name",
  "llm.response.model",
  "llm.model_name",
  "gen_ai.request.model",
  "llm.request.model_name",
  "llm.request.model",
  "embedding.model_name",
  "reranker.model_name",
  "langfuse.observation.model.name",
];
export const INPUT_TOKEN_KEYS = [
  "gen_ai.usage.input_tokens",
  "gen_ai.usage.prompt_tokens",
  "llm.token_count.prompt",
  "llm.usage.prompt_tokens",
  "ai.usage.inputTokens",
  "ai.usage.promptTokens",
];
export const OUTPUT_TOKEN_KEYS = [
  "gen_ai.usage.output_tokens",
  "gen_ai.usage.completion_tokens",
  "llm.token_count.completion",
  "llm.usage.completion_tokens",
  "ai.usage.outputTokens",
  "ai.usage.completionTokens",
];
export const TOTAL_TOKEN_KEYS = [
  "llm.usage.total_tokens",
  "llm.token_count.total",
  "gen_ai.usage.total_tokens",
  "ai.usage.totalTokens",
];
export const SESSION_KEYS = [
  "gen_ai.conversation.id",
  "session.id",
  "langfuse.session.id",
  "traceloop.association.properties.session_id",
];
export const USER_KEYS = [
  "user.id",
  "enduser.id",
  "langfuse.user.id",
  "traceloop.association.properties.user_id",
];
export const QUERY_KEYS = ["gen_ai.retrieval.query.text", "reranker.query"];
export const DB_QUERY_KEYS = ["db.query.text", "db.marqo.search.query"];
/** Attributes the mapping may consume; the pass holds them back until it knows. */
export const CANDIDATES = new Set([
  ...MODEL_KEYS,
  ...INPUT_TOKEN_KEYS,
  ...OUTPUT_TOKEN_KEYS,
  ...TOTAL_TOKEN_KEYS,
  ...SESSION_KEYS,
  ...USER_KEYS,
  ...QUERY_KEYS,
  ...DB_QUERY_KEYS,
  "openinference.span.kind",
  "gen_ai.input.messages",
  "gen_ai.output.messages",
  "gen_ai.system_instructions",
  "gen_ai.prompt",
  "gen_ai.completion",
  "input.value",
  "input.mime_type",
  "output.value",
  "output.mime_type",
  "traceloop.entity.input",
  "traceloop.entity.output",
  "gen_ai.tool.call.arguments",
  "gen_ai.tool.call.result",
  "gen_ai.retrieval.documents",
  "langfuse.observation.type",
  "langfuse.observation.usage_details",
  "langfuse.observation.input",
  "langfuse.observation.output",
  "langfuse.observation.status_message",
  "ai.prompt",
  "ai.prompt.messages",
  "ai.response.text",
]);

/** Indexed attribute families (`<prefix><n>.<path>`), grouped by the pass. */
const FAMILIES = {
  genaiPrompt: "gen_ai.prompt.",
  genaiCompletion: "gen_ai.completion.",
  oiInput: "llm.input_messages.",
  oiOutput: "llm.output_messages.",
  oiPrompts: "llm.prompts.",
  oiChoices: "llm.choices.",
  oiDocuments: "retrieval.documents.",
  rerankInput: "reranker.input_documents.",
  rerankOutput: "reranker.output_documents.",
  embeddings: "embedding.embeddings.",
} as const;
export type Family = keyof typeof FAMILIES;
const FAMILIES_BY_INITIAL = new Map<number, Array<[Family, string]>>();
for (const [family, prefix] of Object.entries(FAMILIES) as Array<[Family, string]>) {
  const initial = prefix.charCodeAt(0);
  FAMILIES_BY_INITIAL.set(initial, [...(FAMILIES_BY_INITIAL.get(initial) ?? []), [family, prefix]]);
}

export interface Indexed {
  key: string;
  index: number;
  /** What follows the index, e.g. `message.content`. */
  path: string;
  value: AttributeValue;
}

export interface Ctx {
  attrs: Attributes;
  used: Set<string>;
  families: Map<Family, Indexed[]>;
  /** Events taken into the record: wholly (true) or the attribute keys taken. */
  taken: Map<OtlpEvent, true | string[]>;
}

export const isObj = (v: unknown): v is Obj =>
  typeof v === "object" && v !== null && !Array.isArray(v);
export const own = (o: Obj, k: string): unknown => (Object.hasOwn(o, k) ? o[k] : undefined);

/** Sets a key even when it is `__proto__`, so attacker-chosen names never touch a prototype. */
export function put(o: Obj, key: string, value: unknown): void {
  if (key === "__proto__") {
    Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
  } else o[key] = value;
}

export function assign<T extends Obj>(target: T, source: Obj): T {
  for (const key of Object.keys(source)) put(target, key, source[key]);
  return target;
}

/** Up to the end of year 9999: ISO strings of a fixed shape, so a cached prefix fits. */
const LAST_PLAIN_MS = 253_402_300_799_999;
let cachedSecond = Number.NaN;
let cachedPrefix = "";

/**
 * ISO 8601 with ms from Unix nanoseconds. The spans of a batch mostly share their second, so
 * the "YYYY-MM-DDTHH:MM:SS." part is made once per second, not once per timestamp.
 */
export function isoFromNanos(ns: bigint): string {
  const ms = Number(ns / 1_000_000n);
  if (ms < 0 || ms > LAST_PLAIN_MS)
    return new Date(Math.min(Math.max(ms, 0), 8.64e15)).toISOString();
  const second = Math.floor(ms / 1000);
  if (second !== cachedSecond) {
    cachedSecond = second;
    cachedPrefix = new Date(second * 1000).toISOString().slice(0, 20);
  }
  const fraction = ms - second * 1000;
  return `${cachedPrefix}${fraction < 10 ? "00" : fraction < 100 ? "0" : ""}${fraction}Z`;
}

/**
 * JSON text parsed (objects, arrays, quoted strings); anything else stays as it is, and so does
 * text nested deeper than MAX_JSON_DEPTH (storing it would overflow the stack).
 */
export function parseJsonText(v: unknown): unknown {
  if (typeof v !== "string") return v;
  const first = v.trimStart().charCodeAt(0);
  if (first !== 123 && first !== 91 && first !== 34) return v; // { [ "
  if (jsonNestsDeeperThan(v)) return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}

/** A token count: a whole number from 0 to MAX_TOKEN_COUNT (fractions round); else null. */
export function toCount(v: unknown): number | null {
  const n = typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : NaN;
  return Number.isFinite(n) && n >= 0 && n <= MAX_TOKEN_COUNT ? Math.round(n) : null;
}
export const toText = (v: unknown): string | null =>
  typeof v === "string" && v !== "" ? v : typeof v === "number" ? String(v) : null;

/** The first key with a usable value; other keys holding the same value are consumed too. */
export function pick<T>(
  attrs: Attributes,
  keys: readonly string[],
  convert: (v: unknown) => T | null,
  used: Set<string> | null,
): T | null {
  let chosen: T | null = null;
  for (const key of keys) {
    const raw = attrs[key];
    if (raw === undefined) continue;
    const value = convert(raw);
    if (value === null || (chosen !== null && value !== chosen)) continue;
    chosen = value;
    used?.add(key);
  }
  return chosen;
}

export function familyOf(key: string): [Family, number, string] | null {
  const candidates = FAMILIES_BY_INITIAL.get(key.charCodeAt(0));
  if (!candidates) return null;
  for (const [family, prefix] of candidates) {
    if (!key.startsWith(prefix)) continue;
    let i = prefix.length;
    let index = 0;
    for (; i < key.length; i++) {
      const c = key.charCodeAt(i);
      if (c < 48 || c > 57) break;
      index = index * 10 + c - 48;
    }
    if (i === prefix.length || key.charCodeAt(i) !== 46 || i + 1 === key.length) return null;
    return [family, index, key.slice(i + 1)];
  }
  return null;
}
