/** PostgreSQL transaction-scoped advisory locks: serialising writers of the same keys. */
import { type Kysely, sql, type Transaction } from "kysely";
import type { DB } from "./schema";

/**
 * Takes a transaction-scoped advisory lock per key (released at commit or rollback), in hash
 * order so that two transactions locking overlapping sets cannot deadlock. PostgreSQL only:
 * SQLite's single writer already serialises write transactions.
 * @example await lockKeys(trx, ["trace:tr_0af7…"]);
 */
export async function lockKeys(
  trx: Transaction<DB> | Kysely<DB>,
  keys: readonly string[],
): Promise<void> {
  if (keys.length === 0) return;
  await sql`
    select pg_advisory_xact_lock(k) from (
      select distinct hashtextextended(key, 0) as k from unnest(${[...keys]}::text[]) as key
      order by k
    ) as locks
  `.execute(trx);
}
