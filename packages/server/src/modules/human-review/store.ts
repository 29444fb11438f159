/**
 * Review item rows: the one place that writes a new item, shared by the API, flagged traces,
 * calibration sessions and evaluation runs.
 */
import type { z } from "@hono/zod-openapi";
import type { Kysely, Transaction } from "kysely";
import type { Deps } from "../../context";
import type { DB } from "../../db/schema";
import { parseJson, toNumber } from "../../db/sql";
import { newId } from "../../lib/ids";
import type { HumanReviewEventsTable, HumanReviewItemsTable, ReviewSource } from "./schema";
import type { ReviewItem } from "./schemas";

export type Executor = Kysely<DB> | Transaction<DB>;
export type ReviewPriority = HumanReviewItemsTable["priority"];
type ItemView = z.infer<typeof ReviewItem>;

const PRIORITY_RANK: Record<ReviewPriority, number> = { critical: 0, high: 1, medium: 2, low: 3 };

/** DESIGN.md: a judge whose confidence is below this sends its result to a human. */
export const LOW_CONFIDENCE = 0.6;

/**
 * Whether an evaluation result goes to the human review queue: it failed, or its judge was
 * unsure (confidence below 0.6).
 * @example needsHumanReview({ passed: true, confidence: 0.4 }) // true
 */
export function needsHumanReview(result: { passed: boolean; confidence?: number | null }): boolean {
  return (
    !result.passed || (typeof result.confidence === "number" && result.confidence < LOW_CONFIDENCE)
  );
}

/** Where an item comes from; the same source enqueued twice gives the same item. */
export type ReviewItemOrigin =
  | { type: "manual" }
  | { type: "flag"; flagId: string }
  | { type: "eval_run"; runId: string; exampleId: string }
  | { type: "calibration"; calibrationId: string; exampleIndex: number; reviewerId: string };

export interface NewReviewItem {
  companyId: string;
  agentId: string | null;
  traceId?: string | null;
  input: string;
  output: string;
  priority?: ReviewPriority;
  flagReason?: string | null;
  autoGraderScores?: Record<string, number>;
  origin: ReviewItemOrigin;
  /** Calibration only: pre-assigned reviewer, expected scores and the example's notes. */
  assignedTo?: string | null;
  expectedScores?: Record<string, number> | null;
  exampleNotes?: string | null;
  createdBy?: string;
}

function sourceKeyOf(origin: ReviewItemOrigin, id: string): string {
  switch (origin.type) {
    case "manual":
      return `manual:${id}`;
    case "flag":
      return `flag:${origin.flagId}`;
    case "eval_run":
      return `eval:${origin.runId}:${origin.exampleId}`;
    case "calibration":
      return `cal:${origin.calibrationId}:${origin.exampleIndex}:${origin.reviewerId}`;
  }
}

/** Items with one unit key are the same thing labelled by several reviewers. */
function unitKeyOf(item: NewReviewItem, sourceKey: string): string {
  if (item.origin.type === "calibration") {
    return `cal:${item.origin.calibrationId}:${item.origin.exampleIndex}`;
  }
  return item.traceId ? `trace:${item.traceId}` : sourceKey;
}

const SOURCE: Record<ReviewItemOrigin["type"], ReviewSource> = {
  manual: "manual",
  flag: "flag",
  eval_run: "eval_run",
  calibration: "calibration",
};

export function eventRow(
  item: Pick<HumanReviewItemsTable, "id" | "company_id">,
  entry: Omit<HumanReviewEventsTable, "id" | "item_id" | "company_id">,
): HumanReviewEventsTable {
  return { id: newId("rhe"), item_id: item.id, company_id: item.company_id, ...entry };
}

/**
 * Inserts an item on `executor` (the caller's transaction) unless its source already has one;
 * answers the source's item either way, and whether this call created it.
 */
export async function insertReviewItem(
  executor: Executor,
  item: NewReviewItem,
  at: string,
): Promise<{ item: HumanReviewItemsTable; created: boolean }> {
  const id = newId("review");
  const sourceKey = sourceKeyOf(item.origin, id);
  const priority = item.priority ?? "medium";
  const assigned = item.assignedTo ?? null;
  const row: HumanReviewItemsTable = {
    id,
    company_id: item.companyId,
    agent_id: item.agentId,
    trace_id: item.traceId ?? null,
    source: SOURCE[item.origin.type],
    source_key: sourceKey,
    calibration_id: item.origin.type === "calibration" ? item.origin.calibrationId : null,
    unit_key: unitKeyOf(item, sourceKey),
    priority,
    priority_rank: PRIORITY_RANK[priority],
    status: assigned ? "in_progress" : "pending",
    input: item.input,
    output: item.output,
    auto_grader_scores: JSON.stringify(item.autoGraderScores ?? {}),
    flag_reason: item.flagReason ?? null,
    expected_scores: item.expectedScores ? JSON.stringify(item.expectedScores) : null,
    example_notes: item.exampleNotes ?? null,
    assigned_to: assigned,
    assigned_at: assigned ? at : null,
    due_by: null,
    assign_notes: null,
    skip_reason: null,
    previous_reviewer: null,
    verdict: null,
    scores: null,
    feedback: null,
    tags: null,
    suggested_output: null,
    reviewer_id: null,
    review_duration_ms: null,
    completed_at: null,
    created_at: at,
    updated_at: at,
  };
  const inserted = await executor
    .insertInto("human_review_items")
    .values(row)
    .onConflict((oc) => oc.columns(["company_id", "source_key"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  // RETURNING rather than the affected-row count: not every driver reports the count.
  if (inserted === undefined) {
    const existing = await executor
      .selectFrom("human_review_items")
      .selectAll()
      .where("company_id", "=", item.companyId)
      .where("source_key", "=", sourceKey)
      .executeTakeFirstOrThrow();
    return { item: existing, created: false };
  }
  await executor
    .insertInto("human_review_events")
    .values(
      eventRow(row, {
        action: "created",
        actor_id: item.createdBy ?? "system",
        from_status: null,
        to_status: row.status,
        reviewer_id: assigned,
        previous_reviewer: null,
        notes: item.flagReason ?? null,
        created_at: at,
      }),
    )
    .execute();
  return { item: row, created: true };
}

/**
 * Puts an item in the human review queue, once per source: evaluation runs call it for
 * results that fail or whose judge is unsure (see `needsHumanReview`).
 * @example await enqueueReviewItem(deps, { companyId, agentId, input, output,
 *   autoGraderScores: { accuracy: 0.3 }, origin: { type: "eval_run", runId, exampleId } });
 */
export async function enqueueReviewItem(
  { database, clock }: Pick<Deps, "database" | "clock">,
  item: NewReviewItem,
): Promise<{ item: ItemView; created: boolean }> {
  const { item: row, created } = await insertReviewItem(
    database.db,
    item,
    clock.now().toISOString(),
  );
  return { item: itemView(row), created };
}

export function scoresOf(text: string | null): Record<string, number> {
  return parseJson<Record<string, number>>(text, {});
}

export function itemView(row: HumanReviewItemsTable): ItemView {
  return {
    id: row.id,
    traceId: row.trace_id,
    agentId: row.agent_id,
    source: row.source,
    calibrationId: row.calibration_id,
    priority: row.priority,
    status: row.status,
    input: row.input,
    output: row.output,
    autoGraderScores: scoresOf(row.auto_grader_scores),
    flagReason: row.flag_reason,
    assignedTo: row.assigned_to,
    assignedAt: row.assigned_at,
    dueBy: row.due_by,
    skipReason: row.skip_reason,
    previousReviewer: row.previous_reviewer,
    review:
      row.verdict && row.completed_at && row.reviewer_id
        ? {
            verdict: row.verdict,
            scores: scoresOf(row.scores),
            feedback: row.feedback,
            tags: parseJson<string[]>(row.tags, []),
            suggestedOutput: row.suggested_output,
            reviewerId: row.reviewer_id,
            reviewDurationMs:
              row.review_duration_ms === null ? null : toNumber(row.review_duration_ms),
            completedAt: row.completed_at,
          }
        : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function rankOf(priority: ReviewPriority): number {
  return PRIORITY_RANK[priority];
}
