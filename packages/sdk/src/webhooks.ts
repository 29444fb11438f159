/**
 * Webhook verification. Vigil signs each delivery twice: X-Service-Signature (hex HMAC-SHA256
 * of the body, keyed with the secret string) and the Standard Webhooks headers (base64
 * HMAC-SHA256 of `id.timestamp.body`, keyed with the secret's decoded bytes). The functions
 * are async because they use WebCrypto, which keeps the SDK free of Node imports.
 */
import { VigilError } from "./core/errors";
import { anyMatch, concat, fromBase64, fromHex, hmacSha256, SHA256_BYTES } from "./core/hmac";
import { type AnyWebhookEvent, envelopeProblem } from "./webhook-events";

/**
 * Why a delivery was refused; each has its own message on {@link WebhookVerificationError}.
 * @example
 * if (error instanceof WebhookVerificationError && error.reason === "timestamp_too_old") …
 */
export type WebhookVerificationFailure =
  | "missing_header"
  | "malformed_header"
  | "no_matching_signature"
  | "timestamp_too_old"
  | "timestamp_too_new"
  | "malformed_payload"
  | "unknown_envelope";

/**
 * A delivery failed verification or is not a Vigil event. Answer such a request with 400 and
 * do not act on it.
 * @example
 * try {
 *   const event = await parseWebhookEvent(body, request.headers, secret);
 * } catch (error) {
 *   if (error instanceof WebhookVerificationError) return new Response(error.message, { status: 400 });
 *   throw error;
 * }
 */
export class WebhookVerificationError extends VigilError {
  readonly reason: WebhookVerificationFailure;

  constructor(reason: WebhookVerificationFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.reason = reason;
  }
}

/**
 * Request headers: a fetch `Headers` or a plain object such as Node's `req.headers`. Names
 * are matched case-insensitively.
 * @example
 * const headers: HeadersLike = { "X-Service-Signature": "9f2c…" };
 */
export type HeadersLike =
  | Headers
  | Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * Options of the Standard Webhooks timestamp check.
 * @example
 * const options: WebhookVerifyOptions = { toleranceSeconds: 60 };
 */
export interface WebhookVerifyOptions {
  /** How far `webhook-timestamp` may lie from now, either way; default 300 (5 minutes). */
  toleranceSeconds?: number;
  /** The current time; for tests. */
  now?: Date;
}

const DEFAULT_TOLERANCE_SECONDS = 5 * 60;
const SECRET_PREFIX = "whsec_";
const encoder = new TextEncoder();

/**
 * Checks X-Service-Signature: one or several comma-separated hex HMAC-SHA256 signatures of the
 * raw body (several during a graceful secret rotation), each optionally prefixed `sha256=`.
 * Pass every secret that is currently valid. Comparison is constant-time. A missing or
 * unreadable header is `false`; a missing secret throws, since that is a configuration mistake.
 * @example
 * const body = await request.text(); // the raw body, before any JSON parsing
 * const ok = await verifyWebhook(body, request.headers.get("x-service-signature"), [newSecret, oldSecret]);
 * if (!ok) return new Response("bad signature", { status: 400 });
 */
export async function verifyWebhook(
  rawBody: string | Uint8Array,
  signatureHeader: string | null | undefined,
  secretOrSecrets: string | readonly string[],
): Promise<boolean> {
  const secrets = secretList(secretOrSecrets);
  try {
    await checkServiceSignature(bodyBytes(rawBody), presence(signatureHeader), secrets);
    return true;
  } catch (error) {
    if (error instanceof WebhookVerificationError) return false;
    throw error;
  }
}

/**
 * Checks the Standard Webhooks headers (webhook-id, webhook-timestamp, webhook-signature with
 * space-separated `v1,<base64>` signatures, several during a rotation) and refuses a
 * timestamp more than `toleranceSeconds` (default 5 minutes) from now, which stops replays.
 * A `whsec_` secret keys the HMAC with the bytes after the prefix, base64-decoded. Throws
 * {@link WebhookVerificationError}.
 * @example
 * await verifyStandardWebhook(rawBody, req.headers, process.env.VIGIL_WEBHOOK_SECRET!);
 */
export async function verifyStandardWebhook(
  rawBody: string | Uint8Array,
  headers: HeadersLike,
  secretOrSecrets: string | readonly string[],
  options: WebhookVerifyOptions = {},
): Promise<void> {
  await checkStandardSignature(bodyBytes(rawBody), headers, secretList(secretOrSecrets), options);
}

/**
 * Verifies a delivery, then returns its event, typed by `event`. Vigil sends both signatures;
 * the Standard Webhooks headers are checked when present, since they also sign a timestamp
 * (tolerance as in {@link verifyStandardWebhook}) and so refuse replays. Without them,
 * X-Service-Signature is checked, which signs no timestamp: deduplicate on `eventId` then.
 * Throws {@link WebhookVerificationError}.
 * @example
 * app.post("/hooks/vigil", async (c) => {
 *   const event = await parseWebhookEvent(await c.req.text(), c.req.raw.headers, secret);
 *   if (event.event === "failure.detected") await page(event.data.traceId, event.data.severity);
 *   return c.body(null, 204);
 * });
 */
export async function parseWebhookEvent(
  rawBody: string | Uint8Array,
  headers: HeadersLike,
  secretOrSecrets: string | readonly string[],
  options: WebhookVerifyOptions = {},
): Promise<AnyWebhookEvent> {
  const body = bodyBytes(rawBody);
  const secrets = secretList(secretOrSecrets);
  if (readHeader(headers, "webhook-signature") !== undefined) {
    await checkStandardSignature(body, headers, secrets, options);
  } else {
    const signature = readHeader(headers, "x-service-signature");
    if (signature === undefined) {
      throw new WebhookVerificationError(
        "missing_header",
        "Missing signature header: expected webhook-signature or X-Service-Signature",
      );
    }
    await checkServiceSignature(body, signature, secrets);
  }
  const payload = parseJson(body);
  const problem = envelopeProblem(payload);
  if (problem !== undefined) throw new WebhookVerificationError("unknown_envelope", problem);
  return payload as AnyWebhookEvent;
}

async function checkServiceSignature(
  body: Uint8Array,
  header: string | undefined,
  secrets: readonly string[],
): Promise<void> {
  if (header === undefined) {
    throw new WebhookVerificationError("missing_header", "Missing X-Service-Signature header");
  }
  const given = header
    .split(",")
    .map((part) => fromHex(part.trim().replace(/^sha256=/i, "")))
    .filter((signature) => signature !== undefined);
  if (given.length === 0) {
    throw new WebhookVerificationError(
      "malformed_header",
      "X-Service-Signature carries no hex HMAC-SHA256 signature",
    );
  }
  const expected = await Promise.all(secrets.map((s) => hmacSha256(encoder.encode(s), body)));
  if (!anyMatch(expected, given)) {
    throw new WebhookVerificationError(
      "no_matching_signature",
      "No signature in X-Service-Signature matches the webhook secret",
    );
  }
}

async function checkStandardSignature(
  body: Uint8Array,
  headers: HeadersLike,
  secrets: readonly string[],
  options: WebhookVerifyOptions,
): Promise<void> {
  const id = requireHeader(headers, "webhook-id");
  const timestampHeader = requireHeader(headers, "webhook-timestamp");
  const signatureHeader = requireHeader(headers, "webhook-signature");
  const timestamp = checkTimestamp(timestampHeader, options);
  const given = signatureHeader
    .split(/\s+/)
    // A proxy that merges repeated headers (as fetch's Headers does) joins them with ", ".
    .map((token) => token.replace(/,$/, ""))
    .map((token) => (token.startsWith("v1,") ? fromBase64(token.slice(3)) : undefined))
    .filter((signature): signature is Uint8Array => signature?.length === SHA256_BYTES);
  if (given.length === 0) {
    throw new WebhookVerificationError(
      "malformed_header",
      "webhook-signature carries no v1 signature",
    );
  }
  const signed = concat(encoder.encode(`${id}.${timestamp}.`), body);
  const keys = secrets.map(standardKey);
  const expected = await Promise.all(keys.map((key) => hmacSha256(key, signed)));
  if (!anyMatch(expected, given)) {
    throw new WebhookVerificationError(
      "no_matching_signature",
      "No v1 signature in webhook-signature matches the webhook secret",
    );
  }
}

function checkTimestamp(header: string, options: WebhookVerifyOptions): number {
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (!(tolerance >= 0)) {
    throw new VigilError(`toleranceSeconds must be a number of at least 0, got ${tolerance}`);
  }
  if (!/^\d{1,12}$/.test(header)) {
    throw new WebhookVerificationError(
      "malformed_header",
      "webhook-timestamp is not a Unix time in seconds",
    );
  }
  const timestamp = Number(header);
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (now - timestamp > tolerance) {
    throw new WebhookVerificationError("timestamp_too_old", "webhook-timestamp is too old");
  }
  if (timestamp - now > tolerance) {
    throw new WebhookVerificationError("timestamp_too_new", "webhook-timestamp is too new");
  }
  return timestamp;
}

function parseJson(body: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body));
  } catch (error) {
    throw new WebhookVerificationError("malformed_payload", "The webhook body is not valid JSON", {
      cause: error,
    });
  }
}

function secretList(secretOrSecrets: string | readonly string[]): readonly string[] {
  const secrets = typeof secretOrSecrets === "string" ? [secretOrSecrets] : secretOrSecrets;
  if (secrets.length === 0 || secrets.some((s) => typeof s !== "string" || s === "")) {
    throw new VigilError("Pass the webhook secret, or each valid secret, as a non-empty string");
  }
  return secrets;
}

/**
 * Standard Webhooks keys the HMAC with the bytes a `whsec_` secret encodes, not its text. A
 * secret of another form (one chosen on the deprecated create) is keyed as its UTF-8 bytes,
 * as the server signs it.
 */
function standardKey(secret: string): Uint8Array {
  if (!secret.startsWith(SECRET_PREFIX)) return encoder.encode(secret);
  const key = fromBase64(secret.slice(SECRET_PREFIX.length));
  if (key === undefined || key.length === 0) {
    throw new VigilError("A whsec_ webhook secret must continue with base64");
  }
  return key;
}

function bodyBytes(rawBody: string | Uint8Array): Uint8Array {
  if (typeof rawBody === "string") return encoder.encode(rawBody);
  if (rawBody instanceof Uint8Array) return rawBody;
  // Signatures cover the bytes as sent; a parsed and re-serialised body rarely matches them.
  throw new VigilError("Pass the raw request body (a string or bytes), not parsed JSON");
}

function presence(value: string | null | undefined): string | undefined {
  return value === null || value === undefined || value.trim() === "" ? undefined : value;
}

function readHeader(headers: HeadersLike, name: string): string | undefined {
  if (typeof (headers as { get?: unknown }).get === "function") {
    return presence((headers as Headers).get(name));
  }
  for (const [key, value] of Object.entries(headers as Record<string, unknown>)) {
    if (key.toLowerCase() !== name) continue;
    if (typeof value === "string") return presence(value);
    if (Array.isArray(value)) return presence(value.join(", "));
  }
  return undefined;
}

function requireHeader(headers: HeadersLike, name: string): string {
  const value = readHeader(headers, name);
  if (value === undefined)
    throw new WebhookVerificationError("missing_header", `Missing ${name} header`);
  return value.trim();
}
