import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Vigil } from "../client";
import { NotFoundError } from "../core/errors";
import { startTestServer, type TestServer } from "../testing/test-server";

let server: TestServer;
let vigil: Vigil;

beforeAll(async () => {
  server = await startTestServer();
  vigil = await server.client();
});
afterAll(() => server.close());

describe("notifications against the real server", () => {
  it("configures a channel with its secrets masked", async () => {
    const channel = await vigil.notificationChannels.put("pagerduty", {
      isEnabled: true,
      config: { routingKey: "R0UT1NGKEY0123456789abcdefABCDEF" },
    });
    expect(channel).toMatchObject({ channel: "pagerduty", isEnabled: true, isVerified: false });
    expect(JSON.stringify(channel.config)).not.toContain("R0UT1NGKEY0123456789");
    expect((await vigil.notificationChannels.list()).map((c) => c.channel)).toEqual(["pagerduty"]);
    await vigil.notificationChannels.delete("pagerduty");
    await expect(vigil.notificationChannels.test("pagerduty")).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it("creates, lists, changes and deletes a rule", async () => {
    const agent = await vigil.agents.create({ name: "Rules" });
    const rule = await vigil.notificationRules.create({
      agentId: agent.id,
      name: "Failures",
      conditions: { event: "failure.detected", minSeverity: "error" },
      channel: "in_app",
      recipients: ["me"],
    });
    expect(rule).toMatchObject({ agentId: agent.id, cooldownMinutes: 60, isActive: true });
    expect((await vigil.notificationRules.list(agent.id)).map((r) => r.id)).toEqual([rule.id]);
    expect(await vigil.notificationRules.update(rule.id, { cooldownMinutes: 5 })).toMatchObject({
      cooldownMinutes: 5,
    });
    await expect(vigil.notificationRules.delete(rule.id)).resolves.toBeUndefined();
    expect(await vigil.notificationRules.list(agent.id)).toEqual([]);
  });

  it("reads defaults and changes preferences", async () => {
    expect(await vigil.notificationPreferences.get()).toMatchObject({
      emailEnabled: true,
      minSeverity: "info",
      quietHoursTimezone: "UTC",
    });
    const updated = await vigil.notificationPreferences.update({
      minSeverity: "error",
      quietHoursStart: "22:00",
      quietHoursEnd: "07:00",
      quietHoursTimezone: "Europe/Berlin",
    });
    expect(updated).toMatchObject({ minSeverity: "error", quietHoursStart: "22:00" });
  });
});
