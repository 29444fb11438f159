import { systemClock, VERSION } from "@vigil/server";
import { Command, CommanderError } from "commander";
import { makeDbCommand } from "./commands/db";
import { makeGradersCommand } from "./commands/graders";
import { makeGuardrailsCommand } from "./commands/guardrails";
import { makeKeysCommand } from "./commands/keys";
import { makeOpenapiCommand } from "./commands/openapi";
import { makeServeCommand } from "./commands/serve";
import { makeTracesCommand } from "./commands/traces";
import type { CliDeps, CliIo } from "./deps";
import { errorLine } from "./errors";
import { stopSignal } from "./signals";

export type { CliDeps, CliIo, Writer } from "./deps";

/** Every command reports through `io` and throws instead of exiting, so run() stays testable. */
function configureTree(command: Command, io: CliIo): void {
  const hint = `run "${commandPath(command)} --help" for usage`;
  command.exitOverride().configureOutput({
    writeOut: (text) => io.stdout.write(text),
    writeErr: (text) => io.stderr.write(text),
    outputError: (text, write) => write(`${text.trim().replace(/\s*\n\s*/g, " ")} (${hint})\n`),
  });
  for (const sub of command.commands) configureTree(sub, io);
}

function commandPath(command: Command): string {
  const names: string[] = [];
  for (let at: Command | null = command; at; at = at.parent) names.unshift(at.name());
  return names.join(" ");
}

/**
 * The `vigil` program: one factory per command, each given the same deps.
 * @example await createProgram(deps).parseAsync(["keys", "list"], { from: "user" });
 */
export function createProgram(deps: CliDeps): Command {
  const program = new Command("vigil")
    .description("Vigil: self-hosted quality monitoring for AI agents")
    .version(VERSION, "-v, --version")
    .showSuggestionAfterError()
    .addCommand(makeServeCommand(deps))
    .addCommand(makeKeysCommand(deps))
    .addCommand(makeTracesCommand(deps))
    .addCommand(makeGuardrailsCommand(deps))
    .addCommand(makeGradersCommand(deps))
    .addCommand(makeDbCommand(deps))
    .addCommand(makeOpenapiCommand(deps))
    .addHelpText(
      "after",
      `
Examples:
  $ vigil serve --port 4318 --data-dir ./.vigil
  $ KEY=$(vigil keys create --json | jq -r .key)
  $ curl -H "Authorization: Bearer $KEY" http://127.0.0.1:4318/api/agents
  $ vigil openapi > openapi.json`,
    );
  configureTree(program, deps.io);
  return program;
}

/**
 * Runs `vigil` with `argv` (without `node` and the script) and returns the exit code. The one
 * place that turns failures into exit code 1 and a single stderr line saying what to do.
 * @example const code = await run(["keys", "create", "--json"], { stdout, stderr });
 */
export async function run(
  argv: readonly string[],
  io: CliIo,
  overrides: Partial<Omit<CliDeps, "io">> = {},
): Promise<number> {
  const deps: CliDeps = {
    io,
    env: overrides.env ?? process.env,
    clock: overrides.clock ?? systemClock,
    stopSignal: overrides.stopSignal ?? stopSignal,
  };
  try {
    await createProgram(deps).parseAsync([...argv], { from: "user" });
    return 0;
  } catch (error) {
    // Commander has already printed its own message (or the help/version text).
    if (error instanceof CommanderError) return error.exitCode;
    io.stderr.write(`${errorLine(error)}\n`);
    return 1;
  }
}
