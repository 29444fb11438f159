import type { Kysely } from "kysely";
import type { MigrationContext } from "../../db/migrations/types";

/** Per-trace results of shadow-test runs, one row per (test, trace). */
export async function upShadowResults(
  db: Kysely<unknown>,
  { types }: MigrationContext,
): Promise<void> {
  await db.schema
    .createTable("shadow_test_results")
    .addColumn("test_id", "text", (c) => c.notNull())
    .addColumn("trace_id", "text", (c) => c.notNull())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("verdict", "text", (c) => c.notNull())
    .addColumn("original_score", types.float)
    .addColumn("fixed_score", types.float)
    .addColumn("explanation", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("shadow_test_results_pk", ["test_id", "trace_id"])
    .execute();
}
