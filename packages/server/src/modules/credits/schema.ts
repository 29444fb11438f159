/** The credits tables, as stored (db/schema.ts gives the storage conventions). */

/**
 * One row per company, made on first use with VIGIL_CREDITS_INITIAL. Amounts are integer
 * thousandths of a credit (0.5 credit = 500), so sums are exact on both dialects.
 */
export interface CreditBalancesTable {
  company_id: string;
  balance_milli: number;
  used_milli: number;
  created_at: string;
  updated_at: string;
}

/** Every change of a balance: the initial grant, grants, and charges (negative amounts). */
export interface CreditLedgerTable {
  id: string;
  company_id: string;
  kind: "initial" | "grant" | "charge";
  amount_milli: number;
  balance_after_milli: number;
  reason: string;
  /** What the entry is about (a trace id, an analysis id), when it is about one thing. */
  ref: string | null;
  created_at: string;
}

declare module "../../db/schema" {
  interface DB {
    credit_balances: CreditBalancesTable;
    credit_ledger: CreditLedgerTable;
  }
}
