/** What a notification says: one subject and text for every channel, built from the event. */
import { envelope } from "../../events/bus";
import type { AnySeverity, EventEnvelope } from "../../events/types";
import { newId } from "../../lib/ids";

export interface Notice {
  /** The notification's id: the delivery id a webhook receiver sees. */
  id: string;
  subject: string;
  text: string;
  severity: AnySeverity;
  event: EventEnvelope;
  rule: { id: string; name: string } | null;
}

/** Data fields worth a line of their own when an event carries them as text. */
const SUMMARY_FIELDS = ["title", "message", "summary", "reason", "description"] as const;

/** The notice a rule sends for an event. */
export function ruleNotice(
  id: string,
  rule: { id: string; name: string },
  event: EventEnvelope,
): Notice {
  const severity = event.data.severity ?? "info";
  const lines = [
    `Rule: ${rule.name}`,
    `Event: ${event.event}`,
    ...(event.data.agentId ? [`Agent: ${event.data.agentId}`] : []),
    `Severity: ${severity}`,
    ...(event.data.outcome ? [`Outcome: ${event.data.outcome}`] : []),
  ];
  for (const field of SUMMARY_FIELDS) {
    const value = event.data[field];
    if (typeof value === "string" && value.trim()) lines.push(`${field}: ${value.slice(0, 500)}`);
  }
  lines.push(`At: ${event.timestamp}`, `Event id: ${event.eventId}`);
  return {
    id,
    subject: `[Vigil] ${severity.toUpperCase()}: ${rule.name} (${event.event})`,
    text: lines.join("\n"),
    severity,
    event,
    rule,
  };
}

/** The notice of a channel test: a webhook.test event, severity info. */
export function testNotice(channel: string, companyId: string, now: Date): Notice {
  const message = `Test notification from Vigil for the ${channel} channel`;
  return {
    id: newId("ntf"),
    subject: "[Vigil] Test notification",
    text: `${message}. If you can read this, the channel works.`,
    severity: "info",
    event: envelope({ event: "webhook.test", data: { companyId, severity: "info", message } }, now),
    rule: null,
  };
}
