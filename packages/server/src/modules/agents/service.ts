import type { z } from "@hono/zod-openapi";
import { sql } from "kysely";
import type { Deps } from "../../context";
import type { Database } from "../../db/database";
import { selectPage } from "../../db/page";
import { parseJson, toNumber } from "../../db/sql";
import { assertOwnCompany } from "../../http/auth";
import { ForbiddenError, notFound } from "../../http/errors";
import { offsetOf, type PageParams } from "../../http/paging";
import type { Principal } from "../../http/principal";
import { newId } from "../../lib/ids";
import { findVisibleAgent, visibleAgents } from "./access";
import type { AgentsTable } from "./schema";
import type {
  Agent,
  AgentConfig,
  CreateAgentBody,
  ListAgentsQuery,
  UpdateAgentBody,
} from "./schemas";

type AgentView = z.infer<typeof Agent>;
type Metrics = AgentView["metrics"];

/** What the agents service uses of the process's Deps. */
export type AgentsDeps = Pick<Deps, "database" | "clock">;

const SORT_COLUMNS = { createdAt: "created_at", updatedAt: "updated_at", name: "name" } as const;

const EMPTY_METRICS: Metrics = { successRate: null, avgLatency: null, totalTraces: 0 };

/** One agent's trace totals: how many, how many succeeded, and their mean latency. */
interface TraceTotals {
  agent_id: string;
  total: unknown;
  successes: unknown;
  avg_latency: unknown;
}

/**
 * An agent's totals over all of its traces. On SQLite from the per-day counts the triggers of
 * migration 0006 keep (one row per agent, outcome and day, so the cost does not grow with the
 * traces); on PostgreSQL from the traces themselves.
 */
function traceTotals(database: Database, companyId: string, agentIds: string[]) {
  if (database.dialect === "sqlite") {
    return database.db
      .selectFrom("trace_day_counts")
      .select((eb) => [
        "agent_id",
        eb.fn.sum("traces").as("total"),
        eb.fn
          .sum(eb.case().when("outcome", "=", "success").then(eb.ref("traces")).else(0).end())
          .as("successes"),
        sql<number | null>`sum(latency_ms) / sum(traces)`.as("avg_latency"),
      ])
      .where("company_id", "=", companyId)
      .where("agent_id", "in", agentIds)
      .groupBy("agent_id")
      .execute();
  }
  return database.db
    .selectFrom("traces")
    .select((eb) => [
      "agent_id",
      eb.fn.countAll().as("total"),
      eb.fn.sum(eb.case().when("outcome", "=", "success").then(1).else(0).end()).as("successes"),
      eb.fn.avg("latency_ms").as("avg_latency"),
    ])
    .where("company_id", "=", companyId)
    .where("agent_id", "in", agentIds)
    .groupBy("agent_id")
    .execute();
}

/** totalTraces, successRate and avgLatency of each agent, from its traces, in one query. */
export async function metricsFor(
  database: Database,
  companyId: string,
  agentIds: string[],
): Promise<Map<string, Metrics>> {
  const result = new Map<string, Metrics>();
  if (agentIds.length === 0) return result;
  const rows: TraceTotals[] = await traceTotals(database, companyId, agentIds);
  for (const row of rows) {
    const total = toNumber(row.total);
    // an agent whose traces were all deleted keeps day rows counting zero (and a null mean)
    if (total === 0) continue;
    result.set(row.agent_id, {
      totalTraces: total,
      successRate: toNumber(row.successes) / total,
      avgLatency:
        row.avg_latency === null ? null : Math.round(toNumber(row.avg_latency) * 100) / 100,
    });
  }
  return result;
}

function toView(row: AgentsTable, metrics: Metrics | undefined): AgentView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    industry: row.industry as AgentView["industry"],
    companyId: row.company_id,
    departmentId: row.department_id,
    config: parseJson<z.infer<typeof AgentConfig>>(row.config, {}),
    metrics: metrics ?? EMPTY_METRICS,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

async function assertDepartment(
  database: Database,
  principal: Principal,
  departmentId: string | null | undefined,
) {
  if (departmentId === null || departmentId === undefined) return;
  const found = await database.db
    .selectFrom("departments")
    .select("id")
    .where("id", "=", departmentId)
    .where("company_id", "=", principal.companyId)
    .executeTakeFirst();
  if (!found) throw notFound("Department", departmentId);
}

export async function listAgents(
  { database }: AgentsDeps,
  principal: Principal,
  query: z.infer<typeof ListAgentsQuery>,
): Promise<{ items: AgentView[]; total: number; page: PageParams }> {
  assertOwnCompany(principal, query.companyId);
  let base = visibleAgents(database, principal);
  if (query.departmentId !== undefined) base = base.where("department_id", "=", query.departmentId);
  if (query.industry !== undefined) base = base.where("industry", "=", query.industry);
  const { rows, total } = await selectPage(base, {
    sortColumn: SORT_COLUMNS[query.sortBy],
    sortOrder: query.sortOrder,
    limit: query.limit,
    offset: offsetOf(query),
  });
  const metrics = await metricsFor(
    database,
    principal.companyId,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => toView(r, metrics.get(r.id))),
    total,
    page: query,
  };
}

export async function getAgent(
  { database }: AgentsDeps,
  principal: Principal,
  id: string,
): Promise<AgentView> {
  const row = await findVisibleAgent(database, principal, id);
  const metrics = (await metricsFor(database, principal.companyId, [id])).get(id) ?? EMPTY_METRICS;
  return toView(row, { ...metrics, ragScores: { groundedness: null, faithfulness: null } });
}

export async function createAgent(
  { database, clock }: AgentsDeps,
  principal: Principal,
  body: z.infer<typeof CreateAgentBody>,
): Promise<AgentView> {
  assertOwnCompany(principal, body.companyId);
  if (principal.agentId !== null) {
    throw new ForbiddenError("This API key is bound to one agent and cannot create agents");
  }
  await assertDepartment(database, principal, body.departmentId);
  const now = clock.now().toISOString();
  const row: AgentsTable = {
    id: newId("agent"),
    company_id: principal.companyId,
    department_id: body.departmentId ?? null,
    name: body.name,
    description: body.description,
    industry: body.industry,
    config: JSON.stringify(body.config),
    created_at: now,
    updated_at: now,
  };
  await database.db.insertInto("agents").values(row).execute();
  return toView(row, undefined);
}

export async function updateAgent(
  { database, clock }: AgentsDeps,
  principal: Principal,
  id: string,
  body: z.infer<typeof UpdateAgentBody>,
): Promise<AgentView> {
  const row = await findVisibleAgent(database, principal, id);
  await assertDepartment(database, principal, body.departmentId);
  const changes: Partial<AgentsTable> = { updated_at: clock.now().toISOString() };
  if (body.name !== undefined) changes.name = body.name;
  if (body.description !== undefined) changes.description = body.description;
  if (body.industry !== undefined) changes.industry = body.industry;
  if (body.departmentId !== undefined) changes.department_id = body.departmentId;
  if (body.config !== undefined) {
    changes.config = JSON.stringify({ ...parseJson<object>(row.config, {}), ...body.config });
  }
  await database.db.updateTable("agents").set(changes).where("id", "=", id).execute();
  const metrics = (await metricsFor(database, principal.companyId, [id])).get(id);
  return toView({ ...row, ...changes }, metrics);
}

/** Deletes the agent and its config record; its traces are kept; keys bound to it are revoked. */
export async function deleteAgent(
  { database, clock }: AgentsDeps,
  principal: Principal,
  id: string,
): Promise<void> {
  await findVisibleAgent(database, principal, id);
  const now = clock.now().toISOString();
  await database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom("agent_configs").where("agent_id", "=", id).execute();
    await trx
      .updateTable("api_keys")
      .set({ revoked_at: now, updated_at: now })
      .where("agent_id", "=", id)
      .where("revoked_at", "is", null)
      .execute();
    await trx.deleteFrom("agents").where("id", "=", id).execute();
  });
}
