/** Reading signatures and clusters (the writes happen in the clustering and merge jobs). */
import type { z } from "@hono/zod-openapi";
import type { Deps } from "../../context";
import { parseJson, toNumber } from "../../db/sql";
import { notFound } from "../../http/errors";
import type { Principal } from "../../http/principal";
import { findVisibleAgent } from "../agents/access";
import { commonPatterns } from "./assign";
import {
  COMMON_PATTERNS,
  ruleBasedFix,
  ruleBasedRootCause,
  type Severity,
  type SuggestedFix,
} from "./policy";
import type { PatternClustersTable, PatternSignaturesTable } from "./schema";
import type { Cluster, ClusterDetail, ClustersQuery, Signature, SignaturesQuery } from "./schemas";

export type PatternsReadDeps = Pick<Deps, "database" | "clock">;

const DAY_MS = 86_400_000;
/** Member traces a cluster's detail lists, newest first. */
const DETAIL_TRACES = 50;
const SAMPLE_TRACES = 5;

/** A date bound as an ISO time; a plain date as an upper bound covers that whole day. */
function bound(value: string, upper: boolean): string {
  const time = Date.parse(value);
  const plainDate = /^\d{4}-\d{2}-\d{2}$/.test(value);
  return new Date(upper && plainDate ? time + DAY_MS - 1 : time).toISOString();
}

function toSignature(row: PatternSignaturesTable, only: string | null): z.infer<typeof Signature> {
  const agents = parseJson<string[]>(row.affected_agents, []);
  return {
    id: row.id,
    fingerprint: row.fingerprint,
    name: row.name,
    description: row.description,
    severity: row.severity as Severity,
    occurrences: toNumber(row.occurrences),
    firstSeen: row.first_seen,
    lastSeen: row.last_seen,
    // A key bound to one agent learns nothing of the company's other agents.
    affectedAgents: only === null ? agents : agents.filter((agent) => agent === only),
    clusterId: row.cluster_id,
    sampleTraceId: row.sample_trace_id,
    errorType: row.error_type,
    template: row.template,
    spanNames: parseJson<string[]>(row.span_names, []),
  };
}

export async function listSignatures(
  { database }: PatternsReadDeps,
  principal: Principal,
  query: z.infer<typeof SignaturesQuery>,
) {
  const agentId = principal.agentId ?? query.agentId;
  let base = database.db
    .selectFrom("pattern_signatures")
    .where("pattern_signatures.company_id", "=", principal.companyId);
  if (agentId !== undefined) {
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom("pattern_signature_agents")
          .select("pattern_signature_agents.signature_id")
          .whereRef("pattern_signature_agents.signature_id", "=", "pattern_signatures.id")
          .where("pattern_signature_agents.agent_id", "=", agentId),
      ),
    );
  }
  if (query.severity) base = base.where("severity", "=", query.severity);
  if (query.startDate) base = base.where("last_seen", ">=", bound(query.startDate, false));
  if (query.endDate) base = base.where("first_seen", "<=", bound(query.endDate, true));
  const total = toNumber(
    (await base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n,
  );
  const rows = await base
    .selectAll()
    .orderBy("last_seen", "desc")
    .orderBy("id", "desc")
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return {
    signatures: rows.map((row) => toSignature(row, principal.agentId)),
    totalSignatures: total,
    pagination: {
      limit: query.limit,
      offset: query.offset,
      total,
      hasMore: query.offset + rows.length < total,
    },
  };
}

async function clusterFacts(database: PatternsReadDeps["database"], clusterIds: string[]) {
  const samples = new Map<string, string[]>();
  const customers = new Map<string, number>();
  if (clusterIds.length === 0) return { samples, customers };
  const counts = await database.db
    .selectFrom("pattern_members")
    .select((eb) => ["cluster_id", eb.fn.count("user_id").distinct().as("users")])
    .where("cluster_id", "in", clusterIds)
    .groupBy("cluster_id")
    .execute();
  for (const row of counts) customers.set(row.cluster_id, toNumber(row.users));
  for (const id of clusterIds) {
    const rows = await database.db
      .selectFrom("pattern_members")
      .select("trace_id")
      .where("cluster_id", "=", id)
      .orderBy("occurred_at", "desc")
      .orderBy("trace_id", "desc")
      .limit(SAMPLE_TRACES)
      .execute();
    samples.set(
      id,
      rows.map((row) => row.trace_id),
    );
  }
  return { samples, customers };
}

function toCluster(
  row: PatternClustersTable,
  facts: Awaited<ReturnType<typeof clusterFacts>>,
): z.infer<typeof Cluster> {
  return {
    id: row.id,
    agentId: row.agent_id,
    name: row.name,
    description: row.description,
    traceCount: toNumber(row.trace_count),
    severity: row.severity as Severity,
    status: row.status,
    firstSeen: row.first_seen,
    lastSeen: row.last_seen,
    commonPatterns: commonPatterns(
      parseJson<Record<string, number>>(row.term_weights, {}),
      COMMON_PATTERNS,
    ),
    sampleTraceIds: facts.samples.get(row.id) ?? [],
    impactEstimate: {
      affectedCustomers: facts.customers.get(row.id) ?? 0,
      estimatedRevenueLoss: null,
      issueId: row.issue_id,
    },
    namedBy: row.named_by,
  };
}

export async function listClusters(
  deps: PatternsReadDeps,
  principal: Principal,
  agentId: string,
  query: z.infer<typeof ClustersQuery>,
) {
  const { database, clock } = deps;
  await findVisibleAgent(database, principal, agentId);
  const now = clock.now();
  const start = query.startDate
    ? bound(query.startDate, false)
    : new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const end = query.endDate ? bound(query.endDate, true) : now.toISOString();
  let clustersQuery = database.db
    .selectFrom("pattern_clusters")
    .selectAll()
    .where("company_id", "=", principal.companyId)
    .where("agent_id", "=", agentId)
    .where("merged_into", "is", null)
    .where("trace_count", ">=", query.minClusterSize)
    .where("last_seen", ">=", start)
    .where("first_seen", "<=", end);
  if (query.status) clustersQuery = clustersQuery.where("status", "=", query.status);
  const rows = await clustersQuery
    .orderBy("trace_count", "desc")
    .orderBy("last_seen", "desc")
    .orderBy("id")
    .execute();
  const failures = await database.db
    .selectFrom("traces")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("company_id", "=", principal.companyId)
    .where("agent_id", "=", agentId)
    .where("outcome", "=", "failure")
    .where("created_at", ">=", start)
    .where("created_at", "<=", end)
    .executeTakeFirstOrThrow();
  const facts = await clusterFacts(
    database,
    rows.map((row) => row.id),
  );
  return {
    clusters: rows.map((row) => toCluster(row, facts)),
    totalClusters: rows.length,
    totalFailures: toNumber(failures.n),
  };
}

/** The cluster, or the one it was merged into: an id, once given out, keeps answering. */
async function findCluster(
  { database }: PatternsReadDeps,
  principal: Principal,
  agentId: string,
  clusterId: string,
): Promise<PatternClustersTable> {
  const find = (id: string) =>
    database.db
      .selectFrom("pattern_clusters")
      .selectAll()
      .where("id", "=", id)
      .where("company_id", "=", principal.companyId)
      .where("agent_id", "=", agentId)
      .executeTakeFirst();
  let row = await find(clusterId);
  if (row?.merged_into) row = await find(row.merged_into);
  if (!row) throw notFound("Cluster", clusterId);
  return row;
}

export async function getCluster(
  deps: PatternsReadDeps,
  principal: Principal,
  agentId: string,
  clusterId: string,
): Promise<z.infer<typeof ClusterDetail>> {
  const { database } = deps;
  await findVisibleAgent(database, principal, agentId);
  const row = await findCluster(deps, principal, agentId, clusterId);
  const facts = await clusterFacts(database, [row.id]);
  const traces = await database.db
    .selectFrom("pattern_members")
    .innerJoin("traces", "traces.id", "pattern_members.trace_id")
    .select([
      "traces.id",
      "traces.user_message",
      "traces.agent_response",
      "pattern_members.failure_reason",
      "pattern_members.occurred_at",
    ])
    .where("pattern_members.cluster_id", "=", row.id)
    .orderBy("pattern_members.occurred_at", "desc")
    .orderBy("traces.id", "desc")
    .limit(DETAIL_TRACES)
    .execute();
  const dominant = await database.db
    .selectFrom("pattern_members")
    .innerJoin("pattern_signatures", "pattern_signatures.id", "pattern_members.signature_id")
    .select((eb) => ["pattern_signatures.description", eb.fn.countAll().as("n")])
    .where("pattern_members.cluster_id", "=", row.id)
    .groupBy(["pattern_signatures.id", "pattern_signatures.description"])
    .orderBy("n", "desc")
    .orderBy("pattern_signatures.id")
    .limit(1)
    .executeTakeFirst();
  const severity = row.severity as Severity;
  const signatureText = dominant?.description ?? row.name;
  const share = dominant ? toNumber(dominant.n) / Math.max(1, toNumber(row.trace_count)) : 1;
  return {
    ...toCluster(row, facts),
    rootCause: row.root_cause ?? ruleBasedRootCause(signatureText, Math.min(1, share)),
    suggestedFix:
      parseJson<SuggestedFix | null>(row.suggested_fix, null) ??
      ruleBasedFix(signatureText, severity),
    traces: traces.map((trace) => ({
      id: trace.id,
      userMessage: trace.user_message,
      agentResponse: trace.agent_response,
      failureReason: trace.failure_reason,
      qualityScore: null,
      timestamp: trace.occurred_at,
    })),
  };
}
