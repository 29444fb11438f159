/**
 * Turns what a caller sends into TraceToAnalyze: the spec's flat shape, a stored trace's id
 * (the caller's company and bound agent only: another's answers 404), or OTLP/OpenInference
 * spans (`resourceSpans`, as an exporter posts them to /v1/traces).
 */
import type { Deps } from "../../context";
import { parseJson } from "../../db/sql";
import { notFound, ValidationError } from "../../http/errors";
import type { Principal } from "../../http/principal";
import { groupBy } from "../../lib/group-by";
import { newId } from "../../lib/ids";
import { decodeTraceRequestJson } from "../../otlp/json";
import { summarize } from "../traces/ingest/summary";
import { mapOtlpSpan } from "../traces/mapping/span";
import type { RetrievedDocument, SpanRecord } from "../traces/model";
import type { ToolCallInput } from "./engine";
import type { TraceToAnalyze } from "./explanation";

export interface FlatTrace {
  traceId?: string | undefined;
  agentId?: string | undefined;
  userMessage: string;
  agentResponse: string;
  outcome?: "success" | "failure" | "unknown" | undefined;
  retrievedDocuments?:
    | { content: string; source?: string | undefined; score?: number | undefined }[]
    | undefined;
  metadata?: Record<string, unknown> | undefined;
}

export type TraceRef = { traceId: string };

export type TraceItem = FlatTrace | TraceRef;

function isFlat(item: TraceItem): item is FlatTrace {
  return "userMessage" in item && "agentResponse" in item;
}

export function fromFlat(item: FlatTrace): TraceToAnalyze {
  return {
    traceId: item.traceId ?? newId("tr"),
    agentId: item.agentId ?? null,
    userMessage: item.userMessage,
    agentResponse: item.agentResponse,
    outcome: item.outcome ?? "unknown",
    documents: (item.retrievedDocuments ?? []).map((d) => ({
      content: d.content,
      source: d.source ?? null,
      score: d.score ?? null,
    })),
    metadata: item.metadata ?? {},
  };
}

function documentsOf(spans: { type: string; documents: RetrievedDocument[] | null }[]) {
  const docs: TraceToAnalyze["documents"] = [];
  for (const span of spans) {
    if (!span.documents) continue;
    for (const d of span.documents) {
      if (d.content) docs.push({ content: d.content, source: d.id, score: d.score });
    }
  }
  return docs;
}

/** The tool calls among spans: a failed one carries its status message (or "error"). */
function toolsOf(
  spans: { type: string; name: string; failed: boolean; error: string | null }[],
): ToolCallInput[] {
  return spans
    .filter((s) => s.type === "tool")
    .map((s) => ({ name: s.name, error: s.failed ? (s.error ?? "error") : null }));
}

/** Stored traces by id, with the documents of their retrieval spans; any missing one is 404. */
export async function loadStored(
  { database }: Pick<Deps, "database">,
  principal: Principal,
  ids: string[],
  missing: "throw" | "skip" = "throw",
): Promise<Map<string, TraceToAnalyze>> {
  const found = new Map<string, TraceToAnalyze>();
  if (ids.length === 0) return found;
  const unique = [...new Set(ids)];
  let query = database.db
    .selectFrom("traces")
    .select(["id", "agent_id", "outcome", "user_message", "agent_response", "metadata"])
    .where("company_id", "=", principal.companyId)
    .where("id", "in", unique);
  if (principal.agentId !== null) query = query.where("agent_id", "=", principal.agentId);
  const rows = await query.execute();
  // Retrieval spans give the chunks; tool spans the tool calls (a failed one is a finding).
  const spans = await database.db
    .selectFrom("spans")
    .select(["trace_id", "type", "documents", "start_time", "name", "status", "status_message"])
    .where("company_id", "=", principal.companyId)
    .where("trace_id", "in", unique)
    .where((eb) => eb.or([eb("documents", "is not", null), eb("type", "=", "tool")]))
    .orderBy("start_time")
    .execute();
  const spansOf = groupBy(spans, (s) => s.trace_id);
  for (const row of rows) {
    const own = (spansOf.get(row.id) ?? []).map((s) => ({
      type: s.type,
      name: s.name,
      failed: s.status === "error",
      error: s.status_message,
      documents: parseJson<RetrievedDocument[] | null>(s.documents, null),
    }));
    found.set(row.id, {
      traceId: row.id,
      agentId: row.agent_id,
      userMessage: row.user_message,
      agentResponse: row.agent_response,
      outcome: row.outcome,
      documents: documentsOf(own),
      metadata: parseJson<Record<string, unknown>>(row.metadata, {}),
      tools: toolsOf(own),
    });
  }
  const absent = unique.find((id) => !found.has(id));
  if (absent && missing === "throw") throw notFound("Trace", absent);
  return found;
}

/** Each trace of an OTLP/JSON export request, its spans summarised as ingest would. */
export function fromOtlp(body: unknown): TraceToAnalyze[] {
  let request: ReturnType<typeof decodeTraceRequestJson>;
  try {
    request = decodeTraceRequestJson(body);
  } catch (error) {
    const reason = error instanceof Error ? error.message : "unreadable spans";
    throw new ValidationError(`resourceSpans is not OTLP/JSON: ${reason}`, {
      field: "resourceSpans",
      reason,
    });
  }
  const byTrace = new Map<string, SpanRecord[]>();
  for (const { resource, scopeSpans } of request.resourceSpans) {
    for (const { scope, spans } of scopeSpans) {
      for (const span of spans) {
        const { record } = mapOtlpSpan(span, resource, scope);
        const id = `tr_${span.traceId}`;
        const list = byTrace.get(id) ?? [];
        list.push(record);
        byTrace.set(id, list);
      }
    }
  }
  return [...byTrace].map(([traceId, spans]) => {
    const summary = summarize(spans);
    return {
      traceId,
      agentId: null,
      userMessage: summary.userMessage,
      agentResponse: summary.agentResponse,
      outcome: summary.outcome,
      documents: documentsOf(spans),
      metadata: {},
      tools: toolsOf(
        spans.map((s) => ({
          type: s.type,
          name: s.name,
          failed: s.status === "error",
          error: s.statusMessage,
        })),
      ),
    };
  });
}

/** A flat trace's agent must be one the caller reaches (else 404); a bound key's agent by default. */
async function checkAgents(
  { database }: Pick<Deps, "database">,
  principal: Principal,
  traces: TraceToAnalyze[],
): Promise<void> {
  for (const trace of traces) trace.agentId ??= principal.agentId;
  const named = [...new Set(traces.map((t) => t.agentId).filter((a): a is string => a !== null))];
  if (named.length === 0) return;
  const rows = await database.db
    .selectFrom("agents")
    .select("id")
    .where("company_id", "=", principal.companyId)
    .where("id", "in", named)
    .execute();
  const known = new Set(rows.map((r) => r.id));
  const missing = named.find(
    (id) => !known.has(id) || (principal.agentId !== null && id !== principal.agentId),
  );
  if (missing) throw notFound("Agent", missing);
}

/** Resolves a request's traces, in order; stored ones are read in one query. */
export async function resolveTraces(
  deps: Pick<Deps, "database">,
  principal: Principal,
  input: { traces?: TraceItem[] | undefined; resourceSpans?: unknown },
): Promise<TraceToAnalyze[]> {
  const items = input.traces ?? [];
  const refs = items.filter((i) => !isFlat(i)).map((i) => i.traceId as string);
  const stored = await loadStored(deps, principal, refs);
  const given = items.filter(isFlat).map(fromFlat);
  if (input.resourceSpans !== undefined)
    given.push(...fromOtlp({ resourceSpans: input.resourceSpans }));
  await checkAgents(deps, principal, given);
  const flat = given.values();
  const traces = items.map((item) =>
    isFlat(item)
      ? (flat.next().value as TraceToAnalyze)
      : (stored.get(item.traceId) as TraceToAnalyze),
  );
  traces.push(...flat);
  if (traces.length === 0) {
    throw new ValidationError("Send traces[] or OTLP resourceSpans with at least one trace", {
      field: "traces",
      reason: "no traces to analyse",
    });
  }
  return traces;
}
