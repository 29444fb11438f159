import type SQLite from "better-sqlite3";
import type { Database, SqliteNative } from "../src/db/database";
import type { Principal } from "../src/http/principal";
import { ingestOtlp } from "../src/modules/traces/ingest/otlp";
import { IngestPipeline } from "../src/modules/traces/ingest/pipeline";
import type { OtlpTraceRequest } from "../src/otlp/types";

/**
 * The writes the real ingest path makes for an export request, captured instead of run:
 * `ingestOtlp` and the `IngestPipeline` go through their SQLite path against a stand-in
 * connection that records each statement's SQL and arguments (and finds no stored traces).
 * The ceiling replays exactly these statements; the query seed reads its rows from them.
 */

export interface CapturedWrite {
  sql: string;
  args: unknown[];
}

/** A statement that records its runs; reads answer "nothing stored yet". */
function recordingStatement(sql: string, writes: CapturedWrite[]): SQLite.Statement {
  const statement = {
    run(...given: unknown[]) {
      // One array argument binds its values in order, like separate arguments.
      const args = given.length === 1 && Array.isArray(given[0]) ? [...given[0]] : given;
      writes.push({ sql, args });
      return { changes: 1, lastInsertRowid: 0 };
    },
    all: () => [],
    get: () => undefined,
  };
  return statement as unknown as SQLite.Statement;
}

/**
 * The inserts (no transaction control, no reads) the pipeline makes to store `request` for
 * `principal`'s company, in order. The principal is bound to `agentId`, which only decides
 * the agent column (no agent lookup by service.name, which needs a real database).
 */
export async function captureWrites(
  request: OtlpTraceRequest,
  companyId: string,
  agentId: string,
  now = new Date(),
): Promise<CapturedWrite[]> {
  const writes: CapturedWrite[] = [];
  const native: SqliteNative = {
    prepare: (sql) => recordingStatement(sql, writes),
    // No transaction control is recorded: the capture keeps only inserts.
    transaction: (work) => work(),
    wrote: () => {},
  };
  const database = { dialect: "sqlite", sqlite: native } as unknown as Database;
  const principal: Principal = {
    keyId: "key_capture",
    companyId,
    userId: "admin",
    role: "admin",
    permissions: ["read", "write", "delete"],
    agentId,
    tier: "unlimited",
    expiresAt: null,
  };
  const outcome = await ingestOtlp(
    { database, clock: { now: () => now }, ingest: new IngestPipeline() },
    principal,
    request,
  );
  if (outcome.rejectedSpans > 0) throw new Error(`capture refused spans: ${outcome.errorMessage}`);
  return writes.filter((w) => /^\s*insert/i.test(w.sql));
}

/**
 * `insert … into <table> (a, b, c) values (?, ?, 'x')` → the table, its columns, and for each
 * column the index of its argument or the SQL literal it is given.
 */
export function columnsOf(sql: string): {
  table: string;
  columns: string[];
  sources: (number | string)[];
} {
  const match = /into\s+(\w+)\s*\(([^)]*)\)\s*values\s*\(([^)]*)\)/i.exec(sql);
  if (!match?.[1] || match[2] === undefined || match[3] === undefined) {
    throw new Error(`not a one-row insert: ${sql}`);
  }
  let next = 0;
  const sources = match[3].split(",").map((value) => {
    const token = value.trim();
    return token === "?" ? next++ : token.replace(/^'(.*)'$/, "$1");
  });
  return { table: match[1], columns: match[2].split(",").map((c) => c.trim()), sources };
}

/** A captured insert as a row object keyed by column. */
export function rowOf(write: CapturedWrite): { table: string; row: Record<string, unknown> } {
  const { table, columns, sources } = columnsOf(write.sql);
  const row: Record<string, unknown> = {};
  columns.forEach((column, i) => {
    const source = sources[i];
    row[column] = typeof source === "number" ? write.args[source] : source;
  });
  return { table, row };
}
