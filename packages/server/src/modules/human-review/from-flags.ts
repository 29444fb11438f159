/** Flagged traces enter the review queue when flagged (DESIGN.md: reasons other than compliance). */
import type { Executor, ReviewPriority } from "./store";
import { insertReviewItem } from "./store";

/** Compliance flags go to the compliance workflow, not to quality reviewers. */
const NOT_REVIEWED = new Set(["compliance_concern"]);

const PRIORITY_OF_REASON: Record<string, ReviewPriority> = {
  hallucination: "high",
  customer_complaint: "high",
  poor_quality: "medium",
  unexpected_behavior: "medium",
  other: "medium",
};

export interface FlagForReview {
  id: string;
  company_id: string;
  trace_id: string;
  agent_id: string;
  reason: string;
  flagged_by: string;
  notes: string | null;
}

/**
 * Queues a new flag's trace for human review, in the flag's transaction; once per flag. The
 * flag's reason (and notes) become the item's flagReason.
 */
export async function enqueueFlaggedTrace(
  executor: Executor,
  flag: FlagForReview,
  at: string,
): Promise<void> {
  if (NOT_REVIEWED.has(flag.reason)) return;
  const trace = await executor
    .selectFrom("traces")
    .select(["user_message", "agent_response"])
    .where("id", "=", flag.trace_id)
    .where("company_id", "=", flag.company_id)
    .executeTakeFirst();
  await insertReviewItem(
    executor,
    {
      companyId: flag.company_id,
      agentId: flag.agent_id,
      traceId: flag.trace_id,
      input: trace?.user_message ?? "",
      output: trace?.agent_response ?? "",
      priority: PRIORITY_OF_REASON[flag.reason] ?? "medium",
      flagReason: flag.notes ? `${flag.reason}: ${flag.notes}` : flag.reason,
      origin: { type: "flag", flagId: flag.id },
      createdBy: flag.flagged_by,
    },
    at,
  );
}
