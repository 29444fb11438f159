/** Per-user notification preferences: which channels, from which severity, and quiet hours. */
import type { z } from "@hono/zod-openapi";
import type { Deps } from "../../context";
import type { Database } from "../../db/database";
import { toNumber } from "../../db/sql";
import type { Severity } from "../../events/types";
import { ValidationError } from "../../http/errors";
import type { Principal } from "../../http/principal";
import type { NotificationPreferencesTable } from "./schema";
import type { PreferencesView, RuleChannel, UpdatePreferencesBody } from "./schemas";

export type PreferencesDeps = Pick<Deps, "database" | "clock">;

/** What a user who never set preferences gets: everything on, from info, no quiet hours. */
export const DEFAULT_PREFERENCES: Readonly<PreferencesView> = Object.freeze({
  emailEnabled: true,
  slackEnabled: true,
  inAppEnabled: true,
  webhookEnabled: true,
  pagerdutyEnabled: true,
  minSeverity: "info",
  quietHoursStart: null,
  quietHoursEnd: null,
  quietHoursTimezone: "UTC",
});

const ENABLED_FIELD: Record<RuleChannel, keyof PreferencesView> = {
  email: "emailEnabled",
  slack: "slackEnabled",
  in_app: "inAppEnabled",
  webhook: "webhookEnabled",
  pagerduty: "pagerdutyEnabled",
};

/** Whether the user's preferences let a channel notify them. */
export function channelEnabled(preferences: PreferencesView, channel: RuleChannel): boolean {
  return preferences[ENABLED_FIELD[channel]] === true;
}

function toView(row: NotificationPreferencesTable): PreferencesView {
  const on = (value: unknown) => toNumber(value) === 1;
  return {
    emailEnabled: on(row.email_enabled),
    slackEnabled: on(row.slack_enabled),
    inAppEnabled: on(row.in_app_enabled),
    webhookEnabled: on(row.webhook_enabled),
    pagerdutyEnabled: on(row.pagerduty_enabled),
    minSeverity: row.min_severity as Severity,
    quietHoursStart: row.quiet_hours_start,
    quietHoursEnd: row.quiet_hours_end,
    quietHoursTimezone: row.quiet_hours_timezone,
  };
}

/** The user's preferences, or the defaults when none are stored. */
export async function loadPreferences(
  database: Database,
  companyId: string,
  userId: string,
): Promise<PreferencesView> {
  const row = await database.db
    .selectFrom("notification_preferences")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ? toView(row) : { ...DEFAULT_PREFERENCES };
}

export function getPreferences(
  { database }: PreferencesDeps,
  principal: Principal,
): Promise<PreferencesView> {
  return loadPreferences(database, principal.companyId, principal.userId);
}

function invalid(field: string, reason: string): ValidationError {
  return new ValidationError(`Invalid body: ${field}: ${reason}`, { field, reason });
}

/** Quiet hours need both ends (or neither), and a range of some length. */
function checkQuietHours(next: PreferencesView): void {
  const { quietHoursStart: start, quietHoursEnd: end } = next;
  if (start === null && end !== null) {
    throw invalid("quietHoursStart", "required when quietHoursEnd is set");
  }
  if (start !== null && end === null) {
    throw invalid("quietHoursEnd", "required when quietHoursStart is set");
  }
  if (start !== null && start === end) {
    throw invalid("quietHoursEnd", "must differ from quietHoursStart");
  }
}

/** Changes the given fields; the others keep their stored (or default) values. */
export async function updatePreferences(
  { database, clock }: PreferencesDeps,
  principal: Principal,
  body: z.infer<typeof UpdatePreferencesBody>,
): Promise<PreferencesView> {
  const current = await getPreferences({ database, clock }, principal);
  const defined = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  const next: PreferencesView = { ...current, ...defined };
  checkQuietHours(next);
  const bit = (value: boolean) => (value ? 1 : 0);
  const columns = {
    email_enabled: bit(next.emailEnabled),
    slack_enabled: bit(next.slackEnabled),
    in_app_enabled: bit(next.inAppEnabled),
    webhook_enabled: bit(next.webhookEnabled),
    pagerduty_enabled: bit(next.pagerdutyEnabled),
    min_severity: next.minSeverity,
    quiet_hours_start: next.quietHoursStart,
    quiet_hours_end: next.quietHoursEnd,
    quiet_hours_timezone: next.quietHoursTimezone,
    updated_at: clock.now().toISOString(),
  };
  await database.db
    .insertInto("notification_preferences")
    .values({ company_id: principal.companyId, user_id: principal.userId, ...columns })
    .onConflict((oc) => oc.columns(["company_id", "user_id"]).doUpdateSet(columns))
    .execute();
  return next;
}
