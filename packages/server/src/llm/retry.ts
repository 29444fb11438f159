/** When and how long to wait before a failed provider request is sent again (openai-node's rules). */

const BASE_DELAY_MS = 500;
const MAX_DELAY_MS = 8_000;
/** A Retry-After beyond this is not waited for: the backoff applies instead. */
const MAX_RETRY_AFTER_MS = 60_000;

/** A provider request that failed: with an HTTP status, or without one (connection dropped). */
export interface AttemptFailure {
  status?: number;
  headers?: Record<string, string>;
}

/**
 * Whether a failure is worth another attempt: no answer at all, 408, 409, 429 or 5xx.
 * @example isRetryable({ status: 429 }) // true
 */
export function isRetryable(failure: AttemptFailure): boolean {
  const { status } = failure;
  if (status === undefined) return true;
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/**
 * The wait before retry number `retry` (0 for the first retry): the provider's
 * `retry-after-ms` or `Retry-After` (seconds or an HTTP date) when it is between 0 and 60 s,
 * else 0.5 s·2ⁿ capped at 8 s, less up to 25 % jitter.
 * @example retryDelayMs(0, { "retry-after": "2" }, Date.now()) // 2000
 */
export function retryDelayMs(
  retry: number,
  headers: Record<string, string> = {},
  nowMs: number = Date.now(),
  random: () => number = Math.random,
): number {
  const asked = retryAfterMs(headers, nowMs);
  if (asked !== null && asked >= 0 && asked <= MAX_RETRY_AFTER_MS) return asked;
  const backoff = Math.min(BASE_DELAY_MS * 2 ** retry, MAX_DELAY_MS);
  return Math.round(backoff * (1 - random() * 0.25));
}

function retryAfterMs(headers: Record<string, string>, nowMs: number): number | null {
  const ms = Number.parseFloat(headers["retry-after-ms"] ?? "");
  if (Number.isFinite(ms)) return Math.round(ms);
  const text = headers["retry-after"];
  if (text === undefined) return null;
  const seconds = Number.parseFloat(text);
  if (Number.isFinite(seconds)) return Math.round(seconds * 1000);
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : date - nowMs;
}
