import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, chromium } from "playwright-core";
import { seedTraces } from "../../server/bench/query-seed";

/**
 * `pnpm bench:web`: a fresh SQLite store of 100,000 traces and 1,000,000 spans (the server's
 * query-bench seeding), the built `vigil serve` in a child process, and headless Chromium
 * opening the trace list cold (new browser context: empty cache) RUNS times, unfiltered and
 * filtered to one agent's failures. Reported per load: navigation start → the list's rows on
 * screen and the main thread free (a requestAnimationFrame after them), the API request's own
 * time, and JavaScript transferred. Target: interactive within 1 s.
 *   BENCH_TRACES=100000  traces to seed (10 spans each)
 *   BENCH_RUNS=10        cold loads per view
 */
const TRACES = Number(process.env.BENCH_TRACES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const SPANS_PER_TRACE = 10;
const TARGET_MS = 1000;
const CLI = fileURLToPath(new URL("../../cli/dist/cli.js", import.meta.url));
const CHROMIUM = process.env.VIGIL_CHROMIUM ?? "/usr/bin/chromium";

const say = (text: string) => process.stderr.write(`${text}\n`);

function serve(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [CLI, "serve", "--port", "0", "--data-dir", dataDir, "--no-otlp-grpc"],
    {
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, VIGIL_LOG_LEVEL: "silent" },
    },
  );
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const found = /Vigil listening on (\S+)/.exec(out);
      if (found) resolve({ url: found[1]!, child });
    });
    child.once("exit", (code) =>
      reject(new Error(`vigil serve exited with ${code} before listening`)),
    );
  });
}

interface Load {
  /** Navigation start → rows on screen and the next frame painted. */
  interactiveMs: number;
  /** When the list's API request left, from navigation start. */
  apiStartMs: number;
  /** The list request's own time, request sent → response read. */
  apiMs: number;
  /** CPU time of the page's main thread (tasks run), from Chromium's own counters. */
  mainThreadMs: number;
  jsKb: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const max = (values: number[]) => Math.max(...values);

/** One cold load of a view in a fresh context (empty cache), signed in with the key. */
async function coldLoad(browser: Browser, href: string, key: string): Promise<Load> {
  const context = await browser.newContext({
    extraHTTPHeaders: { authorization: `Bearer ${key}` },
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Performance.enable");
  let jsBytes = 0;
  page.on("response", async (response) => {
    if (!response.url().endsWith(".js")) return;
    jsBytes += (await response.body().catch(() => Buffer.alloc(0))).length;
  });
  await page.goto(href);
  await page.waitForSelector("table[aria-label=Traces] tbody tr [data-row-link]");
  const timing = await page.evaluate(
    () =>
      new Promise<{ interactive: number; api: number; apiStart: number }>((resolve) => {
        requestAnimationFrame(() => {
          const api = performance
            .getEntriesByType("resource")
            .find((e) => e.name.includes("/api/traces?")) as PerformanceResourceTiming | undefined;
          resolve({
            interactive: performance.now(),
            api: api ? api.responseEnd - api.requestStart : -1,
            apiStart: api ? api.requestStart : -1,
          });
        });
      }),
  );
  const { metrics } = (await cdp.send("Performance.getMetrics")) as {
    metrics: { name: string; value: number }[];
  };
  const task = metrics.find((m) => m.name === "TaskDuration")?.value ?? Number.NaN;
  await context.close();
  return {
    interactiveMs: timing.interactive,
    apiStartMs: timing.apiStart,
    apiMs: timing.api,
    mainThreadMs: task * 1000,
    jsKb: jsBytes / 1024,
  };
}

function report(label: string, loads: Load[]): string {
  const col = (pick: (l: Load) => number, width: number) =>
    median(loads.map(pick)).toFixed(0).padStart(width);
  return [
    label.padEnd(36),
    String(loads.length).padStart(4),
    `${col((l) => l.interactiveMs, 9)} ms`,
    `${max(loads.map((l) => l.interactiveMs))
      .toFixed(0)
      .padStart(5)} ms`,
    `${col((l) => l.apiStartMs, 7)} ms`,
    `${col((l) => l.apiMs, 5)} ms`,
    `${col((l) => l.mainThreadMs, 7)} ms`,
    col((l) => l.jsKb, 6),
  ].join("  ");
}

async function main(): Promise<number> {
  if (!existsSync(CLI)) {
    say(`${CLI} is missing: run "pnpm run build" first`);
    return 2;
  }
  if (!existsSync(CHROMIUM)) {
    say(`${CHROMIUM} is missing: install it with "apt-get install -y chromium"`);
    return 2;
  }
  const workDir = mkdtempSync(join(tmpdir(), "vigil-bench-web-"));
  const dataDir = join(workDir, "data");
  say(
    `Seeding ${TRACES.toLocaleString("en-US")} traces × ${SPANS_PER_TRACE} spans in ${dataDir} …`,
  );
  const seeded = await seedTraces({
    dataDir,
    companyId: "bench",
    agents: 10,
    traces: TRACES,
    spansPerTrace: SPANS_PER_TRACE,
    nowMs: Date.now(),
    days: 30,
  });
  say(`  ${seeded.spans.toLocaleString("en-US")} spans in ${(seeded.ms / 1000).toFixed(1)} s`);
  const { url, child } = await serve(dataDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  try {
    const views = [
      { label: "/traces", path: "/traces" },
      {
        label: "/traces?agentId&outcome=failure",
        path: `/traces?agentId=${seeded.agentIds[0]}&outcome=failure`,
      },
    ];
    say(
      `Machine: ${cpus().length} CPUs (${cpus()[0]?.model ?? "?"}), load average ${loadavg()[0]!.toFixed(1)}; shared with other work: figures are noisy`,
    );
    say(
      `${"view".padEnd(36)}  runs  interactive p50     max  API sent at  API p50  main thread  JS KB`,
    );
    let worst = 0;
    for (const view of views) {
      const loads: Load[] = [];
      for (let run = 0; run < RUNS; run++)
        loads.push(await coldLoad(browser, `${url}${view.path}`, seeded.key));
      worst = Math.max(worst, median(loads.map((l) => l.interactiveMs)));
      say(report(view.label, loads));
    }
    const pass = worst <= TARGET_MS;
    say(
      `trace list interactive (median) ${worst.toFixed(0)} ms; target ≤ ${TARGET_MS} ms: ${pass ? "PASS" : "FAIL"}`,
    );
    return pass ? 0 : 1;
  } finally {
    await browser.close();
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    say(String(error instanceof Error ? (error.stack ?? error.message) : error));
    process.exit(2);
  },
);
