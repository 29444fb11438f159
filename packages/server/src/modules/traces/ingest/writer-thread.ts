/** The trace writer thread's main side: writes run beside request handling, on their own core. */
import type { Worker } from "node:worker_threads";
import { writerGone, writeTurnsBuffer } from "../../../db/write-turns";
import { AppError, DatabaseBusyError } from "../../../http/errors";
import { siblingEntry, startModuleWorker } from "../../../lib/threads";
import type { LogsBody, OtlpLogsOutcome } from "../logs/ingest";
import { packLogRows } from "../logs/packed";
import type { LogWriteResult } from "../logs/write";
import type { IngestContext } from "../model";
import type { IngestResult, PreparedTrace } from "./batch-write";
import type {
  LogWrite,
  ThreadError,
  WriteReply,
  WriteRequest,
  WriteResult,
  WriteThreadData,
} from "./write-thread";

/** The thread's entry: its own small module (in the build, dist/write-thread.js). */
const THREAD_ENTRY = siblingEntry(import.meta.url, "write-thread");

/** An error the writer thread met; the write was rolled back. */
export class TraceWriteError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

/**
 * The bytes in a buffer of their own: a message clones a view's whole buffer, and a gRPC
 * message may be a slice of a larger one.
 */
function ownBytes(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? bytes
    : bytes.slice();
}

/** The thread's error as the main thread throws it: an AppError stays one (a 400 stays a 400). */
function errorOf({ name, message, app, busy }: ThreadError): Error {
  if (busy) return new DatabaseBusyError();
  if (app) return new AppError(app.status, app.code, message, app.details);
  return new TraceWriteError(name, message);
}

/**
 * The main thread's side: sends writes to one writer thread over the same SQLite file and
 * answers each when it has been committed. The thread holds the process open only while a
 * write is in flight; if it dies, the writes in flight fail and the next write starts a new one.
 */
export class TraceWriteWorker {
  #worker: Worker | null = null;
  /** Called when the last write in flight is answered (close() waits on it). */
  #drained: (() => void) | null = null;
  #nextId = 1;
  readonly #pending = new Map<
    number,
    { resolve: (result: WriteResult) => void; reject: (error: Error) => void }
  >();

  constructor(readonly file: string) {}

  write(context: IngestContext, traces: PreparedTrace[], now: Date): Promise<IngestResult> {
    return this.#send((id) => ({
      id,
      context,
      traces,
      now: now.toISOString(),
    })) as Promise<IngestResult>;
  }

  /** Stores OTLP log events and merges them into their spans, in the writer's order. */
  writeLogs(logs: LogWrite, now: Date): Promise<LogWriteResult> {
    return this.#send((id) => ({
      id,
      logs: { ...logs, rows: packLogRows(logs.rows) },
      now: now.toISOString(),
    })) as Promise<LogWriteResult>;
  }

  /** Decodes and stores a logs export's bytes (see storeLogsBody); its bytes are copied once. */
  writeLogsBody(body: LogsBody, now: Date): Promise<OtlpLogsOutcome> {
    return this.#send((id) => ({
      id,
      logsBody: { ...body, bytes: ownBytes(body.bytes) },
      now: now.toISOString(),
    })) as Promise<OtlpLogsOutcome>;
  }

  #send(request: (id: number) => WriteRequest): Promise<WriteResult> {
    const worker = this.#worker ?? this.#start();
    const id = this.#nextId++;
    return new Promise<WriteResult>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      if (this.#pending.size === 1) worker.ref();
      worker.postMessage(request(id));
    });
  }

  /** Stops the thread after the writes in flight are answered. */
  async close(): Promise<void> {
    const worker = this.#worker;
    if (!worker) return;
    if (this.#pending.size > 0) await new Promise<void>((resolve) => (this.#drained = resolve));
    this.#worker = null;
    await worker.terminate();
  }

  /** No write in flight: the thread no longer holds the process open, and close() may go on. */
  #idle(worker: Worker): void {
    worker.unref();
    this.#drained?.();
    this.#drained = null;
  }

  #start(): Worker {
    const turns = writeTurnsBuffer(this.file);
    const data: WriteThreadData = { file: this.file, turns };
    const worker = startModuleWorker(THREAD_ENTRY, data);
    worker.unref();
    worker.on("message", (reply: WriteReply) => {
      const waiting = this.#pending.get(reply.id);
      if (!waiting) return;
      this.#pending.delete(reply.id);
      if (this.#pending.size === 0) this.#idle(worker);
      if ("result" in reply) waiting.resolve(reply.result);
      else waiting.reject(errorOf(reply.error));
    });
    const fail = (error: Error) => {
      if (this.#worker === worker) this.#worker = null;
      for (const waiting of this.#pending.values()) waiting.reject(error);
      this.#pending.clear();
      this.#idle(worker);
    };
    worker.on("error", fail);
    worker.on("exit", (code) => {
      writerGone(turns);
      fail(new Error(`trace writer thread exited with code ${code}`));
    });
    this.#worker = worker;
    return worker;
  }
}
