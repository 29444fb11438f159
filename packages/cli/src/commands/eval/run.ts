/** `vigil eval run`: start a run, show progress, print a summary, write JUnit, gate the exit code. */
import { writeFile } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";
import type { CliDeps, Writer } from "../../deps";
import { ExitCodeError, UserError } from "../../errors";
import { formatTable, json } from "../../format";
import { type JunitResult, junitXml } from "./junit";

const POLL_MS = 500;

export interface EvalApi {
  post<T>(path: string, body: unknown): Promise<T>;
  get<T>(path: string): Promise<T>;
}

export interface RunFlags {
  set: string;
  agent?: string;
  target?: string;
  threshold: number;
  baseline?: string;
  junit?: string;
  json?: boolean;
  name?: string;
  concurrency?: number;
  timeout?: number;
  trials?: number;
}

interface RunView {
  id: string;
  name: string;
  evalSetId: string;
  status: string;
  progress: { completed: number; total: number };
  passRate: number | null;
  passed: number;
  failed: number;
  error: string | null;
  startedAt: string | null;
  completedAt: string | null;
  summary: {
    passRate: number;
    errors: number;
    avgScore: number | null;
    avgAccuracy: number | null;
    avgGroundedness: number | null;
    avgFaithfulness: number | null;
  } | null;
}

export interface Comparison {
  runs: { id: string; passRate: number; passRateInterval: { lower: number; upper: number } }[];
  comparisons: {
    passToFail: number;
    failToPass: number;
    mcnemarP: number;
    scoreChange: { mean: number; lower: number; upper: number };
  }[];
  regressions: {
    metric: string;
    change: number;
    pValue?: number;
    interval?: { lower: number; upper: number };
  }[];
  significantChanges: { metric: string; change: number; direction: string }[];
}

/** Any failure of the server conversation is an error (exit 2), not a failed gate. */
export async function orExit2<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof UserError && !(error instanceof ExitCodeError)) {
      throw new ExitCodeError(error.message, error.hint, 2);
    }
    throw error;
  }
}

const isTty = (writer: Writer) => "isTTY" in writer && writer.isTTY === true;

function progress(stderr: Writer, done: number, total: number): void {
  if (!isTty(stderr)) {
    stderr.write(`evaluated ${done}/${total}\n`);
    return;
  }
  const width = 30;
  const filled = total === 0 ? width : Math.round((done / total) * width);
  stderr.write(`\r[${"#".repeat(filled)}${".".repeat(width - filled)}] ${done}/${total}`);
  if (done === total) stderr.write("\n");
}

const fixed = (n: number | null | undefined) =>
  n === null || n === undefined ? "-" : n.toFixed(3);

export function summaryTable(
  run: RunView,
  threshold: number,
  comparison: Comparison | null,
): string {
  const rows: [string, string][] = [
    ["run", run.id],
    ["status", run.status],
    ["examples", `${run.progress.completed}/${run.progress.total}`],
    ["passed", String(run.passed)],
    ["failed", String(run.failed)],
    ["target errors", String(run.summary?.errors ?? 0)],
    ["pass rate", `${fixed(run.passRate)} (threshold ${threshold})`],
    ["avg score", fixed(run.summary?.avgScore)],
    ["avg accuracy", fixed(run.summary?.avgAccuracy)],
    ["avg groundedness", fixed(run.summary?.avgGroundedness)],
    ["avg faithfulness", fixed(run.summary?.avgFaithfulness)],
  ];
  if (comparison) {
    const pair = comparison.comparisons[0];
    rows.push(
      ["vs baseline", comparison.runs[0]?.id ?? "-"],
      [
        "flips",
        pair
          ? `${pair.passToFail} pass→fail, ${pair.failToPass} fail→pass (McNemar p ${pair.mcnemarP.toPrecision(3)})`
          : "-",
      ],
      [
        "score change",
        pair
          ? `${fixed(pair.scoreChange.mean)} [${fixed(pair.scoreChange.lower)}, ${fixed(pair.scoreChange.upper)}]`
          : "-",
      ],
      [
        "regressions",
        comparison.regressions.length === 0
          ? "none"
          : comparison.regressions.map((r) => r.metric).join(", "),
      ],
    );
  }
  return `${formatTable(["", ""], rows).split("\n").slice(1).join("\n")}\n`;
}

async function waitForEnd(api: EvalApi, id: string, stderr: Writer): Promise<RunView> {
  let shown = -1;
  for (;;) {
    const run = (await api.get<{ data: RunView }>(`/api/eval-runs/${encodeURIComponent(id)}`)).data;
    if (run.progress.completed !== shown) {
      shown = run.progress.completed;
      progress(stderr, shown, run.progress.total);
    }
    if (run.status !== "pending" && run.status !== "running") return run;
    await sleep(POLL_MS);
  }
}

/** Runs the set, then answers the exit code's reasons: [] passes the gate. */
export async function evalRun(deps: CliDeps, api: EvalApi, flags: RunFlags): Promise<void> {
  const { stderr, stdout } = deps.io;
  const config = {
    ...(flags.concurrency !== undefined ? { concurrency: flags.concurrency } : {}),
    ...(flags.timeout !== undefined ? { timeout: flags.timeout } : {}),
    ...(flags.trials !== undefined ? { trials: flags.trials } : {}),
  };
  const body = {
    evalSetId: flags.set,
    ...(flags.agent ? { agentId: flags.agent } : {}),
    ...(flags.name ? { name: flags.name } : {}),
    config,
    target: flags.target ? { type: "http", url: flags.target } : { type: "provider" },
  };
  const created = (await orExit2(api.post<{ data: RunView }>("/api/eval-runs", body))).data;
  stderr.write(`Run ${created.id}: ${created.progress.total} examples of ${flags.set}\n`);
  const run = await orExit2(waitForEnd(api, created.id, stderr));
  const detail = (
    await orExit2(
      api.get<{ data: RunView & { results: JunitResult[] } }>(
        `/api/evaluation/runs/${encodeURIComponent(run.id)}`,
      ),
    )
  ).data;
  if (flags.junit) {
    await writeFile(flags.junit, junitXml({ ...detail, results: detail.results }));
    stderr.write(`JUnit report written to ${flags.junit}\n`);
  }
  const comparison =
    flags.baseline && run.status === "completed"
      ? (
          await orExit2(
            api.get<{ data: Comparison }>(
              `/api/evaluation/compare?runIds=${encodeURIComponent(flags.baseline)},${encodeURIComponent(run.id)}`,
            ),
          )
        ).data
      : null;
  const reasons: string[] = [];
  if (run.status === "completed" && (run.passRate ?? 0) < flags.threshold) {
    reasons.push(`pass rate ${fixed(run.passRate)} is below the threshold ${flags.threshold}`);
  }
  for (const r of comparison?.regressions ?? []) {
    reasons.push(`significant ${r.metric} regression against ${flags.baseline} (${r.change})`);
  }
  stdout.write(
    flags.json
      ? json({
          run: detail,
          threshold: flags.threshold,
          comparison,
          gate: { passed: reasons.length === 0, reasons },
        })
      : summaryTable(run, flags.threshold, comparison),
  );
  if (run.status !== "completed") {
    throw new ExitCodeError(
      `run ${run.id} ${run.status}${run.error ? `: ${run.error}` : ""}`,
      run.status === "failed"
        ? "check that the target answers POST {input, context} with {output}"
        : undefined,
      2,
    );
  }
  if (reasons.length > 0)
    throw new ExitCodeError(`gate failed: ${reasons.join("; ")}`, undefined, 1);
}
