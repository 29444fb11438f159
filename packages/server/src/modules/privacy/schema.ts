/** The privacy tables (consents, data subject requests, exports), as stored. */

export interface ConsentsTable {
  id: string;
  company_id: string;
  user_id: string;
  purpose: string;
  /** 1 for a grant, 0 for a withdrawal: each change is a new row, so history is kept. */
  granted: number;
  lawful_basis: string;
  granted_at: string | null;
  withdrawn_at: string | null;
  created_at: string;
}

export type DsrStatus = "pending" | "in_progress" | "awaiting_verification" | "completed";

export interface DsrsTable {
  id: string;
  company_id: string;
  requester_id: string;
  type: string;
  status: DsrStatus;
  /** JSON text: what the requester wrote, and the subject an admin may name. */
  request_details: string;
  created_at: string;
  due_date: string;
  completed_at: string | null;
  download_url: string | null;
  completion_notes: string | null;
  verified_by: string | null;
  updated_at: string;
}

export type ExportStatus = "queued" | "processing" | "completed" | "failed" | "expired";

export interface ExportsTable {
  id: string;
  company_id: string;
  user_id: string;
  dsr_id: string;
  format: "json" | "csv";
  /** JSON text: includeTraces, includeConsents, redactPII, traceLimit. */
  options: string;
  status: ExportStatus;
  trace_count: number;
  bytes: number;
  error: string | null;
  created_at: string;
  completed_at: string | null;
  expires_at: string | null;
}

declare module "../../db/schema" {
  interface DB {
    consents: ConsentsTable;
    dsrs: DsrsTable;
    exports: ExportsTable;
  }
}
