import * as client from "openid-client";
import type { Config } from "../../../config";
import { ServiceUnavailableError } from "../../../http/errors";

/** Whether browser logins go through OpenID Connect (VIGIL_OIDC_ISSUER and _CLIENT_ID set). */
export function oidcEnabled(config: Config): boolean {
  return config.oidc.issuer !== undefined && config.oidc.clientId !== undefined;
}

// One discovery per process and configuration; a failed one is forgotten so the next login
// tries again (the provider may have been down for a moment).
const discovered = new WeakMap<Config, Promise<client.Configuration>>();

async function discover(config: Config): Promise<client.Configuration> {
  const { issuer, clientId, clientSecret } = config.oidc;
  if (issuer === undefined || clientId === undefined) {
    throw new ServiceUnavailableError("OpenID Connect is not configured", {
      reason: "oidc_not_configured",
    });
  }
  const server = new URL(issuer);
  const insecure = server.protocol === "http:";
  if (insecure && !config.dev) {
    throw new ServiceUnavailableError(
      "VIGIL_OIDC_ISSUER must be an https:// URL (http:// is allowed only with --dev)",
      { reason: "oidc_issuer_insecure" },
    );
  }
  // With a secret the client authenticates (client_secret_basic); without one it is a public
  // client, protected by PKCE alone.
  const auth = clientSecret ? client.ClientSecretBasic(clientSecret) : client.None();
  try {
    return await client.discovery(
      server,
      clientId,
      undefined,
      auth,
      insecure ? { execute: [client.allowInsecureRequests] } : undefined,
    );
  } catch (error) {
    throw new ServiceUnavailableError(
      "The identity provider could not be reached: check VIGIL_OIDC_ISSUER and try again",
      {
        reason: "oidc_discovery_failed",
        cause: error instanceof Error ? error.message.slice(0, 200) : String(error),
      },
    );
  }
}

/** The provider's configuration (discovered once); 503 SERVICE_UNAVAILABLE when unreachable. */
export function providerConfig(config: Config): Promise<client.Configuration> {
  let found = discovered.get(config);
  if (!found) {
    found = discover(config);
    discovered.set(config, found);
    found.catch(() => discovered.delete(config));
  }
  return found;
}
