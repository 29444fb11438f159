/**
 * Sending a notice through a channel: Slack incoming webhook, email over SMTP (nodemailer),
 * PagerDuty Events API v2, or a signed generic webhook. HTTP goes through the guarded
 * outbound client (no redirects, SSRF checks, 10 s budget).
 */
import type { Deps } from "../../context";
import { deliveryHeaders } from "../../events/signing";
import type {
  ChannelConfigs,
  EmailConfig,
  PagerdutyConfig,
  SlackConfig,
  WebhookConfig,
} from "./channel-config";
import type { Notice } from "./message";
import type { ChannelKind } from "./schemas";

/** A send that did not go through; the message says why, for the user. */
export class DeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DeliveryError";
  }
}

export type SenderDeps = Pick<Deps, "config" | "outbound">;

export interface SendOptions {
  /** Email addresses that replace the channel's recipients (a rule's own list). */
  recipients?: string[] | undefined;
  now: Date;
}

const TIMEOUT_MS = 10_000;

/**
 * Sends `notice` through a channel; answers a sentence saying where it went.
 * @throws DeliveryError with the reason (unreachable, non-2xx status, SMTP refusal)
 */
export async function sendNotice<K extends ChannelKind>(
  deps: SenderDeps,
  kind: K,
  config: ChannelConfigs[K],
  notice: Notice,
  options: SendOptions,
): Promise<string> {
  switch (kind) {
    case "slack":
      return sendSlack(deps, config as SlackConfig, notice);
    case "email":
      return sendEmail(deps, config as EmailConfig, notice, options.recipients);
    case "pagerduty":
      return sendPagerduty(deps, config as PagerdutyConfig, notice);
    case "webhook":
      return sendWebhook(deps, config as WebhookConfig, notice, options.now);
  }
  throw new DeliveryError(`Unknown channel ${kind}`);
}

async function postJson(
  deps: SenderDeps,
  label: string,
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<number> {
  let status: number;
  let answer: string;
  try {
    const res = await deps.outbound.post(
      url,
      body,
      { "content-type": "application/json", ...headers },
      { timeoutMs: TIMEOUT_MS, maxBodyBytes: 4_096 },
    );
    status = res.status;
    answer = res.body;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DeliveryError(`${label} could not be reached: ${reason}`);
  }
  if (status < 200 || status > 299) {
    const said = answer.trim().slice(0, 200);
    throw new DeliveryError(`${label} answered HTTP ${status}${said ? `: ${said}` : ""}`);
  }
  return status;
}

/** Slack's control characters; event text must not become mentions or links. */
function slackEscape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

async function sendSlack(deps: SenderDeps, config: SlackConfig, notice: Notice): Promise<string> {
  const text = slackEscape(notice.text);
  const body = JSON.stringify({
    text: `*${slackEscape(notice.subject)}*\n${text}`,
    blocks: [
      { type: "header", text: { type: "plain_text", text: notice.subject.slice(0, 150) } },
      { type: "section", text: { type: "mrkdwn", text: text.slice(0, 3_000) } },
    ],
  });
  const status = await postJson(deps, "Slack", config.webhookUrl, body, {});
  return `Delivered to Slack (HTTP ${status})`;
}

async function sendPagerduty(
  deps: SenderDeps,
  config: PagerdutyConfig,
  notice: Notice,
): Promise<string> {
  const body = JSON.stringify({
    routing_key: config.routingKey,
    event_action: "trigger",
    dedup_key: notice.event.eventId,
    client: "Vigil",
    payload: {
      summary: notice.subject.slice(0, 1_024),
      source: "vigil",
      severity: notice.severity,
      timestamp: notice.event.timestamp,
      class: notice.event.event,
      custom_details: notice.event.data,
    },
  });
  const status = await postJson(deps, "PagerDuty", deps.config.pagerdutyUrl, body, {});
  return `Delivered to PagerDuty (HTTP ${status})`;
}

async function sendWebhook(
  deps: SenderDeps,
  config: WebhookConfig,
  notice: Notice,
  now: Date,
): Promise<string> {
  const body = JSON.stringify({
    ...notice.event,
    notification: {
      id: notice.id,
      subject: notice.subject,
      text: notice.text,
      severity: notice.severity,
      ruleId: notice.rule?.id ?? null,
      ruleName: notice.rule?.name ?? null,
    },
  });
  const signed = deliveryHeaders({
    eventId: notice.event.eventId,
    eventType: notice.event.event,
    deliveryId: notice.id,
    body,
    secrets: [config.secret],
    legacy: false,
    now,
  });
  const status = await postJson(deps, "The webhook", config.url, body, {
    ...config.headers,
    ...signed,
  });
  return `Delivered to ${new URL(config.url).host} (HTTP ${status})`;
}

/** "Name <address>" or "address" of VIGIL_SMTP_FROM, with the channel's fromName as the name. */
function fromAddress(smtpFrom: string, fromName: string | undefined) {
  const address = /<([^>]+)>/.exec(smtpFrom)?.[1] ?? smtpFrom.trim();
  return fromName ? { name: fromName, address } : smtpFrom;
}

async function sendEmail(
  deps: SenderDeps,
  config: EmailConfig,
  notice: Notice,
  recipients: string[] | undefined,
): Promise<string> {
  const smtpUrl = deps.config.smtpUrl;
  if (!smtpUrl) {
    throw new DeliveryError("email needs VIGIL_SMTP_URL (the SMTP server Vigil sends through)");
  }
  const to = recipients && recipients.length > 0 ? recipients : config.recipients;
  // Loaded with the first email: most servers never send one.
  const { createTransport } = await import("nodemailer");
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS * 2,
  });
  try {
    await transport.sendMail({
      from: fromAddress(deps.config.smtpFrom, config.fromName),
      to,
      subject: notice.subject,
      text: notice.text,
      headers: { "X-Vigil-Event-Id": notice.event.eventId },
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DeliveryError(`The email could not be sent: ${reason}`);
  } finally {
    transport.close();
  }
  return `Emailed ${to.length} recipient${to.length === 1 ? "" : "s"}`;
}
