/** What `vigil credits` does straight on the database (no server). */
import type { CreditsDeps } from "./service";
import { balanceOf, grant as grantCredits } from "./service";

export interface GrantResult {
  companyId: string;
  granted: number;
  balance: number;
}

/**
 * Adds `amount` credits to `companyId` (its balance starts from VIGIL_CREDITS_INITIAL when new).
 * @example await credits.grant({ database, config, clock }, { companyId: "acme", amount: 500 });
 */
export async function grant(
  deps: CreditsDeps,
  { companyId, amount }: { companyId: string; amount: number },
): Promise<GrantResult> {
  const balance = await grantCredits(deps, companyId, amount, "grant (operator)");
  return { companyId, granted: amount, balance };
}

/** The company's balance in credits. */
export function balance(deps: CreditsDeps, companyId: string): Promise<number> {
  return balanceOf(deps, companyId);
}
