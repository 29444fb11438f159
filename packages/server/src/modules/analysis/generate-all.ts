/**
 * Which traces a generate-all call queues: the agent's newest traces (of the filters) that have
 * no completed explanation and are not waiting in a run already queued or running. Unexplained
 * traces are looked for directly, not among the newest `limit` traces: under steady traffic the
 * newest window fills with explained traces, and a second call must still reach older ones.
 */
import type { ExpressionBuilder } from "kysely";
import type { Deps } from "../../context";
import type { DB } from "../../db/schema";
import { parseJson } from "../../db/sql";
import type { Principal } from "../../http/principal";

export interface GenerateAllQuery {
  limit: number;
  outcomeFilter?: "success" | "failure" | undefined;
  startDate?: string | undefined;
}

export interface Picked {
  /** The traces to queue, newest first. */
  traceIds: string[];
  /**
   * Traces passed over to find them (all of the agent's, when fewer than `limit` were found):
   * explained already, or waiting in another run.
   */
  skipped: number;
}

/** The agent's traces (company, agent, filters), as a query to refine. */
function agentTraces(
  deps: Pick<Deps, "database">,
  companyId: string,
  agentId: string,
  query: GenerateAllQuery,
) {
  let traces = deps.database.db
    .selectFrom("traces")
    .where("traces.company_id", "=", companyId)
    .where("traces.agent_id", "=", agentId);
  if (query.outcomeFilter !== undefined) {
    traces = traces.where("traces.outcome", "=", query.outcomeFilter);
  }
  if (query.startDate !== undefined) {
    traces = traces.where("traces.created_at", ">=", new Date(query.startDate).toISOString());
  }
  return traces;
}

/** Trace ids in the runs of the agent still queued or running: queued once is enough. */
async function waitingInRuns(
  deps: Pick<Deps, "database">,
  companyId: string,
  agentId: string,
): Promise<Set<string>> {
  const runs = await deps.database.db
    .selectFrom("analysis_runs")
    .select("config")
    .where("company_id", "=", companyId)
    .where("agent_id", "=", agentId)
    .where("status", "in", ["queued", "processing"])
    .execute();
  const ids = new Set<string>();
  for (const run of runs) {
    for (const id of parseJson<{ traceIds?: string[] }>(run.config, {}).traceIds ?? []) ids.add(id);
  }
  return ids;
}

export async function pickUnexplained(
  deps: Pick<Deps, "database">,
  principal: Principal,
  agentId: string,
  query: GenerateAllQuery,
): Promise<Picked> {
  const companyId = principal.companyId;
  const waiting = await waitingInRuns(deps, companyId, agentId);
  const explained = (eb: ExpressionBuilder<DB, "traces">) =>
    eb.exists(
      eb
        .selectFrom("analyses")
        .select("analyses.id")
        .whereRef("analyses.trace_id", "=", "traces.id")
        .where("analyses.company_id", "=", companyId)
        .where("analyses.status", "=", "completed"),
    );
  // Enough unexplained candidates that, once those waiting in runs are dropped, `limit` remain.
  const candidates = await agentTraces(deps, companyId, agentId, query)
    .select(["traces.id", "traces.created_at"])
    .where((eb) => eb.not(explained(eb)))
    .orderBy("traces.created_at", "desc")
    .orderBy("traces.id", "desc")
    .limit(query.limit + waiting.size)
    .execute();
  const traceIds: string[] = [];
  let passedWaiting = 0;
  let oldest: { id: string; created_at: string } | null = null;
  for (const row of candidates) {
    if (traceIds.length === query.limit) break;
    if (waiting.has(row.id)) {
      passedWaiting++;
      continue;
    }
    traceIds.push(row.id);
    oldest = row;
  }
  // The window searched: everything newer than the oldest queued trace, or all of the agent's.
  let window = agentTraces(deps, companyId, agentId, query).where((eb) => explained(eb));
  if (traceIds.length === query.limit && oldest) {
    const { id, created_at } = oldest;
    window = window.where((eb) =>
      eb.or([
        eb("traces.created_at", ">", created_at),
        eb.and([eb("traces.created_at", "=", created_at), eb("traces.id", ">=", id)]),
      ]),
    );
  }
  const counted = await window
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirst();
  return { traceIds, skipped: Number(counted?.n ?? 0) + passedWaiting };
}
