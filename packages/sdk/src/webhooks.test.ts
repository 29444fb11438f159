import { createHmac, randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { describe, expect, expectTypeOf, it } from "vitest";
import { VigilError } from "./core/errors";
import type {
  AnyWebhookEvent,
  FailureDetectedEventData,
  WebhookEventBaseData,
  WebhookTestEventData,
} from "./webhook-events";
import {
  parseWebhookEvent,
  verifyStandardWebhook,
  verifyWebhook,
  WebhookVerificationError,
  type WebhookVerificationFailure,
} from "./webhooks";

const newSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

/** X-Service-Signature as the server computes it: the whole secret string is the key. */
const hexSignature = (payload: string, secret: string) =>
  createHmac("sha256", secret).update(payload).digest("hex");

/**
 * Standard Webhooks headers, made with node:crypto independently of the code under test. As
 * the server does, a secret without `whsec_` is keyed as its UTF-8 bytes.
 */
function standardHeaders(payload: string, secrets: string[], at = new Date(), id = "evt_1") {
  const timestamp = Math.floor(at.getTime() / 1000);
  const signatures = secrets.map((secret) => {
    const key = secret.startsWith("whsec_")
      ? Buffer.from(secret.slice("whsec_".length), "base64")
      : Buffer.from(secret, "utf8");
    const mac = createHmac("sha256", key).update(`${id}.${timestamp}.${payload}`);
    return `v1,${mac.digest("base64")}`;
  });
  return {
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": signatures.join(" "),
  };
}

const failureEvent = {
  event: "failure.detected",
  timestamp: "2025-01-01T00:00:00.000Z",
  eventId: "evt_1",
  schemaVersion: "2.0",
  data: {
    companyId: "default",
    agentId: "ag_1",
    traceId: "tr_1",
    failureReason: "Quoted a refund policy that no longer applies",
    severity: "error",
  },
};
const body = JSON.stringify(failureEvent);
const secret = newSecret();
const signedAt = new Date("2025-01-01T00:00:00.000Z");
const secondsAfter = (seconds: number) => new Date(signedAt.getTime() + seconds * 1000);

function refusal(reason: WebhookVerificationFailure, message: RegExp) {
  return { name: "WebhookVerificationError", reason, message: expect.stringMatching(message) };
}

describe("verifyWebhook (X-Service-Signature)", () => {
  it("accepts the hex HMAC-SHA256 of the raw body keyed with the whole secret string", async () => {
    expect(await verifyWebhook(body, hexSignature(body, secret), secret)).toBe(true);
  });

  it("accepts the body as bytes", async () => {
    const bytes = new TextEncoder().encode(body);
    expect(await verifyWebhook(bytes, hexSignature(body, secret), secret)).toBe(true);
  });

  it("accepts a signature under any of several secrets", async () => {
    expect(await verifyWebhook(body, hexSignature(body, secret), [newSecret(), secret])).toBe(true);
  });

  it("accepts a rotation header carrying one signature per valid secret", async () => {
    const previous = newSecret();
    const header = `${hexSignature(body, previous)}, ${hexSignature(body, secret)}`;
    expect(await verifyWebhook(body, header, secret)).toBe(true);
    expect(await verifyWebhook(body, header, previous)).toBe(true);
    expect(await verifyWebhook(body, header, newSecret())).toBe(false);
  });

  it("accepts the deprecated sha256= prefix", async () => {
    expect(await verifyWebhook(body, `sha256=${hexSignature(body, secret)}`, secret)).toBe(true);
  });

  it("refuses a body changed after signing", async () => {
    const tampered = body.replace('"error"', '"info"');
    expect(await verifyWebhook(tampered, hexSignature(body, secret), secret)).toBe(false);
  });

  it("refuses a signature made with another secret", async () => {
    expect(await verifyWebhook(body, hexSignature(body, newSecret()), secret)).toBe(false);
  });

  it.each([null, undefined, ""])("refuses a missing signature header (%j)", async (header) => {
    expect(await verifyWebhook(body, header, secret)).toBe(false);
  });

  it("refuses a header that carries no hex signature", async () => {
    expect(await verifyWebhook(body, "sha256=not-hex", secret)).toBe(false);
  });

  it.each([[""], [[]]])("throws VigilError when no secret is given (%j)", async (secrets) => {
    await expect(verifyWebhook(body, hexSignature(body, secret), secrets)).rejects.toThrow(
      VigilError,
    );
  });
});

describe("verifyStandardWebhook", () => {
  it("verifies a delivery signed by the standardwebhooks package", async () => {
    const headers = {
      "webhook-id": "evt_1",
      "webhook-timestamp": String(signedAt.getTime() / 1000),
      "webhook-signature": new Webhook(secret).sign("evt_1", signedAt, body),
    };
    await expect(
      verifyStandardWebhook(body, headers, secret, { now: signedAt }),
    ).resolves.toBeUndefined();
  });

  it("verifies headers that the standardwebhooks package also accepts", async () => {
    const headers = standardHeaders(body, [secret]);
    expect(new Webhook(secret).verify(body, headers)).toEqual(failureEvent);
    await expect(verifyStandardWebhook(body, headers, secret)).resolves.toBeUndefined();
  });

  it("accepts any of several v1 signatures during a rotation", async () => {
    const headers = standardHeaders(body, [newSecret(), secret], signedAt);
    await expect(
      verifyStandardWebhook(body, headers, secret, { now: signedAt }),
    ).resolves.toBeUndefined();
  });

  it("reads header names case-insensitively, from a record or from Headers", async () => {
    const headers = standardHeaders(body, [secret], signedAt);
    const shouted = Object.fromEntries(
      Object.entries(headers).map(([k, v]) => [k.toUpperCase(), v]),
    );
    await verifyStandardWebhook(body, shouted, secret, { now: signedAt });
    await verifyStandardWebhook(body, new Headers(shouted), secret, { now: signedAt });
  });

  it("reads a webhook-signature that a proxy merged from repeated headers", async () => {
    const { "webhook-signature": _, ...rest } = standardHeaders(body, [secret], signedAt);
    const headers = new Headers(rest);
    headers.append(
      "webhook-signature",
      standardHeaders(body, [newSecret()], signedAt)["webhook-signature"],
    );
    headers.append(
      "webhook-signature",
      standardHeaders(body, [secret], signedAt)["webhook-signature"],
    );
    await verifyStandardWebhook(body, headers, secret, { now: signedAt });
  });

  it("refuses a timestamp older than five minutes (a replay)", async () => {
    const headers = standardHeaders(body, [secret], signedAt);
    await verifyStandardWebhook(body, headers, secret, { now: secondsAfter(300) });
    await expect(
      verifyStandardWebhook(body, headers, secret, { now: secondsAfter(301) }),
    ).rejects.toMatchObject(refusal("timestamp_too_old", /too old/));
  });

  it("refuses a timestamp more than five minutes ahead", async () => {
    const headers = standardHeaders(body, [secret], signedAt);
    await verifyStandardWebhook(body, headers, secret, { now: secondsAfter(-300) });
    await expect(
      verifyStandardWebhook(body, headers, secret, { now: secondsAfter(-301) }),
    ).rejects.toMatchObject(refusal("timestamp_too_new", /too new/));
  });

  it("honours toleranceSeconds", async () => {
    const headers = standardHeaders(body, [secret], signedAt);
    const options = { toleranceSeconds: 60, now: secondsAfter(61) };
    await expect(verifyStandardWebhook(body, headers, secret, options)).rejects.toMatchObject(
      refusal("timestamp_too_old", /too old/),
    );
  });

  it.each(["webhook-id", "webhook-timestamp", "webhook-signature"])(
    "refuses a delivery without %s",
    async (name) => {
      const headers: Record<string, string> = standardHeaders(body, [secret], signedAt);
      delete headers[name];
      await expect(
        verifyStandardWebhook(body, headers, secret, { now: signedAt }),
      ).rejects.toMatchObject(refusal("missing_header", new RegExp(`Missing ${name} header`)));
    },
  );

  it("refuses a webhook-timestamp that is not Unix seconds", async () => {
    const headers = {
      ...standardHeaders(body, [secret]),
      "webhook-timestamp": signedAt.toISOString(),
    };
    await expect(verifyStandardWebhook(body, headers, secret)).rejects.toMatchObject(
      refusal("malformed_header", /webhook-timestamp is not a Unix time/),
    );
  });

  it("refuses a webhook-signature without a v1 signature", async () => {
    const headers = {
      ...standardHeaders(body, [secret], signedAt),
      "webhook-signature": "v2,abc=",
    };
    await expect(
      verifyStandardWebhook(body, headers, secret, { now: signedAt }),
    ).rejects.toMatchObject(refusal("malformed_header", /no v1 signature/));
  });

  it("refuses a v1 signature made with another secret", async () => {
    const headers = standardHeaders(body, [newSecret()], signedAt);
    await expect(
      verifyStandardWebhook(body, headers, secret, { now: signedAt }),
    ).rejects.toMatchObject(refusal("no_matching_signature", /No v1 signature/));
  });

  it("refuses a body or webhook-id changed after signing", async () => {
    const headers = standardHeaders(body, [secret], signedAt);
    const tampered = body.replace('"error"', '"info"');
    const options = { now: signedAt };
    await expect(verifyStandardWebhook(tampered, headers, secret, options)).rejects.toMatchObject(
      refusal("no_matching_signature", /No v1 signature/),
    );
    const otherId = { ...headers, "webhook-id": "evt_2" };
    await expect(verifyStandardWebhook(body, otherId, secret, options)).rejects.toMatchObject(
      refusal("no_matching_signature", /No v1 signature/),
    );
  });
});

describe("parseWebhookEvent", () => {
  it("returns the event after checking X-Service-Signature", async () => {
    const headers = new Headers({ "X-Service-Signature": hexSignature(body, secret) });
    expect(await parseWebhookEvent(body, headers, secret)).toEqual(failureEvent);
  });

  it("checks the Standard Webhooks headers, timestamp included, when a delivery has both", async () => {
    const headers = {
      ...standardHeaders(body, [secret], signedAt),
      "x-service-signature": hexSignature(body, secret),
    };
    expect(await parseWebhookEvent(body, headers, secret, { now: signedAt })).toEqual(failureEvent);
    await expect(
      parseWebhookEvent(body, headers, secret, { now: secondsAfter(301) }),
    ).rejects.toMatchObject(refusal("timestamp_too_old", /too old/));
  });

  it("keys the Standard Webhooks HMAC of a secret without whsec_ with its UTF-8 bytes", async () => {
    const chosen = "chosen-on-the-deprecated-create";
    const headers = {
      ...standardHeaders(body, [chosen], signedAt),
      "x-service-signature": `sha256=${hexSignature(body, chosen)}`,
    };
    const event = await parseWebhookEvent(body, headers, chosen, { now: signedAt });
    expect(event).toEqual(failureEvent);
  });

  it("refuses a delivery with neither signature header", async () => {
    const error = await parseWebhookEvent(body, {}, secret).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WebhookVerificationError);
    expect(error).toBeInstanceOf(VigilError);
    expect(error).toMatchObject(refusal("missing_header", /Missing signature header/));
  });
  it("refuses a signed body that is not JSON", async () => {
    const text = "{not json";
    await expect(
      parseWebhookEvent(text, { "x-service-signature": hexSignature(text, secret) }, secret),
    ).rejects.toMatchObject(refusal("malformed_payload", /not valid JSON/));
  });

  it.each([
    [
      "an unknown event type",
      { ...failureEvent, event: "trace.exploded" },
      /Unknown webhook event/,
    ],
    ["another schemaVersion", { ...failureEvent, schemaVersion: "1.0" }, /schemaVersion "1.0"/],
    ["data without companyId", { ...failureEvent, data: { agentId: "ag_1" } }, /data.companyId/],
    ["a payload that is not an object", [failureEvent], /not a JSON object/],
  ])("refuses %s", async (_, payload, message) => {
    const text = JSON.stringify(payload);
    await expect(
      parseWebhookEvent(text, { "x-service-signature": hexSignature(text, secret) }, secret),
    ).rejects.toMatchObject(refusal("unknown_envelope", message));
  });

  it("narrows data by the event type", async () => {
    const test = {
      event: "webhook.test",
      timestamp: "2025-01-01T00:00:00.000Z",
      eventId: "evt_2",
      schemaVersion: "2.0",
      data: { companyId: "default", webhookId: "wh_1", message: "Hello from Vigil" },
    };
    for (const payload of [failureEvent, test]) {
      const text = JSON.stringify(payload);
      const headers = { "x-service-signature": hexSignature(text, secret) };
      const event = await parseWebhookEvent(text, headers, secret);
      expectTypeOf(event).toEqualTypeOf<AnyWebhookEvent>();
      switch (event.event) {
        case "failure.detected":
          expectTypeOf(event.data).toEqualTypeOf<FailureDetectedEventData>();
          expect(event.data.traceId).toBe("tr_1");
          break;
        case "webhook.test":
          expectTypeOf(event.data).toEqualTypeOf<WebhookTestEventData>();
          expect(event.data.webhookId).toBe("wh_1");
          break;
        default:
          expectTypeOf(event.data).toEqualTypeOf<WebhookEventBaseData>();
          throw new Error(`unexpected ${event.event}`);
      }
    }
  });
});
