import type { ServerResponse } from "node:http";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { newUuid } from "../lib/ids";
import type { AppEnv, Deps } from "./env";
import { PayloadTooLargeError } from "./errors";

const REQUEST_ID = /^[A-Za-z0-9._:@-]{1,128}$/;

/**
 * Gives every request its dependencies and an id: the caller's X-Request-ID when it is sane,
 * else a new one, echoed on every answer.
 */
export function requestContext(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const given = c.req.header("x-request-id");
    const id = given && REQUEST_ID.test(given) ? given : newUuid();
    c.set("deps", deps);
    c.set("requestId", id);
    // Under @hono/node-server the header goes straight onto Node's response (merged when the
    // answer is written), which spares building a Headers object for every answer.
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (outgoing && !outgoing.headersSent) outgoing.setHeader("X-Request-ID", id);
    await next();
    if (!outgoing) c.res.headers.set("X-Request-ID", id);
  };
}

/** One JSON line per request: request id, method, route, status, ms. Never headers or bodies. */
export function requestLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const matched = c.req.matchedRoutes.findLast((r) => r.method !== "ALL");
    c.get("deps").logger.info("request", {
      requestId: c.get("requestId"),
      method: c.req.method,
      route: matched?.path ?? null,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 100) / 100,
    });
  };
}

export const BODY_LIMITS = {
  default: 1024 * 1024,
  guardrails: 100 * 1024,
  otlp: 16 * 1024 * 1024,
} as const;

/** The body limit for a path: OTLP 16 MB, guardrail scans 100 KB, everything else 1 MB. */
export function bodyLimitFor(path: string): number {
  if (path === "/v1/traces") return BODY_LIMITS.otlp;
  if (path.startsWith("/v1/guardrails")) return BODY_LIMITS.guardrails;
  return BODY_LIMITS.default;
}

export function limitBodies(): MiddlewareHandler<AppEnv> {
  const limiters = new Map<number, MiddlewareHandler>();
  return (c, next) => {
    const maxSize = bodyLimitFor(c.req.path);
    let limiter = limiters.get(maxSize);
    if (!limiter) {
      limiter = bodyLimit({
        maxSize,
        onError: () => {
          throw new PayloadTooLargeError(maxSize);
        },
      });
      limiters.set(maxSize, limiter);
    }
    return limiter(c, next);
  };
}
