import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type { AuthConfig, ValidateKeyResult } from "../types";

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

  /** POST /api/v1/explainer/validate-key: what the client's API key may do. */
  validateKey(options?: RequestOptions): Promise<ValidateKeyResult> {
    return this.transport.post("/api/v1/explainer/validate-key", undefined, options);
  }
}
