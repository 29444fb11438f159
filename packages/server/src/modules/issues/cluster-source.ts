/** Opening an issue from a failure cluster: what the cluster gives the issue. */
import type { Database } from "../../db/database";
import { notFound } from "../../http/errors";
import type { Principal } from "../../http/principal";
import type { IssueSeverity } from "./schema";

export interface ClusterSource {
  id: string;
  agentId: string;
  name: string;
  description: string;
  severity: IssueSeverity;
  issueId: string | null;
  traceIds: string[];
  /** Mean similarity of the members to the cluster when they joined (0-1). */
  confidence: number | null;
}

/** The cluster (or the one it was merged into), or 404 when it is not the caller's. */
export async function loadClusterSource(
  database: Database,
  principal: Principal,
  clusterId: string,
): Promise<ClusterSource> {
  const find = (id: string) => {
    let query = database.db
      .selectFrom("pattern_clusters")
      .selectAll()
      .where("id", "=", id)
      .where("company_id", "=", principal.companyId);
    if (principal.agentId !== null) query = query.where("agent_id", "=", principal.agentId);
    return query.executeTakeFirst();
  };
  let row = await find(clusterId);
  // A merged cluster's id keeps answering, as the patterns endpoints do.
  for (let hops = 0; row?.merged_into && hops < 5; hops += 1) row = await find(row.merged_into);
  if (!row || row.merged_into) throw notFound("Cluster", clusterId);
  const members = await database.db
    .selectFrom("pattern_members")
    .select(["trace_id", "similarity"])
    .where("cluster_id", "=", row.id)
    .where("company_id", "=", principal.companyId)
    .orderBy("occurred_at")
    .orderBy("trace_id")
    .execute();
  const similarity = members.reduce((sum, member) => sum + Number(member.similarity), 0);
  return {
    id: row.id,
    agentId: row.agent_id,
    name: row.name,
    description: row.description,
    severity: row.severity as IssueSeverity,
    issueId: row.issue_id,
    traceIds: members.map((member) => member.trace_id),
    confidence: members.length ? round(similarity / members.length) : null,
  };
}

function round(value: number): number {
  return Math.round(Math.min(1, Math.max(0, value)) * 1e4) / 1e4;
}
