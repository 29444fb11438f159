import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon, { type Request } from "autocannon";
import { type ChildServer, startChild, startServerChild, stopChildren } from "./children";
import { summarizeProfiles } from "./profile-summary";
import { loadLine, machineLine, type Row, resultsTable, TARGET_RATIO } from "./report";
import { seed } from "./seed";

/**
 * `pnpm bench:api`: the real server on a 100,000-agent / 100,000-key SQLite database against a
 * bare @hono/node-server route, each in its own process, loaded by autocannon from this one.
 * The targets take turns, round after round, and each API route is compared with the bare
 * route of its own round; the median round is reported, so a slow spell on a shared machine
 * skews one round instead of the verdict.
 *   BENCH_ROUNDS=3     rounds
 *   BENCH_SECONDS=4    seconds per target per round (after a 1 s warm-up in the first round)
 *   --with-logs        keep request logging on (JSON lines to a file), as `vigil serve` does
 *   --cpu-prof         profile the server process and print where its time goes
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const WARMUP_SECONDS = 1;
const CONNECTIONS = 50;
const PIPELINING = 1;
const SHAPE = { companies: 1_000, agentsPerCompany: 100, keysPerCompany: 100 };

const withLogs = process.argv.includes("--with-logs");
const cpuProf = process.argv.includes("--cpu-prof");
const workDir = mkdtempSync(join(tmpdir(), "vigil-bench-"));
const dataDir = join(workDir, "data");
// Kept after the run (outside workDir) so they can be opened in Chrome DevTools.
const profileDir = join(tmpdir(), `vigil-bench-profiles-${Date.now()}`);

const say = (text: string) => process.stderr.write(`${text}\n`);

async function cleanup(): Promise<void> {
  await stopChildren();
  rmSync(workDir, { recursive: true, force: true });
}

/** One measured run (after a discarded warm-up when asked), with the CPU both sides used meanwhile. */
async function measure(
  label: string,
  server: ChildServer,
  path: string,
  options: { headers?: Record<string, string>; requests?: Request[] } = {},
  warmUp = false,
): Promise<Row> {
  const base = {
    url: `${server.url}${path}`,
    connections: CONNECTIONS,
    pipelining: PIPELINING,
    ...options,
  };
  if (warmUp) await autocannon({ ...base, duration: WARMUP_SECONDS });
  const serverBefore = await server.cpuMicros();
  const loadBefore = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({ ...base, duration: SECONDS, title: label });
  const elapsedMicros = (performance.now() - started) * 1000;
  const load = process.cpuUsage(loadBefore);
  const serverMicros = (await server.cpuMicros()) - serverBefore;
  return {
    label,
    result,
    serverCpu: serverMicros / elapsedMicros,
    loadCpu: (load.user + load.system) / elapsedMicros,
    serverMicrosPerRequest: serverMicros / Math.max(1, result.requests.total),
  };
}

/** Per target, the round with the median figure: req/s for the baseline, the ratio for the rest. */
function medianRows(rounds: Row[][]): Row[] {
  const first = rounds[0] ?? [];
  return first.map((_, target) => {
    const runs = rounds
      .map((rows) => rows[target] as Row)
      .sort(
        (a, b) => (a.ratio ?? a.result.requests.average) - (b.ratio ?? b.result.requests.average),
      );
    return runs[Math.floor((runs.length - 1) / 2)] as Row;
  });
}

/** Just the fields the sanity checks read. */
interface Envelope {
  success?: boolean;
  data?: { id?: string; length?: number };
  pagination?: { total?: number };
}

/** One request per target before the load, so a wrong setup fails loudly instead of measuring 401s. */
async function check(
  url: string,
  headers: Record<string, string>,
  expect: (body: Envelope) => boolean,
) {
  const response = await fetch(url, { headers });
  const body = (await response.json()) as Envelope;
  if (response.status !== 200 || !expect(body)) {
    throw new Error(
      `sanity check failed for ${url}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`,
    );
  }
}

async function main(): Promise<number> {
  say(`Seeding ${SHAPE.companies.toLocaleString("en-US")} companies in ${dataDir} …`);
  const seeded = await seed({ dataDir, ...SHAPE });
  say(`  done in ${(seeded.ms / 1000).toFixed(1)} s`);

  if (cpuProf) mkdirSync(profileDir, { recursive: true });
  const [api, bareServer] = await Promise.all([
    startServerChild([dataDir, ...(withLogs ? ["--with-logs"] : [])], {
      execArgv: cpuProf ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
      stdoutFile: withLogs ? join(workDir, "requests.log") : undefined,
    }),
    startChild("bare-child.ts", []),
  ]);

  const auth = { authorization: `Bearer ${seeded.benchKey}` };
  const listPath = "/api/agents?limit=20";
  const agentPaths = seeded.benchAgentIds.map((id) => `/api/agents/${id}`);
  await check(`${bareServer.url}/bare`, {}, (b) => b.success === true);
  await check(
    `${api.url}${listPath}`,
    auth,
    (b) => b.data?.length === 20 && b.pagination?.total === SHAPE.agentsPerCompany,
  );
  await check(`${api.url}${agentPaths[0]}`, auth, (b) => b.data?.id === seeded.benchAgentIds[0]);

  const busyBefore = loadLine();
  say(
    `Measuring with autocannon (${CONNECTIONS} connections, pipelining ${PIPELINING}), ${ROUNDS} rounds of ${SECONDS} s per target:`,
  );
  const rounds: Row[][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const warmUp = round === 0;
    const bare = await measure("bare @hono/node-server GET /bare", bareServer, "/bare", {}, warmUp);
    const list = await measure(
      "GET /api/agents (20 of 100)",
      api,
      listPath,
      { headers: auth },
      warmUp,
    );
    const get = await measure(
      "GET /api/agents/:id",
      api,
      "",
      { headers: auth, requests: agentPaths.map((path) => ({ method: "GET", path })) },
      warmUp,
    );
    const baseline = bare.result.requests.average;
    const rows = [bare, list, get].map((row, i) =>
      i === 0 ? row : { ...row, ratio: row.result.requests.average / baseline },
    );
    say(
      `  round ${round + 1}: ${rows.map((r) => `${r.label.split(" (")[0]} ${Math.round(r.result.requests.average)} req/s${r.ratio === undefined ? "" : ` (${(r.ratio * 100).toFixed(1)}%)`}`).join(", ")}`,
    );
    rounds.push(rows);
  }
  await stopChildren();

  const rows: Row[] = medianRows(rounds);
  const failed = rows.some((r) => r.ratio !== undefined && r.ratio < TARGET_RATIO);
  const errors = rows.some((r) => r.result.non2xx + r.result.errors + r.result.timeouts > 0);

  const out = [
    "",
    "Vigil API benchmark (pnpm bench:api)",
    `machine:  ${machineLine()}`,
    `seed:     ${seeded.companies.toLocaleString("en-US")} companies, ${seeded.agents.toLocaleString("en-US")} agents, ${seeded.keys.toLocaleString("en-US")} API keys (${SHAPE.agentsPerCompany} agents + ${SHAPE.keysPerCompany} keys per company), SQLite WAL, seeded in ${(seeded.ms / 1000).toFixed(1)} s`,
    `server:   startServer in a child process (as vigil serve; the bare route in another), request logging ${withLogs ? "ON (JSON lines to a file)" : "OFF (logLevel silent; --with-logs to include it)"}, bench key tier unlimited (no rate limit)`,
    `busy:     before the runs ${busyBefore}; after them ${loadLine()}`,
    `load:     autocannon in the parent process, ${CONNECTIONS} connections, pipelining ${PIPELINING}, ${ROUNDS} rounds of ${SECONDS} s per target (1 s warm-up first); list = company ${seeded.benchCompanyId} page 1 (limit 20), get = its 100 agents in turn`,
    `rounds:   ${rounds.map((rows, i) => `#${i + 1} ${rows.map((r) => (r.ratio === undefined ? `bare ${Math.round(r.result.requests.average)}` : `${(r.ratio * 100).toFixed(1)}%`)).join(" / ")}`).join("; ")}`,
    "table:    the median round of each target (by req/s for bare, by share of its round's bare for the API routes)",
    "",
    resultsTable(rows),
    "",
    `target: each API route ≥ ${TARGET_RATIO * 100}% of the bare route's requests/s → ${failed ? "FAIL" : "PASS"}${errors ? " (some requests failed: see non-2xx/err)" : ""}`,
  ];
  process.stdout.write(`${out.join("\n")}\n`);
  if (cpuProf) process.stdout.write(`\n${summarizeProfiles(profileDir)}\n`);
  return failed || errors ? 1 : 0;
}

process.once("SIGINT", () => {
  void cleanup().then(() => process.exit(130));
});

try {
  process.exitCode = await main();
} catch (error) {
  say(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
