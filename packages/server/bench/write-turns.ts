/**
 * Ingest beside a background job that writes on the main connection back to back: the real
 * server (startServer on a SQLite file), POST /v1/traces on 16 connections for BENCH_SECONDS,
 * while in the same process a job runs one transaction after another on a main connection to
 * the same file, each holding the write lock for BENCH_HOLD_MS of work (as a clustering or
 * compliance batch does). Prints the requests answered by status, the slowest, and the job's
 * transactions: with turns at the lock (db/write-turns.ts) neither side starves, and no trace
 * export fails.
 * Usage: node --import tsx bench/write-turns.ts   (BENCH_SECONDS=10 BENCH_HOLD_MS=30)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setImmediate as turn } from "node:timers/promises";
import { sql } from "kysely";
import { loadConfig } from "../src/config";
import { createDatabase } from "../src/db/database";
import { startServer } from "../src/server";
import { createBenchKey } from "./bench-key";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const HOLD_MS = Number(process.env.BENCH_HOLD_MS ?? 30);
const CONNECTIONS = 16;
const SPANS_PER_REQUEST = 20;

const hex = (n: number, length: number) => n.toString(16).padStart(length, "0");
let sent = 0;

/** One OTLP/HTTP JSON export of SPANS_PER_REQUEST one-span traces with fresh ids. */
function exportBody(): string {
  const now = BigInt(Date.now()) * 1_000_000n;
  const spans = Array.from({ length: SPANS_PER_REQUEST }, () => {
    sent++;
    return {
      traceId: hex(sent, 32),
      spanId: hex(sent, 16),
      name: "chat",
      startTimeUnixNano: String(now),
      endTimeUnixNano: String(now + 5_000_000n),
      attributes: [{ key: "gen_ai.operation.name", value: { stringValue: "chat" } }],
    };
  });
  const resource = { attributes: [{ key: "service.name", value: { stringValue: "agent" } }] };
  return JSON.stringify({ resourceSpans: [{ resource, scopeSpans: [{ spans }] }] });
}

const dir = mkdtempSync(join(tmpdir(), "vigil-write-turns-"));
const key = await createBenchKey(dir, "bench");
const server = await startServer(
  loadConfig({ host: "127.0.0.1", port: 0, dataDir: dir, logLevel: "silent" }, {}),
);
const job = createDatabase({ dataDir: dir });
await sql`create table bench_job (at integer)`.execute(job.db);

const end = performance.now() + SECONDS * 1000;
let jobTransactions = 0;
/** The background job: a transaction, its work done while it holds the lock, at once the next. */
async function runJob(): Promise<void> {
  while (performance.now() < end) {
    await job.db.transaction().execute(async (trx) => {
      await sql`insert into bench_job values (${Date.now()})`.execute(trx);
      const until = performance.now() + HOLD_MS;
      while (performance.now() < until) {}
    });
    jobTransactions++;
    await turn();
  }
}

const statuses = new Map<number, number>();
let slowest = 0;
async function runClient(): Promise<void> {
  while (performance.now() < end) {
    const started = performance.now();
    const res = await fetch(`${server.url}/v1/traces`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: exportBody(),
    });
    await res.arrayBuffer();
    slowest = Math.max(slowest, performance.now() - started);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  }
}

await Promise.all([runJob(), ...Array.from({ length: CONNECTIONS }, runClient)]);
await job.close();
await server.close();
rmSync(dir, { recursive: true, force: true });

const answered = [...statuses].map(([status, n]) => `${status} × ${n}`).join(", ");
console.log(
  `write turns: ${SECONDS} s of POST /v1/traces on ${CONNECTIONS} connections beside a job holding the write lock ${HOLD_MS} ms per transaction`,
);
console.log(`  exports answered: ${answered}; slowest ${slowest.toFixed(0)} ms`);
console.log(
  `  job transactions: ${jobTransactions} (${((jobTransactions * HOLD_MS) / (SECONDS * 10)).toFixed(0)}% of the time holding the lock)`,
);
const failed = [...statuses].filter(([status]) => status !== 200).reduce((n, [, c]) => n + c, 0);
console.log(`  target: no export fails → ${failed === 0 ? "PASS" : `FAIL (${failed} failed)`}`);
