/** Per-company compliance settings, as stored (db/schema.ts gives the conventions). */

export interface ComplianceSettingsTable {
  company_id: string;
  /** Traces older than this many days are purged; null keeps them. */
  retention_days: number | null;
  /** JSON array of guardrails-core PII entities redacted on ingest; [] is off. */
  redact_on_ingest: string;
  updated_by: string;
  updated_at: string;
}

declare module "../../db/schema" {
  interface DB {
    compliance_settings: ComplianceSettingsTable;
  }
}
