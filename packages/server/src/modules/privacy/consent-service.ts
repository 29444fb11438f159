import type { z } from "@hono/zod-openapi";
import type { Deps } from "../../context";
import { annotateAudit } from "../../db/audit-scope";
import { toNumber } from "../../db/sql";
import { BadRequestError, NotFoundError } from "../../http/errors";
import type { Principal } from "../../http/principal";
import { newId } from "../../lib/ids";
import type { ConsentsTable } from "./schema";
import type { Consent, ConsentPurpose } from "./schemas";

/** What the consent service uses of the process's Deps. */
export type ConsentDeps = Pick<Deps, "database" | "clock">;

type ConsentView = z.infer<typeof Consent>;

export function toConsentView(row: ConsentsTable): ConsentView {
  return {
    id: row.id,
    purpose: row.purpose as ConsentPurpose,
    granted: toNumber(row.granted) === 1,
    lawfulBasis: row.lawful_basis,
    grantedAt: row.granted_at,
    withdrawnAt: row.withdrawn_at,
    createdAt: row.created_at,
  };
}

/** Every record of the caller, newest first (ties broken by id, which is time-ordered). */
async function historyOf(deps: ConsentDeps, principal: Principal): Promise<ConsentsTable[]> {
  return deps.database.db
    .selectFrom("consents")
    .selectAll()
    .where("company_id", "=", principal.companyId)
    .where("user_id", "=", principal.userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

async function currentOf(
  deps: ConsentDeps,
  principal: Principal,
  purpose: ConsentPurpose,
): Promise<ConsentsTable | undefined> {
  return deps.database.db
    .selectFrom("consents")
    .selectAll()
    .where("company_id", "=", principal.companyId)
    .where("user_id", "=", principal.userId)
    .where("purpose", "=", purpose)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
}

/** The caller's records only: the current one per purpose, and the whole history. */
export async function listConsents(deps: ConsentDeps, principal: Principal) {
  const history = await historyOf(deps, principal);
  const current = new Map<string, ConsentsTable>();
  for (const row of history) if (!current.has(row.purpose)) current.set(row.purpose, row);
  return {
    consents: [...current.values()].map(toConsentView),
    history: history.map(toConsentView),
  };
}

/**
 * Grants a purpose. Granting what is already granted on the same basis changes nothing; a
 * new grant (or a new basis) is a new record, so the history shows every change.
 */
export async function grantConsent(
  deps: ConsentDeps,
  principal: Principal,
  purpose: ConsentPurpose,
  lawfulBasis: string,
) {
  const current = await currentOf(deps, principal, purpose);
  if (current && toNumber(current.granted) === 1 && current.lawful_basis === lawfulBasis) {
    return {
      success: true as const,
      purpose,
      granted: true as const,
      consent: toConsentView(current),
    };
  }
  const at = deps.clock.now().toISOString();
  const row: ConsentsTable = {
    id: newId("cons"),
    company_id: principal.companyId,
    user_id: principal.userId,
    purpose,
    granted: 1,
    lawful_basis: lawfulBasis,
    granted_at: at,
    withdrawn_at: null,
    created_at: at,
  };
  annotateAudit({
    action: "consent.grant",
    resourceType: "consent",
    resourceId: row.id,
    details: { purpose, lawfulBasis },
  });
  await deps.database.db.insertInto("consents").values(row).execute();
  return { success: true as const, purpose, granted: true as const, consent: toConsentView(row) };
}

/**
 * Withdraws a purpose: a new record with granted false (the grant stays in the history).
 * `essential` cannot be withdrawn (400); without an active grant there is nothing to
 * withdraw (404).
 */
export async function withdrawConsent(
  deps: ConsentDeps,
  principal: Principal,
  purpose: ConsentPurpose,
) {
  if (purpose === "essential") {
    throw new BadRequestError(
      "Consent for the essential purpose cannot be withdrawn: the service cannot run without it",
      { field: "purpose", reason: "essential consent cannot be withdrawn" },
    );
  }
  const current = await currentOf(deps, principal, purpose);
  if (!current || toNumber(current.granted) !== 1) {
    throw new NotFoundError(`No active consent for purpose ${purpose}`);
  }
  const at = deps.clock.now().toISOString();
  const row: ConsentsTable = {
    id: newId("cons"),
    company_id: principal.companyId,
    user_id: principal.userId,
    purpose,
    granted: 0,
    lawful_basis: current.lawful_basis,
    granted_at: current.granted_at,
    withdrawn_at: at,
    created_at: at,
  };
  annotateAudit({
    action: "consent.withdraw",
    resourceType: "consent",
    resourceId: row.id,
    details: { purpose },
  });
  await deps.database.db.insertInto("consents").values(row).execute();
  return {
    success: true as const,
    purpose,
    withdrawn: true as const,
    consent: toConsentView(row),
  };
}
