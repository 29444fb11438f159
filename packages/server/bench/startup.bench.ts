import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { quantile } from "./http-load";
import { cpuMs, processTree, statusMb } from "./process-tree";
import { loadLine, machineLine, table } from "./report";

/**
 * `pnpm bench:startup`: `vigil serve --port 0 --otlp-grpc-port 0` as the docs start it,
 * `node packages/cli/dist/cli.js serve …` (built beforehand: the bench builds nothing),
 * launched BENCH_LAUNCHES times on a fresh data dir each and as often on one existing data dir,
 * the two kinds taking turns so a busy spell on a shared machine skews both alike. Per launch:
 * the time from spawn to its `Vigil listening on http://…` line and the CPU its processes used
 * until then; after BENCH_IDLE_MS of idling, the resident memory of every process it runs as
 * (VmRSS summed over the process tree); then a health check, SIGTERM and exit code 0. Linux
 * only (/proc).
 *   BENCH_LAUNCHES=10   launches per kind of data dir (after one warm-up launch)
 *   BENCH_IDLE_MS=3000  idle time before memory is read
 */
const LAUNCHES = Number(process.env.BENCH_LAUNCHES ?? 10);
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 3_000);
const TARGET_LISTENING_MS = 1_000;
const TARGET_RSS_MB = 150;
const READY_TIMEOUT_MS = 30_000;
const READY_LINE = /^Vigil listening on (http:\/\/\S+)$/;

const CLI = fileURLToPath(new URL("../../cli/dist/cli.js", import.meta.url));
const workDir = mkdtempSync(join(tmpdir(), "vigil-bench-startup-"));
const say = (text: string) => process.stderr.write(`${text}\n`);

type Kind = "fresh" | "existing";

interface Launch {
  kind: Kind;
  listeningMs: number;
  /** CPU time of the process tree from spawn to the listening line. */
  cpuMs: number;
  /** Per process of the tree, the one spawned first, after the idle time. */
  rssMb: number[];
}

/** Sends SIGTERM; resolves with the exit code. */
function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  child.kill("SIGTERM");
  return exited;
}

async function launch(kind: Kind, dataDir: string): Promise<Launch> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [CLI, "serve", "--port", "0", "--otlp-grpc-port", "0", "--data-dir", dataDir],
    { env: cleanEnv(), stdio: ["ignore", "pipe", "pipe"] },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error("no listening line in 30 s")),
        READY_TIMEOUT_MS,
      );
      createInterface({ input: child.stdout! }).on("line", (line) => {
        const match = READY_LINE.exec(line);
        if (!match?.[1]) return;
        clearTimeout(timer);
        resolve(match[1]);
      });
      child.once("exit", (code) => reject(new Error(`exited with ${code} before listening`)));
    });
    const listeningMs = performance.now() - started;
    const cpu = processTree(child.pid as number).reduce((sum, pid) => sum + cpuMs(pid), 0);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const tree = processTree(child.pid as number);
    const rssMb = tree.map((pid) => statusMb(pid, "VmRSS"));
    const health = await fetch(`${url}/api/health`);
    if (health.status !== 200) throw new Error(`GET /api/health answered ${health.status}`);
    const code = await stop(child);
    if (code !== 0) throw new Error(`exited with ${code} after SIGTERM`);
    return { kind, listeningMs, cpuMs: cpu, rssMb };
  } catch (error) {
    if (child.exitCode === null) child.kill("SIGKILL");
    throw new Error(`vigil serve (${kind} data dir): ${(error as Error).message}\n${stderr}`);
  }
}

/** The environment without VIGIL_* settings, so every launch runs on the defaults. */
function cleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith("VIGIL_")),
  );
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const at = (values: number[], p: number) => quantile(Float64Array.from(values).sort(), p);
const median = (values: number[]) => at(values, 0.5);
const int = (n: number) => Math.round(n).toLocaleString("en-US");
const mb = (n: number) => n.toFixed(1);

function row(kind: Kind, launches: Launch[]): string[] {
  const times = launches.map((l) => l.listeningMs);
  const totals = launches.map((l) => sum(l.rssMb));
  const processes = Math.max(...launches.map((l) => l.rssMb.length));
  const perProcess = Array.from({ length: processes }, (_, i) =>
    median(launches.map((l) => l.rssMb[i] ?? 0)),
  );
  return [
    `${kind} data dir`,
    String(launches.length),
    int(median(times)),
    int(at(times, 0.9)),
    int(Math.max(...times)),
    int(median(launches.map((l) => l.cpuMs))),
    perProcess.map(mb).join(" + "),
    mb(median(totals)),
    mb(Math.max(...totals)),
  ];
}

async function main(): Promise<number> {
  if (process.platform !== "linux") throw new Error("this bench reads /proc: Linux only");
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`pnpm build\` first`);
  const existing = join(workDir, "existing");
  say(`Warm-up launch (creates and migrates ${existing}) …`);
  await launch("existing", existing);

  const busyBefore = loadLine();
  say(`Measuring ${LAUNCHES} launches per kind of data dir, ${IDLE_MS} ms idle each:`);
  const launches: Launch[] = [];
  for (let i = 0; i < LAUNCHES; i++) {
    const fresh = join(workDir, `fresh-${i}`);
    for (const [kind, dataDir] of [
      ["fresh", fresh],
      ["existing", existing],
    ] as const) {
      const result = await launch(kind, dataDir);
      launches.push(result);
      say(
        `  ${kind.padEnd(8)} listening after ${int(result.listeningMs)} ms (CPU ${int(result.cpuMs)} ms), idle RSS ${result.rssMb.map(mb).join(" + ")} = ${mb(sum(result.rssMb))} MB`,
      );
    }
    rmSync(fresh, { recursive: true, force: true });
  }

  const byKind = (kind: Kind) => launches.filter((l) => l.kind === kind);
  const medians = (["fresh", "existing"] as const).map((kind) =>
    median(byKind(kind).map((l) => l.listeningMs)),
  );
  const maxRss = Math.max(...launches.map((l) => sum(l.rssMb)));
  const fast = medians.every((median) => median < TARGET_LISTENING_MS);
  const small = maxRss < TARGET_RSS_MB;

  const out = [
    "",
    "Vigil start-up benchmark (pnpm bench:startup)",
    `machine:  ${machineLine()}`,
    `busy:     before the launches ${busyBefore}; after them ${loadLine()}`,
    `command:  node packages/cli/dist/cli.js serve --port 0 --otlp-grpc-port 0 --data-dir D (SQLite; HTTP and OTLP/gRPC listening)`,
    `launches: ${LAUNCHES} per kind, taking turns, after one warm-up; fresh = a new empty data dir each (created and migrated), existing = one migrated data dir`,
    `memory:   ${IDLE_MS} ms after the listening line; VmRSS per process of the tree (median), the spawned one first, and their sum`,
    "",
    table(
      [
        "launch",
        "n",
        "listening p50 ms",
        "p90 ms",
        "max ms",
        "CPU p50 ms",
        "RSS per process MB",
        "RSS total p50",
        "RSS total max",
      ],
      (["fresh", "existing"] as const).map((kind) => row(kind, byKind(kind))),
    ),
    "",
    `target: listening < ${int(TARGET_LISTENING_MS)} ms after spawn (median of each kind: ${medians.map(int).join(" ms, ")} ms) → ${fast ? "PASS" : "FAIL"}`,
    `target: idle RSS of all processes < ${TARGET_RSS_MB} MB (largest of ${launches.length} launches: ${mb(maxRss)} MB) → ${small ? "PASS" : "FAIL"}`,
  ];
  process.stdout.write(`${out.join("\n")}\n`);
  return fast && small ? 0 : 1;
}

try {
  process.exitCode = await main();
} catch (error) {
  say(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
