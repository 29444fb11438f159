/**
 * One provider request as the rest of llm/ sees it: sent within the concurrency limit, retried
 * by the policy of retry.ts, every attempt written to the usage ledger and the log.
 */

import { setTimeout as sleep } from "node:timers/promises";
import type { Kysely } from "kysely";
import { AppError } from "../http/errors";
import type { Logger } from "../http/logger";
import type { Clock } from "../lib/clock";
import { providerFailed } from "./errors";
import type { Limiter } from "./limiter";
import { type AttemptFailure, isRetryable, retryDelayMs } from "./retry";
import type { LlmTables } from "./schema";
import { CallCancelled, ConnectionFailed, type RawAnswer, type Transport } from "./transport";
import { recordUsage } from "./usage";
import { type AnswerMeta, readErrorMessage } from "./wire";

export interface CallContext {
  companyId: string;
  purpose: string;
  kind: "chat" | "embedding";
  model: string;
}

export interface ProviderClient {
  /**
   * POSTs `body` to `path` and reads the 2xx answer with `read` (null: not the expected shape).
   * When `signal` aborts (waiting for a slot, in flight or between retries) the request is
   * closed, the slot freed and the signal's reason thrown.
   * @throws AppError LLM_TIMEOUT or LLM_PROVIDER_ERROR (details.status, details.providerMessage),
   *   or `signal.reason`
   */
  send<R extends AnswerMeta>(
    context: CallContext,
    path: string,
    body: unknown,
    read: (json: unknown) => R | null,
    signal?: AbortSignal,
  ): Promise<R>;
}

export interface ClientOptions {
  transport: Transport;
  limiter: Limiter;
  database: Kysely<LlmTables>;
  clock: Clock;
  logger?: Logger | undefined;
  maxRetries: number;
  /** Taken out of provider error messages before they are shown or logged. */
  apiKey?: string | undefined;
}

/** The usage row's error code of a request its caller cancelled (not the provider's failure). */
export const CANCELLED_CODE = "LLM_CANCELLED";

type Outcome<R> =
  | { answer: R }
  | { error: AppError; failure?: AttemptFailure }
  | { cancelled: unknown };

/** Waits before a retry; a cancelled call stops waiting at once with its signal's reason. */
async function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  try {
    await sleep(ms, undefined, signal ? { signal } : {});
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw error;
  }
}

export function createProviderClient(options: ClientOptions): ProviderClient {
  const { transport, limiter, database, clock, logger, maxRetries, apiKey } = options;
  const redact = (text: string | undefined) =>
    text && apiKey ? text.split(apiKey).join("[redacted]") : text;

  async function attempt<R extends AnswerMeta>(
    path: string,
    body: unknown,
    read: (json: unknown) => R | null,
    signal: AbortSignal | undefined,
  ): Promise<Outcome<R>> {
    let raw: RawAnswer;
    try {
      raw = await transport.post(path, body, signal);
    } catch (error) {
      if (error instanceof CallCancelled) return { cancelled: error.reason };
      if (error instanceof ConnectionFailed) {
        return { error: providerFailed(undefined), failure: {} };
      }
      if (error instanceof AppError) return { error };
      throw error;
    }
    if (raw.status < 200 || raw.status >= 300) {
      const message = redact(readErrorMessage(raw.text))?.slice(0, 500);
      const failure = { status: raw.status, headers: raw.headers };
      return { error: providerFailed(raw.status, message), failure };
    }
    let json: unknown;
    try {
      json = JSON.parse(raw.text);
    } catch {
      json = undefined;
    }
    const answer = read(json);
    if (answer) return { answer };
    return { error: providerFailed(raw.status, "the answer is not an OpenAI-compatible response") };
  }

  return {
    async send(context, path, body, read, signal) {
      for (let retry = 0; ; retry++) {
        const { outcome, latencyMs } = await limiter.run(async () => {
          const started = performance.now();
          const result = await attempt(path, body, read, signal);
          return { outcome: result, latencyMs: performance.now() - started };
        }, signal);
        const ok = "answer" in outcome;
        const usage = ok ? outcome.answer.usage : { promptTokens: 0, completionTokens: 0 };
        const model = (ok && outcome.answer.model) || context.model;
        const errorCode = ok
          ? undefined
          : "cancelled" in outcome
            ? CANCELLED_CODE
            : outcome.error.code;
        await recordUsage(
          database,
          { ...context, model, ...usage, latencyMs, cached: false, errorCode },
          clock.now(),
        );
        const fields = {
          companyId: context.companyId,
          purpose: context.purpose,
          kind: context.kind,
          model,
          latencyMs: Math.round(latencyMs),
          ...usage,
        };
        if (ok) {
          logger?.info("llm call", fields);
          return outcome.answer;
        }
        if ("cancelled" in outcome) {
          logger?.info("llm call cancelled", fields);
          throw outcome.cancelled;
        }
        // The provider's message stays out of the log: some echo parts of the request.
        const status = outcome.error.details?.status;
        logger?.error("llm call failed", { ...fields, code: errorCode, status });
        const { failure } = outcome;
        if (!failure || !isRetryable(failure) || retry >= maxRetries) throw outcome.error;
        await pause(retryDelayMs(retry, failure.headers, Date.now()), signal);
      }
    },
  };
}
