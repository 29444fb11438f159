import type { z } from "@hono/zod-openapi";
import type { Kysely, Selectable } from "kysely";
import type { Deps } from "../../context";
import type { Database } from "../../db/database";
import type { DB } from "../../db/schema";
import { parseJson, toNumber } from "../../db/sql";
import { notFound } from "../../http/errors";
import { offsetOf } from "../../http/paging";
import type { Principal } from "../../http/principal";
import { newId } from "../../lib/ids";
import { findVisibleAgent } from "../agents/access";
import { decodeCursor, encodeCursor } from "./list-cursor";
import { traceLogsOf } from "./logs/view";
import { type SpanRecord, type SpanType, type TraceInput, upperTimeBound } from "./model";
import type { SpansTable, TracesTable } from "./schema";
import type {
  CreateTraceBody,
  ListTracesQuery,
  PERIODS,
  Span,
  StatsQuery,
  TraceDetail,
  TraceListItem,
  TraceStats,
} from "./schemas";
import { defaultInterval, statsSeries } from "./stats-series";
import { totalFromDayCounts } from "./trace-counts";

/** What the traces service uses of the process's Deps. */
export type TracesDeps = Pick<Deps, "database" | "clock" | "ingest">;

type SpanInputBody = z.infer<typeof CreateTraceBody>["spans"][number];
type ListItem = z.infer<typeof TraceListItem>;
type SpanView = z.infer<typeof Span>;

const iso = (value: string) => new Date(value).toISOString();

/** A native span as the pipeline stores it: times in UTC, a generated id when none is given. */
export function nativeSpan(span: SpanInputBody): SpanRecord {
  const startTime = iso(span.startTime);
  const endTime = iso(span.endTime);
  const tokens = span.tokens ?? {};
  const input = tokens.input ?? null;
  const output = tokens.output ?? null;
  return {
    id: span.id ?? newId("sp"),
    parentSpanId: span.parentSpanId ?? null,
    name: span.name,
    type: span.type,
    startTime,
    endTime,
    latencyMs: Math.max(0, Date.parse(endTime) - Date.parse(startTime)),
    status: span.status ?? "unset",
    statusMessage: span.statusMessage ?? null,
    model: span.model ?? null,
    input: span.input ?? null,
    output: span.output ?? null,
    tokens: {
      input,
      output,
      total:
        tokens.total ?? (input === null && output === null ? null : (input ?? 0) + (output ?? 0)),
    },
    query: span.query ?? null,
    documents:
      span.documents?.map((d) => ({
        id: d.id ?? null,
        content: d.content ?? null,
        score: d.score ?? null,
      })) ?? null,
    metadata: span.metadata ?? {},
  };
}

/** A native trace body as the pipeline's input (the agent must be visible to the caller). */
export function nativeTrace(body: z.infer<typeof CreateTraceBody>, now: Date): TraceInput {
  return {
    id: body.id ?? newId("tr"),
    agentId: body.agentId,
    spans: body.spans.map(nativeSpan),
    sessionId: body.sessionId ?? null,
    userId: body.userId ?? null,
    stated: {
      outcome: body.outcome,
      userMessage: body.userMessage,
      agentResponse: body.agentResponse,
      latencyMs: body.latencyMs,
      tokenCount: body.tokenCount,
      name: body.name,
    },
    metadata: body.metadata ?? {},
    receivedAt: now.toISOString(),
  };
}

export async function createTrace(
  { database, clock, ingest }: TracesDeps,
  principal: Principal,
  body: z.infer<typeof CreateTraceBody>,
) {
  await findVisibleAgent(database, principal, body.agentId);
  const trace = nativeTrace(body, clock.now());
  const result = await ingest.ingest(
    database,
    { companyId: principal.companyId, source: "native", agentBound: principal.agentId !== null },
    [trace],
    clock.now(),
  );
  const written = result.traces[0];
  if (!written) throw notFound("Trace", trace.id);
  return { traceId: written.id, spanCount: written.spanCount, ingested: true };
}

/** Traces the caller can reach: its company's, or only its bound agent's. */
function visibleTraces(db: Kysely<DB>, principal: Principal) {
  let query = db.selectFrom("traces").where("traces.company_id", "=", principal.companyId);
  if (principal.agentId !== null) query = query.where("traces.agent_id", "=", principal.agentId);
  return query;
}

/** The columns a list item shows: not metadata, which can be large. */
const LIST_COLUMNS = [
  "id",
  "agent_id",
  "outcome",
  "user_message",
  "agent_response",
  "latency_ms",
  "token_count",
  "name",
  "session_id",
  "user_id",
  "span_count",
  "created_at",
] as const;

type ListRow = Pick<Selectable<TracesTable>, (typeof LIST_COLUMNS)[number]>;

function listItem(row: ListRow): ListItem {
  return {
    id: row.id,
    agentId: row.agent_id,
    outcome: row.outcome,
    userMessage: row.user_message,
    agentResponse: row.agent_response,
    latencyMs: toNumber(row.latency_ms),
    tokenCount: toNumber(row.token_count),
    name: row.name,
    sessionId: row.session_id,
    userId: row.user_id,
    spanCount: toNumber(row.span_count),
    createdAt: row.created_at,
  };
}

const SORT_COLUMNS = {
  createdAt: "created_at",
  latencyMs: "latency_ms",
  tokenCount: "token_count",
} as const;

export async function listTraces(
  { database }: TracesDeps,
  principal: Principal,
  query: z.infer<typeof ListTracesQuery>,
) {
  let scoped = visibleTraces(database.db, principal);
  if (query.agentId !== undefined) scoped = scoped.where("agent_id", "=", query.agentId);
  if (query.outcome !== undefined) scoped = scoped.where("outcome", "=", query.outcome);
  if (query.sessionId !== undefined) scoped = scoped.where("session_id", "=", query.sessionId);
  if (query.userId !== undefined) scoped = scoped.where("user_id", "=", query.userId);
  const from = query.startDate === undefined ? undefined : iso(query.startDate);
  const to = query.endDate === undefined ? undefined : upperTimeBound(query.endDate);
  let filtered = scoped;
  if (from !== undefined) filtered = filtered.where("created_at", ">=", from);
  if (to !== undefined) filtered = filtered.where("created_at", to.op, to.value);
  const column = SORT_COLUMNS[query.sortBy];
  const after =
    query.cursor === undefined
      ? undefined
      : decodeCursor(query.cursor, query.sortBy, query.sortOrder);
  const page = after?.page ?? query.page;
  let rowsQuery = filtered
    .select(LIST_COLUMNS)
    .orderBy(column, query.sortOrder)
    .orderBy("id", query.sortOrder)
    .limit(query.limit);
  rowsQuery =
    after === undefined
      ? rowsQuery.offset(offsetOf({ page, limit: query.limit }))
      : rowsQuery.where((eb) =>
          eb(
            eb.refTuple(column, "id"),
            query.sortOrder === "desc" ? "<" : ">",
            eb.tuple(after.value, after.id),
          ),
        );
  const [rows, [count]] = await database.selectEach([
    rowsQuery,
    totalFromDayCounts(database, principal, { ...query, from, to }, scoped) ??
      filtered.select((eb) => eb.fn.countAll().as("total")),
  ]);
  const total = toNumber(count?.total);
  const last = rows.at(-1);
  const nextCursor =
    last !== undefined && rows.length === query.limit && page * query.limit < total
      ? encodeCursor({
          sortBy: query.sortBy,
          sortOrder: query.sortOrder,
          value: column === "created_at" ? last.created_at : toNumber(last[column]),
          id: last.id,
          page: page + 1,
        })
      : null;
  return { items: rows.map(listItem), total, page: { page, limit: query.limit }, nextCursor };
}

async function findTrace(database: Database, principal: Principal, id: string) {
  const row = await visibleTraces(database.db, principal)
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw notFound("Trace", id);
  return row;
}

function spanViews(rows: SpansTable[]): SpanView[] {
  const children = new Map<string, string[]>();
  for (const row of rows) {
    if (row.parent_span_id === null) continue;
    const siblings = children.get(row.parent_span_id);
    if (siblings) siblings.push(row.id);
    else children.set(row.parent_span_id, [row.id]);
  }
  return rows.map((row) => ({
    id: row.id,
    traceId: row.trace_id,
    parentSpanId: row.parent_span_id,
    children: children.get(row.id) ?? [],
    name: row.name,
    type: row.type as SpanType,
    startTime: row.start_time,
    endTime: row.end_time,
    latencyMs: toNumber(row.latency_ms),
    status: row.status,
    statusMessage: row.status_message,
    input: parseJson<unknown>(row.input, null),
    output: parseJson<unknown>(row.output, null),
    model: row.model,
    tokens: {
      input: row.input_tokens === null ? null : toNumber(row.input_tokens),
      output: row.output_tokens === null ? null : toNumber(row.output_tokens),
      total: row.total_tokens === null ? null : toNumber(row.total_tokens),
    },
    query: row.query,
    documents: parseJson(row.documents, null),
    metadata: parseJson<Record<string, unknown>>(row.metadata, {}),
  }));
}

async function spansOf(database: Database, traceId: string): Promise<SpanView[]> {
  const rows = await database.db
    .selectFrom("spans")
    .selectAll()
    .where("trace_id", "=", traceId)
    .orderBy("start_time")
    .orderBy("id")
    .execute();
  return spanViews(rows);
}

export async function getTrace(
  { database }: TracesDeps,
  principal: Principal,
  id: string,
): Promise<z.infer<typeof TraceDetail>> {
  const row = await findTrace(database, principal, id);
  const spans = await spansOf(database, row.id);
  return {
    ...listItem(row),
    endedAt: row.ended_at,
    tokens: {
      input: toNumber(row.input_tokens),
      output: toNumber(row.output_tokens),
      total: toNumber(row.token_count),
    },
    source: row.source,
    metadata: parseJson<Record<string, unknown>>(row.metadata, {}),
    spans,
    logs: await traceLogsOf(database, row, new Set(spans.map((span) => span.id))),
  };
}

export async function listSpans({ database }: TracesDeps, principal: Principal, id: string) {
  const row = await findTrace(database, principal, id);
  return spansOf(database, row.id);
}

export async function deleteTrace({ database }: TracesDeps, principal: Principal, id: string) {
  const row = await findTrace(database, principal, id);
  await database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom("trace_evaluations").where("trace_id", "=", row.id).execute();
    await trx.deleteFrom("spans").where("trace_id", "=", row.id).execute();
    await trx
      .deleteFrom("trace_log_packs")
      .where("company_id", "=", row.company_id)
      .where("trace_id", "=", row.id)
      .execute();
    await trx.deleteFrom("traces").where("id", "=", row.id).execute();
  });
}

const PERIOD_MS: Record<(typeof PERIODS)[number], number> = {
  "24h": 86_400_000,
  "7d": 7 * 86_400_000,
  "30d": 30 * 86_400_000,
};

/** The p-th percentile (0-1) of ascending values, interpolating between the nearest ranks. */
export function percentile(sorted: ArrayLike<number>, p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = (sorted.length - 1) * p;
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  const a = sorted[low] as number;
  const b = sorted[high] as number;
  return a + (b - a) * (rank - low);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export async function traceStats(
  { database, clock }: TracesDeps,
  principal: Principal,
  query: z.infer<typeof StatsQuery>,
): Promise<z.infer<typeof TraceStats>> {
  const to = clock.now();
  const from = new Date(to.getTime() - PERIOD_MS[query.period]);
  let filtered = visibleTraces(database.db, principal)
    .where("created_at", ">=", from.toISOString())
    .where("created_at", "<=", to.toISOString());
  if (query.agentId !== undefined) filtered = filtered.where("agent_id", "=", query.agentId);
  const interval = query.interval ?? defaultInterval(PERIOD_MS[query.period]);
  const [[totals], latencies, series] = await Promise.all([
    database.select(
      filtered.select((eb) => [
        eb.fn.countAll().as("total"),
        eb.fn.sum(eb.case().when("outcome", "=", "success").then(1).else(0).end()).as("successes"),
        eb.fn.avg("latency_ms").as("avg_latency"),
        eb.fn.sum("token_count").as("tokens"),
        eb.fn.sum("input_tokens").as("input_tokens"),
        eb.fn.sum("output_tokens").as("output_tokens"),
      ]),
    ),
    database.column(filtered.select("latency_ms")),
    statsSeries(database, filtered, from, to, interval),
  ]);
  const total = toNumber(totals?.total);
  const successes = toNumber(totals?.successes);
  const sorted = Float64Array.from(latencies, toNumber).sort();
  const tokens = toNumber(totals?.tokens);
  const pct = (p: number) => {
    const value = percentile(sorted, p);
    return value === null ? null : round2(value);
  };
  return {
    period: query.period,
    from: from.toISOString(),
    to: to.toISOString(),
    totalTraces: total,
    successRate: total === 0 ? null : successes / total,
    failureRate: total === 0 ? null : (total - successes) / total,
    avgLatencyMs: totals?.avg_latency == null ? null : round2(toNumber(totals.avg_latency)),
    p50LatencyMs: pct(0.5),
    p95LatencyMs: pct(0.95),
    p99LatencyMs: pct(0.99),
    tokenUsage: {
      total: tokens,
      input: toNumber(totals?.input_tokens),
      output: toNumber(totals?.output_tokens),
      avgPerTrace: total === 0 ? null : round2(tokens / total),
    },
    byOutcome: { success: successes, failure: total - successes },
    interval,
    series,
  };
}
