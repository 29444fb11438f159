import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import { createTestApp, dataOf, expectError, type TestApp } from "../../testing/harness";
import type { PreferencesView } from "./schemas";

const PATH = "/api/v1/explainer/notification-preferences";
const DEFAULTS: PreferencesView = {
  emailEnabled: true,
  slackEnabled: true,
  inAppEnabled: true,
  webhookEnabled: true,
  pagerdutyEnabled: true,
  minSeverity: "info",
  quietHoursStart: null,
  quietHoursEnd: null,
  quietHoursTimezone: "UTC",
};

describe.each(TEST_DIALECTS)("notification preferences on %s", (dialect) => {
  let t: TestApp;
  let user = 0;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
  });
  afterAll(() => t.close());

  const freshKey = () => t.key({ companyId: "prefs", userId: `user-${++user}` });
  const get = async (key: string) => dataOf<PreferencesView>(await t.call("GET", PATH, { key }));
  const put = (key: string, body: unknown) => t.call("PUT", PATH, { key, body });
  const rejects = async (body: unknown, field: string) => {
    const error = await expectError(await put(await freshKey(), body), 400, "VALIDATION_ERROR");
    expect(error.details?.field, JSON.stringify(error)).toBe(field);
  };

  it("answers the defaults before anything is stored", async () => {
    expect(await get(await freshKey())).toEqual(DEFAULTS);
  });

  it("changes only the given fields and keeps them", async () => {
    const key = await freshKey();
    const first = await dataOf<PreferencesView>(
      await put(key, { slackEnabled: false, minSeverity: "warning" }),
    );
    expect(first).toEqual({ ...DEFAULTS, slackEnabled: false, minSeverity: "warning" });
    const second = await dataOf<PreferencesView>(
      await put(key, {
        quietHoursStart: "22:00",
        quietHoursEnd: "07:00",
        quietHoursTimezone: "America/New_York",
      }),
    );
    const expected = {
      ...first,
      quietHoursStart: "22:00",
      quietHoursEnd: "07:00",
      quietHoursTimezone: "America/New_York",
    };
    expect(second).toEqual(expected);
    expect(await get(key)).toEqual(expected);
    // Clearing quiet hours takes both ends.
    const cleared = await dataOf<PreferencesView>(
      await put(key, { quietHoursStart: null, quietHoursEnd: null }),
    );
    expect(cleared).toMatchObject({ quietHoursStart: null, quietHoursEnd: null });
  });

  it("keeps each user's preferences apart", async () => {
    const mine = await freshKey();
    await dataOf(await put(mine, { emailEnabled: false }));
    expect(await get(await freshKey())).toEqual(DEFAULTS);
    // Another company's user of the same id has their own.
    const elsewhere = await t.key({ companyId: "prefs-other", userId: `user-${user - 1}` });
    expect(await get(elsewhere)).toEqual(DEFAULTS);
  });

  it("answers 400 VALIDATION_ERROR for a time zone Intl does not know", async () => {
    await rejects({ quietHoursTimezone: "Mars/Olympus_Mons" }, "quietHoursTimezone");
  });

  it("answers 400 VALIDATION_ERROR for times that are not HH:MM", async () => {
    await rejects({ quietHoursStart: "7:00", quietHoursEnd: "08:00" }, "quietHoursStart");
    await rejects({ quietHoursStart: "22:00", quietHoursEnd: "24:00" }, "quietHoursEnd");
  });

  it("answers 400 VALIDATION_ERROR for quiet hours with one end or an empty range", async () => {
    await rejects({ quietHoursStart: "22:00" }, "quietHoursEnd");
    await rejects({ quietHoursEnd: "07:00" }, "quietHoursStart");
    await rejects({ quietHoursStart: "07:00", quietHoursEnd: "07:00" }, "quietHoursEnd");
  });

  it("answers 400 VALIDATION_ERROR for an unknown severity or field", async () => {
    await rejects({ minSeverity: "fatal" }, "minSeverity");
    await rejects({ smsEnabled: true }, "body");
  });
});
