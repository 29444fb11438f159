/**
 * The SQLite trace writer thread (see writer-thread.ts): one connection over the database file;
 * the writes sent while it is busy are committed together (group-commit.ts). Its own entry
 * module, so the thread loads only the write path, not the whole server.
 */
import { isMainThread, parentPort, workerData } from "node:worker_threads";
import {
  isBusy,
  openConnection,
  takeWriteLock,
  withStatementCache,
} from "../../../db/sqlite-connection";
import { WRITER_SIDE, WriteTurn } from "../../../db/write-turns";
import { AppError } from "../../../http/errors";
import { decodeLogsBody, type LogsBody, logsOutcome, type OtlpLogsOutcome } from "../logs/ingest";
import { type PackedLogRows, unpackLogRows } from "../logs/packed";
import { type LogWriteResult, writeLogEvents } from "../logs/write";
import type { IngestContext } from "../model";
import { type IngestResult, type PreparedTrace, write } from "./batch-write";
import { commitGroup, type GroupConnection, type GroupWrite, type Settled } from "./group-commit";
import { writeSqlite } from "./sqlite-writer";
import type { LogEventRow } from "./trace-writer";

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
  /** SQLITE_BUSY: the write lock could not be had in time (answered as DatabaseBusyError). */
  busy?: true;
}

export type WriteReply = { id: number; result: WriteResult } | { id: number; error: ThreadError };

/** At most this many queued writes share one commit, so none waits behind too many. */
const MAX_GROUP = 16;

/** A request ready to write: its statements, and its answer from what they returned. */
interface Ready {
  id: number;
  write: GroupWrite<unknown>;
  answer: (value: unknown) => WriteResult;
}

/**
 * A request as a write of the group, or its answer when it needs none: a logs body is decoded
 * here, before the group's transaction, so only the rows' write holds the write lock; a
 * malformed body throws its 400.
 */
function ready(request: WriteRequest): Ready | WriteResult {
  const { id, now } = request;
  const same = (value: unknown) => value as WriteResult;
  if ("logsBody" in request) {
    const { companyId, boundAgentId } = request.logsBody;
    const batch = decodeLogsBody(request.logsBody, now);
    if (batch.rows.length === 0) return logsOutcome(batch, null);
    return {
      id,
      write: (sqlite) =>
        writeSqlite(sqlite, (writer) =>
          writeLogEvents(writer, companyId, boundAgentId, batch.rows, now),
        ),
      answer: (value) => logsOutcome(batch, value as LogWriteResult),
    };
  }
  if ("logs" in request) {
    const { companyId, boundAgentId, rows } = request.logs;
    return {
      id,
      write: (sqlite) =>
        writeSqlite(sqlite, (writer) =>
          writeLogEvents(writer, companyId, boundAgentId, unpackLogRows(rows), now),
        ),
      answer: same,
    };
  }
  const { context, traces } = request;
  return {
    id,
    write: (sqlite) => writeSqlite(sqlite, (writer) => write(writer, context, traces, now)),
    answer: same,
  };
}

/**
 * Writes the requests that came while the thread was busy, in the order they came, with one
 * commit for all of them (see commitGroup), and answers each after that commit.
 */
async function writeGroup(
  connection: GroupConnection,
  requests: readonly WriteRequest[],
  reply: (message: WriteReply) => void,
): Promise<void> {
  const group: Ready[] = [];
  for (const request of requests) {
    try {
      const prepared = ready(request);
      if ("write" in prepared) group.push(prepared);
      else reply({ id: request.id, result: prepared });
    } catch (error) {
      reply({ id: request.id, error: threadError(error) });
    }
  }
  if (group.length === 0) return;
  const settled = await commitGroup(
    connection,
    group.map((entry) => entry.write),
  );
  group.forEach((entry, i) => {
    const outcome = settled[i] as Settled<unknown>;
    if (!outcome.ok) reply({ id: entry.id, error: threadError(outcome.error) });
    else {
      try {
        reply({ id: entry.id, result: entry.answer(outcome.value) });
      } catch (error) {
        reply({ id: entry.id, error: threadError(error) });
      }
    }
  });
}

/** What the main thread gives the writer thread (writer-thread.ts). */
export interface WriteThreadData {
  file: string;
  /** The file's write turns in this process (write-turns.ts). */
  turns: SharedArrayBuffer;
}

/**
 * Takes writes from the main thread: those that arrive while a group is being written queue
 * up and form the next group. The thread has nothing else to do, so a held write lock (the
 * main connection's) is waited for blocking the thread, taking turns with the main
 * connection (takeWriteLock).
 */
function serveWrites({ file, turns }: WriteThreadData): void {
  const port = parentPort;
  if (!port) return;
  const native = openConnection(file, { busyTimeoutMs: 0 });
  const { prepare } = withStatementCache(native);
  const turn = new WriteTurn(turns, WRITER_SIDE);
  const connection: GroupConnection = {
    file,
    prepare,
    lock: (start) => takeWriteLock(start, turn),
    inTransaction: () => native.inTransaction,
  };
  const reply = (message: WriteReply) => port.postMessage(message);
  const queue: WriteRequest[] = [];
  let draining = false;
  const drain = async () => {
    while (queue.length > 0) await writeGroup(connection, queue.splice(0, MAX_GROUP), reply);
    draining = false;
  };
  port.on("message", (request: WriteRequest) => {
    queue.push(request);
    if (draining) return;
    draining = true;
    // After the messages that came meanwhile are queued too: they join this group.
    setImmediate(() => void drain());
  });
}

function threadError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: "Error", message: String(error) };
  const { name, message } = error;
  if (isBusy(error)) return { name, message, busy: true };
  if (!(error instanceof AppError)) return { name, message };
  const app = { status: error.status, code: error.code };
  return {
    name,
    message,
    app: error.details === undefined ? app : { ...app, details: error.details },
  };
}

// Only ever loaded as the writer thread's entry (write-worker.ts).
if (!isMainThread) serveWrites(workerData as WriteThreadData);
