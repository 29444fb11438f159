/**
 * The states of issues, fixes and shadow tests, and the only moves between them. The spec
 * shows creation (issue open, fix draft, shadow test pending) and "PATCH sets the supplied
 * status"; it leaves the moves between states open. These are ours:
 *
 * Issue (PATCH status)
 *   open         → proposed_fix | testing | closed
 *   proposed_fix → open | testing | closed
 *   testing      → open | proposed_fix | closed
 *   closed       → open                       (reopen; nothing else leaves closed)
 *
 * Fix
 *   draft    → proposed | rejected                       (PATCH)
 *   proposed → draft | testing | rejected               (PATCH)
 *   testing  → proposed | rejected                      (PATCH)
 *   rejected → draft                                    (PATCH: reworked)
 *   draft | proposed | testing → applied                (POST /api/fixes/:id/apply only:
 *                                                        PATCH cannot claim a change was written)
 *   applied  → proposed                                 (POST /api/fixes/:id/rollback only)
 *
 * Shadow test (PATCH status, by a runner or a caller)
 *   pending → running | failed
 *   running → completed | failed
 *   completed and failed are final.
 *
 * The moves the service makes itself when work happens (a fix created, a shadow test created,
 * apply, rollback) are in lifecycle.ts. Setting the status a resource already has is a no-op,
 * not a move (except on a final shadow test, which takes no PATCH at all). Any other move
 * answers 409 CONFLICT and changes nothing.
 */
import type { FixStatus, IssueStatus, ShadowTestStatus } from "./schema";

export const ISSUE_STATUSES = [
  "open",
  "proposed_fix",
  "testing",
  "closed",
] as const satisfies readonly IssueStatus[];
export const ISSUE_SEVERITIES = ["low", "medium", "high", "critical"] as const;
export const FIX_TYPES = [
  "prompt_update",
  "config_change",
  "retrieval_update",
  "guardrail",
] as const;
export const FIX_STATUSES = [
  "draft",
  "proposed",
  "testing",
  "applied",
  "rejected",
] as const satisfies readonly FixStatus[];
export const SHADOW_TEST_STATUSES = [
  "pending",
  "running",
  "completed",
  "failed",
] as const satisfies readonly ShadowTestStatus[];

/** Severity by rank, not alphabet: what sortBy=severity orders by. */
export const SEVERITY_RANK: Record<(typeof ISSUE_SEVERITIES)[number], number> = {
  low: 0,
  medium: 1,
  high: 2,
  critical: 3,
};

const ISSUE_MOVES: Record<IssueStatus, readonly IssueStatus[]> = {
  open: ["proposed_fix", "testing", "closed"],
  proposed_fix: ["open", "testing", "closed"],
  testing: ["open", "proposed_fix", "closed"],
  closed: ["open"],
};

/** Moves PATCH may make; applied is reached by apply, and left by rollback, only. */
const FIX_PATCH_MOVES: Record<FixStatus, readonly FixStatus[]> = {
  draft: ["proposed", "rejected"],
  proposed: ["draft", "testing", "rejected"],
  testing: ["proposed", "rejected"],
  rejected: ["draft"],
  applied: [],
};

const SHADOW_TEST_MOVES: Record<ShadowTestStatus, readonly ShadowTestStatus[]> = {
  pending: ["running", "failed"],
  running: ["completed", "failed"],
  completed: [],
  failed: [],
};

export function canMoveIssue(from: IssueStatus, to: IssueStatus): boolean {
  return from === to || ISSUE_MOVES[from].includes(to);
}

export function canPatchFix(from: FixStatus, to: FixStatus): boolean {
  return from === to || FIX_PATCH_MOVES[from].includes(to);
}

/** Whether POST /apply may write the fix: not once applied, not once rejected. */
export function canApplyFix(from: FixStatus): boolean {
  return from === "draft" || from === "proposed" || from === "testing";
}

/** Where a rolled-back fix goes: proposed again, to be re-applied or rejected. */
export const AFTER_ROLLBACK: FixStatus = "proposed";

/** A final test (completed, failed) takes no PATCH at all, not even of its results. */
export function canMoveShadowTest(from: ShadowTestStatus, to: ShadowTestStatus): boolean {
  const moves = SHADOW_TEST_MOVES[from];
  return (from === to && moves.length > 0) || moves.includes(to);
}

/** A shadow test that may still write: it blocks deleting its issue. */
export const ACTIVE_SHADOW_TEST_STATUSES = [
  "pending",
  "running",
] as const satisfies readonly ShadowTestStatus[];

/** The legal next statuses, for a 409's details. */
export function issueMovesFrom(from: IssueStatus): readonly IssueStatus[] {
  return ISSUE_MOVES[from];
}
export function fixMovesFrom(from: FixStatus): readonly FixStatus[] {
  return FIX_PATCH_MOVES[from];
}
export function shadowTestMovesFrom(from: ShadowTestStatus): readonly ShadowTestStatus[] {
  return SHADOW_TEST_MOVES[from];
}
