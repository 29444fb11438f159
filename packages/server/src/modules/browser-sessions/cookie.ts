import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import type { Config } from "../../config";
import type { AppEnv } from "../../context";
import { SESSION_COOKIE } from "../../http/session-auth";

/**
 * Sets the `session` cookie: HttpOnly (no script reads it), SameSite=Lax (not sent on
 * cross-site POSTs), Path=/, Secure unless --dev (plain http on a developer's machine), living
 * as long as the session's absolute expiry.
 */
export function setSessionCookie(c: Context<AppEnv>, token: string, config: Config): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    secure: !config.dev,
    sameSite: "Lax",
    path: "/",
    maxAge: Math.floor(config.sessionMaxAge / 1000),
  });
}

/** Tells the browser to forget the session cookie. */
export function clearSessionCookie(c: Context<AppEnv>, config: Config): void {
  deleteCookie(c, SESSION_COOKIE, {
    httpOnly: true,
    secure: !config.dev,
    sameSite: "Lax",
    path: "/",
  });
}

const LOCAL_BASE = "http://vigil.invalid";

/**
 * Where to go after logging in: `next` when it is a path on this server, else `/`. Anything
 * that could leave the site (`//evil.example`, `/\evil`, `https://…`, control characters) is
 * ignored, so a login link cannot be turned into an open redirect.
 */
export function localPath(next: string | undefined): string {
  if (next === undefined || !next.startsWith("/") || next.startsWith("//")) return "/";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(next)) return "/";
  try {
    const url = new URL(next, LOCAL_BASE);
    if (url.origin !== LOCAL_BASE) return "/";
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return "/";
  }
}
