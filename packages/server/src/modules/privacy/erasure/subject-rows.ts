/**
 * The subject's own rows, after their traces are gone: their sessions, and when they are a
 * user of Vigil their account (keys, browser sessions, login links, SSO identities, consents,
 * preferences, in-app notifications, comments, exports); rows kept for the company's records
 * name them by a pseudonym instead (`erased:<dsr id>`); stored texts that quote their email or
 * id (deliveries, notifications, stored responses, finished jobs, other requests) go or are
 * blanked; the company's cache of model answers, which may quote their traces, is emptied.
 */
import { rm } from "node:fs/promises";
import { sql, type Transaction } from "kysely";
import type { Deps } from "../../../context";
import type { DB } from "../../../db/schema";
import { containsAny } from "../../../db/text-match";
import { exportFile } from "../export-files";
import { ACTOR_COLUMNS } from "./coverage";
import type { Subject } from "./subject";
import type { OnDeleted, RowCounts } from "./trace-deletion";

export type SubjectRowsDeps = Pick<Deps, "database" | "config">;

/** Tables whose rows are the user's own, by user_id. */
const OWN_ROWS = [
  "consents",
  "browser_sessions",
  "login_tokens",
  "oidc_identities",
  "notification_preferences",
  "notifications",
  "flag_comments",
] as const;

/** Stored texts that may quote the subject, deleted when they do (finished jobs only). */
const QUOTING_ROWS: readonly { table: string; columns: string[]; where: string }[] = [
  { table: "webhook_deliveries", columns: ["payload"], where: "company_id = ?" },
  { table: "notifications", columns: ["subject", "body"], where: "company_id = ?" },
  { table: "idempotency_keys", columns: ["response_body"], where: "1 = 1" },
  {
    table: "jobs",
    columns: ["payload", "last_error"],
    where: "company_id = ? and state in ('completed', 'dead')",
  },
];

function count(counts: RowCounts, table: string, n: number): void {
  if (n > 0) counts[table] = (counts[table] ?? 0) + n;
}

async function run(trx: Transaction<DB>, query: ReturnType<typeof sql>): Promise<number> {
  return (await query.execute(trx)).rows.length;
}

/** Needles that find the subject in text: the email in any case, the id as a JSON string. */
function needles(subject: Subject): { exact: string[]; anyCase: string[] } {
  return {
    exact: subject.userId !== null ? [JSON.stringify(subject.userId)] : [],
    anyCase: subject.email !== null ? [subject.email] : [],
  };
}

async function eraseAccount(
  trx: Transaction<DB>,
  companyId: string,
  userId: string,
  pseudonym: string,
  counts: RowCounts,
): Promise<{ id: string; format: "json" | "csv" }[]> {
  const exports = await trx
    .deleteFrom("exports")
    .where("company_id", "=", companyId)
    .where("user_id", "=", userId)
    .returning(["id", "format"])
    .execute();
  count(counts, "exports", exports.length);
  for (const table of OWN_ROWS) {
    const n = await run(
      trx,
      sql`delete from ${sql.table(table)} where company_id = ${companyId} and user_id = ${userId} returning 1`,
    );
    count(counts, table, n);
  }
  const keys = trx
    .selectFrom("api_keys")
    .select("id")
    .where("company_id", "=", companyId)
    .where("user_id", "=", userId);
  const usage = await trx
    .deleteFrom("api_key_usage")
    .where("key_id", "in", keys)
    .returning("key_id")
    .execute();
  count(counts, "api_key_usage", usage.length);
  for (const { table, column } of ACTOR_COLUMNS) {
    const n = await run(
      trx,
      sql`update ${sql.table(table)} set ${sql.ref(column)} = ${pseudonym}
        where company_id = ${companyId} and ${sql.ref(column)} = ${userId} returning 1`,
    );
    count(counts, `${table}.${column} (pseudonymised)`, n);
  }
  const deletedKeys = await trx
    .deleteFrom("api_keys")
    .where("company_id", "=", companyId)
    .where("user_id", "=", userId)
    .returning("id")
    .execute();
  count(counts, "api_keys", deletedKeys.length);
  const users = await trx
    .deleteFrom("users")
    .where("company_id", "=", companyId)
    .where("id", "=", userId)
    .returning("id")
    .execute();
  count(counts, "users", users.length);
  return exports;
}

async function eraseQuotes(
  trx: Transaction<DB>,
  deps: SubjectRowsDeps,
  companyId: string,
  subject: Subject,
  dsrId: string,
  counts: RowCounts,
): Promise<void> {
  const dialect = deps.database.dialect;
  const { exact, anyCase } = needles(subject);
  const quoting = (columns: string[]) =>
    sql`(${containsAny(dialect, columns, exact)} or ${containsAny(dialect, columns, anyCase, true)})`;
  for (const { table, columns, where } of QUOTING_ROWS) {
    const scope = where.includes("?")
      ? sql.join(
          where.split("?").map((part) => sql.raw(part)),
          sql`${companyId}`,
        )
      : sql.raw(where);
    const n = await run(
      trx,
      sql`delete from ${sql.table(table)} where ${scope} and ${quoting(columns)} returning 1`,
    );
    count(counts, table, n);
  }
  for (const column of ["notes", "resolution_notes"]) {
    const n = await run(
      trx,
      sql`update flagged_traces set ${sql.ref(column)} = null
        where company_id = ${companyId} and ${quoting([column])} returning 1`,
    );
    count(counts, `flagged_traces.${column} (blanked)`, n);
  }
  // Other requests about the same person keep their type, dates and state, not who or why.
  const others = await run(
    trx,
    sql`update dsrs set request_details = ${JSON.stringify({ erased: true, by: dsrId })},
      completion_notes = null
      where company_id = ${companyId} and id <> ${dsrId}
        and (${quoting(["request_details", "completion_notes"])}
          or requester_id = ${`erased:${dsrId}`}) returning 1`,
  );
  count(counts, "dsrs (rewritten)", others);
}

/**
 * In one transaction: the subject's own rows and every stored text quoting them. Export files
 * are removed from disk after the commit. Answers rows deleted or rewritten per table.
 */
export async function eraseSubjectRows(
  deps: SubjectRowsDeps,
  companyId: string,
  subject: Subject,
  dsrId: string,
  onDeleted?: OnDeleted,
): Promise<RowCounts> {
  const counts: RowCounts = {};
  const pseudonym = `erased:${dsrId}`;
  const exports = await deps.database.db.transaction().execute(async (trx) => {
    let files: { id: string; format: "json" | "csv" }[] = [];
    if (subject.userId !== null) {
      const sessions = await trx
        .deleteFrom("trace_sessions")
        .where("company_id", "=", companyId)
        .where("user_id", "=", subject.userId)
        .returning("id")
        .execute();
      count(counts, "trace_sessions", sessions.length);
      if (subject.isUser) {
        files = await eraseAccount(trx, companyId, subject.userId, pseudonym, counts);
      }
    }
    await eraseQuotes(trx, deps, companyId, subject, dsrId, counts);
    const cache = await trx
      .deleteFrom("llm_cache")
      .where("company_id", "=", companyId)
      .returning("key")
      .execute();
    count(counts, "llm_cache", cache.length);
    const judged = await trx
      .deleteFrom("judge_cache")
      .where("company_id", "=", companyId)
      .returning("key")
      .execute();
    count(counts, "judge_cache", judged.length);
    await onDeleted?.(trx, counts);
    return files;
  });
  for (const file of exports) {
    await rm(exportFile(deps.config.dataDir, file.id, file.format), { force: true });
    await rm(`${exportFile(deps.config.dataDir, file.id, file.format)}.part`, { force: true });
  }
  return counts;
}
