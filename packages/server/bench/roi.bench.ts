import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServerChild, stopChildren } from "./children";
import { seedTraces } from "./query-seed";

/**
 * `pnpm bench:roi`: a fresh SQLite store of BENCH_TRACES traces (default 100,000; 10 agents,
 * last 30 days), the real server in a child process, then each ROI analytics endpoint asked
 * BENCH_REPEAT times in a row (default 10): the time of the median and the slowest answer.
 * Every figure is SQL sums over the traces, so the time grows with the days and agents of the
 * period, not with a transfer of traces into the process.
 */
const TRACES = Number(process.env.BENCH_TRACES ?? 100_000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 10);
const AGENTS = 10;
const DAYS = 30;

const say = (text: string) => process.stderr.write(`${text}\n`);
const workDir = mkdtempSync(join(tmpdir(), "vigil-bench-roi-"));
const dataDir = join(workDir, "data");

async function timed(url: string, key: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < REPEAT; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${key}` } });
    await res.text();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

async function main(): Promise<void> {
  say(`Seeding ${TRACES.toLocaleString("en-US")} traces in ${dataDir} …`);
  const seeded = await seedTraces({
    dataDir,
    companyId: "bench",
    agents: AGENTS,
    traces: TRACES,
    spansPerTrace: 1,
    nowMs: Date.now(),
    days: DAYS,
  });
  const server = await startServerChild([dataDir]);
  const agent = seeded.agentIds[0] as string;
  const base = `${server.url}/api/v1/roi-analytics`;
  const paths = [
    "summary?period=30d",
    `summary?period=30d&agentId=${agent}`,
    "summary?period=all",
    `by-agent/${agent}?period=30d`,
    "trends?period=30d&interval=day",
    "predicted-impact?horizon=1y",
    "correlation?metricX=traceCount&metricY=successRate&period=30d",
  ];
  say(`${REPEAT} sequential requests each (ms; the machine may be shared: figures are noisy)`);
  say("median\tmax\tendpoint");
  for (const path of paths) {
    const times = await timed(`${base}/${path}`, seeded.key);
    const median = times[Math.floor(times.length / 2)] as number;
    say(
      `${median.toFixed(1)}\t${(times.at(-1) as number).toFixed(1)}\tGET /api/v1/roi-analytics/${path}`,
    );
  }
}

main()
  .catch((error: unknown) => {
    say(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = 2;
  })
  .finally(async () => {
    await stopChildren();
    rmSync(workDir, { recursive: true, force: true });
  });
