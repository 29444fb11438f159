import type { Database } from "../../db/database";
import { notFound } from "../../http/errors";
import type { Principal } from "../../http/principal";
import type { AgentsTable } from "./schema";

/** Agents the caller can reach: its company's, or only its bound agent. */
export function visibleAgents(database: Database, principal: Principal) {
  let query = database.db.selectFrom("agents").where("agents.company_id", "=", principal.companyId);
  if (principal.agentId !== null) query = query.where("agents.id", "=", principal.agentId);
  return query;
}

/** The agent, or 404 NOT_FOUND when it is missing, another company's, or outside the key's binding. */
export async function findVisibleAgent(
  database: Database,
  principal: Principal,
  agentId: string,
): Promise<AgentsTable> {
  const row = await visibleAgents(database, principal)
    .selectAll()
    .where("agents.id", "=", agentId)
    .executeTakeFirst();
  if (!row) throw notFound("Agent", agentId);
  return row;
}
