/**
 * The clustering job: takes a company's pending failures in one batch, signs them, and puts
 * each in the nearest cluster of its agent or a new one, all in one transaction with the job's
 * completion, so a crash re-runs the batch rather than counting it twice. Emits pattern.new and
 * pattern.updated through the event bus (so webhooks receive them).
 */
import type { Transaction } from "kysely";
import type { Deps } from "../../context";
import type { DB } from "../../db/schema";
import { toNumber } from "../../db/sql";
import { emit } from "../../events/bus";
import { completeIn, type LeasedJob } from "../../jobs/queue";
import type { JobHandler } from "../../jobs/worker";
import { newId } from "../../lib/ids";
import { type ClusterModel, join, nearest, termWeightsOf } from "./assign";
import { type Failure, loadFailures } from "./failures";
import { CLUSTER_BATCH, MERGE_DELAY_MS, RENAME_GROWTH, severityFor } from "./policy";
import { CLUSTER_JOB, enqueueOnce, MERGE_JOB, NAME_JOB } from "./queue";
import type { PatternSignaturesTable } from "./schema";
import { grownColumns, lockState, newClusterRow, saveState, toModel } from "./store";
import { addDocument, type IdfState } from "./vector";

export type PatternsDeps = Pick<Deps, "database" | "clock" | "llm" | "logger" | "jobs">;

/** Embeddings of the failures' texts when an embedding model is configured; none on failure. */
async function embed(deps: PatternsDeps, companyId: string, failures: Failure[]): Promise<void> {
  if (!deps.llm.embeddingsConfigured || failures.length === 0) return;
  try {
    const { vectors } = await deps.llm.embed({
      companyId,
      purpose: "patterns.cluster",
      input: failures.map((failure) => failure.text),
    });
    failures.forEach((failure, i) => {
      failure.embedding = vectors[i] ?? null;
    });
  } catch (error) {
    // Clustering goes on with TF-IDF alone: a provider outage must not stall it.
    deps.logger.error("patterns: embeddings failed; clustering with TF-IDF", {
      companyId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

type SignatureRow = PatternSignaturesTable & { agents: Map<string, number>; dirty: boolean };

async function signaturesFor(trx: Transaction<DB>, companyId: string, fingerprints: string[]) {
  const rows = await trx
    .selectFrom("pattern_signatures")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("fingerprint", "in", fingerprints)
    .execute();
  const agents = rows.length
    ? await trx
        .selectFrom("pattern_signature_agents")
        .select(["signature_id", "agent_id", "occurrences"])
        .where(
          "signature_id",
          "in",
          rows.map((row) => row.id),
        )
        .execute()
    : [];
  const byFingerprint = new Map<string, SignatureRow & { existing: boolean }>();
  for (const row of rows) {
    const counts = new Map(
      agents
        .filter((a) => a.signature_id === row.id)
        .map((a) => [a.agent_id, toNumber(a.occurrences)]),
    );
    byFingerprint.set(row.fingerprint, {
      ...row,
      occurrences: toNumber(row.occurrences),
      agents: counts,
      dirty: false,
      existing: true,
    });
  }
  return byFingerprint;
}

/** Adds one occurrence of `failure` to its signature (made when new). */
function sign(
  signatures: Map<string, SignatureRow & { existing: boolean }>,
  companyId: string,
  failure: Failure,
  clusterId: string,
  at: string,
): SignatureRow {
  const parts = failure.signature;
  let row = signatures.get(parts.fingerprint);
  if (!row) {
    row = {
      id: newId("sig"),
      company_id: companyId,
      fingerprint: parts.fingerprint,
      error_type: parts.errorType,
      template: parts.template,
      span_names: JSON.stringify(parts.spanNames),
      name: parts.name,
      description: parts.description,
      severity: "low",
      occurrences: 0,
      first_seen: failure.occurredAt,
      last_seen: failure.occurredAt,
      affected_agents: "[]",
      cluster_id: clusterId,
      sample_trace_id: failure.traceId,
      created_at: at,
      updated_at: at,
      agents: new Map(),
      dirty: true,
      existing: false,
    };
    signatures.set(parts.fingerprint, row);
  }
  row.occurrences += 1;
  row.agents.set(failure.agentId, (row.agents.get(failure.agentId) ?? 0) + 1);
  if (failure.occurredAt < row.first_seen) row.first_seen = failure.occurredAt;
  if (failure.occurredAt >= row.last_seen) {
    row.last_seen = failure.occurredAt;
    row.sample_trace_id = failure.traceId;
  }
  row.cluster_id = clusterId;
  row.affected_agents = JSON.stringify([...row.agents.keys()].sort());
  row.severity = severityFor(row.occurrences, row.agents.size);
  row.updated_at = at;
  row.dirty = true;
  return row;
}

async function saveSignatures(
  trx: Transaction<DB>,
  signatures: Map<string, SignatureRow & { existing: boolean }>,
  seenAt: Map<string, string>,
) {
  for (const row of signatures.values()) {
    if (!row.dirty) continue;
    const { agents, dirty, existing, ...columns } = row;
    if (existing) {
      await trx.updateTable("pattern_signatures").set(columns).where("id", "=", row.id).execute();
    } else {
      await trx.insertInto("pattern_signatures").values(columns).execute();
    }
    for (const [agentId, occurrences] of agents) {
      const lastSeen = seenAt.get(`${row.id}\n${agentId}`) ?? row.last_seen;
      await trx
        .insertInto("pattern_signature_agents")
        .values({
          signature_id: row.id,
          agent_id: agentId,
          company_id: row.company_id,
          occurrences,
          last_seen: lastSeen,
        })
        .onConflict((oc) =>
          oc
            .columns(["signature_id", "agent_id"])
            .doUpdateSet({ occurrences, last_seen: lastSeen }),
        )
        .execute();
    }
  }
}

/** Clusters one batch of the company's pending failures; answers how many it placed. */
export async function clusterPending(
  deps: PatternsDeps,
  companyId: string,
  job: LeasedJob | null = null,
  owner = "",
): Promise<number> {
  const peek = await deps.database.db
    .selectFrom("pattern_pending")
    .select("trace_id")
    .where("company_id", "=", companyId)
    .orderBy("created_at")
    .orderBy("trace_id")
    .limit(CLUSTER_BATCH)
    .execute();
  const ids = peek.map((row) => row.trace_id);
  const loaded = await loadFailures(deps.database.db, companyId, ids);
  await embed(deps, companyId, loaded);
  const now = deps.clock.now();
  const at = now.toISOString();
  const placed = await deps.database.db.transaction().execute(async (trx) => {
    if (job && !(await completeIn(trx, job, owner, now))) return 0;
    const state = await lockState(trx, deps.database.dialect, companyId, at);
    // Only the failures still pending are this job's: another job may have taken some.
    const taken = ids.length
      ? await trx
          .deleteFrom("pattern_pending")
          .where("company_id", "=", companyId)
          .where("trace_id", "in", ids)
          .returning("trace_id")
          .execute()
      : [];
    const ours = new Set(taken.map((row) => row.trace_id));
    const members = ours.size
      ? await trx
          .selectFrom("pattern_members")
          .select("trace_id")
          .where("trace_id", "in", [...ours])
          .execute()
      : [];
    for (const member of members) ours.delete(member.trace_id);
    const failures = loaded.filter((failure) => ours.has(failure.traceId));
    if (failures.length > 0) await place(deps, trx, companyId, failures, state, now);
    const more = await trx
      .selectFrom("pattern_pending")
      .select("trace_id")
      .where("company_id", "=", companyId)
      .limit(1)
      .executeTakeFirst();
    if (more)
      await enqueueOnce(trx, { type: CLUSTER_JOB, ref: companyId, companyId, payload: {} }, now);
    return failures.length;
  });
  if (placed > 0) deps.jobs.wake();
  return placed;
}

async function place(
  deps: PatternsDeps,
  trx: Transaction<DB>,
  companyId: string,
  failures: Failure[],
  state: IdfState,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const agents = [...new Set(failures.map((failure) => failure.agentId))];
  const rows = await trx
    .selectFrom("pattern_clusters")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("agent_id", "in", agents)
    .where("merged_into", "is", null)
    .execute();
  const clusters: ClusterModel[] = rows.map(toModel);
  const namedAt = new Map(rows.map((row) => [row.id, toNumber(row.named_trace_count)]));
  const signatures = await signaturesFor(trx, companyId, [
    ...new Set(failures.map((f) => f.signature.fingerprint)),
  ]);
  const seenAt = new Map<string, string>();
  const firstSignature = new Map<string, SignatureRow>();
  for (const failure of failures) {
    const candidate = {
      agentId: failure.agentId,
      vector: failure.vector,
      embedding: failure.embedding,
    };
    const found = nearest(candidate, clusters, state);
    let cluster = found?.cluster;
    if (!cluster) {
      cluster = {
        id: newId("cluster"),
        agentId: failure.agentId,
        createdAt: at,
        centroid: {},
        embedding: null,
        traceCount: 0,
        termWeights: {},
        firstSeen: failure.occurredAt,
        lastSeen: failure.occurredAt,
        isNew: true,
        added: 0,
      };
      clusters.push(cluster);
    }
    join(cluster, {
      ...candidate,
      occurredAt: failure.occurredAt,
      terms: termWeightsOf(failure.features, state),
    });
    addDocument(state, failure.vector);
    const signature = sign(signatures, companyId, failure, cluster.id, at);
    const key = `${signature.id}\n${failure.agentId}`;
    if ((seenAt.get(key) ?? "") < failure.occurredAt) seenAt.set(key, failure.occurredAt);
    if (!firstSignature.has(cluster.id)) firstSignature.set(cluster.id, signature);
    await trx
      .insertInto("pattern_members")
      .values({
        trace_id: failure.traceId,
        company_id: companyId,
        agent_id: failure.agentId,
        cluster_id: cluster.id,
        signature_id: signature.id,
        user_id: failure.userId,
        failure_reason: failure.reason.slice(0, 10_000),
        similarity: found?.score ?? 1,
        vector: JSON.stringify(failure.vector),
        embedding: failure.embedding ? JSON.stringify(failure.embedding) : null,
        occurred_at: failure.occurredAt,
        created_at: at,
      })
      .execute();
  }
  await saveSignatures(trx, signatures, seenAt);
  await saveState(trx, companyId, state, at);
  for (const cluster of clusters) {
    if (cluster.added === 0) continue;
    const signature = firstSignature.get(cluster.id);
    if (cluster.isNew && signature) {
      await trx
        .insertInto("pattern_clusters")
        .values(newClusterRow(companyId, cluster, signature, at))
        .execute();
    } else {
      await trx
        .updateTable("pattern_clusters")
        .set(grownColumns(cluster, at))
        .where("id", "=", cluster.id)
        .execute();
    }
    await emit(
      trx,
      {
        event: cluster.isNew ? "pattern.new" : "pattern.updated",
        data: {
          companyId,
          agentId: cluster.agentId,
          clusterId: cluster.id,
          name: cluster.isNew ? (signature?.name ?? "") : undefined,
          traceCount: cluster.traceCount,
          newTraces: cluster.added,
          severity: severityFor(cluster.traceCount),
        },
      },
      now,
    );
    const named = namedAt.get(cluster.id) ?? 0;
    const wantsName = named === 0 || cluster.traceCount >= named * RENAME_GROWTH;
    if (deps.llm.configured && wantsName) {
      await enqueueOnce(
        trx,
        {
          type: NAME_JOB,
          ref: cluster.id,
          companyId,
          payload: { clusterId: cluster.id },
          maxAttempts: 3,
        },
        now,
      );
    }
  }
  await enqueueOnce(
    trx,
    {
      type: MERGE_JOB,
      ref: companyId,
      companyId,
      payload: {},
      runAt: new Date(now.getTime() + MERGE_DELAY_MS),
    },
    now,
  );
}

/** The `patterns.cluster` job handler. */
export function clusterJob(deps: PatternsDeps): JobHandler<unknown> {
  return async (job, { owner }) => {
    if (job.companyId === null) return undefined;
    await clusterPending(deps, job.companyId, job, owner);
    return "completed";
  };
}
