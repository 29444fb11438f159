/**
 * The data subject request's states and the only moves between them (the spec leaves
 * transitions after creation open; these are ours):
 *
 *   create (any type but erasure)  → pending
 *   create (erasure)               → awaiting_verification   (nothing is erased yet)
 *   export my-data                 → in_progress → completed  (by the export job)
 *   pending      --admin start-->    in_progress
 *   pending      --admin complete--> completed     (e.g. answered at once, or declined)
 *   in_progress  --admin complete--> completed
 *   awaiting_verification --verify approve--> in_progress  (the erasure job then completes it)
 *   awaiting_verification --verify reject-->  completed     (with the reason)
 *
 * completed is final. Anything else answers 409 CONFLICT and changes nothing.
 */
import type { DsrStatus } from "./schema";

export const DSR_TYPES = [
  "access",
  "rectification",
  "erasure",
  "portability",
  "restriction",
  "objection",
] as const;
export type DsrType = (typeof DSR_TYPES)[number];

export const DSR_STATUSES = [
  "pending",
  "in_progress",
  "awaiting_verification",
  "completed",
] as const satisfies readonly DsrStatus[];

/** The state a new request starts in. */
export function initialStatus(type: DsrType): DsrStatus {
  return type === "erasure" ? "awaiting_verification" : "pending";
}

/** Moves an admin may make with PATCH, by the request's current state. */
const ADMIN_MOVES: Record<DsrStatus, readonly DsrStatus[]> = {
  pending: ["in_progress", "completed"],
  in_progress: ["completed"],
  awaiting_verification: [],
  completed: [],
};

/** Whether an admin may move a request from `from` to `to` by PATCH. */
export function canMove(from: DsrStatus, to: DsrStatus): boolean {
  return ADMIN_MOVES[from].includes(to);
}

/** The state a verification decision leads to (only from awaiting_verification). */
export function afterVerification(approve: boolean): DsrStatus {
  return approve ? "in_progress" : "completed";
}

export const DSR_DEADLINE_DAYS = 30;

/** dueDate: 30 days after creation. */
export function dueDateOf(createdAt: Date): string {
  return new Date(createdAt.getTime() + DSR_DEADLINE_DAYS * 86_400_000).toISOString();
}

/** Open past its due date. */
export function isOverdue(status: DsrStatus, dueDate: string, now: Date): boolean {
  return status !== "completed" && dueDate < now.toISOString();
}
