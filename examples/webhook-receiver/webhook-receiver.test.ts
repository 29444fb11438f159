import { createHmac } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { IncomingHttpHeaders, Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type AnyWebhookEvent, Vigil } from "@vigil/sdk";
import { apiKeys, loadConfig, type RunningServer, startServer } from "@vigil/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReceiver, main, WEBHOOK_PATH } from "./index.mjs";

interface Delivery {
  headers: IncomingHttpHeaders;
  body: Buffer;
}

// Headers a client sets for itself; the rest of a delivery's are sent again as they came.
const HOP_BY_HOP = new Set(["host", "connection", "content-length", "transfer-encoding"]);

/** Keeps the headers and raw body of every request the receiver gets, as it reads them. */
function recordRequests(server: Server): Delivery[] {
  const recorded: Delivery[] = [];
  server.prependListener("request", (req) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => recorded.push({ headers: req.headers, body: Buffer.concat(chunks) }));
  });
  return recorded;
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

/** POSTs a delivery straight to a receiver, the way Vigil would. */
async function send(url: string, delivery: Delivery): Promise<Response> {
  const headers = Object.entries(delivery.headers).flatMap(([name, value]) =>
    typeof value === "string" && !HOP_BY_HOP.has(name) ? [[name, value] as [string, string]] : [],
  );
  return fetch(url, { method: "POST", headers, body: delivery.body });
}

async function until<T>(find: () => T | undefined, what: string, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("webhook receiver against a real Vigil server", () => {
  let vigilServer: RunningServer;
  let dataDir: string;
  let vigil: Vigil;
  let receiver: Server;
  let receiverUrl: string;
  let secret: string;
  let testEventId: string;
  let testDelivery: Delivery;
  const events: AnyWebhookEvent[] = [];
  const handled = (eventId: string) => events.filter((e) => e.eventId === eventId).length;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "vigil-webhook-receiver-"));
    // --dev: Vigil refuses http:// and loopback webhook URLs otherwise.
    vigilServer = await startServer(
      loadConfig({ port: 0, host: "127.0.0.1", dataDir, logLevel: "silent", dev: true }, {}),
    );
    const { key } = await apiKeys.create(vigilServer.deps, { name: "webhook-receiver" });
    vigil = new Vigil({ baseUrl: vigilServer.url, apiKey: key });

    // The secret comes with the webhook and the receiver's port with the receiver: create the
    // webhook first, then point it at the receiver (on a fixed port the URL is known upfront).
    const hook = await vigil.webhooks.create({
      name: "receiver example",
      url: "http://127.0.0.1:9/hooks/vigil",
      events: ["failure.detected"],
    });
    secret = hook.secret;
    receiver = createReceiver({ secret, onEvent: (event) => void events.push(event) });
    const recorded = recordRequests(receiver);
    receiverUrl = `${await listen(receiver)}${WEBHOOK_PATH}`;
    await vigil.webhooks.update(hook.id, { url: receiverUrl });

    // A webhook may be tested once a minute, so the tests below share this one delivery.
    ({ eventId: testEventId } = await vigil.webhooks.test(hook.id));
    await until(() => events.find((e) => e.eventId === testEventId), "the webhook.test event");
    testDelivery = await until(
      () => recorded.find((d) => d.headers["webhook-id"] === testEventId),
      "the recorded webhook.test delivery",
    );
  });
  afterAll(async () => {
    if (receiver) await close(receiver);
    await vigilServer?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("hands the webhook.test event Vigil delivers to onEvent", () => {
    const event = events.find((e) => e.eventId === testEventId);
    expect(event).toMatchObject({
      event: "webhook.test",
      eventId: testEventId,
      schemaVersion: "2.0",
      data: { message: expect.any(String) },
    });
    expect(handled(testEventId)).toBe(1);
  });

  it("answers 401 to a delivery whose body was tampered with", async () => {
    const body = Buffer.from(
      testDelivery.body.toString("utf8").replace("test event", "tampered event"),
    );
    expect(body.equals(testDelivery.body)).toBe(false);
    const res = await send(receiverUrl, { ...testDelivery, body });
    expect(res.status).toBe(401);
    expect(await res.text()).toMatch(/matches the webhook secret/);
  });

  it("answers 401 to a validly signed delivery replayed ten minutes later", async () => {
    const timestamp = Math.floor(Date.now() / 1000) - 600;
    const key = Buffer.from(secret.slice("whsec_".length), "base64");
    const signed = `${testEventId}.${timestamp}.${testDelivery.body.toString("utf8")}`;
    const signature = createHmac("sha256", key).update(signed).digest("base64");
    const res = await send(receiverUrl, {
      headers: {
        ...testDelivery.headers,
        "webhook-timestamp": String(timestamp),
        "webhook-signature": `v1,${signature}`,
      },
      body: testDelivery.body,
    });
    expect(res.status).toBe(401);
    expect(await res.text()).toMatch(/too old/);
  });

  it("answers 200 to a repeated delivery without handling it twice", async () => {
    const res = await send(receiverUrl, testDelivery);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("duplicate\n");
    expect(handled(testEventId)).toBe(1);
  });

  it("receives failure.detected for a failed trace", async () => {
    const agent = await vigil.agents.create({ name: "Support bot" });
    const startTime = new Date(Date.now() - 1_200).toISOString();
    const endTime = new Date().toISOString();
    const { traceId } = await vigil.traces.create({
      agentId: agent.id,
      spans: [
        {
          id: "root",
          name: "answer",
          type: "chain",
          status: "error",
          statusMessage: "tool timed out",
          startTime,
          endTime,
        },
      ],
    });
    const event = await until(
      () => events.find((e) => e.event === "failure.detected" && e.data.traceId === traceId),
      "the failure.detected event",
    );
    expect(event).toMatchObject({
      event: "failure.detected",
      data: { agentId: agent.id, traceId, failureReason: "tool timed out", severity: "error" },
    });
  });

  it("runs main with two comma-separated secrets and logs the event", async () => {
    const lines: string[] = [];
    const other = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
    const server = await main({ VIGIL_WEBHOOK_SECRET: `${other}, ${secret}`, PORT: "0" }, (line) =>
      lines.push(line),
    );
    if (!server) throw new Error("main did not start");
    try {
      const { port } = server.address() as AddressInfo;
      const url = `http://127.0.0.1:${port}${WEBHOOK_PATH}`;
      expect(lines).toEqual([`Receiving Vigil webhooks on ${url}`]);
      expect((await send(url, testDelivery)).status).toBe(200);
      expect(lines[1]).toMatch(/^webhook\.test from webhook [0-9a-f-]{36}: /);
    } finally {
      await close(server);
    }
  });
});
