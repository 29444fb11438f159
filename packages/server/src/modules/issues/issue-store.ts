/** Reading issues: scoping, the views, and the detail's facts computed from linked traces. */
import type { z } from "@hono/zod-openapi";
import type { Database } from "../../db/database";
import { parseJson, toNumber } from "../../db/sql";
import { notFound } from "../../http/errors";
import type { Principal } from "../../http/principal";
import { visibleRows } from "../../http/visible-rows";
import type { IssuesTable } from "./schema";
import type { FixSummary, Issue, IssueDetail } from "./schemas";

export type IssueView = z.infer<typeof Issue>;
export type IssueDetailView = z.infer<typeof IssueDetail>;

/** The company's issues the caller reaches (a key bound to an agent reaches that agent's only). */
export function visibleIssues(database: Database, principal: Principal) {
  return visibleRows(database.db, "issues", principal);
}

/** The issue, or 404 NOT_FOUND when missing, another company's or outside the key's agent. */
export async function findIssue(
  database: Database,
  principal: Principal,
  id: string,
): Promise<IssuesTable> {
  const row = await visibleIssues(database, principal)
    .selectAll()
    .where("issues.id", "=", id)
    .executeTakeFirst();
  if (!row) throw notFound("Issue", id);
  return row;
}

export async function agentNames(
  database: Database,
  companyId: string,
  agentIds: string[],
): Promise<Map<string, string>> {
  if (agentIds.length === 0) return new Map();
  const rows = await database.db
    .selectFrom("agents")
    .select(["id", "name"])
    .where("company_id", "=", companyId)
    .where("id", "in", [...new Set(agentIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

export function toIssueView(row: IssuesTable, agentName: string | null): IssueView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    severity: row.severity,
    status: row.status,
    traceCount: toNumber(row.trace_count),
    agentId: row.agent_id,
    agentName,
    tags: parseJson<string[]>(row.tags, []),
    clusterId: row.cluster_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

async function linkedTraceIds(database: Database, issueId: string): Promise<string[]> {
  const rows = await database.db
    .selectFrom("issue_traces")
    .select("trace_id")
    .where("issue_id", "=", issueId)
    .orderBy("position")
    .execute();
  return rows.map((row) => row.trace_id);
}

/** First and last trace time and distinct end users, over the linked traces still stored. */
async function traceFacts(database: Database, row: IssuesTable) {
  const facts = await database.db
    .selectFrom("issue_traces")
    .innerJoin("traces", "traces.id", "issue_traces.trace_id")
    .select((eb) => [
      eb.fn.min("traces.created_at").as("first"),
      eb.fn.max("traces.created_at").as("last"),
      eb.fn.count("traces.user_id").distinct().as("users"),
    ])
    .where("issue_traces.issue_id", "=", row.id)
    .where("traces.company_id", "=", row.company_id)
    .executeTakeFirst();
  return {
    firstSeenAt: (facts?.first as string | null | undefined) ?? null,
    lastSeenAt: (facts?.last as string | null | undefined) ?? null,
    affectedCustomers: toNumber(facts?.users),
  };
}

async function fixSummaries(
  database: Database,
  row: IssuesTable,
): Promise<z.infer<typeof FixSummary>[]> {
  const rows = await database.db
    .selectFrom("fixes")
    .select(["id", "type", "status", "description"])
    .where("company_id", "=", row.company_id)
    .where("issue_id", "=", row.id)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows;
}

export async function toIssueDetail(
  database: Database,
  row: IssuesTable,
): Promise<IssueDetailView> {
  const names = await agentNames(database, row.company_id, [row.agent_id]);
  const [traceIds, facts, fixes] = await Promise.all([
    linkedTraceIds(database, row.id),
    traceFacts(database, row),
    fixSummaries(database, row),
  ]);
  return {
    ...toIssueView(row, names.get(row.agent_id) ?? null),
    traceIds,
    fixes,
    metadata: {
      ...facts,
      clusterConfidence: row.cluster_confidence === null ? null : Number(row.cluster_confidence),
    },
  };
}
