import type { Fix, Issue, ShadowTest } from "../../schemas";

/**
 * The status moves the server allows (packages/server/src/modules/issues/states.ts): the page
 * offers only these, so a click never meets a 409. `states.test.ts` fails when the two drift.
 */
export type IssueStatus = Issue["status"];
export type FixStatus = Fix["status"];

export const ISSUE_STATUSES: readonly IssueStatus[] = ["open", "proposed_fix", "testing", "closed"];
export const ISSUE_SEVERITIES: readonly Issue["severity"][] = ["low", "medium", "high", "critical"];

export const ISSUE_MOVES: Record<IssueStatus, readonly IssueStatus[]> = {
  open: ["proposed_fix", "testing", "closed"],
  proposed_fix: ["open", "testing", "closed"],
  testing: ["open", "proposed_fix", "closed"],
  closed: ["open"],
};

/** PATCH moves of a fix; applied is reached by apply and left by rollback only. */
export const FIX_PATCH_MOVES: Record<FixStatus, readonly FixStatus[]> = {
  draft: ["proposed", "rejected"],
  proposed: ["draft", "testing", "rejected"],
  testing: ["proposed", "rejected"],
  rejected: ["draft"],
  applied: [],
};

export function canApply(status: FixStatus): boolean {
  return status === "draft" || status === "proposed" || status === "testing";
}

/** Words for the status values, as a person reads them. */
export function statusLabel(status: string): string {
  return status === "proposed_fix" ? "fix proposed" : status.replace(/_/g, " ");
}

/** The badge colour of a severity or status. */
export function tone(value: string): "ok" | "bad" | "warn" | "neutral" {
  if (value === "critical" || value === "high" || value === "failed" || value === "rejected") {
    return "bad";
  }
  if (value === "medium" || value === "testing" || value === "running" || value === "pending") {
    return "warn";
  }
  if (value === "closed" || value === "applied" || value === "completed") return "ok";
  return "neutral";
}

export function isActive(test: Pick<ShadowTest, "status">): boolean {
  return test.status === "pending" || test.status === "running";
}
