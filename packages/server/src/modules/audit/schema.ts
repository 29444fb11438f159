/** The audit log's tables, as stored (db/schema.ts gives the storage conventions). */
import type { AuditRow } from "../../db/audit-chain";

export type AuditLogsTable = AuditRow;

/** Each company's chain head: the last entry's number and hash (appends lock this row). */
export interface AuditChainHeadsTable {
  company_id: string;
  seq: number;
  hash: string;
}

declare module "../../db/schema" {
  interface DB {
    audit_logs: AuditLogsTable;
    audit_chain_heads: AuditChainHeadsTable;
  }
}
