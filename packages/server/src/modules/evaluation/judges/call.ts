/**
 * One model call of a judge: through the provider (JSON output, the judge's model), under the
 * caller's timeout, with the provider's failures turned into a reason a result can carry.
 */
import type { ZodType } from "zod";
import type { Deps } from "../../../context";
import { AppError } from "../../../http/errors";
import type { ChatMessage } from "../../../llm";

export type JudgeCallDeps = Pick<Deps, "llm">;

/** Why a judge gave no score. */
export type JudgeFailureCode = "invalid_answer" | "timeout" | "provider_error";

export class JudgeFailure extends Error {
  constructor(
    readonly code: JudgeFailureCode,
    message: string,
  ) {
    super(message);
    this.name = "JudgeFailure";
  }
}

export interface JudgeCall<T> {
  companyId: string;
  model: string;
  messages: ChatMessage[];
  output: { name: string; schema: ZodType<T> };
  temperature: number;
  /** The call fails with `timeout` when the model has not answered in this many ms. */
  timeoutMs?: number | undefined;
  /** The caller's cancellation (a cancelled run): the call rejects with the signal's reason. */
  signal?: AbortSignal | undefined;
}

export interface JudgeAnswer<T> {
  value: T;
  content: string;
  /** Served by the provider's own cache (temperature 0): it did not reach the model. */
  cached: boolean;
}

function failureOf(error: unknown): JudgeFailure {
  if (error instanceof JudgeFailure) return error;
  if (error instanceof AppError && error.code === "LLM_INVALID_OUTPUT") {
    // The provider asked once more already (its repair call): the judge's one retry.
    const issues = (error.details?.issues ?? []) as { path: string; message: string }[];
    const what = issues.map((i) => `${i.path || "answer"}: ${i.message}`).join("; ");
    return new JudgeFailure(
      "invalid_answer",
      `the judge answered no usable score twice (${what || "not the JSON asked for"})`,
    );
  }
  if (error instanceof AppError) {
    const code = error.code === "LLM_TIMEOUT" ? "timeout" : "provider_error";
    return new JudgeFailure(code, `${error.code}: ${error.message}`);
  }
  throw error;
}

/**
 * Asks the model once. At the timeout (or the caller's cancel) the provider call is aborted:
 * its connection closes and its concurrency slot goes to the next call at once, and the judge's
 * result does not wait for it.
 */
export async function callJudge<T>(
  deps: JudgeCallDeps,
  call: JudgeCall<T>,
): Promise<JudgeAnswer<T>> {
  const expiry = new AbortController();
  // AbortSignal.any adds no listener to the caller's signal, which many calls of a run share.
  const signal = call.signal ? AbortSignal.any([call.signal, expiry.signal]) : expiry.signal;
  const limit = call.timeoutMs;
  const timer =
    limit === undefined
      ? undefined
      : setTimeout(
          () =>
            expiry.abort(new JudgeFailure("timeout", `the judge did not answer in ${limit} ms`)),
          limit,
        );
  const asked = deps.llm.chat({
    companyId: call.companyId,
    purpose: "evaluation.judge",
    model: call.model,
    messages: call.messages,
    temperature: call.temperature,
    output: call.output,
    signal,
  });
  try {
    const answer = await Promise.race([asked, stopped(signal)]);
    return { value: answer.value, content: answer.content, cached: answer.cached };
  } catch (error) {
    // The aborted call may still settle later; nobody awaits it, so keep it from going unhandled.
    asked.catch(() => {});
    throw failureOf(signal.aborted ? signal.reason : error);
  } finally {
    clearTimeout(timer);
  }
}

/** Rejects with the signal's reason once it aborts (never settles otherwise). */
function stopped(signal: AbortSignal): Promise<never> {
  const promise = new Promise<never>((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
  promise.catch(() => {});
  return promise;
}
