import { EventEmitter, once } from "node:events";
import { createWriteStream } from "node:fs";
import { audit } from "@vigil/server/operator";
import { Command, InvalidArgumentError } from "commander";
import { configFrom, type DatabaseFlags, withDatabase } from "../database";
import type { CliDeps, Writer } from "../deps";
import { ExitCodeError } from "../errors";
import { json } from "../format";
import { addDatabaseOptions } from "../options";

interface VerifyFlags extends DatabaseFlags {
  company?: string;
  json?: boolean;
}

interface ExportFlags extends DatabaseFlags {
  company: string;
  days: number;
  out?: string;
}

function parseDays(value: string): number {
  const days = Number(value);
  if (!/^\d+$/.test(value) || days < 1 || days > 3650) {
    throw new InvalidArgumentError("Use a whole number of days from 1 to 3650");
  }
  return days;
}

async function write(writer: Writer, chunk: string): Promise<void> {
  if (writer.write(chunk) === false && writer instanceof EventEmitter) await once(writer, "drain");
}

function makeVerifyCommand(deps: CliDeps): Command {
  const command = new Command("verify")
    .description("Walk each company's audit hash chain; exit 1 naming the first broken entry")
    .option("--company <id>", "check only this company's chain")
    .option("--json", "print the reports as JSON");
  return addDatabaseOptions(command)
    .addHelpText(
      "after",
      `
Examples:
  $ vigil audit verify
  $ vigil audit verify --company default --json`,
    )
    .action(async (flags: VerifyFlags) => {
      const config = configFrom(flags, deps);
      const reports = await withDatabase(config, async (database) =>
        flags.company === undefined
          ? audit.verifyAllChains(database)
          : [await audit.verifyCompanyChain(database, flags.company)],
      );
      if (flags.json) deps.io.stdout.write(json(reports));
      else {
        for (const report of reports) {
          const state = report.intact
            ? "intact"
            : `BROKEN at entry ${report.firstBroken?.seq}${report.firstBroken?.id ? ` (${report.firstBroken.id})` : ""}: ${report.firstBroken?.reason}`;
          deps.io.stdout.write(
            `company ${report.companyId}: ${report.entries} entries checked, ${state}\n`,
          );
        }
        if (reports.length === 0) deps.io.stdout.write("No audit entries yet\n");
      }
      const broken = reports.find((report) => !report.intact);
      if (broken) {
        // A check that failed, not an error: exit 1 (DESIGN.md).
        throw new ExitCodeError(
          `the audit chain of company ${broken.companyId} is broken at entry ${broken.firstBroken?.seq}`,
          "restore that entry from a backup and find out who wrote to the database directly",
          1,
        );
      }
    });
}

function makeExportCommand(deps: CliDeps): Command {
  const command = new Command("export")
    .description("Write a company's audit log as CSV (formula cells neutralised)")
    .option("--company <id>", "the company whose log to export", "default")
    .option("--days <n>", "the last n days", parseDays, 30)
    .option("--out <file>", "write to this file instead of stdout");
  return addDatabaseOptions(command)
    .addHelpText(
      "after",
      `
Example:
  $ vigil audit export --company default --days 90 --out audit.csv`,
    )
    .action(async (flags: ExportFlags) => {
      const config = configFrom(flags, deps);
      const rows = await withDatabase(config, async (database) => {
        const file = flags.out === undefined ? null : createWriteStream(flags.out, { mode: 0o600 });
        const target: Writer = file ?? deps.io.stdout;
        let lines = 0;
        try {
          for await (const line of await audit.exportCsv(
            { database, clock: deps.clock },
            flags.company,
            flags.days,
          )) {
            await write(target, line);
            lines++;
          }
        } finally {
          if (file) {
            file.end();
            await once(file, "close");
          }
        }
        return lines - 1;
      });
      if (flags.out !== undefined) {
        deps.io.stderr.write(`Wrote ${rows} audit entries to ${flags.out}\n`);
      }
    });
}

/** `vigil audit verify|export`. */
export function makeAuditCommand(deps: CliDeps): Command {
  return new Command("audit")
    .description("The tamper-evident audit log: verify the hash chain, export CSV")
    .addCommand(makeVerifyCommand(deps))
    .addCommand(makeExportCommand(deps));
}
