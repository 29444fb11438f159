import type { MiddlewareHandler } from "hono";
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

/**
 * The OTLP/HTTP paths: the standard ones, and the one Langfuse's SDKs export to (they add
 * `/api/public/otel/v1/traces` to LANGFUSE_BASEURL). Their bodies are OTLP's, decoded by
 * the route itself (gzip, protobuf, JSON checked after inflating) and up to OTLP's limit.
 */
export const OTLP_HTTP_PATHS: ReadonlySet<string> = new Set([
  "/v1/traces",
  "/v1/logs",
  "/api/public/otel/v1/traces",
]);

/** The body limit for a path: OTLP (traces, logs) 16 MB, guardrail scans 100 KB, everything else 1 MB. */
export function bodyLimitFor(path: string): number {
  if (OTLP_HTTP_PATHS.has(path)) return BODY_LIMITS.otlp;
  if (path.startsWith("/v1/guardrails")) return BODY_LIMITS.guardrails;
  return BODY_LIMITS.default;
}

/**
 * How much of an over-limit body is read and thrown away before the 413 is answered. Read to
 * its end, the request is complete and the connection stays usable; a keep-alive client sends
 * its next request on it. Left unread, its bytes would be taken for the next request, or the
 * socket closed under them (a reset for the client). Past these bounds the answer says
 * `Connection: close` instead: the server cannot be made to read without end.
 */
export const DRAIN_LIMITS = { bytes: 64 * 1024 * 1024, ms: 10_000 } as const;

type Reader = ReadableStreamDefaultReader<Uint8Array>;

/**
 * Reads the rest of a body and discards it, within DRAIN_LIMITS; answers whether it reached
 * the end. The reader is never cancelled: under @hono/node-server that destroys the request,
 * and the socket with it, before the answer is written.
 */
async function discardRest(reader: Reader): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), DRAIN_LIMITS.ms);
  });
  try {
    for (let read = 0; read <= DRAIN_LIMITS.bytes; ) {
      const chunk = await Promise.race([reader.read(), late]);
      if (chunk === "late") return false;
      if (chunk.done) return true;
      read += chunk.value.byteLength;
    }
    return false;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** 413 once the body is read to its end, or with `Connection: close` when it could not be. */
async function tooLarge(maxSize: number, reader: Reader | undefined): Promise<never> {
  const drained = reader !== undefined && (await discardRest(reader));
  throw new PayloadTooLargeError(maxSize, drained ? {} : { Connection: "close" });
}

/**
 * Refuses bodies over the path's limit with 413 PAYLOAD_TOO_LARGE (see DRAIN_LIMITS for the
 * rest of such a body). A body whose Content-Length is within the limit is not touched here:
 * a handler that answers without reading it (401, 404) leaves it to the HTTP server, which
 * discards it. hono's bodyLimit would open the body's stream, and its back-pressure then
 * stalls that discard.
 */
export function limitBodies(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const maxSize = bodyLimitFor(c.req.path);
    const { headers } = c.req.raw;
    const length = headers.get("content-length");
    if (length !== null && !headers.has("transfer-encoding")) {
      const declared = Number.parseInt(length, 10);
      if (!(declared > maxSize)) return next();
      const drainable = declared <= DRAIN_LIMITS.bytes;
      return tooLarge(maxSize, drainable ? c.req.raw.body?.getReader() : undefined);
    }
    const body = c.req.raw.body;
    if (!body) return next();
    // A body of unknown length (chunked) is read here, up to the limit, and handed on whole.
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxSize) return tooLarge(maxSize, reader);
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks, size) });
    return next();
  };
}
