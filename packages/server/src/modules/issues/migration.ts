import type { Kysely } from "kysely";
import type { MigrationContext } from "../../db/migrations/types";

/** Issues and their traces, fixes with their applications, shadow-test records. */
export async function up(db: Kysely<unknown>, { types }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("issues")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("agent_id", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("severity", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("tags", "text", (c) => c.notNull())
    .addColumn("trace_count", "integer", (c) => c.notNull())
    .addColumn("cluster_id", "text")
    .addColumn("cluster_confidence", types.float)
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("issues_company_created")
    .on("issues")
    .columns(["company_id", "created_at"])
    .execute();

  await db.schema
    .createTable("issue_traces")
    .addColumn("issue_id", "text", (c) => c.notNull())
    .addColumn("trace_id", "text", (c) => c.notNull())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("issue_traces_pk", ["issue_id", "trace_id"])
    .execute();

  await db.schema
    .createTable("fixes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("issue_id", "text")
    .addColumn("agent_id", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("changes", "text", (c) => c.notNull())
    .addColumn("author", "text", (c) => c.notNull())
    .addColumn("applied_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("fixes_company_issue")
    .on("fixes")
    .columns(["company_id", "issue_id"])
    .execute();

  await db.schema
    .createTable("fix_applications")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("fix_id", "text", (c) => c.notNull())
    .addColumn("target", "text", (c) => c.notNull())
    .addColumn("target_id", "text", (c) => c.notNull())
    .addColumn("previous", "text", (c) => c.notNull())
    .addColumn("applied", "text", (c) => c.notNull())
    .addColumn("applied_by", "text", (c) => c.notNull())
    .addColumn("applied_at", "text", (c) => c.notNull())
    .addColumn("rolled_back_by", "text")
    .addColumn("rolled_back_at", "text")
    .execute();
  await db.schema
    .createIndex("fix_applications_fix")
    .on("fix_applications")
    .columns(["fix_id", "applied_at"])
    .execute();

  await db.schema
    .createTable("shadow_tests")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("fix_id", "text")
    .addColumn("issue_id", "text")
    .addColumn("agent_id", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("trace_ids", "text", (c) => c.notNull())
    .addColumn("trace_count", "integer", (c) => c.notNull())
    .addColumn("config", "text", (c) => c.notNull())
    .addColumn("results", "text")
    .addColumn("trace_results", "text")
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("completed_at", "text")
    .execute();
  await db.schema
    .createIndex("shadow_tests_company_fix")
    .on("shadow_tests")
    .columns(["company_id", "fix_id"])
    .execute();
  await db.schema
    .createIndex("shadow_tests_issue_status")
    .on("shadow_tests")
    .columns(["issue_id", "status"])
    .execute();
}
