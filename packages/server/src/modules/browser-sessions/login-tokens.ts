import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Deps } from "../../context";
import type { DB } from "../../db/schema";
import type { Role } from "../../http/principal";
import { sha256Hex } from "../../lib/hash";

/** A login link works this long, once. */
export const LOGIN_TOKEN_TTL_MS = 15 * 60_000;

export type LoginTokensDeps = Pick<Deps, "database" | "clock">;

/** Who a login link or an identity provider vouches for. */
export interface Identity {
  companyId: string;
  userId: string;
  role: Role;
  name?: string | null;
  email?: string | null;
}

/** 32 random bytes, base64url: a bearer secret, so only its hash is stored. */
export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Adds the company and the user when new (as `vigil keys create` does); keeps existing ones. */
export async function ensureUser(trx: Kysely<DB>, identity: Identity, now: string): Promise<void> {
  await trx
    .insertInto("companies")
    .values({ id: identity.companyId, name: identity.companyId, created_at: now })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  await trx
    .insertInto("users")
    .values({
      company_id: identity.companyId,
      id: identity.userId,
      role: identity.role,
      name: identity.name ?? null,
      email: identity.email ?? null,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(["company_id", "id"]).doNothing())
    .execute();
}

/**
 * Stores a one-time login token for `identity` (hashed) and returns the token, to be put in
 * a link; it expires in 15 minutes and opens one session.
 */
export async function createLoginToken(
  { database, clock }: LoginTokensDeps,
  identity: Identity,
): Promise<{ token: string; expiresAt: string }> {
  const now = clock.now();
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + LOGIN_TOKEN_TTL_MS).toISOString();
  await database.db.transaction().execute(async (trx) => {
    await ensureUser(trx, identity, now.toISOString());
    // Old links are no use to anyone: drop them while we are here.
    await trx.deleteFrom("login_tokens").where("expires_at", "<", now.toISOString()).execute();
    await trx
      .insertInto("login_tokens")
      .values({
        token_hash: sha256Hex(token),
        company_id: identity.companyId,
        user_id: identity.userId,
        role: identity.role,
        created_at: now.toISOString(),
        expires_at: expiresAt,
        used_at: null,
      })
      .execute();
  });
  return { token, expiresAt };
}

/** Why a login token did not open a session. */
export type LoginTokenProblem = "unknown" | "used" | "expired";

/**
 * Marks the token used and returns whom it logs in, or the problem. The update is guarded
 * (unused and unexpired), so two browsers racing on one link get one session between them.
 */
export async function consumeLoginToken(
  trx: Kysely<DB>,
  token: string,
  now: Date,
): Promise<Identity | LoginTokenProblem> {
  const hash = sha256Hex(token);
  const at = now.toISOString();
  const claimed = await trx
    .updateTable("login_tokens")
    .set({ used_at: at })
    .where("token_hash", "=", hash)
    .where("used_at", "is", null)
    .where("expires_at", ">", at)
    .returning(["company_id", "user_id", "role"])
    .executeTakeFirst();
  if (claimed)
    return { companyId: claimed.company_id, userId: claimed.user_id, role: claimed.role };
  const row = await trx
    .selectFrom("login_tokens")
    .select("used_at")
    .where("token_hash", "=", hash)
    .executeTakeFirst();
  if (!row) return "unknown";
  return row.used_at !== null ? "used" : "expired";
}
