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

export const SEVERITIES = ["info", "warning", "error", "critical"] as const;
export type Severity = (typeof SEVERITIES)[number];

export const SCHEMA_VERSION = "2.0";

/** Every event's data names its company; most name an agent, a severity, an outcome. */
export interface EventData {
  companyId: string;
  agentId?: string | null;
  severity?: Severity;
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

/** `a` is at least as severe as `b`; an event without a severity counts as info. */
export function atLeast(a: Severity | undefined, b: Severity): boolean {
  return SEVERITIES.indexOf(a ?? "info") >= SEVERITIES.indexOf(b);
}

export function isEventType(value: string): value is EventType {
  return (EVENT_TYPES as readonly string[]).includes(value);
}
