/** Issues (/api/v2/issues, and the deprecated /api/v1/cases over the same rows). */
import type { z } from "@hono/zod-openapi";
import { sql } from "kysely";
import type { Deps } from "../../context";
import { annotateAudit } from "../../db/audit-scope";
import { toNumber } from "../../db/sql";
import { emit } from "../../events/bus";
import { ConflictError, ValidationError } from "../../http/errors";
import { offsetOf } from "../../http/paging";
import type { Principal } from "../../http/principal";
import { newId } from "../../lib/ids";
import { findVisibleAgent } from "../agents/access";
import { type ClusterSource, loadClusterSource } from "./cluster-source";
import {
  agentNames,
  findIssue,
  type IssueDetailView,
  type IssueView,
  toIssueDetail,
  toIssueView,
  visibleIssues,
} from "./issue-store";
import { assertOwnedTraces } from "./owned-traces";
import type { IssuesTable } from "./schema";
import type { CreateIssueBody, ListIssuesQuery, UpdateIssueBody } from "./schemas";
import { ACTIVE_SHADOW_TEST_STATUSES, canMoveIssue, issueMovesFrom, SEVERITY_RANK } from "./states";

/** What the issues service uses of the process's Deps. */
export type IssuesDeps = Pick<Deps, "database" | "clock">;

type ListQuery = Pick<
  z.infer<typeof ListIssuesQuery>,
  "page" | "limit" | "agentId" | "status" | "severity"
> &
  Partial<Pick<z.infer<typeof ListIssuesQuery>, "sortBy" | "sortOrder">>;

/** Severity ranks low < medium < high < critical, as SQL, so sorting does not go by alphabet. */
const severityRankSql = sql<number>`case issues.severity ${sql.join(
  Object.entries(SEVERITY_RANK).map(([name, rank]) => sql`when ${name} then ${sql.lit(rank)}`),
  sql` `,
)} else -1 end`;

export async function listIssues(
  { database }: IssuesDeps,
  principal: Principal,
  query: ListQuery,
): Promise<{ items: IssueView[]; total: number }> {
  let base = visibleIssues(database, principal);
  if (query.agentId !== undefined) base = base.where("issues.agent_id", "=", query.agentId);
  if (query.status !== undefined) base = base.where("issues.status", "=", query.status);
  if (query.severity !== undefined) base = base.where("issues.severity", "=", query.severity);
  const order = query.sortOrder ?? "desc";
  const sortBy = query.sortBy ?? "createdAt";
  const sortKey =
    sortBy === "severity"
      ? severityRankSql
      : sql.ref(sortBy === "traceCount" ? "issues.trace_count" : "issues.created_at");
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy(sortKey, order)
      .orderBy("issues.created_at", order)
      .orderBy("issues.id", order)
      .limit(query.limit)
      .offset(offsetOf(query))
      .execute(),
    base.select((eb) => eb.fn.countAll().as("total")).executeTakeFirst(),
  ]);
  const names = await agentNames(
    database,
    principal.companyId,
    rows.map((row) => row.agent_id),
  );
  return {
    items: rows.map((row) => toIssueView(row, names.get(row.agent_id) ?? null)),
    total: toNumber(count?.total),
  };
}

export async function getIssue(
  { database }: IssuesDeps,
  principal: Principal,
  id: string,
): Promise<IssueDetailView> {
  return toIssueDetail(database, await findIssue(database, principal, id));
}

function required<T>(value: T | undefined, field: string): T {
  if (value === undefined) {
    throw new ValidationError(`Invalid body: ${field}: required (or give a clusterId)`, {
      field,
      reason: "required unless clusterId is given",
    });
  }
  return value;
}

/** What the new issue is made of: the body, filled from the cluster where it is silent. */
function issueFields(body: z.infer<typeof CreateIssueBody>, cluster: ClusterSource | null) {
  if (cluster && body.agentId !== undefined && body.agentId !== cluster.agentId) {
    throw new ValidationError(
      `Invalid body: agentId: cluster ${cluster.id} belongs to agent ${cluster.agentId}`,
      { field: "agentId", reason: "differs from the cluster's agent" },
    );
  }
  return {
    title: body.title ?? required(cluster?.name, "title"),
    description: body.description || cluster?.description || "",
    agentId: body.agentId ?? required(cluster?.agentId, "agentId"),
    severity: body.severity ?? required(cluster?.severity, "severity"),
    traceIds: body.traceIds ?? cluster?.traceIds ?? [],
  };
}

/** Opens an issue (status open); with clusterId, from that cluster, which then names it. */
export async function createIssue(
  { database, clock }: IssuesDeps,
  principal: Principal,
  body: z.infer<typeof CreateIssueBody>,
): Promise<IssueDetailView> {
  const cluster = body.clusterId
    ? await loadClusterSource(database, principal, body.clusterId)
    : null;
  if (cluster?.issueId) {
    throw new ConflictError(`Cluster ${cluster.id} already has issue ${cluster.issueId}`, {
      issueId: cluster.issueId,
    });
  }
  const fields = issueFields(body, cluster);
  await findVisibleAgent(database, principal, fields.agentId);
  await assertOwnedTraces(database, principal, fields.traceIds);
  const now = clock.now();
  const at = now.toISOString();
  const row: IssuesTable = {
    id: newId("iss"),
    company_id: principal.companyId,
    agent_id: fields.agentId,
    title: fields.title,
    description: fields.description,
    severity: fields.severity,
    status: "open",
    tags: JSON.stringify(body.tags),
    trace_count: fields.traceIds.length,
    cluster_id: cluster?.id ?? null,
    cluster_confidence: cluster?.confidence ?? null,
    created_by: principal.userId,
    created_at: at,
    updated_at: at,
  };
  annotateAudit({ action: "issue.create", resourceType: "issue", resourceId: row.id });
  await database.db.transaction().execute(async (trx) => {
    await trx.insertInto("issues").values(row).execute();
    if (fields.traceIds.length > 0) {
      await trx
        .insertInto("issue_traces")
        .values(
          fields.traceIds.map((traceId, position) => ({
            issue_id: row.id,
            trace_id: traceId,
            company_id: row.company_id,
            position,
          })),
        )
        .execute();
    }
    if (cluster) {
      const claimed = await trx
        .updateTable("pattern_clusters")
        .set({ issue_id: row.id })
        .where("id", "=", cluster.id)
        .where("issue_id", "is", null)
        .returning("id")
        .executeTakeFirst();
      // Another request opened an issue from the same cluster in between.
      if (!claimed) {
        throw new ConflictError(`Cluster ${cluster.id} already has an issue`);
      }
    }
    await emit(
      trx,
      {
        event: "case.created",
        data: {
          companyId: row.company_id,
          agentId: row.agent_id,
          severity: row.severity,
          issueId: row.id,
          caseId: row.id,
          title: row.title,
          traceCount: fields.traceIds.length,
          clusterId: row.cluster_id,
        },
      },
      now,
    );
  });
  return toIssueDetail(database, row);
}

/** Partial update: only supplied fields change; a status move must be a legal one (states.ts). */
export async function updateIssue(
  { database, clock }: IssuesDeps,
  principal: Principal,
  id: string,
  body: z.infer<typeof UpdateIssueBody>,
): Promise<IssueDetailView> {
  const row = await findIssue(database, principal, id);
  if (body.status !== undefined && !canMoveIssue(row.status, body.status)) {
    throw new ConflictError(`Issue ${id} cannot move from ${row.status} to ${body.status}`, {
      status: row.status,
      allowed: issueMovesFrom(row.status),
    });
  }
  const changes: Partial<IssuesTable> = { updated_at: clock.now().toISOString() };
  if (body.severity !== undefined) changes.severity = body.severity;
  if (body.status !== undefined) changes.status = body.status;
  if (body.tags !== undefined) changes.tags = JSON.stringify(body.tags);
  annotateAudit({
    action: "issue.update",
    resourceType: "issue",
    resourceId: id,
    details: { fields: Object.keys(body) },
  });
  await database.db
    .updateTable("issues")
    .set(changes)
    .where("id", "=", id)
    .where("company_id", "=", principal.companyId)
    .execute();
  return toIssueDetail(database, { ...row, ...changes });
}

/**
 * Deletes the issue and its trace links; the traces stay, its fixes and shadow tests stay
 * detached (issue_id null), its cluster can open a new one. 409 while a shadow test of it is
 * pending or running, since that test still writes results about the issue.
 */
export async function deleteIssue(
  { database }: IssuesDeps,
  principal: Principal,
  id: string,
): Promise<void> {
  await findIssue(database, principal, id);
  annotateAudit({
    action: "issue.delete",
    resourceType: "issue",
    resourceId: id,
    severity: "warning",
  });
  await database.db.transaction().execute(async (trx) => {
    const active = await trx
      .selectFrom("shadow_tests")
      .select("id")
      .where("company_id", "=", principal.companyId)
      .where("issue_id", "=", id)
      .where("status", "in", ACTIVE_SHADOW_TEST_STATUSES)
      .execute();
    if (active.length > 0) {
      throw new ConflictError(`Issue ${id} has active shadow tests; wait for them to finish`, {
        shadowTestIds: active.map((test) => test.id),
      });
    }
    const scoped = { company: principal.companyId, issue: id };
    await trx
      .updateTable("fixes")
      .set({ issue_id: null })
      .where("company_id", "=", scoped.company)
      .where("issue_id", "=", scoped.issue)
      .execute();
    await trx
      .updateTable("shadow_tests")
      .set({ issue_id: null })
      .where("company_id", "=", scoped.company)
      .where("issue_id", "=", scoped.issue)
      .execute();
    await trx
      .updateTable("pattern_clusters")
      .set({ issue_id: null })
      .where("company_id", "=", scoped.company)
      .where("issue_id", "=", scoped.issue)
      .execute();
    await trx.deleteFrom("issue_traces").where("issue_id", "=", id).execute();
    await trx.deleteFrom("issues").where("id", "=", id).execute();
  });
}
