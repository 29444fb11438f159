import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type { CreditBalance, CreditBalanceParams } from "../types";

/**
 * Your company's analysis credits: the balance, what was used, and the newest ledger entries.
 * @example
 * const { balance, used, ledger } = await vigil.credits.balance({ limit: 5 });
 */
export class CreditsResource extends APIResource {
  /** GET /api/credits/balance */
  balance(query: CreditBalanceParams = {}, options?: RequestOptions): Promise<CreditBalance> {
    return this.transport.get("/api/credits/balance", options, query);
  }
}
