import type { ContextSentence } from "./context";
import { packageSaving } from "./package-saving";
import type { Quantity } from "./quantity";
import { shareApplied } from "./share-applied";
import { unitPrice } from "./unit-price";

/**
 * Figures worked out from one context sentence's figures with no cue-word rule of
 * `derivation.ts` (s20a): a price per unit (`unit-price.ts`), a price after a share the context
 * applies to someone the claim names (`share-applied.ts`), a saving against paying another way
 * (`package-saving.ts`). One hook for `fact-checks.ts`' `claimDerived`.
 */
export function workedOut(
  q: Quantity,
  claim: string,
  sentences: readonly ContextSentence[],
  pool: readonly Quantity[],
): boolean {
  return (
    unitPrice(q, claim, sentences, pool) !== null ||
    shareApplied(q, claim, sentences, pool) !== null ||
    packageSaving(q, claim, sentences, pool) !== null
  );
}
