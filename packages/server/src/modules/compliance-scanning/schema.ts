/** Compliance scan rules and the violations they find, as stored (db/schema.ts gives the conventions). */

export interface ComplianceScanRulesTable {
  id: string;
  company_id: string;
  name: string;
  description: string | null;
  is_enabled: number;
  /** JSON array of guardrails-core PII entities. */
  pii_types: string;
  /** JSON array of input | output | metadata. */
  fields_to_scan: string;
  min_confidence: "low" | "medium" | "high";
  auto_flag: number;
  auto_alert: number;
  alert_severity: "info" | "warning" | "error" | "critical";
  created_at: string;
  updated_at: string;
}

export interface ComplianceViolationsTable {
  id: string;
  company_id: string;
  rule_id: string;
  rule_name: string;
  trace_id: string;
  agent_id: string;
  pii_type: string;
  status: "open" | "acknowledged" | "resolved" | "false_positive";
  /** How many matches of pii_type the trace held when it was scanned. */
  match_count: number;
  notes: string | null;
  detected_at: string;
  updated_at: string;
}

declare module "../../db/schema" {
  interface DB {
    compliance_scan_rules: ComplianceScanRulesTable;
    compliance_violations: ComplianceViolationsTable;
  }
}
