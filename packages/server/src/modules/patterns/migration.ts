import type { Kysely } from "kysely";
import type { MigrationContext } from "../../db/migrations/types";

/** Signatures, clusters, their members, the IDF state and the queue of failures to cluster. */
export async function up(db: Kysely<unknown>, { types }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("pattern_state")
    .addColumn("company_id", "text", (c) => c.primaryKey())
    .addColumn("docs", "integer", (c) => c.notNull())
    .addColumn("df", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("pattern_pending")
    .addColumn("trace_id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("agent_id", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("pattern_pending_company")
    .on("pattern_pending")
    .columns(["company_id", "created_at"])
    .execute();

  await db.schema
    .createTable("pattern_signatures")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("fingerprint", "text", (c) => c.notNull())
    .addColumn("error_type", "text", (c) => c.notNull())
    .addColumn("template", "text", (c) => c.notNull())
    .addColumn("span_names", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("severity", "text", (c) => c.notNull())
    .addColumn("occurrences", "integer", (c) => c.notNull())
    .addColumn("first_seen", "text", (c) => c.notNull())
    .addColumn("last_seen", "text", (c) => c.notNull())
    .addColumn("affected_agents", "text", (c) => c.notNull())
    .addColumn("cluster_id", "text")
    .addColumn("sample_trace_id", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("pattern_signatures_fingerprint", ["company_id", "fingerprint"])
    .execute();
  await db.schema
    .createIndex("pattern_signatures_company_seen")
    .on("pattern_signatures")
    .columns(["company_id", "last_seen"])
    .execute();
  await db.schema
    .createTable("pattern_signature_agents")
    .addColumn("signature_id", "text", (c) => c.notNull())
    .addColumn("agent_id", "text", (c) => c.notNull())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("occurrences", "integer", (c) => c.notNull())
    .addColumn("last_seen", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("pattern_signature_agents_pk", ["signature_id", "agent_id"])
    .execute();

  await db.schema
    .createTable("pattern_clusters")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("agent_id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("severity", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("trace_count", "integer", (c) => c.notNull())
    .addColumn("first_seen", "text", (c) => c.notNull())
    .addColumn("last_seen", "text", (c) => c.notNull())
    .addColumn("centroid", "text", (c) => c.notNull())
    .addColumn("embedding", "text")
    .addColumn("term_weights", "text", (c) => c.notNull())
    .addColumn("signature_id", "text")
    .addColumn("root_cause", "text")
    .addColumn("suggested_fix", "text")
    .addColumn("named_by", "text", (c) => c.notNull())
    .addColumn("named_trace_count", "integer", (c) => c.notNull())
    .addColumn("merged_into", "text")
    .addColumn("issue_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("pattern_clusters_agent")
    .on("pattern_clusters")
    .columns(["company_id", "agent_id", "last_seen"])
    .execute();

  await db.schema
    .createTable("pattern_members")
    .addColumn("trace_id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("agent_id", "text", (c) => c.notNull())
    .addColumn("cluster_id", "text", (c) => c.notNull())
    .addColumn("signature_id", "text", (c) => c.notNull())
    .addColumn("user_id", "text")
    .addColumn("failure_reason", "text", (c) => c.notNull())
    .addColumn("similarity", types.float, (c) => c.notNull())
    .addColumn("vector", "text", (c) => c.notNull())
    .addColumn("embedding", "text")
    .addColumn("occurred_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("pattern_members_cluster")
    .on("pattern_members")
    .columns(["cluster_id", "occurred_at"])
    .execute();
}
