import { CompiledQuery } from "kysely";
import { type AuditRow, appendAuditEntry, type NewAuditEntry, type RunSql } from "./audit-chain";
import { withoutAudit } from "./audit-scope";
import type { Database } from "./database";

/**
 * Writes an audit entry in a transaction of its own: a security event that changes nothing
 * else (a permission denial, an export download) or one raised outside a request (the CLI).
 * @example await recordAuditEvent(database, { ...entry, action: "permission.denied", outcome: "failure" })
 */
export async function recordAuditEvent(
  database: Database,
  entry: NewAuditEntry,
): Promise<AuditRow> {
  return withoutAudit(() =>
    database.db.transaction().execute(async (trx) => {
      const run: RunSql = async (text, params) =>
        (await trx.executeQuery(CompiledQuery.raw(text, [...params]))).rows;
      return appendAuditEntry(run, database.dialect, entry);
    }),
  );
}
