/**
 * Browser sessions' tables. Only SHA-256 hashes of login tokens and session tokens are
 * stored: a copy of the database lets nobody log in.
 */

/** One-time login links (`vigil login-link`, `vigil serve` in a terminal). */
export interface LoginTokensTable {
  token_hash: string;
  company_id: string;
  user_id: string;
  role: "admin" | "member";
  created_at: string;
  expires_at: string;
  /** Set when the link is followed; a used link never opens a second session. */
  used_at: string | null;
}

/** How a browser session began. */
export type SessionOrigin = "login_link" | "oidc";

export interface BrowserSessionsTable {
  id: string;
  token_hash: string;
  company_id: string;
  user_id: string;
  role: "admin" | "member";
  origin: SessionOrigin;
  created_at: string;
  /** The last request (updated at most once a minute); the idle expiry counts from here. */
  last_seen_at: string;
  /** The absolute expiry: created_at + VIGIL_SESSION_MAX_AGE. */
  expires_at: string;
}

/** A user who logs in through OpenID Connect, matched by (issuer, subject). */
export interface OidcIdentitiesTable {
  issuer: string;
  subject: string;
  company_id: string;
  user_id: string;
  created_at: string;
  last_login_at: string;
}

/** An OpenID Connect login under way: from the redirect to the provider until the callback. */
export interface OidcLoginsTable {
  /** SHA-256 of the `state` parameter. */
  state_hash: string;
  /** The PKCE code verifier and nonce, sealed with VIGIL_ENCRYPTION_KEY (JSON). */
  secrets: string;
  next_path: string;
  created_at: string;
  expires_at: string;
}

declare module "../../db/schema" {
  interface DB {
    login_tokens: LoginTokensTable;
    browser_sessions: BrowserSessionsTable;
    oidc_identities: OidcIdentitiesTable;
    oidc_logins: OidcLoginsTable;
  }
}
