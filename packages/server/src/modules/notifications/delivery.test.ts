import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import { eventually } from "../../testing/eventually";
import { dataOf } from "../../testing/harness";
import { CHANNELS, type FiringWorld, firingWorld } from "../../testing/notification-firing";
import type { RuleView } from "./schemas";

describe.each(TEST_DIALECTS)("notification delivery on %s", (dialect) => {
  let world: FiringWorld;
  beforeAll(async () => {
    world = await firingWorld(dialect);
  });
  afterAll(() => world.close());

  it("sends a matching event through Slack, records it sent and sets lastTriggered", async () => {
    const tenant = await world.tenant();
    const rule = await tenant.addRule();
    const event = await tenant.fire("failure.detected", {
      severity: "critical",
      title: "Refund loop",
    });
    expect(tenant.slackPosts()).toHaveLength(1);
    expect(tenant.slackPosts()[0]?.body).toContain("Refund loop");
    const [row] = await tenant.notifications();
    expect(row).toMatchObject({
      rule_id: rule.id,
      channel: "slack",
      event_id: event.eventId,
      event_type: "failure.detected",
      severity: "critical",
      status: "sent",
      subject: "[Vigil] CRITICAL: alerts (failure.detected)",
      error: null,
      sent_at: world.clock.now().toISOString(),
    });
    const rules = (await (
      await world.t.call("GET", `/api/notification-rules?agentId=${tenant.agentId}`, {
        key: tenant.key,
      })
    ).json()) as RuleView[];
    expect(rules[0]?.lastTriggered).toBe(world.clock.now().toISOString());
  });

  it("records failed without retrying when the rule's channel is missing or disabled", async () => {
    const tenant = await world.tenant();
    await tenant.addRule({ channel: "webhook", cooldownMinutes: 0 });
    await tenant.fire();
    await dataOf(
      await world.t.call("PUT", `${CHANNELS}/slack`, {
        key: tenant.key,
        body: { isEnabled: false },
      }),
    );
    await tenant.addRule({ name: "slack", cooldownMinutes: 0 });
    await tenant.fire();
    const failed = (await tenant.notifications()).filter((r) => r.status === "failed");
    expect(failed.map((r) => r.error).sort()).toEqual([
      "no webhook channel is configured",
      "no webhook channel is configured",
      "the slack channel is disabled",
    ]);
    const counts = await world.t.deps.jobs.counts(tenant.companyId);
    expect(counts.byType["notification.send"]).toEqual({ completed: 3 });
  });

  it("retries a failed send with backoff and updates the same row to sent", async () => {
    const tenant = await world.tenant();
    await tenant.addRule();
    world.http.status = 503;
    try {
      await tenant.fire();
    } finally {
      world.http.status = 200;
    }
    const [failed] = await tenant.notifications();
    expect(failed?.status).toBe("failed");
    expect(failed?.error).toBe("attempt 1/5: Slack answered HTTP 503: status 503");
    world.clock.advance(5_000);
    await world.t.deps.jobs.drain();
    const rows = await tenant.notifications();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: failed?.id, status: "sent", error: null });
    expect(tenant.slackPosts()).toHaveLength(2);
  });

  it("emails the rule's recipients through SMTP with the subject", async () => {
    const tenant = await world.tenant();
    await dataOf(
      await world.t.call("PUT", `${CHANNELS}/email`, {
        key: tenant.key,
        body: { config: { recipients: ["team@example.com"] } },
      }),
    );
    await tenant.addRule({
      channel: "email",
      recipients: [`lead-${tenant.companyId}@example.com`],
    });
    await tenant.fire("failure.detected", { severity: "error" });
    const to = `lead-${tenant.companyId}@example.com`;
    await eventually(() => world.smtp.messages.some((m) => m.to.includes(to)));
    const message = world.smtp.messages.find((m) => m.to.includes(to));
    expect(message?.to).toEqual([to]);
    expect(message?.raw).toContain("Subject: [Vigil] ERROR: alerts (failure.detected)");
    expect((await tenant.notifications())[0]?.status).toBe("sent");
  });

  it("triggers PagerDuty with the event id as dedup_key and the event data as details", async () => {
    const tenant = await world.tenant();
    const routingKey = `rk-${tenant.companyId}`;
    await dataOf(
      await world.t.call("PUT", `${CHANNELS}/pagerduty`, {
        key: tenant.key,
        body: { config: { routingKey } },
      }),
    );
    await tenant.addRule({ channel: "pagerduty" });
    const event = await tenant.fire("failure.detected", { severity: "critical", traceId: "tr_1" });
    const sent = world.http.received
      .filter((r) => r.path === "/v2/enqueue")
      .map((r) => JSON.parse(r.body))
      .find((b) => b.routing_key === routingKey);
    expect(sent).toEqual({
      routing_key: routingKey,
      event_action: "trigger",
      dedup_key: event.eventId,
      client: "Vigil",
      payload: {
        summary: "[Vigil] CRITICAL: alerts (failure.detected)",
        source: "vigil",
        severity: "critical",
        timestamp: event.timestamp,
        class: "failure.detected",
        custom_details: event.data,
      },
    });
  });
});
