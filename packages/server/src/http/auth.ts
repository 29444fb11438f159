import type { Context, MiddlewareHandler } from "hono";
import { safeEqual, sha256Hex } from "../lib/hash";
import type { AppEnv } from "./env";
import { ForbiddenError, InvalidApiKeyError, RateLimitedError, UnauthorizedError } from "./errors";
import { type Permission, type Principal, TIER_LIMITS, type Tier } from "./principal";
import type { RateDecision } from "./rate-limit";

export const API_KEY_PATTERN = /^vgl_[0-9A-Za-z]{32}$/;

export interface AuthOptions {
  /** Also accept the key in X-API-Key (the guardrail endpoints do). */
  apiKeyHeader?: boolean;
}

function credentialFrom(c: Context<AppEnv>, options: AuthOptions): string | null {
  const header = c.req.header("authorization");
  if (header) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw new UnauthorizedError("Authorization header must be: Bearer <API key>");
    return match[1] ?? null;
  }
  if (options.apiKeyHeader) return c.req.header("x-api-key")?.trim() || null;
  return null;
}

function rateHeaders(decision: RateDecision): Record<string, string> {
  return {
    "X-RateLimit-Limit": String(decision.limit),
    "X-RateLimit-Remaining": String(decision.remaining),
    "X-RateLimit-Reset": String(decision.resetAt),
  };
}

/** Resolves an API key to its principal; a problem when it is unknown, revoked or expired. */
export async function resolveApiKey(
  c: Context<AppEnv>,
  key: string,
): Promise<{ principal: Principal } | { problem: string }> {
  if (!API_KEY_PATTERN.test(key)) return { problem: "API key is invalid" };
  const { database, clock, principals } = c.get("deps");
  const hash = sha256Hex(key);
  const stamp = database.stamp(["api_keys"]);
  let principal = stamp === null ? undefined : principals.get(hash, stamp);
  if (!principal) {
    const found = await lookUp(c, hash);
    if (!found) return { problem: "API key is invalid" };
    principal = found;
    if (stamp !== null) principals.set(hash, stamp, principal);
  }
  if (principal.expiresAt !== null && principal.expiresAt <= clock.now().toISOString()) {
    return { problem: "API key has expired: create a new key or rotate this one" };
  }
  return { principal };
}

async function lookUp(c: Context<AppEnv>, hash: string): Promise<Principal | undefined> {
  const row = await c
    .get("deps")
    .database.db.selectFrom("api_keys")
    .select([
      "id",
      "company_id",
      "user_id",
      "role",
      "permissions",
      "agent_id",
      "tier",
      "expires_at",
      "key_hash",
    ])
    .where("key_hash", "=", hash)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (!row || !safeEqual(row.key_hash, hash)) return undefined;
  return {
    keyId: row.id,
    companyId: row.company_id,
    userId: row.user_id,
    role: row.role,
    permissions: JSON.parse(row.permissions) as Permission[],
    agentId: row.agent_id,
    tier: row.tier as Tier,
    expiresAt: row.expires_at,
  };
}

/** The route pattern a request matched, e.g. `/api/agents/:id`. */
export function routePattern(c: Context): string {
  return c.req.routePath;
}

/**
 * Authenticates the API key, applies the key's rate tier, and counts usage.
 * 401 UNAUTHORIZED without credentials; 401 INVALID_API_KEY for unknown, revoked or expired keys.
 */
export function authenticate(options: AuthOptions = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = credentialFrom(c, options);
    if (!key) throw new UnauthorizedError();
    const resolved = await resolveApiKey(c, key);
    if ("problem" in resolved) throw new InvalidApiKeyError(resolved.problem);
    const { principal } = resolved;
    c.set("principal", principal);

    const deps = c.get("deps");
    const now = deps.clock.now();
    const rule = TIER_LIMITS[principal.tier];
    let headers: Record<string, string> = {};
    if (rule) {
      const decision = await deps.rateLimiter.take(`key:${principal.keyId}`, rule, now.getTime());
      headers = rateHeaders(decision);
      if (!decision.allowed) {
        const error = new RateLimitedError(decision.retryAfter);
        Object.assign(error.headers ?? {}, headers);
        throw error;
      }
    }
    deps.usage.record(principal.keyId, `${c.req.method} ${routePattern(c)}`, now);
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}

/** 403 FORBIDDEN unless the caller's key carries `permission`. */
export function requirePermission(permission: Permission): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.get("principal").permissions.includes(permission)) {
      throw new ForbiddenError(`This API key lacks the "${permission}" permission`, {
        required: permission,
      });
    }
    await next();
  };
}

/** A `companyId` in a body or query must be the caller's own; omitted means the caller's. */
export function assertOwnCompany(principal: Principal, companyId: string | undefined): void {
  if (companyId !== undefined && companyId !== principal.companyId) {
    throw new ForbiddenError("companyId must be your own company", { field: "companyId" });
  }
}
