/** The business metrics table, as stored (db/schema.ts gives the storage conventions). */

export interface BusinessMetricsTable {
  id: string;
  company_id: string;
  /** null: a company-wide metric, not tied to one agent. */
  agent_id: string | null;
  name: string;
  value: number;
  /** When the value was measured: ISO 8601 UTC with ms, so its text orders and buckets by time. */
  measured_at: string;
  /** JSON object. */
  metadata: string;
  created_at: string;
}

declare module "../../db/schema" {
  interface DB {
    business_metrics: BusinessMetricsTable;
  }
}
