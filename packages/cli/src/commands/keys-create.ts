import {
  apiKeys,
  PERMISSIONS,
  type Permission,
  ROLES,
  type Role,
  TIERS,
  type Tier,
} from "@vigil/server/operator";
import { Command, Option } from "commander";
import { configFrom, type DatabaseFlags, withDatabase } from "../database";
import type { CliDeps } from "../deps";
import { codeOf, UserError } from "../errors";
import { json } from "../format";
import { addDatabaseOptions, parseExpires, parsePermissions } from "../options";

interface CreateFlags extends DatabaseFlags {
  name?: string;
  company: string;
  user: string;
  role: Role;
  permissions: Permission[];
  agent?: string;
  expires?: number;
  tier: Tier;
  json?: boolean;
}

type IssuedKey = Awaited<ReturnType<typeof apiKeys.create>>;

/** The `--json` shape of `keys create` and `keys rotate` (DESIGN.md, runtime contract). */
export function keyJson({ key, record }: IssuedKey): Record<string, unknown> {
  return {
    id: record.id,
    key,
    companyId: record.companyId,
    userId: record.userId,
    role: record.role,
    permissions: record.permissions,
    agentId: record.agentId,
    tier: record.tier,
    expiresAt: record.expiresAt,
    createdAt: record.createdAt,
  };
}

/** The key alone on stdout (easy to capture); the note on stderr. */
export function printKey(deps: CliDeps, issued: IssuedKey, note: string, asJson?: boolean): void {
  if (asJson) {
    deps.io.stdout.write(json(keyJson(issued)));
    return;
  }
  deps.io.stdout.write(`${issued.key}\n`);
  deps.io.stderr.write(`${note} Save the key now: it is shown only once.\n`);
}

async function create(flags: CreateFlags, deps: CliDeps): Promise<void> {
  const config = configFrom(flags, deps);
  const issued = await withDatabase(config, async (database) => {
    const now = deps.clock.now();
    try {
      return await apiKeys.create(
        { database, clock: deps.clock },
        {
          name: flags.name,
          companyId: flags.company,
          userId: flags.user,
          role: flags.role,
          permissions: flags.permissions,
          agentId: flags.agent ?? null,
          tier: flags.tier,
          expiresAt:
            flags.expires === undefined
              ? null
              : new Date(now.getTime() + flags.expires).toISOString(),
        },
      );
    } catch (error) {
      if (flags.agent !== undefined && codeOf(error) === "NOT_FOUND") {
        throw new UserError(
          `agent ${flags.agent} not found in company ${flags.company}`,
          "check --agent and --company",
        );
      }
      throw error;
    }
  });
  const { record } = issued;
  const expiry = record.expiresAt === null ? "never expires" : `expires ${record.expiresAt}`;
  printKey(
    deps,
    issued,
    `Created API key ${record.id} (company ${record.companyId}, user ${record.userId}, ` +
      `${record.role}, ${record.permissions.join(",")}, tier ${record.tier}, ${expiry}).`,
    flags.json,
  );
}

/** `vigil keys create`: writes a key straight to the database and prints it once. */
export function makeKeysCreateCommand(deps: CliDeps): Command {
  const command = new Command("create")
    .description("Create an API key in the database (no server needed) and print it once")
    .option("--name <name>", "a label for the key", "API key")
    .option("--company <id>", "company (tenant) the key belongs to; created if new", "default")
    .option("--user <id>", "user the key belongs to; created if new", "admin")
    .addOption(
      new Option("--role <role>", "role of the key's user").choices(ROLES).default("admin"),
    )
    .addOption(
      new Option("--permissions <list>", "comma-separated permissions")
        .argParser(parsePermissions)
        .default([...PERMISSIONS], PERMISSIONS.join(",")),
    )
    .option("--agent <agentId>", "bind the key to one agent of the company")
    .addOption(
      new Option(
        "--expires <duration>",
        "expire after <n>s|m|h|d, e.g. 30d (default: never)",
      ).argParser(parseExpires),
    )
    .addOption(new Option("--tier <tier>", "rate-limit tier").choices(TIERS).default("enterprise"))
    .option(
      "--json",
      "print {id, key, companyId, userId, role, permissions, agentId, tier, expiresAt, createdAt}",
    );
  return addDatabaseOptions(command)
    .addHelpText(
      "after",
      `
Without --json, stdout carries only the key and the note goes to stderr, so either form captures it:
  $ KEY=$(vigil keys create --name ci)
  $ KEY=$(vigil keys create --name ci --json | jq -r .key)

Examples:
  $ vigil keys create
  $ vigil keys create --company acme --user alice --role member --permissions read --expires 30d
  $ vigil keys create --company acme --agent agent_01JD... --tier professional --json
  $ vigil keys create --database-url postgres://vigil:secret@db:5432/vigil`,
    )
    .action((flags: CreateFlags) => create(flags, deps));
}
