import { z } from "@hono/zod-openapi";
import { EVENT_TYPES, SEVERITY_NAMES, SEVERITY_SCALE } from "../../events/types";

export const WebhookIdParam = z.object({
  id: z
    .string()
    .min(1)
    .openapi({ param: { name: "id", in: "path" } }),
});

export const DeliveryParams = WebhookIdParam.extend({
  deliveryId: z
    .string()
    .min(1)
    .openapi({ param: { name: "deliveryId", in: "path" } }),
});

export const WebhookFilters = z
  .object({
    agentIds: z.array(z.string().min(1).max(200)).max(100).optional(),
    minSeverity: z.enum(SEVERITY_NAMES).optional(),
    outcomes: z.array(z.string().min(1).max(50)).max(20).optional(),
  })
  .strict()
  .openapi("WebhookFilters", {
    description: `agentIds: only those agents' events; minSeverity: events at least that severe, on ${SEVERITY_SCALE} (an event without a severity counts as info); outcomes: events whose outcome is listed (events without an outcome pass)`,
  });

const EventName = z.enum(EVENT_TYPES);
const url = z
  .string()
  .trim()
  .min(1)
  .max(2_048)
  .openapi({ example: "https://example.com/hooks/vigil" });

export const Webhook = z
  .object({
    id: z.string().openapi({ example: "5b3f2c1e-8d4a-4e7b-9c1a-2f6d8e0a1b3c" }),
    name: z.string(),
    url: z.string(),
    events: z.array(z.string()),
    filters: WebhookFilters,
    isActive: z.boolean(),
    lastTriggeredAt: z.string().nullable(),
    consecutiveFailures: z.number().int(),
    circuitBreakerUntil: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("Webhook");

export const CreatedWebhook = Webhook.extend({
  secret: z.string().openapi({ description: "Shown only now: whsec_ + base64 of 32 bytes" }),
}).openapi("CreatedWebhook");

export const CreateWebhookBody = z
  .object({
    name: z.string().trim().min(1).max(255),
    url,
    events: z.array(EventName).min(1).max(EVENT_TYPES.length),
    filters: WebhookFilters.default({}),
    isActive: z.boolean().optional(),
    /** The guide variant's spelling of isActive. */
    active: z.boolean().optional(),
  })
  .strict()
  .openapi("CreateWebhookBody");

export const UpdateWebhookBody = z
  .object({
    name: z.string().trim().min(1).max(255).optional(),
    url: url.optional(),
    events: z.array(EventName).min(1).max(EVENT_TYPES.length).optional(),
    filters: WebhookFilters.optional(),
    isActive: z.boolean().optional(),
    active: z.boolean().optional(),
  })
  .strict()
  .openapi("UpdateWebhookBody");

export const UpdatedWebhook = z
  .object({ message: z.string(), webhook: Webhook })
  .openapi("UpdatedWebhook");

export const CircuitReset = z
  .object({ message: z.string(), webhook: Webhook })
  .openapi("WebhookCircuitReset");

export const TestResult = z
  .object({ message: z.string(), deliveryId: z.string(), eventId: z.string() })
  .openapi("WebhookTestResult");

export const RotatedSecret = z
  .object({ message: z.string(), secret: z.string() })
  .openapi("RotatedWebhookSecret");

export const GracefulRotationBody = z
  .object({ gracePeriodHours: z.number().positive().max(720).default(24) })
  .strict()
  .openapi("GracefulRotationBody");

export const GracefulRotation = z
  .object({
    message: z.string(),
    newSecret: z.string(),
    gracePeriodUntil: z.string(),
    note: z.string(),
  })
  .openapi("GracefulRotation");

export const DELIVERY_STATUSES = ["pending", "delivered", "failed", "dead_letter"] as const;

export const Delivery = z
  .object({
    id: z.string(),
    eventId: z.string(),
    eventType: z.string(),
    status: z.enum(DELIVERY_STATUSES),
    attempts: z.number().int(),
    lastStatusCode: z.number().int().nullable(),
    lastError: z.string().nullable(),
    responseTimeMs: z.number().nullable(),
    nextAttemptAt: z.string().nullable(),
    replayOf: z.string().nullable(),
    createdAt: z.string(),
    deliveredAt: z.string().nullable(),
  })
  .openapi("WebhookDelivery");

export const DeliveriesQuery = z.object({
  status: z.enum(DELIVERY_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export const DeliveryPage = z
  .object({
    deliveries: z.array(Delivery),
    pagination: z.object({
      limit: z.number().int(),
      offset: z.number().int(),
      total: z.number().int(),
      hasMore: z.boolean(),
    }),
  })
  .openapi("WebhookDeliveryPage");

export const Replayed = z
  .object({
    message: z.string(),
    originalDeliveryId: z.string(),
    newDeliveryId: z.string(),
    eventId: z.string(),
  })
  .openapi("ReplayedDelivery");

const Window = z.object({
  total: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  successRate: z.number(),
});

export const WebhookMetrics = z
  .object({
    webhookId: z.string(),
    status: z.object({
      isActive: z.boolean(),
      circuitBreakerOpen: z.boolean(),
      circuitBreakerUntil: z.string().nullable(),
      consecutiveFailures: z.number().int(),
      lastTriggeredAt: z.string().nullable(),
    }),
    allTime: Window.extend({
      deadLetter: z.number().int(),
      pending: z.number().int(),
      avgResponseTimeMs: z.number().nullable(),
      avgAttempts: z.number().nullable(),
    }),
    last24h: Window,
    last7d: Window,
    recentErrors: z.array(
      z.object({
        deliveryId: z.string(),
        eventId: z.string(),
        eventType: z.string(),
        status: z.string(),
        statusCode: z.number().int().nullable(),
        error: z.string().nullable(),
        at: z.string(),
      }),
    ),
  })
  .openapi("WebhookMetrics");
