import type { z } from "@hono/zod-openapi";
import type { Deps } from "../../context";
import type { Database } from "../../db/database";
import { parseJson } from "../../db/sql";
import { ConflictError, notFound } from "../../http/errors";
import type { Principal } from "../../http/principal";
import { findVisibleAgent } from "../agents/access";
import type { AgentConfigsTable } from "./schema";
import type { AgentConfigRecord, CreateAgentConfigBody, UpdateAgentConfigBody } from "./schemas";

type ConfigView = z.infer<typeof AgentConfigRecord>;

/** What the agent-configs service uses of the process's Deps. */
export type AgentConfigsDeps = Pick<Deps, "database" | "clock">;

function toView(row: AgentConfigsTable): ConfigView {
  return {
    agentId: row.agent_id,
    systemPrompt: row.system_prompt,
    model: row.model,
    temperature: row.temperature === null ? null : Number(row.temperature),
    maxTokens: row.max_tokens === null ? null : Number(row.max_tokens),
    tools: parseJson<string[]>(row.tools, []),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

async function findConfig(
  database: Database,
  principal: Principal,
  agentId: string,
): Promise<AgentConfigsTable> {
  await findVisibleAgent(database, principal, agentId);
  const row = await database.db
    .selectFrom("agent_configs")
    .selectAll()
    .where("agent_id", "=", agentId)
    .executeTakeFirst();
  if (!row) throw notFound("Agent config for", agentId);
  return row;
}

export async function getConfig(
  { database }: AgentConfigsDeps,
  principal: Principal,
  agentId: string,
): Promise<ConfigView> {
  return toView(await findConfig(database, principal, agentId));
}

/** One record per agent: a second create is 409 CONFLICT (use PUT to change it). */
export async function createConfig(
  { database, clock }: AgentConfigsDeps,
  principal: Principal,
  body: z.infer<typeof CreateAgentConfigBody>,
): Promise<ConfigView> {
  await findVisibleAgent(database, principal, body.agentId);
  const now = clock.now().toISOString();
  const row: AgentConfigsTable = {
    agent_id: body.agentId,
    company_id: principal.companyId,
    system_prompt: body.systemPrompt,
    model: body.model,
    temperature: body.temperature,
    max_tokens: body.maxTokens,
    tools: JSON.stringify(body.tools),
    created_at: now,
    updated_at: now,
  };
  const inserted = await database.db
    .insertInto("agent_configs")
    .values(row)
    .onConflict((oc) => oc.column("agent_id").doNothing())
    .returning("agent_id")
    .executeTakeFirst();
  if (!inserted) {
    throw new ConflictError(`Agent ${body.agentId} already has a config; update it with PUT`);
  }
  return toView(row);
}

export async function updateConfig(
  { database, clock }: AgentConfigsDeps,
  principal: Principal,
  agentId: string,
  body: z.infer<typeof UpdateAgentConfigBody>,
): Promise<ConfigView> {
  const row = await findConfig(database, principal, agentId);
  const changes: Partial<AgentConfigsTable> = { updated_at: clock.now().toISOString() };
  if (body.systemPrompt !== undefined) changes.system_prompt = body.systemPrompt;
  if (body.model !== undefined) changes.model = body.model;
  if (body.temperature !== undefined) changes.temperature = body.temperature;
  if (body.maxTokens !== undefined) changes.max_tokens = body.maxTokens;
  if (body.tools !== undefined) changes.tools = JSON.stringify(body.tools);
  await database.db
    .updateTable("agent_configs")
    .set(changes)
    .where("agent_id", "=", agentId)
    .execute();
  return toView({ ...row, ...changes });
}

export async function deleteConfig(
  { database }: AgentConfigsDeps,
  principal: Principal,
  agentId: string,
): Promise<void> {
  await findConfig(database, principal, agentId);
  await database.db.deleteFrom("agent_configs").where("agent_id", "=", agentId).execute();
}
