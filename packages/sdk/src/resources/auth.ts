import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type { AuthConfig, AuthSession, LogoutResult, ValidateKeyResult } from "../types";

/**
 * Authentication settings and the calling key's standing.
 * @example const { tier, permissions } = await vigil.auth.validateKey();
 */
export class AuthResource extends APIResource {
  /** GET /api/auth/config: identity provider settings for browser clients (no key needed). */
  config(options?: RequestOptions): Promise<AuthConfig> {
    return this.transport.request(
      { method: "GET", path: "/api/auth/config", envelope: "bare" },
      options,
    );
  }

  /**
   * GET /api/auth/session: who is calling (the browser session's or the key's user, company
   * and role, permissions and expiry).
   * @example const { user } = await vigil.auth.session();
   */
  session(options?: RequestOptions): Promise<AuthSession> {
    return this.transport.request({ method: "GET", path: "/api/auth/session" }, options);
  }

  /**
   * POST /api/auth/logout: ends the browser session whose cookie the request carries and
   * clears the cookie (in a browser, same-origin requests carry it by themselves).
   */
  logout(options?: RequestOptions): Promise<LogoutResult> {
    return this.transport.post("/api/auth/logout", undefined, options);
  }

  /** POST /api/v1/explainer/validate-key: what the client's API key may do. */
  validateKey(options?: RequestOptions): Promise<ValidateKeyResult> {
    return this.transport.post("/api/v1/explainer/validate-key", undefined, options);
  }
}
