/** The guardrail-policies tables, as stored (db/schema.ts gives the storage conventions). */

export interface GuardrailPoliciesTable {
  id: string;
  company_id: string;
  name: string;
  description: string;
  /** JSON: [{scanner, config}] */
  scanners: string;
  /** JSON: {timeout, failOpen, shortCircuit} */
  options: string;
  is_default: number;
  active: number;
  created_at: string;
  updated_at: string;
}

declare module "../../db/schema" {
  interface DB {
    guardrail_policies: GuardrailPoliciesTable;
  }
}
