/** Reading and writing the patterns tables' JSON columns and the per-company IDF state. */
import type { Insertable, Transaction } from "kysely";
import type { Dialect } from "../../db/database";
import type { DB } from "../../db/schema";
import { parseJson, toNumber } from "../../db/sql";
import type { ClusterModel } from "./assign";
import { severityFor } from "./policy";
import type { PatternClustersTable } from "./schema";
import type { IdfState, Sparse } from "./vector";

/**
 * The company's IDF state, locked for this transaction: on PostgreSQL `FOR UPDATE`, so two
 * clustering jobs of one company (two replicas) take turns; SQLite has one writer anyway.
 */
export async function lockState(
  trx: Transaction<DB>,
  dialect: Dialect,
  companyId: string,
  at: string,
): Promise<IdfState> {
  await trx
    .insertInto("pattern_state")
    .values({ company_id: companyId, docs: 0, df: "{}", updated_at: at })
    .onConflict((oc) => oc.column("company_id").doNothing())
    .execute();
  let query = trx
    .selectFrom("pattern_state")
    .select(["docs", "df"])
    .where("company_id", "=", companyId);
  if (dialect === "postgres") query = query.forUpdate();
  const row = await query.executeTakeFirstOrThrow();
  return { docs: toNumber(row.docs), df: parseJson<Sparse>(row.df, {}) };
}

export async function saveState(
  trx: Transaction<DB>,
  companyId: string,
  state: IdfState,
  at: string,
): Promise<void> {
  await trx
    .updateTable("pattern_state")
    .set({ docs: state.docs, df: JSON.stringify(state.df), updated_at: at })
    .where("company_id", "=", companyId)
    .execute();
}

export function toModel(row: PatternClustersTable): ClusterModel {
  return {
    id: row.id,
    agentId: row.agent_id,
    createdAt: row.created_at,
    centroid: parseJson<Sparse>(row.centroid, {}),
    embedding: parseJson<number[] | null>(row.embedding, null),
    traceCount: toNumber(row.trace_count),
    termWeights: parseJson<Record<string, number>>(row.term_weights, {}),
    firstSeen: row.first_seen,
    lastSeen: row.last_seen,
    isNew: false,
    added: 0,
  };
}

/** The columns clustering changes on a cluster. */
export function grownColumns(model: ClusterModel, at: string) {
  return {
    centroid: JSON.stringify(model.centroid),
    embedding: model.embedding ? JSON.stringify(model.embedding) : null,
    trace_count: model.traceCount,
    term_weights: JSON.stringify(model.termWeights),
    first_seen: model.firstSeen,
    last_seen: model.lastSeen,
    severity: severityFor(model.traceCount),
    updated_at: at,
  };
}

export function newClusterRow(
  companyId: string,
  model: ClusterModel,
  signature: { id: string; name: string; description: string },
  at: string,
): Insertable<PatternClustersTable> {
  return {
    id: model.id,
    company_id: companyId,
    agent_id: model.agentId,
    name: signature.name,
    description: `Failures of ${model.agentId} like ${signature.description}`.slice(0, 2_000),
    status: "open",
    signature_id: signature.id,
    root_cause: null,
    suggested_fix: null,
    named_by: "rules",
    named_trace_count: 0,
    merged_into: null,
    issue_id: null,
    created_at: model.createdAt,
    ...grownColumns(model, at),
  };
}
