import type { RouteConfig } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { type AuthOptions, authenticate, requirePermission } from "./auth";
import type { AppEnv } from "./env";
import { ErrorEnvelope } from "./envelope";
import { idempotency } from "./idempotency";
import type { Permission } from "./principal";
import { readCache } from "./read-cache";

export interface Access extends AuthOptions {
  /** No authentication (health, auth config). */
  public?: boolean;
  /** Overrides the method's default: GET read; POST, PUT, PATCH write; DELETE delete. */
  permission?: Permission;
  /** A GET whose answer depends only on the caller's key, the URL and these tables. */
  cacheTables?: readonly string[];
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
 * Adds authentication, the permission check, Idempotency-Key handling (POST) and the
 * shared error responses to a route made with `createRoute`.
 * @example app.openapi(secured(createRoute({ method: "get", path: "/api/agents", ... })), handler)
 */
export function secured<const R extends RouteConfig>(route: R, access: Access = {}): R {
  const middleware: MiddlewareHandler<AppEnv>[] = [];
  const permission = access.permission ?? DEFAULT_PERMISSION[route.method] ?? "write";
  if (!access.public) {
    middleware.push(authenticate(access));
    middleware.push(requirePermission(permission));
    if (route.method === "post") middleware.push(idempotency());
    if (access.cacheTables && route.method === "get")
      middleware.push(readCache(access.cacheTables));
  }
  const own = route.middleware
    ? Array.isArray(route.middleware)
      ? route.middleware
      : [route.middleware]
    : [];
  const hasBody = route.method === "post" || route.method === "put" || route.method === "patch";
  return {
    ...route,
    ...(access.public ? {} : { security: [{ bearerAuth: [] }], "x-permission": permission }),
    middleware: [...middleware, ...own],
    responses: {
      400: errorResponse("Invalid request (VALIDATION_ERROR)"),
      ...(access.public ? {} : AUTH_ERRORS),
      ...(route.method === "post" && !access.public ? IDEMPOTENCY_ERRORS : {}),
      ...(hasBody ? BODY_ERRORS : {}),
      ...route.responses,
    },
  };
}
