import { createReadStream } from "node:fs";
import { access } from "node:fs/promises";
import { Readable } from "node:stream";
import type { z } from "@hono/zod-openapi";
import type { Deps } from "../../context";
import type { NewAuditEntry } from "../../db/audit-chain";
import { recordAuditEvent } from "../../db/audit-events";
import { annotateAudit } from "../../db/audit-scope";
import { ConflictError, ForbiddenError, NotFoundError, RateLimitedError } from "../../http/errors";
import type { Principal } from "../../http/principal";
import { enqueue } from "../../jobs/queue";
import { newId } from "../../lib/ids";
import { newDsrRow } from "./dsr-service";
import { exportFile } from "./export-files";
import { EXPORT_JOB, type ExportOptions } from "./export-job";
import type { ExportsTable } from "./schema";
import type { ExportMyDataBody } from "./schemas";

export type ExportDeps = Pick<Deps, "database" | "clock" | "config" | "jobs">;

/** The spec's limit: 10 my-data exports per hour per user. */
export const EXPORTS_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

async function assertUnderRate(deps: ExportDeps, principal: Principal, now: Date) {
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  const recent = await deps.database.db
    .selectFrom("exports")
    .select("created_at")
    .where("company_id", "=", principal.companyId)
    .where("user_id", "=", principal.userId)
    .where("created_at", ">", since)
    .orderBy("created_at")
    .execute();
  if (recent.length >= EXPORTS_PER_HOUR) {
    const oldest = new Date(recent[0]?.created_at ?? now.toISOString()).getTime();
    const retryAfter = Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000));
    throw new RateLimitedError(
      retryAfter,
      `At most ${EXPORTS_PER_HOUR} data exports per hour; retry in ${retryAfter} s`,
    );
  }
}

/**
 * Requests an export of the caller's data: a portability DSR (in_progress) and an export
 * row, with the job that writes the file enqueued in the same transaction.
 */
export async function requestExport(
  deps: ExportDeps,
  principal: Principal,
  body: z.infer<typeof ExportMyDataBody>,
) {
  const now = deps.clock.now();
  await assertUnderRate(deps, principal, now);
  const options: ExportOptions = {
    includeTraces: body.includeTraces,
    includeConsents: body.includeConsents,
    redactPII: body.redactPII,
    traceLimit: body.traceLimit,
  };
  const exportId = newId("exp");
  const downloadUrl = `/api/v1/compliance/export/download/${exportId}`;
  const dsr = newDsrRow(
    principal,
    "portability",
    { export: exportId, format: body.format, ...options },
    now,
    "in_progress",
  );
  dsr.download_url = downloadUrl;
  const row: ExportsTable = {
    id: exportId,
    company_id: principal.companyId,
    user_id: principal.userId,
    dsr_id: dsr.id,
    format: body.format,
    options: JSON.stringify(options),
    status: "queued",
    trace_count: 0,
    bytes: 0,
    error: null,
    created_at: now.toISOString(),
    completed_at: null,
    expires_at: null,
  };
  annotateAudit({
    action: "export.request",
    resourceType: "export",
    resourceId: exportId,
    severity: "warning",
    details: { dsrId: dsr.id, format: body.format, ...options },
  });
  await deps.database.db.transaction().execute(async (trx) => {
    await trx.insertInto("dsrs").values(dsr).execute();
    await trx.insertInto("exports").values(row).execute();
    await enqueue(
      trx,
      [{ type: EXPORT_JOB, payload: { exportId }, companyId: principal.companyId, ref: dsr.id }],
      now,
    );
  });
  deps.jobs.wake();
  return {
    requestId: dsr.id,
    exportId,
    status: dsr.status,
    downloadUrl,
    message: `Your export is being prepared. Follow GET /api/v1/compliance/dsr/${dsr.id}; the download link works once it is completed, for 7 days.`,
  };
}

export interface Download {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  filename: string;
}

/**
 * Opens an export's file for its requester or an admin. Another company's (or no such) id and
 * an expired link answer 404; an export still being written, 409 with Retry-After.
 */
export async function openDownload(
  deps: ExportDeps,
  principal: Principal,
  id: string,
  request: Pick<NewAuditEntry, "ip_address" | "user_agent" | "request_id">,
): Promise<Download> {
  const row = await deps.database.db
    .selectFrom("exports")
    .selectAll()
    .where("id", "=", id)
    .where("company_id", "=", principal.companyId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(`Export ${id} not found`);
  if (principal.role !== "admin" && row.user_id !== principal.userId) {
    throw new ForbiddenError("Only the requester or an admin may download this export");
  }
  const now = deps.clock.now();
  const expired =
    row.status === "expired" || (row.expires_at !== null && row.expires_at <= now.toISOString());
  if (expired) throw new NotFoundError(`Export ${id} has expired; request a new one`);
  if (row.status === "failed") throw new NotFoundError(`Export ${id} failed; request a new one`);
  if (row.status !== "completed") {
    throw new ConflictError(
      `Export ${id} is still being prepared; retry shortly`,
      { status: row.status },
      { "Retry-After": "2" },
    );
  }
  const file = exportFile(deps.config.dataDir, row.id, row.format);
  try {
    await access(file);
  } catch {
    throw new NotFoundError(`Export ${id} is no longer available; request a new one`);
  }
  await recordAuditEvent(deps.database, {
    company_id: principal.companyId,
    user_id: principal.userId,
    key_id: principal.keyId,
    action: "export.download",
    resource_type: "export",
    resource_id: row.id,
    severity: "warning",
    outcome: "success",
    details: JSON.stringify({ dsrId: row.dsr_id, format: row.format }),
    created_at: now.toISOString(),
    ...request,
  });
  return {
    body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
    contentType: row.format === "csv" ? "text/csv; charset=utf-8" : "application/json",
    filename: `vigil-my-data-${row.id}.${row.format}`,
  };
}
