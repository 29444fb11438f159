import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "../../db/migrations/types";

/** Human review: items, their history, calibration sessions. */
export async function up(db: Kysely<unknown>, { types }: MigrationContext): Promise<void> {
  const text = ["input", "output", "auto_grader_scores"] as const;
  let items = db.schema
    .createTable("human_review_items")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("agent_id", "text")
    .addColumn("trace_id", "text")
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("source_key", "text", (c) => c.notNull())
    .addColumn("calibration_id", "text")
    .addColumn("unit_key", "text", (c) => c.notNull())
    .addColumn("priority", "text", (c) => c.notNull())
    .addColumn("priority_rank", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull());
  for (const column of text) items = items.addColumn(column, "text", (c) => c.notNull());
  for (const column of [
    "flag_reason",
    "expected_scores",
    "example_notes",
    "assigned_to",
    "assigned_at",
    "due_by",
    "assign_notes",
    "skip_reason",
    "previous_reviewer",
    "verdict",
    "scores",
    "feedback",
    "tags",
    "suggested_output",
    "reviewer_id",
  ]) {
    items = items.addColumn(column, "text");
  }
  await items
    .addColumn("review_duration_ms", sql.raw(types.bigint))
    .addColumn("completed_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  // One item per source: enqueueing the same eval result or flag twice is a no-op.
  await db.schema
    .createIndex("human_review_items_source")
    .on("human_review_items")
    .columns(["company_id", "source_key"])
    .unique()
    .execute();
  await db.schema
    .createIndex("human_review_items_queue")
    .on("human_review_items")
    .columns(["company_id", "status", "priority_rank", "created_at"])
    .execute();
  await db.schema
    .createIndex("human_review_items_calibration")
    .on("human_review_items")
    .columns(["calibration_id"])
    .execute();
  await db.schema
    .createIndex("human_review_items_completed")
    .on("human_review_items")
    .columns(["company_id", "completed_at"])
    .execute();

  await db.schema
    .createTable("human_review_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("item_id", "text", (c) => c.notNull())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("actor_id", "text", (c) => c.notNull())
    .addColumn("from_status", "text")
    .addColumn("to_status", "text", (c) => c.notNull())
    .addColumn("reviewer_id", "text")
    .addColumn("previous_reviewer", "text")
    .addColumn("notes", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("human_review_events_item")
    .on("human_review_events")
    .columns(["item_id", "created_at"])
    .execute();

  await db.schema
    .createTable("human_review_calibrations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("reviewer_ids", "text", (c) => c.notNull())
    .addColumn("example_count", "integer", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("human_review_calibrations_company")
    .on("human_review_calibrations")
    .columns(["company_id", "created_at"])
    .execute();
}
