/**
 * The my-data export job: writes the requester's data to a file in the data dir, streaming.
 * Traces are read in keyset pages (PAGE at a time, by id) and written as they come, with the
 * file stream's back-pressure respected, so even 100,000 traces are never held in memory at
 * once. The file is written under a `.part` name and renamed when complete; the export, its
 * DSR and the job are then marked done in one transaction, which also schedules the file's
 * removal at expiry (`privacy.export-expire`).
 */
import { once } from "node:events";
import { createWriteStream, type WriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import type { Deps } from "../../context";
import { parseJson, toNumber } from "../../db/sql";
import { completeIn, enqueue, type LeasedJob } from "../../jobs/queue";
import type { JobOutcome } from "../../jobs/worker";
import { csvLine } from "../audit/csv";
import { toConsentView } from "./consent-service";
import { EXPORT_LIFETIME_MS, exportDir, exportFile } from "./export-files";
import { redactPii } from "./redact";
import type { ExportsTable } from "./schema";

export type ExportJobDeps = Pick<Deps, "database" | "clock" | "config" | "jobs">;

export interface ExportOptions {
  includeTraces: boolean;
  includeConsents: boolean;
  redactPII: boolean;
  traceLimit: number;
}

export const EXPORT_JOB = "privacy.export";
export const EXPIRE_JOB = "privacy.export-expire";
const PAGE = 500;

const TRACE_COLUMNS = [
  "id",
  "agent_id",
  "created_at",
  "outcome",
  "session_id",
  "name",
  "user_message",
  "agent_response",
  "latency_ms",
  "token_count",
  "metadata",
] as const;

export const EXPORT_CSV_COLUMNS = [
  "record_type",
  "id",
  "created_at",
  "agent_id",
  "outcome",
  "session_id",
  "name",
  "user_message",
  "agent_response",
  "latency_ms",
  "token_count",
  "metadata",
  "purpose",
  "granted",
  "lawful_basis",
  "granted_at",
  "withdrawn_at",
] as const;

/** Redacts every string inside a JSON value (keys stay). */
function redactValue(value: unknown): unknown {
  if (typeof value === "string") return redactPii(value);
  if (Array.isArray(value)) return value.map(redactValue);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactValue(v)]));
  }
  return value;
}

async function write(stream: WriteStream, text: string): Promise<void> {
  if (!stream.write(text)) await once(stream, "drain");
}

type TraceRow = Pick<import("../traces/schema").TracesTable, (typeof TRACE_COLUMNS)[number]>;

function traceRecord(row: TraceRow, redact: boolean) {
  const text = (value: string) => (redact ? redactPii(value) : value);
  const metadata = parseJson<unknown>(row.metadata, {});
  return {
    id: row.id,
    agentId: row.agent_id,
    createdAt: row.created_at,
    outcome: row.outcome,
    sessionId: row.session_id,
    name: row.name === null ? null : text(row.name),
    userMessage: text(row.user_message),
    agentResponse: text(row.agent_response),
    latencyMs: toNumber(row.latency_ms),
    tokenCount: toNumber(row.token_count),
    metadata: redact ? redactValue(metadata) : metadata,
  };
}

/** The subject's traces, page by page in id order, up to `limit`. */
async function* tracesOf(
  deps: ExportJobDeps,
  companyId: string,
  userId: string,
  limit: number,
): AsyncGenerator<TraceRow[]> {
  let after = "";
  let left = limit;
  while (left > 0) {
    const rows = await deps.database.db
      .selectFrom("traces")
      .select([...TRACE_COLUMNS])
      .where("company_id", "=", companyId)
      .where("user_id", "=", userId)
      .where("id", ">", after)
      .orderBy("id")
      .limit(Math.min(PAGE, left))
      .execute();
    if (rows.length === 0) return;
    yield rows;
    left -= rows.length;
    after = rows.at(-1)?.id ?? after;
    if (rows.length < PAGE) return;
  }
}

async function writeExport(
  deps: ExportJobDeps,
  row: ExportsTable,
  options: ExportOptions,
  file: string,
): Promise<number> {
  const stream = createWriteStream(file, { mode: 0o600 });
  const failed = new Promise<never>((_, reject) => stream.once("error", reject));
  failed.catch(() => undefined);
  const csv = row.format === "csv";
  let traces = 0;
  const work = (async () => {
    if (csv) await write(stream, csvLine(EXPORT_CSV_COLUMNS));
    else {
      await write(
        stream,
        `{"exportId":${JSON.stringify(row.id)},"generatedAt":${JSON.stringify(deps.clock.now().toISOString())},"subject":${JSON.stringify({ companyId: row.company_id, userId: row.user_id })},"redacted":${options.redactPII}`,
      );
    }
    if (options.includeConsents) {
      const consents = await deps.database.db
        .selectFrom("consents")
        .selectAll()
        .where("company_id", "=", row.company_id)
        .where("user_id", "=", row.user_id)
        .orderBy("created_at")
        .orderBy("id")
        .execute();
      const views = consents.map(toConsentView);
      if (csv) {
        for (const c of views) {
          await write(
            stream,
            csvLine([
              "consent",
              c.id,
              c.createdAt,
              ...Array(9).fill(null),
              c.purpose,
              c.granted,
              c.lawfulBasis,
              c.grantedAt,
              c.withdrawnAt,
            ]),
          );
        }
      } else await write(stream, `,"consents":${JSON.stringify(views)}`);
    }
    if (options.includeTraces) {
      if (!csv) await write(stream, `,"traces":[`);
      for await (const page of tracesOf(deps, row.company_id, row.user_id, options.traceLimit)) {
        for (const trace of page) {
          const record = traceRecord(trace, options.redactPII);
          if (csv) {
            await write(
              stream,
              csvLine([
                "trace",
                record.id,
                record.createdAt,
                record.agentId,
                record.outcome,
                record.sessionId,
                record.name,
                record.userMessage,
                record.agentResponse,
                record.latencyMs,
                record.tokenCount,
                JSON.stringify(record.metadata),
                null,
                null,
                null,
                null,
                null,
              ]),
            );
          } else await write(stream, `${traces > 0 ? "," : ""}${JSON.stringify(record)}`);
          traces++;
        }
        // Progress for whoever polls the DSR (`vigil export my-data` prints it).
        await deps.database.db
          .updateTable("exports")
          .set({ trace_count: traces })
          .where("id", "=", row.id)
          .execute();
      }
      if (!csv) await write(stream, "]");
    }
    if (!csv) await write(stream, `,"traceCount":${traces}}\n`);
    stream.end();
    await once(stream, "finish");
  })();
  try {
    await Promise.race([work, failed]);
  } catch (error) {
    stream.destroy();
    throw error;
  }
  return traces;
}

/** Runs one export; see the file's comment. */
export async function runExportJob(
  deps: ExportJobDeps,
  job: LeasedJob<{ exportId: string }>,
  owner: string,
): Promise<JobOutcome> {
  const row = await deps.database.db
    .selectFrom("exports")
    .selectAll()
    .where("id", "=", job.payload.exportId)
    .executeTakeFirst();
  if (!row || row.status === "completed" || row.status === "expired") return undefined;
  const options = JSON.parse(row.options) as ExportOptions;
  const dir = exportDir(deps.config.dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = exportFile(deps.config.dataDir, row.id, row.format);
  const partial = `${file}.part`;
  await deps.database.db
    .updateTable("exports")
    .set({ status: "processing", trace_count: 0 })
    .where("id", "=", row.id)
    .execute();
  let traces: number;
  try {
    traces = await writeExport(deps, row, options, partial);
  } catch (error) {
    await rm(partial, { force: true });
    if (job.attempt >= job.maxAttempts) await markFailed(deps, row, error);
    throw error;
  }
  await rename(partial, file);
  const bytes = (await stat(file)).size;
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + EXPORT_LIFETIME_MS);
  await deps.database.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("exports")
      .set({
        status: "completed",
        trace_count: traces,
        bytes,
        completed_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
      })
      .where("id", "=", row.id)
      .execute();
    await trx
      .updateTable("dsrs")
      .set({
        status: "completed",
        completed_at: now.toISOString(),
        updated_at: now.toISOString(),
        completion_notes: `Export of ${traces} traces (${row.format}) ready to download until ${expiresAt.toISOString()}`,
      })
      .where("id", "=", row.dsr_id)
      .execute();
    await enqueue(
      trx,
      [
        {
          type: EXPIRE_JOB,
          payload: { exportId: row.id },
          companyId: row.company_id,
          runAt: expiresAt,
        },
      ],
      now,
    );
    await completeIn(trx, job, owner, now);
  });
  return "completed";
}

async function markFailed(deps: ExportJobDeps, row: ExportsTable, error: unknown) {
  const at = deps.clock.now().toISOString();
  const reason = error instanceof Error ? error.message.slice(0, 500) : "unknown error";
  await deps.database.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("exports")
      .set({ status: "failed", error: reason })
      .where("id", "=", row.id)
      .execute();
    await trx
      .updateTable("dsrs")
      .set({
        status: "completed",
        completed_at: at,
        updated_at: at,
        download_url: null,
        completion_notes: "The export failed; request a new one",
      })
      .where("id", "=", row.dsr_id)
      .execute();
  });
}

/**
 * Removes an export's file once its link expired (7 days after completion); scheduled for
 * that moment when the export completed. Run early (a clock moved back), it waits.
 */
export async function runExpireJob(
  deps: ExportJobDeps,
  job: LeasedJob<{ exportId: string }>,
): Promise<JobOutcome> {
  const row = await deps.database.db
    .selectFrom("exports")
    .selectAll()
    .where("id", "=", job.payload.exportId)
    .executeTakeFirst();
  if (row?.status !== "completed" || row.expires_at === null) return undefined;
  const now = deps.clock.now();
  if (row.expires_at > now.toISOString()) return { retryAt: new Date(row.expires_at) };
  await rm(exportFile(deps.config.dataDir, row.id, row.format), { force: true });
  await deps.database.db
    .updateTable("exports")
    .set({ status: "expired" })
    .where("id", "=", row.id)
    .execute();
  return undefined;
}
