/** How deliveries are signed: X-Service-Signature (hex) and the Standard Webhooks headers. */
import { createHmac, randomBytes } from "node:crypto";

const WHSEC = "whsec_";

/** A new webhook secret: `whsec_` + base64 of 32 random bytes (the Standard Webhooks form). */
export function newWebhookSecret(): string {
  return `${WHSEC}${randomBytes(32).toString("base64")}`;
}

/** Hex HMAC-SHA256 of the raw body, keyed with the whole secret string as the API returned it. */
export function hexSignature(secret: string, body: string): string {
  return createHmac("sha256", secret).update(body).digest("hex");
}

/** The Standard Webhooks key: the bytes after `whsec_`; a secret of another form, as it is. */
function standardKey(secret: string): Buffer {
  return secret.startsWith(WHSEC)
    ? Buffer.from(secret.slice(WHSEC.length), "base64")
    : Buffer.from(secret, "utf8");
}

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`. */
export function standardSignature(
  secret: string,
  id: string,
  timestampSeconds: number,
  body: string,
): string {
  const mac = createHmac("sha256", standardKey(secret))
    .update(`${id}.${timestampSeconds}.${body}`)
    .digest("base64");
  return `v1,${mac}`;
}

export interface SignedDelivery {
  eventId: string;
  eventType: string;
  deliveryId: string;
  body: string;
  /** Every secret valid now: the current one first, then one in its grace period. */
  secrets: readonly string[];
  /** The deprecated variant prefixes its signature with `sha256=`. */
  legacy: boolean;
  now: Date;
}

/** The headers of one delivery attempt. */
export function deliveryHeaders(delivery: SignedDelivery): Record<string, string> {
  const timestamp = Math.floor(delivery.now.getTime() / 1000);
  const hex = delivery.secrets.map((secret) => hexSignature(secret, delivery.body));
  return {
    "content-type": "application/json",
    "user-agent": "Vigil-Webhooks/2.0",
    "x-service-event": delivery.eventType,
    "x-service-delivery": delivery.deliveryId,
    "x-service-signature": delivery.legacy
      ? hex.map((h) => `sha256=${h}`).join(",")
      : hex.join(","),
    "webhook-id": delivery.eventId,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": delivery.secrets
      .map((secret) => standardSignature(secret, delivery.eventId, timestamp, delivery.body))
      .join(" "),
  };
}
