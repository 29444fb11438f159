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
import { AppError } from "../../../http/errors";
import { type LogsBody, type OtlpLogsOutcome, storeLogsBody } from "../logs/ingest";
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
    }
  | { id: number; logsBody: LogsBody; now: string };

export type WriteResult = IngestResult | LogWriteResult | OtlpLogsOutcome;

/** An error met in the thread; `app` when it was an AppError (a 400 for a malformed body). */
export interface ThreadError {
  name: string;
  message: string;
  app?: { status: AppError["status"]; code: string; details?: AppError["details"] };
}

export type WriteReply = { id: number; result: WriteResult } | { id: number; error: ThreadError };

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
    run(sqlite, request).then(
      (result) => port.postMessage({ id: request.id, result } satisfies WriteReply),
      (error: unknown) => port.postMessage({ id: request.id, error: threadError(error) }),
    );
  });
}

// async: whatever throws becomes a reply, never an exception that ends the thread.
async function run(sqlite: SqliteNative, request: WriteRequest): Promise<WriteResult> {
  if ("logsBody" in request) {
    // Decoded here, outside the transaction: only the rows' write holds the write lock.
    return storeLogsBody(request.logsBody, request.now, (rows) =>
      writeSqlite(sqlite, (writer) =>
        writeLogEvents(
          writer,
          request.logsBody.companyId,
          request.logsBody.boundAgentId,
          rows,
          request.now,
        ),
      ),
    );
  }
  return writeSqlite<WriteResult>(sqlite, (writer) =>
    "logs" in request
      ? writeLogEvents(
          writer,
          request.logs.companyId,
          request.logs.boundAgentId,
          unpackLogRows(request.logs.rows),
          request.now,
        )
      : write(writer, request.context, request.traces, request.now),
  );
}

function threadError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: "Error", message: String(error) };
  const { name, message } = error;
  if (!(error instanceof AppError)) return { name, message };
  const app = { status: error.status, code: error.code };
  return {
    name,
    message,
    app: error.details === undefined ? app : { ...app, details: error.details },
  };
}

// Only ever loaded as the writer thread's entry (write-worker.ts).
if (!isMainThread) serveWrites((workerData as { file: string }).file);
