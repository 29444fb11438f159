import type { Database } from "../../db/database";
import type { Role } from "../../http/principal";
import type { Clock } from "../../lib/clock";
import { createLoginToken } from "./login-tokens";

export interface LoginLinkOptions {
  /** Where browsers reach the server, e.g. `http://127.0.0.1:4318`. */
  baseUrl: string;
  companyId?: string;
  userId?: string;
  role?: Role;
}

/**
 * A one-time login URL for the operator (`vigil login-link`, `vigil serve` in a terminal),
 * written straight to the database: `<baseUrl>/login?token=…`, single use, 15 minutes.
 * Defaults: company `default`, user `admin`, role admin (as `vigil keys create`).
 */
export async function create(
  ctx: { database: Database; clock: Clock },
  options: LoginLinkOptions,
): Promise<{ url: string; expiresAt: string; companyId: string; userId: string; role: Role }> {
  const identity = {
    companyId: options.companyId ?? "default",
    userId: options.userId ?? "admin",
    role: options.role ?? "admin",
  };
  const { token, expiresAt } = await createLoginToken(ctx, identity);
  const url = new URL("/login", options.baseUrl);
  url.searchParams.set("token", token);
  return { url: url.toString(), expiresAt, ...identity };
}
