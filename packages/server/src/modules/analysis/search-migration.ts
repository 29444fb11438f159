import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "../../db/migrations/types";

/**
 * Full-text search over completed analyses: the user message, the agent's response and the
 * explanation (summary and insights). Kept in step inside the transaction that writes the
 * analysis: by triggers into an FTS5 table on SQLite, by a generated tsvector column on
 * PostgreSQL.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  if (dialect === "postgres") {
    await sql`ALTER TABLE analyses ADD COLUMN search tsvector GENERATED ALWAYS AS (
      to_tsvector('english',
        user_message || ' ' || agent_response || ' ' ||
        coalesce(result::jsonb ->> 'summary', '') || ' ' ||
        coalesce((result::jsonb -> 'insights')::text, ''))
    ) STORED`.execute(db);
    await sql`CREATE INDEX analyses_search ON analyses USING GIN (search)`.execute(db);
    return;
  }
  await sql`CREATE VIRTUAL TABLE analyses_fts USING fts5(
    analysis_id UNINDEXED, user_message, agent_response, explanation, tokenize = 'porter unicode61'
  )`.execute(db);
  await sql`CREATE TRIGGER analyses_fts_insert AFTER INSERT ON analyses
    WHEN new.status = 'completed' BEGIN
      INSERT INTO analyses_fts (analysis_id, user_message, agent_response, explanation)
      VALUES (new.id, new.user_message, new.agent_response,
        coalesce(json_extract(new.result, '$.summary'), '') || ' ' ||
        coalesce((SELECT group_concat(value, ' ') FROM json_each(new.result, '$.insights')), ''));
    END`.execute(db);
  await sql`CREATE TRIGGER analyses_fts_delete AFTER DELETE ON analyses BEGIN
      DELETE FROM analyses_fts WHERE analysis_id = old.id;
    END`.execute(db);
}
