import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../../../context";
import { LOGIN_HEADERS, loginProblem } from "../answers";
import { localPath } from "../cookie";
import type { StartedSession } from "../service";
import { finishOidcLogin, OIDC_LOGIN_TTL_MS, startOidcLogin } from "./flow";

/** Holds the login's state in the browser that started it (login CSRF defence). */
const STATE_COOKIE = "vigil_oidc_state";
/** Where the provider sends the browser back: `<server>/login/callback`. */
export const CALLBACK_PATH = "/login/callback";

/** The server's address as browsers see it: VIGIL_PUBLIC_URL, else the request's own origin. */
function serverOrigin(c: Context<AppEnv>): string {
  const { publicUrl } = c.env.deps.config;
  return new URL(publicUrl ?? c.req.url).origin;
}

function stateCookie(c: Context<AppEnv>, value: string, maxAge: number): void {
  setCookie(c, STATE_COOKIE, value, {
    httpOnly: true,
    secure: !c.env.deps.config.dev,
    sameSite: "Lax",
    path: "/login",
    maxAge,
  });
}

/** `GET /login` with OIDC configured and no token: off to the identity provider. */
export async function redirectToProvider(c: Context<AppEnv>): Promise<Response> {
  const redirectUri = `${serverOrigin(c)}${CALLBACK_PATH}`;
  const next = localPath(c.req.query("next"));
  const { url, state } = await startOidcLogin(c.env.deps, redirectUri, next);
  stateCookie(c, state, Math.floor(OIDC_LOGIN_TTL_MS / 1000));
  c.header("Cache-Control", LOGIN_HEADERS["Cache-Control"]);
  return c.redirect(url.toString(), 303);
}

/**
 * `GET /login/callback?code=…&state=…`: the provider's answer. Opens the session and calls
 * `enter` to set its cookie and redirect; a refused or forged answer is 401 with what to do.
 */
export async function handleCallback(
  c: Context<AppEnv>,
  enter: (started: StartedSession, next: string) => Response,
): Promise<Response> {
  const received = new URL(c.req.url);
  // The exchange must name the redirect URI that was sent, whatever Host the proxy passed on.
  const callbackUrl = new URL(`${serverOrigin(c)}${CALLBACK_PATH}${received.search}`);
  const cookieState = getCookie(c, STATE_COOKIE) ?? null;
  const outcome = await finishOidcLogin(c.env.deps, callbackUrl, cookieState);
  if ("reason" in outcome) {
    return loginProblem(c, 401, "UNAUTHORIZED", outcome.text, { reason: outcome.reason });
  }
  stateCookie(c, "", 0);
  return enter(outcome.started, outcome.next);
}
