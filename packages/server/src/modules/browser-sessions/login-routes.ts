import type { Context } from "hono";
import type { AppEnv, VigilApp } from "../../context";
import { type AuditScope, runAudited } from "../../db/audit-scope";
import { LOGIN_HEADERS, loginProblem } from "./answers";
import { localPath, setSessionCookie } from "./cookie";
import type { LoginTokenProblem } from "./login-tokens";
import { oidcEnabled } from "./oidc/provider";
import { CALLBACK_PATH, handleCallback, redirectToProvider } from "./oidc/routes";
import { loginWithToken, type StartedSession } from "./service";

const TOKEN_PROBLEMS: Record<LoginTokenProblem, string> = {
  unknown: "This login link is not valid.",
  used: "This login link was already used: each link opens one session.",
  expired: "This login link has expired: links work for 15 minutes.",
};

const NEW_LINK = " Run `vigil login-link` on the server for a new one.";

/** Sets the cookie and sends the browser on to `next` (a local path) with a 303. */
export function enterSession(
  c: Context<AppEnv>,
  started: StartedSession,
  next: string | undefined,
): Response {
  setSessionCookie(c, started.token, c.env.deps.config);
  c.header("Cache-Control", LOGIN_HEADERS["Cache-Control"]);
  c.header("Referrer-Policy", LOGIN_HEADERS["Referrer-Policy"]);
  return c.redirect(localPath(next), 303);
}

/**
 * `GET /login?token=…&next=/path`: the browser's way in. A one-time token (from
 * `vigil login-link` or `vigil serve`) is spent for a session; without one, and with
 * VIGIL_OIDC_* set, the OpenID Connect flow starts, ending at `GET /login/callback`.
 * Browser-only, so they are not part of the JSON API's OpenAPI document.
 */
/**
 * The audit scope of a login request: who it acts for is known only once the token or the
 * provider's answer names the user (startSession fills it in); a refused login writes nothing.
 */
function loginScope(c: Context<AppEnv>, route: string): AuditScope {
  return {
    companyId: "",
    userId: "",
    keyId: null,
    method: "GET",
    route,
    params: {},
    ipAddress: c.env.incoming?.socket.remoteAddress ?? null,
    userAgent: c.req.header("user-agent")?.slice(0, 500) ?? null,
    requestId: c.env.requestId,
    now: () => c.env.deps.clock.now(),
    written: 0,
  };
}

export function loginRoutes(app: VigilApp): void {
  app.get(CALLBACK_PATH, (c) => {
    if (!oidcEnabled(c.env.deps.config)) {
      return loginProblem(c, 404, "NOT_FOUND", "Single sign-on is not configured on this server.");
    }
    return runAudited(loginScope(c, CALLBACK_PATH), () =>
      handleCallback(c, (started, next) => enterSession(c, started, next)),
    );
  });
  app.get("/login", async (c) => {
    const token = c.req.query("token");
    if (!token && oidcEnabled(c.env.deps.config)) return redirectToProvider(c);
    if (!token) {
      return loginProblem(c, 401, "UNAUTHORIZED", `Logging in needs a login link.${NEW_LINK}`, {
        reason: "missing_token",
      });
    }
    const started = await runAudited(loginScope(c, "/login"), () =>
      loginWithToken(c.env.deps, token),
    );
    if (typeof started === "string") {
      return loginProblem(c, 401, "UNAUTHORIZED", `${TOKEN_PROBLEMS[started]}${NEW_LINK}`, {
        reason: `${started}_token`,
      });
    }
    return enterSession(c, started, c.req.query("next"));
  });
}
