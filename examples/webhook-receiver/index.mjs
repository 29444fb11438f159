// @ts-check
/**
 * A receiver of Vigil webhooks on node:http: it verifies each delivery against the raw body,
 * drops the repeats that at-least-once delivery brings, and handles the event by its type.
 *
 *   VIGIL_WEBHOOK_SECRET=whsec_… node examples/webhook-receiver/index.mjs   (PORT defaults to 8787)
 *
 * VIGIL_WEBHOOK_SECRET may list several secrets, comma-separated, for a graceful rotation.
 */
import { realpathSync } from "node:fs";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { parseWebhookEvent, WebhookVerificationError } from "@vigil/sdk";

/** @typedef {import("@vigil/sdk").AnyWebhookEvent} AnyWebhookEvent */

export const WEBHOOK_PATH = "/hooks/vigil";
// Vigil's events are a few hundred bytes; anything near this is not one of them.
const MAX_BODY_BYTES = 256 * 1024;

/**
 * @typedef {object} ReceiverOptions
 * @property {string | string[]} secret Every secret valid now (two during a rotation).
 * @property {(event: AnyWebhookEvent) => void | Promise<void>} onEvent Called once per eventId.
 *   Keep it quick (Vigil gives up on an answer after 10 s): hand slow work to a queue.
 * @property {number} [seenCap] How many eventIds are remembered for deduplication.
 */

/**
 * A node:http server that answers POST /hooks/vigil: 401 when the signature or timestamp does
 * not verify, 200 once `onEvent` has taken the event, 200 without calling it again for an
 * eventId already taken, 500 when `onEvent` throws (Vigil then retries the delivery).
 * @param {ReceiverOptions} options
 * @example
 * const server = createReceiver({ secret: "whsec_…", onEvent: (event) => console.log(event.event) });
 * server.listen(8787, "127.0.0.1");
 */
export function createReceiver({ secret, onEvent, seenCap = 10_000 }) {
  const secrets = typeof secret === "string" ? [secret] : secret;
  if (secrets.length === 0 || secrets.some((s) => s === "")) {
    throw new Error("createReceiver needs the webhook secret, or each valid secret");
  }
  const seen = new RecentIds(seenCap);

  return createServer((req, res) => {
    const answer = (/** @type {number} */ status, /** @type {string} */ text) => {
      res.writeHead(status, { "content-type": "text/plain; charset=utf-8" }).end(`${text}\n`);
    };
    if (req.url?.split("?")[0] !== WEBHOOK_PATH) return answer(404, "not found");
    if (req.method !== "POST") return answer(405, "POST only");

    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on("data", (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on("end", async () => {
      if (size > MAX_BODY_BYTES) return answer(413, "body too large");
      /** @type {AnyWebhookEvent} */
      let event;
      try {
        // The signature covers the bytes as sent: verify those, never JSON re-serialised.
        event = await parseWebhookEvent(Buffer.concat(chunks), req.headers, secrets);
      } catch (error) {
        if (error instanceof WebhookVerificationError) return answer(401, error.message);
        return answer(500, "could not verify the delivery");
      }
      if (seen.has(event.eventId)) return answer(200, "duplicate");
      // Marked before handling, so a repeat arriving meanwhile is not handled a second time.
      seen.add(event.eventId);
      try {
        await onEvent(event);
      } catch {
        // Forgotten again, so that Vigil's retry of this delivery is handled.
        seen.delete(event.eventId);
        return answer(500, "handler failed");
      }
      answer(200, "ok");
    });
  });
}

/** The eventIds taken lately, the oldest forgotten past `cap` so memory stays bounded. */
class RecentIds {
  /** @param {number} cap */
  constructor(cap) {
    this.cap = cap;
    /** @type {Set<string>} */
    this.ids = new Set();
  }

  /** @param {string} id */
  has(id) {
    return this.ids.has(id);
  }

  /** @param {string} id */
  add(id) {
    this.ids.add(id);
    // A Set iterates in insertion order: the first id is the oldest.
    if (this.ids.size > this.cap)
      this.ids.delete(/** @type {string} */ (this.ids.values().next().value));
  }

  /** @param {string} id */
  delete(id) {
    this.ids.delete(id);
  }
}

/**
 * One log line per event; `switch` on `event.event` narrows `event.data` to that type's fields.
 * @param {AnyWebhookEvent} event
 * @returns {string}
 */
export function describeEvent(event) {
  switch (event.event) {
    case "failure.detected": {
      const { agentId, traceId, failureReason, severity } = event.data;
      return `failure.detected ${severity}: agent ${agentId} trace ${traceId}: ${failureReason}`;
    }
    case "webhook.test":
      return `webhook.test from webhook ${event.data.webhookId}: ${event.data.message}`;
    default:
      return `${event.event} (not handled by this receiver)`;
  }
}

/**
 * Listens on 127.0.0.1:PORT with the secrets of VIGIL_WEBHOOK_SECRET and logs each event.
 * Resolves to the server, or to undefined (exit code 1) when no secret is set.
 * @param {NodeJS.ProcessEnv} [env]
 * @param {(line: string) => void} [log]
 */
export async function main(env = process.env, log = console.log) {
  const secrets = (env.VIGIL_WEBHOOK_SECRET ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
  if (secrets.length === 0) {
    console.error(
      "Set VIGIL_WEBHOOK_SECRET to the secret Vigil showed when the webhook was created",
    );
    process.exitCode = 1;
    return undefined;
  }
  const server = createReceiver({ secret: secrets, onEvent: (event) => log(describeEvent(event)) });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(Number(env.PORT || 8787), "127.0.0.1", () => resolve(undefined));
  });
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  log(`Receiving Vigil webhooks on http://127.0.0.1:${port}${WEBHOOK_PATH}`);
  return server;
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
