/** The agent-configs tables, as stored (db/schema.ts gives the storage conventions). */

export interface AgentConfigsTable {
  agent_id: string;
  company_id: string;
  system_prompt: string;
  model: string;
  temperature: number | null;
  max_tokens: number | null;
  tools: string;
  created_at: string;
  updated_at: string;
}

declare module "../../db/schema" {
  interface DB {
    agent_configs: AgentConfigsTable;
  }
}
