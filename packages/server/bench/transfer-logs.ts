/**
 * `vigil traces import` of export lines that carry log records: N traces of one span and four
 * records each, into a fresh SQLite file (writer thread, as the CLI) or PGlite.
 * Usage: node --import tsx bench/transfer-logs.ts [traces=3000] [sqlite|pglite]
 * A/B: run it, then again with an older src/modules/traces/transfer/import.ts checked out.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openSqliteDatabase } from "../src/db/database";
import { migrations } from "../src/modules/index";
import { createIngestPipeline } from "../src/modules/traces/ingest/pipeline";
import { importTraceLines } from "../src/modules/traces/transfer/import";
import { agentRow, openTestDatabase } from "../src/testing/databases";

const TRACES = Number(process.argv[2] ?? 3000);
const DIALECT = process.argv[3] === "pglite" ? "pglite" : "sqlite";
const T0 = Date.UTC(2026, 0, 15);
const hex = (n: number, digits: number) => n.toString(16).padStart(digits, "0");

function exportLine(i: number): string {
  const ms = T0 + i * 1000;
  const ns = String(BigInt(ms) * 1_000_000n);
  const record = (k: number) => ({
    id: hex(i * 4 + k + 1, 32),
    spanId: k < 2 ? null : hex(10_000_000 + i, 16),
    name: "gen_ai.user.message",
    timeUnixNano: ns,
    observedTimeUnixNano: ns,
    seq: k,
    severityNumber: 9,
    severityText: "INFO",
    attributes: { content: `message ${k} of trace ${i}` },
    agentBound: false,
  });
  return JSON.stringify({
    id: `tr_${hex(i + 1, 32)}`,
    agentId: "agent_a",
    spans: [
      {
        id: hex(i + 1, 16),
        name: "root",
        type: "chain",
        startTime: new Date(ms).toISOString(),
        endTime: new Date(ms + 500).toISOString(),
        input: "q",
        output: "a",
      },
    ],
    logs: { version: 1, records: [0, 1, 2, 3].map(record) },
  });
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "vigil-transfer-logs-bench-"));
  const database =
    DIALECT === "pglite" ? await openTestDatabase("pglite") : openSqliteDatabase(join(dir, "v.db"));
  if (DIALECT === "sqlite") await database.migrate(migrations);
  const now = new Date().toISOString();
  await database.db
    .insertInto("companies")
    .values({ id: "c", name: "c", created_at: now })
    .execute();
  await database.db
    .insertInto("agents")
    .values(agentRow("agent_a", "c", now))
    .execute();
  const lines = Array.from({ length: TRACES }, (_, i) => exportLine(i));
  async function* input() {
    yield* lines;
  }
  const ingest = createIngestPipeline();
  const clock = { now: () => new Date() };
  const start = performance.now();
  const summary = await importTraceLines({ database, ingest, clock }, { companyId: "c" }, input());
  const ms = performance.now() - start;
  await ingest.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
  const records = "logRecords" in summary ? summary.logRecords : "n/a";
  console.log(
    `${DIALECT}: ${TRACES} traces imported in ${ms.toFixed(0)} ms (imported ${summary.imported}, log records ${records})`,
  );
}

void main();
