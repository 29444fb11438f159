/** Reading fixes: scoping and views. */
import type { z } from "@hono/zod-openapi";
import type { Database } from "../../db/database";
import { parseJson } from "../../db/sql";
import { notFound } from "../../http/errors";
import type { Principal } from "../../http/principal";
import { visibleRows } from "../../http/visible-rows";
import type { FixChanges } from "./fix-changes";
import type { FixesTable } from "./schema";
import type { Fix, FixDetail } from "./schemas";

export type FixView = z.infer<typeof Fix>;
export type FixDetailView = z.infer<typeof FixDetail>;

/** The company's fixes the caller reaches (a bound key: its agent's only). */
export function visibleFixes(database: Database, principal: Principal) {
  return visibleRows(database.db, "fixes", principal);
}

export async function findFix(
  database: Database,
  principal: Principal,
  id: string,
): Promise<FixesTable> {
  const row = await visibleFixes(database, principal)
    .selectAll()
    .where("fixes.id", "=", id)
    .executeTakeFirst();
  if (!row) throw notFound("Fix", id);
  return row;
}

export function toFixView(row: FixesTable): FixView {
  return {
    id: row.id,
    issueId: row.issue_id,
    agentId: row.agent_id,
    type: row.type,
    status: row.status,
    description: row.description,
    changes: parseJson<Record<string, unknown>>(row.changes, {}),
    author: row.author,
    appliedAt: row.applied_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The stored fix as typed changes (stored changes were validated at create). */
export function changesOf(row: Pick<FixesTable, "type" | "changes">): FixChanges {
  return { type: row.type, changes: parseJson(row.changes, {}) } as FixChanges;
}

export async function toFixDetail(database: Database, row: FixesTable): Promise<FixDetailView> {
  const tests = await database.db
    .selectFrom("shadow_tests")
    .select(["id", "status", "results"])
    .where("company_id", "=", row.company_id)
    .where("fix_id", "=", row.id)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return {
    ...toFixView(row),
    shadowTests: tests.map((test) => {
      const rate = parseJson<{ improvementRate?: unknown }>(test.results, {}).improvementRate;
      return {
        id: test.id,
        status: test.status,
        improvementRate: typeof rate === "number" ? rate : null,
      };
    }),
  };
}
