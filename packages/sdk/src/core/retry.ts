/** The retry policy: pure functions of the attempt and the response, so each rule is testable. */

export const INITIAL_RETRY_DELAY_MS = 500;
export const MAX_BACKOFF_MS = 8_000;
export const MAX_RETRY_AFTER_MS = 60_000;

/**
 * 408 Request Timeout, 429 Too Many Requests and every 5xx are worth another attempt; so is
 * a 409 that carries Retry-After (the server's "same Idempotency-Key still in progress").
 */
export function isRetryableStatus(status: number, headers?: Headers): boolean {
  if (status === 409) return headers?.has("retry-after") ?? false;
  return status === 408 || status === 429 || status >= 500;
}

/** Exponential backoff: 0.5 s · 2ⁿ capped at 8 s, times a jitter between 0.75 and 1.0. */
export function backoffMs(retriesDone: number, random: () => number = Math.random): number {
  const base = Math.min(INITIAL_RETRY_DELAY_MS * 2 ** retriesDone, MAX_BACKOFF_MS);
  return base * (1 - random() * 0.25);
}

function parseSeconds(value: string): number | undefined {
  if (!/^\s*\d+(\.\d+)?\s*$/.test(value)) return undefined;
  return Number.parseFloat(value) * 1000;
}

/**
 * The wait the server asked for, in ms, capped at 60 s: `retry-after-ms`, else `Retry-After`
 * (seconds or an HTTP date), else for 429 `X-RateLimit-Reset` (Unix seconds). Undefined when
 * none is present or readable.
 */
export function serverDelayMs(status: number, headers: Headers, nowMs: number): number | undefined {
  const asked = askedDelayMs(status, headers, nowMs);
  if (asked === undefined) return undefined;
  return Math.min(Math.max(0, asked), MAX_RETRY_AFTER_MS);
}

function askedDelayMs(status: number, headers: Headers, nowMs: number): number | undefined {
  const ms = headers.get("retry-after-ms");
  if (ms !== null && /^\s*\d+(\.\d+)?\s*$/.test(ms)) return Number.parseFloat(ms);

  const retryAfter = headers.get("retry-after");
  if (retryAfter !== null) {
    const seconds = parseSeconds(retryAfter);
    if (seconds !== undefined) return seconds;
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return date - nowMs;
  }

  const reset = headers.get("x-ratelimit-reset");
  if (status === 429 && reset !== null) {
    const seconds = parseSeconds(reset);
    if (seconds !== undefined) return seconds - nowMs;
  }
  return undefined;
}

/** What went wrong with one attempt: a response status, or no response at all. */
export type AttemptOutcome =
  | { kind: "response"; status: number; headers: Headers }
  | { kind: "network-error" }
  | { kind: "timeout" };

export type RetryDecision = { retry: false } | { retry: true; delayMs: number };

/**
 * Whether to try again after a failed attempt, and after how long. Network errors, timeouts,
 * 408, 429 and 5xx are retried while `retriesDone < maxRetries`; the server's requested delay
 * wins over the backoff.
 * @example decideRetry({ kind: "timeout" }, 0, 2) // { retry: true, delayMs: ~375-500 }
 */
export function decideRetry(
  outcome: AttemptOutcome,
  retriesDone: number,
  maxRetries: number,
  nowMs: number = Date.now(),
  random: () => number = Math.random,
): RetryDecision {
  if (retriesDone >= maxRetries) return { retry: false };
  if (outcome.kind !== "response") {
    return { retry: true, delayMs: backoffMs(retriesDone, random) };
  }
  if (!isRetryableStatus(outcome.status, outcome.headers)) return { retry: false };
  const asked = serverDelayMs(outcome.status, outcome.headers, nowMs);
  return { retry: true, delayMs: asked ?? backoffMs(retriesDone, random) };
}
