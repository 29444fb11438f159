import type { Kysely } from "kysely";
import type { MigrationContext } from "../../db/migrations/types";

/** Risk history: one snapshot per company and day. */
export async function up(db: Kysely<unknown>, { types }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("compliance_risk_snapshots")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("risk_level", "text", (c) => c.notNull())
    .addColumn("overall_score", types.float, (c) => c.notNull())
    .addColumn("compliance_score", types.float, (c) => c.notNull())
    .addColumn("issue_count", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("compliance_risk_snapshots_pk", ["company_id", "day"])
    .execute();
}
