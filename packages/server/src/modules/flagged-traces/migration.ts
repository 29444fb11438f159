import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "../../db/migrations/types";

/** `flagged_traces`, their review history and their comments. */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema
    .createTable("flagged_traces")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("trace_id", "text", (c) => c.notNull())
    .addColumn("agent_id", "text", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("notes", "text")
    .addColumn("flagged_by", "text", (c) => c.notNull())
    .addColumn("assigned_to", "text")
    .addColumn("resolution_notes", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("resolved_at", "text")
    .execute();
  // One active (open or in_review) flag per trace, whichever request wins a race.
  await db.schema
    .createIndex("flagged_traces_one_active")
    .on("flagged_traces")
    .column("trace_id")
    .unique()
    .where(sql<boolean>`status in ('open', 'in_review')`)
    .execute();
  await db.schema
    .createIndex("flagged_traces_company_created")
    .on("flagged_traces")
    .columns(["company_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("flagged_traces_trace")
    .on("flagged_traces")
    .columns(["trace_id", "created_at"])
    .execute();

  for (const table of ["flag_reviews", "flag_comments"] as const) {
    let create = db.schema
      .createTable(table)
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("flag_id", "text", (c) => c.notNull())
      .addColumn("company_id", "text", (c) => c.notNull())
      .addColumn("user_id", "text", (c) => c.notNull());
    create =
      table === "flag_reviews"
        ? create
            .addColumn("action", "text", (c) => c.notNull())
            .addColumn("from_status", "text")
            .addColumn("to_status", "text", (c) => c.notNull())
            .addColumn("assigned_to", "text")
            .addColumn("notes", "text")
        : create.addColumn("content", "text", (c) => c.notNull());
    await create.addColumn("created_at", "text", (c) => c.notNull()).execute();
    await db.schema
      .createIndex(`${table}_flag`)
      .on(table)
      .columns(["flag_id", "created_at"])
      .execute();
  }
}
