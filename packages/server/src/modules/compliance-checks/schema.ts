/** The compliance checks' table: one risk snapshot per company and UTC day (the latest of it). */
export interface ComplianceRiskSnapshotsTable {
  company_id: string;
  /** YYYY-MM-DD (UTC) */
  day: string;
  risk_level: "low" | "medium" | "high" | "critical";
  overall_score: number;
  compliance_score: number;
  issue_count: number;
  created_at: string;
}

declare module "../../db/schema" {
  interface DB {
    compliance_risk_snapshots: ComplianceRiskSnapshotsTable;
  }
}
