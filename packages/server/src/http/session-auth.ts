import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { ForbiddenError, UnauthorizedError } from "./errors";
import type { Principal } from "./principal";

/** The browser session cookie's name (the spec's). */
export const SESSION_COOKIE = "session";

/**
 * Turns a session cookie's value into the caller. The browser-sessions module provides the
 * implementation; `http/` only knows this shape, so it never imports a module.
 */
export interface SessionResolver {
  /**
   * The principal of a session token. Throws 401 UNAUTHORIZED for an unknown or ended session
   * and 401 SESSION_EXPIRED for one past its idle or absolute expiry.
   */
  resolve(token: string): Promise<Principal>;
}

/** What a process without browser sessions answers to a cookie. */
export const NO_SESSIONS: SessionResolver = {
  resolve: () =>
    Promise.reject(new UnauthorizedError("Browser sessions are not available on this server")),
};

/** The session cookie's value, or null. Read only when no API key was sent. */
export function sessionTokenFrom(c: Context): string | null {
  if (!c.req.header("cookie")) return null;
  return getCookie(c, SESSION_COOKIE) || null;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const origin = new URL(url).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/**
 * CSRF defence for cookie-authenticated requests: a state-changing request must name this
 * server's own origin in Origin (or, when a browser sends none, in Referer). The cookie is
 * SameSite=Lax already; this also covers same-site pages on other ports and old browsers.
 * Own origins: the request's own (its Host) and VIGIL_PUBLIC_URL's, for a TLS-terminating proxy.
 * Throws 403 FORBIDDEN with `details.reason = "cross_origin"`.
 */
export function assertSameOrigin(c: Context, publicUrl: string | undefined): void {
  if (SAFE_METHODS.has(c.req.method)) return;
  const claimed = originOf(c.req.header("origin")) ?? originOf(c.req.header("referer"));
  if (claimed !== null && (claimed === originOf(c.req.url) || claimed === originOf(publicUrl))) {
    return;
  }
  throw new ForbiddenError(
    "Cross-origin request refused: a request authenticated by the session cookie must come " +
      "from this server's own pages (Origin or Referer); scripts should send an API key instead",
    { reason: "cross_origin", origin: claimed },
  );
}
