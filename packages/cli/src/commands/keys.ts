import { apiKeys, type Database } from "@vigil/server/operator";
import { Command } from "commander";
import { configFrom, type DatabaseFlags, withDatabase } from "../database";
import type { CliDeps } from "../deps";
import { codeOf, UserError } from "../errors";
import { formatTable, json } from "../format";
import { addDatabaseOptions } from "../options";
import { makeKeysCreateCommand, printKey } from "./keys-create";

const LIST_HINT = 'list keys with "vigil keys list"';

/** Runs an operator call on one key; an unknown (or revoked) id becomes a UserError. */
async function onKey<T>(id: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (codeOf(error) === "NOT_FOUND") throw new UserError(`API key ${id} not found`, LIST_HINT);
    throw error;
  }
}

function ctx(database: Database, deps: CliDeps): apiKeys.OperatorCtx {
  return { database, clock: deps.clock };
}

function makeListCommand(deps: CliDeps): Command {
  const command = new Command("list")
    .description("List the live API keys (never their values)")
    .option("--company <id>", "only this company's keys (default: every company)")
    .option("--json", "print a JSON array");
  return addDatabaseOptions(command)
    .addHelpText(
      "after",
      `
Examples:
  $ vigil keys list
  $ vigil keys list --company acme --json | jq -r '.[].id'`,
    )
    .action(async (flags: DatabaseFlags & { company?: string; json?: boolean }) => {
      const keys = await withDatabase(configFrom(flags, deps), (database) =>
        apiKeys.list(ctx(database, deps), { companyId: flags.company }),
      );
      if (flags.json) {
        deps.io.stdout.write(json(keys));
        return;
      }
      if (keys.length === 0) {
        deps.io.stdout.write('No API keys. Create one with "vigil keys create".\n');
        return;
      }
      const header = [
        "ID",
        "NAME",
        "PREFIX",
        "COMPANY",
        "USER",
        "ROLE",
        "PERMISSIONS",
        "AGENT",
        "TIER",
        "EXPIRES",
        "CREATED",
      ];
      const rows = keys.map((key) => [
        key.id,
        key.name,
        key.keyPrefix,
        key.companyId,
        key.userId,
        key.role,
        key.permissions.join(","),
        key.agentId ?? "-",
        key.tier,
        key.expiresAt ?? "never",
        key.createdAt,
      ]);
      deps.io.stdout.write(`${formatTable(header, rows)}\n`);
    });
}

function makeRevokeCommand(deps: CliDeps): Command {
  const command = new Command("revoke")
    .description("Revoke an API key: it stops working at once")
    .argument("<id>", "the key's id (key_…), as shown by vigil keys list");
  return addDatabaseOptions(command)
    .addHelpText(
      "after",
      `
Example:
  $ vigil keys revoke key_01JD3K5Q8X7W2N4M6P9R0S1T2V`,
    )
    .action(async (id: string, flags: DatabaseFlags) => {
      await withDatabase(configFrom(flags, deps), (database) =>
        onKey(id, () => apiKeys.revoke(ctx(database, deps), id)),
      );
      deps.io.stdout.write(`Revoked API key ${id}\n`);
    });
}

function makeRotateCommand(deps: CliDeps): Command {
  const command = new Command("rotate")
    .description("Give an API key a new value; the old value stops working at once")
    .argument("<id>", "the key's id (key_…), as shown by vigil keys list")
    .option("--json", "print the key as JSON, like keys create --json");
  return addDatabaseOptions(command)
    .addHelpText(
      "after",
      `
Examples:
  $ vigil keys rotate key_01JD3K5Q8X7W2N4M6P9R0S1T2V
  $ KEY=$(vigil keys rotate key_01JD3K5Q8X7W2N4M6P9R0S1T2V --json | jq -r .key)`,
    )
    .action(async (id: string, flags: DatabaseFlags & { json?: boolean }) => {
      const issued = await withDatabase(configFrom(flags, deps), (database) =>
        onKey(id, () => apiKeys.rotate(ctx(database, deps), id)),
      );
      printKey(deps, issued, `Rotated API key ${id}: the old value no longer works.`, flags.json);
    });
}

/** `vigil keys create|list|revoke|rotate`: key management straight on the database. */
export function makeKeysCommand(deps: CliDeps): Command {
  return new Command("keys")
    .description("Manage API keys directly in the database (no server needed)")
    .addCommand(makeKeysCreateCommand(deps))
    .addCommand(makeListCommand(deps))
    .addCommand(makeRevokeCommand(deps))
    .addCommand(makeRotateCommand(deps))
    .addHelpText(
      "after",
      `
Examples:
  $ vigil keys create --company acme --json
  $ vigil keys list --company acme
  $ vigil keys rotate key_01JD3K5Q8X7W2N4M6P9R0S1T2V
  $ vigil keys revoke key_01JD3K5Q8X7W2N4M6P9R0S1T2V`,
    );
}
