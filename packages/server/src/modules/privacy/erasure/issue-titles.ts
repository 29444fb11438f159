/**
 * An issue opened from a failure cluster takes the cluster's name and description, which are
 * made from the failures' own text (a signature template, or a name the model wrote). When
 * those failures are deleted, the cluster is renamed from what remains (pattern-recount.ts) or
 * goes; an issue still carrying the old text follows it, so nothing of the deleted traces
 * survives in its title. A title or description a person has since edited is theirs: kept.
 */
import type { Transaction } from "kysely";
import type { DB } from "../../../db/schema";

/** What an issue is called once the cluster that named it has no failures left. */
export const ORPHANED_TITLE = "Failure pattern (its traces were deleted)";

export interface ClusterNamedIssue {
  id: string;
  clusterId: string;
  titleFromCluster: boolean;
  descriptionFromCluster: boolean;
}

/** Before the recount: the issues among `issueIds` whose text is still their cluster's. */
export async function clusterNamedIssues(
  trx: Transaction<DB>,
  companyId: string,
  issueIds: readonly string[],
): Promise<ClusterNamedIssue[]> {
  if (issueIds.length === 0) return [];
  const rows = await trx
    .selectFrom("issues")
    .innerJoin("pattern_clusters", "pattern_clusters.id", "issues.cluster_id")
    .select([
      "issues.id as id",
      "issues.cluster_id as clusterId",
      "issues.title as title",
      "issues.description as description",
      "pattern_clusters.name as clusterName",
      "pattern_clusters.description as clusterDescription",
    ])
    .where("issues.company_id", "=", companyId)
    .where("issues.id", "in", issueIds)
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      clusterId: row.clusterId as string,
      titleFromCluster: row.title === row.clusterName,
      descriptionFromCluster: row.description === row.clusterDescription,
    }))
    .filter((row) => row.titleFromCluster || row.descriptionFromCluster);
}

/** After the recount: each issue takes its cluster's new text, or a neutral one. */
export async function renameFromClusters(
  trx: Transaction<DB>,
  issues: readonly ClusterNamedIssue[],
  at: string,
): Promise<number> {
  let renamed = 0;
  for (const issue of issues) {
    const cluster = await trx
      .selectFrom("pattern_clusters")
      .select(["name", "description"])
      .where("id", "=", issue.clusterId)
      .executeTakeFirst();
    const updated = await trx
      .updateTable("issues")
      .set({
        ...(issue.titleFromCluster ? { title: cluster?.name ?? ORPHANED_TITLE } : {}),
        ...(issue.descriptionFromCluster ? { description: cluster?.description ?? "" } : {}),
        updated_at: at,
      })
      .where("id", "=", issue.id)
      .returning("id") // counted by rows: PGlite reports no update counts
      .execute();
    renamed += updated.length;
  }
  return renamed;
}
