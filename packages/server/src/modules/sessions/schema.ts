import type { Generated } from "kysely";

/** The sessions tables, as stored (db/schema.ts gives the storage conventions). */

export interface TraceSessionsTable {
  company_id: string;
  id: string;
  name: string | null;
  user_id: string | null;
  bookmarked: Generated<number>;
  metadata: string;
  created_at: string;
  updated_at: string;
}

declare module "../../db/schema" {
  interface DB {
    trace_sessions: TraceSessionsTable;
  }
}
