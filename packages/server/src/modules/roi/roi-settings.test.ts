import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import {
  createTestApp,
  dataOf,
  expectError,
  manualClock,
  type TestApp,
} from "../../testing/harness";
import { createAgent } from "../../testing/roi-world";

interface Settings {
  configId: string | null;
  updatedAt: string | null;
  humanCostPerHour: number;
  avgHumanHandlingMinutes: number;
  aiCostModel: string;
  currency: string;
  overheadMultiplier: number;
  costPerRequest: number;
  agentOverrides: { agentId: string; humanCostPerHour?: number }[];
}

const path = "/api/v1/roi-analytics";

describe.each(TEST_DIALECTS)("ROI settings on %s", (dialect) => {
  let t: TestApp;
  const clock = manualClock(new Date("2026-01-15T12:00:00.000Z"));
  beforeAll(async () => {
    t = await createTestApp({ dialect, clock });
  });
  afterAll(() => t.close());

  const settingsOf = async (key: string) =>
    dataOf<Settings>(await t.call("GET", `${path}/settings`, { key }));

  it("answers the spec's defaults before anything is configured", async () => {
    const key = await t.key({ companyId: "fresh-co" });
    expect(await settingsOf(key)).toEqual({
      configId: null,
      updatedAt: null,
      humanCostPerHour: 25,
      avgHumanHandlingMinutes: 6,
      aiCostModel: "per-token",
      currency: "USD",
      overheadMultiplier: 1,
      costPer1kInputTokens: 0.0005,
      costPer1kOutputTokens: 0.0015,
      costPerRequest: 0.01,
      flatRateMonthlyCost: 0,
      agentOverrides: [],
    });
  });

  it("configures with configId and updatedAt; a partial update keeps the other fields", async () => {
    const key = await t.key({ companyId: "partial-co" });
    const agentId = await createAgent(t, key, "Support");
    const first = await dataOf<{ configId: string; updatedAt: string }>(
      await t.call("POST", `${path}/configure`, {
        key,
        body: {
          humanCostPerHour: 40,
          currency: "EUR",
          agentOverrides: [{ agentId, avgHumanHandlingMinutes: 12 }],
        },
      }),
    );
    expect(first.configId).toMatch(/^roi_[0-9A-Z]{26}$/);
    expect(first.updatedAt).toBe("2026-01-15T12:00:00.000Z");
    clock.advance(60_000);
    const second = await dataOf<{ configId: string; updatedAt: string }>(
      await t.call("POST", `${path}/configure`, { key, body: { aiCostModel: "per-request" } }),
    );
    expect(second).toEqual({ configId: first.configId, updatedAt: "2026-01-15T12:01:00.000Z" });
    expect(await settingsOf(key)).toMatchObject({
      configId: first.configId,
      humanCostPerHour: 40,
      avgHumanHandlingMinutes: 6,
      currency: "EUR",
      aiCostModel: "per-request",
      agentOverrides: [{ agentId, avgHumanHandlingMinutes: 12 }],
    });
    const audit = (await (
      await t.call("GET", "/api/v1/compliance/audit-logs?action=roi.configure", { key })
    ).json()) as { logs: { resourceType: string; resourceId: string; details: unknown }[] };
    expect(audit.logs).toHaveLength(2);
    expect(audit.logs[0]).toMatchObject({
      resourceType: "roi_settings",
      resourceId: first.configId,
      details: { fields: ["aiCostModel"] },
    });
    // An empty body changes nothing but the time.
    await dataOf(await t.call("POST", `${path}/configure`, { key, body: {} }));
    expect((await settingsOf(key)).humanCostPerHour).toBe(40);
  });

  it("keeps one configId when two first configures race, with both changes applied", async () => {
    const key = await t.key({ companyId: "race-co" });
    const [one, two] = await Promise.all([
      dataOf<{ configId: string }>(
        await t.call("POST", `${path}/configure`, { key, body: { humanCostPerHour: 31 } }),
      ),
      dataOf<{ configId: string }>(
        await t.call("POST", `${path}/configure`, { key, body: { currency: "CHF" } }),
      ),
    ]);
    expect(one.configId).toBe(two.configId);
    expect(await settingsOf(key)).toMatchObject({ humanCostPerHour: 31, currency: "CHF" });
  });

  it("refuses bad settings with 400 naming the field, and stores nothing", async () => {
    const key = await t.key({ companyId: "strict-co" });
    await dataOf(
      await t.call("POST", `${path}/configure`, { key, body: { humanCostPerHour: 30 } }),
    );
    const before = await settingsOf(key);
    const cases: [unknown, string][] = [
      [{ humanCostPerHour: -1 }, "humanCostPerHour"],
      [{ avgHumanHandlingMinutes: 0 }, "avgHumanHandlingMinutes"],
      [{ aiCostModel: "per-minute" }, "aiCostModel"],
      [{ currency: "usd" }, "currency"],
      [{ overheadMultiplier: 0.5 }, "overheadMultiplier"],
      [{ agentOverrides: [{ humanCostPerHour: 3 }] }, "agentOverrides[0].agentId"],
      [{ surprise: true }, "body"],
    ];
    for (const [body, field] of cases) {
      const error = await expectError(
        await t.call("POST", `${path}/configure`, { key, body }),
        400,
        "VALIDATION_ERROR",
      );
      expect(error.details?.field, JSON.stringify(body)).toBe(field);
    }
    const agentId = await createAgent(t, key, "Dup");
    const dup = await expectError(
      await t.call("POST", `${path}/configure`, {
        key,
        body: { agentOverrides: [{ agentId }, { agentId, humanCostPerHour: 1 }] },
      }),
      400,
      "VALIDATION_ERROR",
    );
    expect(dup.details?.field).toBe("agentOverrides[1].agentId");
    expect(await settingsOf(key)).toEqual(before);
  });

  it("answers 404 for another company's agent in an override, changing nothing", async () => {
    const key = await t.key({ companyId: "mine-co" });
    const otherKey = await t.key({ companyId: "theirs-co" });
    const theirs = await createAgent(t, otherKey, "Theirs");
    const before = await settingsOf(key);
    await expectError(
      await t.call("POST", `${path}/configure`, {
        key,
        body: { humanCostPerHour: 99, agentOverrides: [{ agentId: theirs, humanCostPerHour: 1 }] },
      }),
      404,
      "NOT_FOUND",
    );
    expect(await settingsOf(key)).toEqual(before);
  });

  it("keeps each company's settings apart and refuses changes through an agent-bound key", async () => {
    const key = await t.key({ companyId: "apart-co" });
    await dataOf(await t.call("POST", `${path}/configure`, { key, body: { currency: "GBP" } }));
    const otherKey = await t.key({ companyId: "apart-other-co" });
    expect((await settingsOf(otherKey)).currency).toBe("USD");
    const agentId = await createAgent(t, key, "Bound");
    const bound = await t.key({ companyId: "apart-co", agentId });
    await expectError(
      await t.call("POST", `${path}/configure`, { key: bound, body: { currency: "JPY" } }),
      403,
      "FORBIDDEN",
    );
    expect((await settingsOf(key)).currency).toBe("GBP");
  });
});
