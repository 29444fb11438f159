/** The notifications tables, as stored (db/schema.ts gives the storage conventions). */

export interface NotificationChannelsTable {
  id: string;
  company_id: string;
  channel: "slack" | "email" | "pagerduty" | "webhook";
  is_enabled: number;
  /** Sealed JSON config */
  config: string;
  is_verified: number;
  created_at: string;
  updated_at: string;
}

export interface NotificationRulesTable {
  id: string;
  company_id: string;
  agent_id: string;
  name: string;
  description: string | null;
  /** JSON */
  conditions: string;
  channel: string;
  /** JSON */
  recipients: string;
  cooldown_minutes: number;
  last_triggered: string | null;
  is_active: number;
  created_by: string;
  created_at: string;
  updated_at: string;
}

export interface NotificationPreferencesTable {
  company_id: string;
  user_id: string;
  email_enabled: number;
  slack_enabled: number;
  in_app_enabled: number;
  webhook_enabled: number;
  pagerduty_enabled: number;
  min_severity: string;
  quiet_hours_start: string | null;
  quiet_hours_end: string | null;
  quiet_hours_timezone: string;
  updated_at: string;
}

export interface NotificationsTable {
  id: string;
  company_id: string;
  rule_id: string | null;
  user_id: string | null;
  channel: string;
  event_id: string;
  event_type: string;
  severity: string;
  /** sent | held | suppressed | failed */
  status: string;
  subject: string;
  /** JSON */
  body: string;
  error: string | null;
  created_at: string;
  sent_at: string | null;
}

declare module "../../db/schema" {
  interface DB {
    notification_channels: NotificationChannelsTable;
    notification_rules: NotificationRulesTable;
    notification_preferences: NotificationPreferencesTable;
    notifications: NotificationsTable;
  }
}
