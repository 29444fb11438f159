import type { Kysely } from "kysely";
import type { MigrationContext } from "../../db/migrations/types";

/** Business metric values: one row per reported value. */
export async function up(db: Kysely<unknown>, { types }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("business_metrics")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("agent_id", "text")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("value", types.float, (c) => c.notNull())
    .addColumn("measured_at", "text", (c) => c.notNull())
    .addColumn("metadata", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  // History and latest-per-name read a name's values in time order.
  await db.schema
    .createIndex("business_metrics_company_name_time")
    .on("business_metrics")
    .columns(["company_id", "name", "measured_at"])
    .execute();
  await db.schema
    .createIndex("business_metrics_company_agent_name_time")
    .on("business_metrics")
    .columns(["company_id", "agent_id", "name", "measured_at"])
    .execute();
}
