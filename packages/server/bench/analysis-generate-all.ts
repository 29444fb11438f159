import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type DuringWindow,
  median,
  type TimedPhase,
  type WindowFigure,
  windowFigures,
} from "./analysis-ga-windows";
import { createBenchKey } from "./bench-key";
import { type ChildServer, startServerChild, stopChildren } from "./children";
import { type PhaseResult, runPhase } from "./ingest-phases";
import { type BatchTemplate, buildTemplates } from "./otlp-batches";
import { loadLine } from "./report";

/**
 * The generate-all part of `pnpm bench:analysis`: the real server in a child process holds
 * 10,000 stored traces (sent through OTLP by the ingest bench's load generator, 20 agents of
 * 500: generate-all takes at most 500 traces per call, as the spec says), and generate-all
 * (rule tier) explains them in windows while OTLP ingest runs. Ingest must keep ≥ 80% of its
 * throughput alone. Ingest grows the database as it goes (millions of spans) and slows as it
 * grows, so alone and during are interleaved on a database of the same size (see
 * analysis-ga-windows.ts): alone / during / alone / … / alone, each during window generate-all
 * over the next agents; the figure is the median of each window's ratio to the mean of the
 * alone windows around it.
 *   BENCH_GA_AGENTS=20        agents, each with BENCH_GA_PER_AGENT=500 stored traces
 *   BENCH_GA_WINDOW_AGENTS=2  agents whose traces one during window explains
 *   BENCH_GA_SECONDS=3        seconds of each ingest-alone window
 *   BENCH_CONNECTIONS=4       ingest connections
 *   BENCH_GA_ALONE_AGENTS=4   agents seeded last, whose generate-all runs with no ingest (its
 *                             throughput alone; after the ingest windows, so they are unaffected)
 */
const AGENTS = Number(process.env.BENCH_GA_AGENTS ?? 20);
const PER_AGENT = Number(process.env.BENCH_GA_PER_AGENT ?? 500);
const WINDOW_AGENTS = Number(process.env.BENCH_GA_WINDOW_AGENTS ?? 2);
const ALONE_SECONDS = Number(process.env.BENCH_GA_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const ALONE_AGENTS = Number(process.env.BENCH_GA_ALONE_AGENTS ?? 4);
/** Traces per seeding request: 500 per agent in 10 requests. */
const SEED_TRACES_PER_BATCH = 50;
/** Ingest keeps at least this share of its throughput alone while generate-all runs. */
export const GENERATE_ALL_INGEST_SHARE = 0.8;
/** The concurrent ingest runs in slices this long, until the window's runs are done. */
const SLICE_SECONDS = 1;
/** How often the bench looks whether a window's runs are done. */
const POLL_MS = 200;
const COMPANY = "bench";

const int = (n: number) => Math.round(n).toLocaleString("en-US");
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

interface Api {
  call<T>(method: "GET" | "POST", path: string): Promise<T>;
}

function api(server: ChildServer, key: string): Api {
  return {
    async call<T>(method: "GET" | "POST", path: string) {
      const send = () =>
        fetch(`${server.url}${path}`, { method, headers: { authorization: `Bearer ${key}` } });
      // Once more on a reset: the server may close an idle keep-alive connection as fetch
      // reuses it (seen once as ECONNRESET), before the server has read the request.
      const res = await send().catch(send);
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
      return (JSON.parse(text) as { data: T }).data;
    },
  };
}

interface RunRow {
  id: string;
  status: string;
  traceCount: number;
  createdAt: string;
  completedAt: string | null;
}

/** Agent ids of the seeded services, by name. */
async function seededAgents(client: Api, names: string[]): Promise<string[]> {
  const agents = await client.call<{ id: string; name: string }[]>("GET", "/api/agents?limit=100");
  const byName = new Map(agents.map((a) => [a.name, a.id]));
  return names.map((name) => {
    const id = byName.get(name);
    if (!id) throw new Error(`agent ${name} was not created by ingest`);
    return id;
  });
}

/** Polls the analyzer history until every run is completed or failed. */
async function waitForRuns(client: Api, ids: Set<string>): Promise<RunRow[]> {
  for (;;) {
    const history = await client.call<{ analyses: RunRow[] }>(
      "GET",
      "/api/v2/analyzer/history?limit=100",
    );
    const ours = history.analyses.filter((r) => ids.has(r.id));
    if (ours.length === ids.size && ours.every((r) => r.completedAt !== null)) return ours;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export interface GenerateAllReport {
  lines: string[];
  pass: boolean;
}

export async function generateAllUnderIngest(
  say: (text: string) => void,
): Promise<GenerateAllReport> {
  const workDir = mkdtempSync(join(tmpdir(), "vigil-bench-analysis-"));
  try {
    return await measure(workDir, say);
  } finally {
    await stopChildren();
    rmSync(workDir, { recursive: true, force: true });
  }
}

async function measure(workDir: string, say: (text: string) => void): Promise<GenerateAllReport> {
  const startMs = Date.now() - 3_600_000;
  const names = Array.from({ length: AGENTS }, (_, i) => `analysis-bench-${i}`);
  const seedTemplates = buildTemplates({
    count: AGENTS,
    seed: 4242,
    startMs,
    traces: SEED_TRACES_PER_BATCH,
    services: names,
  }).protobuf;
  const ingestTemplates = buildTemplates({ count: 16, seed: 42, startMs }).protobuf;
  const key = await createBenchKey(workDir, COMPANY);
  const server = await startServerChild([workDir]);
  const client = api(server, key);

  let seq = 0;
  const phase = async (
    templates: BatchTemplate[],
    options: { seconds?: number; maxRequests?: number },
  ): Promise<PhaseResult> => {
    const result = await runPhase({
      label: "POST /v1/traces protobuf",
      server,
      key,
      encoding: "protobuf",
      templates,
      connections: CONNECTIONS,
      firstSeq: seq,
      ...options,
    });
    seq += result.load.requests;
    if (result.load.failed > 0) throw new Error(`ingest failed: ${result.load.firstFailure}`);
    return result;
  };

  const seedRequests = (AGENTS * PER_AGENT) / SEED_TRACES_PER_BATCH;
  say(`seeding ${int(AGENTS * PER_AGENT)} traces over ${AGENTS} agents through OTLP …`);
  await phase(seedTemplates, { maxRequests: seedRequests });
  const agentIds = await seededAgents(client, names);
  await phase(ingestTemplates, { seconds: 2 }); // warm-up
  const loadDuring = loadLine();

  const groups: string[][] = [];
  for (let i = 0; i < agentIds.length; i += WINDOW_AGENTS) {
    groups.push(agentIds.slice(i, i + WINDOW_AGENTS));
  }
  say(
    `generate-all (rule_based) over ${AGENTS} agents × ${PER_AGENT} traces in ${groups.length} windows, each between two ${ALONE_SECONDS} s windows of ingest alone …`,
  );
  const alone: PhaseResult[] = [await phase(ingestTemplates, { seconds: ALONE_SECONDS })];
  const during: DuringWindow[] = [];
  const rows: RunRow[] = [];
  let queued = 0;
  for (const [i, group] of groups.entries()) {
    const window = await duringWindow(client, group, () =>
      phase(ingestTemplates, { seconds: SLICE_SECONDS }),
    );
    during.push(window.window);
    rows.push(...window.rows);
    queued += window.window.traces;
    alone.push(await phase(ingestTemplates, { seconds: ALONE_SECONDS }));
    say(`  window ${i + 1}/${groups.length}: ${windowLine(windowFigures(alone, during).at(-1))}`);
  }

  const figures = windowFigures(alone, during);
  const ratios = figures.flatMap((f) => (f.ratio === null ? [] : [f.ratio]));
  const share = median(ratios);
  const traceSeconds = figures.reduce((n, f) => n + f.traceSeconds, 0);
  const failedRuns = rows.filter((r) => r.status !== "completed").length;
  const aloneRun = ALONE_AGENTS > 0 ? await generateAllAlone(client, phase, startMs, say) : null;
  const pass =
    share !== null &&
    share >= GENERATE_ALL_INGEST_SHARE &&
    failedRuns === 0 &&
    queued > 0 &&
    aloneRun?.failed !== true;
  const aloneRates = alone.map((a) => a.spansPerSecond);
  return {
    pass,
    lines: [
      `method:       ${groups.length} windows of generate-all over ${WINDOW_AGENTS * PER_AGENT} traces, each compared with the mean of the ${ALONE_SECONDS} s ingest-alone windows before and after it (same database size); the slice of ingest that straddles a window's end is left out; the figure is the median ratio`,
      ...figures.map((f, i) => `  window ${String(i + 1).padStart(2)}: ${windowLine(f)}`),
      `generate-all: ${int(queued)} traces queued in ${rows.length} runs (rule_based), ${traceSeconds.toFixed(1)} s in all = ${int(queued / traceSeconds)} traces/s with ingest running${failedRuns ? `; ${failedRuns} runs FAILED` : ""}`,
      `ingest:       alone ${int(Math.min(...aloneRates))}–${int(Math.max(...aloneRates))} spans/s over the bench as the database grew (${CONNECTIONS} connections, protobuf, 512 spans per request)`,
      ...(aloneRun
        ? [
            `alone:        generate-all over ${int(aloneRun.queued)} more traces with no ingest: ${aloneRun.seconds.toFixed(1)} s = ${int(aloneRun.queued / aloneRun.seconds)} traces/s${aloneRun.failed ? "; runs FAILED" : ""}`,
          ]
        : []),
      `load:         ${loadDuring} when the windows started (a shared machine)`,
      `target: ingest ≥ ${pct(GENERATE_ALL_INGEST_SHARE)} of its throughput alone while generate-all runs: median ${share === null ? "n/a" : pct(share)} (windows ${ratios.length ? `${pct(Math.min(...ratios))}–${pct(Math.max(...ratios))}` : "none"}) → ${pass ? "PASS" : "FAIL"}`,
    ],
  };
}

function windowLine(f: WindowFigure | undefined): string {
  if (!f) return "";
  const during =
    f.during === null
      ? "runs ended within one slice: no figure"
      : `during ${int(f.during)} spans/s over ${f.duringSeconds.toFixed(0)} s → ${pct(f.ratio as number)}`;
  return `alone ${int(f.aloneBefore)} / ${int(f.aloneAfter)} spans/s, ${during}; generate-all ${int(f.traces)} traces in ${f.traceSeconds.toFixed(1)} s = ${int(f.traces / f.traceSeconds)} traces/s`;
}

/**
 * Queues generate-all for `agentIds` and runs ingest slices until those runs are done; the
 * slices carry their wall-clock times, to be cut at the runs' completion.
 */
async function duringWindow(
  client: Api,
  agentIds: string[],
  slice: () => Promise<PhaseResult>,
): Promise<{ window: DuringWindow; rows: RunRow[] }> {
  const { runIds, queued } = await generateAll(client, agentIds);
  let done = false;
  const runs = waitForRuns(client, runIds).finally(() => {
    done = true;
  });
  const slices: TimedPhase[] = [];
  while (!done) {
    const startedAt = Date.now();
    const phase = await slice();
    slices.push({ phase, startedAt, endedAt: Date.now() });
  }
  const rows = await runs;
  const { started, finished } = runSpan(rows);
  return {
    window: { slices, runsFrom: started, runsUntil: finished, traces: queued },
    rows,
  };
}

/** Queues generate-all (rule tier) for each agent; answers the runs and the traces queued. */
async function generateAll(client: Api, agentIds: string[]) {
  const runIds = new Set<string>();
  let queued = 0;
  for (const agentId of agentIds) {
    const job = await client.call<{ jobId: string | null; queued: number }>(
      "POST",
      `/api/v1/explainer/generate-all/${agentId}?tier=rule_based&limit=${PER_AGENT}`,
    );
    if (job.jobId) runIds.add(job.jobId);
    queued += job.queued;
  }
  return { runIds, queued };
}

/** From the first run's creation to the last one's completion (Date.now() scale). */
function runSpan(rows: RunRow[]): { started: number; finished: number } {
  return {
    started: Math.min(...rows.map((r) => Date.parse(r.createdAt))),
    finished: Math.max(...rows.map((r) => Date.parse(r.completedAt as string))),
  };
}

function runSeconds(rows: RunRow[]): number {
  const { started, finished } = runSpan(rows);
  return (finished - started) / 1000;
}

/** Seeds ALONE_AGENTS more agents, then times generate-all over them with nothing else running. */
async function generateAllAlone(
  client: Api,
  phase: (templates: BatchTemplate[], options: { maxRequests: number }) => Promise<PhaseResult>,
  startMs: number,
  say: (text: string) => void,
): Promise<{ queued: number; seconds: number; failed: boolean }> {
  const names = Array.from({ length: ALONE_AGENTS }, (_, i) => `analysis-bench-alone-${i}`);
  const templates = buildTemplates({
    count: ALONE_AGENTS,
    seed: 4343,
    startMs,
    traces: SEED_TRACES_PER_BATCH,
    services: names,
  }).protobuf;
  say(`generate-all alone over ${ALONE_AGENTS} more agents × ${PER_AGENT} traces …`);
  await phase(templates, { maxRequests: (ALONE_AGENTS * PER_AGENT) / SEED_TRACES_PER_BATCH });
  const { runIds, queued } = await generateAll(client, await seededAgents(client, names));
  const rows = await waitForRuns(client, runIds);
  return {
    queued,
    seconds: runSeconds(rows),
    failed: rows.some((r) => r.status !== "completed"),
  };
}
