/**
 * A SQLite read thread (see read-pool.ts): one query-only connection over the database file,
 * answering batches of SELECTs. Its own entry module, so the thread loads nothing else.
 */
import { isMainThread, parentPort, workerData } from "node:worker_threads";
import SQLite from "better-sqlite3";

const STATEMENTS_PER_THREAD = 256;

export interface ReadRequest {
  sql: string;
  parameters: readonly unknown[];
  /** Answer the first column of each row, not row objects (cheaper to pass between threads). */
  pluck?: boolean;
}

export interface ReadMessage {
  id: number;
  requests: ReadRequest[];
}

export type ReadReply =
  | { id: number; results: unknown[][] }
  | { id: number; error: { message: string } };

/** The thread's side: one query-only connection with its own statement cache. */
function serveReads(file: string): void {
  const port = parentPort;
  if (!port) return;
  const connection = new SQLite(file, { fileMustExist: true });
  connection.pragma("busy_timeout = 5000");
  connection.pragma("query_only = 1");
  const statements = new Map<string, SQLite.Statement>();
  const statement = (text: string) => {
    let found = statements.get(text);
    if (!found) {
      found = connection.prepare(text);
      if (!found.reader) throw new Error("only statements that return rows run on a read thread");
      if (statements.size >= STATEMENTS_PER_THREAD) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      statements.set(text, found);
    }
    return found;
  };
  port.on("message", ({ id, requests }: ReadMessage) => {
    let reply: ReadReply;
    try {
      const results = requests.map(({ sql, parameters, pluck }) =>
        statement(sql)
          .pluck(pluck === true)
          .all(...parameters),
      );
      reply = { id, results };
    } catch (error) {
      reply = { id, error: { message: error instanceof Error ? error.message : String(error) } };
    }
    port.postMessage(reply);
  });
}

export const READ_THREAD_ROLE = "vigil-sqlite-reader";

if (!isMainThread && (workerData as { role?: string } | null)?.role === READ_THREAD_ROLE) {
  serveReads((workerData as { file: string }).file);
}
