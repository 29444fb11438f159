/**
 * Turns an OTLP span from LLM instrumentation into a SpanRecord. Understands the OpenTelemetry
 * GenAI conventions (current and older names, attributes and events), OpenInference (Arize
 * Phoenix), OpenLLMetry/Traceloop and its vector-DB spans, and Langfuse's session and user keys.
 *
 * An attribute counts as consumed only when the record holds its whole value (a request model
 * that differs from the response model, or `gen_ai.operation.name` whose "chat" says more than
 * type "llm", stays); everything not consumed is kept in `metadata`, so nothing is lost.
 */
import type { Attributes, OtlpEvent, OtlpSpan } from "../../../otlp/types";
import type { RetrievedDocument, SpanRecord, SpanType, TraceHints } from "../model";
import {
  CANDIDATES,
  type Ctx,
  DB_QUERY_KEYS,
  familyOf,
  INPUT_TOKEN_KEYS,
  isoFromNanos,
  KIND_NAMES,
  LOOSE_TYPES,
  MODEL_KEYS,
  OPENINFERENCE_TYPES,
  OUTPUT_TOKEN_KEYS,
  pick,
  put,
  QUERY_KEYS,
  SESSION_KEYS,
  TOTAL_TOKEN_KEYS,
  toCount,
  toText,
  USER_KEYS,
} from "./attributes";
import { isVectorQuery, resolveDocuments } from "./documents";
import { type EventGroups, groupEvents, leftover } from "./events";
import { resolveInput, resolveOutput } from "./io";
import {
  langfuseFailure,
  langfuseTokens,
  langfuseTraceFacts,
  langfuseType,
  parsedAttribute,
} from "./langfuse";
import { userText } from "./text";

export { assistantText, userText } from "./text";

// ---- type, status, hints -------------------------------------------------------------------

interface Facts {
  model: string | null;
  tokens: SpanRecord["tokens"];
  documents: RetrievedDocument[] | null;
}

function resolveType(ctx: Ctx, span: OtlpSpan, events: EventGroups, facts: Facts): SpanType {
  const a = ctx.attrs;
  const kind = a["openinference.span.kind"];
  const exact = typeof kind === "string" ? OPENINFERENCE_TYPES.get(kind.toUpperCase()) : undefined;
  if (exact) {
    ctx.used.add("openinference.span.kind");
    return exact;
  }
  const langfuse = langfuseType(ctx);
  if (langfuse) return langfuse;
  for (const [key, types] of LOOSE_TYPES) {
    const value = a[key];
    if (typeof value !== "string") continue;
    const type = types.get(key === "openinference.span.kind" ? value.toUpperCase() : value);
    if (type) return type;
  }
  if (isVectorQuery(span, events)) return "retrieval";
  if (a["gen_ai.tool.name"] !== undefined || a["tool.name"] !== undefined) return "tool";
  if (facts.documents) return "retrieval";
  const { input, output, total } = facts.tokens;
  if (facts.model !== null || input !== null || output !== null || total !== null) return "llm";
  return span.parentSpanId === null || span.kind === 1 ? "chain" : "other";
}

function resolveStatus(ctx: Ctx, span: OtlpSpan, exception: OtlpEvent | null) {
  const errorType = span.attributes["error.type"];
  const hasErrorType = errorType !== undefined && errorType !== null && errorType !== "";
  const level = langfuseFailure(ctx);
  const failed = span.status.code === 2 || exception !== null || hasErrorType || level.failed;
  const status: SpanRecord["status"] = failed ? "error" : span.status.code === 1 ? "ok" : "unset";
  let message: string | null = span.status.message === "" ? null : span.status.message;
  if (message === null && failed) {
    const type = toText(exception?.attributes["exception.type"]);
    const text = toText(exception?.attributes["exception.message"]);
    message =
      type && text ? `${type}: ${text}` : (text ?? type ?? toText(errorType) ?? level.message);
  }
  return { status, statusMessage: message };
}

function resolveTokens(ctx: Ctx): SpanRecord["tokens"] {
  const input = pick(ctx.attrs, INPUT_TOKEN_KEYS, toCount, ctx.used);
  const output = pick(ctx.attrs, OUTPUT_TOKEN_KEYS, toCount, ctx.used);
  const total = pick(ctx.attrs, TOTAL_TOKEN_KEYS, toCount, ctx.used);
  if (input === null && output === null && total === null) {
    return langfuseTokens(ctx) ?? { input, output, total };
  }
  const sum = input === null && output === null ? null : (input ?? 0) + (output ?? 0);
  return { input, output, total: total ?? sum };
}

// ---- the mapping ----------------------------------------------------------------------------

/**
 * Maps one decoded OTLP span onto a SpanRecord and the trace-level facts it carries.
 *
 * @example
 * const { record, hints } = mapOtlpSpan(span, resource, { name: "openinference.instrumentation.openai", version: "0.1.0" });
 * record.type; // "llm"
 * hints.sessionId; // from gen_ai.conversation.id, session.id, langfuse.session.id, …
 */
export function mapOtlpSpan(
  span: OtlpSpan,
  resource: Attributes,
  scope: { name: string; version: string },
): { record: SpanRecord; hints: TraceHints } {
  const ctx: Ctx = {
    attrs: span.attributes,
    used: new Set(),
    families: new Map(),
    taken: new Map(),
  };
  const attributes: Attributes = {};
  const held: string[] = [];
  for (const key of Object.keys(span.attributes)) {
    if (CANDIDATES.has(key)) {
      held.push(key);
      continue;
    }
    const member = familyOf(key);
    if (member === null) {
      put(attributes, key, parsedAttribute(key, span.attributes[key]!));
      continue;
    }
    const [family, index, path] = member;
    const entry = { key, index, path, value: span.attributes[key]! };
    const entries = ctx.families.get(family);
    if (entries) entries.push(entry);
    else ctx.families.set(family, [entry]);
  }

  const events = groupEvents(span.events);
  const input = resolveInput(ctx, events);
  const output = resolveOutput(ctx, events);
  const documents = resolveDocuments(ctx, events);
  const model = pick(ctx.attrs, MODEL_KEYS, toText, ctx.used);
  const tokens = resolveTokens(ctx);
  const type = resolveType(ctx, span, events, { model, tokens, documents });
  let query = pick(ctx.attrs, QUERY_KEYS, toText, ctx.used);
  if (query === null && (type === "retrieval" || type === "reranker")) {
    query = pick(ctx.attrs, DB_QUERY_KEYS, toText, ctx.used) ?? userText(input);
  }
  const hints: TraceHints = {
    sessionId:
      pick(ctx.attrs, SESSION_KEYS, toText, ctx.used) ?? pick(resource, SESSION_KEYS, toText, null),
    userId: pick(ctx.attrs, USER_KEYS, toText, ctx.used) ?? pick(resource, USER_KEYS, toText, null),
    ...langfuseTraceFacts(ctx.attrs),
  };

  for (const key of held) {
    if (!ctx.used.has(key)) put(attributes, key, parsedAttribute(key, ctx.attrs[key]!));
  }
  for (const entries of ctx.families.values()) {
    for (const { key, value } of entries) if (!ctx.used.has(key)) put(attributes, key, value);
  }
  const keptEvents: Array<{ name: string; time: string; attributes: Attributes }> = [];
  for (const event of span.events) {
    const taken = ctx.taken.get(event);
    const rest =
      taken === undefined ? event.attributes : taken === true ? null : leftover(ctx, event, taken);
    if (rest === null) continue;
    keptEvents.push({ name: event.name, time: isoFromNanos(event.timeUnixNano), attributes: rest });
  }

  const { startTimeUnixNano: start, endTimeUnixNano: end } = span;
  const record: SpanRecord = {
    id: span.spanId,
    parentSpanId: span.parentSpanId,
    name: span.name,
    type,
    startTime: isoFromNanos(start),
    endTime: isoFromNanos(end),
    latencyMs: end > start ? Number(end - start) / 1e6 : 0,
    ...resolveStatus(ctx, span, events.exception),
    model,
    input,
    output,
    tokens,
    query,
    documents,
    metadata: {
      attributes,
      events: keptEvents,
      scope: { name: scope.name, version: scope.version },
      kind: KIND_NAMES[span.kind] ?? "unspecified",
      // last, so that a caller that drops it (otlp-ingest.ts) leaves a fast-mode object
      resource,
    },
  };
  return { record, hints };
}
