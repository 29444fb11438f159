/** The events Vigil delivers to webhooks: their types and the check of the envelope's shape. */

/**
 * The canonical event vocabulary.
 * @example
 * const wanted: WebhookEventType[] = ["failure.detected", "run.failed"];
 */
export type WebhookEventType =
  | "trace.analyzed"
  | "failure.detected"
  | "pattern.new"
  | "pattern.updated"
  | "case.created"
  | "fix.created"
  | "drift.detected"
  | "threshold.exceeded"
  | "run.completed"
  | "run.failed"
  | "webhook.test";

/**
 * The severity an event reports, in the alert vocabulary (info, warning, error, critical) or
 * the issue one (low, medium, high, critical). Both sit on one ordered scale:
 * info = low < warning = medium < error = high < critical; a webhook's `filters.minSeverity`
 * takes either.
 * @example
 * const paging: WebhookSeverity[] = ["error", "high", "critical"];
 */
export type WebhookSeverity = "info" | "low" | "warning" | "medium" | "error" | "high" | "critical";

/**
 * What every event's `data` carries. Fields beyond these depend on the event type and may
 * grow, so they are typed `unknown` rather than promised.
 * @example
 * const data: WebhookEventBaseData = { companyId: "default", agentId: "ag_01JD…", runId: "…" };
 */
export interface WebhookEventBaseData {
  companyId: string;
  agentId?: string | null;
  [field: string]: unknown;
}

/**
 * `data` of `failure.detected`: a failed trace was ingested.
 * @example
 * const data: FailureDetectedEventData = {
 *   companyId: "default", agentId: "ag_01JD…", traceId: "tr_01JD…",
 *   failureReason: "Answered from a stale policy document", severity: "error",
 * };
 */
export interface FailureDetectedEventData extends WebhookEventBaseData {
  agentId: string;
  traceId: string;
  failureReason: string;
  severity: WebhookSeverity;
  outcome?: string;
}

/**
 * `data` of `webhook.test`: sent by `POST /api/v1/explainer/webhooks/:id/test`.
 * @example
 * const data: WebhookTestEventData = { companyId: "default", webhookId: "…", message: "Test" };
 */
export interface WebhookTestEventData {
  companyId: string;
  webhookId: string;
  message: string;
  [field: string]: unknown;
}

/**
 * `data` per event type.
 * @example
 * type Failure = WebhookEventData["failure.detected"]; // FailureDetectedEventData
 */
export interface WebhookEventData {
  "trace.analyzed": WebhookEventBaseData;
  "failure.detected": FailureDetectedEventData;
  "pattern.new": WebhookEventBaseData;
  "pattern.updated": WebhookEventBaseData;
  "case.created": WebhookEventBaseData;
  "fix.created": WebhookEventBaseData;
  "drift.detected": WebhookEventBaseData;
  "threshold.exceeded": WebhookEventBaseData;
  "run.completed": WebhookEventBaseData;
  "run.failed": WebhookEventBaseData;
  "webhook.test": WebhookTestEventData;
}

/**
 * The envelope of one event. Deliveries can repeat on retry: deduplicate on `eventId`.
 * @example
 * function onFailure(event: WebhookEvent<"failure.detected">) {
 *   console.log(event.eventId, event.data.traceId, event.data.severity);
 * }
 */
export interface WebhookEvent<T extends WebhookEventType = WebhookEventType> {
  event: T;
  /** When the event happened (ISO 8601); a retried delivery keeps it. */
  timestamp: string;
  eventId: string;
  schemaVersion: "2.0";
  data: WebhookEventData[T];
}

/**
 * Any event, as a union discriminated on `event`: a `switch` narrows `data`.
 * @example
 * function handle(event: AnyWebhookEvent) {
 *   switch (event.event) {
 *     case "failure.detected":
 *       return page(event.data.traceId, event.data.failureReason);
 *     case "webhook.test":
 *       return console.log(event.data.message);
 *   }
 * }
 */
export type AnyWebhookEvent = { [K in WebhookEventType]: WebhookEvent<K> }[WebhookEventType];

// A record rather than a list, so the compiler insists on every member of the union.
const EVENT_TYPES: Record<WebhookEventType, true> = {
  "trace.analyzed": true,
  "failure.detected": true,
  "pattern.new": true,
  "pattern.updated": true,
  "case.created": true,
  "fix.created": true,
  "drift.detected": true,
  "threshold.exceeded": true,
  "run.completed": true,
  "run.failed": true,
  "webhook.test": true,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Why `payload` is not an event envelope, or undefined when it is one. Only the envelope and
 * `data.companyId` are checked: the fields of `data` may grow with the server.
 */
export function envelopeProblem(payload: unknown): string | undefined {
  if (!isRecord(payload)) return "The webhook payload is not a JSON object";
  const { event, timestamp, eventId, schemaVersion, data } = payload;
  if (typeof event !== "string" || !Object.hasOwn(EVENT_TYPES, event)) {
    return `Unknown webhook event type ${JSON.stringify(event)}`;
  }
  if (schemaVersion !== "2.0") {
    return `Unsupported webhook schemaVersion ${JSON.stringify(schemaVersion)}; expected "2.0"`;
  }
  if (typeof eventId !== "string" || typeof timestamp !== "string") {
    return "The webhook envelope lacks a string eventId or timestamp";
  }
  if (!isRecord(data) || typeof data.companyId !== "string") {
    return "The webhook envelope lacks data.companyId";
  }
  return undefined;
}
