import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openApiDocument } from "../app";
import { emit } from "../events/bus";
import { createTestApp, dataOf, type TestApp } from "../testing/harness";
import { type Receiver, startReceiver } from "../testing/receiver";

const WEBHOOKS = "/api/v1/explainer/webhooks";
const CHANNELS = "/api/v1/explainer/notification-channels";

/**
 * DESIGN.md, wire conventions: success is `{success: true, data}`; only deletes answer
 * `{success: true, message}`. An action whose spec answer is a message (and more) carries
 * it in data.
 */
describe("answer envelopes of action endpoints", () => {
  let t: TestApp;
  let receiver: Receiver;
  let key: string;
  let hookId: string;
  let failedDeliveryId: string;
  let legacyHookId: string;

  beforeAll(async () => {
    receiver = await startReceiver();
    t = await createTestApp({ config: { dev: true } });
    key = await t.key();
    const hook = await t.call("POST", WEBHOOKS, {
      key,
      body: { name: "ops", url: `${receiver.url}/hook`, events: ["failure.detected"] },
    });
    hookId = (await dataOf<{ id: string }>(hook, 201)).id;
    // A delivery that failed, for the replay.
    receiver.status = 500;
    await emit(
      t.database.db,
      { event: "failure.detected", data: { companyId: "default", severity: "error" } },
      new Date(),
    );
    await t.deps.jobs.drain();
    receiver.status = 200;
    const page = await t.call("GET", `${WEBHOOKS}/${hookId}/deliveries`, { key });
    failedDeliveryId = (await dataOf<{ deliveries: { id: string }[] }>(page)).deliveries[0]!.id;
    const legacy = await t.call("POST", "/api/webhooks", {
      key,
      body: { url: `${receiver.url}/legacy`, events: ["trace.failure"] },
    });
    legacyHookId = (await dataOf<{ id: string }>(legacy, 201)).id;
    await dataOf(
      await t.call("PUT", `${CHANNELS}/webhook`, {
        key,
        body: { config: { url: `${receiver.url}/channel`, secret: "channel-secret-1" } },
      }),
    );
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const actions: [string, string, () => string, unknown?][] = [
    ["PATCH a webhook", "PATCH", () => `${WEBHOOKS}/${hookId}`, { name: "renamed" }],
    ["test a webhook", "POST", () => `${WEBHOOKS}/${hookId}/test`],
    ["rotate a webhook secret", "POST", () => `${WEBHOOKS}/${hookId}/rotate-secret`],
    [
      "rotate a webhook secret gracefully",
      "POST",
      () => `${WEBHOOKS}/${hookId}/rotate-secret-graceful`,
      { gracePeriodHours: 2 },
    ],
    [
      "reset a webhook circuit breaker",
      "POST",
      () => `${WEBHOOKS}/${hookId}/reset-circuit-breaker`,
    ],
    [
      "replay a webhook delivery",
      "POST",
      () => `${WEBHOOKS}/${hookId}/deliveries/${failedDeliveryId}/replay`,
    ],
    ["test a notification channel", "POST", () => `${CHANNELS}/webhook/test`],
  ];

  it.each(actions)("%s: {success: true, data: {message, …}}", async (_, method, path, body) => {
    const res = await t.call(method, path(), { key, body });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(answer).sort()).toEqual(["data", "success"]);
    expect(answer).toEqual({
      success: true,
      data: expect.objectContaining({ message: expect.any(String) }),
    });
  });

  it("PATCH a webhook: data carries the webhook as now stored", async () => {
    const res = await t.call("PATCH", `${WEBHOOKS}/${hookId}`, { key, body: { isActive: false } });
    const data = await dataOf<{ webhook: { id: string; isActive: boolean } }>(res);
    expect(data.webhook).toMatchObject({ id: hookId, isActive: false });
  });

  it("reset a webhook circuit breaker: data carries the webhook, failures cleared", async () => {
    const res = await t.call("POST", `${WEBHOOKS}/${hookId}/reset-circuit-breaker`, { key });
    const data = await dataOf<{ webhook: Record<string, unknown> }>(res);
    expect(data.webhook).toMatchObject({
      id: hookId,
      consecutiveFailures: 0,
      circuitBreakerUntil: null,
    });
  });

  const deletes: [string, () => string][] = [
    ["delete a webhook", () => `${WEBHOOKS}/${hookId}`],
    ["delete a deprecated-variant webhook", () => `/api/webhooks/${legacyHookId}`],
    ["delete a notification channel", () => `${CHANNELS}/webhook`],
  ];

  it.each(deletes)("%s: {success: true, message}", async (_, path) => {
    const res = await t.call("DELETE", path(), { key });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: expect.any(String) });
  });
});

describe("the OpenAPI document's answers", () => {
  const document = openApiDocument() as {
    paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  };

  it("documents a top-level message (MessageEnvelope) for deletes only", () => {
    const withMessage = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) =>
          JSON.stringify(op.responses).includes("#/components/schemas/MessageEnvelope"),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(withMessage.length).toBeGreaterThan(0);
    expect(withMessage.filter((op) => !op.startsWith("DELETE "))).toEqual([]);
  });
});
