import type { z } from "@hono/zod-openapi";
import type { Deps } from "../../context";
import { BadRequestError, ForbiddenError, notFound } from "../../http/errors";
import type { Principal } from "../../http/principal";
import { deleteQueued, type Executor, enqueue } from "../../jobs/queue";
import { newId } from "../../lib/ids";
import { earlier, expiryInstant, sixMonthsBefore } from "./dates";
import type { BaaAgreementsTable } from "./schema";
import type { BusinessAssociateAgreement, CreateBaaBody, UpdateBaaBody } from "./schemas";

type AgreementView = z.infer<typeof BusinessAssociateAgreement>;

/** What the BAA service uses of the process's Deps. */
export type BaaDeps = Pick<Deps, "database" | "clock">;

/** The job that marks one agreement expired once its expiration date has passed. */
export const EXPIRE_JOB = "baa.expire";

/** The BAA endpoints are the admin's (the spec's role rules): a member is refused. */
function requireAdmin(principal: Principal): void {
  if (principal.role !== "admin") {
    throw new ForbiddenError("Business associate agreements need the admin role");
  }
}

function toView(row: BaaAgreementsTable): AgreementView {
  return {
    id: row.id,
    vendorName: row.vendor_name,
    vendorEmail: row.vendor_email,
    vendorContact: row.vendor_contact,
    status: row.status,
    agreementDate: row.agreement_date,
    effectiveDate: row.effective_date,
    expirationDate: row.expiration_date,
    nextReviewDue: row.next_review_due,
    description: row.description,
    notes: row.notes,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * Plans the agreement's expiry: the queued job of an earlier plan goes, and an active agreement
 * with an expiration date gets one due then, in the transaction of the write that set it.
 */
async function planExpiry(trx: Executor, row: BaaAgreementsTable, now: Date): Promise<void> {
  await deleteQueued(trx, EXPIRE_JOB, row.id);
  if (row.status !== "active" || row.expiration_date === null) return;
  await enqueue(
    trx,
    [
      {
        type: EXPIRE_JOB,
        ref: row.id,
        companyId: row.company_id,
        payload: { agreementId: row.id },
        runAt: new Date(Math.max(now.getTime(), expiryInstant(row.expiration_date).getTime())),
      },
    ],
    now,
  );
}

export async function listAgreements(
  { database }: BaaDeps,
  principal: Principal,
): Promise<{ agreements: AgreementView[] }> {
  requireAdmin(principal);
  const rows = await database.db
    .selectFrom("baa_agreements")
    .selectAll()
    .where("company_id", "=", principal.companyId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return { agreements: rows.map(toView) };
}

export async function createAgreement(
  { database, clock }: BaaDeps,
  principal: Principal,
  body: z.infer<typeof CreateBaaBody>,
): Promise<AgreementView> {
  requireAdmin(principal);
  if (body.expirationDate !== undefined && !earlier(body.effectiveDate, body.expirationDate)) {
    throw new BadRequestError("expirationDate must be after effectiveDate", {
      field: "expirationDate",
      reason: "must be after effectiveDate",
    });
  }
  const now = clock.now();
  const at = now.toISOString();
  const row: BaaAgreementsTable = {
    id: newId("baa"),
    company_id: principal.companyId,
    vendor_name: body.vendorName,
    vendor_email: body.vendorEmail ?? null,
    vendor_contact: body.vendorContact ?? null,
    status: "active",
    agreement_date: body.agreementDate,
    effective_date: body.effectiveDate,
    expiration_date: body.expirationDate ?? null,
    next_review_due: body.expirationDate ? sixMonthsBefore(body.expirationDate) : null,
    description: body.description ?? null,
    notes: null,
    created_by: principal.userId,
    created_at: at,
    updated_at: at,
  };
  await database.db.transaction().execute(async (trx) => {
    await trx.insertInto("baa_agreements").values(row).execute();
    await planExpiry(trx, row, now);
  });
  return toView(row);
}

export async function updateAgreement(
  { database, clock }: BaaDeps,
  principal: Principal,
  id: string,
  body: z.infer<typeof UpdateBaaBody>,
): Promise<AgreementView> {
  requireAdmin(principal);
  const now = clock.now();
  return database.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("baa_agreements")
      .selectAll()
      .where("id", "=", id)
      .where("company_id", "=", principal.companyId)
      .executeTakeFirst();
    if (!row) throw notFound("Business associate agreement", id);
    const changes: Partial<BaaAgreementsTable> = { updated_at: now.toISOString() };
    if (body.status !== undefined) changes.status = body.status;
    if (body.notes !== undefined) changes.notes = body.notes;
    if (body.expirationDate !== undefined) {
      if (body.expirationDate !== null && !earlier(row.effective_date, body.expirationDate)) {
        throw new BadRequestError("expirationDate must be after effectiveDate", {
          field: "expirationDate",
          reason: "must be after effectiveDate",
        });
      }
      changes.expiration_date = body.expirationDate;
      changes.next_review_due = body.expirationDate ? sixMonthsBefore(body.expirationDate) : null;
    }
    if (body.nextReviewDue !== undefined) changes.next_review_due = body.nextReviewDue;
    const updated = { ...row, ...changes };
    await trx.updateTable("baa_agreements").set(changes).where("id", "=", id).execute();
    if (body.status !== undefined || body.expirationDate !== undefined) {
      await planExpiry(trx, updated, now);
    }
    return toView(updated);
  });
}

/**
 * The expiry job: marks the agreement expired when it is still active and its expiration date
 * has passed; an agreement whose date moved meanwhile has a job of its own for the new date.
 */
export function expireJob({ database, clock }: BaaDeps) {
  return async (job: { payload: { agreementId: string } }) => {
    const now = clock.now();
    const row = await database.db
      .selectFrom("baa_agreements")
      .select(["id", "status", "expiration_date"])
      .where("id", "=", job.payload.agreementId)
      .executeTakeFirst();
    if (row?.status !== "active" || row.expiration_date === null) return undefined;
    const due = expiryInstant(row.expiration_date);
    if (due > now) return { retryAt: due };
    await database.db
      .updateTable("baa_agreements")
      .set({ status: "expired", updated_at: now.toISOString() })
      .where("id", "=", row.id)
      .where("status", "=", "active")
      .execute();
    return undefined;
  };
}
