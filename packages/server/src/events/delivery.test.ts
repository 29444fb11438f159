import { createHmac } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, expectError, manualClock, type TestApp } from "../testing/harness";
import { type Receiver, startReceiver } from "../testing/receiver";
import { emit } from "./bus";
import type { EventType } from "./types";

interface Created {
  id: string;
  secret: string;
}
interface DeliveryView {
  id: string;
  eventId: string;
  status: string;
  attempts: number;
  lastStatusCode: number | null;
  nextAttemptAt: string | null;
  replayOf: string | null;
}

const hex = (secret: string, body: string) =>
  createHmac("sha256", secret).update(body).digest("hex");

describe("webhook delivery", () => {
  let t: TestApp;
  let receiver: Receiver;
  let key: string;
  let agentId: string;
  // Near real time: Standard Webhooks receivers check the timestamp against their clock.
  const clock = manualClock(new Date());

  const json = async <T>(res: Response, status = 200): Promise<T> => {
    expect(res.status).toBe(status);
    return ((await res.json()) as { data: T }).data;
  };
  const createHook = async (body: Record<string, unknown> = {}) =>
    json<Created>(
      await t.call("POST", "/api/v1/explainer/webhooks", {
        key,
        body: { name: "ops", url: `${receiver.url}/hook`, events: ["failure.detected"], ...body },
      }),
      201,
    );
  const deliveries = async (hookId: string, query = "") =>
    (
      await json<{ deliveries: DeliveryView[] }>(
        await t.call("GET", `/api/v1/explainer/webhooks/${hookId}/deliveries${query}`, { key }),
      )
    ).deliveries;
  const emitEvent = (event: EventType, data: Record<string, unknown> = {}) =>
    emit(
      t.database.db,
      { event, data: { companyId: "default", agentId, severity: "error", ...data } },
      clock.now(),
    );

  beforeEach(async () => {
    clock.set(new Date());
    receiver = await startReceiver();
    t = await createTestApp({
      clock,
      config: { dev: true, webhookRetrySchedule: "1m,5m", webhookCircuitCooldown: "30m" },
    });
    key = await t.key();
    agentId = (
      await json<{ id: string }>(
        await t.call("POST", "/api/agents", { key, body: { name: "Support" } }),
        201,
      )
    ).id;
  });
  afterEach(async () => {
    await t.close();
    await receiver.close();
  });

  it("delivers failure.detected for a failed trace, signed with X-Service-Signature and Standard Webhooks", async () => {
    const hook = await createHook();
    const span = (status: string) => ({
      id: "root",
      name: "answer",
      type: "chain",
      status,
      statusMessage: status === "error" ? "tool call timed out" : undefined,
      startTime: clock.now().toISOString(),
      endTime: new Date(clock.now().getTime() + 500).toISOString(),
    });
    await t.call("POST", "/api/traces", { key, body: { agentId, spans: [span("ok")] } });
    const failed = await json<{ traceId: string }>(
      await t.call("POST", "/api/traces", { key, body: { agentId, spans: [span("error")] } }),
      201,
    );
    await t.deps.jobs.drain();
    const [request] = await receiver.waitFor(1);
    expect(receiver.received).toHaveLength(1);
    const headers = request!.headers as Record<string, string>;
    const event = JSON.parse(request!.body);
    expect(event).toMatchObject({
      event: "failure.detected",
      schemaVersion: "2.0",
      data: {
        companyId: "default",
        agentId,
        traceId: failed.traceId,
        failureReason: "tool call timed out",
        severity: "error",
      },
    });
    expect(event.eventId).toMatch(/^evt_/);
    expect(headers["content-type"]).toBe("application/json");
    expect(headers["x-service-event"]).toBe("failure.detected");
    const [stored] = await deliveries(hook.id);
    expect(headers["x-service-delivery"]).toBe(stored?.id);
    expect(stored).toMatchObject({ status: "delivered", attempts: 1, lastStatusCode: 200 });
    expect(headers["x-service-signature"]).toBe(hex(hook.secret, request!.body));
    expect(headers["webhook-id"]).toBe(event.eventId);
    expect(new Webhook(hook.secret).verify(request!.body, headers)).toEqual(event);
    expect(() => new Webhook(hook.secret).verify(`${request!.body} `, headers)).toThrow();
  });

  it("sends an event only to webhooks whose events and filters match it", async () => {
    const all = await createHook({ events: ["failure.detected", "run.failed"] });
    const mine = await createHook({ filters: { agentIds: [agentId] } });
    const other = await createHook({ filters: { agentIds: ["agent_other"] } });
    const critical = await createHook({ filters: { minSeverity: "critical" } });
    const successes = await createHook({ filters: { outcomes: ["success"] } });
    await emitEvent("failure.detected", { outcome: "failure" });
    await emitEvent("run.failed", { severity: "warning" });
    await emitEvent("case.created");
    await t.deps.jobs.drain();
    const count = async (id: string) => (await deliveries(id)).length;
    expect(await count(all.id)).toBe(2);
    expect(await count(mine.id)).toBe(1);
    expect(await count(other.id)).toBe(0);
    expect(await count(critical.id)).toBe(0);
    expect(await count(successes.id)).toBe(0);
    expect(receiver.received).toHaveLength(3);
  });

  it("filters minSeverity on one scale of both vocabularies: info = low < warning = medium < error = high < critical", async () => {
    const hooks = {
      high: await createHook({ filters: { minSeverity: "high" } }),
      error: await createHook({ filters: { minSeverity: "error" } }),
      medium: await createHook({ filters: { minSeverity: "medium" } }),
    };
    const severityOf = new Map<string, string>();
    for (const severity of ["low", "medium", "high", "critical", "warning", "error"]) {
      const event = await emitEvent("failure.detected", { severity });
      severityOf.set(event.eventId, severity);
    }
    await t.deps.jobs.drain();
    const received = async (hook: Created) =>
      (await deliveries(hook.id)).map((d) => severityOf.get(d.eventId)).sort();
    expect(await received(hooks.high)).toEqual(["critical", "error", "high"]);
    expect(await received(hooks.error)).toEqual(["critical", "error", "high"]);
    expect(await received(hooks.medium)).toEqual([
      "critical",
      "error",
      "high",
      "medium",
      "warning",
    ]);
  });

  it("retries on the schedule, dead-letters when it is spent, and replays the same payload", async () => {
    const hook = await createHook();
    receiver.status = 500;
    await emitEvent("failure.detected");
    await t.deps.jobs.drain();
    let [d] = await deliveries(hook.id);
    expect(d).toMatchObject({ status: "failed", attempts: 1, lastStatusCode: 500 });
    expect(Date.parse(d!.nextAttemptAt!) - clock.now().getTime()).toBe(60_000);
    clock.advance(59_000);
    await t.deps.jobs.drain();
    expect(receiver.received).toHaveLength(1);
    clock.advance(1_000);
    await t.deps.jobs.drain();
    expect(receiver.received).toHaveLength(2);
    clock.advance(5 * 60_000);
    await t.deps.jobs.drain();
    [d] = await deliveries(hook.id);
    expect(d).toMatchObject({ status: "dead_letter", attempts: 3, nextAttemptAt: null });
    clock.advance(24 * 3_600_000);
    await t.deps.jobs.drain();
    expect(receiver.received).toHaveLength(3);
    expect(await deliveries(hook.id, "?status=dead_letter")).toHaveLength(1);

    receiver.status = 200;
    const replay = await json<{ newDeliveryId: string; eventId: string }>(
      await t.call("POST", `/api/v1/explainer/webhooks/${hook.id}/deliveries/${d!.id}/replay`, {
        key,
      }),
    );
    expect(replay.eventId).toBe(d!.eventId);
    await t.deps.jobs.drain();
    expect(receiver.received).toHaveLength(4);
    expect(receiver.received[3]!.body).toBe(receiver.received[0]!.body);
    const after = await deliveries(hook.id);
    expect(after.find((x) => x.id === replay.newDeliveryId)).toMatchObject({
      status: "delivered",
      replayOf: d!.id,
      eventId: d!.eventId,
    });
    await expectError(
      await t.call(
        "POST",
        `/api/v1/explainer/webhooks/${hook.id}/deliveries/${replay.newDeliveryId}/replay`,
        { key },
      ),
      409,
      "CONFLICT",
    );
  });

  it("opens the circuit after 5 consecutive failures, holds deliveries, half-opens with one probe, and resets", async () => {
    const hook = await createHook();
    const metrics = async () =>
      json<{ status: { circuitBreakerOpen: boolean; consecutiveFailures: number } }>(
        await t.call("GET", `/api/v1/explainer/webhooks/${hook.id}/metrics`, { key }),
      );
    receiver.status = 503;
    for (let i = 0; i < 5; i++) await emitEvent("failure.detected");
    await t.deps.jobs.drain();
    expect(receiver.received).toHaveLength(5);
    expect((await metrics()).status).toMatchObject({
      circuitBreakerOpen: true,
      consecutiveFailures: 5,
    });
    // Open: new and retried deliveries wait, unsent, with no attempt spent.
    await emitEvent("failure.detected");
    clock.advance(10 * 60_000);
    await t.deps.jobs.drain();
    expect(receiver.received).toHaveLength(5);
    // Cooldown over: one probe goes; it fails, so the circuit opens again.
    clock.advance(21 * 60_000);
    await t.deps.jobs.drain();
    expect(receiver.received).toHaveLength(6);
    expect((await metrics()).status.circuitBreakerOpen).toBe(true);
    // Next cooldown: the probe succeeds and closes the circuit; the rest follow.
    receiver.status = 200;
    clock.advance(31 * 60_000);
    await t.deps.jobs.drain();
    expect(receiver.received).toHaveLength(7);
    expect((await metrics()).status).toMatchObject({
      circuitBreakerOpen: false,
      consecutiveFailures: 0,
    });
    clock.advance(2_000);
    await t.deps.jobs.drain();
    expect(receiver.received).toHaveLength(12);
    const all = await deliveries(hook.id);
    expect(all.every((d) => d.status === "delivered")).toBe(true);

    // Open again, then reset by hand: held deliveries go at once.
    receiver.status = 500;
    for (let i = 0; i < 5; i++) await emitEvent("failure.detected");
    await t.deps.jobs.drain();
    expect((await metrics()).status.circuitBreakerOpen).toBe(true);
    receiver.status = 200;
    await t.deps.jobs.drain();
    const held = receiver.received.length;
    const reset = await t.call(
      "POST",
      `/api/v1/explainer/webhooks/${hook.id}/reset-circuit-breaker`,
      { key },
    );
    expect(reset.status).toBe(200);
    clock.advance(60_000);
    await t.deps.jobs.drain();
    expect(receiver.received.length).toBe(held + 5);
    expect((await metrics()).status).toMatchObject({ circuitBreakerOpen: false });
  });

  it("signs with both secrets during a graceful rotation, and with the new one only after it", async () => {
    const hook = await createHook();
    const rotated = await json<{ newSecret: string; gracePeriodUntil: string }>(
      await t.call("POST", `/api/v1/explainer/webhooks/${hook.id}/rotate-secret-graceful`, {
        key,
        body: { gracePeriodHours: 1 },
      }),
    );
    expect(rotated.newSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await emitEvent("failure.detected");
    await t.deps.jobs.drain();
    const [first] = await receiver.waitFor(1);
    const both = (first!.headers["x-service-signature"] as string).split(",");
    expect(both).toEqual([hex(rotated.newSecret, first!.body), hex(hook.secret, first!.body)]);
    const headers = first!.headers as Record<string, string>;
    expect(() => new Webhook(rotated.newSecret).verify(first!.body, headers)).not.toThrow();
    expect(() => new Webhook(hook.secret).verify(first!.body, headers)).not.toThrow();

    clock.advance(3_600_001);
    await emitEvent("failure.detected");
    await t.deps.jobs.drain();
    const second = receiver.received[1]!;
    expect(second.headers["x-service-signature"]).toBe(hex(rotated.newSecret, second.body));

    const immediate = await json<{ secret: string }>(
      await t.call("POST", `/api/v1/explainer/webhooks/${hook.id}/rotate-secret`, { key }),
    );
    await emitEvent("failure.detected");
    await t.deps.jobs.drain();
    const third = receiver.received[2]!;
    expect(third.headers["x-service-signature"]).toBe(hex(immediate.secret, third.body));
  });

  it("queues a webhook.test delivery whatever the filters, once a minute", async () => {
    const hook = await createHook({ filters: { agentIds: ["agent_nobody"] } });
    const path = `/api/v1/explainer/webhooks/${hook.id}/test`;
    const queued = await json<{ deliveryId: string; eventId: string }>(
      await t.call("POST", path, { key }),
    );
    await t.deps.jobs.drain();
    const [request] = await receiver.waitFor(1);
    expect(request!.headers["x-service-event"]).toBe("webhook.test");
    expect(request!.headers["x-service-delivery"]).toBe(queued.deliveryId);
    expect(JSON.parse(request!.body)).toMatchObject({
      event: "webhook.test",
      eventId: queued.eventId,
      data: { webhookId: hook.id },
    });
    const limited = await t.call("POST", path, { key });
    await expectError(limited, 429, "RATE_LIMITED");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    clock.advance(60_000);
    expect((await t.call("POST", path, { key })).status).toBe(200);
  });

  it("reports metrics and removes the delivery history with the webhook", async () => {
    const hook = await createHook();
    await emitEvent("failure.detected");
    receiver.status = 500;
    await t.deps.jobs.drain();
    receiver.status = 200;
    await emitEvent("failure.detected");
    await t.deps.jobs.drain();
    const metrics = await json<Record<string, unknown>>(
      await t.call("GET", `/api/v1/explainer/webhooks/${hook.id}/metrics`, { key }),
    );
    expect(metrics).toMatchObject({
      webhookId: hook.id,
      allTime: { total: 2, pending: 0, deadLetter: 0 },
      last24h: { total: 2 },
      last7d: { total: 2 },
    });
    const del = await t.call("DELETE", `/api/v1/explainer/webhooks/${hook.id}`, { key });
    expect(del.status).toBe(200);
    const left = await t.database.db
      .selectFrom("webhook_deliveries")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("webhook_id", "=", hook.id)
      .executeTakeFirst();
    expect(Number(left?.n)).toBe(0);
    await expectError(
      await t.call("GET", `/api/v1/explainer/webhooks/${hook.id}/deliveries`, { key }),
      404,
      "NOT_FOUND",
    );
  });
});
