import { Command, InvalidArgumentError } from "commander";
import type { CliDeps } from "../deps";
import { ExitCodeError } from "../errors";
import { formatTable, json } from "../format";
import { readText } from "../read-input";
import { client, DEFAULT_URL } from "../server-client";
import { evalHealth, HEALTH_PERIODS, type HealthFlags } from "./eval/health";
import { parseExamples } from "./eval/import-file";
import { type Comparison, evalRun, orExit2, type RunFlags } from "./eval/run";

interface ServerFlags {
  url?: string;
  apiKey?: string;
  json?: boolean;
}

function number(min: number, max: number, integer: boolean) {
  return (value: string): number => {
    const n = Number(value);
    if (
      value.trim() === "" ||
      !Number.isFinite(n) ||
      n < min ||
      n > max ||
      (integer && !Number.isInteger(n))
    ) {
      throw new InvalidArgumentError(
        `Use ${integer ? "a whole number" : "a number"} from ${min} to ${max}`,
      );
    }
    return n;
  };
}

function api(deps: CliDeps, flags: ServerFlags) {
  const apiKey = flags.apiKey ?? deps.env.VIGIL_API_KEY;
  if (!apiKey) throw new ExitCodeError("no API key", "pass --api-key or set VIGIL_API_KEY", 2);
  return client(flags.url ?? deps.env.VIGIL_URL ?? DEFAULT_URL, apiKey);
}

const server = (command: Command) =>
  command
    .option("--url <url>", "the server (env VIGIL_URL)")
    .option("--api-key <key>", "your API key (env VIGIL_API_KEY)")
    .option("--json", "print one JSON document");

function runCommand(deps: CliDeps): Command {
  return server(
    new Command("run")
      .description("Run an evaluation set against an agent; exit 0 pass, 1 gate failed, 2 error")
      .requiredOption("--set <id>", "the evaluation set")
      .option("--agent <id>", "the agent under test (default: the set's)")
      .option(
        "--target <url>",
        "an http agent: POST {input, context} → {output} (default: the agent's config through the provider)",
      )
      .option(
        "--threshold <rate>",
        "the pass rate the run must reach (0-1)",
        number(0, 1, false),
        0.9,
      )
      .option("--baseline <runId>", "fail on a significant regression against this run")
      .option("--junit <file>", "write a JUnit XML report")
      .option("--name <name>", "the run's name")
      .option("--concurrency <n>", "examples at once (1-32)", number(1, 32, true))
      .option("--timeout <ms>", "per-example timeout (100-300000)", number(100, 300_000, true))
      .option("--trials <n>", "runs per example (1-10)", number(1, 10, true)),
  )
    .addHelpText(
      "after",
      `
Examples:
  $ vigil eval run --set eval_set_01H… --target https://agent.internal/answer --junit eval.xml
  $ vigil eval run --set eval_set_01H… --threshold 0.8 --baseline eval_run_01H… --json`,
    )
    .action(async (flags: RunFlags & ServerFlags) => evalRun(deps, api(deps, flags), flags));
}

function compareCommand(deps: CliDeps): Command {
  return server(
    new Command("compare")
      .description(
        "Compare two runs (the first is the baseline); exit 1 on a significant regression",
      )
      .argument("<baseline>", "the baseline run")
      .argument("<run>", "the run to compare with it")
      .option("--seed <n>", "bootstrap seed", number(0, 2 ** 31, true)),
  ).action(async (baseline: string, run: string, flags: ServerFlags & { seed?: number }) => {
    const query = `runIds=${encodeURIComponent(baseline)},${encodeURIComponent(run)}${flags.seed !== undefined ? `&seed=${flags.seed}` : ""}`;
    const result = (
      await orExit2(api(deps, flags).get<{ data: Comparison }>(`/api/evaluation/compare?${query}`))
    ).data;
    if (flags.json) deps.io.stdout.write(json(result));
    else {
      const pair = result.comparisons[0];
      const rows = result.runs.map((r) => [
        r.id,
        r.passRate.toFixed(3),
        `[${r.passRateInterval.lower.toFixed(3)}, ${r.passRateInterval.upper.toFixed(3)}]`,
      ]);
      deps.io.stdout.write(`${formatTable(["run", "pass rate", "95% interval"], rows)}\n`);
      if (pair) {
        deps.io.stdout.write(
          `\n${pair.passToFail} pass→fail, ${pair.failToPass} fail→pass, McNemar p ${pair.mcnemarP.toPrecision(3)}\nscore change ${pair.scoreChange.mean.toFixed(3)} [${pair.scoreChange.lower.toFixed(3)}, ${pair.scoreChange.upper.toFixed(3)}]\n`,
        );
      }
      deps.io.stdout.write(
        `significant changes: ${result.significantChanges.map((c) => `${c.metric} ${c.direction}`).join(", ") || "none"} (α = 0.05)\n`,
      );
    }
    if (result.regressions.length > 0) {
      throw new ExitCodeError(`${run} regressed significantly against ${baseline}`, undefined, 1);
    }
  });
}

function healthCommand(deps: CliDeps): Command {
  return server(
    new Command("health")
      .description("An agent's evaluation health: this period against the previous one, alerts")
      .requiredOption("--agent <id>", "the agent")
      .option(
        "--period <period>",
        `${HEALTH_PERIODS.join(", ")}`,
        (value: string) => {
          if (!(HEALTH_PERIODS as readonly string[]).includes(value)) {
            throw new InvalidArgumentError(`Use one of ${HEALTH_PERIODS.join(", ")}`);
          }
          return value;
        },
        "30d",
      ),
  ).action(async (flags: HealthFlags & ServerFlags) => evalHealth(deps, api(deps, flags), flags));
}

function setsCommand(deps: CliDeps): Command {
  const importCommand = server(
    new Command("import")
      .description("Create an evaluation set from a JSONL or CSV file of examples")
      .argument(
        "<file>",
        "JSONL (one example per line) or CSV with a header: id,input,expectedOutput,context,criteria",
      )
      .requiredOption("--agent <id>", "the agent the set evaluates")
      .option("--name <name>", "the set's name (default: the file name)")
      .option("--description <text>", "the set's description", ""),
  ).action(
    async (
      file: string,
      flags: ServerFlags & { agent: string; name?: string; description: string },
    ) => {
      const examples = parseExamples(await readText(file, "FILE"), file);
      const name = flags.name ?? file.split(/[\\/]/).pop() ?? file;
      deps.io.stderr.write(`Importing ${examples.length} examples from ${file}\n`);
      const created = (
        await orExit2(
          api(deps, flags).post<{ data: { id: string; name: string; exampleCount: number } }>(
            "/api/evaluation/sets",
            {
              name,
              description: flags.description,
              agentId: flags.agent,
              examples,
            },
          ),
        )
      ).data;
      deps.io.stdout.write(flags.json ? json(created) : `${created.id}\n`);
    },
  );
  return new Command("sets").description("Evaluation sets").addCommand(importCommand);
}

/** `vigil eval run|compare|health|sets import`: evaluation runs for CI through a running server. */
export function makeEvalCommand(deps: CliDeps): Command {
  return new Command("eval")
    .description("Evaluation runs for CI: run a set with a gate, compare runs, import sets")
    .addCommand(runCommand(deps))
    .addCommand(compareCommand(deps))
    .addCommand(healthCommand(deps))
    .addCommand(setsCommand(deps));
}
