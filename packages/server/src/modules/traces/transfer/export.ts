/**
 * `vigil traces export`: one agent's traces as JSON lines in the native format import reads,
 * each with its OTLP log records (see ./logs.ts for their versioned shape).
 */
import type { z } from "@hono/zod-openapi";
import type { Selectable } from "kysely";
import type { Database } from "../../../db/database";
import { parseJson, toNumber } from "../../../db/sql";
import { NotFoundError, ValidationError } from "../../../http/errors";
import { groupBy } from "../../../lib/group-by";
import { recordsOfPacks } from "../logs/log-packs";
import { type SpanType, upperTimeBound } from "../model";
import type { SpansTable, TraceLogEventsTable, TracesTable } from "../schema";
import type { CreateTraceBody } from "../schemas";
import type { TracesDeps } from "../service";
import { LOGS_FORMAT_VERSION, logRecordOf, type TransferLogs } from "./logs";

/** A POST /api/traces body, plus the trace's log records when it has any (see ./logs.ts). */
export type NativeTraceLine = z.input<typeof CreateTraceBody> & { logs?: TransferLogs };

/** Traces per export page. */
const PAGE = 200;

export async function agentExists(database: Database, companyId: string, agentId: string) {
  const row = await database.db
    .selectFrom("agents")
    .select("id")
    .where("company_id", "=", companyId)
    .where("id", "=", agentId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function requireAgent(database: Database, companyId: string, agentId: string) {
  if (!(await agentExists(database, companyId, agentId))) {
    throw new NotFoundError(`Agent ${agentId} not found in company ${companyId}`);
  }
}

export interface ExportOptions {
  companyId: string;
  agentId: string;
  /** From this time on (ISO date or date-time), by when the trace started. */
  since?: string | undefined;
  /** Up to this time, inclusive; a plain date includes that whole day (UTC), like the API. */
  until?: string | undefined;
}

function isoBound(value: string, name: string): string {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) {
    throw new ValidationError(`${name} must be an ISO 8601 date or date-time, got "${value}"`, {
      field: name,
      reason: "invalid date",
    });
  }
  return new Date(ms).toISOString();
}

/** `until` checked like `since`, then read as the API reads an upper bound. */
function upperBound(until: string): { op: "<" | "<="; value: string } {
  isoBound(until, "until");
  return upperTimeBound(until);
}

function spanLine(row: SpansTable): NativeTraceLine["spans"][number] {
  const tokens = (value: number | null) => (value === null ? null : toNumber(value));
  return {
    id: row.id,
    parentSpanId: row.parent_span_id,
    name: row.name,
    type: row.type as SpanType,
    startTime: row.start_time,
    endTime: row.end_time,
    status: row.status,
    statusMessage: row.status_message,
    input: parseJson<unknown>(row.input, null),
    output: parseJson<unknown>(row.output, null),
    model: row.model,
    tokens: {
      input: tokens(row.input_tokens),
      output: tokens(row.output_tokens),
      total: tokens(row.total_tokens),
    },
    query: row.query,
    documents: parseJson<NativeTraceLine["spans"][number]["documents"]>(row.documents, null),
    metadata: parseJson<Record<string, unknown>>(row.metadata, {}),
  };
}

/** The trace's log records: those sent unbound or bound to its agent (the others are not its). */
function logsOf(
  row: Selectable<TracesTable>,
  logs: readonly TraceLogEventsTable[],
): { logs: TransferLogs } | Record<string, never> {
  const records = logs
    .filter((log) => log.bound_agent_id === null || log.bound_agent_id === row.agent_id)
    .map(logRecordOf);
  return records.length === 0 ? {} : { logs: { version: LOGS_FORMAT_VERSION, records } };
}

function traceLine(
  row: Selectable<TracesTable>,
  spans: readonly SpansTable[],
  logs: readonly TraceLogEventsTable[],
): NativeTraceLine {
  return {
    id: row.id,
    agentId: row.agent_id,
    spans: spans.map(spanLine),
    outcome: row.outcome,
    userMessage: row.user_message,
    agentResponse: row.agent_response,
    latencyMs: toNumber(row.latency_ms),
    tokenCount: toNumber(row.token_count),
    ...(row.name === null ? {} : { name: row.name }),
    ...(row.session_id === null ? {} : { sessionId: row.session_id }),
    ...(row.user_id === null ? {} : { userId: row.user_id }),
    metadata: parseJson<Record<string, unknown>>(row.metadata, {}),
    ...logsOf(row, logs),
  };
}

function byTrace<T extends { trace_id: string }>(rows: readonly T[]): Map<string, T[]> {
  return groupBy(rows, (row) => row.trace_id);
}

async function spansByTrace(database: Database, companyId: string, traceIds: readonly string[]) {
  const rows = await database.db
    .selectFrom("spans")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("trace_id", "in", traceIds)
    .orderBy("trace_id")
    .orderBy("start_time")
    .orderBy("id")
    .execute();
  return byTrace(rows);
}

/** Records by trace, span and id: the old table's key order, whichever pack holds them. */
function inKeyOrder(a: TraceLogEventsTable, b: TraceLogEventsTable): number {
  for (const column of ["trace_id", "span_id", "id"] as const) {
    if (a[column] !== b[column]) return a[column] < b[column] ? -1 : 1;
  }
  return 0;
}

/** The traces' log records in key order: the same stored records give the same lines. */
async function logsByTrace(database: Database, companyId: string, traceIds: readonly string[]) {
  const packs = await database.db
    .selectFrom("trace_log_packs")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("trace_id", "in", traceIds)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return byTrace(recordsOfPacks(packs).sort(inKeyOrder));
}

/**
 * One agent's traces as JSON lines (without the newline) in the native format import reads,
 * oldest first, read a page at a time (keyset on created_at, id).
 * @throws NotFoundError when the agent is not the company's; ValidationError for a bad bound.
 * @example for await (const line of exportTraceLines(ctx, { companyId, agentId })) out.write(`${line}\n`);
 */
export async function* exportTraceLines(
  ctx: Pick<TracesDeps, "database">,
  options: ExportOptions,
): AsyncGenerator<string, void, undefined> {
  const { database } = ctx;
  const { companyId, agentId } = options;
  const since = options.since === undefined ? undefined : isoBound(options.since, "since");
  const until = options.until === undefined ? undefined : upperBound(options.until);
  await requireAgent(database, companyId, agentId);
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    let query = database.db
      .selectFrom("traces")
      .selectAll()
      .where("agent_id", "=", agentId)
      .where("company_id", "=", companyId);
    if (since !== undefined) query = query.where("created_at", ">=", since);
    if (until !== undefined) query = query.where("created_at", until.op, until.value);
    if (after !== undefined) {
      const cursor = after;
      query = query.where((eb) =>
        eb(eb.refTuple("created_at", "id"), ">", eb.tuple(cursor.createdAt, cursor.id)),
      );
    }
    const rows = await query.orderBy("created_at").orderBy("id").limit(PAGE).execute();
    const last = rows.at(-1);
    if (last === undefined) return;
    const ids = rows.map((row) => row.id);
    const spans = await spansByTrace(database, companyId, ids);
    const logs = await logsByTrace(database, companyId, ids);
    for (const row of rows) {
      yield JSON.stringify(traceLine(row, spans.get(row.id) ?? [], logs.get(row.id) ?? []));
    }
    if (rows.length < PAGE) return;
    after = { createdAt: last.created_at, id: last.id };
  }
}
