/**
 * After an erasure, deleted rows must not survive in the database files. SQLite runs with
 * `secure_delete` on every connection (sqlite-connection.ts), so the pages a delete frees are
 * zeroed; what is left are the old page images in the WAL, which a TRUNCATE checkpoint copies
 * back and then cuts off. PostgreSQL keeps dead tuples until VACUUM prunes them.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import type { Database } from "./database";

/** How long a checkpoint waits for readers to let go of old WAL frames before giving up. */
const CHECKPOINT_PATIENCE_MS = 10_000;
const CHECKPOINT_RETRY_MS = 20;

export interface ScrubResult {
  /** SQLite: the WAL was checkpointed and truncated to zero bytes. */
  walTruncated?: boolean;
  /** PostgreSQL: the tables vacuumed. */
  vacuumed?: string[];
}

/**
 * Makes deleted rows unrecoverable from the database files: on SQLite a TRUNCATE checkpoint
 * (retried while a read still holds an old snapshot; throws when it never completes, so the
 * caller's job runs again); on PostgreSQL VACUUM of `tables` (outside any transaction).
 * @example await scrubFreedStorage(database, ["traces", "spans"]);
 */
export async function scrubFreedStorage(
  database: Database,
  tables: readonly string[],
): Promise<ScrubResult> {
  if (database.dialect === "sqlite") {
    const deadline = performance.now() + CHECKPOINT_PATIENCE_MS;
    for (;;) {
      const { rows } = await sql<{
        busy: number;
        log: number;
      }>`pragma wal_checkpoint(TRUNCATE)`.execute(database.db);
      const row = rows[0];
      // busy 0: every frame was copied and the WAL reset; log -1: not in WAL mode (in memory).
      if (!row || Number(row.busy) === 0) return { walTruncated: Number(row?.log ?? -1) >= 0 };
      if (performance.now() >= deadline) {
        throw new Error("the WAL checkpoint could not complete: a read held an old snapshot");
      }
      await sleep(CHECKPOINT_RETRY_MS);
    }
  }
  const vacuumed: string[] = [];
  for (const table of new Set(tables)) {
    await sql`vacuum ${sql.table(table)}`.execute(database.db);
    vacuumed.push(table);
  }
  return { vacuumed };
}
