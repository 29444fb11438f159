import type SQLite from "better-sqlite3";
import { createDatabase } from "../src/db/database";
import { openConnection } from "../src/db/sqlite-connection";
import { newId } from "../src/lib/ids";
import { migrations } from "../src/modules/index";
import { decodeTraceRequestProtobuf } from "../src/otlp/protobuf";
import { buildTemplates, stampHex } from "./otlp-batches";
import { captureWrites } from "./pipeline-capture";

/**
 * The ingest ceiling, in its own process: the rows the pipeline stores for the bench's batches,
 * written straight through better-sqlite3 prepared statements, one IMMEDIATE transaction per
 * 512-span batch, in a fresh data dir whose schema the real migrations made. The statements
 * and arguments are the pipeline's own (captured from it, see pipeline-capture.ts); only the
 * ids change per batch, stamped as the load generator stamps them (the same request numbers,
 * so the same ids, as the server gets). A worker (children.ts startWorker): each
 * `{run: {seconds, warmUpSeconds}}` writes for that long, carrying on where the last one
 * stopped, and answers with a CeilingResult.
 *
 * usage: ceiling-child.ts <data-dir> <seed> <templates> <start ms>
 */
export interface CeilingRun {
  seconds: number;
  warmUpSeconds: number;
}

export interface CeilingResult {
  spans: number;
  batches: number;
  seconds: number;
  /** CPU the process used while measuring, in cores. */
  cpu: number;
  /** Rows per batch, by table. */
  rowsPerBatch: Record<string, number>;
}

interface Patch {
  index: number;
  /** The id after its 8-digit stamp; a trace id gets `tr_` in front, a job id `job_`. */
  rest: string;
  trace: boolean;
  job?: boolean;
  /** A JSON list of span ids (a trace's unsettled_span_ids): every id in it is stamped. */
  list?: boolean;
}

interface PreparedWrite {
  statement: SQLite.Statement;
  args: unknown[];
  patches: Patch[];
}

const TRACE_ID = /^tr_[0-9a-f]{32}$/;
const SPAN_ID = /^ffffffff[0-9a-f]{8}$/;
/** The event-dispatch jobs a write of failed traces enqueues. */
const JOB_ID = /^job_[0-9A-Z]{26}$/;
/** A JSON list holding span ids, each with the placeholder stamp. */
const SPAN_ID_LIST = /^\[(?:"ffffffff[0-9a-f]{8}",?)+\]$/;
const SPAN_STAMP_IN_LIST = /"ffffffff/g;

const [dataDir, seedArg, countArg, startArg] = process.argv.slice(2);
if (!dataDir || !seedArg || !countArg || !startArg) {
  throw new Error("usage: ceiling-child.ts <data-dir> <seed> <templates> <start ms>");
}

const database = createDatabase({ dataDir });
await database.migrate(migrations);
await database.close();

// With the pragmas the server's connections have (WAL, synchronous NORMAL, foreign keys, busy
// timeout, checkpoint at 16 MB of WAL); it has no checkpoint thread.
const connection = openConnection(`${dataDir}/vigil.db`);

const statements = new Map<string, SQLite.Statement>();
const prepare = (sql: string) => {
  let statement = statements.get(sql);
  if (!statement) {
    statement = connection.prepare(sql);
    statements.set(sql, statement);
  }
  return statement;
};

const agentId = newId("agent");
const rowsPerBatch: Record<string, number> = {};
const batches: PreparedWrite[][] = [];
const templates = buildTemplates({
  count: Number(countArg),
  seed: Number(seedArg),
  startMs: Number(startArg),
});
for (const template of templates.protobuf) {
  const writes = await captureWrites(decodeTraceRequestProtobuf(template.bytes), "bench", agentId);
  batches.push(
    writes.map(({ sql, args }) => {
      const patches: Patch[] = [];
      args.forEach((arg, index) => {
        if (typeof arg !== "string") return;
        if (TRACE_ID.test(arg)) patches.push({ index, rest: arg.slice(11), trace: true });
        else if (SPAN_ID.test(arg)) patches.push({ index, rest: arg.slice(8), trace: false });
        else if (JOB_ID.test(arg))
          patches.push({ index, rest: arg.slice(12), trace: false, job: true });
        else if (SPAN_ID_LIST.test(arg))
          patches.push({ index, rest: arg, trace: false, list: true });
      });
      return { statement: prepare(sql), args, patches };
    }),
  );
  if (batches.length === 1) {
    for (const { sql } of writes) {
      const table = /into\s+(\w+)/i.exec(sql)?.[1] ?? "?";
      rowsPerBatch[table] = (rowsPerBatch[table] ?? 0) + 1;
    }
  }
}
const spansPerBatch = rowsPerBatch.spans ?? 0;
const begin = connection.prepare("begin immediate");
const commit = connection.prepare("commit");

function writeBatch(seq: number): void {
  const stamp = stampHex(seq);
  const writes = batches[seq % batches.length] as PreparedWrite[];
  begin.run();
  for (const { statement, args, patches } of writes) {
    const bound = args.slice();
    for (const { index, rest, trace, job, list } of patches) {
      bound[index] = trace
        ? `tr_${stamp}${rest}`
        : job
          ? `job_${stamp}${rest}`
          : list
            ? rest.replace(SPAN_STAMP_IN_LIST, `"${stamp}`)
            : `${stamp}${rest}`;
    }
    statement.run(...bound);
  }
  commit.run();
}

let seq = 0;

function run({ seconds, warmUpSeconds }: CeilingRun): CeilingResult {
  const warmUpUntil = performance.now() + warmUpSeconds * 1000;
  while (performance.now() < warmUpUntil) writeBatch(seq++);
  const firstMeasured = seq;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const until = started + seconds * 1000;
  while (performance.now() < until) writeBatch(seq++);
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  return {
    spans: (seq - firstMeasured) * spansPerBatch,
    batches: seq - firstMeasured,
    seconds: elapsed,
    cpu: (cpu.user + cpu.system) / 1e6 / elapsed,
    rowsPerBatch,
  };
}

process.on("message", (message: { run?: CeilingRun }) => {
  if (message?.run) process.send?.({ result: run(message.run) });
});
const stop = () => {
  connection.close();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("disconnect", stop);
process.send?.({ ready: true });
