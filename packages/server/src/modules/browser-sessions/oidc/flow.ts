import * as client from "openid-client";
import type { Deps } from "../../../context";
import { safeEqual, sha256Hex } from "../../../lib/hash";
import { newId } from "../../../lib/ids";
import { type StartedSession, startSession } from "../service";
import { mapClaims } from "./claims";
import { providerConfig } from "./provider";

export type OidcDeps = Pick<Deps, "config" | "database" | "clock" | "secretBox" | "logger">;

/** A login must come back from the provider within this long. */
export const OIDC_LOGIN_TTL_MS = 10 * 60_000;

interface LoginSecrets {
  codeVerifier: string;
  nonce: string;
}

/**
 * Starts an authorization-code login with PKCE: stores the verifier and nonce (sealed) under
 * the state's hash and returns the provider's authorization URL and the state, which the
 * browser also keeps in a cookie so that a callback started by someone else is refused.
 */
export async function startOidcLogin(
  deps: OidcDeps,
  redirectUri: string,
  next: string,
): Promise<{ url: URL; state: string }> {
  const { config, database, clock, secretBox } = deps;
  const provider = await providerConfig(config);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const now = clock.now();
  const secrets: LoginSecrets = { codeVerifier, nonce };
  await database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom("oidc_logins").where("expires_at", "<", now.toISOString()).execute();
    await trx
      .insertInto("oidc_logins")
      .values({
        state_hash: sha256Hex(state),
        secrets: secretBox.seal(JSON.stringify(secrets)),
        next_path: next,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + OIDC_LOGIN_TTL_MS).toISOString(),
      })
      .execute();
  });
  const parameters: Record<string, string> = {
    redirect_uri: redirectUri,
    scope: config.oidc.scopes,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    state,
    nonce,
  };
  if (config.oidc.audience) parameters.audience = config.oidc.audience;
  return { url: client.buildAuthorizationUrl(provider, parameters), state };
}

/** Why a callback did not open a session; `text` is safe to show. */
export interface OidcProblem {
  reason: string;
  text: string;
}

const problem = (reason: string, text: string): OidcProblem => ({ reason, text });

/** Spends the stored login of `state` (once); undefined when unknown or expired. */
async function takeLogin(deps: OidcDeps, state: string) {
  const now = deps.clock.now().toISOString();
  const row = await deps.database.db
    .deleteFrom("oidc_logins")
    .where("state_hash", "=", sha256Hex(state))
    .returning(["secrets", "next_path", "expires_at"])
    .executeTakeFirst();
  if (!row || row.expires_at <= now) return undefined;
  return {
    secrets: JSON.parse(deps.secretBox.open(row.secrets)) as LoginSecrets,
    next: row.next_path,
  };
}

/** ID token claims, with the userinfo endpoint's on top when the provider has one. */
async function claimsOf(
  provider: client.Configuration,
  tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>,
): Promise<Record<string, unknown>> {
  const idClaims = tokens.claims();
  if (!idClaims) throw new Error("the provider returned no ID token");
  if (!provider.serverMetadata().userinfo_endpoint) return { ...idClaims };
  const info = await client.fetchUserInfo(provider, tokens.access_token, idClaims.sub);
  return { ...idClaims, ...info };
}

/**
 * The callback: checks the state against the browser's cookie, exchanges the code (PKCE
 * verifier, nonce and state checked by openid-client), maps the claims and opens a session
 * for the user of (issuer, subject), created on first login.
 */
export async function finishOidcLogin(
  deps: OidcDeps,
  callbackUrl: URL,
  cookieState: string | null,
): Promise<{ started: StartedSession; next: string } | OidcProblem> {
  const state = callbackUrl.searchParams.get("state");
  if (!state || !cookieState || !safeEqual(state, cookieState)) {
    return problem("state_mismatch", "This login did not start in this browser. Log in again.");
  }
  const login = await takeLogin(deps, state);
  if (!login) {
    return problem("login_expired", "This login took too long or was already used. Log in again.");
  }
  const providerError = callbackUrl.searchParams.get("error");
  if (providerError) {
    const description = callbackUrl.searchParams.get("error_description") ?? providerError;
    return problem("provider_error", `The identity provider refused the login: ${description}`);
  }
  const provider = await providerConfig(deps.config);
  let claims: Record<string, unknown>;
  try {
    const tokens = await client.authorizationCodeGrant(provider, callbackUrl, {
      pkceCodeVerifier: login.secrets.codeVerifier,
      expectedNonce: login.secrets.nonce,
      expectedState: state,
      idTokenExpected: true,
    });
    claims = await claimsOf(provider, tokens);
  } catch (error) {
    deps.logger.error("oidc code exchange failed", {
      error: error instanceof Error ? error.message.slice(0, 300) : String(error),
    });
    return problem("exchange_failed", "The identity provider's answer could not be verified.");
  }
  const mapped = mapClaims(claims, deps.config.oidc);
  if ("problem" in mapped) return problem("claims_invalid", `Cannot log in: ${mapped.problem}.`);
  const issuer = provider.serverMetadata().issuer;
  const started = await openOidcSession(deps, issuer, mapped);
  return { started, next: login.next };
}

/**
 * Finds or creates the user of (issuer, subject) and opens a session. The company is fixed at
 * the first login (a changed claim never moves a user between tenants); role, name and email
 * follow the claims at every login.
 */
async function openOidcSession(
  deps: OidcDeps,
  issuer: string,
  mapped: Exclude<ReturnType<typeof mapClaims>, { problem: string }>,
): Promise<StartedSession> {
  const now = deps.clock.now();
  const at = now.toISOString();
  return deps.database.db.transaction().execute(async (trx) => {
    const known = await trx
      .selectFrom("oidc_identities")
      .select(["company_id", "user_id"])
      .where("issuer", "=", issuer)
      .where("subject", "=", mapped.subject)
      .executeTakeFirst();
    const companyId = known?.company_id ?? mapped.companyId;
    const userId = known?.user_id ?? newId("user");
    if (known) {
      await trx
        .updateTable("oidc_identities")
        .set({ last_login_at: at })
        .where("issuer", "=", issuer)
        .where("subject", "=", mapped.subject)
        .execute();
    } else {
      await trx
        .insertInto("oidc_identities")
        .values({
          issuer,
          subject: mapped.subject,
          company_id: companyId,
          user_id: userId,
          created_at: at,
          last_login_at: at,
        })
        .execute();
    }
    const identity = {
      companyId,
      userId,
      role: mapped.role,
      name: mapped.name,
      email: mapped.email,
    };
    const started = await startSession(trx, deps, identity, "oidc", now);
    await trx
      .updateTable("users")
      .set({ role: mapped.role, name: mapped.name, email: mapped.email })
      .where("company_id", "=", companyId)
      .where("id", "=", userId)
      .execute();
    return started;
  });
}
