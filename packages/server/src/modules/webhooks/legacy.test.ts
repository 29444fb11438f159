import { createHmac } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { emit } from "../../events/bus";
import { countRows } from "../../testing/databases";
import {
  createTestApp,
  dataOf,
  expectError,
  manualClock,
  type TestApp,
} from "../../testing/harness";
import { type Receiver, startReceiver } from "../../testing/receiver";

const LEGACY = "/api/webhooks";
const CANONICAL = "/api/v1/explainer/webhooks";
const SECRET = "legacy-shared-secret-0123456789";

interface LegacyView {
  id: string;
  url: string;
  events: string[];
  status: "active" | "inactive";
}
interface LegacyTest {
  delivered: boolean;
  responseCode: number | null;
  latencyMs: number;
  error?: string;
}

const hex = (secret: string, body: string) =>
  createHmac("sha256", secret).update(body).digest("hex");

describe("deprecated webhooks API (/api/webhooks)", () => {
  let t: TestApp;
  let receiver: Receiver;
  let key: string;
  const clock = manualClock();

  const create = (body: Record<string, unknown>) => t.call("POST", LEGACY, { key, body });
  const createHook = async (body: Record<string, unknown> = {}) =>
    dataOf<LegacyView>(
      await create({
        url: `${receiver.url}/legacy`,
        events: ["trace.failure"],
        secret: SECRET,
        ...body,
      }),
      201,
    );
  const count = () => countRows(t.database, "webhooks");

  beforeEach(async () => {
    clock.set(new Date("2026-01-15T12:00:00.000Z"));
    receiver = await startReceiver();
    t = await createTestApp({ clock, config: { dev: true } });
    key = await t.key();
  });
  afterEach(async () => {
    await t.close();
    await receiver.close();
  });

  it("creates with url, events and secret: 201 {id, url, events, status} and Deprecation: true", async () => {
    const res = await create({
      url: `${receiver.url}/legacy`,
      events: ["trace.failure"],
      secret: SECRET,
    });
    expect(res.headers.get("deprecation")).toBe("true");
    const hook = await dataOf<LegacyView>(res, 201);
    expect(hook).toEqual({
      id: expect.any(String),
      url: `${receiver.url}/legacy`,
      events: ["trace.failure"],
      status: "active",
    });
  });

  it("lists the webhooks made through it, with Deprecation: true", async () => {
    const hook = await createHook();
    const res = await t.call("GET", LEGACY, { key });
    expect(res.headers.get("deprecation")).toBe("true");
    expect(await dataOf<LegacyView[]>(res)).toEqual([hook]);
  });

  it("answers 400 VALIDATION_ERROR to an event name it never had", async () => {
    const error = await expectError(
      await create({ url: `${receiver.url}/legacy`, events: ["trace.exploded"], secret: SECRET }),
      400,
      "VALIDATION_ERROR",
    );
    expect(error.details?.field).toBe("events[0]");
    expect(await count()).toBe(0);
  });

  it("answers 400 VALIDATION_ERROR to a canonical-only event name", async () => {
    const error = await expectError(
      await create({ url: `${receiver.url}/legacy`, events: ["case.created"], secret: SECRET }),
      400,
      "VALIDATION_ERROR",
    );
    expect(error.details?.field).toBe("events[0]");
    expect(await count()).toBe(0);
  });

  it("answers 400 VALIDATION_ERROR on url to a url that is not a URL", async () => {
    const error = await expectError(
      await create({ url: "not a url", events: ["trace.failure"], secret: SECRET }),
      400,
      "VALIDATION_ERROR",
    );
    expect(error.details?.field).toBe("url");
    expect(await count()).toBe(0);
  });

  it("tests synchronously: delivered, responseCode 200, latencyMs, signed sha256=<hex>", async () => {
    const hook = await createHook();
    const res = await t.call("POST", `${LEGACY}/${hook.id}/test`, { key });
    expect(res.headers.get("deprecation")).toBe("true");
    const result = await dataOf<LegacyTest>(res);
    expect(result).toMatchObject({ delivered: true, responseCode: 200 });
    expect(result.latencyMs).toBeGreaterThanOrEqual(0);
    // Synchronous: the receiver has the request before anything is drained.
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(request!.path).toBe("/legacy");
    expect(request!.headers["x-service-signature"]).toBe(`sha256=${hex(SECRET, request!.body)}`);
    expect(JSON.parse(request!.body)).toMatchObject({
      event: "webhook.test",
      data: { webhookId: hook.id },
    });
  });

  it("reports a receiver's 500 as delivered false with responseCode 500", async () => {
    const hook = await createHook();
    receiver.status = 500;
    const result = await dataOf<LegacyTest>(
      await t.call("POST", `${LEGACY}/${hook.id}/test`, { key }),
    );
    expect(result).toMatchObject({ delivered: false, responseCode: 500 });
    expect(receiver.received).toHaveLength(1);
  });

  it("delivers failure.detected under its old name trace.failure, signed sha256=<hex>", async () => {
    await createHook();
    await emit(
      t.database.db,
      {
        event: "failure.detected",
        data: { companyId: "default", agentId: "agent_support", severity: "error" },
      },
      clock.now(),
    );
    await t.deps.jobs.drain();
    const [request] = await receiver.waitFor(1);
    expect(receiver.received).toHaveLength(1);
    const body = JSON.parse(request!.body);
    expect(body).toMatchObject({
      event: "trace.failure",
      data: { companyId: "default", agentId: "agent_support", severity: "error" },
    });
    expect(request!.headers["x-service-event"]).toBe("trace.failure");
    expect(request!.headers["x-service-signature"]).toBe(`sha256=${hex(SECRET, request!.body)}`);
  });

  it("deletes a webhook, after which it answers 404 NOT_FOUND", async () => {
    const hook = await createHook();
    const res = await t.call("DELETE", `${LEGACY}/${hook.id}`, { key });
    expect(res.status).toBe(200);
    expect(res.headers.get("deprecation")).toBe("true");
    await expectError(await t.call("DELETE", `${LEGACY}/${hook.id}`, { key }), 404, "NOT_FOUND");
    await expectError(await t.call("POST", `${LEGACY}/${hook.id}/test`, { key }), 404, "NOT_FOUND");
    expect(await dataOf<LegacyView[]>(await t.call("GET", LEGACY, { key }))).toEqual([]);
  });

  it("answers 404 NOT_FOUND to another company, whose list does not show the webhook", async () => {
    const hook = await createHook();
    const other = await t.key({ companyId: "other-co" });
    expect(await dataOf<LegacyView[]>(await t.call("GET", LEGACY, { key: other }))).toEqual([]);
    await expectError(
      await t.call("POST", `${LEGACY}/${hook.id}/test`, { key: other }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await t.call("DELETE", `${LEGACY}/${hook.id}`, { key: other }),
      404,
      "NOT_FOUND",
    );
    expect(await count()).toBe(1);
    expect(receiver.received).toHaveLength(0);
  });

  it("keeps the two variants apart: each list shows its own, the other answers 404", async () => {
    const legacy = await createHook();
    const canonical = await dataOf<{ id: string }>(
      await t.call("POST", CANONICAL, {
        key,
        body: { name: "ops", url: `${receiver.url}/canonical`, events: ["failure.detected"] },
      }),
      201,
    );
    const legacyList = await dataOf<LegacyView[]>(await t.call("GET", LEGACY, { key }));
    expect(legacyList.map((w) => w.id)).toEqual([legacy.id]);
    const canonicalList = await dataOf<{ id: string }[]>(await t.call("GET", CANONICAL, { key }));
    expect(canonicalList.map((w) => w.id)).toEqual([canonical.id]);

    await expectError(await t.call("GET", `${CANONICAL}/${legacy.id}`, { key }), 404, "NOT_FOUND");
    await expectError(
      await t.call("DELETE", `${CANONICAL}/${legacy.id}`, { key }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await t.call("PATCH", `${CANONICAL}/${legacy.id}`, { key, body: { name: "moved" } }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await t.call("DELETE", `${LEGACY}/${canonical.id}`, { key }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await t.call("POST", `${LEGACY}/${canonical.id}/test`, { key }),
      404,
      "NOT_FOUND",
    );
    expect(await count()).toBe(2);
    expect(receiver.received).toHaveLength(0);
  });
});

describe("deprecated webhooks API outside --dev", () => {
  it("refuses an http:// url with 400 VALIDATION_ERROR on url and stores nothing", async () => {
    const t = await createTestApp({ clock: manualClock(), config: { dev: false } });
    try {
      const key = await t.key();
      const error = await expectError(
        await t.call("POST", LEGACY, {
          key,
          body: { url: "http://example.com/hook", events: ["trace.failure"], secret: SECRET },
        }),
        400,
        "VALIDATION_ERROR",
      );
      expect(error.details?.field).toBe("url");
      expect(await dataOf<LegacyView[]>(await t.call("GET", LEGACY, { key }))).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
