import { Command } from "commander";
import { configFrom, type DatabaseFlags, describeDatabase, withDatabase } from "../database";
import type { CliDeps } from "../deps";
import { addDatabaseOptions } from "../options";

function makeMigrateCommand(deps: CliDeps): Command {
  const command = new Command("migrate").description(
    "Apply pending schema migrations (vigil serve also does this on start)",
  );
  return addDatabaseOptions(command)
    .addHelpText(
      "after",
      `
Examples:
  $ vigil db migrate
  $ vigil db migrate --database-url postgres://vigil:secret@db:5432/vigil`,
    )
    .action(async (flags: DatabaseFlags) => {
      const config = configFrom(flags, deps);
      const applied = await withDatabase(config, async (_database, applied) => applied);
      for (const name of applied) deps.io.stdout.write(`Applied migration ${name}\n`);
      const state = applied.length === 0 ? "already up to date" : "now up to date";
      deps.io.stdout.write(`Schema of ${describeDatabase(config)} is ${state}\n`);
    });
}

/** `vigil db migrate`. */
export function makeDbCommand(deps: CliDeps): Command {
  return new Command("db")
    .description("Database maintenance")
    .addCommand(makeMigrateCommand(deps))
    .addHelpText(
      "after",
      `
Example:
  $ vigil db migrate --data-dir /var/lib/vigil`,
    );
}
