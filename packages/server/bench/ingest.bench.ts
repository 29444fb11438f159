import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createBenchKey } from "./bench-key";
import type { CeilingResult, CeilingRun } from "./ceiling-child";
import { startServerChild, startWorker, stopChildren } from "./children";
import {
  type ComplianceRound,
  complianceLines,
  drainScans,
  prepareCompliance,
  setCompliance,
} from "./ingest-compliance";
import { combinePhases, type MemorySample, type PhaseResult, runPhase } from "./ingest-phases";
import {
  compareRows,
  medianRound,
  memoryVerdict,
  passes,
  type Round,
  resultsTable,
  roundsLine,
  TARGET_SHARE,
  TARGET_SPANS_PER_SECOND,
} from "./ingest-report";
import {
  buildTemplates,
  type Encoding,
  SPANS_PER_BATCH,
  SPANS_PER_TRACE,
  TRACES_PER_BATCH,
} from "./otlp-batches";
import { LOG_RECORDS_PER_CHAT } from "./otlp-log-batches";
import { summarizeProfiles } from "./profile-summary";
import { loadLine, machineLine } from "./report";

/**
 * `pnpm bench:ingest`: the real server (startServer on SQLite, request logging off, an
 * `unlimited` key) in a child process takes OTLP exports of 512 GenAI spans on several
 * connections, protobuf and JSON in turn; beside it, in another process, the ceiling: the same
 * rows the pipeline stores written straight through better-sqlite3. Rounds alternate ceiling,
 * protobuf and JSON, and each phase is compared with its own round's ceiling; the median round
 * is reported, so a busy spell on a shared machine skews one round, not the verdict. Then one
 * long protobuf phase checks that the server's RSS stays flat.
 *   BENCH_ROUNDS=3          rounds
 *   BENCH_SECONDS=5         seconds per target per round (after a warm-up in the first round)
 *   BENCH_TOTAL_SPANS=1e6   spans pushed by the memory phase
 *   BENCH_CONNECTIONS=6     concurrent connections
 *   BENCH_ENCODINGS=protobuf,json   the encodings measured (e.g. just protobuf, to profile it)
 *   BENCH_LOGS=1            each round also sends every protobuf span batch followed by its GenAI
 *                           log records (POST /v1/logs); target: ≥ 80% of that round's spans-only
 *                           protobuf throughput, both measured in halves A B B A (0 skips the phase)
 *   --cpu-prof              profile the server process and print where its time goes
 *   --compliance            also compare protobuf ingest with a scan rule enabled and
 *                           redactOnIngest on against both off, in the same run (≥ 70%)
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const TOTAL_SPANS = Number(process.env.BENCH_TOTAL_SPANS ?? 1_000_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 6);
const ENCODINGS = (process.env.BENCH_ENCODINGS ?? "protobuf,json")
  .split(",")
  .map((e) => e.trim())
  .filter((e): e is Encoding => e === "protobuf" || e === "json");
const LOGS = (process.env.BENCH_LOGS ?? "1") !== "0";
/** Spans+logs must keep this share of the same round's spans-only protobuf throughput. */
const LOGS_TARGET_SHARE = 0.8;
const WARM_UP_SECONDS = 2;
const TEMPLATES = 16;
const SEED = 42;
const COMPANY = "bench";

const cpuProf = process.argv.includes("--cpu-prof");
const compliance = process.argv.includes("--compliance");
const workDir = mkdtempSync(join(tmpdir(), "vigil-bench-ingest-"));
const serverDir = join(workDir, "server");
const ceilingDir = join(workDir, "ceiling");
const profileDir = join(tmpdir(), `vigil-bench-profiles-${Date.now()}`);

const say = (text: string) => process.stderr.write(`${text}\n`);
const int = (n: number) => Math.round(n).toLocaleString("en-US");

async function cleanup(): Promise<void> {
  await stopChildren();
  rmSync(workDir, { recursive: true, force: true });
}

async function main(): Promise<number> {
  say(
    `Encoding ${TEMPLATES} distinct batches of ${SPANS_PER_BATCH} GenAI spans, protobuf and JSON …`,
  );
  // The spans start an hour ago, so the traces fall in the last day of list and stats queries.
  const startMs = Date.now() - 3_600_000;
  const templates = buildTemplates({ count: TEMPLATES, seed: SEED, startMs, logs: LOGS });
  const sizes = (encoding: Encoding) =>
    `${Math.round((templates[encoding][0]?.bytes.length ?? 0) / 1024)} KB`;
  const key = await createBenchKey(serverDir, COMPANY);
  mkdirSync(ceilingDir, { recursive: true });
  if (cpuProf) mkdirSync(profileDir, { recursive: true });
  const [server, ceiling] = await Promise.all([
    startServerChild([serverDir], {
      execArgv: cpuProf ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
    }),
    startWorker<CeilingRun, CeilingResult>("ceiling-child.ts", [
      ceilingDir,
      String(SEED),
      String(TEMPLATES),
      String(startMs),
    ]),
  ]);

  let seq = 0;
  const phase = async (
    encoding: Encoding,
    options: {
      seconds?: number;
      maxRequests?: number;
      memory?: MemorySample[];
      withLogs?: boolean;
    },
  ): Promise<PhaseResult> => {
    const { withLogs, ...rest } = options;
    const result = await runPhase({
      label: withLogs ? "POST /v1/traces + /v1/logs protobuf" : `POST /v1/traces ${encoding}`,
      server,
      key,
      encoding,
      templates: templates[encoding],
      connections: CONNECTIONS,
      firstSeq: seq,
      ...(withLogs ? { logTemplates: templates.logs } : {}),
      ...rest,
    });
    seq += result.load.requests;
    if (result.load.firstFailure)
      say(`  ${encoding}: a request failed: ${result.load.firstFailure}`);
    return result;
  };

  const check = await phase("protobuf", { maxRequests: 1 });
  if (check.load.ok !== 1) throw new Error(`the first export failed: ${check.load.firstFailure}`);

  const busyBefore = loadLine();
  const labels = ENCODINGS.map((e) => `POST /v1/traces ${e === "json" ? "JSON" : e}`);
  say(
    `Measuring: ${ROUNDS} rounds of the ceiling then ${labels.join(", ")}, ${SECONDS} s each, ${CONNECTIONS} connections:`,
  );
  const rounds: Round[] = [];
  const logRounds: { spansOnly: PhaseResult; withLogs: PhaseResult }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const warmUp = round === 0 ? WARM_UP_SECONDS : 0;
    const ceilingResult = await ceiling.run({ seconds: SECONDS, warmUpSeconds: warmUp });
    const phases: PhaseResult[] = [];
    for (const encoding of ENCODINGS) {
      if (warmUp > 0) await phase(encoding, { seconds: warmUp });
      phases.push(await phase(encoding, { seconds: SECONDS }));
    }
    rounds.push({ ceiling: ceilingResult, phases });
    say(`  round ${round + 1}: ${roundsLine([rounds[round] as Round], labels).slice(3)}`);
    if (LOGS) {
      if (warmUp > 0) await phase("protobuf", { seconds: warmUp, withLogs: true });
      // Spans-only and spans+logs back to back in halves, A B B A, so both meet the same
      // neighbours on the CPU, and a load that grows or falls over the round weighs on both.
      const half = SECONDS / 2;
      const spansFirst = await phase("protobuf", { seconds: half });
      const logsFirst = await phase("protobuf", { seconds: half, withLogs: true });
      const logsSecond = await phase("protobuf", { seconds: half, withLogs: true });
      const spansSecond = await phase("protobuf", { seconds: half });
      const spansOnly = combinePhases(spansFirst, spansSecond);
      const withLogs = combinePhases(logsFirst, logsSecond);
      logRounds.push({ spansOnly, withLogs });
      say(
        `  round ${round + 1} logs: spans only ${int(spansOnly.spansPerSecond)} spans/s, spans+logs ${int(withLogs.spansPerSecond)} spans/s (${((withLogs.spansPerSecond / spansOnly.spansPerSecond) * 100).toFixed(1)}%); server CPU ${spansOnly.serverMicrosPerSpan.toFixed(1)} vs ${withLogs.serverMicrosPerSpan.toFixed(1)} µs/span (${((spansOnly.serverMicrosPerSpan / withLogs.serverMicrosPerSpan) * 100).toFixed(1)}%)`,
      );
    }
  }

  let complianceReport: { lines: string[]; pass: boolean } | null = null;
  if (compliance) {
    say(`Compliance phase: ${ROUNDS} rounds of protobuf off / on, ${SECONDS} s each …`);
    const ruleId = await prepareCompliance(server, key);
    const complianceRounds: ComplianceRound[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await setCompliance(server, key, ruleId, false);
      await drainScans(server, key);
      const off = await phase("protobuf", { seconds: SECONDS });
      await setCompliance(server, key, ruleId, true);
      const on = await phase("protobuf", { seconds: SECONDS });
      complianceRounds.push({ off, on });
      say(
        `  round ${round + 1}: off ${int(off.spansPerSecond)} spans/s, on ${int(on.spansPerSecond)} spans/s`,
      );
    }
    await setCompliance(server, key, ruleId, false);
    const queue = await drainScans(server, key);
    complianceReport = complianceLines(complianceRounds, queue.completed);
  }

  const maxRequests = Math.ceil(TOTAL_SPANS / SPANS_PER_BATCH);
  say(
    `Memory phase: ${int(maxRequests * SPANS_PER_BATCH)} spans (protobuf), RSS sampled every second …`,
  );
  const samples: MemorySample[] = [];
  const long = await phase("protobuf", { maxRequests, memory: samples });
  const busyAfter = loadLine();
  await stopChildren();

  const memory = memoryVerdict(samples, long);
  const rows = compareRows(join(serverDir, "vigil.db"), join(ceilingDir, "vigil.db"));
  const verdicts = ENCODINGS.map((_, i) => {
    const round = medianRound(rounds, i);
    const result = round.phases[i] as PhaseResult;
    return { label: labels[i], pass: passes(result, round.ceiling), result, round };
  });
  const perBatch = rounds[0]?.ceiling.rowsPerBatch ?? {};
  const logShares = logRounds
    .map(({ spansOnly, withLogs }) => withLogs.spansPerSecond / spansOnly.spansPerSecond)
    .sort((a, b) => a - b);
  const logShare = logShares[Math.floor(logShares.length / 2)];
  const logsPass = logShare === undefined || logShare >= LOGS_TARGET_SHARE;
  const logLines =
    logShare === undefined
      ? []
      : [
          `logs:     each protobuf span batch followed by its GenAI log records (${LOG_RECORDS_PER_CHAT} per chat span: gen_ai.user.message, gen_ai.choice; the spans carry the same content as attributes, so it is merged and checked, not rewritten; ${templates.logs[0]?.bytes.length ?? 0} bytes), POST /v1/logs on the same connections`,
          `logs:     spans+logs ÷ spans-only, per round: ${logShares.map((x) => `${(x * 100).toFixed(1)}%`).join(", ")}`,
          // The CPU share is what the throughput share tends to when neighbours take the cores.
          `logs:     server CPU per span, spans-only ÷ spans+logs, per round (less sensitive to a busy machine): ${logRounds.map(({ spansOnly, withLogs }) => `${((spansOnly.serverMicrosPerSpan / withLogs.serverMicrosPerSpan) * 100).toFixed(1)}%`).join(", ")}`,
          `target: spans+logs ≥ ${LOGS_TARGET_SHARE * 100}% of spans-only protobuf throughput in the same round (median round): ${(logShare * 100).toFixed(1)}% → ${logsPass ? "PASS" : "FAIL"}`,
        ];
  const out = [
    "",
    "Vigil ingest benchmark (pnpm bench:ingest)",
    `machine:  ${machineLine()}`,
    `busy:     before the runs ${busyBefore}; after them ${busyAfter}`,
    `server:   startServer in a child process (as vigil serve), SQLite (WAL) in a fresh data dir, request logging OFF, key tier unlimited (no rate limit)`,
    `load:     POST /v1/traces from this process, ${CONNECTIONS} keep-alive connections, closed loop; ${SPANS_PER_BATCH} spans per request (${TRACES_PER_BATCH} traces × ${SPANS_PER_TRACE} GenAI spans: invoke_agent root, 3 chat, 2 retrieval, 2 execute_tool; 7–11 attributes each; ~10% of traces fail in a tool), ${TEMPLATES} distinct pre-encoded batches (protobuf ${sizes("protobuf")}, JSON ${sizes("json")}, no gzip), fresh trace and span ids stamped into each request`,
    `ceiling:  the pipeline's own inserts for the same batches and ids (captured from IngestPipeline), straight through better-sqlite3 prepared statements in another process, one IMMEDIATE transaction per batch (${Object.entries(
      perBatch,
    )
      .map(([table, n]) => `${n} ${table}`)
      .join(
        " + ",
      )} rows), fresh data dir made by the real migrations, the server's connection pragmas (no checkpoint thread)`,
    `rounds:   ${roundsLine(rounds, labels)}`,
    "table:    the median round of each target (by its share of its own round's ceiling); ceiling: the median ceiling; CPU = cores busy while measuring;",
    "          CPU/span vs ceiling = the ceiling's CPU µs per span ÷ the server's (about the share the server would reach if neither waited for a core)",
    "",
    resultsTable(rounds, labels),
    "",
    ...verdicts.map(
      ({ label, pass, result, round }) =>
        `target: ${label} ≥ ${TARGET_SHARE * 100}% of the ceiling (${int(round.ceiling.spans / round.ceiling.seconds)} spans/s) and ≥ ${int(TARGET_SPANS_PER_SECOND)} spans/s: ${int(result.spansPerSecond)} spans/s = ${((result.spansPerSecond / (round.ceiling.spans / round.ceiling.seconds)) * 100).toFixed(1)}% → ${pass ? "PASS" : "FAIL"}`,
    ),
    ...logLines,
    "",
    ...memory.lines,
    rows.line,
    ...(complianceReport ? ["", ...complianceReport.lines] : []),
  ];
  process.stdout.write(`${out.join("\n")}\n`);
  if (cpuProf) process.stdout.write(`\n${summarizeProfiles(profileDir)}\n`);
  const failed =
    verdicts.some((v) => !v.pass) ||
    !logsPass ||
    !memory.flat ||
    !rows.same ||
    complianceReport?.pass === false;
  return failed ? 1 : 0;
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
