/**
 * Migration 0013-trace-unsettled-spans: `traces.unsettled_span_ids` (see TracesTable), so a
 * logs export tells from a trace's row which spans its message events leave unchanged, without
 * reading the spans. Adding a nullable column rewrites no row on SQLite or PostgreSQL; the
 * traces stored before it carry null, which only ever sends a later log write to read their
 * spans, as every log write did before.
 */
import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "../../../db/migrations/types";

export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await sql`alter table traces add column unsettled_span_ids text`.execute(db);
}
