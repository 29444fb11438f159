import { type Config, loginLinks, ROLES, type Role } from "@vigil/server/operator";
import { Command, Option } from "commander";
import { configFrom, type DatabaseFlags, withDatabase } from "../database";
import type { CliDeps } from "../deps";
import { UserError } from "../errors";
import { json } from "../format";
import { addDatabaseOptions } from "../options";

interface LoginLinkFlags extends DatabaseFlags {
  company: string;
  user: string;
  role: Role;
  url?: string;
  json?: boolean;
}

/**
 * Where browsers reach the server: --url, else VIGIL_PUBLIC_URL, else the configured host and
 * port (a wildcard host becomes 127.0.0.1, which a browser on this machine can open).
 */
export function browserBaseUrl(config: Config, explicit?: string): string {
  const given = explicit ?? config.publicUrl;
  if (given !== undefined) {
    try {
      return new URL(given).origin;
    } catch {
      throw new UserError(`--url ${given} is not a URL`, "pass e.g. --url http://127.0.0.1:4318");
    }
  }
  const host = config.host === "0.0.0.0" || config.host === "::" ? "127.0.0.1" : config.host;
  return `http://${host.includes(":") ? `[${host}]` : host}:${config.port}`;
}

async function create(flags: LoginLinkFlags, deps: CliDeps): Promise<void> {
  const config = configFrom(flags, deps);
  const baseUrl = browserBaseUrl(config, flags.url);
  const link = await withDatabase(config, (database) =>
    loginLinks.create(
      { database, clock: deps.clock },
      { baseUrl, companyId: flags.company, userId: flags.user, role: flags.role },
    ),
  );
  if (flags.json) {
    deps.io.stdout.write(json(link));
    return;
  }
  deps.io.stdout.write(`${link.url}\n`);
  deps.io.stderr.write(
    `One-time login link for user ${link.userId} (company ${link.companyId}, ${link.role}); ` +
      `it works once, until ${link.expiresAt}. Open it in a browser on a running server.\n`,
  );
}

/** `vigil login-link`: a one-time browser login URL, written straight to the database. */
export function makeLoginLinkCommand(deps: CliDeps): Command {
  const command = new Command("login-link")
    .description("Print a one-time login URL for the dashboard (single use, 15 minutes)")
    .option("--company <id>", "company (tenant) to log in to; created if new", "default")
    .option("--user <id>", "user to log in as; created if new", "admin")
    .addOption(new Option("--role <role>", "role of the session").choices(ROLES).default("admin"))
    .option(
      "--url <url>",
      "where browsers reach the server (default: VIGIL_PUBLIC_URL, or http://HOST:PORT from VIGIL_HOST/VIGIL_PORT)",
    )
    .option("--json", "print {url, expiresAt, companyId, userId, role}");
  return addDatabaseOptions(command)
    .addHelpText(
      "after",
      `
stdout carries only the URL; the note goes to stderr. Only a hash of the token is stored.

Examples:
  $ vigil login-link
  $ vigil login-link --company acme --user alice --role member
  $ vigil login-link --url https://vigil.example.com --database-url postgres://vigil:secret@db:5432/vigil`,
    )
    .action((flags: LoginLinkFlags) => create(flags, deps));
}
