/**
 * The `notification.send` job: applies the rule creator's preferences (channel switches,
 * minimum severity, quiet hours), then sends through the company's channel and records the
 * outcome in `notifications`, one row per rule and event, updated on every run.
 */

import type { Deps } from "../../context";
import type { Database } from "../../db/database";
import { atLeast } from "../../events/types";
import type { JobHandler } from "../../jobs/worker";
import { loadChannel } from "./channels-service";
import { type Notice, ruleNotice } from "./message";
import { channelEnabled, loadPreferences } from "./preferences-service";
import { quietUntil } from "./quiet-hours";
import { toRuleView } from "./rules-service";
import type { RuleView } from "./schemas";
import { DeliveryError, sendNotice } from "./senders";
import type { SendPayload } from "./subscriber";

export type NotificationStatus = "sent" | "held" | "suppressed" | "failed";

interface Outcome {
  status: NotificationStatus;
  error?: string | null;
  sentAt?: Date | null;
}

async function record(
  database: Database,
  rule: RuleView & { createdBy: string },
  notice: Notice,
  outcome: Outcome,
  now: Date,
): Promise<void> {
  const changes = {
    status: outcome.status,
    error: outcome.error ?? null,
    sent_at: outcome.sentAt ? outcome.sentAt.toISOString() : null,
  };
  await database.db
    .insertInto("notifications")
    .values({
      id: notice.id,
      company_id: notice.event.data.companyId,
      rule_id: rule.id,
      user_id: rule.createdBy,
      channel: rule.channel,
      event_id: notice.event.eventId,
      event_type: notice.event.event,
      severity: notice.severity,
      subject: notice.subject,
      body: JSON.stringify({ text: notice.text, event: notice.event }),
      created_at: now.toISOString(),
      ...changes,
    })
    .onConflict((oc) => oc.column("id").doUpdateSet(changes))
    .execute();
}

/** A rule's recipients as email addresses, when it lists them; else the channel's apply. */
function emailRecipients(recipients: RuleView["recipients"]): string[] | undefined {
  if (!Array.isArray(recipients) || recipients.length === 0) return undefined;
  return recipients.every((r) => typeof r === "string") ? (recipients as string[]) : undefined;
}

/**
 * Sends one rule's notification of one event. A quiet-hours hold answers `retryAt` (the end
 * of the quiet hours); a failed send throws, so the queue retries it with backoff.
 */
export function sendNotificationJob(deps: Deps): JobHandler<SendPayload> {
  return async (job) => {
    const { notificationId, ruleId, event } = job.payload;
    const { database } = deps;
    const row = await database.db
      .selectFrom("notification_rules")
      .selectAll()
      .where("id", "=", ruleId)
      .where("company_id", "=", event.data.companyId)
      .executeTakeFirst();
    // A rule deleted since it fired sends nothing.
    if (!row) return undefined;
    const rule = { ...toRuleView(row), createdBy: row.created_by };
    const notice = ruleNotice(notificationId, rule, event);
    const now = deps.clock.now();
    const done = (outcome: Outcome) => record(database, rule, notice, outcome, now);

    // Deactivating a rule also drops what it still holds (quiet hours, retries).
    if (!rule.isActive) {
      await done({ status: "suppressed", error: "the rule was deactivated before sending" });
      return undefined;
    }
    const preferences = await loadPreferences(database, event.data.companyId, rule.createdBy);
    if (!channelEnabled(preferences, rule.channel)) {
      await done({ status: "suppressed", error: `${rule.channel} is turned off in preferences` });
      return undefined;
    }
    if (!atLeast(notice.severity, preferences.minSeverity)) {
      const error = `severity ${notice.severity} is below the preferred minimum ${preferences.minSeverity}`;
      await done({ status: "suppressed", error });
      return undefined;
    }
    const { quietHoursStart: start, quietHoursEnd: end } = preferences;
    const until =
      start && end
        ? quietUntil(now, { start, end, timeZone: preferences.quietHoursTimezone })
        : null;
    if (until) {
      await done({ status: "held", error: `quiet hours until ${until.toISOString()}` });
      return { retryAt: until };
    }
    if (rule.channel === "in_app") {
      await done({ status: "sent", sentAt: now });
      return undefined;
    }

    const channel = await loadChannel(database, deps.secretBox, event.data.companyId, rule.channel);
    if (!channel || Number(channel.row.is_enabled) !== 1) {
      const error = channel
        ? `the ${rule.channel} channel is disabled`
        : `no ${rule.channel} channel is configured`;
      await done({ status: "failed", error });
      return undefined;
    }
    try {
      await sendNotice(deps, rule.channel, channel.config, notice, {
        recipients: rule.channel === "email" ? emailRecipients(rule.recipients) : undefined,
        now,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await done({
        status: "failed",
        error: `attempt ${job.attempt}/${job.maxAttempts}: ${reason}`,
      });
      throw error instanceof DeliveryError ? error : new DeliveryError(reason);
    }
    await done({ status: "sent", sentAt: now });
    return undefined;
  };
}
