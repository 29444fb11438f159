/**
 * A SQLite read thread (see read-pool.ts): one query-only connection over the database file,
 * answering batches of SELECTs. Its own entry module, so the thread loads nothing else.
 */
import { isMainThread, parentPort, workerData } from "node:worker_threads";
import { openConnection, withStatementCache } from "./sqlite-connection";

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
  const connection = openConnection(file, { fileMustExist: true });
  connection.pragma("query_only = 1");
  const statements = withStatementCache(connection);
  const statement = (text: string) => {
    const found = statements.prepare(text);
    if (!found.reader) throw new Error("only statements that return rows run on a read thread");
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

// Only ever loaded as a read thread's entry (read-pool.ts).
if (!isMainThread) serveReads((workerData as { file: string }).file);
