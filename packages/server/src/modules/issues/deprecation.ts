/** The deprecated case interface (DESIGN.md): still served, every answer marked. */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../context";

/** Marks the answer (success or error) as coming from a deprecated interface. */
export function deprecatedBy(successor: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    c.res.headers.set("Deprecation", "true");
    c.res.headers.set("Link", `<${successor}>; rel="successor-version"`);
  };
}

/**
 * `POST /api/fixes` is current with issueId and deprecated with caseId: peeks at the body and
 * marks the answer when it names a case.
 */
export function deprecatedWhenCaseId(): MiddlewareHandler<AppEnv> {
  const mark = deprecatedBy("/api/fixes");
  return async (c, next) => {
    if (c.req.method !== "POST") return next();
    // HonoRequest caches the parsed body, so validation reads the same one afterwards.
    const body: unknown = await c.req.json().catch(() => null);
    const named = typeof body === "object" && body !== null && "caseId" in body;
    return named ? mark(c, next) : next();
  };
}
