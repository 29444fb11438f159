/**
 * POST /api/shadow-execution: one trace replayed with and without a fix, synchronously, by the
 * same rules as a shadow test's runner (shadow-replay.ts, side_by_side). Nothing is stored
 * (besides the provider's usage and answer cache, and the credits charged for the pairwise judge
 * calls, shadow-credits.ts); past the spec's 30-second limit the caller
 * gets 504 TIMEOUT in the error envelope.
 */
import type { z } from "@hono/zod-openapi";
import { AppError, notFound } from "../../http/errors";
import type { Principal } from "../../http/principal";
import { notConfigured } from "../../llm/errors";
import { charge } from "../credits/service";
import { currentConfigOf, fixedConfigFor } from "./fix-apply";
import { findFix } from "./fix-store";
import { assertOwnedTraces } from "./owned-traces";
import type { ShadowExecution, ShadowExecutionBody } from "./schemas";
import { assertShadowAffordable, judgeCharge } from "./shadow-credits";
import { loadReplayTrace, type ReplayDeps, replayTrace } from "./shadow-replay";

/** The spec's limit for a synchronous shadow execution. */
export const SHADOW_EXECUTION_TIMEOUT_MS = 30_000;

export function executionTimedOut(timeoutMs: number): AppError {
  return new AppError(
    504,
    "TIMEOUT",
    `The shadow execution did not finish within ${timeoutMs / 1000} s; nothing was stored. ` +
      "Try again, or run the trace in a shadow test (POST /api/shadow-tests), which has no limit",
    { timeoutMs },
  );
}

/** Rejects after `ms`; `stop` clears the timer once the work has finished. */
/**
 * The execution's time limit: `expired` rejects with the 504 and `signal` aborts with it, so
 * the provider calls still in flight are closed and free their slots.
 */
function deadline(ms: number): { expired: Promise<never>; signal: AbortSignal; stop: () => void } {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = executionTimedOut(ms);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  return { expired, signal: controller.signal, stop: () => clearTimeout(timer) };
}

/** Charges the pairwise judge calls that reached a model (the answer is sent only once paid). */
async function chargeJudges(deps: ReplayDeps, companyId: string, fixId: string, calls: number) {
  const amount = judgeCharge(calls);
  if (amount === 0) return;
  await deps.database.db.transaction().execute(async (trx) => {
    await charge(trx, deps, { companyId, amount, reason: "shadow execution judges", ref: fixId });
  });
}

export async function executeShadow(
  deps: ReplayDeps,
  principal: Principal,
  body: z.infer<typeof ShadowExecutionBody>,
  timeoutMs = SHADOW_EXECUTION_TIMEOUT_MS,
): Promise<z.infer<typeof ShadowExecution>> {
  const fix = await findFix(deps.database, principal, body.fixId);
  await assertOwnedTraces(deps.database, principal, [body.traceId], "traceId");
  const trace = await loadReplayTrace(deps, principal.companyId, body.traceId);
  if (!trace) throw notFound("Trace", body.traceId);
  if (!deps.llm.configured) throw notConfigured();
  await assertShadowAffordable(deps, principal.companyId, 1, "side_by_side");
  const fixed = await fixedConfigFor(deps, {
    companyId: principal.companyId,
    agentId: fix.agent_id,
    type: fix.type,
    changes: fix.changes,
  });
  const current = await currentConfigOf(deps.database, principal.companyId, fix.agent_id);
  const started = performance.now();
  const limit = deadline(timeoutMs);
  try {
    const replayed = await Promise.race([
      replayTrace(
        deps,
        {
          companyId: principal.companyId,
          agentId: fix.agent_id,
          current,
          fixed,
          mode: "side_by_side",
          signal: limit.signal,
        },
        trace,
      ),
      limit.expired,
    ]);
    const { judgeCalls, ...result } = replayed;
    await chargeJudges(deps, principal.companyId, fix.id, judgeCalls);
    return {
      traceId: trace.id,
      fixId: fix.id,
      ...result,
      latencyMs: Math.round(performance.now() - started),
      executedAt: deps.clock.now().toISOString(),
    };
  } finally {
    limit.stop();
  }
}
