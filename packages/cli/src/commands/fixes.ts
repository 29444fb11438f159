import { Command } from "commander";
import type { CliDeps } from "../deps";
import { json } from "../format";
import { connect, type ServerFlags } from "../server-client";

interface Application {
  fix: { id: string; type: string; status: string; agentId: string };
  target: string;
  targetId: string;
  previous: Record<string, unknown>;
  current: Record<string, unknown>;
  appliedAt: string;
  rolledBackAt: string | null;
}

type Flags = ServerFlags & { json?: boolean };

function fixCommand(
  deps: CliDeps,
  name: "apply" | "rollback",
  description: string,
  report: (application: Application) => string,
): Command {
  return new Command(name)
    .description(description)
    .argument("<id>", "the fix id")
    .option("--url <url>", "the server (env VIGIL_URL)")
    .option("--api-key <key>", "your API key (env VIGIL_API_KEY)")
    .option("--json", "print what was written and what it replaced as JSON")
    .action(async (id: string, flags: Flags) => {
      const api = connect(deps.env, flags);
      deps.io.stderr.write(`${name === "apply" ? "Applying" : "Rolling back"} fix ${id}…\n`);
      const application = (
        await api.post<{ data: Application }>(
          `/api/fixes/${encodeURIComponent(id)}/${name}`,
          undefined,
        )
      ).data;
      if (flags.json) deps.io.stdout.write(json(application));
      deps.io.stderr.write(`${report(application)}\n`);
    });
}

/** `vigil fixes apply|rollback`: write a fix to its agent, or restore what it replaced. */
export function makeFixesCommand(deps: CliDeps): Command {
  return new Command("fixes")
    .description("Apply a fix on a running server, or roll it back")
    .addHelpText(
      "after",
      `
Examples:
  $ vigil fixes apply fix_01H…
  $ vigil fixes rollback fix_01H… --json`,
    )
    .addCommand(
      fixCommand(
        deps,
        "apply",
        "Write the fix to its agent's config (the previous version is kept)",
        (a) =>
          `Applied ${a.fix.type} fix ${a.fix.id} to ${a.target} ${a.targetId}; undo with: vigil fixes rollback ${a.fix.id}`,
      ),
    )
    .addCommand(
      fixCommand(
        deps,
        "rollback",
        "Restore the version an applied fix replaced",
        (a) =>
          `Rolled back fix ${a.fix.id}: ${a.target} ${a.targetId} restored; the fix is ${a.fix.status} again`,
      ),
    );
}
