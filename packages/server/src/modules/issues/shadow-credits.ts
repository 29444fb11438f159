/**
 * Credits for shadow tests (DESIGN.md, Credits): the pairwise judge calls of a side_by_side
 * comparison are priced like an evaluation's judge calls (JUDGE_CALL_COST each, two per trace:
 * one per order). The replays are provider calls on the user's own key and cost no credits;
 * neither does `automated`, which asks no judge.
 *
 * - Create refuses with 402 INSUFFICIENT_CREDITS, nothing created, when the worst case (every
 *   judge call reaching a model) exceeds the balance.
 * - The runner charges each trace's judge calls that did reach a model (cached and failed ones
 *   are free) in the transaction that stores the trace's result, so a stored result is a paid
 *   one and a resumed job never charges a trace twice.
 */
import type { Deps } from "../../context";
import { AppError } from "../../http/errors";
import { JUDGE_CALL_COST } from "../credits/pricing";
import { assertAffordable, estimate, InsufficientCreditsError } from "../credits/service";
import type { ComparisonMode } from "./shadow-replay";

/** The pairwise judge is asked in both orders. */
export const JUDGE_CALLS_PER_TRACE = 2;

/** Worst-case credits of a test: every judge call of every trace reaching a model. */
export function shadowTestEstimate(traceCount: number, mode: ComparisonMode): number {
  const judgeCalls = mode === "side_by_side" ? traceCount * JUDGE_CALLS_PER_TRACE : 0;
  return estimate({ judgeCalls });
}

/** 402 before any work when the worst case exceeds the balance, with a message about judge calls. */
export async function assertShadowAffordable(
  deps: Pick<Deps, "database" | "config">,
  companyId: string,
  traceCount: number,
  mode: ComparisonMode,
): Promise<void> {
  const required = shadowTestEstimate(traceCount, mode);
  if (required === 0) return;
  try {
    await assertAffordable(deps, companyId, required);
  } catch (error) {
    if (!(error instanceof InsufficientCreditsError)) throw error;
    const balance = error.details?.balance;
    const calls = required / JUDGE_CALL_COST;
    throw new AppError(
      402,
      "INSUFFICIENT_CREDITS",
      `This side_by_side shadow test may make ${calls} pairwise judge calls (${required} credits at ${JUDGE_CALL_COST} each) and the balance is ${balance}; test fewer traces, use config.comparisonMode "automated" (no judge, no credits), or ask an operator to run "vigil credits grant"`,
      { required, balance },
    );
  }
}

/** What `judgeCalls` model calls cost. */
export function judgeCharge(judgeCalls: number): number {
  return estimate({ judgeCalls });
}
