/** The agents tables, as stored (db/schema.ts gives the storage conventions). */

export interface AgentsTable {
  id: string;
  company_id: string;
  department_id: string | null;
  name: string;
  description: string;
  industry: string;
  config: string;
  created_at: string;
  updated_at: string;
}

declare module "../../db/schema" {
  interface DB {
    agents: AgentsTable;
  }
}
