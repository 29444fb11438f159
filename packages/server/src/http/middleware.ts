import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppBindings, AppEnv, Deps } from "../context";
import { newUuid } from "../lib/ids";
import { PayloadTooLargeError } from "./errors";

const REQUEST_ID = /^[A-Za-z0-9._:@-]{1,128}$/;

type Fetch = (
  request: Request,
  env?: AppBindings | object,
  executionCtx?: never,
) => Response | Promise<Response>;

/**
 * Wraps an app's `fetch` so every request starts with its dependencies and an id (the
 * caller's X-Request-ID when it is sane, else a new one) in `c.env`, and the id is echoed on
 * every answer. Done here rather than in a middleware: a middleware step costs every request.
 * Under @hono/node-server the header goes straight onto Node's response (merged when the
 * answer is written); under `app.request` it is set on the Response.
 */
export function withRequestContext(fetch: Fetch, deps: Deps): Fetch {
  return (request, env, executionCtx) => {
    const given = request.headers.get("x-request-id");
    const requestId = given && REQUEST_ID.test(given) ? given : newUuid();
    const bindings = (env ?? {}) as AppBindings;
    bindings.deps = deps;
    bindings.requestId = requestId;
    const { outgoing } = bindings;
    if (outgoing) {
      if (!outgoing.headersSent) outgoing.setHeader("X-Request-ID", requestId);
      return fetch(request, bindings, executionCtx);
    }
    const answered = fetch(request, bindings, executionCtx);
    const stamp = (response: Response) => {
      response.headers.set("X-Request-ID", requestId);
      return response;
    };
    return answered instanceof Promise ? answered.then(stamp) : stamp(answered);
  };
}

/** One JSON line per request: request id, method, route, status, ms. Never headers or bodies. */
export function requestLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    // The route whose handler ran last: other routes may match the path too ("/:id" after
    // "/stats"), and middleware is registered for every method.
    const matched = c.req.matchedRoutes[c.req.routeIndex];
    c.env.deps.logger.info("request", {
      requestId: c.env.requestId,
      method: c.req.method,
      route: matched && matched.method !== "ALL" ? matched.path : null,
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
