/**
 * The SQLite trace writer thread (see writer-thread.ts): one connection over the database file,
 * running each write it is sent in one transaction. Its own entry module, so the thread loads
 * only the write path, not the whole server.
 */
import { isMainThread, parentPort, workerData } from "node:worker_threads";
import type { SqliteNative } from "../../../db/database";
import {
  immediateTransaction,
  openConnection,
  withStatementCache,
} from "../../../db/sqlite-connection";
import { type PackedLogRows, unpackLogRows } from "../logs/packed";
import { type LogWriteResult, writeLogEvents } from "../logs/write";
import type { IngestContext } from "../model";
import { type IngestResult, type PreparedTrace, write } from "./batch-write";
import { type LogEventRow, writeSqlite } from "./storage";

/** A log events write (OTLP logs), run on the same thread as span writes. */
export interface LogWrite {
  companyId: string;
  boundAgentId: string | null;
  rows: LogEventRow[];
}

export type WriteRequest =
  | { id: number; context: IngestContext; traces: PreparedTrace[]; now: string }
  | {
      id: number;
      logs: Omit<LogWrite, "rows"> & { rows: PackedLogRows };
      now: string;
    };

export type WriteReply =
  | { id: number; result: IngestResult | LogWriteResult }
  | { id: number; error: { name: string; message: string } };

/** Opens the file as the server does (WAL, foreign keys, busy timeout) with cached statements. */
function openWriter(file: string): SqliteNative {
  const { prepare } = withStatementCache(openConnection(file));
  return {
    file,
    prepare,
    // The thread's only connection: nothing else can hold it. A held write lock is waited
    // for inside SQLite (the busy timeout): the thread has nothing else to do meanwhile.
    transaction: (work) => immediateTransaction(prepare, work),
    // The main thread's caches see these commits through PRAGMA data_version.
    wrote: () => {},
  };
}

function serveWrites(file: string): void {
  const port = parentPort;
  if (!port) return;
  const sqlite = openWriter(file);
  port.on("message", (request: WriteRequest) => {
    writeSqlite<IngestResult | LogWriteResult>(sqlite, (writer) =>
      "logs" in request
        ? writeLogEvents(
            writer,
            request.logs.companyId,
            request.logs.boundAgentId,
            unpackLogRows(request.logs.rows),
            request.now,
          )
        : write(writer, request.context, request.traces, request.now),
    ).then(
      (result) => port.postMessage({ id: request.id, result } satisfies WriteReply),
      (error: unknown) =>
        port.postMessage({
          id: request.id,
          error: {
            name: error instanceof Error ? error.name : "Error",
            message: error instanceof Error ? error.message : String(error),
          },
        } satisfies WriteReply),
    );
  });
}

// Only ever loaded as the writer thread's entry (write-worker.ts).
if (!isMainThread) serveWrites((workerData as { file: string }).file);
