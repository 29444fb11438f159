/** Reading shadow-test records: scoping and views. */
import type { z } from "@hono/zod-openapi";
import type { Database } from "../../db/database";
import { parseJson, toNumber } from "../../db/sql";
import { notFound } from "../../http/errors";
import type { Principal } from "../../http/principal";
import { visibleRows } from "../../http/visible-rows";
import type { ShadowTestsTable } from "./schema";
import type { ShadowTest, ShadowTestDetail } from "./schemas";

export type ShadowTestView = z.infer<typeof ShadowTest>;
export type ShadowTestDetailView = z.infer<typeof ShadowTestDetail>;

export function visibleShadowTests(database: Database, principal: Principal) {
  return visibleRows(database.db, "shadow_tests", principal);
}

export async function findShadowTest(
  database: Database,
  principal: Principal,
  id: string,
): Promise<ShadowTestsTable> {
  const row = await visibleShadowTests(database, principal)
    .selectAll()
    .where("shadow_tests.id", "=", id)
    .executeTakeFirst();
  if (!row) throw notFound("Shadow test", id);
  return row;
}

export function toShadowTestView(row: ShadowTestsTable): ShadowTestView {
  return {
    id: row.id,
    fixId: row.fix_id,
    issueId: row.issue_id,
    status: row.status,
    traceCount: toNumber(row.trace_count),
    config: parseJson(row.config, { comparisonMode: "side_by_side" as const }),
    results: parseJson<ShadowTestView["results"]>(row.results, null),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    completedAt: row.completed_at,
  };
}

export function toShadowTestDetail(row: ShadowTestsTable): ShadowTestDetailView {
  return {
    ...toShadowTestView(row),
    traceIds: parseJson<string[]>(row.trace_ids, []),
    traceResults: parseJson<ShadowTestDetailView["traceResults"]>(row.trace_results, []),
  };
}
