/** The canonical events of DESIGN.md, in the canonical envelope. */

export const EVENT_TYPES = [
  "trace.analyzed",
  "failure.detected",
  "pattern.new",
  "pattern.updated",
  "case.created",
  "fix.created",
  "drift.detected",
  "threshold.exceeded",
  "run.completed",
  "run.failed",
  "webhook.test",
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** The alert vocabulary: notification preferences, scan rules, the events Vigil emits. */
export const SEVERITIES = ["info", "warning", "error", "critical"] as const;
export type Severity = (typeof SEVERITIES)[number];

/** The issue vocabulary: issues and the events about them (failure.detected, case.created). */
export const ISSUE_SEVERITIES = ["low", "medium", "high", "critical"] as const;
export type IssueSeverity = (typeof ISSUE_SEVERITIES)[number];

/** A name from either vocabulary: what an event may carry, and a minSeverity may ask for. */
export type AnySeverity = Severity | IssueSeverity;

/** The one ordered scale both vocabularies sit on. */
const SEVERITY_RANK: Record<AnySeverity, number> = {
  info: 0,
  low: 0,
  warning: 1,
  medium: 1,
  error: 2,
  high: 2,
  critical: 3,
};

/**
 * Every accepted severity name, least severe first:
 * info = low < warning = medium < error = high < critical.
 */
export const SEVERITY_NAMES = [
  "info",
  "low",
  "warning",
  "medium",
  "error",
  "high",
  "critical",
] as const satisfies readonly AnySeverity[];

/** How the two vocabularies map onto one scale, for API descriptions. */
export const SEVERITY_SCALE =
  "one scale for both vocabularies: info = low < warning = medium < error = high < critical";

export function isSeverityName(value: unknown): value is AnySeverity {
  return typeof value === "string" && Object.hasOwn(SEVERITY_RANK, value);
}

/** Where a severity sits on the scale, 0 (info, low) to 3 (critical); none or unknown is 0. */
export function severityRank(severity: unknown): number {
  return isSeverityName(severity) ? SEVERITY_RANK[severity] : 0;
}

export const SCHEMA_VERSION = "2.0";

/** Every event's data names its company; most name an agent, a severity, an outcome. */
export interface EventData {
  companyId: string;
  agentId?: string | null;
  severity?: AnySeverity;
  outcome?: string;
  [field: string]: unknown;
}

export interface EventEnvelope {
  event: EventType;
  timestamp: string;
  eventId: string;
  schemaVersion: typeof SCHEMA_VERSION;
  data: EventData;
}

/**
 * `a` is at least as severe as `b` on the one scale, in either vocabulary (`high` is at least
 * `error`); an event without a severity counts as info.
 */
export function atLeast(a: AnySeverity | undefined, b: AnySeverity): boolean {
  return severityRank(a) >= severityRank(b);
}

export function isEventType(value: string): value is EventType {
  return (EVENT_TYPES as readonly string[]).includes(value);
}
