/**
 * An item's life: assign, skip (optionally reassigning), submit.
 *
 *   pending ──assign──▶ in_progress ──submit──▶ completed
 *      │                 │    ▲  │
 *      │                 │    └──┘ assign (reassign) / skip with reassignTo
 *      └──skip──▶ skipped ◀──skip (no reassignTo)
 *   skipped ──assign──▶ in_progress
 *
 * Anything else answers 409 CONFLICT with the item's status in details; a completed item
 * never changes again. Submit is for the assignee or an admin; so are skip and reassigning
 * an item in progress (any writer may assign a pending or skipped item).
 */
import type { z } from "@hono/zod-openapi";
import type { Transaction } from "kysely";
import type { DB } from "../../db/schema";
import { ConflictError, ForbiddenError } from "../../http/errors";
import type { Principal } from "../../http/principal";
import type { HumanReviewItemsTable, ReviewStatus } from "./schema";
import type { AssignBody, Assignment, Skip, SkipBody, Submission, SubmitBody } from "./schemas";
import { assertReviewer, findItem, type HumanReviewDeps } from "./service";
import { eventRow, rankOf } from "./store";

function wrongState(item: HumanReviewItemsTable, action: string): ConflictError {
  return new ConflictError(`Review ${item.id} is ${item.status}: it cannot be ${action}`, {
    reviewId: item.id,
    status: item.status,
  });
}

/** Only the assignee or an admin acts on an assigned item. */
function assertActor(principal: Principal, item: HumanReviewItemsTable, action: string): void {
  if (principal.role === "admin") return;
  if (item.assigned_to !== null && item.assigned_to !== principal.userId) {
    throw new ForbiddenError(`Only the assignee (${item.assigned_to}) or an admin may ${action}`);
  }
}

/**
 * Updates the item only if it is still in `from` (a concurrent change loses with 409), and
 * records the step in its history, in one transaction.
 */
async function transition(
  deps: HumanReviewDeps,
  item: HumanReviewItemsTable,
  from: readonly ReviewStatus[],
  action: string,
  changes: Partial<HumanReviewItemsTable>,
  history: (trx: Transaction<DB>) => Promise<void>,
): Promise<void> {
  await deps.database.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("human_review_items")
      .set(changes)
      .where("id", "=", item.id)
      .where("status", "in", from)
      .returning("id")
      .executeTakeFirst();
    if (result === undefined) {
      const now = await trx
        .selectFrom("human_review_items")
        .selectAll()
        .where("id", "=", item.id)
        .executeTakeFirstOrThrow();
      throw wrongState(now, action);
    }
    await history(trx);
  });
}

export async function assign(
  deps: HumanReviewDeps,
  principal: Principal,
  body: z.infer<typeof AssignBody>,
): Promise<z.infer<typeof Assignment>> {
  const item = await findItem(deps, principal, body.reviewId);
  await assertReviewer(deps, principal, body.reviewerId);
  const from: ReviewStatus[] = ["pending", "in_progress", "skipped"];
  if (!from.includes(item.status)) throw wrongState(item, "assigned");
  // Taking over someone's item in progress is the assignee's or an admin's call.
  if (item.status === "in_progress") assertActor(principal, item, "reassign it");
  const at = deps.clock.now().toISOString();
  const priority = body.priority ?? item.priority;
  const dueBy = body.dueBy === undefined ? item.due_by : new Date(body.dueBy).toISOString();
  const previous = item.assigned_to;
  await transition(
    deps,
    item,
    from,
    "assigned",
    {
      status: "in_progress",
      assigned_to: body.reviewerId,
      assigned_at: at,
      priority,
      priority_rank: rankOf(priority),
      due_by: dueBy,
      assign_notes: body.notes ?? item.assign_notes,
      previous_reviewer: previous !== body.reviewerId ? previous : item.previous_reviewer,
      updated_at: at,
    },
    async (trx) => {
      await trx
        .insertInto("human_review_events")
        .values(
          eventRow(item, {
            action: "assigned",
            actor_id: principal.userId,
            from_status: item.status,
            to_status: "in_progress",
            reviewer_id: body.reviewerId,
            previous_reviewer: previous,
            notes: body.notes ?? null,
            created_at: at,
          }),
        )
        .execute();
    },
  );
  return {
    reviewId: item.id,
    assignedTo: body.reviewerId,
    status: "in_progress",
    priority,
    dueBy,
    assignedAt: at,
  };
}

export async function skip(
  deps: HumanReviewDeps,
  principal: Principal,
  body: z.infer<typeof SkipBody>,
): Promise<z.infer<typeof Skip>> {
  const item = await findItem(deps, principal, body.reviewId);
  const from: ReviewStatus[] = ["pending", "in_progress"];
  if (!from.includes(item.status)) throw wrongState(item, "skipped");
  assertActor(principal, item, "skip it");
  const skipper = body.reviewerId ?? item.assigned_to ?? principal.userId;
  if (item.assigned_to !== null && skipper !== item.assigned_to) {
    throw new ConflictError(`Review ${item.id} is assigned to ${item.assigned_to}`, {
      reviewId: item.id,
      assignedTo: item.assigned_to,
    });
  }
  if (body.reassignTo !== undefined) await assertReviewer(deps, principal, body.reassignTo);
  const at = deps.clock.now().toISOString();
  const next = body.reassignTo ?? null;
  const status: ReviewStatus = next ? "in_progress" : "skipped";
  const previous = item.assigned_to;
  await transition(
    deps,
    item,
    from,
    "skipped",
    {
      status,
      assigned_to: next,
      assigned_at: next ? at : null,
      skip_reason: body.reason,
      previous_reviewer: previous,
      updated_at: at,
    },
    async (trx) => {
      await trx
        .insertInto("human_review_events")
        .values(
          eventRow(item, {
            action: "skipped",
            actor_id: principal.userId,
            from_status: item.status,
            to_status: status,
            reviewer_id: next,
            previous_reviewer: previous,
            notes: body.reason,
            created_at: at,
          }),
        )
        .execute();
    },
  );
  return {
    reviewId: item.id,
    previousReviewer: previous,
    assignedTo: next,
    skipReason: body.reason,
    status,
  };
}

export async function submit(
  deps: HumanReviewDeps,
  principal: Principal,
  body: z.infer<typeof SubmitBody>,
): Promise<z.infer<typeof Submission>> {
  const item = await findItem(deps, principal, body.reviewId);
  if (item.status !== "in_progress" || item.assigned_to === null) {
    throw wrongState(item, "submitted (assign it first; a completed review is final)");
  }
  assertActor(principal, item, "submit it");
  const reviewerId = body.reviewerId ?? item.assigned_to;
  if (reviewerId !== item.assigned_to) {
    throw new ConflictError(`Review ${item.id} is assigned to ${item.assigned_to}`, {
      reviewId: item.id,
      assignedTo: item.assigned_to,
    });
  }
  const now = deps.clock.now();
  const at = now.toISOString();
  const duration = item.assigned_at
    ? Math.max(0, now.getTime() - new Date(item.assigned_at).getTime())
    : null;
  await transition(
    deps,
    item,
    ["in_progress"],
    "submitted",
    {
      status: "completed",
      verdict: body.verdict,
      scores: JSON.stringify(body.scores),
      feedback: body.feedback ?? null,
      tags: JSON.stringify(body.tags),
      suggested_output: body.suggestedOutput ?? null,
      reviewer_id: reviewerId,
      review_duration_ms: duration,
      completed_at: at,
      updated_at: at,
    },
    async (trx) => {
      await trx
        .insertInto("human_review_events")
        .values(
          eventRow(item, {
            action: "submitted",
            actor_id: principal.userId,
            from_status: "in_progress",
            to_status: "completed",
            reviewer_id: reviewerId,
            previous_reviewer: null,
            notes: body.verdict,
            created_at: at,
          }),
        )
        .execute();
    },
  );
  return {
    reviewId: item.id,
    status: "completed",
    verdict: body.verdict,
    reviewerId,
    completedAt: at,
    reviewDurationMs: duration,
  };
}
