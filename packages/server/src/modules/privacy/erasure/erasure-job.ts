/**
 * The erasure job: an erasure request an admin approved (dsr-service.ts#verifyDsr enqueues it
 * in the same transaction) is carried out in three steps, each safe to run again after a crash:
 *
 * 1. Erase: the subject's traces through the one deletion path, in bounded batches, then their
 *    own rows and every text quoting them; the request's details (which name the subject) are
 *    replaced by a marker and the receipt is written to its completion notes.
 * 2. Scrub: nothing erased may survive in the database files: SQLite zeroes freed pages
 *    (secure_delete) and the WAL is checkpointed and truncated, with the search index merged
 *    first; PostgreSQL's touched tables are vacuumed.
 * 3. Complete: the request is marked completed with the job's end and an audit entry holding
 *    counts only, in one transaction.
 */
import { CompiledQuery, sql } from "kysely";
import type { Deps } from "../../../context";
import { appendAuditEntry, type RunSql } from "../../../db/audit-chain";
import { scrubFreedStorage } from "../../../db/scrub";
import { parseJson } from "../../../db/sql";
import { completeIn, type LeasedJob } from "../../../jobs/queue";
import type { JobOutcome } from "../../../jobs/worker";
import type { DsrsTable } from "../schema";
import { resolveSubject, subjectTraceIds } from "./subject";
import { eraseSubjectRows } from "./subject-rows";
import { addCounts, deleteTraces, type OnDeleted, type RowCounts } from "./trace-deletion";

export const ERASURE_JOB = "privacy.erasure";

export type ErasureDeps = Pick<Deps, "database" | "clock" | "config">;

/** What the completion notes hold: the receipt. */
export interface ErasureReceipt {
  erasure: "completed";
  /** Traces of the subject deleted. */
  traces: number;
  /** Rows deleted (or rewritten, where named so) per table. */
  rows: RowCounts;
  verifiedBy: string | null;
  completedAt: string | null;
}

const ERASED_DETAILS = JSON.stringify({ erased: true });

/**
 * What the completion notes hold while the erasure runs: the rows deleted so far, written in
 * the same transaction as each batch, so a job restarted midway still reports everything.
 */
interface ErasureProgress {
  erasure: "in_progress";
  rows: RowCounts;
}

function isErased(row: DsrsTable): boolean {
  return parseJson<{ erased?: boolean }>(row.request_details, {}).erased === true;
}

function progressOf(row: DsrsTable): RowCounts {
  const notes = parseJson<Partial<ErasureProgress>>(row.completion_notes, {});
  return notes.erasure === "in_progress" ? { ...notes.rows } : {};
}

async function erase(deps: ErasureDeps, row: DsrsTable): Promise<ErasureReceipt> {
  const subject = await resolveSubject(deps, row);
  const traceIds = await subjectTraceIds(deps, row.company_id, subject);
  const rows = progressOf(row);
  const receiptOf = (): ErasureReceipt => ({
    erasure: "completed",
    traces: rows.traces ?? 0,
    rows,
    verifiedBy: row.verified_by,
    completedAt: null,
  });
  const record =
    (done: boolean): OnDeleted =>
    async (trx, counts) => {
      addCounts(rows, counts);
      const notes: ErasureProgress | ErasureReceipt = done
        ? receiptOf()
        : { erasure: "in_progress", rows };
      await trx
        .updateTable("dsrs")
        .set({
          ...(done ? { request_details: ERASED_DETAILS } : {}),
          completion_notes: JSON.stringify(notes),
          updated_at: deps.clock.now().toISOString(),
        })
        .where("id", "=", row.id)
        .execute();
    };
  await deleteTraces(deps, row.company_id, traceIds, undefined, record(false));
  // The subject's own rows, the request's details and the receipt go in one commit.
  await eraseSubjectRows(deps, row.company_id, subject, row.id, record(true));
  return receiptOf();
}

/** SQLite's search index keeps deleted terms in old segments until they are merged. */
async function mergeSearchIndex(deps: ErasureDeps): Promise<void> {
  if (deps.database.dialect !== "sqlite") return;
  await sql`insert into analyses_fts (analyses_fts) values ('optimize')`.execute(deps.database.db);
}

async function complete(
  deps: ErasureDeps,
  job: LeasedJob,
  owner: string,
  row: DsrsTable,
  receipt: ErasureReceipt,
): Promise<JobOutcome> {
  const now = deps.clock.now();
  const at = now.toISOString();
  const done: ErasureReceipt = { ...receipt, completedAt: at };
  await deps.database.db.transaction().execute(async (trx) => {
    if (!(await completeIn(trx, job, owner, now))) return;
    await trx
      .updateTable("dsrs")
      .set({
        status: "completed",
        completed_at: at,
        completion_notes: JSON.stringify(done),
        updated_at: at,
      })
      .where("id", "=", row.id)
      .where("status", "=", "in_progress")
      .execute();
    const runSql: RunSql = async (text, params) =>
      (await trx.executeQuery(CompiledQuery.raw(text, [...params]))).rows;
    // Counts only: the entry keeps no identifier of the person erased.
    await appendAuditEntry(runSql, deps.database.dialect, {
      company_id: row.company_id,
      user_id: row.verified_by ?? "system",
      key_id: null,
      action: "erasure.complete",
      resource_type: "dsr",
      resource_id: row.id,
      severity: "warning",
      outcome: "success",
      ip_address: null,
      user_agent: null,
      details: JSON.stringify({ traces: done.traces, rows: done.rows }),
      request_id: null,
      created_at: at,
    });
  });
  return "completed";
}

/** The `privacy.erasure` job handler. */
export async function runErasureJob(
  deps: ErasureDeps,
  job: LeasedJob<{ dsrId: string }>,
  owner: string,
): Promise<JobOutcome> {
  const row = await deps.database.db
    .selectFrom("dsrs")
    .selectAll()
    .where("id", "=", job.payload.dsrId)
    .executeTakeFirst();
  // Only an approved erasure is ever carried out; anything else ends the job untouched.
  if (row?.type !== "erasure" || row.status !== "in_progress") return undefined;
  const receipt = isErased(row)
    ? parseJson<ErasureReceipt>(row.completion_notes, {
        erasure: "completed",
        traces: 0,
        rows: {},
        verifiedBy: row.verified_by,
        completedAt: null,
      })
    : await erase(deps, row);
  await mergeSearchIndex(deps);
  await scrubFreedStorage(deps.database, ["dsrs", ...Object.keys(receipt.rows).map(tableOf)]);
  return complete(deps, job, owner, row, receipt);
}

/** The table a receipt line is about ("flagged_traces.notes (blanked)" → flagged_traces). */
function tableOf(line: string): string {
  return line.split(/[ .]/)[0] as string;
}
