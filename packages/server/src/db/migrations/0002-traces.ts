import type { Kysely } from "kysely";
import type { MigrationContext } from "./types";

/**
 * Traces grow the fields ingestion fills (session, user, time span, token split, source);
 * spans, sessions and trace evaluations (scores) arrive.
 */
export async function up(db: Kysely<unknown>, { types }: MigrationContext): Promise<void> {
  const addToTraces = [
    db.schema.alterTable("traces").addColumn("name", "text"),
    db.schema.alterTable("traces").addColumn("session_id", "text"),
    db.schema.alterTable("traces").addColumn("user_id", "text"),
    db.schema.alterTable("traces").addColumn("ended_at", "text"),
    db.schema
      .alterTable("traces")
      .addColumn("span_count", "integer", (c) => c.notNull().defaultTo(0)),
    db.schema
      .alterTable("traces")
      .addColumn("input_tokens", "integer", (c) => c.notNull().defaultTo(0)),
    db.schema
      .alterTable("traces")
      .addColumn("output_tokens", "integer", (c) => c.notNull().defaultTo(0)),
    db.schema
      .alterTable("traces")
      .addColumn("source", "text", (c) => c.notNull().defaultTo("native")),
    db.schema.alterTable("traces").addColumn("updated_at", "text"),
  ];
  for (const step of addToTraces) await step.execute();
  // Every trace query is scoped by company: lists by agent (and outcome) within a time range
  // count and page straight off these, without reading a row.
  await db.schema.dropIndex("traces_agent_created").execute();
  await db.schema
    .createIndex("traces_company_agent_created")
    .on("traces")
    .columns(["company_id", "agent_id", "created_at", "id"])
    .execute();
  await db.schema
    .createIndex("traces_company_agent_outcome_created")
    .on("traces")
    .columns(["company_id", "agent_id", "outcome", "created_at", "id"])
    .execute();
  await db.schema
    .createIndex("traces_company_session")
    .on("traces")
    .columns(["company_id", "session_id", "created_at"])
    .execute();

  await db.schema
    .createTable("spans")
    .addColumn("trace_id", "text", (c) => c.notNull().references("traces.id").onDelete("cascade"))
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("parent_span_id", "text")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("start_time", "text", (c) => c.notNull())
    .addColumn("end_time", "text", (c) => c.notNull())
    .addColumn("latency_ms", types.float, (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("status_message", "text")
    .addColumn("model", "text")
    .addColumn("input", "text")
    .addColumn("output", "text")
    .addColumn("input_tokens", "integer")
    .addColumn("output_tokens", "integer")
    .addColumn("total_tokens", "integer")
    .addColumn("query", "text")
    .addColumn("documents", "text")
    .addColumn("metadata", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("spans_pk", ["trace_id", "id"])
    .execute();

  await db.schema
    .createTable("trace_sessions")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("name", "text")
    .addColumn("user_id", "text")
    .addColumn("bookmarked", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("metadata", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("trace_sessions_pk", ["company_id", "id"])
    .execute();
  await db.schema
    .createIndex("trace_sessions_company_created")
    .on("trace_sessions")
    .columns(["company_id", "created_at", "id"])
    .execute();

  await db.schema
    .createTable("trace_evaluations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("trace_id", "text", (c) => c.notNull().references("traces.id").onDelete("cascade"))
    .addColumn("span_id", "text")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("data_type", "text", (c) => c.notNull())
    .addColumn("value", types.float)
    .addColumn("string_value", "text")
    .addColumn("comment", "text")
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("evaluation_id", "text")
    .addColumn("metadata", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("trace_evaluations_trace")
    .on("trace_evaluations")
    .columns(["trace_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("trace_evaluations_company_created")
    .on("trace_evaluations")
    .columns(["company_id", "created_at", "id"])
    .execute();
}
