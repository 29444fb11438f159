/**
 * The merge pass: clusters of one agent whose centroids have grown alike become one. The older
 * cluster keeps its id (links, issues and webhooks that name it stay valid); the newer one
 * points at it with merged_into, and its members and signatures move over.
 */
import type { Transaction } from "kysely";
import type { DB } from "../../db/schema";
import { emit } from "../../events/bus";
import { completeIn, type LeasedJob } from "../../jobs/queue";
import type { JobHandler } from "../../jobs/worker";
import { type ClusterModel, likeness } from "./assign";
import type { PatternsDeps } from "./cluster-job";
import { KEPT_TERMS, MERGE_THRESHOLD } from "./policy";
import { grownColumns, lockState, toModel } from "./store";
import { denseMeanWith, type IdfState, meanWith, pruned } from "./vector";

/** Folds `from` into `into` in memory: weighted means, counts, terms, seen times. */
function fold(into: ClusterModel, from: ClusterModel): void {
  into.centroid = meanWith(into.centroid, into.traceCount, from.centroid, from.traceCount);
  into.embedding =
    into.embedding && from.embedding
      ? denseMeanWith(into.embedding, into.traceCount, from.embedding, from.traceCount)
      : (into.embedding ?? from.embedding);
  const terms = { ...into.termWeights };
  for (const [term, weight] of Object.entries(from.termWeights))
    terms[term] = (terms[term] ?? 0) + weight;
  into.termWeights = pruned(terms, KEPT_TERMS);
  into.traceCount += from.traceCount;
  if (from.firstSeen < into.firstSeen) into.firstSeen = from.firstSeen;
  if (from.lastSeen > into.lastSeen) into.lastSeen = from.lastSeen;
}

/** Pairs to merge within one agent's clusters, oldest first: [newer, older]. */
function mergesOf(clusters: ClusterModel[], state: IdfState, threshold: number) {
  const alive = [...clusters].sort((a, b) =>
    a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1,
  );
  const merges: { from: ClusterModel; into: ClusterModel }[] = [];
  let changed = true;
  while (changed) {
    changed = false;
    outer: for (let i = 0; i < alive.length; i++) {
      for (let j = i + 1; j < alive.length; j++) {
        const older = alive[i] as ClusterModel;
        const newer = alive[j] as ClusterModel;
        const { score } = likeness(
          { vector: newer.centroid, embedding: newer.embedding },
          older,
          state,
        );
        if (score < threshold) continue;
        fold(older, newer);
        merges.push({ from: newer, into: older });
        alive.splice(j, 1);
        changed = true;
        break outer;
      }
    }
  }
  return merges;
}

async function applyMerge(trx: Transaction<DB>, from: string, into: string, at: string) {
  await trx
    .updateTable("pattern_members")
    .set({ cluster_id: into })
    .where("cluster_id", "=", from)
    .execute();
  await trx
    .updateTable("pattern_signatures")
    .set({ cluster_id: into })
    .where("cluster_id", "=", from)
    .execute();
  // Clusters merged into `from` earlier now point at the survivor: every old id resolves in one step.
  await trx
    .updateTable("pattern_clusters")
    .set({ merged_into: into })
    .where("merged_into", "=", from)
    .execute();
  await trx
    .updateTable("pattern_clusters")
    .set({ merged_into: into, updated_at: at })
    .where("id", "=", from)
    .execute();
}

/**
 * Merges the company's alike clusters (per agent); answers the merges made, `[from, into]`.
 * `threshold` defaults to the policy's MERGE_THRESHOLD.
 */
export async function mergeClusters(
  deps: Pick<PatternsDeps, "database" | "clock">,
  companyId: string,
  options: { threshold?: number; job?: LeasedJob; owner?: string } = {},
): Promise<[string, string][]> {
  const now = deps.clock.now();
  const at = now.toISOString();
  return deps.database.db.transaction().execute(async (trx) => {
    if (options.job && !(await completeIn(trx, options.job, options.owner ?? "", now))) return [];
    const state = await lockState(trx, deps.database.dialect, companyId, at);
    const rows = await trx
      .selectFrom("pattern_clusters")
      .selectAll()
      .where("company_id", "=", companyId)
      .where("merged_into", "is", null)
      .execute();
    const byAgent = new Map<string, ClusterModel[]>();
    for (const row of rows) {
      const list = byAgent.get(row.agent_id) ?? [];
      list.push(toModel(row));
      byAgent.set(row.agent_id, list);
    }
    const done: [string, string][] = [];
    for (const clusters of byAgent.values()) {
      const merges = mergesOf(clusters, state, options.threshold ?? MERGE_THRESHOLD);
      const survivors = new Map<string, { model: ClusterModel; absorbed: string[] }>();
      for (const { from, into } of merges) {
        await applyMerge(trx, from.id, into.id, at);
        const entry = survivors.get(into.id) ?? { model: into, absorbed: [] };
        entry.absorbed.push(from.id);
        survivors.set(into.id, entry);
        done.push([from.id, into.id]);
      }
      for (const { model, absorbed } of survivors.values()) {
        await trx
          .updateTable("pattern_clusters")
          .set(grownColumns(model, at))
          .where("id", "=", model.id)
          .execute();
        await emit(
          trx,
          {
            event: "pattern.updated",
            data: {
              companyId,
              agentId: model.agentId,
              clusterId: model.id,
              traceCount: model.traceCount,
              mergedClusterIds: absorbed,
            },
          },
          now,
        );
      }
    }
    return done;
  });
}

/** The `patterns.merge` job handler. */
export function mergeJob(deps: PatternsDeps): JobHandler<unknown> {
  return async (job, { owner }) => {
    if (job.companyId === null) return undefined;
    await mergeClusters(deps, job.companyId, { job, owner });
    return "completed";
  };
}
