import type { Kysely } from "kysely";
import type { Deps } from "../../context";
import { annotateAudit, attributeAudit } from "../../db/audit-scope";
import type { DB } from "../../db/schema";
import { SessionExpiredError, UnauthorizedError } from "../../http/errors";
import { PERMISSIONS, type Principal } from "../../http/principal";
import type { SessionResolver } from "../../http/session-auth";
import { sha256Hex } from "../../lib/hash";
import { newId } from "../../lib/ids";
import {
  consumeLoginToken,
  ensureUser,
  type Identity,
  type LoginTokenProblem,
  newSecretToken,
} from "./login-tokens";
import type { BrowserSessionsTable, SessionOrigin } from "./schema";

export type BrowserSessionsDeps = Pick<Deps, "database" | "clock" | "config">;

/** last_seen_at is written at most this often, so browsing is not a write per request. */
const TOUCH_EVERY_MS = 60_000;

/**
 * What a session may do: every permission (read, write, delete); its role (admin or member)
 * decides the rest, exactly as for an API key of that role. Not bound to an agent; rate-limited
 * as an enterprise key, per session.
 */
export function sessionPrincipal(row: BrowserSessionsTable): Principal {
  return {
    keyId: row.id,
    companyId: row.company_id,
    userId: row.user_id,
    role: row.role,
    permissions: PERMISSIONS,
    agentId: null,
    tier: "enterprise",
    expiresAt: row.expires_at,
    authMethod: "session",
  };
}

export interface StartedSession {
  /** The cookie's value; only its hash is stored. */
  token: string;
  row: BrowserSessionsTable;
}

/** Opens a session for `identity` inside `trx` (the user is created when new). */
export async function startSession(
  trx: Kysely<DB>,
  { config }: Pick<Deps, "config">,
  identity: Identity,
  origin: SessionOrigin,
  now: Date,
): Promise<StartedSession> {
  const at = now.toISOString();
  await ensureUser(trx, identity, at);
  // Ended sessions are no use to anyone: drop them while we are here.
  await trx.deleteFrom("browser_sessions").where("expires_at", "<", at).execute();
  const token = newSecretToken();
  const row: BrowserSessionsTable = {
    id: newId("bsess"),
    token_hash: sha256Hex(token),
    company_id: identity.companyId,
    user_id: identity.userId,
    role: identity.role,
    origin,
    created_at: at,
    last_seen_at: at,
    expires_at: new Date(now.getTime() + config.sessionMaxAge).toISOString(),
  };
  await trx.insertInto("browser_sessions").values(row).execute();
  // A login is a security event: its audit entry commits with the session (no token in it).
  attributeAudit(identity.companyId, identity.userId);
  annotateAudit({
    action: "session.login",
    resourceType: "browser_session",
    resourceId: row.id,
    details: { origin, role: identity.role },
  });
  return { token, row };
}

/** Follows a login link: the token is spent and a session opened, in one transaction. */
export async function loginWithToken(
  deps: BrowserSessionsDeps,
  token: string,
): Promise<StartedSession | LoginTokenProblem> {
  const now = deps.clock.now();
  return deps.database.db.transaction().execute(async (trx) => {
    const identity = await consumeLoginToken(trx, token, now);
    if (typeof identity === "string") return identity;
    return startSession(trx, deps, identity, "login_link", now);
  });
}

/** When a session ends if no request comes first: the earlier of idle and absolute expiry. */
export function sessionEndsAt(row: BrowserSessionsTable, idleMs: number): string {
  const idle = Date.parse(row.last_seen_at) + idleMs;
  return new Date(Math.min(idle, Date.parse(row.expires_at))).toISOString();
}

async function findSession(deps: BrowserSessionsDeps, token: string) {
  return deps.database.db
    .selectFrom("browser_sessions")
    .selectAll()
    .where("token_hash", "=", sha256Hex(token))
    .executeTakeFirst();
}

/**
 * The session of a cookie value: 401 UNAUTHORIZED when unknown or logged out, 401
 * SESSION_EXPIRED past its idle or absolute expiry (the row is then removed).
 */
export async function resolveSession(
  deps: BrowserSessionsDeps,
  token: string,
): Promise<BrowserSessionsTable> {
  const row = await findSession(deps, token);
  if (!row) {
    throw new UnauthorizedError("This session is not valid (logged out or unknown): log in again");
  }
  const now = deps.clock.now();
  const at = now.toISOString();
  if (sessionEndsAt(row, deps.config.sessionIdleTimeout) <= at) {
    await deps.database.db.deleteFrom("browser_sessions").where("id", "=", row.id).execute();
    throw new SessionExpiredError();
  }
  if (now.getTime() - Date.parse(row.last_seen_at) >= TOUCH_EVERY_MS) {
    await deps.database.db
      .updateTable("browser_sessions")
      .set({ last_seen_at: at })
      .where("id", "=", row.id)
      .execute();
    row.last_seen_at = at;
  }
  return row;
}

/** The resolver `http/auth.ts` uses for the `session` cookie. */
export function sessionResolver(deps: BrowserSessionsDeps): SessionResolver {
  return { resolve: async (token) => sessionPrincipal(await resolveSession(deps, token)) };
}

/** Ends the session of a cookie value, whatever its state; true when there was one. */
export async function endSession(deps: BrowserSessionsDeps, token: string): Promise<boolean> {
  const ended = await deps.database.db
    .deleteFrom("browser_sessions")
    .where("token_hash", "=", sha256Hex(token))
    .returning("id")
    .executeTakeFirst();
  return ended !== undefined;
}

/** The logged-in user's profile fields, for the dashboard. */
export async function userProfile(deps: BrowserSessionsDeps, companyId: string, userId: string) {
  const user = await deps.database.db
    .selectFrom("users")
    .select(["name", "email"])
    .where("company_id", "=", companyId)
    .where("id", "=", userId)
    .executeTakeFirst();
  return { name: user?.name ?? null, email: user?.email ?? null };
}
