import type { Database } from "../../../db/database";
import { type LogsBody, type OtlpLogsOutcome, storeLogsBody } from "../logs/ingest";
import { type LogWriteResult, writeLogEvents } from "../logs/write";
import { withoutNul as clean, type IngestContext, type TraceInput } from "../model";
import { type IngestResult, prepare, write } from "./batch-write";
import { kyselyWriter } from "./kysely-writer";
import { writeSqlite } from "./sqlite-writer";
import type { LogEventRow, TraceWriter } from "./trace-writer";
import { TraceWriteWorker } from "./writer-thread";

export type { IngestResult, Rejection } from "./batch-write";

/**
 * Per-company processing every trace goes through before it is stored, whichever path it came
 * by (native, OTLP, import): PII redaction and compliance scanning plug in here.
 */
export type TraceProcessor = (
  context: IngestContext,
  trace: TraceInput,
) => TraceInput | Promise<TraceInput>;

/**
 * Per-company processing of OTLP log events before they are stored (redaction): the step for
 * one write of a company's records, or null when that company has nothing to do (then a logs
 * body may go to the writer thread undecoded). `write` identifies the write, as for caches.
 */
export type LogEventsProcessor = (
  companyId: string,
  write: object,
) => LogEventsStep | null | Promise<LogEventsStep | null>;
export type LogEventsStep = (rows: LogEventRow[]) => LogEventRow[];

/** Traces with the same id in one write become one; a span id given twice keeps its last copy. */
function mergeInputs(traces: readonly TraceInput[]): TraceInput[] {
  const byId = new Map<string, TraceInput>();
  for (const trace of traces) {
    const seen = byId.get(trace.id);
    if (!seen) {
      byId.set(trace.id, { ...trace, spans: [...trace.spans] });
      continue;
    }
    seen.spans.push(...trace.spans);
    seen.sessionId ??= trace.sessionId;
    seen.userId ??= trace.userId;
    seen.metadata = { ...trace.metadata, ...seen.metadata };
  }
  for (const trace of byId.values()) {
    trace.sessionId = clean(trace.sessionId);
    trace.userId = clean(trace.userId);
    const spans = new Map(trace.spans.map((span) => [span.id, span]));
    if (spans.size !== trace.spans.length) trace.spans = [...spans.values()];
  }
  return [...byId.values()];
}

/**
 * The ingest pipeline with the processing steps every server and CLI process runs. Build it
 * here, never with `new IngestPipeline()` elsewhere, so no write path skips a step.
 */
export function createIngestPipeline(): IngestPipeline {
  return new IngestPipeline({ writerThread: true });
}

export interface IngestPipelineOptions {
  /**
   * On a SQLite file, write in a thread of its own (decoding and mapping the next request
   * meanwhile on the main thread). Off: write on the calling thread.
   */
  writerThread?: boolean;
}

/**
 * Writes traces and their spans: the single place every ingest path stores through. New traces
 * are summarised from their spans in memory; spans that join a stored trace (a trace split
 * across batches, or a batch sent twice) are added once each and the trace is summarised again
 * from all of its spans. One transaction per write: all of it is stored, or none.
 */
export class IngestPipeline {
  readonly #processors: TraceProcessor[] = [];
  readonly #logProcessors: LogEventsProcessor[] = [];
  readonly #afterWrite: ((result: IngestResult) => void)[] = [];
  readonly #writerThread: boolean;
  #worker: TraceWriteWorker | null = null;
  #inFlight = 0;

  constructor(options: IngestPipelineOptions = {}) {
    this.#writerThread = options.writerThread ?? false;
  }

  /** Adds a processing step; steps run in the order added, before anything is stored. */
  use(processor: TraceProcessor): this {
    this.#processors.push(processor);
    return this;
  }

  /** Adds a processing step for OTLP log events; steps run in the order added, before storing. */
  useForLogs(processor: LogEventsProcessor): this {
    this.#logProcessors.push(processor);
    return this;
  }

  /** The log steps a write of this company's records goes through (none: nothing to do). */
  async #logStepsFor(companyId: string): Promise<LogEventsStep[]> {
    if (this.#logProcessors.length === 0) return [];
    const write = {};
    const steps: LogEventsStep[] = [];
    for (const processor of this.#logProcessors) {
      const step = await processor(companyId, write);
      if (step) steps.push(step);
    }
    return steps;
  }

  /** Runs after each committed write (the job worker wakes for the events it emitted). */
  afterWrite(listener: (result: IngestResult) => void): this {
    this.#afterWrite.push(listener);
    return this;
  }

  /** Whether a write is in progress: background jobs give way to ingestion meanwhile. */
  get busy(): boolean {
    return this.#inFlight > 0;
  }

  async ingest(
    database: Database,
    context: IngestContext,
    input: readonly TraceInput[],
    now: Date,
  ): Promise<IngestResult> {
    this.#inFlight++;
    try {
      return await this.#ingest(database, context, input, now);
    } finally {
      this.#inFlight--;
    }
  }

  async #ingest(
    database: Database,
    context: IngestContext,
    input: readonly TraceInput[],
    now: Date,
  ): Promise<IngestResult> {
    let traces = mergeInputs(input);
    if (this.#processors.length > 0) {
      const processed: TraceInput[] = [];
      for (let trace of traces) {
        for (const processor of this.#processors) trace = await processor(context, trace);
        processed.push(trace);
      }
      traces = processed;
    }
    const worker = await this.#workerFor(database);
    const prepared = prepare(context.companyId, traces);
    const run = (writer: TraceWriter) => write(writer, context, prepared, now.toISOString());
    const result = worker
      ? await worker.write(context, prepared, now)
      : database.sqlite
        ? await writeSqlite(database.sqlite, run)
        : await database.db.transaction().execute((trx) => run(kyselyWriter(trx)));
    for (const listener of this.#afterWrite) listener(result);
    return result;
  }

  /**
   * Stores OTLP log events and merges them into stored spans: on a SQLite file in the writer
   * thread (after the span writes before it), else in a transaction of its own.
   */
  async writeLogs(
    database: Database,
    logs: { companyId: string; boundAgentId: string | null; rows: LogEventRow[] },
    now: Date,
  ): Promise<LogWriteResult> {
    this.#inFlight++;
    try {
      return await this.#writeLogRows(database, logs, now, await this.#logStepsFor(logs.companyId));
    } finally {
      this.#inFlight--;
    }
  }

  /** writeLogs with the company's log steps looked up already. */
  async #writeLogRows(
    database: Database,
    logs: { companyId: string; boundAgentId: string | null; rows: LogEventRow[] },
    now: Date,
    steps: readonly LogEventsStep[],
  ): Promise<LogWriteResult> {
    let rows = logs.rows;
    for (const step of steps) rows = step(rows);
    if (rows !== logs.rows) logs = { ...logs, rows };
    const worker = await this.#workerFor(database);
    if (worker) return await worker.writeLogs(logs, now);
    const run = (writer: TraceWriter) =>
      writeLogEvents(writer, logs.companyId, logs.boundAgentId, logs.rows, now.toISOString());
    return database.sqlite
      ? await writeSqlite(database.sqlite, run)
      : await database.db.transaction().execute((trx) => run(kyselyWriter(trx)));
  }

  /**
   * Decodes an OTLP/HTTP logs body and stores its records (see storeLogsBody): on a SQLite
   * file all of it in the writer thread, which takes the body's bytes (one copy) rather than
   * hundreds of decoded rows, and leaves the main thread to the requests; else here.
   */
  async writeLogsBody(database: Database, body: LogsBody, now: Date): Promise<OtlpLogsOutcome> {
    this.#inFlight++;
    try {
      const worker = await this.#workerFor(database);
      // A company whose records need a step (redaction) has them decoded here, where the step
      // runs, the steps looked up once; the rest go to the writer thread as bytes.
      const steps = await this.#logStepsFor(body.companyId);
      if (worker && steps.length === 0) return await worker.writeLogsBody(body, now);
      const { companyId, boundAgentId } = body;
      return await storeLogsBody(body, now.toISOString(), (rows) =>
        this.#writeLogRows(database, { companyId, boundAgentId, rows }, now, steps),
      );
    } finally {
      this.#inFlight--;
    }
  }

  async #workerFor(database: Database): Promise<TraceWriteWorker | null> {
    const file = database.sqlite?.file;
    if (!this.#writerThread || file === undefined) return null;
    if (this.#worker?.file !== file) {
      await this.#worker?.close();
      this.#worker = new TraceWriteWorker(file);
    }
    return this.#worker;
  }

  /** Stops the writer thread, if any, after the writes in flight. */
  async close(): Promise<void> {
    await this.#worker?.close();
    this.#worker = null;
  }
}
