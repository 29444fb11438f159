import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import { type FiringWorld, firingWorld } from "../../testing/notification-firing";

describe.each(TEST_DIALECTS)("notification rules firing on %s", (dialect) => {
  let world: FiringWorld;
  beforeAll(async () => {
    world = await firingWorld(dialect);
  });
  afterAll(() => world.close());

  it("does not fire for another event type, a lower severity, another agent or an inactive rule", async () => {
    const tenant = await world.tenant();
    await tenant.addRule();
    await tenant.addRule({ name: "off", conditions: {}, isActive: false });
    await tenant.fire("run.failed", { severity: "critical" });
    await tenant.fire("failure.detected", { severity: "warning" });
    await tenant.fire("failure.detected", {});
    await tenant.fire("failure.detected", { severity: "error", agentId: "agent_someone_else" });
    expect(tenant.slackPosts()).toHaveLength(0);
    expect(await tenant.notifications()).toEqual([]);
  });

  it("matches minSeverity on one scale of both vocabularies: info = low < warning = medium < error = high < critical", async () => {
    const tenant = await world.tenant();
    const high = await tenant.addRule({
      name: "high",
      channel: "in_app",
      conditions: { minSeverity: "high" },
      cooldownMinutes: 0,
    });
    const error = await tenant.addRule({
      name: "error",
      channel: "in_app",
      conditions: { minSeverity: "error" },
      cooldownMinutes: 0,
    });
    for (const severity of ["medium", "high", "critical", "warning"] as const) {
      await tenant.fire("case.created", { severity });
    }
    const rows = await tenant.notifications();
    const firedBy = (id: string) =>
      rows
        .filter((r) => r.rule_id === id)
        .map((r) => r.severity)
        .sort();
    expect(firedBy(high.id)).toEqual(["critical", "high"]);
    expect(firedBy(error.id)).toEqual(["critical", "high"]);
  });

  it("compares an issue severity with the preferred minimum on the same scale", async () => {
    const tenant = await world.tenant();
    await tenant.addRule({ conditions: {}, channel: "in_app", cooldownMinutes: 0 });
    for (const minSeverity of ["info", "error", "critical"]) {
      await tenant.setPreferences({ minSeverity });
      await tenant.fire("case.created", { severity: "high" });
      world.clock.advance(1_000);
    }
    const rows = await tenant.notifications();
    expect(rows.map((r) => [r.status, r.error])).toEqual([
      ["sent", null],
      ["sent", null],
      ["suppressed", "severity high is below the preferred minimum critical"],
    ]);
  });

  it("matches a list of event types, and any event when the rule names none", async () => {
    const tenant = await world.tenant();
    await tenant.addRule({
      conditions: { event: ["run.failed", "drift.detected"] },
      cooldownMinutes: 0,
    });
    await tenant.addRule({
      name: "everything",
      channel: "in_app",
      conditions: {},
      cooldownMinutes: 0,
    });
    await tenant.fire("drift.detected", { severity: "info" });
    await tenant.fire("trace.analyzed", { severity: "info" });
    await tenant.fire("webhook.test", { severity: "info" });
    const rows = await tenant.notifications();
    expect(rows.map((r) => `${r.channel}:${r.event_type}`).sort()).toEqual([
      "in_app:drift.detected",
      "in_app:trace.analyzed",
      "slack:drift.detected",
    ]);
    expect(rows.every((r) => r.status === "sent")).toBe(true);
  });

  it("throttles repeat events within the cooldown; 0 minutes never throttles", async () => {
    const tenant = await world.tenant();
    await tenant.addRule({ cooldownMinutes: 10 });
    await tenant.addRule({ name: "always", channel: "in_app", cooldownMinutes: 0 });
    await tenant.fire();
    world.clock.advance(9 * 60_000);
    await tenant.fire();
    expect(tenant.slackPosts()).toHaveLength(1);
    world.clock.advance(60_000);
    await tenant.fire();
    expect(tenant.slackPosts()).toHaveLength(2);
    const inApp = (await tenant.notifications()).filter((r) => r.channel === "in_app");
    expect(inApp).toHaveLength(3);
  });

  it("suppresses a channel turned off in preferences, and events below the preferred severity", async () => {
    const tenant = await world.tenant();
    await tenant.addRule({ conditions: {}, cooldownMinutes: 0 });
    await tenant.setPreferences({ minSeverity: "critical" });
    await tenant.fire("failure.detected", { severity: "error" });
    await tenant.setPreferences({ minSeverity: "info", slackEnabled: false });
    await tenant.fire("failure.detected", { severity: "critical" });
    expect(tenant.slackPosts()).toHaveLength(0);
    const rows = await tenant.notifications();
    expect(rows.map((r) => [r.status, r.error])).toEqual([
      ["suppressed", "severity error is below the preferred minimum critical"],
      ["suppressed", "slack is turned off in preferences"],
    ]);
  });

  it("holds a notification during quiet hours (America/New_York) and sends it when they end", async () => {
    const tenant = await world.tenant();
    await tenant.addRule();
    await tenant.setPreferences({
      quietHoursStart: "22:00",
      quietHoursEnd: "07:00",
      quietHoursTimezone: "America/New_York",
    });
    // 01:30 EST on 20 January 2026; the quiet hours end at 07:00 EST, 12:00Z.
    world.clock.set(new Date("2026-01-20T06:30:00.000Z"));
    await tenant.fire();
    expect(tenant.slackPosts()).toHaveLength(0);
    const [held] = await tenant.notifications();
    expect(held).toMatchObject({
      status: "held",
      error: "quiet hours until 2026-01-20T12:00:00.000Z",
    });

    world.clock.advance(5 * 3_600_000 + 29 * 60_000); // 06:59 EST
    await world.t.deps.jobs.drain();
    expect(tenant.slackPosts()).toHaveLength(0);
    world.clock.advance(60_000);
    await world.t.deps.jobs.drain();
    expect(tenant.slackPosts()).toHaveLength(1);
    const rows = await tenant.notifications();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: held?.id, status: "sent", error: null });
  });

  it("drops a held notification whose rule is deactivated before the quiet hours end", async () => {
    const tenant = await world.tenant();
    const rule = await tenant.addRule();
    await tenant.setPreferences({ quietHoursStart: "00:00", quietHoursEnd: "23:59" });
    world.clock.set(new Date("2026-02-01T10:00:00.000Z"));
    await tenant.fire();
    const patched = await world.t.call("PATCH", `/api/notification-rules/${rule.id}`, {
      key: tenant.key,
      body: { isActive: false },
    });
    expect(patched.status).toBe(200);
    world.clock.advance(14 * 3_600_000);
    await world.t.deps.jobs.drain();
    expect(tenant.slackPosts()).toHaveLength(0);
    const [row] = await tenant.notifications();
    expect(row).toMatchObject({
      status: "suppressed",
      error: "the rule was deactivated before sending",
    });
  });
});
