/** Flag rows: the one place that writes a flag, shared by the API and compliance autoFlag. */
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema";
import { newId } from "../../lib/ids";
import { enqueueFlaggedTrace } from "../human-review/from-flags";
import type { FlaggedTracesTable, FlagReviewsTable } from "./schema";
import type { FlagReason } from "./schemas";

type Executor = Kysely<DB> | Transaction<DB>;

export const ACTIVE_STATUSES = ["open", "in_review"] as const;

export interface NewFlag {
  companyId: string;
  traceId: string;
  agentId: string;
  reason: FlagReason;
  flaggedBy: string;
  assignedTo?: string | null;
  notes?: string | null;
}

/** The trace's active (open or in_review) flag, if any. */
export function activeFlag(executor: Executor, companyId: string, traceId: string) {
  return executor
    .selectFrom("flagged_traces")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("trace_id", "=", traceId)
    .where("status", "in", ACTIVE_STATUSES)
    .executeTakeFirst();
}

export function reviewRow(
  flag: FlaggedTracesTable,
  userId: string,
  action: FlagReviewsTable["action"],
  fromStatus: string | null,
  notes: string | null,
  at: string,
): FlagReviewsTable {
  return {
    id: newId("rev"),
    flag_id: flag.id,
    company_id: flag.company_id,
    user_id: userId,
    action,
    from_status: fromStatus,
    to_status: flag.status,
    assigned_to: flag.assigned_to,
    notes,
    created_at: at,
  };
}

/**
 * Inserts an open flag, its first review entry and its human-review item on `executor` (the caller's transaction).
 * The caller checks first that the trace has no active flag; the partial unique index stops a
 * second one that a concurrent request slips in.
 */
export async function insertFlag(
  executor: Executor,
  flag: NewFlag,
  at: string,
): Promise<FlaggedTracesTable> {
  const row: FlaggedTracesTable = {
    id: newId("flag"),
    company_id: flag.companyId,
    trace_id: flag.traceId,
    agent_id: flag.agentId,
    reason: flag.reason,
    status: "open",
    notes: flag.notes ?? null,
    flagged_by: flag.flaggedBy,
    assigned_to: flag.assignedTo ?? null,
    resolution_notes: null,
    created_at: at,
    updated_at: at,
    resolved_at: null,
  };
  await executor.insertInto("flagged_traces").values(row).execute();
  await executor
    .insertInto("flag_reviews")
    .values(reviewRow(row, flag.flaggedBy, "created", null, row.notes, at))
    .execute();
  await enqueueFlaggedTrace(executor, row, at);
  return row;
}
