import type { RouteConfig } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler, Next } from "hono";
import type { AppEnv } from "../context";
import { recordAuditEvent } from "../db/audit-events";
import { type AuditScope, runAudited } from "../db/audit-scope";
import { type AuthOptions, authorize } from "./auth";
import { ErrorEnvelope } from "./envelope";
import { AppError, ForbiddenError } from "./errors";
import { idempotency } from "./idempotency";
import type { Permission } from "./principal";
import { readCache } from "./read-cache";
import type { Step } from "./step";

export interface Access extends AuthOptions {
  /** No authentication (health, auth config). */
  public?: boolean;
  /** Overrides the method's default: GET read; POST, PUT, PATCH write; DELETE delete. */
  permission?: Permission;
  /**
   * A POST that needs no Idempotency-Key handling: idempotent by its own ids (OTLP export) or
   * storing nothing a retry could repeat (a guardrail scan, whose answer must not be kept).
   */
  skipIdempotency?: boolean;
  /** A GET whose answer depends only on the caller's key, the URL and these tables. */
  cacheTables?: readonly string[];
  /**
   * false: the route's writes get no audit entry. Only for the telemetry data plane (trace
   * ingest over OTLP and the native batch), whose volume would drown the log and whose SQLite
   * writer thread commits outside this process's driver; every other non-GET is audited.
   */
  audit?: false;
}

/** The audit scope of an authenticated request (design: db/audit-scope.ts). */
function auditScopeOf(c: Context<AppEnv>): AuditScope {
  const principal = c.get("principal");
  const matched = c.req.matchedRoutes[c.req.routeIndex];
  return {
    companyId: principal.companyId,
    userId: principal.userId,
    keyId: principal.keyId,
    method: c.req.method,
    route: matched?.path ?? c.req.routePath,
    params: c.req.param() as Record<string, string>,
    ipAddress: c.env.incoming?.socket.remoteAddress ?? null,
    userAgent: c.req.header("user-agent")?.slice(0, 500) ?? null,
    requestId: c.env.requestId,
    now: () => c.env.deps.clock.now(),
    written: 0,
  };
}

/** A refused permission is a security event: recorded on its own, then the 403 goes out. */
async function recordDenial(c: Context<AppEnv>, error: ForbiddenError): Promise<never> {
  await writeDenial(c, error);
  throw error;
}

async function writeDenial(c: Context<AppEnv>, error: ForbiddenError): Promise<void> {
  const scope = auditScopeOf(c);
  await recordAuditEvent(c.env.deps.database, {
    company_id: scope.companyId,
    user_id: scope.userId,
    key_id: scope.keyId,
    action: "permission.denied",
    resource_type: "api_key",
    resource_id: scope.keyId,
    severity: "warning",
    outcome: "failure",
    ip_address: scope.ipAddress,
    user_agent: scope.userAgent,
    details: JSON.stringify({ method: scope.method, route: scope.route, ...error.details }),
    request_id: scope.requestId,
    created_at: scope.now().toISOString(),
  });
}

const DEFAULT_PERMISSION: Record<string, Permission> = {
  get: "read",
  head: "read",
  post: "write",
  put: "write",
  patch: "write",
  delete: "delete",
};

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorEnvelope } },
});

const AUTH_ERRORS = {
  401: errorResponse("Missing (UNAUTHORIZED), invalid or expired (INVALID_API_KEY) API key"),
  403: errorResponse("The key lacks the permission (FORBIDDEN)"),
  429: errorResponse("Rate limit exceeded (RATE_LIMITED); see Retry-After"),
};

const IDEMPOTENCY_ERRORS = {
  409: errorResponse(
    "Idempotency-Key reused with another request, or still in progress (CONFLICT; then with Retry-After)",
  ),
};

const BODY_ERRORS = { 413: errorResponse("Request body over the limit (PAYLOAD_TOO_LARGE)") };

/**
 * One middleware for every secured route, so the common path costs one step: authorize
 * (key, permission, rate, usage), then Idempotency-Key handling for POST or the read cache
 * for cacheable GETs, then the handler; rate-limit headers go on whatever answers.
 */
function guard(method: string, access: Access, permission: Permission): Step {
  const inner: Step | undefined =
    method === "post"
      ? access.skipIdempotency
        ? undefined
        : idempotency()
      : access.cacheTables && method === "get"
        ? readCache(access.cacheTables)
        : undefined;
  const withHeaders = (answered: unknown, c: Context<AppEnv>, headers: Record<string, string>) => {
    const response = answered instanceof Response ? answered : c.res;
    for (const name in headers) response.headers.set(name, headers[name] as string);
    return answered instanceof Response ? answered : undefined;
  };
  const onError = (
    error: unknown,
    headers: Record<string, string>,
    c: Context<AppEnv>,
  ): never | Promise<never> => {
    if (error instanceof AppError) Object.assign(error.headers, headers);
    // A role refused by the handler (admin-only, requester-only) is a denial as well.
    if (error instanceof ForbiddenError && c.var.principal) return recordDenial(c, error);
    throw error;
  };
  const audited = method !== "get" && method !== "head" && access.audit !== false;
  const run = (c: Context<AppEnv>, plainNext: Next, headers: Record<string, string>) => {
    // Idempotency bookkeeping stays outside the scope: only the handler's writes are audited.
    const next: Next = audited ? () => runAudited(auditScopeOf(c), plainNext) : plainNext;
    let answered: unknown;
    try {
      answered = inner ? inner(c, next) : next();
    } catch (error) {
      return onError(error, headers, c);
    }
    // A cache hit answers synchronously; everything else settles later.
    if (!(answered instanceof Promise)) return withHeaders(answered, c, headers);
    return answered.then(
      (settled) =>
        // Hono answers a handler's error itself (c.error): a refused role is recorded here.
        c.error instanceof ForbiddenError
          ? writeDenial(c, c.error).then(() => withHeaders(settled, c, headers))
          : withHeaders(settled, c, headers),
      (error) => onError(error, headers, c),
    );
  };
  // Not async: the common path (a cached key, a cache hit) runs without a promise in between.
  const denied = (c: Context<AppEnv>, error: unknown): never | Promise<never> => {
    // The principal is set only once the key resolved: a 403 before that names no one.
    if (error instanceof ForbiddenError && c.var.principal) return recordDenial(c, error);
    throw error;
  };
  return (c, next) => {
    let authorized: ReturnType<typeof authorize>;
    try {
      authorized = authorize(c, access, permission);
    } catch (error) {
      return denied(c, error);
    }
    return authorized instanceof Promise
      ? authorized.then(
          (headers) => run(c, next, headers),
          (error) => denied(c, error),
        )
      : run(c, next, authorized);
  };
}

/**
 * Adds authentication, the permission check, Idempotency-Key handling (POST) and the
 * shared error responses to a route made with `createRoute`.
 * @example app.openapi(secured(createRoute({ method: "get", path: "/api/agents", ... })), handler)
 */
export function secured<const R extends RouteConfig>(route: R, access: Access = {}): R {
  const permission = access.permission ?? DEFAULT_PERMISSION[route.method] ?? "write";
  const middleware: MiddlewareHandler<AppEnv>[] = access.public
    ? []
    : [guard(route.method, access, permission) as MiddlewareHandler<AppEnv>];
  const own = route.middleware
    ? Array.isArray(route.middleware)
      ? route.middleware
      : [route.middleware]
    : [];
  const hasBody = route.method === "post" || route.method === "put" || route.method === "patch";
  return {
    ...route,
    ...(access.public
      ? {}
      : {
          security: access.basicAuth
            ? [{ bearerAuth: [] }, { basicAuth: [] }]
            : [{ bearerAuth: [] }],
          "x-permission": permission,
        }),
    middleware: [...middleware, ...own],
    responses: {
      400: errorResponse("Invalid request (VALIDATION_ERROR)"),
      ...(access.public ? {} : AUTH_ERRORS),
      ...(route.method === "post" && !access.public && !access.skipIdempotency
        ? IDEMPOTENCY_ERRORS
        : {}),
      ...(hasBody ? BODY_ERRORS : {}),
      ...route.responses,
    },
  };
}
