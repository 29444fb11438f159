import type { MiddlewareHandler } from "hono";
import type { AppEnv, Deps } from "../../context";
import { RateLimitedError } from "../../http/errors";
import type { Principal, Tier, TierLimit } from "../../http/principal";

/**
 * Guardrail plans per key tier, on top of the tier's own limit: Beta 60/min (free, starter),
 * Pro 300/min (professional); enterprise and unlimited have none beyond their tier.
 */
export const GUARDRAIL_PLAN_LIMITS: Record<Tier, TierLimit | null> = {
  free: { perMinute: 60, burst: 60 },
  starter: { perMinute: 60, burst: 60 },
  professional: { perMinute: 300, burst: 300 },
  enterprise: null,
  unlimited: null,
};

/** Takes a token of the key's guardrail plan; 429 RATE_LIMITED with Retry-After past it. */
export async function takeGuardrailToken(
  { rateLimiter, clock }: Pick<Deps, "rateLimiter" | "clock">,
  principal: Principal,
): Promise<void> {
  const rule = GUARDRAIL_PLAN_LIMITS[principal.tier];
  if (!rule) return;
  const decision = await rateLimiter.take(
    `guardrails:${principal.keyId}`,
    rule,
    clock.now().getTime(),
  );
  if (!decision.allowed) {
    throw new RateLimitedError(
      decision.retryAfter,
      `Guardrail plan limit of ${rule.perMinute} requests per minute exceeded; retry later`,
    );
  }
}

/** Route middleware: the guardrail plan's token is taken after authentication, before validation. */
export function guardrailPlanLimit(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await takeGuardrailToken(c.env.deps, c.get("principal"));
    await next();
  };
}
