import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "../../../db/migrations/types";

/** OTLP log records tied to traces and spans (see TraceLogEventsTable). */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  // SQLite: the primary key is the table (one B-tree per insert, not a rowid table and an index).
  const withoutRowid = dialect === "sqlite" ? sql` without rowid` : sql``;
  await sql`
    create table trace_log_events (
      company_id text not null,
      trace_id text not null,
      span_id text not null,
      id text not null,
      bound_agent_id text,
      name text not null,
      time_unix_nano text not null,
      observed_time_unix_nano text not null,
      seq integer not null,
      severity_number integer not null,
      severity_text text not null,
      attributes text not null,
      created_at text not null,
      primary key (company_id, trace_id, span_id, id)
    )${withoutRowid}
  `.execute(db);
}
