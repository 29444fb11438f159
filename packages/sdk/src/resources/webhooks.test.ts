import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Vigil } from "../client";
import { ConflictError, NotFoundError } from "../core/errors";
import { startTestServer, type TestServer } from "../testing/test-server";
import { parseWebhookEvent, verifyWebhook } from "../webhooks";

interface Got {
  headers: IncomingHttpHeaders;
  body: string;
}

let server: TestServer;
let vigil: Vigil;
let receiver: Server;
let receiverUrl: string;
const got: Got[] = [];

const nextDelivery = async (count: number) => {
  for (let i = 0; i < 200 && got.length < count; i++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const delivery = got[count - 1];
  if (!delivery) throw new Error(`no delivery ${count}`);
  return delivery;
};

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      got.push({ headers: req.headers, body });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  server = await startTestServer({ dev: true });
  vigil = await server.client();
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe("vigil.webhooks against the real server", () => {
  it("creates a webhook whose test delivery parseWebhookEvent verifies", async () => {
    const hook = await vigil.webhooks.create({
      name: "ops",
      url: receiverUrl,
      events: ["failure.detected"],
      filters: { minSeverity: "error" },
    });
    expect(hook.secret).toMatch(/^whsec_/);
    expect((await vigil.webhooks.list()).map((w) => w.id)).toContain(hook.id);
    expect(await vigil.webhooks.get(hook.id)).not.toHaveProperty("secret");

    const queued = await vigil.webhooks.test(hook.id);
    const delivery = await nextDelivery(1);
    const event = await parseWebhookEvent(delivery.body, delivery.headers as never, hook.secret);
    expect(event.event).toBe("webhook.test");
    expect(event.eventId).toBe(queued.eventId);
    expect(
      await verifyWebhook(
        delivery.body,
        delivery.headers["x-service-signature"] as string,
        hook.secret,
      ),
    ).toBe(true);
    await expect(
      parseWebhookEvent(delivery.body, delivery.headers as never, "whsec_AAAA"),
    ).rejects.toThrow();

    const page = await vigil.webhooks.deliveries(hook.id, { status: "delivered" });
    expect(page.deliveries[0]).toMatchObject({ id: queued.deliveryId, status: "delivered" });
    await expect(vigil.webhooks.replay(hook.id, queued.deliveryId)).rejects.toBeInstanceOf(
      ConflictError,
    );
    const metrics = await vigil.webhooks.metrics(hook.id);
    expect(metrics.allTime).toMatchObject({ total: 1, delivered: 1 });
  });

  it("rotates secrets, gracefully and at once; resets the circuit; deletes", async () => {
    const hook = await vigil.webhooks.create({
      name: "rotating",
      url: receiverUrl,
      events: ["failure.detected"],
    });
    const graceful = await vigil.webhooks.rotateSecretGracefully(hook.id, { gracePeriodHours: 2 });
    expect(graceful.newSecret).not.toBe(hook.secret);
    const before = got.length;
    await vigil.webhooks.test(hook.id);
    const delivery = await nextDelivery(before + 1);
    for (const secret of [hook.secret, graceful.newSecret]) {
      await expect(
        parseWebhookEvent(delivery.body, delivery.headers as never, secret),
      ).resolves.toMatchObject({ event: "webhook.test" });
    }
    const rotated = await vigil.webhooks.rotateSecret(hook.id);
    expect(rotated.secret).toMatch(/^whsec_/);
    const updated = await vigil.webhooks.update(hook.id, { isActive: false });
    expect(updated.message).toEqual(expect.any(String));
    expect(updated.webhook).toEqual(await vigil.webhooks.get(hook.id));
    expect(updated.webhook.isActive).toBe(false);
    const reset = await vigil.webhooks.resetCircuitBreaker(hook.id);
    expect(reset.message).toEqual(expect.any(String));
    expect(reset.webhook).toMatchObject({ consecutiveFailures: 0, circuitBreakerUntil: null });
    await vigil.webhooks.delete(hook.id);
    await expect(vigil.webhooks.get(hook.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("refuses a private target with 400 VALIDATION_ERROR", async () => {
    await expect(
      vigil.webhooks.create({ name: "x", url: "https://10.0.0.1/hook", events: ["run.failed"] }),
    ).rejects.toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
  });

  it("serves the deprecated variant", async () => {
    const legacy = await vigil.legacyWebhooks.create({
      url: receiverUrl,
      events: ["trace.failure"],
    });
    expect(legacy).toMatchObject({ status: "active", events: ["trace.failure"] });
    const result = await vigil.legacyWebhooks.test(legacy.id);
    expect(result).toMatchObject({ delivered: true, responseCode: 200 });
    expect((await vigil.legacyWebhooks.list()).map((w) => w.id)).toEqual([legacy.id]);
    await vigil.legacyWebhooks.delete(legacy.id);
  });
});
