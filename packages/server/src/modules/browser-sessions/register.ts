import type { VigilApp } from "../../context";
import { defineModule } from "../module";
import { loginRoutes } from "./login-routes";
import { up } from "./migration";
import { up as upOidc } from "./oidc/migration";
import { browserSessionRoutes } from "./routes";
import type {} from "./schema";
import { sessionResolver } from "./service";

function routes(app: VigilApp): void {
  browserSessionRoutes(app);
  loginRoutes(app);
}

/**
 * Browser sessions (the spec's second authentication method): one-time login links, OpenID
 * Connect (authorization code with PKCE), the `session` cookie every secured route accepts, who-am-I and logout. Documented in the README.
 */
export const browserSessionsModule = defineModule({
  name: "browser-sessions",
  routes,
  sessions: sessionResolver,
  migrations: [
    { name: "0008-browser-sessions", up },
    { name: "0009-browser-sessions-oidc", up: upOidc },
  ],
});
