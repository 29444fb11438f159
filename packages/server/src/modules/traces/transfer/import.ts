import type { Database } from "../../../db/database";
import { NotFoundError } from "../../../http/errors";
import type { Principal } from "../../../http/principal";
import { decodeTraceRequestJson } from "../../../otlp/json";
import { OtlpDecodeError, type OtlpTraceRequest } from "../../../otlp/types";
import { ingestOtlp } from "../ingest/otlp";
import type { IngestResult } from "../ingest/pipeline";
import type { IngestContext, TraceInput } from "../model";
import { CreateTraceBody } from "../schemas";
import { nativeTrace, type TracesDeps } from "../service";
import { agentExists, requireAgent } from "./export";
import { logRowOf, type TransferLogRecord, TransferLogs, unsupportedVersion } from "./logs";

export { type ExportOptions, exportTraceLines, type NativeTraceLine } from "./export";

/** `vigil traces import` and `export`: JSON lines in and out, straight on the database. */

export interface ImportOptions {
  companyId: string;
  /** Store every trace under this agent: it replaces a native line's agentId and binds OTLP. */
  agentId?: string | undefined;
}

export interface ImportProgress {
  lines: number;
  imported: number;
  /** Lines rejected so far. */
  rejected: number;
  /** Bytes of the lines read so far (UTF-8, one newline each). */
  bytes: number;
}

export interface ImportSummary {
  /** Lines read, blank ones included (they are skipped); line numbers count from 1. */
  lines: number;
  /** Traces written to: created, or added to when their id was already stored. */
  imported: number;
  /** Spans stored. */
  spans: number;
  /** OTLP log records written with the traces (those stored already count too: none is stored twice). */
  logRecords: number;
  /** Lines that stored nothing (bad JSON, not a valid trace, unknown agent, id in use, …). */
  rejected: number;
  /** Spans refused: those of rejected lines that could be counted, and single OTLP spans refused. */
  rejectedSpans: number;
  /** Why, for the first MAX_REASONS problems (a partly stored OTLP line gets one too). */
  reasons: Array<{ line: number; reason: string }>;
  /** Problems beyond those listed in `reasons`. */
  moreReasons: number;
}

/** Native traces per pipeline call: big enough to amortise the transaction, small in memory. */
const BATCH = 200;
const MAX_REASONS = 100;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function requireCompany(database: Database, companyId: string): Promise<void> {
  const row = await database.db
    .selectFrom("companies")
    .select("id")
    .where("id", "=", companyId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(`Company ${companyId} not found`);
}

function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const [first] = issues;
  if (!first) return "not a valid trace";
  const path = first.path
    .map((key, i) => (typeof key === "number" ? `[${key}]` : `${i === 0 ? "" : "."}${String(key)}`))
    .join("");
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : "";
  return `not a valid trace: ${path === "" ? "" : `${path}: `}${first.message}${more}`;
}

function spanCount(request: OtlpTraceRequest): number {
  let count = 0;
  for (const { scopeSpans } of request.resourceSpans) {
    for (const { spans } of scopeSpans) count += spans.length;
  }
  return count;
}

interface Pending {
  line: number;
  trace: TraceInput;
  /** The trace's log records from an export line (see ./logs.ts). */
  logs: TransferLogRecord[];
}

/** The state of one import: the summary so far and the native traces waiting for a write. */
class ImportRun {
  readonly summary: ImportSummary = {
    lines: 0,
    imported: 0,
    spans: 0,
    logRecords: 0,
    rejected: 0,
    rejectedSpans: 0,
    reasons: [],
    moreReasons: 0,
  };
  bytes = 0;
  #batch: Pending[] = [];
  readonly #agents = new Map<string, boolean>();
  readonly #principal: Principal;
  readonly #context: IngestContext;

  constructor(
    private readonly ctx: TracesDeps,
    private readonly options: ImportOptions,
  ) {
    const agentId = options.agentId ?? null;
    this.#principal = {
      keyId: "vigil-traces-import",
      companyId: options.companyId,
      userId: "vigil-traces-import",
      role: "admin",
      permissions: ["read", "write"],
      agentId,
      tier: "unlimited",
      expiresAt: null,
    };
    this.#context = {
      companyId: options.companyId,
      source: "import",
      agentBound: agentId !== null,
    };
  }

  progress(): ImportProgress {
    const { lines, imported, rejected } = this.summary;
    return { lines, imported, rejected, bytes: this.bytes };
  }

  async read(text: string): Promise<void> {
    const line = ++this.summary.lines;
    this.bytes += Buffer.byteLength(text) + 1;
    const trimmed = (line === 1 ? text.replace(/^\uFEFF/, "") : text).trim();
    if (trimmed === "") return;
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch (error) {
      return this.#reject(line, `invalid JSON: ${messageOf(error)}`);
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      return this.#reject(line, "not a JSON object: expected a native trace or an OTLP request");
    }
    if ("resourceSpans" in value || "resource_spans" in value) {
      await this.flush();
      return this.#otlp(line, value);
    }
    return this.#native(line, value);
  }

  async #native(line: number, value: object): Promise<void> {
    // `logs` is the export's, not the POST /api/traces body's: read apart, then the rest.
    const { logs: logsValue, ...trace } = value as { logs?: unknown };
    const body =
      this.options.agentId === undefined ? trace : { ...trace, agentId: this.options.agentId };
    const parsed = CreateTraceBody.safeParse(body);
    if (!parsed.success) return this.#reject(line, describeIssues(parsed.error.issues));
    let logs: TransferLogRecord[] = [];
    if (logsValue !== undefined) {
      const newer = unsupportedVersion(logsValue);
      if (newer !== null) return this.#reject(line, newer, parsed.data.spans.length);
      const read = TransferLogs.safeParse(logsValue);
      if (!read.success) {
        const issues = read.error.issues.map((i) => ({ ...i, path: ["logs", ...i.path] }));
        return this.#reject(line, describeIssues(issues), parsed.data.spans.length);
      }
      logs = read.data.records;
    }
    const { agentId, spans } = parsed.data;
    let known = this.#agents.get(agentId);
    if (known === undefined) {
      known = await agentExists(this.ctx.database, this.options.companyId, agentId);
      this.#agents.set(agentId, known);
    }
    if (!known) {
      const reason = `agent ${agentId} not found in company ${this.options.companyId}`;
      return this.#reject(line, reason, spans.length);
    }
    this.#batch.push({ line, trace: nativeTrace(parsed.data, this.ctx.clock.now()), logs });
    if (this.#batch.length >= BATCH) await this.flush();
  }

  /** Writes the waiting native traces; when the write fails, each alone, so one bad trace costs only its line. */
  async flush(): Promise<void> {
    const batch = this.#batch;
    if (batch.length === 0) return;
    this.#batch = [];
    try {
      await this.#stored(batch, await this.#write(batch));
    } catch (error) {
      let failures = 0;
      for (const item of batch) {
        try {
          await this.#stored([item], await this.#write([item]));
        } catch (itemError) {
          failures++;
          this.#reject(item.line, `not stored: ${messageOf(itemError)}`, item.trace.spans.length);
        }
      }
      // Every trace failing on its own too means the database is failing, not the data.
      if (batch.length > 1 && failures === batch.length) throw error;
    }
  }

  #write(batch: readonly Pending[]): Promise<IngestResult> {
    const traces = batch.map((item) => item.trace);
    return this.ctx.ingest.ingest(this.ctx.database, this.#context, traces, this.ctx.clock.now());
  }

  /** Counts a committed write, then writes the log records of the traces it stored. */
  async #stored(batch: readonly Pending[], result: IngestResult): Promise<void> {
    const refused = new Map(result.rejections.map((r) => [r.traceId, r.reason]));
    const withLogs: Pending[] = [];
    for (const item of batch) {
      const { line, trace } = item;
      const reason = refused.get(trace.id);
      if (reason !== undefined) this.#reject(line, `${trace.id}: ${reason}`, trace.spans.length);
      else if (item.logs.length > 0) withLogs.push(item);
    }
    this.summary.imported += result.traces.length;
    this.summary.spans += result.acceptedSpans;
    await this.#writeLogs(withLogs);
  }

  /**
   * The log records of the traces a write stored, under the importing company and each
   * trace's agent. They go through the pipeline's log write, as OTLP logs do (stored once each,
   * merged into the spans), right after the traces' own write, one log write per agent of the
   * batch: the pipeline writes spans and logs in separate transactions. Should a write fail,
   * each trace's records are tried alone; a trace whose records still fail stays stored and its
   * line says so: importing the file again adds them (nothing is ever stored twice).
   */
  async #writeLogs(items: readonly Pending[]): Promise<void> {
    const byAgent = new Map<string, Pending[]>();
    for (const item of items) {
      const group = byAgent.get(item.trace.agentId);
      if (group) group.push(item);
      else byAgent.set(item.trace.agentId, [item]);
    }
    for (const [agentId, group] of byAgent) {
      try {
        await this.#writeAgentLogs(agentId, group);
      } catch (error) {
        if (group.length === 1) {
          this.#logsNotStored(group[0]!, messageOf(error));
          continue;
        }
        for (const item of group) {
          try {
            await this.#writeAgentLogs(agentId, [item]);
          } catch (itemError) {
            this.#logsNotStored(item, messageOf(itemError));
          }
        }
      }
    }
  }

  async #writeAgentLogs(agentId: string, group: readonly Pending[]): Promise<void> {
    const now = this.ctx.clock.now();
    const companyId = this.options.companyId;
    const rows = group.flatMap(({ trace, logs }) => {
      const target = { companyId, traceId: trace.id, agentId };
      return logs.map((record) => logRowOf(record, target, now.toISOString()));
    });
    const result = await this.ctx.ingest.writeLogs(
      this.ctx.database,
      { companyId, boundAgentId: agentId, rows },
      now,
    );
    this.summary.logRecords += result.accepted;
    const byTrace = new Map(group.map((item) => [item.trace.id, item]));
    for (const refused of result.rejections) {
      const item = byTrace.get(refused.traceId);
      if (item) this.#logsNotStored(item, refused.reason);
    }
  }

  #logsNotStored({ line, trace, logs }: Pending, reason: string): void {
    const what = `${trace.id}: trace stored, but not its ${logs.length} log records`;
    this.#note(line, `${what}: ${reason}; import the file again to add them`);
  }

  async #otlp(line: number, value: unknown): Promise<void> {
    let request: OtlpTraceRequest;
    try {
      request = decodeTraceRequestJson(value);
    } catch (error) {
      if (!(error instanceof OtlpDecodeError)) throw error;
      const at = error.path === "" ? "" : ` at ${error.path}`;
      return this.#reject(line, `not a valid OTLP request: ${error.message}${at}`);
    }
    const total = spanCount(request);
    let outcome: Awaited<ReturnType<typeof ingestOtlp>>;
    try {
      outcome = await ingestOtlp(this.ctx, this.#principal, request);
    } catch (error) {
      return this.#reject(line, `not stored: ${messageOf(error)}`, total);
    }
    this.summary.imported += outcome.traces;
    this.summary.spans += outcome.acceptedSpans;
    if (outcome.rejectedSpans === 0) return;
    if (outcome.acceptedSpans === 0) {
      return this.#reject(line, outcome.errorMessage, outcome.rejectedSpans);
    }
    this.summary.rejectedSpans += outcome.rejectedSpans;
    this.#note(line, `${outcome.rejectedSpans} of ${total} spans refused: ${outcome.errorMessage}`);
  }

  #reject(line: number, reason: string, spans = 0): void {
    this.summary.rejected++;
    this.summary.rejectedSpans += spans;
    this.#note(line, reason);
  }

  #note(line: number, reason: string): void {
    if (this.summary.reasons.length < MAX_REASONS) this.summary.reasons.push({ line, reason });
    else this.summary.moreReasons++;
  }
}

/**
 * Imports JSON lines into a company: each non-empty line is a native trace (the body of
 * POST /api/traces) or an OTLP/JSON ExportTraceServiceRequest. Everything is stored through
 * the ingest pipeline; a bad line is counted with its reason and never stops the import.
 * @throws NotFoundError when the company, or the agent of `options.agentId`, does not exist.
 * @example const summary = await importTraceLines(ctx, { companyId: "default" }, readline);
 */
export async function importTraceLines(
  ctx: TracesDeps,
  options: ImportOptions,
  lines: AsyncIterable<string>,
  onProgress?: (progress: ImportProgress) => void,
): Promise<ImportSummary> {
  await requireCompany(ctx.database, options.companyId);
  if (options.agentId !== undefined) {
    await requireAgent(ctx.database, options.companyId, options.agentId);
  }
  const run = new ImportRun(ctx, options);
  for await (const line of lines) {
    await run.read(line);
    onProgress?.(run.progress());
  }
  await run.flush();
  onProgress?.(run.progress());
  return run.summary;
}
