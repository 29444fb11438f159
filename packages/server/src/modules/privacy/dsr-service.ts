import type { z } from "@hono/zod-openapi";
import type { Transaction } from "kysely";
import type { Deps } from "../../context";
import { annotateAudit } from "../../db/audit-scope";
import type { DB } from "../../db/schema";
import { toNumber } from "../../db/sql";
import { ConflictError, ForbiddenError, notFound } from "../../http/errors";
import type { Principal } from "../../http/principal";
import { enqueue } from "../../jobs/queue";
import { newId } from "../../lib/ids";
import {
  afterVerification,
  canMove,
  type DsrType,
  dueDateOf,
  initialStatus,
  isOverdue,
} from "./dsr-states";
import { ERASURE_JOB } from "./erasure/erasure-job";
import type { DsrStatus, DsrsTable, ExportsTable } from "./schema";
import type { CreateDsrBody, Dsr, UpdateDsrBody, VerifyDsrBody } from "./schemas";

/** What the DSR service uses of the process's Deps. */
export type DsrDeps = Pick<Deps, "database" | "clock">;

type DsrView = z.infer<typeof Dsr>;

function exportView(row: ExportsTable | undefined) {
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    format: row.format,
    traceCount: toNumber(row.trace_count),
    bytes: toNumber(row.bytes),
    expiresAt: row.expires_at,
  };
}

export function toDsrView(row: DsrsTable, now: Date, exported?: ExportsTable): DsrView {
  return {
    id: row.id,
    type: row.type as DsrType,
    status: row.status,
    requesterId: row.requester_id,
    requestDetails: JSON.parse(row.request_details) as Record<string, unknown>,
    createdAt: row.created_at,
    dueDate: row.due_date,
    completedAt: row.completed_at,
    downloadUrl: row.download_url,
    completionNotes: row.completion_notes,
    overdue: isOverdue(row.status, row.due_date, now),
    export: exportView(exported),
  };
}

/** A new request's row, in its initial state. */
export function newDsrRow(
  principal: Principal,
  type: DsrType,
  details: Record<string, unknown>,
  now: Date,
  status: DsrStatus = initialStatus(type),
): DsrsTable {
  const at = now.toISOString();
  return {
    id: newId("dsr"),
    company_id: principal.companyId,
    requester_id: principal.userId,
    type,
    status,
    request_details: JSON.stringify(details),
    created_at: at,
    due_date: dueDateOf(now),
    completed_at: null,
    download_url: null,
    completion_notes: null,
    verified_by: null,
    updated_at: at,
  };
}

/**
 * Creates a request: pending, or awaiting_verification for erasure. Only an admin may name
 * another data subject (an end user of the company's agents) in requestDetails.subject.
 */
export async function createDsr(
  deps: DsrDeps,
  principal: Principal,
  body: z.infer<typeof CreateDsrBody>,
) {
  const details = body.requestDetails ?? {};
  if (details.subject !== undefined && principal.role !== "admin") {
    throw new ForbiddenError("Only an admin may make a request for another data subject", {
      field: "requestDetails.subject",
      requiredRole: "admin",
    });
  }
  const row = newDsrRow(principal, body.requestType, details, deps.clock.now());
  annotateAudit({
    action: "dsr.create",
    resourceType: "dsr",
    resourceId: row.id,
    details: { type: row.type, status: row.status },
  });
  await deps.database.db.insertInto("dsrs").values(row).execute();
  return { id: row.id, type: body.requestType, status: row.status, dueDate: row.due_date };
}

/** An erasure request about the caller: waits for an admin's verification. */
export async function requestErasure(deps: DsrDeps, principal: Principal, reason: string) {
  const row = newDsrRow(principal, "erasure", { reason }, deps.clock.now());
  annotateAudit({
    action: "erasure.request",
    resourceType: "dsr",
    resourceId: row.id,
    severity: "warning",
  });
  await deps.database.db.insertInto("dsrs").values(row).execute();
  return {
    requestId: row.id,
    status: "awaiting_verification" as const,
    message:
      "Erasure requested. An administrator must verify your identity before anything is erased; follow it at GET /api/v1/compliance/dsr/" +
      row.id,
  };
}

async function latestExports(
  deps: DsrDeps,
  dsrIds: readonly string[],
): Promise<Map<string, ExportsTable>> {
  if (dsrIds.length === 0) return new Map();
  const rows = await deps.database.db
    .selectFrom("exports")
    .selectAll()
    .where("dsr_id", "in", dsrIds)
    .orderBy("created_at", "asc")
    .execute();
  return new Map(rows.map((row) => [row.dsr_id, row]));
}

/** The caller's own requests, newest first. */
export async function listDsrs(deps: DsrDeps, principal: Principal) {
  const rows = await deps.database.db
    .selectFrom("dsrs")
    .selectAll()
    .where("company_id", "=", principal.companyId)
    .where("requester_id", "=", principal.userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const exported = await latestExports(
    deps,
    rows.map((r) => r.id),
  );
  const now = deps.clock.now();
  return { requests: rows.map((row) => toDsrView(row, now, exported.get(row.id))) };
}

/** A request of the caller's company: 404 for another company's (or no such) id. */
async function findDsr(
  executor: DsrDeps["database"]["db"] | Transaction<DB>,
  principal: Principal,
  id: string,
): Promise<DsrsTable> {
  const row = await executor
    .selectFrom("dsrs")
    .selectAll()
    .where("id", "=", id)
    .where("company_id", "=", principal.companyId)
    .executeTakeFirst();
  if (!row) throw notFound("Data subject request", id);
  return row;
}

/** Only the requester or an admin sees a request (the spec's role rule). */
function assertRequesterOrAdmin(principal: Principal, row: DsrsTable): void {
  if (principal.role !== "admin" && row.requester_id !== principal.userId) {
    throw new ForbiddenError("Only the requester or an admin may see this request");
  }
}

function assertAdmin(principal: Principal, what: string): void {
  if (principal.role !== "admin") {
    throw new ForbiddenError(`${what} requires the admin role`, { requiredRole: "admin" });
  }
}

export async function getDsr(deps: DsrDeps, principal: Principal, id: string) {
  const row = await findDsr(deps.database.db, principal, id);
  assertRequesterOrAdmin(principal, row);
  const exported = await latestExports(deps, [row.id]);
  return toDsrView(row, deps.clock.now(), exported.get(row.id));
}

/**
 * An admin moves a request on (pending → in_progress → completed; dsr-states.ts). The state
 * is read and written in one transaction, and the write is conditional on the state read,
 * so two admins cannot both move it.
 */
export async function updateDsr(
  deps: DsrDeps,
  principal: Principal,
  id: string,
  body: z.infer<typeof UpdateDsrBody>,
) {
  assertAdmin(principal, "Changing a data subject request");
  const now = deps.clock.now();
  await deps.database.db.transaction().execute(async (trx) => {
    const row = await findDsr(trx, principal, id);
    if (!canMove(row.status, body.status)) {
      throw new ConflictError(
        row.status === "awaiting_verification"
          ? "An erasure request awaiting verification moves only through POST /api/v1/compliance/dsr/{id}/verify"
          : `A request in state ${row.status} cannot move to ${body.status}`,
        { status: row.status, requested: body.status },
      );
    }
    annotateAudit({
      action: "dsr.update",
      resourceType: "dsr",
      resourceId: id,
      details: { from: row.status, to: body.status },
    });
    await moveDsr(trx, row, body.status, now, body.completionNotes ?? null);
  });
  return getDsr(deps, principal, id);
}

async function moveDsr(
  trx: Transaction<DB>,
  row: DsrsTable,
  status: DsrStatus,
  now: Date,
  notes: string | null,
  verifiedBy?: string,
): Promise<void> {
  const at = now.toISOString();
  const moved = await trx
    .updateTable("dsrs")
    .set({
      status,
      updated_at: at,
      ...(status === "completed" ? { completed_at: at } : {}),
      ...(notes !== null ? { completion_notes: notes } : {}),
      ...(verifiedBy !== undefined ? { verified_by: verifiedBy } : {}),
    })
    .where("id", "=", row.id)
    .where("status", "=", row.status)
    .returning("id")
    .executeTakeFirst();
  // `returning`, not the row count: PGlite reports no counts.
  if (moved === undefined) {
    throw new ConflictError("The request changed meanwhile; read it again", { id: row.id });
  }
}

/**
 * An admin's decision on an erasure request awaiting verification. Rejected, it is completed
 * with the reason. Approved, it moves to in_progress and the erasure job (erasure/erasure-job.ts)
 * is enqueued in the same transaction; the job completes it with a receipt. Before this,
 * nothing is erased.
 */
export async function verifyDsr(
  deps: DsrDeps,
  principal: Principal,
  id: string,
  body: z.infer<typeof VerifyDsrBody>,
) {
  assertAdmin(principal, "Verifying an erasure request");
  const now = deps.clock.now();
  await deps.database.db.transaction().execute(async (trx) => {
    const row = await findDsr(trx, principal, id);
    if (row.type !== "erasure" || row.status !== "awaiting_verification") {
      throw new ConflictError(
        `Only an erasure request awaiting verification can be verified; this one is a ${row.type} request in state ${row.status}`,
        { type: row.type, status: row.status },
      );
    }
    const status = afterVerification(body.approve);
    const notes = body.approve
      ? `Identity verified by ${principal.userId}${body.notes ? `: ${body.notes}` : ""}. Erasure is queued; the receipt replaces this note when it completes.`
      : `Rejected by ${principal.userId}${body.notes ? `: ${body.notes}` : ""}`;
    annotateAudit({
      action: body.approve ? "erasure.verify" : "erasure.reject",
      resourceType: "dsr",
      resourceId: id,
      severity: "warning",
    });
    await moveDsr(trx, row, status, now, notes, principal.userId);
    if (body.approve) {
      await enqueue(
        trx,
        [{ type: ERASURE_JOB, payload: { dsrId: id }, companyId: row.company_id, ref: id }],
        now,
      );
    }
  });
  return getDsr(deps, principal, id);
}

/**
 * Open requests of a company past their due date: what the compliance check and the SLA
 * report count (a narrow door for those areas).
 */
export async function overdueDsrs(
  deps: Pick<Deps, "database">,
  companyId: string,
  now: Date,
): Promise<{ id: string; type: string; status: DsrStatus; dueDate: string }[]> {
  const rows = await deps.database.db
    .selectFrom("dsrs")
    .select(["id", "type", "status", "due_date"])
    .where("company_id", "=", companyId)
    .where("status", "!=", "completed")
    .where("due_date", "<", now.toISOString())
    .orderBy("due_date")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    status: row.status,
    dueDate: row.due_date,
  }));
}
