import type { Context } from "hono";
import type { AppEnv, Deps } from "../context";
import { safeEqual, sha256Hex } from "../lib/hash";
import {
  ForbiddenError,
  InvalidApiKeyError,
  notFound,
  RateLimitedError,
  UnauthorizedError,
} from "./errors";
import { type Permission, type Principal, TIER_LIMITS, type Tier } from "./principal";
import type { RateDecision } from "./rate-limit";
import { assertSameOrigin, sessionTokenFrom } from "./session-auth";

export const API_KEY_PATTERN = /^vgl_[0-9A-Za-z]{32}$/;

export interface AuthOptions {
  /** Also accept the key in X-API-Key (the guardrail endpoints do). */
  apiKeyHeader?: boolean;
  /**
   * Also accept HTTP Basic credentials carrying the key as the password or the username
   * (Langfuse's SDKs send `publicKey:secretKey` so to their OTLP endpoint).
   */
  basicAuth?: boolean;
}

const BASIC_HINT =
  "HTTP Basic credentials must carry a Vigil API key as the password or the username (for a Langfuse SDK: LANGFUSE_SECRET_KEY=<Vigil key>)";

/**
 * The key in HTTP Basic credentials: the password when it has a key's shape (Langfuse's
 * secret key), else the username (its public key); 401 INVALID_API_KEY when neither has.
 */
function keyFromBasic(encoded: string): string {
  const decoded = Buffer.from(encoded, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  const username = colon < 0 ? decoded : decoded.slice(0, colon);
  const password = colon < 0 ? "" : decoded.slice(colon + 1);
  if (API_KEY_PATTERN.test(password)) return password;
  if (API_KEY_PATTERN.test(username)) return username;
  throw new InvalidApiKeyError(BASIC_HINT);
}

function credentialFrom(c: Context<AppEnv>, options: AuthOptions): string | null {
  const header = c.req.header("authorization");
  if (header) {
    const basic = options.basicAuth ? /^Basic\s+(\S+)\s*$/i.exec(header) : null;
    if (basic) return keyFromBasic(basic[1] ?? "");
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

function expiredProblem(principal: Principal, now: Date): InvalidApiKeyError | undefined {
  if (principal.expiresAt !== null && principal.expiresAt <= now.toISOString()) {
    return new InvalidApiKeyError("API key has expired: create a new key or rotate this one");
  }
  return undefined;
}

/**
 * The principal of an API key; throws 401 INVALID_API_KEY when it is unknown, revoked or
 * expired. Synchronous when the key is in the resolved-key cache (the common case).
 */
export function resolveApiKey(c: Context<AppEnv>, key: string): Principal | Promise<Principal> {
  return resolveKey(c.env.deps, key);
}

/** resolveApiKey without an HTTP request (the OTLP/gRPC listener authenticates with it). */
export function resolveKey(deps: Deps, key: string): Principal | Promise<Principal> {
  if (!API_KEY_PATTERN.test(key)) throw new InvalidApiKeyError();
  const { database, clock, principals } = deps;
  const hash = sha256Hex(key);
  const stamp = database.stamp(["api_keys"]);
  const cached = stamp === null ? undefined : principals.get(hash, stamp);
  if (cached) {
    const expired = expiredProblem(cached, clock.now());
    if (expired) throw expired;
    return cached;
  }
  return lookUp(deps, hash).then((principal) => {
    if (!principal) throw new InvalidApiKeyError();
    if (stamp !== null) principals.set(hash, stamp, principal);
    const expired = expiredProblem(principal, clock.now());
    if (expired) throw expired;
    return principal;
  });
}

async function lookUp(deps: Deps, hash: string): Promise<Principal | undefined> {
  const row = await deps.database.db
    .selectFrom("api_keys")
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
 * Authenticates the API key, checks `permission`, applies the key's rate tier and counts
 * usage; returns the rate-limit headers for the answer. 401 UNAUTHORIZED without credentials;
 * 401 INVALID_API_KEY for unknown, revoked or expired keys; 403 FORBIDDEN without the
 * permission; 429 RATE_LIMITED past the tier. Synchronous on the common path.
 */
export function authorize(
  c: Context<AppEnv>,
  options: AuthOptions,
  permission: Permission,
): Record<string, string> | Promise<Record<string, string>> {
  const key = credentialFrom(c, options);
  if (!key) return authorizeSession(c, permission);
  const resolved = resolveApiKey(c, key);
  return resolved instanceof Promise
    ? resolved.then((principal) => admit(c, principal, permission))
    : admit(c, resolved, permission);
}

/**
 * The browser's way in: the `session` cookie, when no key was sent. A state-changing request
 * must also come from this server's own origin (403 FORBIDDEN otherwise); a key-authenticated
 * one is never subject to that, as no browser attaches a key by itself.
 */
async function authorizeSession(
  c: Context<AppEnv>,
  permission: Permission,
): Promise<Record<string, string>> {
  const token = sessionTokenFrom(c);
  if (!token) throw new UnauthorizedError();
  const { deps } = c.env;
  const principal = await deps.sessions.resolve(token);
  assertSameOrigin(c, deps.config.publicUrl);
  return admit(c, principal, permission);
}

function admit(
  c: Context<AppEnv>,
  principal: Principal,
  permission: Permission,
): Record<string, string> | Promise<Record<string, string>> {
  c.set("principal", principal);
  const decision = admitKey(
    c.env.deps,
    principal,
    permission,
    `${c.req.method} ${routePattern(c)}`,
  );
  if (decision === null) return NO_HEADERS;
  return decision instanceof Promise ? decision.then(limit) : limit(decision);
}

/**
 * Checks the key's permission (403 FORBIDDEN), counts the call for the key's usage under
 * `endpoint` and takes a token of its rate tier; null for a tier without a limit.
 */
export function admitKey(
  deps: Deps,
  principal: Principal,
  permission: Permission,
  endpoint: string,
): RateDecision | Promise<RateDecision> | null {
  if (!principal.permissions.includes(permission)) {
    const who = principal.authMethod === "session" ? "session" : "API key";
    throw new ForbiddenError(`This ${who} lacks the "${permission}" permission`, {
      required: permission,
    });
  }
  const now = deps.clock.now();
  // Usage is a key's (GET /api/v2/api-keys/:id/usage); a browser session has none to report.
  if (principal.authMethod !== "session") deps.usage.record(principal.keyId, endpoint, now);
  const rule = TIER_LIMITS[principal.tier];
  if (!rule) return null;
  return deps.rateLimiter.take(`key:${principal.keyId}`, rule, now.getTime());
}

const NO_HEADERS: Record<string, string> = Object.freeze({}) as Record<string, string>;

function limit(decision: RateDecision): Record<string, string> {
  const headers = rateHeaders(decision);
  if (!decision.allowed) {
    const error = new RateLimitedError(decision.retryAfter);
    Object.assign(error.headers, headers);
    throw error;
  }
  return headers;
}

/** A `companyId` in a body or query must be the caller's own; omitted means the caller's. */
export function assertOwnCompany(principal: Principal, companyId: string | undefined): void {
  if (companyId !== undefined && companyId !== principal.companyId) {
    throw new ForbiddenError("companyId must be your own company", { field: "companyId" });
  }
}

/**
 * A key bound to an agent reaches only that agent: an `agentId` a request names (in its
 * query, path or body) that is another agent answers 404 NOT_FOUND, as a missing agent does.
 * The validation hook applies it to every validated part of every route, so a route's own
 * filter can never turn another agent into an empty 200.
 * @example assertAgentInReach(principal, c.req.valid("query"))
 */
export function assertAgentInReach(principal: Principal, validated: unknown): void {
  if (principal.agentId === null || typeof validated !== "object" || validated === null) return;
  const agentId = (validated as { agentId?: unknown }).agentId;
  if (typeof agentId === "string" && agentId !== principal.agentId) {
    throw notFound("Agent", agentId);
  }
}
