/** The guardrails tables, as stored (db/schema.ts gives the storage conventions). */

export interface GuardrailScansTable {
  id: string;
  company_id: string;
  key_id: string;
  agent_id: string | null;
  policy_id: string | null;
  action: "pass" | "flag" | "redact" | "block";
  /** JSON: {<scanner>: findings count} for every scanner that ran */
  scanner_findings: string;
  /** JSON: {<finding type>: count} */
  finding_types: string;
  latency_ms: number;
  created_at: string;
}

declare module "../../db/schema" {
  interface DB {
    guardrail_scans: GuardrailScansTable;
  }
}
