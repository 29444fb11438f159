/** Which webhooks an event goes to: pure rules over the webhook's events and filters. */
import { type AnySeverity, atLeast, type EventEnvelope, type EventType } from "./types";

export interface WebhookFilters {
  agentIds?: string[];
  minSeverity?: AnySeverity;
  outcomes?: string[];
}

/** The deprecated variant's names for the canonical events it has (the rest it never had). */
export const LEGACY_EVENT_NAMES: Partial<Record<EventType, string>> = {
  "failure.detected": "trace.failure",
  "pattern.new": "cluster.new",
  "pattern.updated": "cluster.grown",
  "fix.created": "fix.proposed",
  "run.completed": "eval.completed",
  "drift.detected": "drift.detected",
  "webhook.test": "webhook.test",
};

export const LEGACY_EVENTS = [
  "trace.success",
  "trace.failure",
  "cluster.new",
  "cluster.grown",
  "fix.proposed",
  "fix.applied",
  "shadow_test.completed",
  "eval.completed",
  "drift.detected",
] as const;

/** The event's name as a webhook of `variant` knows it, or null when that variant has none. */
export function eventNameFor(variant: "canonical" | "legacy", event: EventType): string | null {
  return variant === "canonical" ? event : (LEGACY_EVENT_NAMES[event] ?? null);
}

/**
 * Filters: agentIds keeps events of those agents only (an event without an agent does not
 * match); minSeverity keeps events at least that severe on the one scale of both vocabularies
 * (info = low < warning = medium < error = high < critical; no severity counts as info); outcomes
 * keeps events whose outcome is listed (events without an outcome are not outcome events and pass).
 */
export function passesFilters(filters: WebhookFilters, event: EventEnvelope): boolean {
  const { agentId, severity, outcome } = event.data;
  if (filters.agentIds && filters.agentIds.length > 0) {
    if (!agentId || !filters.agentIds.includes(agentId)) return false;
  }
  if (filters.minSeverity && !atLeast(severity, filters.minSeverity)) return false;
  if (filters.outcomes && filters.outcomes.length > 0 && typeof outcome === "string") {
    if (!filters.outcomes.includes(outcome)) return false;
  }
  return true;
}

/** The body a webhook of `variant` receives for the event (the same envelope, its own name). */
export function bodyFor(variant: "canonical" | "legacy", event: EventEnvelope): string | null {
  const name = eventNameFor(variant, event.event);
  if (name === null) return null;
  return JSON.stringify(name === event.event ? event : { ...event, event: name });
}
