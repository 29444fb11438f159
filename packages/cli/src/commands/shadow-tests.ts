import { setTimeout as sleep } from "node:timers/promises";
import { Command, Option } from "commander";
import type { CliDeps, Writer } from "../deps";
import { ExitCodeError, UserError } from "../errors";
import { formatTable, json } from "../format";
import { connect, type ServerFlags } from "../server-client";

const POLL_MS = 500;
const MODES = ["side_by_side", "automated"] as const;

interface TraceResult {
  traceId: string;
  verdict: string;
  originalScore: number | null;
  fixedScore: number | null;
  explanation: string;
}
interface ShadowTest {
  id: string;
  fixId: string | null;
  issueId: string | null;
  status: string;
  traceCount: number;
  config: { comparisonMode: string };
  results: Record<string, number | string | null> | null;
  createdAt: string;
  completedAt: string | null;
  traceResults?: TraceResult[];
}
type Api = ReturnType<typeof connect>;

interface CreateFlags extends ServerFlags {
  fix: string;
  traces?: string;
  issue?: string;
  mode: string;
  wait?: boolean;
  json?: boolean;
}

/** Server and user errors of these commands exit 2 (DESIGN.md: usage or runtime errors). */
async function orExit2<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof UserError && !(error instanceof ExitCodeError)) {
      throw new ExitCodeError(error.message, error.hint, 2);
    }
    throw error;
  }
}

const score = (n: number | null) => (n === null ? "-" : n.toFixed(3));

/** The test as text: its summary, then one row per trace with its verdict. */
function summaryText(test: ShadowTest): string {
  const r = test.results;
  const rows: [string, string][] = [
    ["id", test.id],
    ["fix", test.fixId ?? "-"],
    ["status", test.status],
    ["mode", test.config.comparisonMode],
    ["traces", String(test.traceCount)],
  ];
  if (r && "error" in r) rows.push(["error", String(r.error)]);
  else if (r) {
    rows.push(
      [
        "verdicts",
        `${r.improved} improved, ${r.unchanged} unchanged, ${r.regressed} regressed, ${r.errored ?? 0} errored`,
      ],
      ["improvement rate", String(r.improvementRate)],
      ["McNemar p", r.mcnemarPValue === null ? "-" : String(r.mcnemarPValue)],
    );
  }
  const width = Math.max(...rows.map(([k]) => k.length));
  const lines = rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`);
  const traces = test.traceResults ?? [];
  if (traces.length > 0) {
    lines.push(
      "",
      formatTable(
        ["TRACE", "VERDICT", "ORIGINAL", "FIXED"],
        traces.map((t) => [t.traceId, t.verdict, score(t.originalScore), score(t.fixedScore)]),
      ),
    );
  }
  return `${lines.join("\n")}\n`;
}

const read = async (api: Api, id: string) =>
  (await api.get<{ data: ShadowTest }>(`/api/shadow-tests/${encodeURIComponent(id)}`)).data;

async function waitForEnd(api: Api, id: string, stderr: Writer): Promise<ShadowTest> {
  let shown = -1;
  for (;;) {
    const test = await read(api, id);
    const done = test.traceResults?.length ?? 0;
    if (done !== shown) {
      shown = done;
      stderr.write(`${test.status}: ${done}/${test.traceCount} traces replayed\n`);
    }
    if (test.status !== "pending" && test.status !== "running") return test;
    await sleep(POLL_MS);
  }
}

/** The traces to test: --traces, else the issue's (--issue, else the fix's own issue). */
async function traceIdsFor(api: Api, flags: CreateFlags): Promise<string[]> {
  if (flags.traces !== undefined && flags.issue !== undefined) {
    throw new ExitCodeError("give --traces or --issue, not both", "see --help", 2);
  }
  if (flags.traces !== undefined) {
    const ids = flags.traces
      .split(",")
      .map((id) => id.trim())
      .filter((id) => id !== "");
    if (ids.length === 0)
      throw new ExitCodeError("--traces names no trace", "e.g. --traces tr_1,tr_2", 2);
    return ids;
  }
  let issueId = flags.issue;
  if (issueId === undefined) {
    const fix = (
      await api.get<{ data: { issueId: string | null } }>(
        `/api/fixes/${encodeURIComponent(flags.fix)}`,
      )
    ).data;
    if (fix.issueId === null) {
      throw new ExitCodeError(
        `fix ${flags.fix} has no issue to take traces from`,
        "pass --traces",
        2,
      );
    }
    issueId = fix.issueId;
  }
  const issue = (
    await api.get<{ data: { traceIds: string[] } }>(`/api/v2/issues/${encodeURIComponent(issueId)}`)
  ).data;
  if (issue.traceIds.length === 0) {
    throw new ExitCodeError(`issue ${issueId} links no traces`, "pass --traces", 2);
  }
  return issue.traceIds;
}

function createCommand(deps: CliDeps): Command {
  return withServer(
    new Command("create")
      .description("Replay a fix over historical traces (the fix's issue's traces by default)")
      .requiredOption("--fix <id>", "the fix to test")
      .option("--traces <ids>", "comma-separated trace ids")
      .option("--issue <id>", "test over this issue's traces")
      .addOption(
        new Option("--mode <mode>", "comparison mode").choices(MODES).default("side_by_side"),
      )
      .option("--wait", "wait for the verdicts, showing progress"),
  ).action(async (flags: CreateFlags) => {
    const { stdout, stderr } = deps.io;
    const api = connect(deps.env, flags);
    const traceIds = await orExit2(traceIdsFor(api, flags));
    const created = (
      await orExit2(
        api.post<{ data: ShadowTest }>("/api/shadow-tests", {
          fixId: flags.fix,
          traceIds,
          config: { comparisonMode: flags.mode },
        }),
      )
    ).data;
    stderr.write(`Shadow test ${created.id}: ${created.traceCount} traces, ${flags.mode}\n`);
    if (!flags.wait) {
      stdout.write(flags.json ? json(created) : summaryText(created));
      stderr.write(`follow it with: vigil shadow-tests show ${created.id}\n`);
      return;
    }
    const test = await orExit2(waitForEnd(api, created.id, stderr));
    stdout.write(flags.json ? json(test) : summaryText(test));
    if (test.status === "failed") {
      const reason = test.results && "error" in test.results ? String(test.results.error) : "";
      throw new ExitCodeError(
        `shadow test ${test.id} failed: ${reason}`,
        "check the model provider (VIGIL_LLM_*) and that the fix still applies",
        2,
      );
    }
  });
}

function showCommand(deps: CliDeps): Command {
  return withServer(
    new Command("show")
      .description("Show a shadow test with its results and per-trace verdicts")
      .argument("<id>", "the shadow test id"),
  ).action(async (id: string, flags: ServerFlags & { json?: boolean }) => {
    const api = connect(deps.env, flags);
    const test = await orExit2(read(api, id));
    deps.io.stdout.write(flags.json ? json(test) : summaryText(test));
  });
}

function withServer(command: Command): Command {
  return command
    .option("--url <url>", "the server (env VIGIL_URL)")
    .option("--api-key <key>", "your API key (env VIGIL_API_KEY)")
    .option("--json", "print JSON");
}

/** `vigil shadow-tests create|show`: replay a fix over traces on a running server. */
export function makeShadowTestsCommand(deps: CliDeps): Command {
  return new Command("shadow-tests")
    .description("Test a fix by replaying historical traces on a running server")
    .addHelpText(
      "after",
      `
Examples:
  $ vigil shadow-tests create --fix fix_01H… --wait
  $ vigil shadow-tests create --fix fix_01H… --traces tr_1,tr_2 --mode automated --json
  $ vigil shadow-tests show st_01H…`,
    )
    .addCommand(createCommand(deps))
    .addCommand(showCommand(deps));
}
