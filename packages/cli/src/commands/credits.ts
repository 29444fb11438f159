import { credits } from "@vigil/server/operator";
import { Command, InvalidArgumentError } from "commander";
import { configFrom, type DatabaseFlags, withDatabase } from "../database";
import type { CliDeps } from "../deps";
import { json } from "../format";
import { addDatabaseOptions } from "../options";

interface GrantFlags extends DatabaseFlags {
  company: string;
  amount: number;
  json?: boolean;
}

/** `--amount`: a positive number of credits, in steps of at most a thousandth. */
export function parseAmount(value: string): number {
  const amount = Number(value);
  if (!/^\d+(\.\d{1,3})?$/.test(value.trim()) || !(amount > 0)) {
    throw new InvalidArgumentError("Use a positive number of credits, such as 500 or 2.5");
  }
  return amount;
}

function makeGrantCommand(deps: CliDeps): Command {
  const command = new Command("grant")
    .description("Add credits to a company's balance in the database (no server needed)")
    .option("--company <id>", "company (tenant) to credit", "default")
    .requiredOption("--amount <n>", "credits to add, e.g. 500 or 2.5", parseAmount)
    .option("--json", "print {companyId, granted, balance}");
  return addDatabaseOptions(command)
    .addHelpText(
      "after",
      `
A company starts with VIGIL_CREDITS_INITIAL credits (default 1000) at its first use.

Examples:
  $ vigil credits grant --company acme --amount 500
  $ vigil credits grant --company acme --amount 2.5 --json`,
    )
    .action(async (flags: GrantFlags) => {
      const config = configFrom(flags, deps);
      const result = await withDatabase(config, (database) =>
        credits.grant(
          { database, config, clock: deps.clock },
          { companyId: flags.company, amount: flags.amount },
        ),
      );
      if (flags.json) {
        deps.io.stdout.write(json(result));
        return;
      }
      deps.io.stdout.write(
        `Granted ${result.granted} credits to ${result.companyId}; balance ${result.balance}.\n`,
      );
    });
}

function makeBalanceCommand(deps: CliDeps): Command {
  const command = new Command("balance")
    .description("Print a company's credit balance")
    .option("--company <id>", "company (tenant)", "default")
    .option("--json", "print {companyId, balance}");
  return addDatabaseOptions(command).action(
    async (flags: DatabaseFlags & { company: string; json?: boolean }) => {
      const config = configFrom(flags, deps);
      const balance = await withDatabase(config, (database) =>
        credits.balance({ database, config, clock: deps.clock }, flags.company),
      );
      deps.io.stdout.write(
        flags.json
          ? json({ companyId: flags.company, balance })
          : `${flags.company}: ${balance} credits\n`,
      );
    },
  );
}

/** `vigil credits`: a company's analysis credits, straight on the database. */
export function makeCreditsCommand(deps: CliDeps): Command {
  return new Command("credits")
    .description("Grant and show analysis credits (straight on the database)")
    .addCommand(makeGrantCommand(deps))
    .addCommand(makeBalanceCommand(deps));
}
