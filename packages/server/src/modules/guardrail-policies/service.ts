import type { z } from "@hono/zod-openapi";
import { type GuardrailPolicy as CorePolicy, validatePolicy } from "@vigil/guardrails-core";
import type { Deps } from "../../context";
import type { Database } from "../../db/database";
import { parseJson } from "../../db/sql";
import { ConflictError, notFound } from "../../http/errors";
import type { Principal } from "../../http/principal";
import { newId } from "../../lib/ids";
import { libraryCall } from "../guardrails/errors";
import type { GuardrailPoliciesTable } from "./schema";
import type { CreatePolicyBody, GuardrailPolicy, UpdatePolicyBody } from "./schemas";

type PolicyView = z.infer<typeof GuardrailPolicy>;
type Options = PolicyView["options"];
type Scanners = PolicyView["scanners"];

/** What the guardrail-policies service uses of the process's Deps. */
export type GuardrailPoliciesDeps = Pick<Deps, "database" | "clock">;

const DEFAULT_OPTIONS: Options = { timeout: 5000, failOpen: false, shortCircuit: false };

function toView(row: GuardrailPoliciesTable): PolicyView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    scanners: parseJson<Scanners>(row.scanners, []),
    options: { ...DEFAULT_OPTIONS, ...parseJson<Partial<Options>>(row.options, {}) },
    isDefault: row.is_default === 1,
    active: row.active === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The policy as guardrails-core scans with it. */
export function toCorePolicy(policy: PolicyView): CorePolicy {
  return {
    name: policy.name,
    description: policy.description,
    scanners: policy.scanners,
    options: policy.options,
  };
}

function activePolicies(database: Database, companyId: string) {
  return database.db
    .selectFrom("guardrail_policies")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("active", "=", 1);
}

/** The active policy, or 404 NOT_FOUND when missing, deactivated or another company's. */
export async function findActivePolicy(
  database: Database,
  principal: Principal,
  id: string,
): Promise<PolicyView> {
  const row = await activePolicies(database, principal.companyId)
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw notFound("Guardrail policy", id);
  return toView(row);
}

/** The company's default active policy, if it has one. */
export async function findDefaultPolicy(
  database: Database,
  principal: Principal,
): Promise<PolicyView | undefined> {
  const row = await activePolicies(database, principal.companyId)
    .where("is_default", "=", 1)
    .executeTakeFirst();
  return row ? toView(row) : undefined;
}

async function assertNameFree(
  database: Database,
  principal: Principal,
  name: string,
  exceptId?: string,
): Promise<void> {
  let query = activePolicies(database, principal.companyId).where("name", "=", name);
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  if (await query.select("id").executeTakeFirst()) {
    throw new ConflictError(`An active guardrail policy named "${name}" already exists`, {
      field: "name",
    });
  }
}

function check(scanners: Scanners, options: Options): void {
  libraryCall(() => validatePolicy({ scanners, options }));
}

export async function listPolicies(
  { database }: GuardrailPoliciesDeps,
  principal: Principal,
): Promise<PolicyView[]> {
  const rows = await activePolicies(database, principal.companyId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toView);
}

export async function createPolicy(
  { database, clock }: GuardrailPoliciesDeps,
  principal: Principal,
  body: z.infer<typeof CreatePolicyBody>,
): Promise<PolicyView> {
  const options = { ...DEFAULT_OPTIONS, ...body.options };
  check(body.scanners, options);
  await assertNameFree(database, principal, body.name);
  const now = clock.now().toISOString();
  const row: GuardrailPoliciesTable = {
    id: newId("gp"),
    company_id: principal.companyId,
    name: body.name,
    description: body.description,
    scanners: JSON.stringify(body.scanners),
    options: JSON.stringify(options),
    is_default: body.isDefault ? 1 : 0,
    active: 1,
    created_at: now,
    updated_at: now,
  };
  await database.db.transaction().execute(async (trx) => {
    if (body.isDefault) {
      await trx
        .updateTable("guardrail_policies")
        .set({ is_default: 0, updated_at: now })
        .where("company_id", "=", principal.companyId)
        .where("is_default", "=", 1)
        .execute();
    }
    await trx.insertInto("guardrail_policies").values(row).execute();
  });
  return toView(row);
}

export async function updatePolicy(
  { database, clock }: GuardrailPoliciesDeps,
  principal: Principal,
  id: string,
  body: z.infer<typeof UpdatePolicyBody>,
): Promise<PolicyView> {
  const current = await findActivePolicy(database, principal, id);
  const next: PolicyView = {
    ...current,
    name: body.name ?? current.name,
    description: body.description ?? current.description,
    scanners: body.scanners ?? current.scanners,
    options: { ...current.options, ...body.options },
    isDefault: body.isDefault ?? current.isDefault,
    updatedAt: clock.now().toISOString(),
  };
  check(next.scanners, next.options);
  if (next.name !== current.name) await assertNameFree(database, principal, next.name, id);
  await database.db.transaction().execute(async (trx) => {
    if (next.isDefault && !current.isDefault) {
      await trx
        .updateTable("guardrail_policies")
        .set({ is_default: 0, updated_at: next.updatedAt })
        .where("company_id", "=", principal.companyId)
        .where("is_default", "=", 1)
        .execute();
    }
    await trx
      .updateTable("guardrail_policies")
      .set({
        name: next.name,
        description: next.description,
        scanners: JSON.stringify(next.scanners),
        options: JSON.stringify(next.options),
        is_default: next.isDefault ? 1 : 0,
        updated_at: next.updatedAt,
      })
      .where("id", "=", id)
      .where("company_id", "=", principal.companyId)
      .execute();
  });
  return next;
}

/** Soft delete: the policy is deactivated (and stops being the default); its row is kept. */
export async function deactivatePolicy(
  { database, clock }: GuardrailPoliciesDeps,
  principal: Principal,
  id: string,
): Promise<void> {
  await findActivePolicy(database, principal, id);
  await database.db
    .updateTable("guardrail_policies")
    .set({ active: 0, is_default: 0, updated_at: clock.now().toISOString() })
    .where("id", "=", id)
    .where("company_id", "=", principal.companyId)
    .execute();
}
