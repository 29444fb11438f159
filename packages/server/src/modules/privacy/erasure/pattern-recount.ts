/**
 * Deleting traces from the failure patterns: their member and pending rows go (they hold the
 * raw failure reason and the end user's id), and every cluster and signature they counted in
 * is recomputed from the members that remain, so no count, sample, centroid or term list keeps
 * a trace of them. A cluster or signature left without members goes too. A cluster named by the
 * model from the deleted failures falls back to its rule-based name until it is named again.
 */
import type { Transaction } from "kysely";
import type { DB } from "../../../db/schema";
import { parseJson, toNumber } from "../../../db/sql";
import { termWeightsOf } from "../../patterns/assign";
import { loadFailures } from "../../patterns/failures";
import { KEPT_TERMS, severityFor } from "../../patterns/policy";
import { denseMeanWith, type IdfState, meanWith, pruned, type Sparse } from "../../patterns/vector";

/** Members a cluster is recomputed from (the newest): bounded work per deleted batch. */
const RECOMPUTE_MEMBERS = 1_000;

type Counts = Record<string, number>;

export interface PatternDeletion {
  counts: Counts;
  /** Clusters and signatures deleted: events and deliveries that name them go too. */
  deletedIds: string[];
}

async function idfState(trx: Transaction<DB>, companyId: string): Promise<IdfState> {
  const row = await trx
    .selectFrom("pattern_state")
    .select(["docs", "df"])
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  return { docs: toNumber(row?.docs ?? 0), df: parseJson<Sparse>(row?.df, {}) };
}

async function recomputeCluster(
  trx: Transaction<DB>,
  companyId: string,
  clusterId: string,
  state: IdfState,
  at: string,
): Promise<"deleted" | "recounted"> {
  const total = await trx
    .selectFrom("pattern_members")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("cluster_id", "=", clusterId)
    .executeTakeFirstOrThrow();
  if (toNumber(total.n) === 0) {
    await trx.deleteFrom("pattern_clusters").where("id", "=", clusterId).execute();
    return "deleted";
  }
  const members = await trx
    .selectFrom("pattern_members")
    .select(["trace_id", "vector", "embedding", "occurred_at", "signature_id"])
    .where("cluster_id", "=", clusterId)
    .orderBy("occurred_at", "desc")
    .limit(RECOMPUTE_MEMBERS)
    .execute();
  let centroid: Sparse = {};
  let embedding: number[] | null = null;
  members.forEach((member, i) => {
    centroid = meanWith(centroid, i, parseJson<Sparse>(member.vector, {}));
    embedding = denseMeanWith(embedding, i, parseJson<number[] | null>(member.embedding, null));
  });
  const terms: Record<string, number> = {};
  const failures = await loadFailures(
    trx,
    companyId,
    members.map((m) => m.trace_id),
  );
  for (const failure of failures) {
    for (const [term, weight] of Object.entries(termWeightsOf(failure.features, state))) {
      terms[term] = (terms[term] ?? 0) + weight;
    }
  }
  const seen = members.map((m) => m.occurred_at).sort();
  const cluster = await trx
    .selectFrom("pattern_clusters")
    .select(["named_by", "signature_id"])
    .where("id", "=", clusterId)
    .executeTakeFirstOrThrow();
  const signature = await trx
    .selectFrom("pattern_signatures")
    .select(["id", "name", "description"])
    .where("id", "=", members[0]?.signature_id ?? "")
    .executeTakeFirst();
  const count = toNumber(total.n);
  await trx
    .updateTable("pattern_clusters")
    .set({
      centroid: JSON.stringify(centroid),
      embedding: embedding ? JSON.stringify(embedding) : null,
      term_weights: JSON.stringify(pruned(terms, KEPT_TERMS)),
      trace_count: count,
      severity: severityFor(count),
      first_seen: seen[0] ?? at,
      last_seen: seen.at(-1) ?? at,
      updated_at: at,
      // The model's name and analysis may quote the deleted failures: back to the rules' own.
      ...(cluster.named_by === "llm" || cluster.signature_id !== signature?.id
        ? {
            named_by: "rules" as const,
            named_trace_count: 0,
            root_cause: null,
            suggested_fix: null,
            ...(signature
              ? {
                  signature_id: signature.id,
                  name: signature.name,
                  description: signature.description,
                }
              : {}),
          }
        : {}),
    })
    .where("id", "=", clusterId)
    .execute();
  return "recounted";
}

async function recomputeSignature(
  trx: Transaction<DB>,
  signatureId: string,
): Promise<"deleted" | "recounted"> {
  const members = await trx
    .selectFrom("pattern_members")
    .select(["agent_id", "trace_id", "occurred_at", "company_id"])
    .where("signature_id", "=", signatureId)
    .orderBy("occurred_at", "desc")
    .execute();
  await trx
    .deleteFrom("pattern_signature_agents")
    .where("signature_id", "=", signatureId)
    .execute();
  if (members.length === 0) {
    await trx
      .updateTable("pattern_clusters")
      .set({ signature_id: null })
      .where("signature_id", "=", signatureId)
      .execute();
    await trx.deleteFrom("pattern_signatures").where("id", "=", signatureId).execute();
    return "deleted";
  }
  const agents = new Map<string, { n: number; last: string; companyId: string }>();
  for (const member of members) {
    const entry = agents.get(member.agent_id);
    if (entry) entry.n += 1;
    else
      agents.set(member.agent_id, { n: 1, last: member.occurred_at, companyId: member.company_id });
  }
  await trx
    .insertInto("pattern_signature_agents")
    .values(
      [...agents].map(([agentId, entry]) => ({
        signature_id: signatureId,
        agent_id: agentId,
        company_id: entry.companyId,
        occurrences: entry.n,
        last_seen: entry.last,
      })),
    )
    .execute();
  const newest = members[0] as (typeof members)[number];
  const oldest = members.at(-1) as (typeof members)[number];
  await trx
    .updateTable("pattern_signatures")
    .set({
      occurrences: members.length,
      sample_trace_id: newest.trace_id,
      affected_agents: JSON.stringify([...agents.keys()].sort()),
      severity: severityFor(members.length, agents.size),
      first_seen: oldest.occurred_at,
      last_seen: newest.occurred_at,
    })
    .where("id", "=", signatureId)
    .execute();
  return "recounted";
}

/**
 * Inside the deleting transaction: removes the traces' pattern rows and recomputes what they
 * counted in. Answers rows deleted per table, and clusters/signatures recounted.
 */
export async function recountPatterns(
  trx: Transaction<DB>,
  companyId: string,
  traceIds: readonly string[],
  at: string,
): Promise<PatternDeletion> {
  const counts: Counts = {};
  const deletedIds: string[] = [];
  const members = await trx
    .deleteFrom("pattern_members")
    .where("company_id", "=", companyId)
    .where("trace_id", "in", traceIds)
    .returning(["cluster_id", "signature_id"])
    .execute();
  const pending = await trx
    .deleteFrom("pattern_pending")
    .where("company_id", "=", companyId)
    .where("trace_id", "in", traceIds)
    .returning("trace_id")
    .execute();
  counts.pattern_members = members.length;
  counts.pattern_pending = pending.length;
  // A signature whose sample is a deleted trace is recounted even when no member went.
  const sampled = await trx
    .selectFrom("pattern_signatures")
    .select("id")
    .where("company_id", "=", companyId)
    .where("sample_trace_id", "in", traceIds)
    .execute();
  const signatureIds = new Set([
    ...members.map((m) => m.signature_id),
    ...sampled.map((s) => s.id),
  ]);
  for (const id of [...signatureIds].sort()) {
    const outcome = await recomputeSignature(trx, id);
    if (outcome === "deleted") deletedIds.push(id);
    const key = outcome === "deleted" ? "pattern_signatures" : "pattern_signatures (recounted)";
    counts[key] = (counts[key] ?? 0) + 1;
  }
  const clusterIds = [...new Set(members.map((m) => m.cluster_id))].sort();
  const state = clusterIds.length > 0 ? await idfState(trx, companyId) : { docs: 0, df: {} };
  for (const id of clusterIds) {
    const outcome = await recomputeCluster(trx, companyId, id, state, at);
    if (outcome === "deleted") deletedIds.push(id);
    const key = outcome === "deleted" ? "pattern_clusters" : "pattern_clusters (recounted)";
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return {
    counts: Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0)),
    deletedIds,
  };
}
