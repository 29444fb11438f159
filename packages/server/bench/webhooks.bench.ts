import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createBenchKey } from "./bench-key";
import { type ChildServer, startServerChild, startWorker, stopChildren } from "./children";
import { buildTemplates, SPANS_PER_BATCH, TRACES_PER_BATCH } from "./otlp-batches";
import type { ReceiverQuery } from "./receiver-child";
import { loadLine, machineLine } from "./report";
import { FAILED_TRACES_PER_REQUEST, failedTracesPerTemplate } from "./webhooks-batches";
import { runComparison } from "./webhooks-compare";
import { runFanOut } from "./webhooks-fanout";
import { compareTable, fanOutTable, verdictLines } from "./webhooks-report";
import { createWebhooks, Receiver } from "./webhooks-setup";

/**
 * `pnpm bench:webhooks`: webhook delivery on the real server (startServer on SQLite in a child
 * process, --dev so http://127.0.0.1 targets are allowed, logging off, an `unlimited` key),
 * delivering to a receiver in another process that answers 200 at once.
 *  1. Fan-out: 10,000 failed traces (each a failure.detected event) into a server with 10
 *     webhooks; deliveries/s and the event → delivery delay over the 100,000 deliveries.
 *  2. Ingest: the ingest bench's protobuf load on a server with no webhooks and on one with 10,
 *     alternating, BENCH_ROUNDS rounds; the subscribed server's median share of the other's
 *     spans/s must be at least 80%.
 * The comparison runs first, so a fan-out backlog that never drains cannot load it. The exit
 * code is 0 unless the bench itself broke: a FAIL is reported, not raised.
 *   BENCH_EVENTS=10000          failure.detected events of the fan-out
 *   BENCH_WEBHOOKS=10           webhooks on each subscribed server
 *   BENCH_FANOUT_TIMEOUT=300    seconds to wait for every delivery
 *   BENCH_STALL_TIMEOUT=30      …or until no delivery has arrived for this long
 *   BENCH_ROUNDS=3              rounds of the ingest comparison
 *   BENCH_SECONDS=5             seconds per server per round (after a warm-up in the first)
 *   BENCH_CONNECTIONS=6         concurrent ingest connections
 *   BENCH_DRAIN_TIMEOUT=120     seconds to wait for a subscribed phase's backlog
 */
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const WEBHOOKS = Number(process.env.BENCH_WEBHOOKS ?? 10);
const FANOUT_TIMEOUT = Number(process.env.BENCH_FANOUT_TIMEOUT ?? 300);
const STALL_TIMEOUT = Number(process.env.BENCH_STALL_TIMEOUT ?? 30);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 6);
const DRAIN_TIMEOUT = Number(process.env.BENCH_DRAIN_TIMEOUT ?? 120);
const FANOUT_CONNECTIONS = 4;
const WARM_UP_SECONDS = 2;
const TEMPLATES = 16;
const SEED = 42;
const COMPANY = "bench";

const workDir = mkdtempSync(join(tmpdir(), "vigil-bench-webhooks-"));
const say = (text: string) => process.stderr.write(`${text}\n`);
const int = (n: number) => Math.round(n).toLocaleString("en-US");

async function cleanup(): Promise<void> {
  await stopChildren();
  rmSync(workDir, { recursive: true, force: true });
}

/** A fresh data dir with an unlimited key, and the server on it. */
async function startServerIn(name: string): Promise<{ server: ChildServer; key: string }> {
  const dataDir = join(workDir, name);
  const key = await createBenchKey(dataDir, COMPANY);
  return { server: await startServerChild([dataDir, "--dev"]), key };
}

async function main(): Promise<void> {
  say(`Encoding ${TEMPLATES} distinct batches of ${SPANS_PER_BATCH} GenAI spans …`);
  const templates = buildTemplates({
    count: TEMPLATES,
    seed: SEED,
    startMs: Date.now() - 3_600_000,
  });
  const failedPerTemplate = failedTracesPerTemplate(templates.json);
  const failedPerBatch = failedPerTemplate.reduce((a, b) => a + b, 0) / TEMPLATES;

  // The ingest comparison runs first and the fan-out server starts after it: a fan-out backlog
  // that never drains cannot then take a core from the ingest phases.
  say("Starting the receiver and the servers with no webhooks and with webhooks …");
  const [worker, none, subscribed] = await Promise.all([
    startWorker<ReceiverQuery, unknown>("receiver-child.ts", []),
    startServerIn("no-webhooks"),
    startServerIn("webhooks"),
  ]);
  const receiver = new Receiver(worker);
  const receiverUrl = await receiver.url();
  await createWebhooks(subscribed.server, subscribed.key, `${receiverUrl}/c`, WEBHOOKS);
  const busyBefore = loadLine();
  say(
    `Ingest: ${ROUNDS} rounds of POST /v1/traces protobuf on each server, ${SECONDS} s each, ${CONNECTIONS} connections:`,
  );
  const rounds = await runComparison({
    none,
    subscribed,
    receiver,
    group: "c",
    webhooks: WEBHOOKS,
    templates: templates.protobuf,
    failedPerTemplate,
    rounds: ROUNDS,
    seconds: SECONDS,
    warmUpSeconds: WARM_UP_SECONDS,
    connections: CONNECTIONS,
    drainTimeoutSeconds: DRAIN_TIMEOUT,
    stallSeconds: STALL_TIMEOUT,
    say,
  });

  say(
    `Fan-out: ${int(EVENTS)} failure.detected events → ${WEBHOOKS} webhooks (${int(EVENTS * WEBHOOKS)} deliveries) …`,
  );
  const fanOutServer = await startServerIn("fan-out");
  await createWebhooks(fanOutServer.server, fanOutServer.key, `${receiverUrl}/a`, WEBHOOKS);
  const fanOut = await runFanOut({
    ...fanOutServer,
    receiver,
    group: "a",
    events: EVENTS,
    webhooks: WEBHOOKS,
    connections: FANOUT_CONNECTIONS,
    timeoutSeconds: FANOUT_TIMEOUT,
    stallSeconds: STALL_TIMEOUT,
    say,
  });
  if (fanOut.firstFailure) say(`  an export failed: ${fanOut.firstFailure}`);
  if (fanOut.outcome !== "complete") say(`  ${fanOut.outcome}: stopping the servers`);
  const busyAfter = loadLine();
  await stopChildren();

  const verdict = verdictLines(fanOut, rounds, WEBHOOKS);
  const out = [
    "",
    "Vigil webhook benchmark (pnpm bench:webhooks)",
    `machine:  ${machineLine()}`,
    `busy:     before the runs ${busyBefore}; after them ${busyAfter}`,
    "order:    the ingest comparison first, then the fan-out on a third server (so an undrained fan-out backlog cannot load the ingest phases)",
    "servers:  startServer in child processes, SQLite (WAL), a fresh data dir each, --dev (http://127.0.0.1 webhook URLs), request logging OFF, key tier unlimited; the job worker runs in the server process (VIGIL_JOB_CONCURRENCY default)",
    "receiver: node:http in its own process on 127.0.0.1, answers 200 with no body at once; counts distinct (eventId, X-Service-Delivery) pairs; delay = receipt − the event's timestamp (ms clocks of one machine)",
    `fan-out:  ${int(fanOut.eventsSent)} failed traces (${int(fanOut.spansSent)} spans: ${FAILED_TRACES_PER_REQUEST} traces of an invoke_agent root and a failed execute_tool per OTLP/JSON request, ${FANOUT_CONNECTIONS} connections, as fast as the server answers) → one failure.detected each → ${WEBHOOKS} webhooks; timed from the first export sent to the last delivery received`,
    `ingest:   the ingest bench's load (${SPANS_PER_BATCH}-span protobuf batches of ${TRACES_PER_BATCH} traces, ${failedPerBatch.toFixed(1)} failed traces a batch on average → ${int(failedPerBatch * WEBHOOKS)} deliveries owed per request with webhooks), ${CONNECTIONS} connections, one server with no webhooks and one with ${WEBHOOKS} subscribed to failure.detected; order alternates by round; after each subscribed phase the bench waits for its backlog to drain, so no delivery runs while the other server is measured`,
    "",
    fanOutTable(fanOut),
    "",
    compareTable(rounds, WEBHOOKS),
    "",
    ...verdict.lines,
  ];
  process.stdout.write(`${out.join("\n")}\n`);
}

process.once("SIGINT", () => {
  void cleanup().then(() => process.exit(130));
});

try {
  await main();
} catch (error) {
  say(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
