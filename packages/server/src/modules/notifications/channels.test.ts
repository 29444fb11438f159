import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import { createTestApp, dataOf, expectError, type TestApp } from "../../testing/harness";
import type { ChannelView } from "./schemas";

const BASE = "/api/v1/explainer/notification-channels";
const SLACK_URL = "https://hooks.slack.com/services/T000/B000/abcdefWXYZ";
const ROUTING_KEY = "R0UT1NGKEY0123456789abcdefgh4321";
const WEBHOOK = {
  url: "https://hooks.example.com/vigil",
  secret: "s3cret-for-signing",
  headers: { "X-Team": "payments-oncall" },
};

describe.each(TEST_DIALECTS)("notification channels on %s", (dialect) => {
  let t: TestApp;
  let company = 0;
  beforeAll(async () => {
    // Public names resolve to a public address; "internal.example.com" to a private one.
    t = await createTestApp({
      dialect,
      lookup: async (host) => [
        { address: host.startsWith("internal.") ? "10.0.0.7" : "93.184.216.34", family: 4 },
      ],
    });
  });
  afterAll(() => t.close());

  const freshKey = () => t.key({ companyId: `channels-${++company}` });
  const put = (key: string, channel: string, body: unknown) =>
    t.call("PUT", `${BASE}/${channel}`, { key, body });
  const putOk = async (key: string, channel: string, body: unknown) =>
    dataOf<ChannelView>(await put(key, channel, body));
  const list = async (key: string) => dataOf<ChannelView[]>(await t.call("GET", BASE, { key }));
  const rejects = async (channel: string, config: unknown, field: string) => {
    const error = await expectError(
      await put(await freshKey(), channel, { config }),
      400,
      "VALIDATION_ERROR",
    );
    expect(error.details?.field, JSON.stringify(error)).toBe(field);
    return error;
  };

  it("creates a slack channel: enabled, unverified, its webhook URL masked", async () => {
    const channel = await putOk(await freshKey(), "slack", { config: { webhookUrl: SLACK_URL } });
    expect(channel).toMatchObject({
      channel: "slack",
      isEnabled: true,
      isVerified: false,
      config: { webhookUrl: "https://hooks.slack.com/…WXYZ" },
    });
    expect(channel.id).toMatch(/^nch_[0-9A-Z]{26}$/);
    expect(channel.createdAt).toBe(channel.updatedAt);
  });

  it("lists every channel with its secrets masked and email recipients shown", async () => {
    const key = await freshKey();
    await putOk(key, "pagerduty", { config: { routingKey: ROUTING_KEY, serviceId: "PSVC1" } });
    await putOk(key, "webhook", { config: WEBHOOK });
    await putOk(key, "email", { config: { recipients: ["ops@example.com"], fromName: "Ops" } });
    const channels = await list(key);
    expect(channels.map((c) => c.channel)).toEqual(["email", "pagerduty", "webhook"]);
    const byKind = Object.fromEntries(channels.map((c) => [c.channel, c.config]));
    expect(byKind.pagerduty).toEqual({ routingKey: "****4321", serviceId: "PSVC1" });
    expect(byKind.webhook).toEqual({
      url: WEBHOOK.url,
      secret: "****",
      headers: { "X-Team": "****" },
    });
    expect(byKind.email).toEqual({ recipients: ["ops@example.com"], fromName: "Ops" });
  });

  it("stores config sealed: the raw row holds neither secret nor key", async () => {
    const key = await freshKey();
    await putOk(key, "webhook", { config: WEBHOOK });
    await putOk(key, "pagerduty", { config: { routingKey: ROUTING_KEY } });
    const rows = await t.database.db
      .selectFrom("notification_channels")
      .selectAll()
      .where("company_id", "=", `channels-${company}`)
      .execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const raw = JSON.stringify(row);
      expect(raw).not.toContain(WEBHOOK.secret);
      expect(raw).not.toContain("payments-oncall");
      expect(raw).not.toContain(ROUTING_KEY);
      expect(row.config).toMatch(/^v1\./);
    }
    const webhook = rows.find((r) => r.channel === "webhook");
    expect(JSON.parse(t.deps.secretBox.open(webhook?.config ?? ""))).toEqual(WEBHOOK);
  });

  it("keeps the stored secrets when the masked config is sent back", async () => {
    const key = await freshKey();
    const created = await putOk(key, "webhook", { config: WEBHOOK });
    await putOk(key, "webhook", {
      config: { ...created.config, headers: { "X-Team": "****", "X-Extra": "1" } },
    });
    const row = await t.database.db
      .selectFrom("notification_channels")
      .select("config")
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(t.deps.secretBox.open(row.config))).toEqual({
      ...WEBHOOK,
      headers: { "X-Team": "payments-oncall", "X-Extra": "1" },
    });
  });

  it("updates in place: same id, isEnabled toggled without config", async () => {
    const key = await freshKey();
    const created = await putOk(key, "slack", { config: { webhookUrl: SLACK_URL } });
    const disabled = await putOk(key, "slack", { isEnabled: false });
    expect(disabled).toMatchObject({
      id: created.id,
      isEnabled: false,
      createdAt: created.createdAt,
    });
    expect(disabled.config).toEqual(created.config);
    expect(await list(key)).toHaveLength(1);
  });

  it("answers 400 VALIDATION_ERROR naming config for a new channel without one", async () => {
    const error = await expectError(
      await put(await freshKey(), "slack", { isEnabled: true }),
      400,
      "VALIDATION_ERROR",
    );
    expect(error.details?.field).toBe("config");
  });

  it("answers 400 VALIDATION_ERROR for a channel name it does not know", async () => {
    const error = await expectError(
      await put(await freshKey(), "sms", { config: {} }),
      400,
      "VALIDATION_ERROR",
    );
    expect(error.details?.field).toBe("channel");
  });

  it("refuses a slack URL outside the configured prefix", async () => {
    const error = await rejects(
      "slack",
      { webhookUrl: "https://evil.example.com/services/x" },
      "config.webhookUrl",
    );
    expect(error.details?.reason).toContain("https://hooks.slack.com/");
    await rejects("slack", {}, "config.webhookUrl");
  });

  it("refuses a webhook URL on http:// without --dev", async () => {
    const error = await rejects(
      "webhook",
      { ...WEBHOOK, url: "http://hooks.example.com/x" },
      "config.url",
    );
    expect(error.details?.reason).toContain("https");
  });

  it("refuses a webhook URL whose host resolves to a private address", async () => {
    const error = await rejects(
      "webhook",
      { ...WEBHOOK, url: "https://internal.example.com/hook" },
      "config.url",
    );
    expect(error.details?.reason).toContain("10.0.0.7");
  });

  it("checks each channel's required fields and limits", async () => {
    await rejects("webhook", { url: WEBHOOK.url }, "config.secret");
    await rejects(
      "webhook",
      { ...WEBHOOK, headers: { "Bad Name": "x" } },
      "config.headers.Bad Name",
    );
    await rejects("pagerduty", {}, "config.routingKey");
    await rejects("pagerduty", { routingKey: "x".repeat(65) }, "config.routingKey");
    await rejects("email", { recipients: [] }, "config.recipients");
    await rejects("email", { recipients: ["not-an-address"] }, "config.recipients[0]");
    await rejects(
      "email",
      { recipients: ["a@example.com"], fromName: "n".repeat(101) },
      "config.fromName",
    );
    await rejects("slack", { webhookUrl: SLACK_URL, extra: 1 }, "config");
  });

  it("deletes a channel with a message; then it is 404 NOT_FOUND", async () => {
    const key = await freshKey();
    await putOk(key, "slack", { config: { webhookUrl: SLACK_URL } });
    const res = await t.call("DELETE", `${BASE}/slack`, { key });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      message: "Notification channel slack removed",
    });
    expect(await list(key)).toEqual([]);
    await expectError(await t.call("DELETE", `${BASE}/slack`, { key }), 404, "NOT_FOUND");
  });

  it("keeps companies apart: another company neither sees nor deletes the channel", async () => {
    const owner = await freshKey();
    await putOk(owner, "slack", { config: { webhookUrl: SLACK_URL } });
    const other = await freshKey();
    expect(await list(other)).toEqual([]);
    await expectError(await t.call("DELETE", `${BASE}/slack`, { key: other }), 404, "NOT_FOUND");
    await expectError(await t.call("POST", `${BASE}/slack/test`, { key: other }), 404, "NOT_FOUND");
    expect(await list(owner)).toHaveLength(1);
  });

  it("answers 403 FORBIDDEN when a key bound to one agent changes a channel", async () => {
    const companyId = `channels-${++company}`;
    const admin = await t.key({ companyId });
    const agent = await dataOf<{ id: string }>(
      await t.call("POST", "/api/agents", { key: admin, body: { name: "bot" } }),
      201,
    );
    const bound = await t.key({ companyId, agentId: agent.id });
    await expectError(
      await put(bound, "slack", { config: { webhookUrl: SLACK_URL } }),
      403,
      "FORBIDDEN",
    );
    expect(await list(bound)).toEqual([]);
  });
});
