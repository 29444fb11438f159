import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import type { DB } from "../db/schema";
import type { Principal } from "./principal";

/** Tables whose rows belong to a company and, where set, to one of its agents. */
export type AgentOwnedTable = {
  [T in keyof DB]: DB[T] extends { company_id: string; agent_id: string | null } ? T : never;
}[keyof DB];

/**
 * The rows of `table` the caller may see: its company's, and only its agent's for a key bound
 * to one agent. Another tenant's rows stay invisible, so a lookup through this answers 404.
 * @example await visibleRows(db, "issues", principal).selectAll().where("id", "=", id).executeTakeFirst()
 */
export function visibleRows<T extends AgentOwnedTable>(
  db: Kysely<DB>,
  table: T,
  principal: Principal,
): SelectQueryBuilder<DB, T, object> {
  let query = (db.selectFrom(table) as SelectQueryBuilder<DB, T, object>).where(
    sql.ref(`${table}.company_id`),
    "=",
    principal.companyId,
  );
  if (principal.agentId !== null) {
    query = query.where(sql.ref(`${table}.agent_id`), "=", principal.agentId);
  }
  return query;
}
