import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "../../db/migrations/types";

/**
 * An embedding per completed analysis, for hybrid search (search.ts): a JSON array in a
 * column of the row itself, so it is written in the analysis's transaction and deleted with it
 * (erasure and retention need nothing more).
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await sql`ALTER TABLE analyses ADD COLUMN embedding TEXT`.execute(db);
}
