/**
 * Each channel's config: its zod schema (checked against the operator's settings), how it is
 * masked in answers, and how masked values sent back keep the stored secrets.
 */
import { z } from "@hono/zod-openapi";
import { validationErrorFrom } from "../../http/validation";
import type { ChannelKind } from "./schemas";

export interface SlackConfig {
  webhookUrl: string;
}
export interface EmailConfig {
  recipients: string[];
  fromName?: string | undefined;
}
export interface PagerdutyConfig {
  routingKey: string;
  serviceId?: string | undefined;
}
export interface WebhookConfig {
  url: string;
  secret: string;
  headers: Record<string, string>;
}

export interface ChannelConfigs {
  slack: SlackConfig;
  email: EmailConfig;
  pagerduty: PagerdutyConfig;
  webhook: WebhookConfig;
}

export type ChannelConfig = ChannelConfigs[ChannelKind];

/** What config checks need from the process: the Slack prefix and the outbound URL rules. */
export interface ConfigRules {
  slackWebhookPrefix: string;
  /** The synchronous URL problem (scheme, credentials, IP literals), or null. */
  problem(url: string): string | null;
  /** Resolves the host and refuses private addresses: 400 VALIDATION_ERROR naming the field. */
  checkField(url: string, field: string): Promise<string>;
}

const MASK = "****";
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** Headers Vigil sets itself; a configured one would be overridden or break the request. */
const RESERVED_HEADERS = new Set(["content-type", "content-length", "host", "transfer-encoding"]);

function urlRule(rules: ConfigRules) {
  return (url: string, ctx: z.RefinementCtx) => {
    const problem = rules.problem(url);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  };
}

function schemaOf(kind: ChannelKind, rules: ConfigRules): z.ZodType {
  switch (kind) {
    case "slack":
      return z
        .object({
          webhookUrl: z
            .string({ error: "webhookUrl is required" })
            .max(2_048)
            .refine((url) => url.startsWith(rules.slackWebhookPrefix), {
              message: `must begin with ${rules.slackWebhookPrefix}`,
            })
            .superRefine(urlRule(rules)),
        })
        .strict();
    case "email":
      return z
        .object({
          recipients: z
            .array(z.email("must be an email address"), { error: "recipients is required" })
            .min(1, "must list at least one address")
            .max(50),
          fromName: z.string().trim().min(1).max(100).optional(),
        })
        .strict();
    case "pagerduty":
      return z
        .object({
          routingKey: z
            .string({ error: "routingKey is required" })
            .trim()
            .min(1, "routingKey is required")
            .max(64),
          serviceId: z.string().trim().min(1).max(255).optional(),
        })
        .strict();
    case "webhook":
      return z
        .object({
          url: z.string({ error: "url is required" }).max(2_048).superRefine(urlRule(rules)),
          secret: z.string({ error: "secret is required" }).min(1, "secret is required").max(512),
          headers: z
            .record(
              z
                .string()
                .regex(HEADER_NAME, "must be an HTTP header name")
                .refine((name) => !RESERVED_HEADERS.has(name.toLowerCase()), "is set by Vigil"),
              z
                .string()
                .max(2_048)
                .refine((value) => !/[\r\n]/.test(value), "must not contain line breaks"),
            )
            .refine((headers) => Object.keys(headers).length <= 20, "at most 20 headers")
            .default({}),
        })
        .strict();
  }
}

/**
 * Checks a channel's config; a problem is 400 VALIDATION_ERROR naming the field as
 * `config.<key>`. The webhook URL's host is resolved and refused when it is not public.
 */
export async function parseConfig<K extends ChannelKind>(
  kind: K,
  raw: unknown,
  rules: ConfigRules,
): Promise<ChannelConfigs[K]> {
  const parsed = z.object({ config: schemaOf(kind, rules) }).safeParse({ config: raw });
  if (!parsed.success) throw validationErrorFrom(parsed.error, "json");
  const config = parsed.data.config as ChannelConfigs[K];
  if (kind === "webhook") await rules.checkField((config as WebhookConfig).url, "config.url");
  return config;
}

function last4(value: string): string {
  return value.slice(-4);
}

function maskSlackUrl(url: string, prefix: string): string {
  const start = url.startsWith(prefix) ? prefix : `${new URL(url).origin}/`;
  return `${start}…${last4(url)}`;
}

/** The config as answers show it: URLs with tokens, keys, secrets and header values masked. */
export function maskConfig(
  kind: ChannelKind,
  config: ChannelConfig,
  slackWebhookPrefix: string,
): Record<string, unknown> {
  switch (kind) {
    case "slack": {
      const { webhookUrl } = config as SlackConfig;
      return { webhookUrl: maskSlackUrl(webhookUrl, slackWebhookPrefix) };
    }
    case "email":
      return { ...(config as EmailConfig) };
    case "pagerduty": {
      const { routingKey, ...rest } = config as PagerdutyConfig;
      return { ...rest, routingKey: `${MASK}${last4(routingKey)}` };
    }
    case "webhook": {
      const { url, headers } = config as WebhookConfig;
      const masked = Object.fromEntries(Object.keys(headers).map((name) => [name, MASK]));
      return { url, secret: MASK, headers: masked };
    }
  }
}

/**
 * A client that read a channel and PUTs its config back sends the masked values; those keep
 * the stored secrets instead of replacing them with asterisks.
 */
export function keepMaskedSecrets(
  kind: ChannelKind,
  raw: unknown,
  stored: ChannelConfig | null,
  slackWebhookPrefix: string,
): unknown {
  if (stored === null || typeof raw !== "object" || raw === null || Array.isArray(raw)) return raw;
  const next = { ...(raw as Record<string, unknown>) };
  const masked = maskConfig(kind, stored, slackWebhookPrefix);
  const secretKeys = { slack: ["webhookUrl"], pagerduty: ["routingKey"], webhook: ["secret"] };
  for (const key of (secretKeys as Record<string, string[]>)[kind] ?? []) {
    if (next[key] === masked[key]) next[key] = (stored as unknown as Record<string, unknown>)[key];
  }
  if (kind === "webhook" && typeof next.headers === "object" && next.headers !== null) {
    const storedHeaders = (stored as WebhookConfig).headers;
    next.headers = Object.fromEntries(
      Object.entries(next.headers as Record<string, unknown>).map(([name, value]) => [
        name,
        value === MASK && storedHeaders[name] !== undefined ? storedHeaders[name] : value,
      ]),
    );
  }
  return next;
}
