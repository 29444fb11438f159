/**
 * The log write alone (insert and commit of one export's records, no HTTP, no decode), on a
 * SQLite file as the server's writer thread runs it: CPU per batch of the bench's shape (64
 * traces × 3 chat spans × 2 GenAI records = 384 records), then the same batches sent again
 * (a retried export: nothing stored). Less sensitive to a busy machine than bench:ingest,
 * whose logs phase this isolates.
 * Usage: node --import tsx bench/ingest-logs-write.ts [batches=300]
 * A/B: run it in two checkouts back to back, alternating; compare the medians.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openSqliteDatabase } from "../src/db/database";
import { migrations } from "../src/modules/index";
import { writeSqlite } from "../src/modules/traces/ingest/storage";
import { logEventRow } from "../src/modules/traces/logs/events";
import { writeLogEvents } from "../src/modules/traces/logs/write";
import type { OtlpLogRecord } from "../src/otlp/types";

const BATCHES = Number(process.argv[2] ?? 300);
const TRACES = 64;
const CHATS = 3;
const T0 = 1_768_478_400_000_000_000n;
const hex = (n: number, digits: number) => n.toString(16).padStart(digits, "0");

/** One export's records as the decoder gives them, for batch `b`. */
function batchRecords(b: number): OtlpLogRecord[] {
  const records: OtlpLogRecord[] = [];
  for (let t = 0; t < TRACES; t++) {
    const traceId = hex(b * TRACES + t + 1, 32);
    for (let c = 0; c < CHATS; c++) {
      const spanId = hex((b * TRACES + t) * 8 + c + 1, 16);
      const time = T0 + BigInt((b * TRACES + t) * 1000 + c);
      const base = { observedTimeUnixNano: time, severityNumber: 9, severityText: "INFO" };
      const attributes = { "gen_ai.system": "openai" };
      records.push(
        {
          ...base,
          timeUnixNano: time,
          eventName: "gen_ai.user.message",
          body: { content: `What is the refund policy for order ${b}-${t}-${c}?` },
          attributes,
          traceId,
          spanId,
        },
        {
          ...base,
          timeUnixNano: time + 1n,
          eventName: "gen_ai.choice",
          body: {
            index: 0,
            finish_reason: "stop",
            message: { content: `Orders like ${b}-${t}-${c} can be refunded within 30 days.` },
          },
          attributes,
          traceId,
          spanId,
        },
      );
    }
  }
  return records;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "vigil-logs-write-bench-"));
  const database = openSqliteDatabase(join(dir, "v.db"));
  await database.migrate(migrations);
  const sqlite = database.sqlite;
  if (!sqlite) throw new Error("no SQLite connection");
  const now = new Date().toISOString();
  const batches = Array.from({ length: BATCHES }, (_, b) =>
    batchRecords(b).map((record, i) => logEventRow("default", null, record, i + 1, now)),
  );
  const timed = async (label: string) => {
    const cpu: number[] = [];
    let stored = 0;
    for (const rows of batches) {
      const start = process.cpuUsage();
      const result = await writeSqlite(sqlite, (writer) =>
        writeLogEvents(writer, "default", null, rows, now),
      );
      const used = process.cpuUsage(start);
      cpu.push((used.user + used.system) / 1000);
      stored += result.accepted;
    }
    console.log(
      `${label}: ${BATCHES} batches of ${batches[0]?.length} records, CPU per batch median ${median(cpu).toFixed(2)} ms (accepted ${stored})`,
    );
  };
  await timed("first write");
  await timed("sent again");
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}

await main();
