import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type Configuration } from "oidc-provider";

/** Claims of an account the test issuer knows, besides `sub` (its id). */
export type AccountClaims = Record<string, unknown>;

export interface OidcIssuer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * Plays the user at the provider: follows `authorizationUrl` through the provider's login
   * and consent pages as `accountId`, and returns the URL the provider sends the browser back
   * to (the callback, with `code` and `state`).
   */
  signIn(authorizationUrl: string, accountId: string, options?: { cancel?: boolean }): Promise<URL>;
  close(): Promise<void>;
}

/** A tiny cookie jar for the provider's own cookies (one host, paths ignored). */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    take(res: Response) {
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(";");
        const at = pair?.indexOf("=") ?? -1;
        if (pair && at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
  };
}

/**
 * A real OpenID Connect issuer (oidc-provider) on 127.0.0.1, with one confidential client
 * whose redirect URI is `redirectUri`, and accounts by id. Its development login page accepts
 * any password.
 */
export async function startOidcIssuer(
  redirectUri: string,
  accounts: Record<string, AccountClaims>,
): Promise<OidcIssuer> {
  const server: Server = createServer();
  // Idle connections stay open past the gap between two suites sharing this issuer (a PGlite
  // set-up on a busy machine): Node's 5 s default closed one as the next suite's discovery
  // reused it, which failed that login with 503 (the client's pool keeps sockets longer).
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = "vigil-dashboard";
  const clientSecret = "test-client-secret-0123456789abcdef";
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    pkce: { required: () => true },
    claims: {
      openid: ["sub"],
      email: ["email"],
      profile: ["name", "vigil_company", "vigil_role"],
    },
    findAccount: (_ctx, id) => {
      const claims = accounts[id];
      if (!claims) return undefined;
      return { accountId: id, claims: () => ({ sub: id, ...claims }) };
    },
    cookies: { keys: ["oidc-issuer-test-cookie-key"] },
    features: { devInteractions: { enabled: true } },
  };
  const provider = new Provider(issuer, configuration);
  server.on("request", provider.callback());

  async function signIn(
    authorizationUrl: string,
    accountId: string,
    { cancel = false } = {},
  ): Promise<URL> {
    const jar = cookieJar();
    let next: { url: string; body?: URLSearchParams } = { url: authorizationUrl };
    for (let step = 0; step < 12; step++) {
      const res = await fetch(next.url, {
        method: next.body ? "POST" : "GET",
        redirect: "manual",
        headers: { cookie: jar.header() },
        body: next.body,
      });
      jar.take(res);
      const location = res.headers.get("location");
      if (location) {
        const target = new URL(location, next.url);
        if (target.origin !== issuer) return target;
        next = { url: target.toString() };
        continue;
      }
      const page = await res.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
      if (res.status !== 200 || !action) throw new Error(`unexpected provider page ${res.status}`);
      const url = new URL(action, next.url).toString();
      if (cancel) {
        // The page's "Cancel" link: the provider answers access_denied.
        next = { url: `${url.replace(/\/login$/, "")}/abort` };
        continue;
      }
      next = page.includes('name="login"')
        ? { url, body: new URLSearchParams({ prompt: "login", login: accountId, password: "x" }) }
        : { url, body: new URLSearchParams({ prompt: "consent" }) };
    }
    throw new Error("the provider did not send the browser back");
  }

  return {
    issuer,
    clientId,
    clientSecret,
    signIn,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
