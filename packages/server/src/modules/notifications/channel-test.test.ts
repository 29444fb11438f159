import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import { eventually } from "../../testing/eventually";
import {
  createTestApp,
  dataOf,
  expectError,
  manualClock,
  type TestApp,
} from "../../testing/harness";
import { type Receiver, startReceiver } from "../../testing/receiver";
import { type SmtpReceiver, startSmtpReceiver } from "../../testing/smtp-receiver";
import type { ChannelView } from "./schemas";

const BASE = "/api/v1/explainer/notification-channels";

interface TestAnswer {
  success: boolean;
  message: string;
}

describe.each(TEST_DIALECTS)("notification channel tests on %s", (dialect) => {
  let t: TestApp;
  let http: Receiver;
  let smtp: SmtpReceiver;
  let company = 0;
  const clock = manualClock();
  beforeAll(async () => {
    http = await startReceiver();
    smtp = await startSmtpReceiver();
    t = await createTestApp({
      dialect,
      clock,
      config: {
        dev: true,
        slackWebhookPrefix: `${http.url}/slack/`,
        pagerdutyUrl: `${http.url}/v2/enqueue`,
        smtpUrl: smtp.url,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await http.close();
    await smtp.close();
  });

  const freshKey = () => t.key({ companyId: `tests-${++company}` });
  const configure = async (key: string, channel: string, config: unknown) =>
    dataOf<ChannelView>(await t.call("PUT", `${BASE}/${channel}`, { key, body: { config } }));
  const runTest = (key: string, channel: string) =>
    t.call("POST", `${BASE}/${channel}/test`, { key });
  const testOk = async (key: string, channel: string) =>
    dataOf<TestAnswer>(await runTest(key, channel));
  const requestsTo = (path: string) => http.received.filter((r) => r.path === path);
  const listed = async (key: string) => dataOf<ChannelView[]>(await t.call("GET", BASE, { key }));

  it("posts a Slack test, marks the channel verified, and a later PUT clears that", async () => {
    const key = await freshKey();
    await configure(key, "slack", { webhookUrl: `${http.url}/slack/T1/B1/verify` });
    const answer = await testOk(key, "slack");
    expect(answer).toEqual({ success: true, message: "Delivered to Slack (HTTP 200)" });
    const [request] = requestsTo("/slack/T1/B1/verify");
    const body = JSON.parse(request?.body ?? "{}") as { text: string; blocks: unknown[] };
    expect(body.text).toContain("Test notification");
    expect(body.blocks.length).toBeGreaterThan(0);
    expect((await listed(key))[0]?.isVerified).toBe(true);

    const changed = await configure(key, "slack", { webhookUrl: `${http.url}/slack/T1/B1/new` });
    expect(changed.isVerified).toBe(false);
  });

  it("answers 429 RATE_LIMITED with Retry-After and data.error for a second test within a minute", async () => {
    const key = await freshKey();
    await configure(key, "slack", { webhookUrl: `${http.url}/slack/limit` });
    await configure(key, "pagerduty", { routingKey: "k".repeat(32) });
    await testOk(key, "slack");
    const res = await runTest(key, "slack");
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThanOrEqual(59);
    const body = (await res.clone().json()) as { data: { error: string } };
    expect(body.data).toEqual({
      error: "Please wait one minute before testing this channel again",
    });
    await expectError(res, 429, "RATE_LIMITED");
    // Another channel of the company, and the same channel of another company, are not limited.
    await testOk(key, "pagerduty");
    const other = await freshKey();
    await configure(other, "slack", { webhookUrl: `${http.url}/slack/limit` });
    await testOk(other, "slack");
    // A minute later the channel may be tested again.
    clock.advance(60_000);
    await testOk(key, "slack");
  });

  it("answers success false with the receiver's status when the send fails, unverified", async () => {
    const key = await freshKey();
    await configure(key, "slack", { webhookUrl: `${http.url}/slack/failing` });
    http.status = 500;
    try {
      const answer = await testOk(key, "slack");
      expect(answer.success).toBe(false);
      expect(answer.message).toBe("Slack answered HTTP 500: status 500");
    } finally {
      http.status = 200;
    }
    expect((await listed(key))[0]?.isVerified).toBe(false);
  });

  it("sends PagerDuty an Events API v2 trigger", async () => {
    const key = await freshKey();
    const routingKey = "pd-routing-key-0123456789abcdef";
    await configure(key, "pagerduty", { routingKey });
    http.status = 202;
    try {
      expect(await testOk(key, "pagerduty")).toEqual({
        success: true,
        message: "Delivered to PagerDuty (HTTP 202)",
      });
    } finally {
      http.status = 200;
    }
    const sent = requestsTo("/v2/enqueue").map((r) => JSON.parse(r.body));
    const trigger = sent.find((b) => b.routing_key === routingKey);
    expect(trigger).toMatchObject({
      routing_key: routingKey,
      event_action: "trigger",
      dedup_key: expect.stringMatching(/^evt_/),
      payload: {
        summary: "[Vigil] Test notification",
        source: "vigil",
        severity: "info",
        custom_details: { companyId: `tests-${company}` },
      },
    });
  });

  it("signs a webhook test with X-Service-Signature over the raw body and adds configured headers", async () => {
    const key = await freshKey();
    const secret = "channel-secret-1";
    await configure(key, "webhook", {
      url: `${http.url}/hook/signed`,
      secret,
      headers: { "X-Team": "payments" },
    });
    expect((await testOk(key, "webhook")).success).toBe(true);
    const [request] = requestsTo("/hook/signed");
    if (!request) throw new Error("no webhook request");
    const expected = createHmac("sha256", secret).update(request.body).digest("hex");
    expect(request.headers["x-service-signature"]).toBe(expected);
    expect(request.headers["x-team"]).toBe("payments");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(request.body)).toMatchObject({
      event: "webhook.test",
      schemaVersion: "2.0",
      notification: { subject: "[Vigil] Test notification" },
    });
  });

  it("emails a test to the channel's recipients through SMTP, with the subject and from name", async () => {
    const key = await freshKey();
    await configure(key, "email", { recipients: ["oncall@example.com"], fromName: "Vigil Alerts" });
    expect(await testOk(key, "email")).toEqual({ success: true, message: "Emailed 1 recipient" });
    await eventually(() => smtp.messages.some((m) => m.to.includes("oncall@example.com")));
    const message = smtp.messages.find((m) => m.to.includes("oncall@example.com"));
    expect(message?.raw).toContain("Subject: [Vigil] Test notification");
    expect(message?.raw).toContain("From: Vigil Alerts <vigil@localhost>");
    expect(message?.from).toBe("vigil@localhost");
  });

  it("answers 404 NOT_FOUND when testing a channel that is not configured", async () => {
    await expectError(await runTest(await freshKey(), "webhook"), 404, "NOT_FOUND");
  });
});

describe("email channel without VIGIL_SMTP_URL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers success false naming VIGIL_SMTP_URL", async () => {
    const key = await t.key();
    await dataOf(
      await t.call("PUT", `${BASE}/email`, {
        key,
        body: { config: { recipients: ["oncall@example.com"] } },
      }),
    );
    const answer = await dataOf<TestAnswer>(await t.call("POST", `${BASE}/email/test`, { key }));
    expect(answer.success).toBe(false);
    expect(answer.message).toContain("email needs VIGIL_SMTP_URL");
  });
});
