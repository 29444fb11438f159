import { systemClock, VERSION } from "@vigil/server/operator";
import { Command, CommanderError } from "commander";
import type { CliDeps, CliIo } from "./deps";
import { ExitCodeError, errorLine } from "./errors";
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

type CommandFactory = (deps: CliDeps) => Command;

/**
 * Every command, in the order `vigil --help` lists them, each module loaded only when needed:
 * `vigil keys` never loads the HTTP server, and `vigil serve` none of the other commands.
 */
/** Commander errors that carry a verdict already printed, not a usage mistake. */
const VERDICTS = new Set(["vigil.graders.failed", "vigil.guardrails.blocked"]);

const COMMANDS: readonly { name: string; load(): Promise<CommandFactory> }[] = [
  { name: "serve", load: async () => (await import("./commands/serve")).makeServeCommand },
  { name: "keys", load: async () => (await import("./commands/keys")).makeKeysCommand },
  {
    name: "login-link",
    load: async () => (await import("./commands/login-link")).makeLoginLinkCommand,
  },
  { name: "credits", load: async () => (await import("./commands/credits")).makeCreditsCommand },
  { name: "traces", load: async () => (await import("./commands/traces")).makeTracesCommand },
  { name: "analyze", load: async () => (await import("./commands/analyze")).makeAnalyzeCommand },
  { name: "issues", load: async () => (await import("./commands/issues")).makeIssuesCommand },
  { name: "fixes", load: async () => (await import("./commands/fixes")).makeFixesCommand },
  {
    name: "shadow-tests",
    load: async () => (await import("./commands/shadow-tests")).makeShadowTestsCommand,
  },
  {
    name: "guardrails",
    load: async () => (await import("./commands/guardrails")).makeGuardrailsCommand,
  },
  { name: "graders", load: async () => (await import("./commands/graders")).makeGradersCommand },
  { name: "db", load: async () => (await import("./commands/db")).makeDbCommand },
  { name: "audit", load: async () => (await import("./commands/audit")).makeAuditCommand },
  { name: "export", load: async () => (await import("./commands/export")).makeExportCommand },
  { name: "eval", load: async () => (await import("./commands/eval")).makeEvalCommand },
  { name: "openapi", load: async () => (await import("./commands/openapi")).makeOpenapiCommand },
];

/**
 * The commands `argv` needs: the one it names (also as `help <name>`), none for the version,
 * and every one to list them or to suggest one for a mistyped name.
 */
function commandsFor(argv: readonly string[]): typeof COMMANDS {
  const [first, second] = argv;
  if (first === "-v" || first === "--version") return [];
  const name = first === "help" ? second : first;
  const named = COMMANDS.filter((command) => command.name === name);
  return named.length > 0 ? named : COMMANDS;
}

/**
 * The `vigil` program with the commands `argv` needs, each from its factory, all given the
 * same deps.
 * @example await (await createProgram(deps, argv)).parseAsync(argv, { from: "user" });
 */
export async function createProgram(deps: CliDeps, argv: readonly string[]): Promise<Command> {
  const factories = await Promise.all(commandsFor(argv).map((command) => command.load()));
  const program = new Command("vigil")
    .description("Vigil: self-hosted quality monitoring for AI agents")
    .version(VERSION, "-v, --version")
    .showSuggestionAfterError()
    .addHelpText(
      "after",
      `
Examples:
  $ vigil serve --port 4318 --data-dir ./.vigil
  $ KEY=$(vigil keys create)            # prints only the key
  $ curl -H "Authorization: Bearer $KEY" http://127.0.0.1:4318/api/agents
  $ vigil openapi > openapi.json`,
    );
  for (const make of factories) program.addCommand(make(deps));
  configureTree(program, deps.io);
  return program;
}

/**
 * Runs `vigil` with `argv` (without `node` and the script) and returns the exit code. The one
 * place that turns failures into exit code 2 and a single stderr line saying what to do.
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
    await (await createProgram(deps, argv)).parseAsync([...argv], { from: "user" });
    return 0;
  } catch (error) {
    // Commander has already printed its own message (or the help/version text). Its usage
    // errors exit 2 like every other error; verdicts (a blocked scan, failed rules) keep the 1
    // their command gave them (DESIGN.md: 0 success, 1 a gate or check failed, 2 errors).
    if (error instanceof CommanderError) {
      return error.exitCode === 0 || VERDICTS.has(error.code) ? error.exitCode : 2;
    }
    io.stderr.write(`${errorLine(error)}\n`);
    return error instanceof ExitCodeError ? error.exitCode : 2;
  }
}
