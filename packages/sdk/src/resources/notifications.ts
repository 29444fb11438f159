import { path } from "../core/path";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type {
  DeleteResponse,
  NotificationChannel,
  NotificationChannelKind,
  NotificationChannelPutParams,
  NotificationChannelTestResult,
  NotificationPreferences,
  NotificationPreferencesUpdateParams,
  NotificationRule,
  NotificationRuleCreateParams,
  NotificationRuleUpdateParams,
} from "../types";

const CHANNELS = "/api/v1/explainer/notification-channels";

/**
 * The company's notification channels: slack, email, pagerduty, webhook.
 * @example
 * await vigil.notificationChannels.put("slack", {
 *   isEnabled: true,
 *   config: { webhookUrl: "https://hooks.slack.com/services/T000/B000/XXXX" },
 * });
 * const { success, message } = await vigil.notificationChannels.test("slack");
 */
export class NotificationChannelsResource extends APIResource {
  /** GET …/notification-channels: every configured channel, config masked. */
  list(options?: RequestOptions): Promise<NotificationChannel[]> {
    return this.transport.get(CHANNELS, options);
  }

  /** PUT …/notification-channels/{channel}: creates or changes it (isVerified becomes false). */
  put(
    channel: NotificationChannelKind,
    body: NotificationChannelPutParams,
    options?: RequestOptions,
  ): Promise<NotificationChannel> {
    return this.transport.put(
      path`/api/v1/explainer/notification-channels/${channel}`,
      body,
      options,
    );
  }

  /** DELETE …/notification-channels/{channel} */
  delete(channel: NotificationChannelKind, options?: RequestOptions): Promise<DeleteResponse> {
    return this.transport.delete(path`/api/v1/explainer/notification-channels/${channel}`, options);
  }

  /** POST …/{channel}/test: a real send (once a minute per channel). */
  test(
    channel: NotificationChannelKind,
    options?: RequestOptions,
  ): Promise<NotificationChannelTestResult> {
    return this.transport.post(
      path`/api/v1/explainer/notification-channels/${channel}/test`,
      undefined,
      options,
    );
  }
}

/**
 * Notification rules of an agent: which events notify whom, through which channel.
 * @example
 * await vigil.notificationRules.create({
 *   agentId: agent.id,
 *   name: "Failures to on-call",
 *   conditions: { event: "failure.detected", minSeverity: "error" },
 *   channel: "slack",
 *   recipients: ["#on-call"],
 *   cooldownMinutes: 15,
 * });
 */
export class NotificationRulesResource extends APIResource {
  /** GET /api/notification-rules?agentId=…: the agent's rules, newest first. */
  list(agentId: string, options?: RequestOptions): Promise<NotificationRule[]> {
    return this.transport.request(
      { method: "GET", path: "/api/notification-rules", query: { agentId }, envelope: "bare" },
      options,
    );
  }

  /** POST /api/notification-rules */
  create(body: NotificationRuleCreateParams, options?: RequestOptions): Promise<NotificationRule> {
    return this.transport.request(
      { method: "POST", path: "/api/notification-rules", body, envelope: "bare" },
      options,
    );
  }

  /** PATCH /api/notification-rules/{id}: only the given fields change. */
  update(
    id: string,
    body: NotificationRuleUpdateParams,
    options?: RequestOptions,
  ): Promise<NotificationRule> {
    return this.transport.request(
      { method: "PATCH", path: path`/api/notification-rules/${id}`, body, envelope: "bare" },
      options,
    );
  }

  /** DELETE /api/notification-rules/{id} (204: resolves to undefined). */
  async delete(id: string, options?: RequestOptions): Promise<void> {
    await this.transport.request(
      { method: "DELETE", path: path`/api/notification-rules/${id}`, envelope: "bare" },
      options,
    );
  }
}

/** The calling user's notification preferences. */
export class NotificationPreferencesResource extends APIResource {
  /** GET …/notification-preferences (defaults until set) */
  get(options?: RequestOptions): Promise<NotificationPreferences> {
    return this.transport.get("/api/v1/explainer/notification-preferences", options);
  }

  /** PUT …/notification-preferences: only the given fields change. */
  update(
    body: NotificationPreferencesUpdateParams,
    options?: RequestOptions,
  ): Promise<NotificationPreferences> {
    return this.transport.put("/api/v1/explainer/notification-preferences", body, options);
  }
}
