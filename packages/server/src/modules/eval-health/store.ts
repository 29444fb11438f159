/**
 * Reading what evaluation health is computed from: the agent's completed runs and their
 * results. Nothing is stored by this module; every answer is derived from the runs as they are,
 * so a run that completes (or is deleted with its agent) shows at once and no snapshot goes stale.
 */
import type { Database } from "../../db/database";
import type { Principal } from "../../http/principal";
import { findVisibleAgent } from "../agents/access";
import type { EvalRunResultsTable, EvalRunsTable } from "../eval-runs/schema";

export type ResultRow = Pick<
  EvalRunResultsTable,
  "run_id" | "passed" | "score" | "scores" | "error" | "latency_ms"
>;

/** Bound parameters per query stay far below SQLite's and PostgreSQL's limits. */
const CHUNK = 500;

/** 404 NOT_FOUND for a missing agent, another company's, or one outside the key's binding. */
export async function requireAgent(database: Database, principal: Principal, agentId: string) {
  await findVisibleAgent(database, principal, agentId);
}

/**
 * The agent's completed runs, oldest first by completion time; with `from`/`to`, only those
 * completed in [from, to). Cancelled and failed runs are not evaluations of the agent's answers.
 */
export async function completedRuns(
  database: Database,
  companyId: string,
  agentId: string,
  window: { from?: Date; to?: Date } = {},
): Promise<EvalRunsTable[]> {
  let query = database.db
    .selectFrom("eval_runs")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("agent_id", "=", agentId)
    .where("status", "=", "completed")
    .where("completed_at", "is not", null);
  // Timestamps are ISO 8601 text in UTC on every dialect, so text order is time order.
  if (window.from) query = query.where("completed_at", ">=", window.from.toISOString());
  if (window.to) query = query.where("completed_at", "<", window.to.toISOString());
  return query.orderBy("completed_at", "asc").orderBy("id", "asc").execute();
}

/** The set's last completed run before `before`: the baseline of the period's first run. */
export async function lastCompletedBefore(
  database: Database,
  companyId: string,
  agentId: string,
  setId: string,
  before: Date,
): Promise<EvalRunsTable | undefined> {
  return database.db
    .selectFrom("eval_runs")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("agent_id", "=", agentId)
    .where("eval_set_id", "=", setId)
    .where("status", "=", "completed")
    .where("completed_at", "<", before.toISOString())
    .orderBy("completed_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** Every result row of the given runs. */
export async function resultsOf(
  database: Database,
  runIds: readonly string[],
): Promise<ResultRow[]> {
  const rows: ResultRow[] = [];
  for (let i = 0; i < runIds.length; i += CHUNK) {
    const chunk = runIds.slice(i, i + CHUNK);
    rows.push(
      ...(await database.db
        .selectFrom("eval_run_results")
        .select(["run_id", "passed", "score", "scores", "error", "latency_ms"])
        .where("run_id", "in", chunk)
        .execute()),
    );
  }
  return rows;
}

/** Inputs of a set's examples, by example id. */
export async function exampleInputs(
  database: Database,
  setId: string,
  exampleIds: readonly string[],
): Promise<Map<string, string>> {
  const inputs = new Map<string, string>();
  for (let i = 0; i < exampleIds.length; i += CHUNK) {
    const rows = await database.db
      .selectFrom("eval_set_examples")
      .select(["id", "input"])
      .where("set_id", "=", setId)
      .where("id", "in", exampleIds.slice(i, i + CHUNK))
      .execute();
    for (const row of rows) inputs.set(row.id, row.input);
  }
  return inputs;
}

/** Names of the agent's evaluation sets, by id (the `category` of a regression). */
export async function setNames(
  database: Database,
  companyId: string,
  setIds: readonly string[],
): Promise<Map<string, string>> {
  if (setIds.length === 0) return new Map();
  const rows = await database.db
    .selectFrom("eval_sets")
    .select(["id", "name"])
    .where("company_id", "=", companyId)
    .where("id", "in", [...setIds])
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Runs grouped by evaluation set, each group in the order given. */
export function runsBySet(runs: readonly EvalRunsTable[]): Map<string, EvalRunsTable[]> {
  const bySet = new Map<string, EvalRunsTable[]>();
  for (const run of runs) {
    const list = bySet.get(run.eval_set_id);
    if (list) list.push(run);
    else bySet.set(run.eval_set_id, [run]);
  }
  return bySet;
}
