/** A company's notification channels: one per kind, config sealed at rest, tested by a real send. */

import type { Deps } from "../../context";
import type { Database } from "../../db/database";
import {
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  ValidationError,
} from "../../http/errors";
import type { Principal } from "../../http/principal";
import { newId } from "../../lib/ids";
import type { SecretBox } from "../../lib/secret-box";
import {
  type ChannelConfig,
  type ConfigRules,
  keepMaskedSecrets,
  maskConfig,
  parseConfig,
} from "./channel-config";
import { testNotice } from "./message";
import type { NotificationChannelsTable } from "./schema";
import type { ChannelKind, ChannelView } from "./schemas";
import { DeliveryError, sendNotice } from "./senders";

export type ChannelsDeps = Pick<
  Deps,
  "database" | "clock" | "config" | "secretBox" | "outbound" | "rateLimiter"
>;

export interface StoredChannel {
  row: NotificationChannelsTable;
  config: ChannelConfig;
}

/** One test send per channel per minute per company (the spec's limit). */
export const CHANNEL_TEST_LIMIT = { perMinute: 1, burst: 1 };

/** 429 for a channel tested again within the minute; the body also carries `data.error`. */
export class ChannelTestRateLimitedError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds, "One test per channel per minute; retry later");
  }

  override toBody() {
    return {
      ...super.toBody(),
      data: { error: "Please wait one minute before testing this channel again" },
    };
  }
}

function configRules(ctx: ChannelsDeps): ConfigRules {
  return {
    slackWebhookPrefix: ctx.config.slackWebhookPrefix,
    problem: (url) => ctx.outbound.problem(url),
    checkField: (url, field) => ctx.outbound.checkField(url, field),
  };
}

function toView(stored: StoredChannel, slackWebhookPrefix: string): ChannelView {
  const { row, config } = stored;
  return {
    id: row.id,
    channel: row.channel,
    isEnabled: Number(row.is_enabled) === 1,
    config: maskConfig(row.channel, config, slackWebhookPrefix),
    isVerified: Number(row.is_verified) === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function open(secretBox: SecretBox, row: NotificationChannelsTable): StoredChannel {
  return { row, config: JSON.parse(secretBox.open(row.config)) as ChannelConfig };
}

/** The company's channel of a kind with its config opened, if configured. */
export async function loadChannel(
  database: Database,
  secretBox: SecretBox,
  companyId: string,
  kind: ChannelKind,
): Promise<StoredChannel | undefined> {
  const row = await database.db
    .selectFrom("notification_channels")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("channel", "=", kind)
    .executeTakeFirst();
  return row ? open(secretBox, row) : undefined;
}

async function requireChannel(
  ctx: ChannelsDeps,
  principal: Principal,
  kind: ChannelKind,
): Promise<StoredChannel> {
  const stored = await loadChannel(ctx.database, ctx.secretBox, principal.companyId, kind);
  if (!stored) throw new NotFoundError(`No ${kind} notification channel is configured`);
  return stored;
}

/** Channels are the company's: a key bound to one agent may read them, not change them. */
function assertUnbound(principal: Principal): void {
  if (principal.agentId !== null) {
    throw new ForbiddenError(
      "This API key is bound to one agent and cannot change the company's notification channels",
    );
  }
}

export async function listChannels(
  ctx: ChannelsDeps,
  principal: Principal,
): Promise<ChannelView[]> {
  const rows = await ctx.database.db
    .selectFrom("notification_channels")
    .selectAll()
    .where("company_id", "=", principal.companyId)
    .orderBy("channel")
    .execute();
  return rows.map((row) => toView(open(ctx.secretBox, row), ctx.config.slackWebhookPrefix));
}

/**
 * Creates or replaces the channel of a kind. Any change clears isVerified: the next test
 * send proves the new settings.
 */
export async function putChannel(
  ctx: ChannelsDeps,
  principal: Principal,
  kind: ChannelKind,
  body: { isEnabled?: boolean | undefined; config?: Record<string, unknown> | undefined },
): Promise<ChannelView> {
  assertUnbound(principal);
  const { database, secretBox } = ctx;
  const existing = await loadChannel(database, secretBox, principal.companyId, kind);
  if (!existing && body.config === undefined) {
    throw new ValidationError("Invalid body: config: required for a new channel", {
      field: "config",
      reason: "required for a new channel",
    });
  }
  const prefix = ctx.config.slackWebhookPrefix;
  const config =
    body.config === undefined
      ? (existing?.config as ChannelConfig)
      : await parseConfig(
          kind,
          keepMaskedSecrets(kind, body.config, existing?.config ?? null, prefix),
          configRules(ctx),
        );
  const now = ctx.clock.now().toISOString();
  const wasEnabled = existing ? Number(existing.row.is_enabled) === 1 : true;
  const isEnabled = (body.isEnabled ?? wasEnabled) ? 1 : 0;
  const sealed = secretBox.seal(JSON.stringify(config));
  await database.db
    .insertInto("notification_channels")
    .values({
      id: newId("nch"),
      company_id: principal.companyId,
      channel: kind,
      is_enabled: isEnabled,
      config: sealed,
      is_verified: 0,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(["company_id", "channel"])
        .doUpdateSet({ is_enabled: isEnabled, config: sealed, is_verified: 0, updated_at: now }),
    )
    .execute();
  const stored = await requireChannel(ctx, principal, kind);
  return toView(stored, prefix);
}

export async function deleteChannel(
  ctx: ChannelsDeps,
  principal: Principal,
  kind: ChannelKind,
): Promise<void> {
  assertUnbound(principal);
  const { row } = await requireChannel(ctx, principal, kind);
  await ctx.database.db.deleteFrom("notification_channels").where("id", "=", row.id).execute();
}

/**
 * Sends a test notification through the channel. A delivered test marks the channel
 * verified; a failed one answers `success: false` with the reason and clears the mark.
 */
export async function testChannel(
  ctx: ChannelsDeps,
  principal: Principal,
  kind: ChannelKind,
): Promise<{ success: boolean; message: string }> {
  assertUnbound(principal);
  const stored = await requireChannel(ctx, principal, kind);
  const now = ctx.clock.now();
  const decision = await ctx.rateLimiter.take(
    `channel-test:${principal.companyId}:${kind}`,
    CHANNEL_TEST_LIMIT,
    now.getTime(),
  );
  if (!decision.allowed) throw new ChannelTestRateLimitedError(decision.retryAfter);
  const notice = testNotice(kind, principal.companyId, now);
  let result: { success: boolean; message: string };
  try {
    result = {
      success: true,
      message: await sendNotice(ctx, kind, stored.config, notice, { now }),
    };
  } catch (error) {
    if (!(error instanceof DeliveryError)) throw error;
    result = { success: false, message: error.message };
  }
  await ctx.database.db
    .updateTable("notification_channels")
    .set({ is_verified: result.success ? 1 : 0 })
    .where("id", "=", stored.row.id)
    .execute();
  return result;
}
