import { z } from "@hono/zod-openapi";
import { EVENT_TYPES, SEVERITIES, SEVERITY_NAMES, SEVERITY_SCALE } from "../../events/types";
import { isTimeZone } from "./quiet-hours";

/** The kinds of channel a company configures. */
export const CHANNEL_KINDS = ["slack", "email", "pagerduty", "webhook"] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/** Where a rule sends: a configured channel, or the in-app list. */
export const RULE_CHANNELS = ["email", "slack", "webhook", "in_app", "pagerduty"] as const;
export type RuleChannel = (typeof RULE_CHANNELS)[number];

// ---- channels ----

export const ChannelParam = z.object({
  channel: z.enum(CHANNEL_KINDS).openapi({ param: { name: "channel", in: "path" } }),
});

const ConfigObject = z.record(z.string(), z.unknown());

export const NotificationChannel = z
  .object({
    id: z.string().openapi({ example: "nch_01JD3K5Q8X7W2N4M6P9R0S1T2V" }),
    channel: z.enum(CHANNEL_KINDS),
    isEnabled: z.boolean(),
    config: ConfigObject.openapi({
      description: "The channel's config with secrets masked (webhook URL, routing key, secret)",
    }),
    isVerified: z.boolean().openapi({ description: "A test send succeeded since the last change" }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("NotificationChannel");

export const PutChannelBody = z
  .object({
    isEnabled: z.boolean().optional().openapi({ description: "Default true for a new channel" }),
    config: ConfigObject.optional().openapi({
      description:
        "Required for a new channel; replaces the stored config. slack {webhookUrl}; " +
        "email {recipients[], fromName?}; pagerduty {routingKey, serviceId?}; " +
        "webhook {url, secret, headers?}. A masked value sent back unchanged keeps the stored secret.",
    }),
  })
  .strict()
  .openapi("PutNotificationChannelBody");

export const ChannelTestResult = z
  .object({
    success: z.boolean().openapi({ description: "Whether the test notification was delivered" }),
    message: z.string(),
  })
  .openapi("NotificationChannelTestResult");

// ---- rules ----

const EventName = z.enum(EVENT_TYPES);

export const RuleConditions = z
  .object({
    event: z
      .union([EventName, z.array(EventName).min(1)])
      .optional()
      .openapi({
        description: "Event type(s) that trigger the rule; absent: every event but webhook.test",
      }),
    minSeverity: z
      .enum(SEVERITY_NAMES)
      .optional()
      .openapi({ description: `Events at least this severe, on ${SEVERITY_SCALE}` }),
  })
  .catchall(z.unknown())
  .openapi("NotificationRuleConditions");

const Recipients = z
  .union([z.array(z.unknown()), z.record(z.string(), z.unknown())])
  .openapi({ description: "JSON; for email, an array of addresses overrides the channel's" });

export const NotificationRule = z
  .object({
    id: z.string().openapi({ example: "rule_01JD3K5Q8X7W2N4M6P9R0S1T2V" }),
    agentId: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    conditions: RuleConditions,
    channel: z.enum(RULE_CHANNELS),
    recipients: Recipients,
    cooldownMinutes: z.number().int(),
    lastTriggered: z.string().nullable(),
    isActive: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("NotificationRule");

const ruleFields = {
  agentId: z.string().min(1).max(255),
  name: z.string().trim().min(1).max(255),
  description: z.string().max(5_000).nullable(),
  conditions: RuleConditions,
  channel: z.enum(RULE_CHANNELS),
  recipients: Recipients,
  cooldownMinutes: z.number().int().min(0).max(525_600),
  isActive: z.boolean(),
};

export const CreateRuleBody = z
  .object({
    ...ruleFields,
    description: ruleFields.description.optional(),
    cooldownMinutes: ruleFields.cooldownMinutes.default(60),
    isActive: ruleFields.isActive.default(true),
  })
  .strict()
  .openapi("CreateNotificationRuleBody");

export const UpdateRuleBody = z
  .object(ruleFields)
  .partial()
  .strict()
  .openapi("UpdateNotificationRuleBody");

export const RuleIdParam = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" } }),
});

export const RulesQuery = z.object({
  agentId: z
    .string({ error: "agentId is required" })
    .min(1, "agentId is required")
    .openapi({ param: { name: "agentId", in: "query", required: true } }),
});

// ---- preferences ----

const Hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be HH:MM (00:00-23:59)");

export const NotificationPreferences = z
  .object({
    emailEnabled: z.boolean(),
    slackEnabled: z.boolean(),
    inAppEnabled: z.boolean(),
    webhookEnabled: z.boolean(),
    pagerdutyEnabled: z.boolean(),
    minSeverity: z.enum(SEVERITIES).openapi({
      description: `Notifications of less severe events are suppressed; issue severities compare on ${SEVERITY_SCALE}`,
    }),
    quietHoursStart: z.string().nullable().openapi({ example: "22:00" }),
    quietHoursEnd: z.string().nullable().openapi({ example: "07:00" }),
    quietHoursTimezone: z.string().openapi({ example: "Europe/Berlin" }),
  })
  .openapi("NotificationPreferences");

export const UpdatePreferencesBody = z
  .object({
    emailEnabled: z.boolean(),
    slackEnabled: z.boolean(),
    inAppEnabled: z.boolean(),
    webhookEnabled: z.boolean(),
    pagerdutyEnabled: z.boolean(),
    minSeverity: z.enum(SEVERITIES),
    quietHoursStart: Hhmm.nullable(),
    quietHoursEnd: Hhmm.nullable(),
    quietHoursTimezone: z
      .string()
      .min(1)
      .max(100)
      .refine(isTimeZone, "must be an IANA time zone such as Europe/Berlin or UTC"),
  })
  .partial()
  .strict()
  .openapi("UpdateNotificationPreferencesBody");

export type ChannelView = z.infer<typeof NotificationChannel>;
export type RuleView = z.infer<typeof NotificationRule>;
export type PreferencesView = z.infer<typeof NotificationPreferences>;
