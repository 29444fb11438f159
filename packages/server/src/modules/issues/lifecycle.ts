/**
 * Statuses that follow the work (README "Issues, fixes and shadow tests", states table). The
 * manual moves of states.ts are for people; these are the moves the service makes itself when
 * work happens, in the same transaction as that work:
 *
 *   fix created             issue open → proposed_fix
 *   shadow test created     fix draft | proposed → testing; issue open | proposed_fix → testing
 *   shadow test completed   nothing moves: the fix stays testing until a person applies it
 *   fix applied             issue open | proposed_fix | testing → closed
 *   fix rolled back         fix applied → proposed (states.ts); issue closed → proposed_fix when
 *                           no other fix of the issue is still applied
 *
 * A move only ever goes forward along open → proposed_fix → testing → closed, except the
 * rollback's, which undoes what the apply did. Anything else stays as it is: a closed issue is
 * not reopened by a new fix, a rejected or applied fix is not put back to testing by a test.
 * Each move is named in the request's audit entry (details.automaticMoves). DESIGN.md maps no
 * canonical event to a status change (case.updated and case.resolved belong to the alternative
 * vocabulary), so none is emitted.
 */
import type { Executor } from "../../jobs/queue";
import type { FixStatus, IssueStatus } from "./schema";

/** One move the service made on its own, as the audit entry names it. */
export interface AutomaticMove {
  resourceType: "issue" | "fix";
  resourceId: string;
  from: string;
  to: string;
  because: "fix.created" | "shadow_test.created" | "fix.applied" | "fix.rolled_back";
}

export function issueAfterFixCreated(from: IssueStatus): IssueStatus | null {
  return from === "open" ? "proposed_fix" : null;
}

export function issueAfterShadowTestCreated(from: IssueStatus): IssueStatus | null {
  return from === "open" || from === "proposed_fix" ? "testing" : null;
}

export function fixAfterShadowTestCreated(from: FixStatus): FixStatus | null {
  return from === "draft" || from === "proposed" ? "testing" : null;
}

export function issueAfterFixApplied(from: IssueStatus): IssueStatus | null {
  return from === "closed" ? null : "closed";
}

/** Reopened to proposed_fix (its fix is proposed again) unless another applied fix still closes it. */
export function issueAfterFixRolledBack(
  from: IssueStatus,
  anotherFixApplied: boolean,
): IssueStatus | null {
  return from === "closed" && !anotherFixApplied ? "proposed_fix" : null;
}

/**
 * Moves the issue by `rule` inside `trx`; the update is conditional on the status read, so a
 * concurrent manual move wins and this one is skipped rather than overwriting it.
 */
export async function moveIssue(
  trx: Executor,
  scope: { companyId: string; issueId: string | null; at: string },
  because: AutomaticMove["because"],
  rule: (from: IssueStatus) => IssueStatus | null,
): Promise<AutomaticMove | null> {
  if (scope.issueId === null) return null;
  const row = await trx
    .selectFrom("issues")
    .select("status")
    .where("id", "=", scope.issueId)
    .where("company_id", "=", scope.companyId)
    .executeTakeFirst();
  const to = row ? rule(row.status) : null;
  if (!row || to === null) return null;
  const moved = await trx
    .updateTable("issues")
    .set({ status: to, updated_at: scope.at })
    .where("id", "=", scope.issueId)
    .where("company_id", "=", scope.companyId)
    .where("status", "=", row.status)
    .returning("id")
    .executeTakeFirst();
  if (!moved) return null;
  return { resourceType: "issue", resourceId: scope.issueId, from: row.status, to, because };
}

/** Moves the fix by `rule` inside `trx`, conditional on the status it had, like moveIssue. */
export async function moveFix(
  trx: Executor,
  scope: { companyId: string; fixId: string; at: string },
  because: AutomaticMove["because"],
  rule: (from: FixStatus) => FixStatus | null,
): Promise<AutomaticMove | null> {
  const row = await trx
    .selectFrom("fixes")
    .select("status")
    .where("id", "=", scope.fixId)
    .where("company_id", "=", scope.companyId)
    .executeTakeFirst();
  const to = row ? rule(row.status) : null;
  if (!row || to === null) return null;
  const moved = await trx
    .updateTable("fixes")
    .set({ status: to, updated_at: scope.at })
    .where("id", "=", scope.fixId)
    .where("company_id", "=", scope.companyId)
    .where("status", "=", row.status)
    .returning("id")
    .executeTakeFirst();
  if (!moved) return null;
  return { resourceType: "fix", resourceId: scope.fixId, from: row.status, to, because };
}

/** Whether another fix of the issue than `fixId` is applied now. */
export async function anotherFixApplied(
  trx: Executor,
  companyId: string,
  issueId: string | null,
  fixId: string,
): Promise<boolean> {
  if (issueId === null) return false;
  const other = await trx
    .selectFrom("fixes")
    .select("id")
    .where("company_id", "=", companyId)
    .where("issue_id", "=", issueId)
    .where("status", "=", "applied")
    .where("id", "!=", fixId)
    .executeTakeFirst();
  return other !== undefined;
}

/** The moves that happened, for annotateAudit's details (omitted when none). */
export function movesDetail(
  moves: readonly (AutomaticMove | null)[],
): { automaticMoves: AutomaticMove[] } | Record<string, never> {
  const made = moves.filter((m): m is AutomaticMove => m !== null);
  return made.length > 0 ? { automaticMoves: made } : {};
}
