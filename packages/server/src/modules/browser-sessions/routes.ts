import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv, VigilApp } from "../../context";
import { ok } from "../../http/envelope";
import { respond } from "../../http/openapi";
import { secured } from "../../http/route";
import { assertSameOrigin, sessionTokenFrom } from "../../http/session-auth";
import { clearSessionCookie } from "./cookie";
import { AuthSession, LogoutResult } from "./schemas";
import { endSession, userProfile } from "./service";

const tags = ["Auth"];

const whoAmI = secured(
  createRoute({
    method: "get",
    path: "/api/auth/session",
    tags,
    operationId: "getAuthSession",
    summary: "Who is logged in: the session cookie's (or the API key's) user, company and role",
    responses: respond.ok(AuthSession, "The caller"),
  }),
);

const logout = secured(
  createRoute({
    method: "post",
    path: "/api/auth/logout",
    tags,
    operationId: "logout",
    summary:
      "Ends the browser session of the session cookie and clears the cookie (a no-op without one)",
    responses: respond.ok(LogoutResult, "The session (if any) is ended and the cookie cleared"),
  }),
  { public: true },
);

/** Ends the cookie's session (if any) and clears the cookie; true when there was a cookie. */
async function endCookieSession(c: Context<AppEnv>): Promise<boolean> {
  const { deps } = c.env;
  const token = sessionTokenFrom(c);
  if (token) {
    // Logging out is state-changing too: another site must not be able to do it.
    assertSameOrigin(c, deps.config.publicUrl);
    await endSession(deps, token);
    clearSessionCookie(c, deps.config);
  }
  return token !== null;
}

export function browserSessionRoutes(app: VigilApp): void {
  app.openapi(whoAmI, async (c) => {
    const { deps } = c.env;
    const principal = c.get("principal");
    const isSession = principal.authMethod === "session";
    const profile = await userProfile(deps, principal.companyId, principal.userId);
    return c.json(
      ok({
        authMethod: isSession ? ("session" as const) : ("api_key" as const),
        user: {
          id: principal.userId,
          companyId: principal.companyId,
          role: principal.role,
          ...profile,
        },
        permissions: [...principal.permissions],
        agentId: principal.agentId,
        expiresAt: principal.expiresAt,
        idleTimeoutSeconds: isSession ? Math.floor(deps.config.sessionIdleTimeout / 1000) : null,
      }),
      200,
    );
  });
  app.openapi(logout, async (c) => c.json(ok({ loggedOut: await endCookieSession(c) }), 200));
}
