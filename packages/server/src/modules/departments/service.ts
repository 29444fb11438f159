import type { z } from "@hono/zod-openapi";
import type { Deps } from "../../context";
import type { Database } from "../../db/database";
import { selectPage } from "../../db/page";
import { toNumber } from "../../db/sql";
import { ConflictError, notFound } from "../../http/errors";
import { offsetOf } from "../../http/paging";
import type { Principal } from "../../http/principal";
import { newId } from "../../lib/ids";
import type { DepartmentsTable } from "./schema";
import type {
  CreateDepartmentBody,
  Department,
  ListDepartmentsQuery,
  UpdateDepartmentBody,
} from "./schemas";

type DepartmentView = z.infer<typeof Department>;

/** What the departments service uses of the process's Deps. */
export type DepartmentsDeps = Pick<Deps, "database" | "clock">;

const SORT_COLUMNS = { createdAt: "created_at", name: "name" } as const;

function toView(row: DepartmentsTable, agentCount: number): DepartmentView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    agentCount,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

async function agentCounts(database: Database, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await database.db
    .selectFrom("agents")
    .select((eb) => ["department_id", eb.fn.countAll().as("total")])
    .where("department_id", "in", ids)
    .groupBy("department_id")
    .execute();
  return new Map(rows.map((r) => [r.department_id ?? "", toNumber(r.total)]));
}

async function findDepartment(
  database: Database,
  principal: Principal,
  id: string,
): Promise<DepartmentsTable> {
  const row = await database.db
    .selectFrom("departments")
    .selectAll()
    .where("id", "=", id)
    .where("company_id", "=", principal.companyId)
    .executeTakeFirst();
  if (!row) throw notFound("Department", id);
  return row;
}

async function assertNameFree(
  database: Database,
  principal: Principal,
  name: string,
  exceptId?: string,
) {
  let query = database.db
    .selectFrom("departments")
    .select("id")
    .where("company_id", "=", principal.companyId)
    .where("name", "=", name);
  if (exceptId) query = query.where("id", "!=", exceptId);
  const clash = await query.executeTakeFirst();
  if (clash)
    throw new ConflictError(`A department named "${name}" already exists`, {
      existingId: clash.id,
    });
}

export async function listDepartments(
  { database }: DepartmentsDeps,
  principal: Principal,
  query: z.infer<typeof ListDepartmentsQuery>,
): Promise<{ items: DepartmentView[]; total: number }> {
  const base = database.db.selectFrom("departments").where("company_id", "=", principal.companyId);
  const { rows, total } = await selectPage(base, {
    sortColumn: SORT_COLUMNS[query.sortBy],
    sortOrder: query.sortOrder,
    limit: query.limit,
    offset: offsetOf(query),
  });
  const counts = await agentCounts(
    database,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => toView(r, counts.get(r.id) ?? 0)),
    total,
  };
}

export async function getDepartment(
  { database }: DepartmentsDeps,
  principal: Principal,
  id: string,
): Promise<DepartmentView> {
  const row = await findDepartment(database, principal, id);
  return toView(row, (await agentCounts(database, [id])).get(id) ?? 0);
}

export async function createDepartment(
  { database, clock }: DepartmentsDeps,
  principal: Principal,
  body: z.infer<typeof CreateDepartmentBody>,
): Promise<DepartmentView> {
  await assertNameFree(database, principal, body.name);
  const now = clock.now().toISOString();
  const row: DepartmentsTable = {
    id: newId("dept"),
    company_id: principal.companyId,
    name: body.name,
    description: body.description,
    created_at: now,
    updated_at: now,
  };
  await database.db.insertInto("departments").values(row).execute();
  return toView(row, 0);
}

export async function updateDepartment(
  { database, clock }: DepartmentsDeps,
  principal: Principal,
  id: string,
  body: z.infer<typeof UpdateDepartmentBody>,
): Promise<DepartmentView> {
  const row = await findDepartment(database, principal, id);
  if (body.name !== undefined) await assertNameFree(database, principal, body.name, id);
  const changes: Partial<DepartmentsTable> = { updated_at: clock.now().toISOString() };
  if (body.name !== undefined) changes.name = body.name;
  if (body.description !== undefined) changes.description = body.description;
  await database.db.updateTable("departments").set(changes).where("id", "=", id).execute();
  return toView({ ...row, ...changes }, (await agentCounts(database, [id])).get(id) ?? 0);
}

/** Deletes the department; its agents stay, with departmentId null. */
export async function deleteDepartment(
  { database }: DepartmentsDeps,
  principal: Principal,
  id: string,
): Promise<void> {
  await findDepartment(database, principal, id);
  await database.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("agents")
      .set({ department_id: null })
      .where("department_id", "=", id)
      .execute();
    await trx.deleteFrom("departments").where("id", "=", id).execute();
  });
}
