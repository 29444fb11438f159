import type { Role } from "../http/principal";
import { create as createLoginLink } from "../modules/browser-sessions/operator";
import type { TestApp } from "./harness";

/** The origin `app.request` gives a path: what a same-origin browser request names. */
export const TEST_ORIGIN = "http://localhost";

/** A login link as `vigil login-link` makes it, as a path for app.request. */
export async function loginPath(
  t: TestApp,
  who: { companyId?: string; userId?: string; role?: Role } = {},
): Promise<string> {
  const { url } = await createLoginLink(
    { database: t.database, clock: t.deps.clock },
    { baseUrl: TEST_ORIGIN, ...who },
  );
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** The `name=value` part of a Set-Cookie header, for a Cookie header. */
export function cookiePair(setCookie: string | null): string {
  if (!setCookie) throw new Error("no Set-Cookie header");
  return setCookie.split(";")[0] ?? "";
}

/** Follows a fresh login link and returns the Cookie header value of the new session. */
export async function browserLogin(
  t: TestApp,
  who: { companyId?: string; userId?: string; role?: Role } = {},
): Promise<string> {
  const res = await t.app.request(await loginPath(t, who));
  if (res.status !== 303) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return cookiePair(res.headers.get("set-cookie"));
}

/** A request as the browser sends it: the cookie, and Origin on state-changing methods. */
export function asBrowser(
  t: TestApp,
  cookie: string,
  method: string,
  path: string,
  options: { body?: unknown; origin?: string | null; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { cookie, ...options.headers };
  const origin = options.origin === undefined ? TEST_ORIGIN : options.origin;
  if (origin !== null && method !== "GET") headers.origin = origin;
  return t.call(method, path, { body: options.body, headers });
}
