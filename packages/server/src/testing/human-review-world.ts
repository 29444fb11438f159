/** Fixtures for human-review tests: agents and traces seeded straight into the database. */
import type { Database } from "../db/database";
import { newId } from "../lib/ids";
import { agentRow } from "./databases";

export async function seedAgent(database: Database, companyId: string, at: string) {
  const id = newId("agent");
  await database.db
    .insertInto("agents")
    .values(agentRow(id, companyId, at))
    .execute();
  return id;
}

export async function seedTrace(
  database: Database,
  companyId: string,
  agentId: string,
  at: string,
  texts = { userMessage: "Where is my order?", agentResponse: "It ships tomorrow." },
) {
  const id = newId("tr");
  await database.db
    .insertInto("traces")
    .values({
      id,
      company_id: companyId,
      agent_id: agentId,
      outcome: "failure",
      user_message: texts.userMessage,
      agent_response: texts.agentResponse,
      latency_ms: 100,
      token_count: 10,
      metadata: "{}",
      created_at: at,
      name: null,
      session_id: null,
      user_id: null,
      ended_at: null,
      updated_at: null,
    })
    .execute();
  return id;
}
