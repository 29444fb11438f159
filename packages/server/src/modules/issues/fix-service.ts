/** Fixes: create, read, change status; apply and rollback live in fix-apply.ts. */
import type { z } from "@hono/zod-openapi";
import type { Deps } from "../../context";
import { annotateAudit } from "../../db/audit-scope";
import { toNumber } from "../../db/sql";
import { emit } from "../../events/bus";
import { ConflictError, ValidationError } from "../../http/errors";
import { offsetOf } from "../../http/paging";
import type { Principal } from "../../http/principal";
import { newId } from "../../lib/ids";
import { parseChanges } from "./fix-changes";
import {
  type FixDetailView,
  type FixView,
  findFix,
  toFixDetail,
  toFixView,
  visibleFixes,
} from "./fix-store";
import { nextVersion, readTarget, requireTarget, targetOf } from "./fix-targets";
import { findIssue } from "./issue-store";
import { issueAfterFixCreated, moveIssue, movesDetail } from "./lifecycle";
import type { FixesTable } from "./schema";
import type { CreateFixBody, ListFixesQuery, UpdateFixBody } from "./schemas";
import { canPatchFix, fixMovesFrom } from "./states";

/** What the fixes service uses of the process's Deps. */
export type FixesDeps = Pick<Deps, "database" | "clock">;

export async function listFixes(
  { database }: FixesDeps,
  principal: Principal,
  query: z.infer<typeof ListFixesQuery>,
): Promise<{ items: FixView[]; total: number }> {
  let base = visibleFixes(database, principal);
  if (query.issueId !== undefined) base = base.where("fixes.issue_id", "=", query.issueId);
  if (query.status !== undefined) base = base.where("fixes.status", "=", query.status);
  if (query.type !== undefined) base = base.where("fixes.type", "=", query.type);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy("fixes.created_at", "desc")
      .orderBy("fixes.id", "desc")
      .limit(query.limit)
      .offset(offsetOf(query))
      .execute(),
    base.select((eb) => eb.fn.countAll().as("total")).executeTakeFirst(),
  ]);
  return { items: rows.map(toFixView), total: toNumber(count?.total) };
}

export async function getFix(
  { database }: FixesDeps,
  principal: Principal,
  id: string,
): Promise<FixDetailView> {
  return toFixDetail(database, await findFix(database, principal, id));
}

function issueIdOf(body: z.infer<typeof CreateFixBody>): string {
  if (body.issueId !== undefined && body.caseId !== undefined && body.issueId !== body.caseId) {
    throw new ValidationError("Invalid body: give issueId or caseId, not both", {
      field: "caseId",
      reason: "conflicts with issueId",
    });
  }
  const id = body.issueId ?? body.caseId;
  if (id === undefined) {
    throw new ValidationError("Invalid body: issueId: required", {
      field: "issueId",
      reason: "required",
    });
  }
  return id;
}

/**
 * Creates a fix (status draft) for an issue, authored by the caller; an open issue moves to
 * proposed_fix with it (lifecycle.ts). Its changes are checked
 * against the type's shape and, where the target exists, against it: a promptDiff that does
 * not apply to the agent's current system prompt is refused now, not at apply.
 */
export async function createFix(
  { database, clock }: FixesDeps,
  principal: Principal,
  body: z.infer<typeof CreateFixBody>,
): Promise<FixDetailView> {
  const issue = await findIssue(database, principal, issueIdOf(body));
  const fix = parseChanges(body.type, body.changes);
  const target = targetOf({ agentId: issue.agent_id, ...fix });
  const current =
    target.kind === "agent_config"
      ? await readTarget(database.db, principal.companyId, target)
      : await requireTarget(database.db, principal.companyId, target);
  // Without a config record yet, a prompt diff is checked against the empty prompt.
  nextVersion(
    fix,
    current ?? { systemPrompt: "", model: "", temperature: null, maxTokens: null, tools: [] },
  );
  const now = clock.now();
  const at = now.toISOString();
  const row: FixesTable = {
    id: newId("fix"),
    company_id: principal.companyId,
    issue_id: issue.id,
    agent_id: issue.agent_id,
    type: body.type,
    status: "draft",
    description: body.description,
    changes: JSON.stringify(fix.changes),
    author: principal.userId,
    applied_at: null,
    created_at: at,
    updated_at: at,
  };
  annotateAudit({
    action: "fix.create",
    resourceType: "fix",
    resourceId: row.id,
    details: { issueId: issue.id, type: row.type },
  });
  await database.db.transaction().execute(async (trx) => {
    await trx.insertInto("fixes").values(row).execute();
    const moved = await moveIssue(
      trx,
      { companyId: row.company_id, issueId: issue.id, at },
      "fix.created",
      issueAfterFixCreated,
    );
    annotateAudit({ details: movesDetail([moved]) });
    await emit(
      trx,
      {
        event: "fix.created",
        data: {
          companyId: row.company_id,
          agentId: row.agent_id,
          severity: issue.severity,
          fixId: row.id,
          issueId: issue.id,
          caseId: issue.id,
          type: row.type,
        },
      },
      now,
    );
  });
  return toFixDetail(database, row);
}

/** Changes description and status; applied is reached and left only by apply and rollback. */
export async function updateFix(
  { database, clock }: FixesDeps,
  principal: Principal,
  id: string,
  body: z.infer<typeof UpdateFixBody>,
): Promise<FixDetailView> {
  const row = await findFix(database, principal, id);
  if (body.status !== undefined && !canPatchFix(row.status, body.status)) {
    const hint =
      body.status === "applied"
        ? "; apply it with POST /api/fixes/{id}/apply"
        : row.status === "applied"
          ? "; roll it back with POST /api/fixes/{id}/rollback"
          : "";
    throw new ConflictError(`Fix ${id} cannot move from ${row.status} to ${body.status}${hint}`, {
      status: row.status,
      allowed: fixMovesFrom(row.status),
    });
  }
  const changes: Partial<FixesTable> = { updated_at: clock.now().toISOString() };
  if (body.status !== undefined) changes.status = body.status;
  if (body.description !== undefined) changes.description = body.description;
  annotateAudit({
    action: "fix.update",
    resourceType: "fix",
    resourceId: id,
    details: { fields: Object.keys(body) },
  });
  const updated = await database.db
    .updateTable("fixes")
    .set(changes)
    .where("id", "=", id)
    .where("company_id", "=", principal.companyId)
    .where("status", "=", row.status)
    .returning("id")
    .executeTakeFirst();
  if (!updated) {
    throw new ConflictError(`Fix ${id} changed meanwhile; read it again`);
  }
  return toFixDetail(database, { ...row, ...changes });
}
