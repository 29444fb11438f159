import type { z } from "@hono/zod-openapi";
import type { Selectable } from "kysely";
import type { Deps } from "../../context";
import type { Database } from "../../db/database";
import { parseJson, toNumber } from "../../db/sql";
import { ConflictError, notFound } from "../../http/errors";
import { offsetOf } from "../../http/paging";
import type { Principal } from "../../http/principal";
import { newId } from "../../lib/ids";
import { listTraces } from "../traces/service";
import type { TraceSessionsTable } from "./schema";
import type {
  CreateSessionBody,
  ListSessionsQuery,
  TraceSession,
  TraceSessionDetail,
  UpdateSessionBody,
} from "./schemas";

/** What the sessions service uses of the process's Deps. */
export type SessionsDeps = Pick<Deps, "database" | "clock" | "ingest">;

type SessionView = z.infer<typeof TraceSession>;
type SessionRow = Selectable<TraceSessionsTable>;

const SORT_COLUMNS = { createdAt: "created_at", updatedAt: "updated_at" } as const;
const DETAIL_TRACES = 500;

/** Sessions the caller can reach: its company's; for an agent-bound key, those with a trace of its agent. */
function visibleSessions(database: Database, principal: Principal) {
  let query = database.db
    .selectFrom("trace_sessions as s")
    .where("s.company_id", "=", principal.companyId);
  const agentId = principal.agentId;
  if (agentId !== null) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom("traces as t")
          .select("t.id")
          .whereRef("t.company_id", "=", "s.company_id")
          .whereRef("t.session_id", "=", "s.id")
          .where("t.agent_id", "=", agentId),
      ),
    );
  }
  return query;
}

interface Totals {
  traceCount: number;
  failureCount: number;
  totalTokens: number;
  totalLatencyMs: number;
  agentIds: string[];
  firstTraceAt: string | null;
  lastTraceAt: string | null;
}

const NO_TRACES: Totals = {
  traceCount: 0,
  failureCount: 0,
  totalTokens: 0,
  totalLatencyMs: 0,
  agentIds: [],
  firstTraceAt: null,
  lastTraceAt: null,
};

/** Per session: trace count, failures, tokens, latency, agents and time span of its (visible) traces. */
async function totalsFor(
  database: Database,
  principal: Principal,
  ids: string[],
): Promise<Map<string, Totals>> {
  const result = new Map<string, Totals>();
  if (ids.length === 0) return result;
  let query = database.db
    .selectFrom("traces")
    .select((eb) => [
      "session_id",
      "agent_id",
      eb.fn.countAll().as("traces"),
      eb.fn.sum(eb.case().when("outcome", "=", "failure").then(1).else(0).end()).as("failures"),
      eb.fn.sum("token_count").as("tokens"),
      eb.fn.sum("latency_ms").as("latency"),
      eb.fn.min("created_at").as("first"),
      eb.fn.max("created_at").as("last"),
    ])
    .where("company_id", "=", principal.companyId)
    .where("session_id", "in", ids)
    .groupBy(["session_id", "agent_id"]);
  if (principal.agentId !== null) query = query.where("agent_id", "=", principal.agentId);
  for (const row of await query.execute()) {
    if (row.session_id === null) continue;
    const totals = result.get(row.session_id) ?? { ...NO_TRACES, agentIds: [] };
    totals.traceCount += toNumber(row.traces);
    totals.failureCount += toNumber(row.failures);
    totals.totalTokens += toNumber(row.tokens);
    totals.totalLatencyMs = Math.round((totals.totalLatencyMs + toNumber(row.latency)) * 100) / 100;
    totals.agentIds.push(row.agent_id);
    const first = row.first as string | null;
    const last = row.last as string | null;
    if (first !== null && (totals.firstTraceAt === null || first < totals.firstTraceAt)) {
      totals.firstTraceAt = first;
    }
    if (last !== null && (totals.lastTraceAt === null || last > totals.lastTraceAt)) {
      totals.lastTraceAt = last;
    }
    result.set(row.session_id, totals);
  }
  return result;
}

function toView(row: SessionRow, totals: Totals | undefined): SessionView {
  return {
    id: row.id,
    name: row.name,
    userId: row.user_id,
    bookmarked: toNumber(row.bookmarked) === 1,
    metadata: parseJson<Record<string, unknown>>(row.metadata, {}),
    ...(totals ?? NO_TRACES),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function listSessions(
  { database }: SessionsDeps,
  principal: Principal,
  query: z.infer<typeof ListSessionsQuery>,
) {
  let filtered = visibleSessions(database, principal);
  if (query.userId !== undefined) filtered = filtered.where("s.user_id", "=", query.userId);
  if (query.bookmarked !== undefined) {
    filtered = filtered.where("s.bookmarked", "=", query.bookmarked === "true" ? 1 : 0);
  }
  const column = `s.${SORT_COLUMNS[query.sortBy]}` as const;
  const [rows, count] = await Promise.all([
    filtered
      .selectAll("s")
      .orderBy(column, query.sortOrder)
      .orderBy("s.id", query.sortOrder)
      .limit(query.limit)
      .offset(offsetOf(query))
      .execute(),
    filtered.select((eb) => eb.fn.countAll().as("total")).executeTakeFirst(),
  ]);
  const totals = await totalsFor(
    database,
    principal,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((row) => toView(row, totals.get(row.id))),
    total: toNumber(count?.total),
    page: query,
  };
}

async function findSession(database: Database, principal: Principal, id: string) {
  const row = await visibleSessions(database, principal)
    .selectAll("s")
    .where("s.id", "=", id)
    .executeTakeFirst();
  if (!row) throw notFound("Session", id);
  return row;
}

async function view(database: Database, principal: Principal, row: SessionRow) {
  const totals = await totalsFor(database, principal, [row.id]);
  return toView(row, totals.get(row.id));
}

export async function getSession(
  ctx: SessionsDeps,
  principal: Principal,
  id: string,
): Promise<z.infer<typeof TraceSessionDetail>> {
  const row = await findSession(ctx.database, principal, id);
  const traces = await listTraces(ctx, principal, {
    sessionId: row.id,
    page: 1,
    limit: DETAIL_TRACES,
    sortBy: "createdAt",
    sortOrder: "asc",
  });
  return { ...(await view(ctx.database, principal, row)), traces: traces.items };
}

export async function createSession(
  { database, clock }: SessionsDeps,
  principal: Principal,
  body: z.infer<typeof CreateSessionBody>,
): Promise<SessionView> {
  const now = clock.now().toISOString();
  const row: SessionRow = {
    company_id: principal.companyId,
    id: body.id ?? newId("ses"),
    name: body.name ?? null,
    user_id: body.userId ?? null,
    bookmarked: body.bookmarked ? 1 : 0,
    metadata: JSON.stringify(body.metadata ?? {}),
    created_at: now,
    updated_at: now,
  };
  const inserted = await database.db
    .insertInto("trace_sessions")
    .values(row)
    .onConflict((oc) => oc.columns(["company_id", "id"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) {
    throw new ConflictError(`Session ${row.id} already exists: change it with PATCH`, {
      field: "id",
    });
  }
  return view(database, principal, row);
}

export async function updateSession(
  { database, clock }: SessionsDeps,
  principal: Principal,
  id: string,
  body: z.infer<typeof UpdateSessionBody>,
): Promise<SessionView> {
  const row = await findSession(database, principal, id);
  const changes: Partial<SessionRow> = { updated_at: clock.now().toISOString() };
  if (body.name !== undefined) changes.name = body.name;
  if (body.userId !== undefined) changes.user_id = body.userId;
  if (body.bookmarked !== undefined) changes.bookmarked = body.bookmarked ? 1 : 0;
  if (body.metadata !== undefined) {
    changes.metadata = JSON.stringify({
      ...parseJson<Record<string, unknown>>(row.metadata, {}),
      ...body.metadata,
    });
  }
  await database.db
    .updateTable("trace_sessions")
    .set(changes)
    .where("company_id", "=", principal.companyId)
    .where("id", "=", id)
    .execute();
  return view(database, principal, { ...row, ...changes });
}
