/** The business associate agreements table, as stored (db/schema.ts gives the conventions). */

export interface BaaAgreementsTable {
  id: string;
  company_id: string;
  vendor_name: string;
  vendor_email: string | null;
  vendor_contact: string | null;
  status: "active" | "expired" | "terminated";
  /** Dates as given: YYYY-MM-DD or an ISO date-time. */
  agreement_date: string;
  effective_date: string;
  expiration_date: string | null;
  next_review_due: string | null;
  description: string | null;
  notes: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
}

declare module "../../db/schema" {
  interface DB {
    baa_agreements: BaaAgreementsTable;
  }
}
